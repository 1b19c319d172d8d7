"""Hold-out evaluation: the policy against the baselines, IREE, and search methods with the same budget.

Per module: runtime of default, family baseline, expert rules (from ``benchmarks/baseline.json``), the
policy's greedy pipeline (with the selector's fallback), and the best of K compilations for random search,
greedy search (CompilerGym style: extend the best plan by the best next action) and policy-guided sampling,
K in {1, 10, 50}; plus an oracle, the best of a long search (≥ 200 distinct candidates or every valid
plan up to the length cap, whichever is fewer). Every candidate goes through the engine: compiled,
checked against the reference, measured, stored — a wrong answer never counts as fast.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from mqss_edge.actions import MENU
from mqss_edge.env.facts import module_facts
from mqss_edge.env.pipeline_env import plan_of
from mqss_edge.env.safety import action_mask, override
from mqss_edge.pipeline import Plan

SCHEMA_VERSION = 1
BUDGETS = (1, 10, 50)


@dataclass(frozen=True)
class Candidate:
    plan: str
    ok: bool
    runtime_ms: float | None
    compile_ms: float | None


Measure = Callable[[str, Plan], Candidate]


def random_plan(text: str, rng: np.random.Generator, max_steps: int) -> Plan:
    """A random valid plan: uniform over valid actions at each step (STOP included)."""
    facts = module_facts(text)
    hist: list[int] = []
    applied: list[int] = []
    for _ in range(max_steps):
        mask = action_mask(facts, hist, applied)
        a = int(rng.choice(np.flatnonzero(mask)))
        if MENU[a].is_stop:
            break
        hist.append(a)
        if override(MENU[a], facts) is None:
            applied.append(a)
    return plan_of(applied)


def enumerate_plans(text: str, max_steps: int, limit: int) -> list[Plan]:
    """Distinct valid plans, breadth first (shortest first), at most ``limit``."""
    facts = module_facts(text)
    seen: dict[str, Plan] = {"": Plan()}
    frontier: list[list[int]] = [[]]
    for _ in range(max_steps):
        nxt: list[list[int]] = []
        for hist in frontier:
            mask = action_mask(facts, hist)
            for a in np.flatnonzero(mask):
                if MENU[a].is_stop or override(MENU[a], facts) is not None:
                    continue
                h = hist + [int(a)]
                p = plan_of(h)
                if str(p) not in seen:
                    seen[str(p)] = p
                    nxt.append(h)
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
    """CompilerGym-style greedy: try every valid next action, keep the best, until the budget is spent."""
    facts = module_facts(text)
    out = [measure(text, Plan())]
    hist: list[int] = []
    cur = out[0]
    while len(out) < k and len(hist) < max_steps:
        mask = action_mask(facts, hist)
        step_best: tuple[Candidate, int] | None = None
        for a in np.flatnonzero(mask):
            if len(out) >= k:
                break
            if MENU[a].is_stop or override(MENU[a], facts) is not None:
                continue
            c = measure(text, plan_of(hist + [int(a)]))
            out.append(c)
            if c.ok and c.runtime_ms and (step_best is None or c.runtime_ms < (step_best[0].runtime_ms or math.inf)):
                step_best = (c, int(a))
        if step_best is None or not cur.ok or (step_best[0].runtime_ms or math.inf) >= (cur.runtime_ms or math.inf):
            break
        cur = step_best[0]
        hist.append(step_best[1])
    return out


def geomean(xs: Sequence[float]) -> float | None:
    v = [x for x in xs if x and x > 0 and math.isfinite(x)]
    return float(math.exp(sum(math.log(x) for x in v) / len(v))) if v else None


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures ``evaluate --json`` promises, from per-module rows."""
    def ratio(a: str, b: str) -> list[float]:
        return [r[a] / r[b] for r in rows if r.get(a) and r.get(b)]

    pol_vs_base = ratio("baseline_ms", "policy_ms")
    oracle_vs_base = ratio("baseline_ms", "oracle_ms")
    lp = sum(math.log(x) for x in pol_vs_base) if pol_vs_base else 0.0
    lo = sum(math.log(x) for x in oracle_vs_base) if oracle_vs_base else 0.0
    comp = [r["policy_compile_ms"] / r["baseline_compile_ms"] - 1.0 for r in rows
            if r.get("policy_compile_ms") and r.get("baseline_compile_ms")]
    out: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "modules": len(rows),
        "geomean_vs_default": geomean(ratio("default_ms", "policy_ms")),
        "geomean_vs_baseline": geomean(pol_vs_base),
        "geomean_vs_expert": geomean(ratio("expert_ms", "policy_ms")),
        "geomean_vs_iree": geomean(ratio("iree_ms", "policy_ms")),
        "geomean_expert_vs_baseline": geomean(ratio("baseline_ms", "expert_ms")),
        "geomean_oracle_vs_baseline": geomean(oracle_vs_base),
        "oracle_capture": (lp / lo) if lo > 0 else None,
        "crashes": sum(1 for r in rows if r.get("policy_status") == "crash"),
        "miscompiles": sum(1 for r in rows if r.get("policy_status") == "miscompile"),
        "fallbacks": sum(1 for r in rows if r.get("fallback")),
        "p50_compile_increase": float(np.percentile(comp, 50)) if comp else None,
        "p95_compile_increase": float(np.percentile(comp, 95)) if comp else None,
    }
    for method in ("random", "greedy", "policy_sampling"):
        for k in BUDGETS:
            out[f"geomean_{method}_k{k}_vs_baseline"] = geomean(ratio("baseline_ms", f"{method}_k{k}_ms"))
    return out
