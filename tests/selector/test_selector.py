"""The embedding API on real policies, real modules and the real toolchain."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading

import pytest
import torch

from mqss_edge import Selector, episode
from mqss_edge.actions import NUM_ACTIONS, action_index
from mqss_edge.errors import PolicyError, VersionMismatch
from mqss_edge.features import NODE_FEATURES
from mqss_edge.pipeline import Pass, Plan
from mqss_edge.policy.network import PolicyNet
from mqss_edge.train.trainer import TrainConfig, export_policy_dir
from tests.conftest import small_matmul


def _policy(tmp_path, prefer: list[str] | None = None, seed: int = 0, mask_input: bool = False):
    """A real PolicyNet; with ``prefer``, its head is set so those actions win in that order; with
    ``prefer=[]``, every action gets the same logit."""
    torch.manual_seed(seed)
    net = PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=mask_input)
    if prefer is not None:
        with torch.no_grad():
            net.policy_head.weight.zero_()
            net.policy_head.bias.fill_(-5.0)
            for rank, name in enumerate(prefer):
                net.policy_head.bias[action_index(name)] = 10.0 - rank
    return export_policy_dir(net, tmp_path / "policy", TrainConfig(max_steps=3), {"steps": 0})


def _pass(text: str) -> Pass:
    """One tensor-level pass from its text."""
    return Plan.parse(f"tensor({text})").tensor[0]


def _corpus_text(name: str) -> str:
    from mqss_edge import corpus

    return next(e for e in corpus.load_manifest() if e.name == name).text()


def test_select_returns_a_runnable_pipeline(tmp_path, matmul_text) -> None:
    sel = Selector.load(_policy(tmp_path, ["mm-tile-8x32x16-vec", "stop"]))
    pick = sel.select(matmul_text, guard=False)  # the policy's own plan (the guard's tile: test_guard_register_tile)
    assert pick.actions == ("mm-tile-8x32x16-vec",)
    assert str(pick.plan) == "tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})"
    assert "transform-interpreter" in pick.full_pipeline and pick.full_pipeline.startswith("builtin.module(")
    assert "tile_using_for" in pick.transform_script and pick.latency_ms > 0


def test_thread_safety_8_threads(tmp_path, matmul_text, softmax_text) -> None:
    sel = Selector.load(_policy(tmp_path))
    texts = [matmul_text, softmax_text]
    expected = [str(sel.select(t).plan) for t in texts]
    errors, got = [], []

    def work(i: int) -> None:
        try:
            for _ in range(10):
                got.append((i % 2, str(sel.select(texts[i % 2]).plan)))
        except Exception as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(got) == 80
    assert all(p == expected[i] for i, p in got)


def test_compile_falls_back_when_the_selected_pipeline_fails(tmp_path, engine, monkeypatch) -> None:
    # vectorizing a gather (tensor.extract) without nd-extract support fails in the transform interpreter; the
    # safety layer overrides it (safety.override), so it is let through here: a pick that fails all the same
    from mqss_edge import episode

    monkeypatch.setattr(episode, "override", lambda action, facts: None)
    sel = Selector.load(_policy(tmp_path, ["par2-tile-8x64-vec", "stop"]))
    text = _corpus_text("embedding-pos-512x4096x768")
    report = sel.compile(text, engine=engine)
    assert report.attempts[0] == ("policy", "pass_error")
    assert report.used in ("baseline", "default") and report.evaluation.ok
    assert report.fallback.startswith("policy pipeline failed: pass_error")


def test_version_mismatch_is_refused_unless_overridden(tmp_path) -> None:
    # (patch releases, the record and a missing toolchain: tests/policy/test_artifact.py)
    d = _policy(tmp_path)
    sig = json.loads((d / "signature.json").read_text())
    sig["mlir_version"] = "19.1.7"
    (d / "signature.json").write_text(json.dumps(sig))
    with pytest.raises(VersionMismatch, match="MLIR 19.1.7"):
        Selector.load(d)
    sel = Selector.load(d, allow_version_mismatch=True, warmup=False)  # recorded, not warned about
    assert sel.mlir is not None and sel.mlir.match.value == "other-major-allowed"
    sig["mlir_version"] = "22.0.0"
    (d / "signature.json").write_text(json.dumps(sig))
    assert Selector.load(d, warmup=False).mlir.trained == "22.0.0"


@pytest.mark.parametrize("damage", ["truncate_model", "garbage_signature", "missing_signature", "other_menu",
                                    "renamed_menu"])
def test_corrupted_policy_dirs_are_clear_errors(tmp_path, damage) -> None:
    d = _policy(tmp_path)
    if damage == "truncate_model":
        (d / "policy.pt").write_bytes((d / "policy.pt").read_bytes()[:100])
    elif damage == "garbage_signature":
        (d / "signature.json").write_text("{not json")
    elif damage == "missing_signature":
        (d / "signature.json").unlink()
    else:
        sig = json.loads((d / "signature.json").read_text())
        if damage == "other_menu":  # a prefix of the menu, but the model scores the whole menu
            sig["action_menu"] = sig["action_menu"][:-1]
        else:  # not a prefix: the logits would mean other actions
            sig["action_menu"][3]["name"] = "something-else"
        (d / "signature.json").write_text(json.dumps(sig))
    with pytest.raises(PolicyError):
        Selector.load(d)
    if damage.endswith("menu"):
        with pytest.raises(PolicyError, match="actions but signature.json lists|another action menu"):
            Selector.load(d)


def test_a_policy_trained_on_an_earlier_menu_loads_and_never_picks_newer_entries(tmp_path, matmul_text) -> None:
    from mqss_edge.policy.artifact import write_signature

    n = action_index("next-group")  # the menu before next-group and everything after it was appended
    torch.manual_seed(0)
    net = PolicyNet(node_features=NODE_FEATURES, num_actions=n, mask_input=True)
    d = tmp_path / "old"
    d.mkdir()
    net.save(d / "policy.pt")
    write_signature(d, model_file="policy.pt", backend="torch", precision="fp32", max_steps=4,
                    feature_level="context", num_actions=n)
    sel = Selector.load(d)
    assert sel.num_actions == n
    for text in (matmul_text, _corpus_text("gelu-128x3072")):
        pick = sel.select(text)
        assert all(action_index(a) < n for a in pick.actions)
        assert all(a < n for st, _ in sel.beam(text, 4) for a in st.history)
    # fine-tuning widens it to the whole menu, every old logit kept
    assert net.widened(NUM_ACTIONS).config.num_actions == NUM_ACTIONS


def test_explain_names_signed_features(tmp_path, matmul_text) -> None:
    sel = Selector.load(_policy(tmp_path, seed=3, mask_input=True))
    a = "mm-tile-8x32x16-vec"
    top = sel.explain(matmul_text, a)
    assert len(top) == 3 and abs(top[0][1]) >= abs(top[1][1]) >= abs(top[2][1]) > 0
    # each weight is what it claims: the drop of the action's logit when that one feature is zeroed, read
    # with the real mask of the decision it was chosen at (the trunk reads the mask), and no feature left
    # out moves the logit more than the third one named
    import numpy as np

    from mqss_edge import episode
    from mqss_edge.actions import NUM_ACTIONS, action_index
    from mqss_edge.env.facts import module_facts
    from mqss_edge.env.observe import encode_observation
    from mqss_edge.features import dense_adjacency, feature_names

    vec, graph = encode_observation(matmul_text, [], NUM_ACTIONS, level=sel.level)
    real = episode.mask(module_facts(matmul_text), episode.State())
    adj = dense_adjacency(graph)
    assert not real.all()

    def logit(v: np.ndarray, mask: np.ndarray) -> float:
        return float(sel.runtime.logits(sel._observation(v, graph, adj, mask))[action_index(a)])

    names, base = feature_names(), logit(vec, real)
    drops = {}
    for i in np.flatnonzero(vec):
        v = vec.copy()
        v[i] = 0.0
        drops[names[i]] = base - logit(v, real)
    for name, w in top:
        assert w == pytest.approx(drops[name], abs=1e-6)
    assert max(abs(d) for n, d in drops.items() if n not in dict(top)) <= abs(top[2][1]) + 1e-9
    # the all-valid mask the explanation used to read gives other figures: the mask is really read
    ones = np.ones(NUM_ACTIONS, bool)
    assert logit(vec, ones) != pytest.approx(base, abs=1e-6)
    with pytest.raises(PolicyError, match="masked at this decision"):
        sel.explain(matmul_text, "conv-tile-ow8-f32-vec")


def test_beam_gives_distinct_plans_most_probable_first(tmp_path, matmul_text) -> None:
    import numpy as np

    from mqss_edge import episode
    from mqss_edge.env.facts import module_facts

    sel = Selector.load(_policy(tmp_path, ["mm-tile-8x32x16-vec", "mm-tile-16x16x16-vec", "stop"], seed=1))
    pool = sel.beam(matmul_text, 4)
    plans = [str(st.plan) for st, _ in pool]
    assert len(pool) == 4 and len(set(plans)) == 4
    assert plans[0] == str(sel.select(matmul_text, guard=False).plan)  # the zero-shot pick is the most probable
    lps = [lp for _, lp in pool]
    assert lps == sorted(lps, reverse=True) and lps[0] < 0
    # each log-probability is the sum of the policy's masked log-softmax along the episode
    facts = module_facts(matmul_text)
    _, log_probs, _, _, _ = sel._scorer(matmul_text)
    for st, lp in pool:
        s, total = episode.State(), 0.0
        for a in st.history:
            valid = episode.mask(facts, s)
            total += log_probs(s, valid)[a]
            s, _ = episode.step(facts, s, a, valid)
        if st.done:
            total += log_probs(s, episode.mask(facts, s))[action_index("stop")]
        assert total == pytest.approx(lp, abs=1e-9)
        assert np.isfinite(total)
    with pytest.raises(ValueError, match="budget"):
        sel.select(matmul_text, 0)


def test_budget_measures_k_plans_and_keeps_the_fastest(tmp_path, engine) -> None:
    from mqss_edge.engine import MeasureConfig

    text = small_matmul(64, 64, 64)
    sel = Selector.load(_policy(tmp_path, ["mm-interchange-ikj", "mm-tile-8x32x16-vec", "stop"]))
    mc = MeasureConfig(warmup=1, repeat=5, processes=2)
    pick = sel.select(text, 3, engine=engine, measure=mc)
    assert len(pick.candidates) == 3 and len({c["pipeline"] for c in pick.candidates}) == 3
    assert all(c["status"] == "ok" and c["runtime_ms"] > 0 for c in pick.candidates)
    fastest = min(pick.candidates, key=lambda c: c["runtime_ms"])
    assert str(pick.plan) == fastest["pipeline"] == pick.candidates[0]["pipeline"]
    # every figure is the engine's own (stored) measurement of that plan
    from mqss_edge.pipeline import Plan

    for c in pick.candidates:
        assert engine.evaluate(text, Plan.parse(c["pipeline"]), measure=mc).runtime_ms() == c["runtime_ms"]
    assert sel.select(text).candidates == ()  # zero-shot measures nothing


def test_budget_gives_half_to_the_folded_module_where_transposes_fold(tmp_path, engine) -> None:
    from mqss_edge.compiler.driver import prepared_text
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.pipeline import Plan

    from tests.compiler.test_fold import KERNEL

    text = KERNEL.split("  %e2")[0] + "  return %y : tensor<48x48xf32>\n}\n"  # x @ W^T, as torch-mlir writes it
    text = text.replace("-> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>)", "-> tensor<48x48xf32>")
    sel = Selector.load(_policy(tmp_path, ["mm-interchange-ikj", "mm-tile-8x32x16-vec", "stop"]))
    mc = MeasureConfig(warmup=1, repeat=5, processes=2)
    pick = sel.select(text, 4, engine=engine, measure=mc)
    plans = [Plan.parse(c["pipeline"]) for c in pick.candidates]
    assert len(plans) == 4 and sum(p.folds_transposes for p in plans) == 2
    assert all(c["status"] == "ok" for c in pick.candidates)
    assert str(pick.plan) == min(pick.candidates, key=lambda c: c["runtime_ms"])["pipeline"]
    assert (pick.actions[:1] == ("mqss-fold-transposes",)) == pick.plan.folds_transposes
    assert "linalg.transpose" not in prepared_text(text, plans[[p.folds_transposes for p in plans].index(True)])
    zero = sel.select(text)
    assert zero.candidates == () and not zero.plan.folds_transposes  # zero-shot measures nothing, folds nothing
    # explained on the module it was chosen for; the fold is no menu action to explain
    from dataclasses import replace

    from mqss_edge.compiler.fold import fold_transposes

    pick_f = sel.select(fold_transposes(text).text)
    forced = replace(pick_f, plan=pick_f.plan.with_fold(), actions=("mqss-fold-transposes", *pick_f.actions))
    why = sel.explain_selection(text, forced)
    assert set(why) == set(pick_f.actions) and why  # the fold has no entry; the rest as chosen on the folded text
    assert why == {a: sel.explain(fold_transposes(text).text, a) for a in pick_f.actions}


def test_budget_shares_with_the_materialized_module_where_operands_are_read_transposed(tmp_path, engine) -> None:
    from mqss_edge.compiler.driver import prepared_text
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.pipeline import Plan

    from tests.compiler.test_fold import GENERIC_NT

    sel = Selector.load(_policy(tmp_path, ["bmm-tile-1x8x32x16-vec", "stop"]))
    pick = sel.select(GENERIC_NT, 4, engine=engine, measure=MeasureConfig(warmup=1, repeat=5, processes=2))
    plans = [Plan.parse(c["pipeline"]) for c in pick.candidates]
    assert len(plans) == 4 and [p.rewrite for p in plans].count("mqss-unfold-transposes") == 2
    assert all(c["status"] == "ok" for c in pick.candidates) and not any(p.folds_transposes for p in plans)
    assert str(pick.plan) == min(pick.candidates, key=lambda c: c["runtime_ms"])["pipeline"]
    assert (pick.actions[:1] == ("mqss-unfold-transposes",)) == (pick.plan.rewrite == "mqss-unfold-transposes")
    unfolded = next(p for p in plans if p.rewrite)
    assert prepared_text(GENERIC_NT, unfolded).count("linalg.transpose") == 2


def test_guard_selects_the_expert_plan_when_the_policy_is_unsure(tmp_path, matmul_text) -> None:
    from mqss_edge.corpus.module_plan import module_expert_plan

    unsure = _policy(tmp_path / "a", [])  # a random head: every valid action about equally likely
    sure = _policy(tmp_path / "b", ["mm-interchange-ikj", "stop"])
    for d in (unsure, sure):
        sig = json.loads((d / "signature.json").read_text())
        sig["guard"] = {"min_confidence": 0.5}
        (d / "signature.json").write_text(json.dumps(sig))
    low = Selector.load(unsure).select(matmul_text)
    assert low.confidence < 0.5 and low.guarded and "threshold 0.50" in low.guarded
    assert str(low.plan) == str(module_expert_plan(matmul_text).plan()) and low.plan.transforms
    assert str(Selector.load(unsure).select(matmul_text, guard=False).plan) != str(low.plan)
    high = Selector.load(sure).select(matmul_text, guard=False)
    assert high.confidence > 0.7 and high.guarded is None and "interchange=0,2,1" in str(high.plan)
    # guarded, the confident pick stays the policy's, but its scalar loop order becomes the rules' vectorized tile
    swapped = Selector.load(sure).select(matmul_text)
    (tile,) = swapped.plan.transforms
    assert "threshold" not in (swapped.guarded or "") and "scalar loop order" in swapped.guarded
    assert tile.param("vectorize") == "true" and swapped.groups[0]["schedule"] == "expert rules (guard)"
    assert Selector.load(_policy(tmp_path / "c", [])).min_confidence is None  # no guard recorded: off


def test_verify_speed_keeps_the_faster_of_pick_and_baseline(tmp_path, engine, matmul_text) -> None:
    from mqss_edge.engine import MeasureConfig

    mc = MeasureConfig(warmup=1, repeat=3, processes=2)
    # the default lowering of a 256^3 matmul is several times slower than the family baseline's tiles
    slow = Selector.load(_policy(tmp_path / "a", ["stop"]))
    r = slow.compile(matmul_text, engine=engine, measure=mc, verify_speed=True, guard=False)
    chk = r.speed_check
    assert chk["baseline_ms"] < chk["policy_ms"] and chk["kept"] == "baseline"
    assert r.used == "baseline" and r.evaluation.runtime_ms() == chk["baseline_ms"] and r.evaluation.ok
    fast = Selector.load(_policy(tmp_path / "b", ["mm-tile-8x32x16-vec", "stop"]))
    r2 = fast.compile(matmul_text, engine=engine, measure=mc, verify_speed=True)
    kept = "policy" if r2.speed_check["policy_ms"] <= r2.speed_check["baseline_ms"] else "baseline"
    assert r2.speed_check["kept"] == kept and r2.used == kept
    assert slow.compile(matmul_text, engine=engine, guard=False).speed_check is None


def test_select_cli_json(tmp_path, matmul_text) -> None:
    d = _policy(tmp_path, ["mm-tile-8x32x16-vec", "stop"])
    mod = tmp_path / "mm.mlir"
    mod.write_text(matmul_text)
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "select", str(mod), "--policy", str(d), "--json",
                        "--explain"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    # the policy's tile on a 256x256x256 matmul: the guard gives it the accumulator tile, and says so
    assert out["actions"] == ["mm-tile-8x32x16-vec"] and "tile=4,16,4 hoist=true" in out["pipeline"]
    assert "plain register tile" in out["guarded"]
    assert out["full_pipeline"].startswith("builtin.module(") and out["transform_script"]
    assert out["latency_ms"] > 0 and "fallback" not in out  # select picks; only compile falls back
    assert out["mlir"]["installed"].startswith("22.") and out["mlir"]["match"]
    sel = Selector.load(d)
    assert out["explain"]["mm-tile-8x32x16-vec"] == [
        {"feature": n, "weight": pytest.approx(w, abs=1e-6)} for n, w in sel.explain(matmul_text, "mm-tile-8x32x16-vec")]
    bad = tmp_path / "bad"
    shutil.copytree(d, bad)
    (bad / "signature.json").write_text("{")
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "select", str(mod), "--policy", str(bad)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1 and "corrupted" in r.stderr and "Traceback" not in r.stderr


def test_selection_reports_the_pipeline_the_driver_runs(engine) -> None:
    # a module with an op the fixed lowering decomposes first (linalg.softmax): the printed pipeline and
    # transform library must be the ones compiled, or a drop-in that replays them would build another thing
    import re

    text = """
