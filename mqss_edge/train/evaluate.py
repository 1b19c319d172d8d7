"""Hold-out evaluation: the policy against the baselines, IREE, and search methods with the same budget.

Per module: runtime of default, family baseline, expert rules (from ``benchmarks/baseline.json``), the
policy's greedy pipeline (with the selector's fallback), and the best of K compilations for random search,
greedy search (CompilerGym style: extend the best plan by the best next action) and policy-guided sampling,
K in {1, 10, 50}; plus an oracle, the best of a long search (≥ 200 distinct candidates or every valid
plan up to the length cap, whichever is fewer) and of the plan the per-group oracle search found
(``benchmarks/oracle.json``), measured again here. Every candidate goes through the engine: compiled,
checked against the reference, measured, stored — a wrong answer never counts as fast.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.actions import MENU
from mqss_edge.env.facts import module_facts
from mqss_edge import episode
from mqss_edge.pipeline import Plan

SCHEMA_VERSION = 3  # 2: per-figure spread and bimodal flag; processes default 3. 3: A/B-interleaved paired figures
BUDGETS = (1, 10, 50)
#: the search methods at each budget K: random plans, greedy, plans sampled from the policy's softmax, and
#: ``policy_guided``, the product's own budget path (``Selector.select(text, budget=K)``: the policy's K most
#: probable distinct plans by beam search, the zero-shot pick among them, each compiled, checked and timed)
METHODS = ("random", "greedy", "policy_sampling", "policy_guided")
# The runtimes each module row reports with their spread and bimodal flag.
REPORTED = ("policy", "default", "baseline", "expert")


@dataclass(frozen=True)
class Candidate:
    """One measured candidate: ``runtime_ms`` is the median of per-process medians, ``spread`` their
    max/min, ``bimodal`` whether they fell into two clusters (:func:`mqss_edge.measurement.split_modes`)."""

    plan: str
    ok: bool
    runtime_ms: float | None
    compile_ms: float | None
    spread: float | None = None
    bimodal: bool = False
    size: float | None = None  # .text bytes


def candidate(plan: Any, ev: Any) -> Candidate:
    """The figures of one engine evaluation."""
    st = ev.runtime.stats() if ev.ok and ev.runtime else None
    return Candidate(str(plan), ev.ok, st.median if st else None, ev.compile_ms.get("total"),
                     st.spread if st else None, bool(st and st.bimodal), float(ev.text_bytes) if ev.ok else None)


def training_norms(policy_dir: str) -> Any:
    """The reward norms a policy was trained with (its ``training/config.json``; the defaults without one)."""
    import json

    from mqss_edge.env.reward import Norms

    cfg = Path(policy_dir) / "training" / "config.json"
    if cfg.exists():
        got = json.loads(cfg.read_text()).get("norms")
        if got:
            return Norms(got["lo"], got["hi"])
    return Norms()


def rewards(cands: Sequence[Candidate], baseline: Candidate, norms: Any) -> list[float | None]:
    """The training reward (default profile) of each candidate against ``baseline`` (``None`` throughout when
    the baseline has no figures)."""
    from mqss_edge.env.reward import RewardWeights, reward

    if not (baseline.ok and baseline.runtime_ms and baseline.compile_ms and baseline.size):
        return [None] * len(cands)
    base, w = _metrics(baseline), RewardWeights()
    return [reward(c.ok and c.runtime_ms is not None, _metrics(c) if c.ok and c.runtime_ms is not None else None,
                   base, norms, w) for c in cands]


def _metrics(c: Candidate) -> Any:
    """A candidate's figures as the reward reads them (:class:`mqss_edge.env.reward.Metrics`)."""
    from mqss_edge.env.reward import Metrics

    return Metrics(c.compile_ms or 0.0, c.runtime_ms or 0.0, c.size or 0.0)


def reward_figures(row: dict[str, Any], measured: Sequence[Candidate], policy: Candidate, baseline: Candidate,
                   norms: Any) -> None:
    """Adds the policy's, the baseline's and the best measured candidate's training reward to ``row``: what
    reward capture compares (the objective the policy is trained for)."""
    got = rewards([policy, baseline, *measured], baseline, norms)
    if got[0] is None:
        return
    row["policy_reward"], row["baseline_reward"] = got[0], got[1]
    best = max(range(len(got)), key=lambda i: got[i])  # type: ignore[arg-type]
    row["reward_best"] = got[best]
    row["reward_best_plan"] = ([policy, baseline, *measured])[best].plan


Measure = Callable[[str, Plan], Candidate]


def random_plan(text: str, rng: np.random.Generator, max_steps: int) -> Plan:
    """A random valid plan: uniform over valid actions at each step (STOP included)."""
    facts = module_facts(text)
    return episode.run(facts, lambda _s, valid: int(rng.choice(np.flatnonzero(valid))), max_steps).plan


def enumerate_plans(text: str, max_steps: int, limit: int) -> list[Plan]:
    """Distinct valid plans, breadth first (shortest first), at most ``limit``."""
    facts = module_facts(text)
    seen: dict[str, Plan] = {"": Plan()}
    frontier: list[episode.State] = [episode.State()]
    for _ in range(episode.max_steps(facts, max_steps)):
        nxt: list[episode.State] = []
        for state in frontier:
            for a in np.flatnonzero(episode.mask(facts, state)):
                if MENU[a].is_stop:
                    continue
                st, ev = episode.step(facts, state, int(a))
                if ev.kind == "overridden":
                    continue
                key = str(st.plan)
                if MENU[a].is_skip or key not in seen:
                    seen.setdefault(key, st.plan)
                    nxt.append(st)
                    if len(seen) >= limit:
                        return list(seen.values())
        frontier = nxt
    return list(seen.values())


