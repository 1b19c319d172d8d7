"""``mqss-edge measure``: compile, check and time one module under one pipeline."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors


def measure_command(
    module: Annotated[Path, typer.Argument(help="MLIR module: tensor level (e.g. torch-mlir's linalg on tensors) "
                                                "or under the kernel ABI.")],
    pipeline: Annotated[str | None, typer.Option(help="Optimization passes in the project's notation, "
                                                      "e.g. 'tensor(transform{rank=3 tile=8,32,16 vectorize=true})'.")] = None,
    full_pipeline: Annotated[str | None, typer.Option("--full-pipeline", help="A complete builtin.module(...) "
                                                      "pipeline ending in the LLVM dialect, used as is.")] = None,
    target: Annotated[str, typer.Option(help="host | x86_64-v3 | aarch64")] = "host",
    repeat: Annotated[int, typer.Option(min=1)] = 10,
    warmup: Annotated[int, typer.Option(min=0)] = 3,
    processes: Annotated[int, typer.Option(min=1, help="Separate processes timed.")] = 3,
    pin: Annotated[str | None, typer.Option(help="CPU list for taskset.")] = "0",
    l1: Annotated[bool, typer.Option("--l1", help="Count L1 data-cache loads and misses.")] = False,
    store: Annotated[Path | None, typer.Option(help="Result store (SQLite).")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    entry: Annotated[str | None, typer.Option(help="The function to compile and call when the module has "
                                                   "several public ones.")] = None,
) -> None:
    """Compile MODULE, check its outputs against the reference build, and time it."""
    from mqss_edge.compiler.driver import Target, select_entry
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.errors import AbiError, ParseError
    from mqss_edge.pipeline import FullPlan, Pipeline, Plan
    from mqss_edge.store import Store

    if pipeline and full_pipeline:
        err.print("[red]error:[/red] give --pipeline or --full-pipeline, not both")
        raise typer.Exit(code=1)
    with user_errors():
        text = module.read_text()
        plan = FullPlan(Pipeline.parse(full_pipeline)) if full_pipeline else Plan.parse(pipeline or "")
        tgt = Target(target)
        engine = Engine(Store(store) if store else None)
        try:
            if entry is not None:
                text = select_entry(text, entry, engine.tc)
            engine.validate(text)
        except ParseError as exc:
            if exc.line is None:
                raise ParseError(f"{module}: {exc}") from None
            raise ParseError(str(exc).split(": ", 1)[-1], exc.line, exc.column, str(module)) from None
        except AbiError as exc:
            raise AbiError(f"{module}: {exc}") from None
        cfg = MeasureConfig(warmup=warmup, repeat=repeat, processes=processes, pin=pin)
        ev = engine.evaluate(text, plan, target=tgt, measure=cfg if tgt is not Target.AARCH64 else None, l1=l1)
        engine.close()
    out = {
        "module": str(module), "status": ev.status.value, "stage": ev.stage, "message": ev.message,
        "plan": ev.plan, "full_pipeline": ev.full_pipeline, "mlir_version": ev.mlir_version, "target": ev.target,
        "compile_ms": ev.compile_ms, "text_bytes": ev.text_bytes, "max_abs_error": ev.max_abs_error,
        "runtime_ms": None, "cached": ev.cached,
    }
    if ev.runtime is not None:
        s = ev.runtime.stats()
        out["runtime_ms"] = {"median": s.median, "p90": s.p90, "p95": s.p95, "p99": s.p99, "mad": s.mad,
                             "min": s.min, "cv": s.cv, "spread": s.spread, "n": s.n}
        out["pinned"] = ev.runtime.pinned
        out["caches_dropped"] = ev.runtime.caches_dropped
    if l1:
        out["l1"] = ev.l1.to_dict() if ev.l1 else {"loads": None, "misses": None, "miss_rate": None,
                                                   "source": "unavailable"}
    if json_out:
        print(json.dumps(out, indent=2))
    else:
        t = Table(title=f"{module.name}: {ev.status.value}")
        t.add_column("field")
        t.add_column("value")
        t.add_row("plan", ev.plan or "(default)")
        t.add_row("compile ms", f"{ev.compile_ms.get('total', 0):.1f}")
        t.add_row(".text bytes", str(ev.text_bytes))
        if out["runtime_ms"]:
            r = out["runtime_ms"]
            t.add_row("runtime ms (median / p95)", f"{r['median']:.4f} / {r['p95']:.4f}")
        if l1 and out["l1"]["loads"]:
            t.add_row("L1 miss rate", f"{out['l1']['miss_rate']:.4f} ({out['l1']['source']})")
        if ev.message:
            t.add_row("message", ev.message[:400])
        Console().print(t)
    if ev.status.value != "ok":
        raise typer.Exit(code=2)
