"""The ``mqss-edge`` command: one thin file per command, each calling one library function."""

from __future__ import annotations

import importlib

import typer

app = typer.Typer(name="mqss-edge", help="Learned MLIR pass-pipeline selection for edge chips.",
                  no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

# (command name, module, function): modules are imported lazily so `mqss-edge --help` stays instant.
_COMMANDS = [
    ("doctor", "doctor", "doctor_command"),
    ("measure", "measure", "measure_command"),
    ("demo", "demo", "demo_command"),
    ("features", "features", "features_command"),
    ("baseline", "baseline", "baseline_command"),
    ("train", "train", "train_command"),
    ("evaluate", "evaluate", "evaluate_command"),
    ("quantize", "quantize", "quantize_command"),
    ("select", "select", "select_command"),
    ("bench", "bench", "bench_command"),
]


def _register() -> None:
    for name, module, func in _COMMANDS:
        try:
            mod = importlib.import_module(f"mqss_edge.cli.{module}")
        except ModuleNotFoundError as exc:
            if exc.name == f"mqss_edge.cli.{module}":
                continue  # command not built yet
            raise
        app.command(name)(getattr(mod, func))
    try:
        corpus = importlib.import_module("mqss_edge.cli.corpus")
        app.add_typer(corpus.app, name="corpus")
    except ModuleNotFoundError as exc:
        if exc.name != "mqss_edge.cli.corpus":
            raise


def main() -> None:
    _register()
    app()
