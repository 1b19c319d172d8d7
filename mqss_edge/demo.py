"""The main job on embedded defaults: the committed int8 policy picks pipelines for hold-out modules,
which are compiled, checked against the reference build, and timed against the family baseline."""

from __future__ import annotations

import math
from typing import Any

from rich.console import Console
from rich.table import Table


def run_demo(repeat: int = 10, policy: str | None = None, modules: int = 8,
             progress: Console | None = None) -> list[dict[str, Any]]:
    """Select, compile (with fallback), check and time ``modules`` hold-out modules (one per family first)."""
    from mqss_edge import corpus
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.pipeline import Plan
    from mqss_edge.selector import Selector

    sel = Selector.load(policy)
    engine = Engine()
    cfg = MeasureConfig(repeat=repeat, processes=3)
    picked, seen = [], set()
    for e in corpus.split("holdout"):  # spread over families before taking a second of any
        if e.family not in seen:
            seen.add(e.family)
            picked.append(e)
    picked = picked[:modules]
    rows = []
    for i, e in enumerate(picked):
        if progress:
            progress.print(f"[dim]({i + 1}/{len(picked)}) {e.uri}[/dim]")
        text = e.text()
        rep = sel.compile(text, engine=engine, family=e.family, measure=cfg)
        base = engine.evaluate(text, corpus.family_baseline(e.family), measure=cfg)
        default = engine.evaluate(text, Plan(), measure=cfg)
        p, b, d = rep.evaluation.runtime_ms(), base.runtime_ms(), default.runtime_ms()
        rows.append({"module": e.uri, "family": e.family, "status": rep.evaluation.status.value,
                     "pipeline": str(rep.selection.plan), "used": rep.used, "fallback": rep.fallback,
                     "select_ms": rep.selection.latency_ms, "policy_ms": p, "baseline_ms": b, "default_ms": d,
                     "vs_baseline": (b / p) if b and p else None, "vs_default": (d / p) if d and p else None,
                     "mlir_version": rep.evaluation.mlir_version})
    engine.close()
    return rows


def render_table(rows: list[dict[str, Any]]) -> Table:
    t = Table(title="mqss-edge: int8 policy vs family baseline on hold-out modules (median of 3 processes)")
    for c in ("module", "pipeline", "used", "select ms", "policy ms", "baseline ms", "default ms",
              "vs baseline", "vs default"):
        t.add_column(c, justify="left" if c in ("module", "pipeline", "used") else "right")

    def fmt(v: float | None, f: str = "{:.3f}") -> str:
        return f.format(v) if v is not None else "-"

    for r in rows:
        t.add_row(r["module"].rsplit("/", 1)[-1], r["pipeline"] or "(default)", r["used"], fmt(r["select_ms"], "{:.2f}"),
                  fmt(r["policy_ms"]), fmt(r["baseline_ms"]), fmt(r["default_ms"]), fmt(r["vs_baseline"], "{:.2f}x"),
                  fmt(r["vs_default"], "{:.1f}x"))
    ratios = [r["vs_baseline"] for r in rows if r["vs_baseline"]]
    if ratios:
        g = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        t.caption = f"geomean speedup over the family baseline: {g:.2f}x over {len(ratios)} modules"
    return t