def best(cands: Sequence[Candidate]) -> Candidate | None:
    ok = [c for c in cands if c.ok and c.runtime_ms]
    return min(ok, key=lambda c: c.runtime_ms or math.inf) if ok else None


def random_search(text: str, measure: Measure, k: int, seed: int, max_steps: int) -> list[Candidate]:
    rng = np.random.default_rng(seed)
    return [measure(text, random_plan(text, rng, max_steps)) for _ in range(k)]


def greedy_search(text: str, measure: Measure, k: int, max_steps: int) -> list[Candidate]:
    """CompilerGym-style greedy: try every valid next action, keep the best, until the budget is spent
    (``next-group`` moves on without a measurement of its own)."""
    facts = module_facts(text)
    out = [measure(text, Plan())]
    state = episode.State()
    cur = out[0]
    while len(out) < k and len(state.history) < episode.max_steps(facts, max_steps):
        step_best: tuple[Candidate, episode.State] | None = None
        skip: episode.State | None = None
        for a in np.flatnonzero(episode.mask(facts, state)):
            if len(out) >= k:
                break
            if MENU[a].is_stop:
                continue
            st, ev = episode.step(facts, state, int(a))
            if ev.kind == "overridden":
                continue
            if MENU[a].is_skip:
                skip = st
                continue
            c = measure(text, st.plan)
            out.append(c)
            if c.ok and c.runtime_ms and (step_best is None or c.runtime_ms < (step_best[0].runtime_ms or math.inf)):
                step_best = (c, st)
        if step_best is None or not cur.ok or (step_best[0].runtime_ms or math.inf) >= (cur.runtime_ms or math.inf):
            if skip is None:  # nothing helps and no group left to move on to
                break
            state = skip  # this group is best left alone: decide the next
            continue
        cur, state = step_best
    return out


def geomean(xs: Sequence[float]) -> float | None:
    v = [x for x in xs if x and x > 0 and math.isfinite(x)]
    return float(math.exp(sum(math.log(x) for x in v) / len(v))) if v else None


def _pooled_capture(rows: list[dict[str, Any]], suffix: str) -> float | None:
    """sum over modules of the policy's reward gain over the baseline / sum of the best candidate's (``suffix``:
    ``""`` for the single measurements, ``"_paired"`` for the interleaved ones)."""
    got = [(r[f"policy_reward{suffix}"] - r[f"baseline_reward{suffix}"], r[f"reward_best{suffix}"]
            - r[f"baseline_reward{suffix}"]) for r in rows if r.get(f"reward_best{suffix}") is not None
           and r.get(f"policy_reward{suffix}") is not None]
    offered = sum(b for _, b in got)
    return sum(a for a, _ in got) / offered if offered > 1e-9 else None


def _gap_by_term(rows: list[dict[str, Any]]) -> dict[str, float] | None:
    """The sum over modules of ``reward_gap_paired_terms`` per term (``None`` where no module has one)."""
    out: dict[str, float] = {}
    for r in rows:
        for c, v in (r.get("reward_gap_paired_terms") or {}).items():
            out[c] = out.get(c, 0.0) + v
    return out or None


def _p95_increase(rows: list[dict[str, Any]], name: str) -> float | None:
    """The 95th percentile over modules of ``<name>``'s compile time over the baseline's, minus 1, from their
    compiles in turn (``<name>_compile_ms_paired``)."""
    xs = [r[f"{name}_compile_ms_paired"] / r["baseline_compile_ms_paired"] - 1.0 for r in rows
          if r.get(f"{name}_compile_ms_paired") and r.get("baseline_compile_ms_paired")]
    return float(np.percentile(xs, 95)) if xs else None


