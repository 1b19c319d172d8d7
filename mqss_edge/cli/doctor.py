"""``mqss-edge doctor``: every tool's path and version; non-zero when a required one is missing."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err


def doctor_command() -> None:
    """Print the toolchain and exit non-zero, naming what is missing, when it is incomplete."""
    from mqss_edge.compiler.toolchain import MLIR_MAJOR, discover_tools

    tools = discover_tools()
    table = Table(title="mqss-edge toolchain")
    for col in ("tool", "path", "version", "required"):
        table.add_column(col)
    for t in tools:
        table.add_row(t.name, t.path or "[red]missing[/red]", t.version or "-", "yes" if t.required else "no")
    from mqss_edge.features import reader

    # Optional: without it the features are the same, only slower.
    table.add_row("IR reader C extension", reader.native_path() or "[yellow]not built: pure Python[/yellow]", "-",
                  "no")
    from mqss_edge.quantize import native

    # Optional: without it ONNX Runtime runs the policy (the same choices, about 0.5 ms slower a selection).
    built = getattr(native.ext, "__file__", None)
    table.add_row("policy C network", built or "[yellow]not built: ONNX Runtime[/yellow]", "-", "no")
    # The graph encoder on the C network's own thread: on one CPU (or MQSS_EDGE_ENCODER_THREAD=0) in the caller's.
    if built:
        table.add_row("graph encoder thread", "on" if native.encoder_thread() else
                      "[yellow]off: one CPU or MQSS_EDGE_ENCODER_THREAD=0[/yellow]", "-", "no")
    Console().print(table)
    missing = [t.name for t in tools if t.required and t.path is None]
    mlir = next(t for t in tools if t.name == "mlir-opt")
    if missing:
        err.print(f"[red]missing required tools:[/red] {', '.join(missing)} (run `make setup`)")
        raise typer.Exit(code=1)
    if mlir.version is None or int(mlir.version.split(".")[0]) != MLIR_MAJOR:
        err.print(f"[red]mlir-opt {mlir.version} is not MLIR {MLIR_MAJOR}[/red]")
        raise typer.Exit(code=1)
