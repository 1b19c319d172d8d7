"""``mqss-edge demo``: the main job end to end on embedded defaults."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors

if TYPE_CHECKING:
    from mqss_edge.demo import DemoRow


def demo_command(
    repeat: Annotated[int, typer.Option(min=1)] = 10,
    modules: Annotated[int, typer.Option(min=1, help="Hold-out modules to run.")] = 8,
    processes: Annotated[int, typer.Option(min=1, help="Processes per runtime figure.")] = 3,
    policy: Annotated[str | None, typer.Option(help="Policy directory (default: the committed int8 policy).")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Rows as JSON, with the full pipelines.")] = False,
) -> None:
    """Select pipelines for hold-out modules, compile, check and time them against baselines."""
    from mqss_edge.demo import run_demo

    def progress(i: int, n: int, uri: str) -> None:
        err.print(f"[dim]({i + 1}/{n}) {uri}[/dim]", highlight=False)

    with user_errors():
        rows = run_demo(repeat=repeat, policy=policy, modules=modules, processes=processes, on_module=progress)
    if json_out:
        print(json.dumps([r.to_dict() for r in rows], indent=2))
    else:
        Console().print(render_table(rows, processes))
    if any(r.status != "ok" for r in rows):  # even the fallback failed
        raise typer.Exit(code=1)


def render_table(rows: list[DemoRow], processes: int) -> Table:
    """One line per module in an 80-column terminal: short names here, full pipelines in ``--json``."""
    from mqss_edge.demo import geomean

    t = Table(title=f"int8 policy vs family baseline on hold-out modules (ms: median of {processes} processes)",
              title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1))
    widths = {"module": 18, "pick": 18}
    for c in ("module", "pick", "policy", "baseline", "vs base", "vs dflt"):
        t.add_column(c, justify="left" if c in widths else "right", no_wrap=True, overflow="ellipsis",
                     max_width=widths.get(c), min_width=None if c in widths else len(c))

    def fmt(v: float | None, f: str = "{:.3f}") -> str:
        return f.format(v) if v is not None else "-"

    for r in rows:
        pick = r.plan_name if r.used == "policy" else f"{r.used} (fallback)"
        flag = "~" if r.bimodal else ""  # a figure whose processes split into two speeds
        t.add_row(r.module.rsplit("/", 1)[-1], pick, fmt(r.policy_ms), fmt(r.baseline_ms),
                  flag + fmt(r.vs_baseline, "{:.2f}x"), fmt(r.vs_default, "{:.1f}x"))
    g = geomean([r.vs_baseline for r in rows if r.vs_baseline])
    if g is not None:
        n = sum(1 for r in rows if r.vs_baseline)
        t.caption = f"geomean {g:.2f}x over the family baseline ({n} modules); --json: full pipelines"
        if any(r.bimodal for r in rows):
            t.caption += "\n~: a figure whose processes ran at two speeds (see --json)"
    return t