def summarize(rows: list[dict[str, Any]], budgets: Sequence[int] = BUDGETS) -> dict[str, Any]:
    """The figures ``evaluate --json`` promises, from per-module rows."""
    def ratio(a: str, b: str) -> list[float]:
        return [r[a] / r[b] for r in rows if r.get(a) and r.get(b)]

    def slower_paired(name: str) -> list[str]:
        return sorted(r["uri"].rsplit("/", 1)[-1] for r in rows if r.get(f"paired_vs_{name}", 1.0) < 1 / 1.05)

    pol_vs_base = ratio("baseline_ms", "policy_ms")
    oracle_vs_base = ratio("baseline_ms", "oracle_ms")
    lp = sum(math.log(x) for x in pol_vs_base) if pol_vs_base else 0.0
    lo = sum(math.log(x) for x in oracle_vs_base) if oracle_vs_base else 0.0
    # only where both pipelines work: a failed baseline stops early, and its compile time compares nothing
    comp = [r["policy_compile_ms"] / r["baseline_compile_ms"] - 1.0 for r in rows
            if r.get("policy_compile_ms") and r.get("baseline_compile_ms") and r.get("baseline_ms")
            and r.get("policy_ms")]
    out: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "modules": len(rows),
        "geomean_vs_default": geomean(ratio("default_ms", "policy_ms")),
        "geomean_vs_baseline": geomean(pol_vs_base),
        "geomean_vs_expert": geomean(ratio("expert_ms", "policy_ms")),
        "geomean_vs_iree": geomean(ratio("iree_ms", "policy_ms")),
        "geomean_vs_eager": geomean(ratio("eager_ms", "policy_ms")),
        "geomean_vs_inductor": geomean(ratio("inductor_ms", "policy_ms")),
        "below_0.8x_iree": sorted(r["uri"].rsplit("/", 1)[-1] for r in rows
                                  if r.get("iree_ms") and r.get("policy_ms") and r["iree_ms"] / r["policy_ms"] < 0.8),
        "slower_than_baseline_5pct": sum(1 for x in pol_vs_base if x < 1 / 1.05),
        "slower_than_expert_5pct": sum(1 for x in ratio("expert_ms", "policy_ms") if x < 1 / 1.05),
        # the same comparisons from the A/B-interleaved rounds (:func:`paired_runtimes`)
        "paired_modules": sum(1 for r in rows if r.get("paired_vs_baseline")),
        "geomean_vs_baseline_paired": geomean([r["paired_vs_baseline"] for r in rows if r.get("paired_vs_baseline")]),
        "geomean_vs_expert_paired": geomean([r["paired_vs_expert"] for r in rows if r.get("paired_vs_expert")]),
        "slower_than_baseline_5pct_paired": len(slower_paired("baseline")),
        "slower_than_expert_5pct_paired": len(slower_paired("expert")),
        "slower_than_baseline_paired_modules": slower_paired("baseline"),
        # the policy against IREE (models: eager, inductor too) timed in the same rounds (:func:`paired_peer_figures`)
        **{f"geomean_vs_{p}_paired": geomean([r[f"paired_vs_{p}"] for r in rows if r.get(f"paired_vs_{p}")])
           for p in ("iree", "eager", "inductor") if any(r.get(f"paired_vs_{p}") for r in rows)},
        **({"below_0.8x_iree_paired": sorted(r["uri"].rsplit("/", 1)[-1] for r in rows
                                             if r.get("paired_vs_iree") and r["paired_vs_iree"] < 0.8)}
           if any(r.get("paired_vs_iree") for r in rows) else {}),
        "geomean_expert_vs_baseline": geomean(ratio("baseline_ms", "expert_ms")),
        "geomean_oracle_vs_baseline": geomean(oracle_vs_base),
        "oracle_capture": (lp / lo) if lo > 0 else None,
        # the objective's own capture: (policy's reward gain over the baseline) / (the best candidate's), per module
        "reward_capture": (float(np.mean(caps)) if (caps := [
            (r["policy_reward"] - r["baseline_reward"]) / (r["reward_best"] - r["baseline_reward"]) for r in rows
            if r.get("reward_best") is not None and r["reward_best"] > r["baseline_reward"] + 1e-9]) else None),
        # the same from the A/B-interleaved runtimes and compiles of the policy, the baseline and the best candidate
        "reward_capture_paired": (float(np.mean(caps)) if (caps := [
            (r["policy_reward_paired"] - r["baseline_reward_paired"])
            / (r["reward_best_paired"] - r["baseline_reward_paired"]) for r in rows
            if r.get("reward_best_paired") is not None
            and r["reward_best_paired"] > r["baseline_reward_paired"] + 1e-9]) else None),
        # the share of the whole reward gain on offer that the policy took: sum(policy's gain) / sum(best's gain), which
        # a module where nothing beats the baseline by more than noise cannot swing (a per-module ratio can: 0.0004
        # of gain on offer and the policy 0.04 under the baseline read -111)
        "reward_capture_pooled": _pooled_capture(rows, ""),
        "reward_capture_pooled_paired": _pooled_capture(rows, "_paired"),
        # where the policy's reward falls short of the best candidate's, per term of the reward, summed over modules
        # (interleaved figures): the runtime, compile-time and code-size terms of what capture misses
        "reward_gap_paired_by_term": _gap_by_term(rows),
        "crashes": sum(1 for r in rows if r.get("policy_status") == "crash"),
        "miscompiles": sum(1 for r in rows if r.get("policy_status") == "miscompile"),
        "fallbacks": sum(1 for r in rows if r.get("fallback")),
        "p50_compile_increase": float(np.percentile(comp, 50)) if comp else None,
        "p95_compile_increase": float(np.percentile(comp, 95)) if comp else None,
        # from the compiles in turn of the policy's pipeline, the baseline and the reward-optimal candidate
        # (:func:`paired_rewards`): the policy's p95 against the reward-optimal picks' p95
        "p95_compile_increase_paired": _p95_increase(rows, "policy"),
        "reward_oracle_p95_compile_increase_paired": _p95_increase(rows, "best"),
        # runtimes whose per-process medians fell into two clusters: the figure depends on the processes
        "bimodal_policy": sum(1 for r in rows if r.get("policy_bimodal")),
        "bimodal_figures": sum(1 for r in rows for k in REPORTED if r.get(f"{k}_bimodal")),
        "max_policy_spread": max((r["policy_spread"] for r in rows if r.get("policy_spread")), default=None),
    }
    for method in METHODS:
        for k in budgets:
            out[f"geomean_{method}_k{k}_vs_baseline"] = geomean(ratio("baseline_ms", f"{method}_k{k}_ms"))
    return out


