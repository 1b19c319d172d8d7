"""The evaluation driver on a real hold-out module with tiny budgets."""

from __future__ import annotations

import json

import pytest
import torch

from mqss_edge.actions import NUM_ACTIONS
from mqss_edge.features import NODE_FEATURES
from mqss_edge.policy.network import PolicyNet
from mqss_edge.train.evaluate import EvalConfig, enumerate_plans, run_evaluation, stored_oracle_plan
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.export import export_policy_dir


def test_evaluation_figures_on_one_module(tmp_path, session_store) -> None:
    torch.manual_seed(0)
    d = export_policy_dir(PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS), tmp_path / "p",
                          TrainConfig(max_steps=2), {})
    cfg = EvalConfig(max_modules=1, budgets=(1, 3), oracle_limit=6, jobs=1, repeat=3, store=str(session_store.path),
                     pair_processes=3)
    res = run_evaluation(str(d), cfg)
    s, row = res["summary"], res["modules"][0]
    assert row["policy_reward"] <= row["reward_best"] and row["baseline_reward"] <= row["reward_best"]
    for key in ("geomean_vs_baseline", "geomean_vs_expert", "geomean_oracle_vs_baseline", "oracle_capture",
                "reward_capture", "crashes", "miscompiles", "p95_compile_increase", "geomean_random_k3_vs_baseline"):
        assert key in s
    assert s["crashes"] == s["miscompiles"] == 0 and s["modules"] == 1
    # the product's budget path (Selector.select(budget=3)) times the zero-shot pick among its plans: never slower
    assert row["policy_guided_k3_ms"] <= row["policy_guided_k1_ms"] + 1e-9
    assert s["geomean_policy_guided_k3_vs_baseline"] is not None
    # the oracle searched a superset of the baselines and the policy's pick: it is never slower (same store,
    # same measurements)
    assert row["oracle_ms"] <= min(v for v in (row["baseline_ms"], row["expert_ms"], row["policy_ms"]) if v) + 1e-9
    assert row["oracle_candidates"] >= 6
    # the oracle search's own pick for the module (benchmarks/oracle.json) was measured again beside the pool
    assert row["oracle_stored_plan"] == str(stored_oracle_plan(row["uri"]))
    # every reported runtime comes from several processes, with its spread and bimodal flag in the JSON
    assert cfg.processes >= 3
    for name in ("policy", "default", "baseline", "expert"):
        if row[f"{name}_ms"] is not None:
            assert row[f"{name}_spread"] >= 1.0 and isinstance(row[f"{name}_bimodal"], bool), name
    assert s["bimodal_policy"] in (0, 1) and s["bimodal_figures"] >= s["bimodal_policy"]
    assert s["max_policy_spread"] == row["policy_spread"]
    # the policy, the family baseline and the expert rules timed again, interleaved: the "slower than" counts read
    # those rounds' ratios
    assert row["paired_processes"] == 3 and s["paired_modules"] == 1
    for name in ("baseline", "expert"):
        lo, hi = row[f"paired_vs_{name}_range"]
        assert 0 < lo <= row[f"paired_vs_{name}"] <= hi
    assert s["slower_than_baseline_5pct_paired"] == (row["paired_vs_baseline"] < 1 / 1.05)
    # the reward capture from those rounds and interleaved compiles, the best candidate timed beside the policy
    assert row["paired_best_ms"] > 0 and row["reward_best_paired"] >= max(row["policy_reward_paired"],
                                                                        row["baseline_reward_paired"])
    assert "reward_capture_paired" in s
    assert s["reward_oracle_p95_compile_increase_paired"] == pytest.approx(
        row["best_compile_ms_paired"] / row["baseline_compile_ms_paired"] - 1.0)
    # IREE's build of the module timed in the same rounds as the policy's pipeline (or why it could not be)
    if "paired_vs_iree" in row:
        lo, hi = row["paired_vs_iree_range"]
        assert 0 < lo <= row["paired_vs_iree"] <= hi and s["geomean_vs_iree_paired"] == row["paired_vs_iree"]
    else:
        assert row["paired_peers_failed"]["iree"].startswith(("unsupported", "compile_error"))


