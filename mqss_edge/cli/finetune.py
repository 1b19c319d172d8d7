"""``mqss-edge finetune``: the shipped policy fine-tuned for one chip (its target, device, size and L1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from mqss_edge.cli._common import err, user_errors


def finetune_command(
    chip: Annotated[Path, typer.Option("--chip", help="Chip profile (chips/*.toml).")],
    out: Annotated[Path, typer.Option("--out", help="Output directory: policy/ (shipped), fp32/, run/.")],
    source: Annotated[Path | None, typer.Option("--from", help="fp32 policy to start from (default: the "
                                                "committed one).")] = None,
    modules: Annotated[Path | None, typer.Option("--modules", help="Directory of .mlir modules to tune on "
                                                 "(default: a corpus split).")] = None,
    split: Annotated[str, typer.Option("--split", help="Corpus split when --modules is not given.")] = "train",
    samples: Annotated[int, typer.Option(min=1, help="Most modules tuned on.")] = 50,
    budget_minutes: Annotated[float, typer.Option(help="The teacher search starts no module after this.")] = 60.0,
    store: Annotated[str, typer.Option(help="Result store (default: the user cache).")] = "",
    pin: Annotated[str, typer.Option(help="CPU list timed runs are pinned to ('' for none).")] = "0",
    rehearse: Annotated[bool, typer.Option(help="Clone on the source policy's own demonstrations too, where "
                                           "the chip's teacher has none.")] = True,
) -> None:
    """Fine-tune a policy for a chip; a rerun with the same arguments resumes and measures nothing twice."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge.train.finetune import FinetuneConfig, finetune

    with user_errors():
        cfg = FinetuneConfig(chip=str(chip), out=str(out), source=str(source) if source else None,
                             modules=str(modules) if modules else None, split=split, samples=samples,
                             budget_minutes=budget_minutes, store=store, pin=pin,
                             rehearse=rehearse)
        with Progress(TextColumn("[bold]finetune"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TextColumn("{task.description}"), TimeElapsedColumn(), console=err) as bar:
            tasks: dict[str, Any] = {}

            def show(row: dict[str, Any]) -> None:
                if row["phase"] not in tasks:
                    tasks[row["phase"]] = bar.add_task(row["phase"], total=row["total"])
                bar.update(tasks[row["phase"]], completed=row["done"], total=row["total"])

            try:
                summary = finetune(cfg, progress=show)
            except ValueError as exc:
                err.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
                raise typer.Exit(code=1) from None
    print(json.dumps(summary, indent=2))