# ---------------------------------------------------------------------------------------------------
# the evaluation run


@dataclass(frozen=True)
class EvalConfig:
    """How the hold-out evaluation measures.

    Attributes:
        split: corpus split (``holdout`` or ``family-out``), or a split of the model corpus (``models-holdout``,
            ``models-family-out``: :func:`evaluate_model`).
        max_modules: evaluate the first N modules only (0: all).
        budgets: K values for the search methods.
        methods: the search methods run at each K (:data:`METHODS`).
        oracle_limit: distinct candidates in the oracle's search.
        repeat: timed calls per process for every candidate.
        processes: processes per candidate; every reported runtime is the median of their medians, with
            its spread and bimodal flag (one process can be 1.5x off; at least 3 to tell a mode apart).
        jobs: modules evaluated in parallel (separate processes sharing the store).
        seed: search seed.
        compile_repeats: interleaved compiles of the policy's and the baseline's pipelines whose medians
            the compile-time change compares (1: the single compile of each evaluation).
        pin: CPU list every timed process is pinned to (``None``: not pinned; with ``jobs`` > 1 the jobs
            would share it).
        peers: on a model split, the peers measured beside the policy (``iree``, ``eager``, ``inductor``).
        pair_processes: rounds of the A/B-interleaved timing of the policy's pipeline, the family baseline and
            the expert rules (:func:`paired_runtimes`; 0: none): what the "slower than" counts read.
    """

    split: str = "holdout"
    max_modules: int = 0
    budgets: tuple[int, ...] = BUDGETS
    methods: tuple[str, ...] = METHODS
    oracle_limit: int = 200
    repeat: int = 5
    processes: int = 3
    jobs: int = 2
    seed: int = 0
    store: str = ""
    compile_repeats: int = 5
    pin: str | None = None
    peers: tuple[str, ...] = ("iree", "eager", "inductor")
    pair_processes: int = 5


def _sample_plan(sel: Any, text: str, rng: np.random.Generator) -> Plan:
    """One plan sampled from the policy's masked softmax (policy-guided search)."""
    from mqss_edge.env.observe import encode_observation
    from mqss_edge.features import dense_adjacency

    facts = module_facts(text)
    n = sel.num_actions
    _, graph = encode_observation(text, [], n, level=sel.level)
    adj, nodes = dense_adjacency(graph), np.asarray(graph.nodes, np.float32)

    def choose(state: episode.State, valid: np.ndarray) -> int:
        if episode.beyond_menu(facts, state, n):  # as the selector does (Selector._scorer)
            return episode.SKIP
        vec, _ = encode_observation(text, list(state.history), n, level=sel.level)
        raw = np.full(len(valid), -np.inf)
        raw[:n] = sel.runtime.logits({"vector": vec, "nodes": nodes, "adj": adj, "mask": valid[:n]})
        logits = np.where(valid, raw, -np.inf)
        p = np.exp(logits - logits.max())
        return int(rng.choice(len(p), p=p / p.sum()))

    return episode.run(facts, choose, sel.max_steps).plan


def interleaved_compile_times(engine: Any, text: str, plans: Sequence[Plan], n: int) -> list[list[float]]:
    """``n`` compile times (ms) of each of several pipelines, compiled in turn (a, b, c, a, b, c, ...) so that all
    see the same machine load; stored once per set. Identical pipelines share one series."""
    from mqss_edge.engine import module_hash
    from mqss_edge.store import make_key

    names = [str(p) for p in plans]
    key = make_key("compile-set", engine.tc.mlir_version, module_hash(text), names, n)
    got = engine.store.get(key)
    if got:
        return [list(got[x]) for x in names]
    distinct = dict(zip(names, plans))
    ms: dict[str, list[float]] = {x: [] for x in distinct}
    for _ in range(n):
        for x, plan in distinct.items():
            ms[x].append(engine.compile_time_ms(text, plan))
    engine.store.put(key, "compile-set", ms)
    return [ms[x] for x in names]


def paired_rewards(row: dict[str, Any], engine: Any, text: str, plans: dict[str, Plan],
                   compiles: dict[str, list[float]], norms: Any) -> None:
    """The training reward of the policy, the baseline and the best measured candidate (``plans``: ``policy``,
    ``baseline``, ``best``) from their A/B-interleaved runtimes (``paired_<name>_ms``, :func:`paired_runtimes`)
    and their compiles in turn (``compiles``, :func:`interleaved_compile_times`): ``<name>_reward_paired``. The
    best candidate is picked from single measurements, one compile and one timing each, minutes apart; measured
    again beside the policy, a pick that won by its noise (a compile at a quiet moment) no longer does. The best
    reward is never below the policy's or the baseline's."""
    if any(f"paired_{k}_ms" not in row for k in plans):
        return
    got = {}
    for name, plan in plans.items():
        ev = engine.evaluate(text, plan)
        got[name] = Candidate(str(plan), ev.ok, row[f"paired_{name}_ms"], statistics.median(compiles[name]),
                              size=float(ev.text_bytes) if ev.ok else None)
    for name, c in got.items():
        row[f"{name}_compile_ms_paired"] = c.compile_ms
    r = dict(zip(got, rewards(list(got.values()), got["baseline"], norms)))
    if r["policy"] is None:
        return
    row["policy_reward_paired"], row["baseline_reward_paired"] = r["policy"], r["baseline"]
    row["reward_best_paired"] = max(v for v in r.values() if v is not None)
    top = max((k for k, v in r.items() if v is not None), key=lambda k: r[k])
    if top != "policy":  # where the policy's reward falls short of the best's, per term of the reward
        terms = {k: _terms(got[k], got["baseline"], norms) for k in ("policy", top)}
        row["reward_gap_paired_terms"] = {c: terms[top][c] - terms["policy"][c] for c in terms[top]}