def test_reported_and_rewarded_runtimes_default_to_several_processes(repo_root) -> None:
    from mqss_edge.engine import MeasureConfig

    assert EvalConfig().processes >= 3 and MeasureConfig().processes >= 3
    assert TrainConfig().measure_processes >= 3
    assert TrainConfig.load(repo_root / "configs" / "train.toml").measure_processes >= 3


def test_enumerated_plans_are_distinct_and_valid(matmul_text) -> None:
    plans = enumerate_plans(matmul_text, 3, 40)
    assert len(plans) == 40 and len({str(p) for p in plans}) == 40 and str(plans[0]) == ""


def test_compile_times_interleave_store_and_share(engine, matmul_text) -> None:
    from mqss_edge.pipeline import Plan
    from mqss_edge.train.evaluate import interleaved_compile_times

    class Recording(type(engine)):  # the real engine, recording the order of its compiles
        def compile_time_ms(self, text, plan, **kw):
            order.append(str(plan))
            return super().compile_time_ms(text, plan, **kw)

    order: list[str] = []
    rec = Recording(engine.store)
    a, b = Plan(), Plan.parse("tensor(transform{rank=3 tile=8,32,16 vectorize=true})")
    ta, tb = interleaved_compile_times(rec, matmul_text, [a, b], 2)
    assert order == [str(a), str(b), str(a), str(b)]  # alternately, so both see the same load
    assert len(ta) == len(tb) == 2 and min(ta + tb) > 0
    assert interleaved_compile_times(rec, matmul_text, [a, b], 2) == [ta, tb] and len(order) == 4  # stored
    same = interleaved_compile_times(rec, matmul_text, [b, b], 2)
    assert same[0] == same[1] and len(same[0]) == 2 and order[4:] == [str(b)] * 2  # one shared series
    # several plans in turn, a plan named twice compiled once a round
    c = Plan.parse("tensor(transform{rank=3 tile=4,16,8 vectorize=true})")
    ta, tc, ta2 = interleaved_compile_times(rec, matmul_text, [a, c, a], 2)
    assert order[6:] == [str(a), str(c)] * 2 and ta == ta2 and len(tc) == 2
    assert interleaved_compile_times(rec, matmul_text, [a, c, a], 2) == [ta, tc, ta] and len(order) == 10  # stored
    rec.close()


def test_plans_timed_together_run_interleaved_share_identical_code_and_are_stored(engine, matmul_text) -> None:
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.pipeline import Plan

    runs: list[str] = []
    real = engine.device.run_pinned

    def recording(argv, pin, timeout):
        runs.append(argv[0].rsplit("/", 1)[-1])
        return real(argv, pin, timeout)

    tiled = Plan.parse("tensor(transform{rank=3 tile=8,32,16 vectorize=true})")
    plans = {"policy": tiled, "baseline": Plan(), "again": Plan()}
    m = MeasureConfig(warmup=1, repeat=2, processes=3, pin=None, drop_caches=False)
    engine.device.run_pinned = recording
    try:
        got = engine.time_plans(matmul_text, plans, m)
        assert got is not None and set(got) == set(plans)
        # two distinct binaries (the same plan twice is one), three rounds, each round runs both before the next
        assert len(runs) == 6 and len(set(runs)) == 2
        assert all(set(runs[k:k + 2]) == set(runs[:2]) for k in (2, 4))
        assert got["again"] == got["baseline"] and all(len(x.samples_ns) == 3 for x in got.values())
        assert engine.time_plans(matmul_text, plans, m) == got and len(runs) == 6  # stored
        # a plan that does not compile (its transform script cannot be written): nothing is timed
        broken = Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,32,0 hoist=true vectorize=true})")
        assert engine.time_plans(matmul_text, {"policy": tiled, "broken": broken}, m) is None and len(runs) == 6
    finally:
        del engine.device.run_pinned


