"""The main job on embedded defaults: the committed int8 policy picks pipelines for hold-out modules,
which are compiled, checked against the reference build, and timed against the family baseline.

Returns records; ``mqss-edge demo`` renders them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class DemoRow:
    """One hold-out module: what the policy picked and how it ran against the family baseline.

    Attributes:
        module: the module's URI.
        family: its family.
        status: the outcome of the pipeline used (``ok`` unless even the fallbacks failed).
        plan_name: a short name of the pick: its menu actions joined by ``+`` (``default``: none).
        pipeline: the picked plan in project notation.
        full_pipeline: the ``builtin.module(...)`` text that was compiled.
        used: ``policy``, ``baseline`` or ``default`` (what the fallback chain ended on).
        fallback: why the policy's pick was not used, or ``None``.
        select_ms: selection latency.
        policy_ms, baseline_ms, default_ms: runtimes (median of per-process medians).
        vs_baseline, vs_default: speedups of the used pipeline.
        bimodal: which of the three runtime figures came from processes in two clusters far apart
            (``policy``, ``baseline``, ``default``): their medians are a coin flip, not a speed.
        mlir_version: the toolchain's MLIR version.
    """

    module: str
    family: str
    status: str
    plan_name: str
    pipeline: str
    full_pipeline: str
    used: str
    fallback: str | None
    select_ms: float
    policy_ms: float | None
    baseline_ms: float | None
    default_ms: float | None
    vs_baseline: float | None
    vs_default: float | None
    bimodal: tuple[str, ...]
    mlir_version: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def plan_name(actions: Sequence[str], overridden: Sequence[tuple[str, str]] = (), guarded: str | None = None) -> str:
    """The short name of a pick: the actions that took effect, joined by ``+``, then ``guard`` where the zero-shot
    guard changed the plan (``Selection.guarded``); ``default`` for none."""
    dropped = {a for a, _ in overridden}
    kept = [a for a in actions if a not in dropped and a != "stop"] + (["guard"] if guarded else [])
    return "+".join(kept) or "default"


def geomean(values: Sequence[float]) -> float | None:
    return math.exp(sum(math.log(x) for x in values) / len(values)) if values else None


def run_demo(repeat: int = 10, policy: str | None = None, modules: int = 8, processes: int = 3,
             on_module: Callable[[int, int, str], None] | None = None) -> list[DemoRow]:
    """Select, compile (with fallback), check and time ``modules`` hold-out modules (one per family first).

    Args:
        repeat: timed calls per process.
        policy: policy directory (default: the committed int8 policy).
        modules: how many hold-out modules.
        processes: processes per runtime figure.
        on_module: called as ``(index, total, uri)`` before each module (progress).
    """
    from mqss_edge import corpus
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.pipeline import Plan
    from mqss_edge.selector import Selector

    sel = Selector.load(policy)
    engine = Engine()
    cfg = MeasureConfig(repeat=repeat, processes=processes)
    picked, seen = [], set()
    for e in corpus.split("holdout"):  # spread over families before taking a second of any
        if e.family not in seen:
            seen.add(e.family)
            picked.append(e)
    picked = picked[:modules]
    rows = []
    try:
        for i, e in enumerate(picked):
            if on_module:
                on_module(i, len(picked), e.uri)
            text = e.text()
            rep = sel.compile(text, engine=engine, family=e.family, measure=cfg)
            base = engine.evaluate(text, corpus.family_baseline(e.family), measure=cfg)
            default = engine.evaluate(text, Plan(), measure=cfg)
            p, b, d = rep.evaluation.runtime_ms(), base.runtime_ms(), default.runtime_ms()
            pick = rep.selection
            rows.append(DemoRow(
                module=e.uri, family=e.family, status=rep.evaluation.status.value,
                plan_name=plan_name(pick.actions, pick.overridden, pick.guarded), pipeline=str(pick.plan),
                full_pipeline=rep.evaluation.full_pipeline, used=rep.used, fallback=rep.fallback,
                select_ms=pick.latency_ms, policy_ms=p, baseline_ms=b, default_ms=d,
                vs_baseline=(b / p) if b and p else None, vs_default=(d / p) if d and p else None,
                bimodal=tuple(name for name, ev in (("policy", rep.evaluation), ("baseline", base),
                                                    ("default", default))
                              if ev.runtime is not None and ev.runtime.stats().bimodal),
                mlir_version=rep.evaluation.mlir_version))
    finally:
        engine.close()
    return rows