def _terms(c: Candidate, baseline: Candidate, norms: Any) -> dict[str, float]:
    """The weighted reward terms (:func:`mqss_edge.env.reward.reward_terms`) of a correct candidate."""
    from mqss_edge.env.reward import RewardWeights, reward_terms

    return reward_terms(_metrics(c), _metrics(baseline), norms, RewardWeights())


def paired_runtimes(row: dict[str, Any], engine: Any, text: str, plans: dict[str, Plan], mcfg: Any,
                    processes: int) -> None:
    """The policy's pipeline, the family baseline, the expert rules and the best measured candidate (those of
    ``plans`` that compile and check) timed A/B-interleaved in ``processes`` rounds
    (:meth:`~mqss_edge.engine.Engine.time_plans`): ``paired_<name>_ms`` and, per other plan, ``paired_vs_<name>``
    (the median over rounds of that round's ``<name>`` / ``policy`` process medians: > 1 where the policy is
    faster) and its lowest and highest round. Timed apart, minutes between them, the same two binaries read up to
    1.25x apart on these machines (a host that drifts by 20% between minutes); within a round they see the same
    host."""
    from dataclasses import replace

    plans = {k: p for k, p in plans.items() if engine.evaluate(text, p).ok}  # each checked once already (stored)
    if processes < 1 or "policy" not in plans:
        return
    got = engine.time_plans(text, plans, replace(mcfg, processes=processes))
    if got is None:
        return
    row["paired_processes"] = processes
    _round_figures(row, {n: [float(np.median(s)) / 1e6 for s in m.samples_ns] for n, m in got.items()},
                   "paired_policy_ms")


def _round_figures(row: dict[str, Any], meds: dict[str, list[float]], policy_key: str) -> None:
    """From per-round process medians (ms) of ``policy`` and the others timed in the same rounds: the policy's
    median under ``policy_key``, each other's ``paired_<name>_ms``, and ``paired_vs_<name>`` (the median over
    rounds of that round's ``<name>`` / ``policy``: > 1 where the policy is faster) with its lowest and highest
    round."""
    row[policy_key] = float(np.median(meds["policy"]))
    for name, ms in meds.items():
        if name == "policy":
            continue
        row[f"paired_{name}_ms"] = float(np.median(ms))
        ratios = [b / a for a, b in zip(meds["policy"], ms) if a > 0]
        if ratios:
            row[f"paired_vs_{name}"] = float(np.median(ratios))
            row[f"paired_vs_{name}_range"] = [min(ratios), max(ratios)]


def paired_peer_figures(row: dict[str, Any], beside: dict[str, Any] | None) -> None:
    """From the policy's pipeline timed A/B-interleaved with the peers (:meth:`~mqss_edge.engine.Engine.time_beside`:
    a kernel's IREE build, a model's IREE, eager and inductor): ``paired_<peer>_ms``, ``paired_vs_<peer>`` (the
    median over rounds of that round's peer / policy: > 1 where the policy is faster) and its lowest and highest
    round, and ``paired_peers_policy_ms``; peers that failed there in ``paired_peers_failed``."""
    if not beside or not beside.get("ms", {}).get("policy"):
        if beside and beside.get("failed"):
            row["paired_peers_failed"] = beside["failed"]
        return
    _round_figures(row, beside["ms"], "paired_peers_policy_ms")
    if beside.get("failed"):
        row["paired_peers_failed"] = beside["failed"]


def _beside_iree(engine: Any, text: str, plan: Plan, cfg: EvalConfig) -> dict[str, Any] | None:
    """A kernel's pipeline timed A/B-interleaved with IREE's build of it (:func:`~mqss_edge.corpus.iree.iree_runner`,
    :meth:`~mqss_edge.engine.Engine.time_beside`, ``cfg.pair_processes`` rounds): the corpus's stored IREE figure
    was measured on another day."""
    from mqss_edge.corpus.iree import IREE_VERSION_KEY, IreeResult, iree_runner, iree_version

    def build(directory: Path) -> tuple[dict[str, Any], dict[str, str]]:
        got = iree_runner(text, directory, pin=cfg.pin)
        if isinstance(got, IreeResult):
            return {}, {"iree": f"{got.status}: {got.message}"}
        return {"iree": got[0]}, {}

    return engine.time_beside(text, plan, build, ("iree-kernel", IREE_VERSION_KEY, iree_version()),
                              rounds=cfg.pair_processes, warmup=2, repeat=cfg.repeat, pin=cfg.pin, timeout=600.0)


def _measuring(cfg: EvalConfig) -> tuple[Any, Any, Measure, list[Candidate]]:
    """The engine on ``cfg``'s store, its measure settings, ``measure(text, plan)`` and the list every candidate
    it measures is appended to."""
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.store import Store

    engine = Engine(Store(cfg.store) if cfg.store else None)
    mcfg = MeasureConfig(warmup=2, repeat=cfg.repeat, processes=cfg.processes, pin=cfg.pin)
    measured: list[Candidate] = []

    def measure(t: str, plan: Plan) -> Candidate:
        c = candidate(plan, engine.evaluate(t, plan, measure=mcfg))
        measured.append(c)
        return c

    return engine, mcfg, measure, measured