def test_paired_ratios_count_the_modules_slower_than_the_baseline() -> None:
    from mqss_edge.train.evaluate import summarize

    rows = [{"uri": "k/a", "paired_vs_baseline": 0.90, "paired_vs_expert": 1.0},
            {"uri": "k/b", "paired_vs_baseline": 0.96, "paired_vs_expert": 0.5},
            {"uri": "k/c", "paired_vs_baseline": 2.0}, {"uri": "k/d"}]
    s = summarize(rows, budgets=())
    assert s["paired_modules"] == 3 and s["slower_than_baseline_paired_modules"] == ["a"]
    assert s["slower_than_baseline_5pct_paired"] == 1 and s["slower_than_expert_5pct_paired"] == 1
    assert s["geomean_vs_baseline_paired"] == pytest.approx((0.9 * 0.96 * 2.0) ** (1 / 3))


def test_pooled_reward_capture_is_the_share_of_the_gain_on_offer() -> None:
    from mqss_edge.train.evaluate import summarize

    rows = [{"uri": "k/a", "policy_reward": 0.75, "baseline_reward": 0.65, "reward_best": 0.85},
            {"uri": "k/b", "policy_reward": 0.61, "baseline_reward": 0.65, "reward_best": 0.6504},
            {"uri": "k/c"}]
    s = summarize(rows, budgets=())
    assert s["reward_capture_pooled"] == pytest.approx((0.10 - 0.04) / (0.20 + 0.0004))
    assert s["reward_capture"] < -40 and s["reward_capture_pooled_paired"] is None  # the per-module mean swings


def test_the_capture_gap_is_summed_per_reward_term() -> None:
    from mqss_edge.train.evaluate import summarize

    rows = [{"uri": "k/a", "reward_gap_paired_terms": {"compile": 0.02, "runtime": -0.01, "size": 0.05}},
            {"uri": "k/b", "reward_gap_paired_terms": {"compile": 0.01, "runtime": 0.03, "size": 0.0}},
            {"uri": "k/c"}]
    got = summarize(rows, budgets=())["reward_gap_paired_by_term"]
    assert got == pytest.approx({"compile": 0.03, "runtime": 0.02, "size": 0.05})
    assert summarize([{"uri": "k/c"}], budgets=())["reward_gap_paired_by_term"] is None


def test_summary_compares_compile_times_only_where_both_pipelines_work() -> None:
    from mqss_edge.train.evaluate import summarize

    ok = {"baseline_ms": 2.0, "policy_ms": 1.0, "baseline_compile_ms": 100.0, "policy_compile_ms": 110.0}
    failed_baseline = {"baseline_ms": None, "policy_ms": 1.0, "baseline_compile_ms": 10.0, "policy_compile_ms": 300.0}
    s = summarize([ok, failed_baseline], budgets=())
    assert s["p50_compile_increase"] == s["p95_compile_increase"] == pytest.approx(0.10)
    assert s["geomean_vs_baseline"] == pytest.approx(2.0) and s["modules"] == 2


