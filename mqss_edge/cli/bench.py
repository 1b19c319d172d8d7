"""``mqss-edge bench``: default vs family baseline vs policy pipelines on one or more devices."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors

if TYPE_CHECKING:
    from mqss_edge.bench import Comparison

#: Exit status when a device failed (its partial results are still written).
EXIT_DEVICE_FAILED = 2
#: Exit status when ``--fail-on-regression`` found a significant regression above the threshold.
EXIT_REGRESSION = 3


def bench_command(
    device: Annotated[list[str] | None, typer.Option(
        "--device", "-d", metavar="SPEC", help="Device spec: local | adb | adb:SERIAL | ssh:USER@HOST[:PORT] | "
        "qemu-aarch64. Repeat for a device farm (one thread per device). Default: --chip's device.")] = None,
    chip: Annotated[Path | None, typer.Option(help="Chip profile (chips/*.toml): its device when --device is "
                                              "not given (the build target follows the device), and the "
                                              "policy is loaded for it (a policy tuned for another chip "
                                              "warns).")] = None,
    split: Annotated[str | None, typer.Option(help="Corpus split: train | holdout | family-out | all.")] = None,
    module: Annotated[list[Path] | None, typer.Option("--module", "-m", metavar="PATH",
                                                      help="MLIR module file (repeatable).")] = None,
    policy: Annotated[Path | None, typer.Option(help="Policy directory: adds the selected pipeline.")] = None,
    pin: Annotated[str | None, typer.Option(help="CPU list for taskset ('' for none).")] = "0",
    drop_caches: Annotated[bool, typer.Option("--drop-caches/--no-drop-caches",
                                              help="Drop the page cache before each process where permitted.")] = True,
    warmup: Annotated[int, typer.Option(min=0)] = 3,
    repeat: Annotated[int, typer.Option(min=1, help="Timed calls per process.")] = 10,
    processes: Annotated[int, typer.Option(min=1, help="Separate processes per pipeline, A/B interleaved.")] = 3,
    min_time: Annotated[float, typer.Option(min=0.0, help="Seconds each process's timed calls should last "
                                            "at least (raises --repeat).")] = 0.0,
    cool_down: Annotated[float | None, typer.Option(help="Before each module, wait until every thermal "
                                                    "zone is below this many °C.")] = None,
    l1: Annotated[bool, typer.Option("--l1/--no-l1", help="Measure L1 miss rates (perf/simpleperf, "
                                     "cachegrind on local).")] = True,
    attempts: Annotated[int, typer.Option(min=1, help="Times a device is (re)opened before it is "
                                          "reported failed.")] = 3,
    timeout: Annotated[float, typer.Option(min=1.0, help="Seconds for one check or timed process on a "
                                           "device.")] = 120.0,
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the result document here.")] = None,
    plot: Annotated[Path | None, typer.Option(help="Write a PNG of the speedups here.")] = None,
    compare: Annotated[Path | None, typer.Option(metavar="OLD.json",
                                                 help="An older result document to compare with.")] = None,
    fail_on_regression: Annotated[float | None, typer.Option(
        min=0.0, metavar="PCT", help="With --compare: exit 3 when a significant regression exceeds PCT "
        "percent.")] = None,
    max_modules: Annotated[int | None, typer.Option(min=1)] = None,
    store: Annotated[Path | None, typer.Option(help="Result store (SQLite); finished results are reused.")] = None,
) -> None:
    """Check and time the default, family-baseline and policy pipelines of each module on each device.

    Exit status: 0; 1 on bad input; 2 when a device failed (its partial results are still written);
    3 when --fail-on-regression found a significant regression above PCT.
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge.bench import (BenchConfig, BenchError, ProgressEvent, compare_results, load_modules, load_result,
                                 plot_results, run_bench, validate_document)
    from mqss_edge.store import Store

    if fail_on_regression is not None and compare is None:
        err.print("[red]error:[/red] --fail-on-regression needs --compare OLD.json")
        raise typer.Exit(code=1)
    profile = None
    if chip is not None:
        from mqss_edge.env.reward import ChipProfile

        try:
            profile = ChipProfile.load(chip)
        except (OSError, ValueError) as exc:
            err.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
            raise typer.Exit(code=1) from None
    device = list(device or ([profile.device] if profile is not None else []))
    if not device:
        err.print("[red]error:[/red] give --device SPEC (or --chip, whose device is used)")
        raise typer.Exit(code=1)
    with user_errors():
        old = load_result(compare) if compare is not None else None
        mods = load_modules(split, module or (), max_modules)
        selector = None
        if policy is not None:
            from mqss_edge.selector import Selector

            selector = Selector.load(policy, chip=chip)
        cfg = BenchConfig(devices=tuple(device), warmup=warmup, repeat=repeat, processes=processes,
                          min_time=min_time, pin=pin or None, drop_caches=drop_caches, cool_down=cool_down,
                          l1=l1, attempts=attempts, timeout=timeout)
        err.print(f"bench: {len(mods)} module(s) on {len(cfg.devices)} device(s); config {cfg}", highlight=False)
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   TextColumn("{task.fields[state]}"))
        with Progress(*columns, console=err, transient=False) as bar:
            tasks = {spec: bar.add_task(spec, total=len(mods), state="waiting") for spec in cfg.devices}

            def on_progress(ev: ProgressEvent) -> None:
                state = ev.state + (f": {ev.message}" if ev.message else "")
                bar.update(tasks[ev.device], completed=ev.done, state=state[:80])

            result = run_bench(cfg, mods, Store(store) if store else Store(), policy=selector,
                               progress=on_progress)
        comparison = None
        if old is not None:
            comparison = compare_results(old, result.doc, threshold_pct=fail_on_regression
                                         if fail_on_regression is not None else 5.0, against=str(compare))
            result.doc["comparison"] = comparison.to_dict()
        try:
            validate_document(result.doc)
        except BenchError as exc:  # a bug here, but the figures are still worth keeping
            err.print(f"[yellow]warning:[/yellow] {exc}")
        if json_out is not None:
            result.write(json_out)
        if plot is not None:
            plot_results(result.doc, plot)
    out = Console()
    if not out.is_terminal:  # a log or a pipe: do not squeeze the table into 80 columns
        out = Console(width=200)
    out.print(results_table(result.doc))
    if comparison is not None:
        out.print(comparison_table(comparison))
    for d in result.doc["devices"]:
        if d["status"] == "failed":
            err.print(f"[red]device {d['spec']} failed[/red] after {d['attempts']} attempt(s): "
                      f"{d['errors'][-1] if d['errors'] else ''}", highlight=False)
    if comparison is not None and fail_on_regression is not None and comparison.regressions:
        err.print(f"[red]{len(comparison.regressions)} significant regression(s) above "
                  f"{fail_on_regression:g}%[/red]")
        raise typer.Exit(code=EXIT_REGRESSION)
    if result.failed_devices:
        raise typer.Exit(code=EXIT_DEVICE_FAILED)