def _searches(row: dict[str, Any], text: str, measure: Measure, sel: Any, cfg: EvalConfig, engine: Any,
              mcfg: Any) -> None:
    """Each of ``cfg.methods`` at each of ``cfg.budgets``: the best runtime of each in ``row``
    (``<method>_k<K>_ms``)."""
    rng = np.random.default_rng(cfg.seed)
    for k in cfg.budgets:
        if "random" in cfg.methods:
            r = best(random_search(text, measure, k, cfg.seed + k, sel.max_steps))
            row[f"random_k{k}_ms"] = r.runtime_ms if r else None
        if "greedy" in cfg.methods:
            g = best(greedy_search(text, measure, k, sel.max_steps))
            row[f"greedy_k{k}_ms"] = g.runtime_ms if g else None
        if "policy_sampling" in cfg.methods:
            s = best([measure(text, _sample_plan(sel, text, rng)) for _ in range(k)])
            row[f"policy_sampling_k{k}_ms"] = s.runtime_ms if s else None
        if "policy_guided" in cfg.methods:
            row[f"policy_guided_k{k}_ms"] = _guided(text, k, sel, measure, engine, mcfg)


def _guided(text: str, k: int, sel: Any, measure: Measure, engine: Any, mcfg: Any) -> float | None:
    """The fastest of the plans ``Selector.select(text, budget=k)`` compiles and times on this host, timed through
    the evaluation's engine and settings (so figures are shared with the other methods); at K = 1, the zero-shot
    pick."""
    if k == 1:
        return measure(text, sel.select(text).plan).runtime_ms
    got = sel.select(text, budget=k, engine=engine, measure=mcfg)
    # read back through ``measure`` (the store has each one now): the oracle and the reward's best see them too
    b = best([measure(text, Plan.parse(c["pipeline"])) for c in got.candidates])
    return b.runtime_ms if b else None


def _references(row: dict[str, Any], text: str, measure: Measure, plans: Sequence[tuple[str, Plan]]
                ) -> dict[str, Candidate]:
    """Measures each named reference plan, writes its runtime, compile time, spread and bimodal flag to ``row``
    (``<name>_ms``, ...) and returns the candidates by name."""
    refs: dict[str, Candidate] = {}
    for name, plan in plans:
        c = refs[name] = measure(text, plan)
        row[f"{name}_ms"] = c.runtime_ms if c.ok else None
        row[f"{name}_compile_ms"] = c.compile_ms
        row[f"{name}_spread"], row[f"{name}_bimodal"] = c.spread, c.bimodal
    return refs


def evaluate_module(uri: str, policy_dir: str, cfg: EvalConfig) -> dict[str, Any]:
    """Every figure of one module (runs in a worker process), the training reward of the policy, the family
    baseline and the best measured candidate among them (:func:`reward_figures`)."""
    from mqss_edge import corpus
    from mqss_edge.selector import Selector

    entry = corpus.by_uri()[uri]
    text = entry.text()
    engine, mcfg, measure, measured = _measuring(cfg)
    sel = Selector.load(policy_dir, warmup=False)
    report = sel.compile(text, engine=engine, family=entry.family, measure=mcfg)
    row: dict[str, Any] = {"uri": uri, "family": entry.family, "policy_plan": str(report.selection.plan),
                           "policy_status": report.attempts[0][1], "fallback": report.fallback,
                           "used": report.used, "select_ms": report.selection.latency_ms}
    pol = candidate(report.evaluation.plan, report.evaluation)
    row["policy_ms"] = report.evaluation.runtime_ms()
    row["policy_compile_ms"] = report.evaluation.compile_ms.get("total")
    row["policy_spread"], row["policy_bimodal"] = pol.spread, pol.bimodal
    base_plan = corpus.family_baseline(entry.family)
    refs = _references(row, text, measure, (("default", Plan()), ("baseline", base_plan),
                                            ("expert", corpus.expert_plan(entry))))
    try:
        iree = corpus.load_baselines().get(uri, {}).get("iree") or {}
    except FileNotFoundError:  # the corpus has not been measured (`mqss-edge baseline`) on this checkout
        iree = {}
    row["iree_ms"] = iree.get("run_time")
    max_steps = sel.max_steps
    _searches(row, text, measure, sel, cfg, engine, mcfg)
    pool = enumerate_plans(text, max_steps, cfg.oracle_limit)
    pool += [base_plan, corpus.expert_plan(entry), report.selection.plan]
    stored = stored_oracle_plan(uri)
    if stored is not None:
        pool.append(stored)
    o = best([measure(text, p) for p in pool])
    row["oracle_ms"] = o.runtime_ms if o else None
    row["oracle_plan"] = o.plan if o else None
    row["oracle_candidates"] = len({str(p) for p in pool})
    row["oracle_stored_plan"] = str(stored) if stored is not None else None
    norms = training_norms(policy_dir)
    reward_figures(row, measured, pol, refs["baseline"], norms)
    _paired(row, engine, text, report, {"baseline": base_plan, "expert": corpus.expert_plan(entry)}, mcfg, cfg,
            norms)
    if report.evaluation.ok and "iree" in cfg.peers:  # with or without a stored IREE figure
        paired_peer_figures(row, _beside_iree(engine, text, Plan.parse(report.evaluation.plan), cfg))
    engine.close()
    return row