def test_evaluation_of_a_real_model_measures_its_peers_in_the_same_store(tmp_path, session_store) -> None:
    """A model split: the policy, the default lowering, the expert module plan (a model's baseline) and a
    peer, all measured in one store; the oracle is the best of what was measured."""
    from mqss_edge import corpus
    from mqss_edge.selector import default_policy_dir
    from mqss_edge.train.evaluate import evaluate_model, summarize

    (uri,) = [e.uri for e in corpus.models_split("holdout") if e.name == "mlp-4layer"]
    cfg = EvalConfig(split="models-holdout", budgets=(1,), jobs=1, repeat=3, processes=1, compile_repeats=1,
                     store=str(session_store.path), peers=("eager",), pair_processes=2)
    row = evaluate_model(uri, str(default_policy_dir("fp32")), cfg)
    assert row["policy_status"] == "ok" and row["policy_ms"] and row["default_ms"] and row["baseline_ms"]
    assert row["expert_ms"] == row["baseline_ms"] and row["eager_status"] == "ok" and row["eager_ms"] > 0
    assert "iree_ms" not in row  # only the peers asked for
    measured = [row[k] for k in ("policy_ms", "default_ms", "baseline_ms", "random_k1_ms", "greedy_k1_ms",
                                 "policy_sampling_k1_ms") if row.get(k)]
    assert row["oracle_ms"] <= min(measured) and row["oracle_candidates"] >= 3
    # the objective's figures: the best measured candidate's training reward bounds the policy's and the baseline's
    assert row["baseline_reward"] <= row["reward_best"] and row["policy_reward"] <= row["reward_best"]
    s = summarize([row], budgets=(1,))
    if row["reward_best"] > row["baseline_reward"]:
        assert s["reward_capture"] == pytest.approx((row["policy_reward"] - row["baseline_reward"])
                                                    / (row["reward_best"] - row["baseline_reward"]))
        assert s["reward_capture"] <= 1.0
    assert s["geomean_vs_eager"] == pytest.approx(row["eager_ms"] / row["policy_ms"])
    assert s["slower_than_baseline_5pct"] == int(row["baseline_ms"] / row["policy_ms"] < 1 / 1.05)
    # the policy against the expert module plan, timed interleaved
    assert row["paired_processes"] == 2 and row["paired_vs_baseline"] > 0 and s["paired_modules"] == 1
    # what the policy's interleaved reward falls short of the best's, term by term
    gap = row["reward_best_paired"] - row["policy_reward_paired"]
    assert sum((row.get("reward_gap_paired_terms") or {}).values()) == pytest.approx(gap, abs=1e-9)
    # and against the peer asked for, timed in rounds with it
    lo, hi = row["paired_vs_eager_range"]
    assert 0 < lo <= row["paired_vs_eager"] <= hi and row["paired_eager_ms"] > 0
    assert s["geomean_vs_eager_paired"] == pytest.approx(row["paired_vs_eager"]) and "paired_vs_iree" not in row


def test_an_unknown_search_method_is_a_one_line_error() -> None:
    import typer
    from typer.testing import CliRunner

    from mqss_edge.cli.evaluate import evaluate_command

    app = typer.Typer()
    app.command("evaluate")(evaluate_command)
    app.command("noop")(lambda: None)  # two commands: `evaluate` stays a subcommand as in mqss-edge
    got = CliRunner().invoke(app, ["evaluate", "--methods", "random,beam-of-luck", "--max-modules", "1"])
    assert got.exit_code == 2 and "unknown search method beam-of-luck" in got.output


def test_an_unknown_model_split_is_a_clear_error(tmp_path) -> None:
    from mqss_edge.corpus import CorpusError

    with pytest.raises(CorpusError, match="unknown split"):
        run_evaluation(str(tmp_path), EvalConfig(split="models-nope", jobs=1))


def test_the_stored_oracle_plan_is_the_oracle_searchs_pick_or_none(tmp_path) -> None:
    from mqss_edge import corpus

    f = tmp_path / "oracle.json"
    f.write_text(json.dumps({"modules": {"a": {"oracle_plan": "tensor(canonicalize)"}, "b": {"oracle_plan": None},
                                         "c": {"oracle_plan": "tensor(canonicalize"}}}))
    assert str(stored_oracle_plan("a", f)) == "tensor(canonicalize)"
    assert stored_oracle_plan("b", f) is None and stored_oracle_plan("missing", f) is None
    assert stored_oracle_plan("c", f) is None  # a plan that no longer reads is no oracle candidate
    f.write_text("{not json")
    assert stored_oracle_plan("a", f) is None and stored_oracle_plan("a", tmp_path / "absent.json") is None
    # the committed file has the search's pick for every kernel of the hold-out
    assert all(stored_oracle_plan(e.uri) is not None for e in corpus.split("holdout"))
