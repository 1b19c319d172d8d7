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
    ("arbitrate", "arbitrate", "arbitrate_command"),
    ("finetune", "finetune", "finetune_command"),
    ("evaluate", "evaluate", "evaluate_command"),
    ("quantize", "quantize", "quantize_command"),
    ("select", "select", "select_command"),
    ("bench", "bench", "bench_command"),
    ("serve", "serve", "serve_command"),
    ("report", "report", "report_command"),
]
# (group name, module): command groups, each module with its own typer ``app``.
_GROUPS = [("corpus", "corpus"), ("import", "import_")]


def _register() -> None:
    """Add every command; a command whose module cannot be imported is an error, never a silent omission."""
    for name, module, func in _COMMANDS:
        try:
            mod = importlib.import_module(f"mqss_edge.cli.{module}")
        except ImportError as exc:
            raise RuntimeError(f"mqss-edge: command {name!r} cannot be loaded: {exc}") from exc
        app.command(name)(getattr(mod, func))
    for name, module in _GROUPS:
        app.add_typer(importlib.import_module(f"mqss_edge.cli.{module}").app, name=name)


def main() -> None:
    _register()
    app()