def _paired(row: dict[str, Any], engine: Any, text: str, report: Any, refs: dict[str, Plan], mcfg: Any,
            cfg: EvalConfig, norms: Any) -> None:
    """The policy's pipeline, the reference plans ``refs`` (``baseline`` first) and the best measured candidate
    timed A/B-interleaved (:func:`paired_runtimes`); the policy's, the baseline's and the best's pipelines compiled
    in turn ``cfg.compile_repeats`` times (:func:`interleaved_compile_times`): where the policy and the baseline both
    work, their compile times in ``row`` become the medians of those compiles, and the reward of the three comes
    from those runtimes and compiles (:func:`paired_rewards`)."""
    if not report.evaluation.ok:
        return
    plans = {"policy": Plan.parse(report.evaluation.plan), **refs}
    top = row.get("reward_best_plan")
    if top is not None and top not in {str(p) for p in plans.values()}:
        plans["best"] = Plan.parse(top)
    paired_runtimes(row, engine, text, plans, mcfg, cfg.pair_processes)
    name = next(k for k, p in plans.items() if str(p) == top) if top is not None else None
    change = row["baseline_ms"] is not None and cfg.compile_repeats > 1
    if name is None and not change:
        return
    trio = {"policy": plans["policy"], "baseline": refs["baseline"], **({"best": plans[name]} if name else {})}
    compiles = dict(zip(trio, interleaved_compile_times(engine, text, list(trio.values()),
                                                        max(cfg.compile_repeats, 1))))
    if change:
        row["policy_compile_ms"] = statistics.median(compiles["policy"])
        row["baseline_compile_ms"] = statistics.median(compiles["baseline"])
    if name is None:
        return
    if f"paired_{name}_ms" in row:
        row["paired_best_ms"] = row[f"paired_{name}_ms"]
    paired_rewards(row, engine, text, trio, compiles, norms)


#: the per-module results of the oracle search (``benchmarks/bench_oracle.py``), next to the package
ORACLE_JSON = Path(__file__).resolve().parents[2] / "benchmarks" / "oracle.json"


def stored_oracle_plan(uri: str, path: Path = ORACLE_JSON) -> Plan | None:
    """The best plan the oracle search (``benchmarks/oracle.json``) found for ``uri``: the evaluation measures it
    again beside its own candidates, so the oracle it compares with is never below that search's pick.

    ``None`` when the file or the module's row is missing, or the plan no longer reads (a menu entry renamed)."""
    import json

    from mqss_edge.errors import ParseError

    try:
        found = json.loads(path.read_text()).get("modules", {}).get(uri, {})
        return Plan.parse(found["oracle_plan"]) if found.get("oracle_plan") else None
    except (OSError, ValueError, KeyError, AttributeError, ParseError):
        return None


MODELS_PREFIX = "models-"
"""A split named ``models-<split>`` is that split of the model corpus (:func:`mqss_edge.corpus.models_split`)."""


def evaluate_model(uri: str, policy_dir: str, cfg: EvalConfig) -> dict[str, Any]:
    """Every figure of one real model (runs in a worker process), in one store and the same minutes.

    As :func:`evaluate_module`, with a model's own references: its baseline and expert rules are the expert
    module plan (:func:`~mqss_edge.corpus.module_plan.module_expert_plan`; models have no family baseline);
    IREE, PyTorch eager and ``torch.compile`` (inductor) are measured as the model scoreboard measures them
    (:mod:`mqss_edge.corpus.model_peers`, ``cfg.processes`` processes, pinned like every candidate), and again
    A/B-interleaved with the policy's pipeline in ``cfg.pair_processes`` rounds (:func:`paired_peer_figures`: the
    ``*_paired`` peer figures, the ones to compare: timed apart, minutes between them, they drift); the oracle
    is the best of the search methods' candidates and the plan ``benchmarks/oracle.json`` found for the model
    (measured here again), not a search of its own: a model's search takes hours on 2 cores. Each row also
    holds the training reward (default profile, the policy's norms) of the policy, the baseline and the best
    measured candidate (:func:`reward_figures`): what reward capture compares.
    """

    from mqss_edge import corpus
    from mqss_edge.corpus import model_peers
    from mqss_edge.corpus.module_plan import module_expert_plan
    from mqss_edge.selector import Selector

    entry = next(e for e in corpus.models_split("all") if e.uri == uri)
    text = entry.text()
    engine, mcfg, measure, measured = _measuring(cfg)
    sel = Selector.load(policy_dir, warmup=False)
    report = sel.compile(text, engine=engine, measure=mcfg)
    row: dict[str, Any] = {"uri": uri, "family": entry.family, "lines": entry.lines,
                           "policy_plan": str(report.selection.plan), "policy_status": report.attempts[0][1],
                           "fallback": report.fallback, "used": report.used, "guarded": report.selection.guarded,
                           "select_ms": report.selection.latency_ms}
    pol = candidate(report.evaluation.plan, report.evaluation)
    measured.append(pol)
    row["policy_ms"] = report.evaluation.runtime_ms() if report.evaluation.ok else None
    row["policy_compile_ms"] = report.evaluation.compile_ms.get("total")
    row["policy_spread"], row["policy_bimodal"] = pol.spread, pol.bimodal
    expert = module_expert_plan(text).plan()
    refs = _references(row, text, measure, (("default", Plan()), ("baseline", expert)))
    for k in ("ms", "compile_ms", "spread", "bimodal"):
        row[f"expert_{k}"] = row[f"baseline_{k}"]
    pcfg = model_peers.ModelPeerConfig(processes=cfg.processes)
    for peer in map(model_peers.Peer, cfg.peers):
        res, _ = model_peers.measure_peer(entry, peer, engine, pcfg, cfg.pin)
        row[f"{peer.value}_ms"] = res.get("run_ms") if res.get("status") == "ok" else None
        row[f"{peer.value}_status"] = res.get("status")
    _searches(row, text, measure, sel, cfg, engine, mcfg)
    stored = stored_oracle_plan(uri)
    if stored is not None:
        measure(text, stored)
    row["oracle_stored_plan"] = str(stored) if stored is not None else None
    o = best(measured)
    row["oracle_ms"] = o.runtime_ms if o else None
    row["oracle_plan"] = o.plan if o else None
    row["oracle_candidates"] = len({c.plan for c in measured})
    norms = training_norms(policy_dir)
    reward_figures(row, measured, pol, refs["baseline"], norms)
    _paired(row, engine, text, report, {"baseline": expert}, mcfg, cfg, norms)  # a model's baseline: the expert plan
    if report.evaluation.ok:
        beside = model_peers.time_beside_peers(engine, entry, text, Plan.parse(report.evaluation.plan),
                                               tuple(map(model_peers.Peer, cfg.peers)), pcfg, cfg.pair_processes,
                                               cfg.pin)
        paired_peer_figures(row, beside)
    engine.close()
    return row