def _f(x: float | None, fmt: str = ".4f") -> str:
    return "—" if x is None else format(x, fmt)


def results_table(doc: dict[str, Any]) -> Table:
    """One row per (device, module, pipeline): runtime stats in ms, speedup, L1, compile time, size."""
    from mqss_edge.bench import summary_rows

    t = Table(title="mqss-edge bench (ms; speedup vs default)")
    for col in ("device", "module", "pipeline", "status", "median", "p90", "p99", "MAD", "speedup", "L1 miss",
                "compile ms", ".text B"):
        t.add_column(col, justify="right" if col not in ("device", "module", "pipeline", "status") else "left")
    for r in summary_rows(doc):
        status = r["status"] + (" (cached)" if r["cached"] else "")
        speed = _f(r["speedup"], ".2f") + ("x" if r["speedup"] is not None else "")
        if r["emulated"] and r["speedup"] is not None:
            speed += " emulated"
        l1 = f"{r['l1_miss_rate']:.4f} ({r['l1_source']})" if r["l1_miss_rate"] is not None else r["l1_source"]
        t.add_row(r["device"], r["module"], r["variant"], status, _f(r["median"]), _f(r["p90"]), _f(r["p99"]),
                  _f(r["mad"]), speed, l1, _f(r["compile_ms"], ".0f"),
                  str(r["text_bytes"]) if r["text_bytes"] is not None else "—")
    return t


def comparison_table(c: Comparison) -> Table:
    t = Table(title=f"compared with {c.against} (threshold {c.threshold_pct:g}%, alpha {c.alpha:g})")
    for col in ("device", "module", "pipeline", "verdict", "old ms", "new ms", "ratio", "95% CI", "p(slower)"):
        t.add_column(col)
    for r in c.rows:
        ci = f"{r.ci_low:.3f}–{r.ci_high:.3f}" if r.ci_low is not None and r.ci_high is not None else "—"
        verdict = {"regression": "[red]regression[/red]", "improvement": "[green]improvement[/green]"}.get(
            r.verdict, r.verdict if not r.reason else f"{r.verdict}: {r.reason}")
        t.add_row(r.device, r.module, r.variant, verdict, _f(r.old_ms), _f(r.new_ms), _f(r.ratio, ".3f"), ci,
                  _f(r.p_slower, ".2g"))
    return t
