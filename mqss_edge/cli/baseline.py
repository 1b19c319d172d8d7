"""``mqss-edge baseline``: measure default / family baseline / expert rules (and IREE) over the corpus."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from mqss_edge.cli._common import err, user_errors


def baseline_command(
    split: Annotated[str, typer.Option(help="train | holdout | family-out | all")] = "all",
    out: Annotated[Path | None, typer.Option(help="baseline.json to write (merged with its rows).")] = None,
    store: Annotated[Path | None, typer.Option(help="Result store (SQLite).")] = None,
    workers: Annotated[int, typer.Option(min=1, help="Modules measured at once, one core each.")] = 2,
    repeat: Annotated[int, typer.Option(min=10, help="Timed calls per process (at least 10).")] = 10,
    warmup: Annotated[int, typer.Option(min=1)] = 3,
    processes: Annotated[int, typer.Option(min=1, help="Processes timed per candidate.")] = 3,
    iree: Annotated[bool, typer.Option("--iree/--no-iree", help="Also compile and time with IREE.")] = True,
    l1: Annotated[bool, typer.Option("--l1/--no-l1", help="Count L1 data-cache misses.")] = True,
    limit: Annotated[int | None, typer.Option(min=1, help="Measure only the first N modules of the split.")] = None,
    models: Annotated[bool, typer.Option("--models", help="The model corpus, against IREE and PyTorch.")] = False,
    peers: Annotated[str, typer.Option(help="With --models: default,expert,iree,eager,inductor (any of them).")]
    = "default,expert,iree,eager,inductor",
    note: Annotated[str, typer.Option(help="With --models: a note stored with the results (e.g. the load).")] = "",
) -> None:
    """Measure every module of a split under the default pipeline, its family baseline and the expert rules.

    With ``--models``: every model corpus module under the default pipeline and the expert module plan,
    and with IREE, PyTorch eager and torch.compile (inductor), one thread each, written to
    benchmarks/models_baseline.json (or --out).

    Resumable: modules already measured (same config, same module hash, same plans) are not measured again.
    """
    if models:
        _models(split, out, store, workers, repeat, warmup, processes, limit, peers, note)
        return
    from mqss_edge.corpus import split as get_split
    from mqss_edge.corpus.baselines import BASELINE_JSON
    from mqss_edge.corpus.measure import BaselineConfig, export, iter_baselines, summarize
    from mqss_edge.store import default_path

    cfg = BaselineConfig(warmup=warmup, repeat=repeat, processes=processes, l1=l1, iree=iree, workers=workers)
    with user_errors():
        entries = get_split(split)[:limit] if limit else get_split(split)
        store_path = store or default_path()
        rows: dict[str, dict] = {}
        t0 = time.perf_counter()
        measured = 0
        with Progress(TextColumn("[bold]baseline[/bold] {task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=err) as bar:
            task = bar.add_task(split, total=len(entries))
            for e, row, cached in iter_baselines(entries, store_path, cfg):
                rows[e.uri] = row
                measured += not cached
                bar.update(task, advance=1, description=f"{split}: {e.name}")
        wall = time.perf_counter() - t0
        export(rows, out or BASELINE_JSON)
    t = Table(title=f"baseline: {split}, {len(rows)} modules ({measured} measured now, {wall:.0f} s)")
    for col in ("family", "modules", "family/default", "expert/default", "IREE vs family", "family failed"):
        t.add_column(col)

    def f(x: float | None) -> str:
        return f"{x:.2f}x" if x else "-"

    for s in summarize(rows):
        t.add_row(s["family"], str(s["modules"]), f(s["family_vs_default"]), f(s["expert_vs_default"]),
                  f(s["iree_vs_family"]), str(s["family_failed"]))
    Console().print(t)
    print(f"wrote {out or BASELINE_JSON}; wall time {wall:.1f} s with {workers} workers")


def _models(split: str, out: Path | None, store: Path | None, workers: int, repeat: int, warmup: int,
            processes: int, limit: int | None, peers: str, note: str) -> None:
    from mqss_edge.corpus import models_split
    from mqss_edge.corpus.model_peers import MODELS_BASELINE_JSON, ModelPeerConfig, export, iter_model_peers, \
        parse_peers, run_meta, scoreboard
    from mqss_edge.store import default_path

    with user_errors():
        try:
            chosen = parse_peers(peers)
        except ValueError as exc:
            err.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(1) from None
        cfg = ModelPeerConfig(warmup=warmup, repeat=repeat, processes=processes, peers=chosen, workers=workers)
        entries = models_split(split)[:limit] if limit else models_split(split)
        rows: dict[str, dict] = {}
        t0 = time.perf_counter()
        load0 = run_meta()
        measured = 0
        with Progress(TextColumn("[bold]baseline --models[/bold] {task.description}"), BarColumn(),
                      MofNCompleteColumn(), TimeElapsedColumn(), console=err) as bar:
            task = bar.add_task(split, total=len(entries))
            for e, row, cached in iter_model_peers(entries, store or default_path(), cfg):
                rows[e.uri] = row
                measured += not cached
                bar.update(task, advance=1, description=f"{split}: {e.name}")
        wall = time.perf_counter() - t0
        path = out or MODELS_BASELINE_JSON
        meta = {"split": split, "wall_s": round(wall, 1), "measured_now": measured, "note": note,
                "start": load0, "end": run_meta()}
        export(rows, cfg, path, meta)
    board = scoreboard([rows[e.uri] for e in entries if e.uri in rows], chosen)
    t = Table(title=f"baseline --models: {split}, {len(rows)} modules ({measured} measured now, {wall:.0f} s)")
    t.add_column("model")
    for p in chosen:
        t.add_column(f"{p.value} ms", justify="right")
    for m in board["models"]:
        t.add_row(m["name"], *(f"{m[p.value]['ms']:.3f}" if m[p.value]["ms"] else m[p.value]["status"]
                               for p in chosen))
    g = board["geomeans"]
    t.add_row("[bold]time vs IREE[/bold]", *(f"{g[p.value]['time_vs_iree']:.2f}x" if g[p.value]["time_vs_iree"]
                                             else "-" for p in chosen))
    t.add_row("[bold]time vs eager[/bold]", *(f"{g[p.value]['time_vs_eager']:.2f}x" if g[p.value]["time_vs_eager"]
                                              else "-" for p in chosen))
    Console().print(t)
    print(f"wrote {path}; wall time {wall:.1f} s with {workers} workers")