def run_evaluation(policy_dir: str, cfg: EvalConfig, progress: Callable[[int, int, str], None] | None = None
                   ) -> dict[str, Any]:
    """Evaluate a policy on a split; returns ``{"summary": ..., "modules": [...]}``."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from mqss_edge import corpus

    models = cfg.split.startswith(MODELS_PREFIX)
    entries: Sequence[Any] = (corpus.models_split(cfg.split.removeprefix(MODELS_PREFIX)) if models
                              else corpus.split(cfg.split))
    if cfg.max_modules:
        entries = corpus.round_robin_by_family(entries, cfg.max_modules)
    run_one = evaluate_model if models else evaluate_module
    rows: list[dict[str, Any]] = []
    if cfg.jobs <= 1:
        for i, e in enumerate(entries):
            rows.append(run_one(e.uri, policy_dir, cfg))
            if progress:
                progress(i + 1, len(entries), e.uri)
    else:
        with ProcessPoolExecutor(cfg.jobs) as ex:
            futs = {ex.submit(run_one, e.uri, policy_dir, cfg): e.uri for e in entries}
            for i, f in enumerate(as_completed(futs)):
                rows.append(f.result())
                if progress:
                    progress(i + 1, len(entries), futs[f])
    rows.sort(key=lambda r: r["uri"])
    return {"summary": {**summarize(rows, cfg.budgets), "split": cfg.split}, "modules": rows}


def plot_evaluation(result: dict[str, Any], png: str) -> None:
    """Per-module speedup over the family baseline (a model's: its expert module plan): the policy, the expert
    rules, the oracle and the peers measured (IREE; PyTorch eager and ``torch.compile`` on models)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result["modules"]
    xs = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(max(8, len(rows) * 0.25), 4))
    for key, label in (("policy_ms", "policy"), ("expert_ms", "expert rules"), ("oracle_ms", "oracle"),
                       ("iree_ms", "IREE"), ("eager_ms", "PyTorch eager"), ("inductor_ms", "torch.compile")):
        if not any(r.get(key) for r in rows):
            continue
        ys = [(r["baseline_ms"] / r[key]) if r.get(key) and r.get("baseline_ms") else np.nan for r in rows]
        ax.plot(xs, ys, "o", ms=3, label=label)
    if any(r.get("paired_vs_baseline") for r in rows):  # the policy against the baseline, timed interleaved
        ax.plot(xs, [r.get("paired_vs_baseline") or np.nan for r in rows], "_", ms=7, color="black",
                label="policy (A/B-interleaved)")
    if any(r.get("paired_vs_iree") and r.get("paired_vs_baseline") for r in rows):
        # IREE where the rounds timed beside the policy put it: the policy's interleaved speedup over the baseline
        # divided by its interleaved speedup over IREE
        ax.plot(xs, [r["paired_vs_baseline"] / r["paired_vs_iree"] if r.get("paired_vs_iree")
                     and r.get("paired_vs_baseline") else np.nan for r in rows], "x", ms=5, color="tab:red",
                label="IREE (interleaved with the policy)")
    ax.axhline(1.0, color="grey", lw=0.8)
    ax.axhline(1 / 1.05, color="grey", lw=0.6, ls=":")
    ax.set_yscale("log")
    ax.set_ylabel("speedup over family baseline" + ("\n(models: the expert plan)" if any(
        r["uri"].startswith("benchmark://models-") for r in rows) else ""))
    ax.set_xticks(xs, [r["uri"].rsplit("/", 1)[-1] for r in rows], rotation=90, fontsize=5 if len(rows) > 20 else 8)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.tight_layout()
    fig.savefig(png, dpi=110)
    plt.close(fig)
