"""``mqss-edge select``: the pipeline the policy picks for one module."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import user_errors


def select_command(
    module: Annotated[Path, typer.Argument(help="MLIR module.")],
    policy: Annotated[Path | None, typer.Option(help="Policy directory (default: the committed int8 policy).")] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Top-3 features behind each chosen action.")] = False,
    allow_version_mismatch: Annotated[bool, typer.Option(help="Use a policy trained for another MLIR major.")] = False,
    json_out: Annotated[bool, typer.Option("--json")] = False,
    budget: Annotated[int, typer.Option(help="Measure the policy's K most probable plans on this host and "
                                             "keep the fastest correct one (1: zero-shot).", min=1)] = 1,
) -> None:
    """Print the pipeline the policy selects for MODULE."""
    from mqss_edge.selector import Selector

    with user_errors():
        text = module.read_text()
        sel = Selector.load(policy, allow_version_mismatch=allow_version_mismatch)
        pick = sel.select(text, budget)
        why = sel.explain_selection(text, pick) if explain else {}
    out = {**pick.to_dict(), "policy": str(sel.path), "precision": sel.signature.get("precision"),
           "mlir": sel.mlir.to_dict() if sel.mlir else None}
    if explain:
        out["explain"] = {a: [{"feature": n, "weight": w} for n, w in v] for a, v in why.items()}
    if json_out:
        print(json.dumps(out, indent=2))
        return
    t = Table(title=f"{module.name}: {out['pipeline'] or '(default pipeline)'}")
    t.add_column("step")
    t.add_column("action")
    t.add_column("why (top features)" if explain else "")
    for i, a in enumerate(pick.actions):
        t.add_row(str(i + 1), a, ", ".join(f"{n} {w:+.3f}" for n, w in why.get(a, [])))
    Console().print(t)
    if len(pick.groups) > 1:  # which op group got what (a one-group module's plan says it already)
        g = Table(title="op groups, costliest first")
        for col in ("group", "ops", "cost", "schedule"):
            g.add_column(col)
        for row in pick.groups:
            g.add_row(str(row["group"]), row["label"], f"{100 * row['cost_share']:.1f}%", row["schedule"])
        Console().print(g)
    if pick.candidates:
        c = Table(title=f"budget {budget}: the policy's most probable plans, measured")
        for col in ("pipeline", "log p", "status", "ms"):
            c.add_column(col)
        for row in pick.candidates:
            ms = row["runtime_ms"]
            c.add_row(row["pipeline"] or "(default)", f"{row['logp']:.2f}", row["status"],
                      "" if ms is None else f"{ms:.4f}")
        Console().print(c)
    if pick.guarded:
        Console().print(f"guard: {pick.guarded}")
    Console().print(f"latency {pick.latency_ms:.2f} ms (features {pick.features_ms:.2f} ms), "
                    f"confidence {pick.confidence:.2f}")
