"""``mqss-edge report``: the A/B page over an EdgeLang ``--mqss-metrics`` database."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import user_errors


def report_command(
    metrics: Annotated[Path, typer.Option("--metrics", help="SQLite database written by edgelangc --mqss-metrics.")],
    html: Annotated[Path, typer.Option("--html", help="Page to write (PNG plots go beside it).")],
) -> None:
    """Render both rollout arms side by side: p50/p95 compile, fallbacks, failures, per-kernel table, plots."""
    from mqss_edge.sdk_integration.edgelang.report import render_report

    with user_errors():
        rep = render_report(metrics, html)
    t = Table(title=f"{metrics.name}: {sum(a.compiles for a in rep.arms)} compiles")
    for col in ("arm", "compiles", "kernels", "p50 ms", "p95 ms", "fallbacks", "failures"):
        t.add_column(col)
    for a in rep.arms:
        t.add_row(a.arm, str(a.compiles), str(a.kernels), f"{a.p50_compile_ms or 0:.1f}", f"{a.p95_compile_ms or 0:.1f}",
                  str(a.fallbacks), str(a.failures))
    Console().print(t)
    print(rep.html)
