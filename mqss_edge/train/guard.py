"""The zero-shot no-regression guard: when the policy is unsure, select the expert rules' plan instead.

*Confidence* (:attr:`mqss_edge.selector.Selection.confidence`) is the lowest probability the policy gave
one of its chosen actions at a step where it had more than one valid choice. A policy that copies the
nearest training shape's schedule onto a shape it has not seen tends to be unsure there, and that is where
its picks regress.

The threshold is calibrated on *held-back training modules* (never on a hold-out split): modules the
policy was not cloned on, each measured with the policy's greedy pick and with the expert rules' plan
(:func:`mqss_edge.corpus.module_plan.module_expert_plan`, what the guard selects). For each candidate
threshold ``t`` (every confidence seen, and 0: no guard) the guarded selection takes the expert plan on
the modules under ``t``; the threshold kept is the one with the best geomean speedup over the expert plan,
the fewest modules more than 5 % slower breaking ties, then the lowest ``t`` (the guard overrides the
policy as little as it can).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mqss_edge.pipeline import Plan

#: a pick this much slower than the expert plan counts as a regression (the issue's 5 %)
REGRESSION = 1.05


@dataclass(frozen=True)
class GuardRow:
    """One held-back module: the policy's confidence and how its pick compares with the expert plan."""

    uri: str
    confidence: float
    pick: str
    pick_ms: float | None  # None: the pick failed (compile, check or run)
    expert_ms: float | None
    default_ms: float | None

    def speedup(self, guarded: bool) -> float | None:
        """expert / selected runtime: the guarded selection's is 1; a failed pick falls back to the default
        lowering's runtime (the per-op fallback's end)."""
        if self.expert_ms is None:
            return None
        if guarded:
            return 1.0
        ms = self.pick_ms if self.pick_ms is not None else self.default_ms
        return None if ms is None else self.expert_ms / ms


def _geomean(xs: Sequence[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else 1.0


def choose_threshold(rows: Sequence[GuardRow]) -> dict[str, Any]:
    """The threshold with the best held-back geomean over the expert plan (see the module docs), with the
    figures with and without the guard."""
    rows = [r for r in rows if r.speedup(False) is not None]

    def figures(t: float) -> dict[str, Any]:
        sp = [r.speedup(r.confidence < t) for r in rows]
        return {"geomean_vs_expert": _geomean(sp), "regressions": sum(1 for x in sp if x < 1 / REGRESSION),
                "guarded": sum(1 for r in rows if r.confidence < t)}

    best_t, best = 0.0, figures(0.0)
    for t in sorted({round(r.confidence + 1e-6, 6) for r in rows}):
        f = figures(t)
        if (f["geomean_vs_expert"], -f["regressions"]) > (best["geomean_vs_expert"] + 1e-9, -best["regressions"]):
            best_t, best = t, f
    return {"min_confidence": best_t, "modules": len(rows), "with_guard": best, "without_guard": figures(0.0),
            "calibrated_on": "held-back training modules (never a hold-out split)"}


def calibrate(selector: Any, workloads: Sequence[Any], evaluate: Callable[[Any, Plan], Any],
              progress: Callable[[int, int], None] | None = None) -> tuple[dict[str, Any], list[GuardRow]]:
    """Measure the policy's greedy pick, the expert plan and the default on each held-back workload
    (through ``evaluate``, the training evaluator: stored, several processes) and choose the threshold.

    Returns ``(guard, rows)``: ``guard`` is what ``signature.json`` records (:func:`choose_threshold`);
    ``rows`` are the per-module figures behind it.
    """
    from mqss_edge.corpus.module_plan import module_expert_plan

    rows = []
    for i, w in enumerate(workloads):
        pick = selector.select(w.text, guard=False)

        def ms(plan: Plan) -> float | None:
            out = evaluate(w, plan)
            return out.metrics.runtime if out.ok and out.metrics is not None else None

        rows.append(GuardRow(w.uri, pick.confidence, str(pick.plan), ms(pick.plan),
                             ms(module_expert_plan(w.text).plan()), ms(Plan())))
        if progress:
            progress(i + 1, len(workloads))
    return choose_threshold(rows), rows
