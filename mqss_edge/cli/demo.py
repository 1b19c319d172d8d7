"""``mqss-edge demo``: the main job end to end on embedded defaults."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from mqss_edge.cli._common import err, user_errors


def demo_command(
    repeat: Annotated[int, typer.Option(min=1)] = 10,
    modules: Annotated[int, typer.Option(min=1, help="Hold-out modules to run.")] = 8,
    policy: Annotated[str | None, typer.Option(help="Policy directory (default: the committed int8 policy).")] = None,
    json_out: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Select pipelines for hold-out modules, compile, check and time them against baselines."""
    from mqss_edge.demo import render_table, run_demo

    with user_errors():
        rows = run_demo(repeat=repeat, policy=policy, modules=modules, progress=err)
    if json_out:
        import json

        print(json.dumps(rows, indent=2))
    else:
        Console().print(render_table(rows))
    if any(r["status"] != "ok" for r in rows):  # even the fallback failed
        raise typer.Exit(code=1)
