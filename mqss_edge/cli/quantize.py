"""``mqss-edge quantize``: policy → ONNX → int8, accuracy-gated."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors


def quantize_command(
    policy: Annotated[Path, typer.Argument(help="fp32 policy directory (policy.pt + signature.json).")],
    to: Annotated[str, typer.Option("--to", help="onnx | onnx-int8 | tensorrt-int8")] = "onnx-int8",
    out: Annotated[Path, typer.Option("--out", help="Output policy directory.")] = Path("policy-int8"),
    calib: Annotated[str, typer.Option("--calib", help="Corpus split for calibration states.")] = "train",
    gate: Annotated[float, typer.Option(help="Minimum top-1 agreement with fp32 on held-out states.")] = 0.995,
    no_measure: Annotated[bool, typer.Option("--no-measure", help="Do not time disagreeing pipelines.")] = False,
    max_modules: Annotated[int, typer.Option(help="First N modules of each split (0: all).")] = 0,
    json_out: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Export POLICY and quantize it; fails with a report when accuracy is below the gate."""
    from mqss_edge.quantize.build import Precision, QuantConfig, QuantizationGateError, quantize_policy, report_dict

    try:
        precision = Precision(to)
    except ValueError:
        err.print(f"[red]error:[/red] --to must be one of {[p.value for p in Precision]}")
        raise typer.Exit(code=1) from None
    cfg = QuantConfig(gate=gate, calib_split=calib, measure_disagreements=not no_measure, max_modules=max_modules)
    with user_errors():
        try:
            rep = quantize_policy(policy, precision, out, cfg, progress=lambda m: err.print(f"[dim]{m}[/dim]"))
        except QuantizationGateError as exc:
            err.print("[red]quantized policy rejected:[/red] below the accuracy gate; nothing was written")
            print(json.dumps(exc.report, indent=2))
            raise typer.Exit(code=1) from None
    d = report_dict(rep)
    if json_out:
        print(json.dumps(d, indent=2))
        return
    t = Table(title=f"{out}: {rep.precision} ({rep.scheme})")
    t.add_column("figure")
    t.add_column("value", justify="right")
    t.add_row("model bytes (fp32 torch)", f"{rep.model_bytes} ({rep.fp32_bytes})")
    t.add_row("top-1 agreement, held-out states", f"{rep.state_agreement:.4f} over {rep.states}")
    if rep.pipeline_agreement is not None:
        t.add_row("whole-pipeline agreement, hold-out", f"{rep.pipeline_agreement:.3f} over {rep.modules}")
    t.add_row("disagreements measured", str(len(rep.disagreements)))
    Console().print(t)