func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
"""
    pick = Selector.load().select(text)
    ev = engine.evaluate(text, pick.plan)
    assert ev.ok, ev.message
    assert re.sub(r"transform-library-paths=[^}]*", "LIB", ev.full_pipeline) == \
        re.sub(r"transform-library-paths=[^}]*", "LIB", pick.full_pipeline)
    assert pick.transform_script == ev.transform_script and "decompose_interface" in pick.transform_script


def test_contraction_guard_schedules_a_matmul_the_policy_left_on_the_default_lowering(tmp_path, matmul_text,
                                                                                       engine) -> None:
    from mqss_edge.corpus.module_plan import group_expert_schedule
    from mqss_edge.env.facts import module_facts

    sel = Selector.load(_policy(tmp_path, ["stop"]))  # stops at once: the matmul keeps the default lowering
    raw = sel.select(matmul_text, guard=False)
    assert not raw.plan and raw.guarded is None and raw.groups[0]["schedule"] == "default"
    pick = sel.select(matmul_text)
    group = episode.candidate_groups(module_facts(matmul_text))[0]
    assert pick.plan.transforms == (group_expert_schedule(group),)
    assert pick.guarded and "pooling group 0 on the default lowering" in pick.guarded
    assert pick.groups[0]["schedule"] == "expert rules (guard)" and pick.actions == raw.actions
    rep = sel.compile(matmul_text, engine=engine)  # the guarded plan compiles and checks
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


# nn.Linear at batch 8 as torch-mlir writes it: the weight transposed, then x @ W^T
LINEAR_B8 = """func.func @main(%x: tensor<8x64xf32>, %w: tensor<128x64xf32>) -> tensor<8x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<64x128xf32>
  %wt = linalg.transpose ins(%w : tensor<128x64xf32>) outs(%e0 : tensor<64x128xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<8x128xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<8x128xf32>) -> tensor<8x128xf32>
  return %y : tensor<8x128xf32>
}
"""


def test_zero_shot_folds_the_transposes_of_small_contractions_and_guards_them_with_transposing_tiles(
        tmp_path, engine) -> None:
    from mqss_edge.compiler.fold import SMALL_M_ROWS

    sel = Selector.load(_policy(tmp_path, ["stop"]))  # leaves the matmul to the guard
    pick = sel.select(LINEAR_B8)
    assert str(pick.plan.rewrite_pass) == f"mqss-fold-transposes{{min-rows=2 max-rows={SMALL_M_ROWS}}}"
    assert pick.actions[0] == str(pick.plan.rewrite_pass)
    # the guard's schedule for the folded x @ W^T transposes each 8x8 weight block in registers
    (tile,) = pick.plan.transforms
    assert tile.param("transpose") == "avx2" and tile.param("group") == "0" and pick.guarded
    ev = engine.evaluate(LINEAR_B8, pick.plan)  # checked against the reference build of the module as given
    assert ev.ok, ev.message
    assert "transform-interpreter" in pick.full_pipeline and pick.transform_script == ev.transform_script
    assert set(sel.explain_selection(LINEAR_B8, pick)) == set(pick.actions[1:])
    sel.fold_rows = None  # off: the module as given, its matmul on the family rules' untransposed tile
    plain = sel.select(LINEAR_B8)
    assert plain.plan.rewrite is None and plain.plan.transforms and plain.plan.transforms[0].param("transpose") is None
    sel.fold_rows = 4  # fewer rows than the matmul's 8: nothing to fold
    assert sel.select(LINEAR_B8).plan.rewrite is None


def test_sub_tile_is_a_plain_vectorized_tile_the_rules_tile_repeats() -> None:
    from mqss_edge.guard_rules import _sub_tile

    rules = _pass("transform{group=0 rank=3 tile=8,32,16 vectorize=true}")
    assert _sub_tile(_pass("transform{rank=3 kind=reduction tile=1,16,8 vectorize=true}"), rules)
    assert not _sub_tile(rules, rules)  # the same tile
    assert not _sub_tile(_pass("transform{rank=3 tile=16,16,16 vectorize=true}"), rules)  # larger on M
    assert not _sub_tile(_pass("transform{rank=3 tile=1,16,8}"), rules)  # not vectorized: the scalar swap's case
    assert not _sub_tile(_pass("transform{rank=3 tile=1,16,8 split=4 vectorize=true}"), rules)  # not a plain tile
    # 24 lanes is no multiple of 16: the rules' tile would split vectors unevenly
    conv = _pass("transform{rank=7 kind=reduction tile=1,1,7,16,1,1,8 decompose=true vectorize=true}")
    assert not _sub_tile(conv, _pass("transform{rank=7 tile=1,1,7,24,1,1,16 decompose=true vectorize=true}"))
    assert _sub_tile(conv, _pass("transform{rank=7 tile=1,1,7,32,1,1,16 decompose=true vectorize=true}"))
    # an untiled loop (0) is only a multiple of an untiled loop
    assert not _sub_tile(_pass("transform{rank=3 tile=1,16,0 vectorize=true}"), rules)
    assert not _sub_tile(_pass("transform{rank=3 tile=1,16,8 vectorize=true}"),
                         _pass("transform{rank=3 tile=8,32,0 vectorize=true}"))


def test_contraction_guard_swaps_a_smaller_register_tile_for_the_rules_one(tmp_path, matmul_text, engine) -> None:
    from mqss_edge.corpus.module_plan import group_expert_schedule
    from mqss_edge.env.facts import module_facts

    sel = Selector.load(_policy(tmp_path, ["mm-tile-1x16x8-vec", "stop"]))
    raw = sel.select(matmul_text, guard=False)
    assert raw.plan.transforms[0].param("tile") == "1,16,8"
    pick = sel.select(matmul_text)
    group = episode.candidate_groups(module_facts(matmul_text))[0]
    rules = group_expert_schedule(group)
    assert rules is not None and rules.param("tile") != "1,16,8"
    assert pick.plan.transforms == (rules,) and "smaller register tile" in pick.guarded
    assert pick.groups[0]["schedule"] == "expert rules (guard)" and pick.actions == raw.actions
    rep = sel.compile(matmul_text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_whole_reduction_is_a_plain_tile_leaving_loops_the_accumulator_tile_steps_by_8() -> None:
    from mqss_edge.guard_rules import _whole_reduction

    plain = _pass("transform{rank=7 kind=reduction tile=1,16,1,8,0,1,0 decompose=true vectorize=true}")
    acc = _pass("transform{rank=7 kind=reduction tile=1,16,1,14,8,1,1 decompose=true hoist=true vectorize=true}")
    assert _whole_reduction(plain, acc) and not _whole_reduction(acc, acc)
    stem = _pass("transform{rank=7 kind=reduction tile=1,16,1,16,3,1,1 decompose=true hoist=true vectorize=true}")
    assert not _whole_reduction(plain, stem)  # 3 channels: the rules step them by fewer than 8


@pytest.mark.parametrize("prefer, swapped, tile, why, kept, kept_tile, kept_why", [
    # an NHWC conv's plain tile takes the menu's two-level accumulator tile (guard_rules._nhwc_plain_tile, ahead of
    # the rules' larger tile, which ran up to 1.4x slower on 3x3 and 5x5 convs of 32 channels), a 1x1 conv's and
    # one with a window alike
    ("conv-tile-ow7-f16-c8-vec", "pwconv-14x14x384x64", "1,1,7,16", "smaller register tile",
     "conv2d-nhwc-14x14x96x96-k3s1", "1,1,7,16", "smaller register tile"),
    # an NCHW 3x3 conv whose plain tile reduces channels and window whole gets the rules' accumulator tile; a 1x1
    # conv (no window) does not: it gets the im2col accumulator GEMM (guard_rules._nchw_gemm_tile)
    ("nchw-tile-f16-ow8-vec", "conv2d-nchw-56x56x32x32-k3s1", "1,16,1,14,8,1,1", "window reduced whole",
     "conv2d-nchw-56x56x64x64-k1s1", "1,4,2,8,4,1,1", "strided NCHW conv"),
])
def test_contraction_guard_swaps_conv_tiles_only_where_the_rules_won(tmp_path, prefer, swapped, tile, why, kept,
                                                                    kept_tile, kept_why) -> None:
    sel = Selector.load(_policy(tmp_path, [prefer, "stop"]))
    pick = sel.select(_corpus_text(swapped))
    (got,) = pick.plan.transforms
    assert got.param("tile") == tile and why in pick.guarded
    other = sel.select(_corpus_text(kept))
    assert other.plan.transforms[0].param("tile") == kept_tile
    assert other.guarded is None if kept_why is None else kept_why in other.guarded
    if kept_why is not None:  # the NCHW conv's through im2col; the NHWC conv's two-level, channels 8 at a time
        assert other.plan.transforms[0].param("im2col") == ("nchw" if "nchw" in kept else None)
        assert other.plan.transforms[0].param("fuse") == (None if "nchw" in kept else "8")


def test_contraction_guard_streams_a_large_matrix_vector_product(tmp_path, engine) -> None:
    """A one-row matmul over a 16 MiB matrix that the policy tiled gets the rules' ``i, k, j`` loop order (1.9x
    measured on matmul-1x4096x1024); over a 1 MiB matrix the tile stays (it ran 1.7x faster there)."""
    from mqss_edge.guard_rules import GEMV_STREAM_BYTES

    sel = Selector.load(_policy(tmp_path, ["mm-tile-1x64x64-vec", "stop"]))
    big = small_matmul(1, 1024, 4096)
    assert 4 * 1024 * 4096 > GEMV_STREAM_BYTES > 4 * 512 * 512
    assert sel.select(big, guard=False).plan.transforms[0].param("tile") == "1,64,64"
    pick = sel.select(big)
    (got,) = pick.plan.transforms
    assert got.param("interchange") == "0,2,1" and got.param("tile") is None
    assert "matrix-vector" in pick.guarded
    rep = sel.compile(big, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    small = sel.select(small_matmul(1, 512, 512))
    assert small.plan.transforms[0].param("tile") == "1,64,64" and small.guarded is None
    two = sel.select(small_matmul(2, 1024, 4096))  # two rows: measured either way, left to the policy
    assert two.guarded is None or "matrix-vector" not in two.guarded


def test_contraction_guard_swaps_a_one_row_tile_on_a_matmul_of_many_rows(tmp_path, engine) -> None:
    """``1x64x64`` on a 49-row matmul reuses no weight vector across rows: the guard gives it the rules' register
    tile (matmul-49x768x768 2.47 -> 0.79 ms measured); below 16 rows the policy's tile stays."""
    from mqss_edge.guard_rules import ONE_ROW_MIN_ROWS

    sel = Selector.load(_policy(tmp_path, ["mm-tile-1x64x64-vec", "stop"]))
    text = small_matmul(49, 128, 128)
    assert sel.select(text, guard=False).plan.transforms[0].param("tile") == "1,64,64"
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    assert got.param("tile") == "7,32,16" and got.param("vectorize") == "true" and "one-row tile" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    few = sel.select(small_matmul(ONE_ROW_MIN_ROWS // 2, 128, 128))
    assert few.plan.transforms[0].param("tile") == "1,64,64" and few.guarded is None


def test_contraction_guard_peels_a_matmul_tile_of_an_odd_vector_width(tmp_path, engine) -> None:
    """``mm-fit-4x64x16-vec`` fitted to N = 70 makes 35-lane vectors: the guard gives the group the menu's peeled
    accumulator tile (8 lanes, the rest peeled; 0.42-0.67x the time on 12 generated matmuls)."""
    from mqss_edge.guard_rules import MATMUL_PEEL_TILE

    sel = Selector.load(_policy(tmp_path, ["mm-fit-4x64x16-vec", "stop"]))
    text = small_matmul(60, 70, 80)
    assert sel.select(text, guard=False).plan.transforms[0].param("tile") == "4,35,16"
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    assert (got.param("tile"), got.param("peel"), got.param("hoist")) == ("6,8,4", "1", "true")
    assert MATMUL_PEEL_TILE.startswith("mm-acc-peel-n") and "odd vector width" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    even = sel.select(small_matmul(8, 128, 64))  # whole registers (and too few rows for the accumulator tile)
    assert even.plan.transforms[0].param("tile") == "4,64,16" and even.guarded is None


def test_contraction_guard_gives_a_matmul_of_60_lane_vectors_the_accumulator_tile(tmp_path, engine) -> None:
    """N = 120 (a multiple of 8, so nothing to peel) fitted to 60-lane vectors: the guard gives the group the menu's
    7 x 16 accumulator tile (0.28-0.56x the time on 13 such matmuls)."""
    from mqss_edge.guard_rules import MATMUL_ACC_TILE

    sel = Selector.load(_policy(tmp_path, ["mm-fit-4x64x16-vec", "stop"]))
    text = small_matmul(64, 120, 128)
    assert sel.select(text, guard=False).plan.transforms[0].param("tile") == "4,60,16"
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    assert (got.param("tile"), got.param("peel"), got.param("hoist")) == ("4,15,4", None, "true")
    assert MATMUL_ACC_TILE.startswith("mm-acc-fit") and "odd vector width" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_contraction_guard_gives_an_nhwc_conv_of_odd_channel_vectors_the_accumulator_tile(tmp_path, engine) -> None:
    """``conv-fit-ow8-f32-c16-vec`` fitted to 100 output channels makes 25-lane vectors: the guard gives the conv
    the menu's accumulator tile (0.29-0.68x the time measured)."""
    sel = Selector.load(_policy(tmp_path, ["conv-fit-ow8-f32-c16-vec", "stop"]))
    text = _corpus_text("conv2d-nhwc-10x10x100x100-k3s1")
    assert sel.select(text, guard=False).plan.transforms[0].param("tile") == "1,1,5,25,1,1,10"
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    assert (got.param("tile"), got.param("hoist")) == ("1,1,5,10,1,1,4", "true") and "odd vector" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    wide = sel.select(_corpus_text("pwconv-56x56x96x24"))  # 24 channels: 24-lane vectors, one and a half registers
    (got,) = wide.plan.transforms
    assert (got.param("tile"), got.param("hoist")) == ("1,1,7,12,1,1,4", "true") and "odd vector" in wide.guarded


def test_contraction_guard_gives_an_nchw_conv_with_a_dense_window_the_direct_accumulator_tile(tmp_path, engine) -> None:
    """im2col on a 3x3 stride-1 NCHW conv: the guard swaps in the rules' direct accumulator tile (0.34-0.86x the time
    on 15 training convs); 1x1 and strided convs keep im2col (the direct tile ran up to 6x slower on them)."""
    from mqss_edge.env.facts import module_facts

    sel = Selector.load(_policy(tmp_path, ["nchw-im2col-fit-f16-ow14-c16-vec", "stop"]))
    dense, strided, unit = (_corpus_text(n) for n in ("conv2d-nchw-28x28x32x32-k3s1", "conv2d-nchw-28x28x16x32-k5s2",
                                                      "conv2d-nchw-28x28x96x32-k1s1"))
    assert [[n.strided for n in module_facts(t).nests if n.op.startswith("conv")] for t in (dense, strided, unit)] \
        == [[False], [True], [False]]
    assert sel.select(dense, guard=False).plan.transforms[0].param("im2col") == "nchw"
    pick = sel.select(dense)
    (got,) = pick.plan.transforms
    assert got.param("im2col") is None and got.param("hoist") == "true" and "im2col on a dense window" in pick.guarded
    rep = sel.compile(dense, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    for kept in (strided, unit):
        assert sel.select(kept).plan.transforms[0].param("im2col") == "nchw"


def test_contraction_guard_tiles_a_generic_contraction_left_a_whole_reduction(tmp_path, engine) -> None:
    """``softmax-rows-1x4`` on a ``linalg.generic`` matmul leaves its reduction whole (``1x4x0``): the guard gives
    it the fitted matmul tile (2mm-medium 2.99 -> 1.26 ms)."""
    from mqss_edge.actions import SKIP_NAME
    from mqss_edge.corpus.generators.polybench import two_mm

    text, _ = two_mm(32, 64, 32, 64)  # two generic contractions, 32x64x64 and 32x64x32
    sel = Selector.load(_policy(tmp_path, ["softmax-rows-1x4", SKIP_NAME, "stop"]))
    raw = sel.select(text, guard=False)
    assert [p.param("tile") for p in raw.plan.transforms] == ["1,4,0", "1,4,0"]
    pick = sel.select(text)
    assert [(p.param("tile"), p.param("vectorize")) for p in pick.plan.transforms] == [("8,32,16", "true")] * 2
    assert "reduction left whole" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_contraction_guard_gives_a_generic_contraction_of_odd_vectors_the_loop_order(tmp_path, engine) -> None:
    """2mm-small's generic contractions (``alpha * A * B``) on tiles fitted to 50- and 40-lane vectors: the guard
    gives both the family baseline's ``i, k, j`` order (0.29-0.93x the time on 12 larger gemm/2mm modules, a higher
    training reward on all 14 measured)."""
    from mqss_edge.guard_rules import GENERIC_INTERCHANGE

    text = _corpus_text("2mm-small")  # groups 0 and 1: 40x50x70 and 40x80x50
    sel = Selector.load(_policy(tmp_path, ["mm-fit-4x64x16-vec", "stop"]))
    raw = sel.select(text, guard=False)
    assert [p.param("tile") for p in raw.plan.transforms][:2] == ["4,50,14", "4,40,10"]
    pick = sel.select(text)
    got = [p for p in pick.plan.transforms if p.param("group") in ("0", "1")]
    assert [(p.param("group"), p.param("interchange"), p.param("tile")) for p in got] \
        == [("0", "0,2,1", None), ("1", "0,2,1", None)]
    assert GENERIC_INTERCHANGE == "mm-interchange-ikj" and "odd vector width" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_contraction_guard_gives_a_generic_q_kt_the_transposing_tile(tmp_path, engine) -> None:
    """Attention's scores as a ``linalg.generic`` (K read along the head dim) left on the default lowering get the
    batch tile that transposes 8x8 blocks in registers (measured 2-4.5x on 7 attention kernels)."""
    text = _corpus_text("attention-h6-s32-d64")
    sel = Selector.load(_policy(tmp_path, ["stop"]))
    pick = sel.select(text)
    scores = [p for p in pick.plan.transforms if p.param("transpose") == "avx2"]
    assert len(scores) == 1 and scores[0].param("rank") == "4" and scores[0].param("group") is not None
    gid = int(scores[0].param("group"))
    assert next(r for r in pick.groups if r["group"] == gid)["schedule"] == "expert rules (guard)"
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_guard_gives_a_depthwise_conv_left_on_the_default_lowering_the_window_schedule(tmp_path, engine) -> None:
    """The shipped policy leaves most depthwise convs on the default loops; the guard gives them the expert rules'
    window schedule (channels by 16, else by 8: 0.57x the default's time on 11 training kernels). A depthwise
    schedule the policy chose itself stays."""
    sel = Selector.load(_policy(tmp_path, ["stop"]))
    text = _corpus_text("dwconv-28x28x72-k3s1-n4")  # 72 channels: by 8
    assert not sel.select(text, guard=False).plan
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    assert (got.param("tile"), got.param("decompose"), got.param("vectorize")) == ("1,1,7,8,1,0", "true", "true")
    assert pick.groups[0]["schedule"] == "expert rules (guard)" and "depthwise" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    wide = sel.select(_corpus_text("dwconv-14x14x384-k3s1-n4"))  # 384 channels: by 16
    assert wide.plan.transforms[0].param("tile") == "1,1,7,16,1,0"
    own = Selector.load(_policy(tmp_path / "own", ["dw-tile-ow7-c8-vec", "stop"])).select(text)
    assert [p.param("tile") for p in own.plan.transforms] == ["1,1,7,8,1,1"] and own.guarded is None


def test_math_guard_approximates_the_math_functions_a_plan_leaves_to_libm(tmp_path, matmul_text, engine) -> None:
    """A softmax's ``exp`` left to libm keeps its loop scalar: the guard adds the polynomial approximation (the 12
    training attention kernels whose plans lacked it ran 0.58-0.91x their time with it)."""
    from mqss_edge.guard_rules import MATH_APPROX

    approx = str(_MENU_PASS(MATH_APPROX))
    text = _corpus_text("attention-h6-s32-d64")
    sel = Selector.load(_policy(tmp_path, ["stop"]))
    assert approx not in str(sel.select(text, guard=False).plan)
    pick = sel.select(text)
    assert [str(q) for q in pick.plan.tensor].count(approx) == 1 and "polynomials" in pick.guarded
    rep = sel.compile(text, engine=engine)  # the approximation stays within the check's tolerance
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    assert approx not in str(sel.select(matmul_text).plan)  # no math function: nothing to approximate
    own = Selector.load(_policy(tmp_path / "own", ["math-polynomial-approx", "stop"])).select(text)
    assert str(own.plan).count(approx) == 1  # the policy's own pass is not added twice


def _MENU_PASS(name: str) -> Pass:
    from mqss_edge.actions import MENU

    return MENU[action_index(name)].pass_


def test_guard_fuses_a_depthwise_convs_epilogue_it_left_on_the_default_lowering(tmp_path, engine) -> None:
    """A depthwise conv + bias + ReLU6 whose epilogue the policy left on the default loops: the epilogue's fused
    schedule takes the conv into its tiles (0.52-0.76x the time on 11 such modules), in place of the conv's own
    schedule, and a buffer-loop-hoisting in the plan goes (with the fused epilogue it frees a buffer twice)."""
    from mqss_edge.guard_rules import DEPTHWISE_EPILOGUE

    text = _corpus_text("dwconv-relu6-28x28x192-k3s1")
    for prefer in (["dw-win-fit-ow8-c16-vec", "buffer-hoisting", "stop"], ["stop"]):
        sel = Selector.load(_policy(tmp_path / prefer[0], prefer))
        raw = sel.select(text, guard=False)
        assert [p.param("rank") for p in raw.plan.transforms] == (["6"] if len(prefer) > 1 else [])
        assert bool(raw.plan.buffer) == (len(prefer) > 1)  # the policy's own buffer-loop-hoisting
        pick = sel.select(text)
        (got,) = pick.plan.transforms
        assert (got.param("rank"), got.param("fuse"), got.param("hoist")) == ("4", "8", "true"), prefer
        assert not pick.plan.buffer and "epilogue" in pick.guarded and DEPTHWISE_EPILOGUE.startswith("conv-epi")
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    bare = sel.select(_corpus_text("dwconv-28x28x192-k3s1"))  # no epilogue: the conv's window schedule
    assert [p.param("rank") for p in bare.plan.transforms] == ["6"]


def test_contraction_guard_leaves_other_groups_and_affine_plans_alone(tmp_path, softmax_text, matmul_text) -> None:
    sel = Selector.load(_policy(tmp_path, ["stop"]))
    soft = sel.select(softmax_text)  # no contraction: no schedule added
    assert not soft.plan.transforms  # its exp approximated (math_guard), its exp and sum fused (fusion_guard)
    assert [p.name for p in soft.plan.tensor] == ["test-math-polynomial-approximation", "linalg-fuse-elementwise-ops"]
    assert soft.guarded == "math functions approximated by polynomials; elementwise chains fused"
    assert soft.groups[0]["schedule"] == "default"
    affine = Selector.load(_policy(tmp_path / "a", ["affine-tile-32", "stop"])).select(matmul_text)
    assert affine.plan.affine and not affine.plan.transforms and affine.guarded is None


def test_zero_shot_selection_pauses_the_collector_and_restores_it(tmp_path, matmul_text) -> None:
    import gc

    from mqss_edge import selector as selector_mod

    sel = Selector.load(_policy(tmp_path, ["stop"]))
    seen = []
    scorer = sel._scorer

    def spy(text, **kw):  # the collector's state while the selection reads the module
        seen.append(gc.isenabled())
        return scorer(text, **kw)

    sel._scorer = spy
    was = gc.isenabled()
    try:
        gc.enable()
        sel.select(matmul_text)
        assert seen == [False] and gc.isenabled()  # paused inside, on again after
        gc.disable()
        sel.select(matmul_text)
        assert not gc.isenabled()  # a caller that turned it off keeps it off
        gc.enable()
        with pytest.raises(Exception):
            sel.select("this is not MLIR")
        assert gc.isenabled() and selector_mod._GC_PAUSED[0] == 0  # restored after an error too
    finally:
        (gc.enable if was else gc.disable)()


def test_what_a_selection_leaves_alive_skips_the_young_collections(tmp_path, matmul_text) -> None:
    """After a zero-shot selection the live objects are in the collector's oldest generation (the young passes do
    not walk the caches' new entries), unless the caller froze objects: those stay frozen."""
    import gc

    sel = Selector.load(_policy(tmp_path, ["stop"]))
    was = gc.isenabled()
    try:
        gc.enable()
        sel.select(matmul_text + "\n// a new text: new cache entries\n")
        assert len(gc.get_objects(generation=0)) + len(gc.get_objects(generation=1)) < 10  # 75 left young
        assert gc.get_freeze_count() == 0
        keep = [[i] for i in range(1000)]  # the caller's objects, frozen by the caller
        gc.freeze()
        sel.select(matmul_text + "\n// another\n")
        # still frozen (an unfreeze would leave none; frozen objects the selection's caches dropped are gone)
        assert gc.get_freeze_count() >= len(keep)
    finally:
        gc.unfreeze()
        (gc.enable if was else gc.disable)()


def test_a_policy_on_an_earlier_menu_skips_a_group_only_newer_entries_fit(tmp_path) -> None:
    """A group that only entries appended after the policy was trained fit is skipped for it (``next-group``):
    asked, the policy could stop there and leave every later group on the default lowering."""
    from mqss_edge.policy.artifact import write_signature

    from tests.compiler.test_nchw_rules import _pools

    n = action_index("pool-nchw-row-vec")  # the menu before the NCHW pool entry was appended
    pool = _pools("max", [(9, 256, 3, 1)])  # the costliest group; OW 7: only the new entries fit it
    head, body = pool.split("{\n", 1)
    text = (head.replace("(%x0: tensor<1x256x9x9xf32>)", "(%x0: tensor<1x256x9x9xf32>, %a: tensor<32x32xf32>, "
                         "%b: tensor<32x32xf32>)").replace("-> (tensor<1x256x7x7xf32>)",
                                                           "-> (tensor<1x256x7x7xf32>, tensor<32x32xf32>)")
            + "{\n" + body.replace("  return %r0 : tensor<1x256x7x7xf32>", """  %me = tensor.empty() : tensor<32x32xf32>
  %mz = linalg.fill ins(%cst : f32) outs(%me : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%mz : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %r0, %mm : tensor<1x256x7x7xf32>, tensor<32x32xf32>"""))
    torch.manual_seed(0)
    net = PolicyNet(node_features=NODE_FEATURES, num_actions=n, mask_input=True)
    with torch.no_grad():  # the matmul tile where it may, else stop
        net.policy_head.weight.zero_()
        net.policy_head.bias.fill_(-5.0)
        net.policy_head.bias[action_index("mm-tile-8x32x16-vec")] = 10.0
        net.policy_head.bias[action_index("stop")] = 9.0
    d = tmp_path / "old"
    d.mkdir()
    net.save(d / "policy.pt")
    write_signature(d, model_file="policy.pt", backend="torch", precision="fp32", max_steps=4,
                    feature_level="context", num_actions=n)
    sel = Selector.load(d, warmup=False)
    pick = sel.select(text, guard=False)
    assert pick.actions[:2] == ("next-group", "mm-tile-8x32x16-vec")
    assert [g["schedule"] for g in pick.groups][:2] == ["default", "mm-tile-8x32x16-vec"]
    assert all(action_index(a) < n for a in pick.actions)
    guarded = sel.select(text)  # the guard then gives the pool its expert schedule
    assert guarded.plan.transforms[-1].param("tile") == "1,1,1,0,1,0"
