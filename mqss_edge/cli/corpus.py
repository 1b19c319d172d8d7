"""``mqss-edge corpus build | list``: regenerate the checked-in corpus, or show it."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors

app = typer.Typer(help="The benchmark corpus: MLIR modules, manifest, splits.", no_args_is_help=True,
                  add_completion=False)


@app.command("build")
def build_command(
    out: Annotated[Path | None, typer.Option(help="Corpus directory (default: the package's data/corpus).")] = None,
    torch: Annotated[bool | None, typer.Option("--torch/--no-torch", help="Import the torch-mlir families "
                                                "(default: when torch-mlir is installed; otherwise the checked-in "
                                                "ones are kept).")] = None,
    models: Annotated[bool, typer.Option("--models", help="Build the real-model corpus (data/models: whole "
                                         "models and blocks, weights as arguments) instead of the kernels.")] = False,
) -> None:
    """Regenerate every module, manifest.json and splits.json, byte for byte."""
    from mqss_edge.corpus.build import build_corpus
    from mqss_edge.corpus.manifest import CORPUS_DIR

    if models:
        _build_models(out, torch)
        return
    with user_errors():
        report = build_corpus(out or CORPUS_DIR, torch=torch)
    if report.torch == "kept":
        err.print("torch-mlir is not installed: checked-in torch-mlir modules kept as they are")
    for d in report.dropped:
        err.print(f"dropped {d['name']}: {d['reason']}", highlight=False)
    print(f"{len(report.entries)} modules, {len(report.dropped)} dropped, {len(report.written)} files written, "
          f"{len(report.removed)} removed")


def _build_models(out: Path | None, torch: bool | None) -> None:
    from mqss_edge.corpus.zoo import MODELS_DIR, build_models

    with user_errors():
        report = build_models(out or MODELS_DIR, torch=torch,
                              progress=lambda name, msg: err.print(f"{name}: {msg}", highlight=False, soft_wrap=True))
    if report.mode == "kept":
        err.print("torch-mlir or transformers is not installed: checked-in model modules kept as they are")
    print(f"{len(report.entries)} model modules, {len(report.dropped)} dropped, {len(report.written)} files written, "
          f"{len(report.removed)} removed")


@app.command("list")
def list_command(
    split: Annotated[str, typer.Option(help="train | holdout | family-out | all")] = "all",
    json_out: Annotated[bool, typer.Option("--json", help="Print the entries as a JSON array.")] = False,
    models: Annotated[bool, typer.Option("--models", help="List the real-model corpus instead of the kernels.")] = False,
) -> None:
    """Show the corpus (or one split): one row per module, then counts per family."""
    from mqss_edge.corpus import split as get_split
    from mqss_edge.corpus.zoo import models_split

    with user_errors():
        entries = models_split(split) if models else get_split(split)
    if json_out:
        print(json.dumps([e.to_dict() for e in entries], indent=1))
        return
    t = Table(title=f"corpus: {split} ({len(entries)} modules)")
    for col in ("uri", "family", "source", "lines", "shape"):
        t.add_column(col, overflow="fold")
    for e in entries:
        shape = " ".join(f"{k}={' '.join(v) if isinstance(v, list) else v}" for k, v in e.shape.items())
        t.add_row(e.uri, e.family, e.source, str(e.lines), shape)
    console = Console()
    console.print(t)
    counts = Counter(e.family for e in entries)
    console.print(", ".join(f"{fam}: {n}" for fam, n in counts.items()), highlight=False)
