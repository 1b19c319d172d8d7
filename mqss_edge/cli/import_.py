"""``mqss-edge import torch | hf | onnx``: a whole model to a linalg-on-tensors module (torch-mlir)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from mqss_edge.cli._common import user_errors

if TYPE_CHECKING:
    from mqss_edge.corpus.importers import ImportedModule

app = typer.Typer(help="Import a whole model (PyTorch, Hugging Face config, ONNX) with torch-mlir.",
                  no_args_is_help=True, add_completion=False)

_INPUT_HELP = "An input as DIMxDIMx...xTYPE (f32 f16 bf16 f64 i64 i32 i16 i8 ui8 i1), in argument order; repeat."
_WEIGHTS_HELP = "embedded (dense_resource constants) | arguments (function arguments after the inputs)."
_OUT_HELP = "The module to write (linalg on tensors, as mlir-opt-22 prints it)."


def _weights(value: str):  # -> Weights
    from mqss_edge.corpus.importers import ModelImportError, Weights

    try:
        return Weights(value)
    except ValueError:
        raise ModelImportError(f"bad --weights '{value}': choose embedded or arguments") from None


def _write(result: ImportedModule, out: Path, json_out: bool) -> None:
    out.write_text(result.text)
    summary = {"output": str(out), "lines": result.text.count("\n"), "inputs": [str(s) for s in result.inputs],
               "weights": result.weights.value, "weight_arguments": result.num_weight_args,
               "notes": list(result.notes)}
    if json_out:
        print(json.dumps(summary, indent=1))
        return
    print(f"wrote {out}: {summary['lines']} lines, inputs {' '.join(summary['inputs'])}, weights "
          f"{result.weights.value}" + (f" ({result.num_weight_args} arguments)" if result.num_weight_args else ""))


@app.command("torch")
def torch_command(
    model: Annotated[str, typer.Argument(help="FILE.py:FACTORY or package.module:FACTORY, a function returning "
                                              "a torch.nn.Module.")],
    inputs: Annotated[list[str], typer.Option("--input", help=_INPUT_HELP)],
    output: Annotated[Path, typer.Option("-o", "--output", help=_OUT_HELP)],
    weights: Annotated[str, typer.Option(help=_WEIGHTS_HELP)] = "embedded",
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary.")] = False,
) -> None:
    """Import a PyTorch module with torch-mlir's FX importer."""
    from mqss_edge.corpus.importers import TensorSpec, import_torch

    with user_errors():
        specs = [TensorSpec.parse(s) for s in inputs]
        result = import_torch(model, specs, _weights(weights))
        _write(result, output, json_out)


@app.command("hf")
def hf_command(
    config: Annotated[str, typer.Argument(help="A transformers config class (GPT2Config) or model type (gpt2).")],
    inputs: Annotated[list[str], typer.Option("--input", help=_INPUT_HELP)],
    output: Annotated[Path, typer.Option("-o", "--output", help=_OUT_HELP)],
    sets: Annotated[list[str] | None, typer.Option("--set", help="A config field as key=value; repeat.")] = None,
    model_class: Annotated[str | None, typer.Option("--model", help="A transformers model class instead of "
                                                    "AutoModel, optionally with a submodule: WhisperModel.encoder.")] = None,
    weights: Annotated[str, typer.Option(help=_WEIGHTS_HELP)] = "embedded",
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary.")] = False,
) -> None:
    """Import a Hugging Face architecture built from its config (random weights, nothing downloaded)."""
    from mqss_edge.corpus.importers import TensorSpec, import_hf, parse_sets

    with user_errors():
        specs = [TensorSpec.parse(s) for s in inputs]
        result = import_hf(config, specs, parse_sets(sets or []), _weights(weights), model_class)
        _write(result, output, json_out)


@app.command("onnx")
def onnx_command(
    model: Annotated[Path, typer.Argument(help="An ONNX file with static input shapes.")],
    output: Annotated[Path, typer.Option("-o", "--output", help=_OUT_HELP)],
    weights: Annotated[str, typer.Option(help=_WEIGHTS_HELP)] = "embedded",
    json_out: Annotated[bool, typer.Option("--json", help="Print a JSON summary.")] = False,
) -> None:
    """Import an ONNX model with torch-mlir's ONNX importer."""
    from mqss_edge.corpus.importers import import_onnx

    with user_errors():
        result = import_onnx(model, _weights(weights))
        _write(result, output, json_out)
