"""Every command the CLI lists is there: a command that cannot be imported fails loudly, it never vanishes."""

from __future__ import annotations

import subprocess
import sys

import pytest

import mqss_edge.cli as cli


def test_every_command_is_listed_in_help() -> None:
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "--help"], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    for name, *_ in cli._COMMANDS + cli._GROUPS:
        assert name in r.stdout, f"{name} missing from --help"


def test_a_command_that_cannot_be_imported_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # a command whose module is missing (renamed, not packaged) or whose imports are broken
    monkeypatch.setattr(cli, "_COMMANDS", [*cli._COMMANDS, ("ghost", "ghost_command_module", "ghost_command")])
    monkeypatch.setattr(cli, "app", cli.typer.Typer())
    with pytest.raises(RuntimeError, match="command 'ghost' cannot be loaded"):
        cli._register()
