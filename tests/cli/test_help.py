"""Every command's --help shows its bracketed text: rich markup must not eat ``[train]`` or ``[:PORT]``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from typing import Any

import pytest
import typer

import mqss_edge.cli as cli

_BRACKETED = re.compile(r"\[[^\]\n]*\]")


def _commands(monkeypatch: pytest.MonkeyPatch) -> dict[tuple[str, ...], Any]:
    """Every command and subcommand of the CLI by its argv path (registered on a fresh app)."""
    monkeypatch.setattr(cli, "app", typer.Typer(name="mqss-edge", add_completion=False))
    cli._register()
    out: dict[tuple[str, ...], Any] = {}

    def walk(cmd: Any, path: tuple[str, ...]) -> None:
        out[path] = cmd
        if hasattr(cmd, "commands"):  # a group
            for name, sub in cmd.commands.items():
                walk(sub, path + (name,))

    walk(typer.main.get_command(cli.app), ())
    return out


def _bracketed(cmd: Any) -> list[str]:
    """The bracketed segments a reader must see in the command's help (a rich escape ``\\[`` shows ``[``)."""
    texts = [cmd.help or ""] + [getattr(p, "help", None) or "" for p in cmd.params]
    return [m for t in texts for m in _BRACKETED.findall(t.replace("\\[", "["))]


def test_bracketed_help_text_survives_in_every_command(monkeypatch: pytest.MonkeyPatch) -> None:
    commands = _commands(monkeypatch)
    assert ("train",) in commands and ("corpus", "list") in commands
    expected = {path: _bracketed(cmd) for path, cmd in commands.items()}
    assert "[train]" in expected[("train",)]  # the case that was eaten: the check below is not empty
    env = {**os.environ, "TERMINAL_WIDTH": "400", "COLUMNS": "400"}  # no wrapping inside a bracket
    missing = {}
    for path in commands:
        r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", *path, "--help"], capture_output=True, text=True,
                           timeout=120, env=env)
        assert r.returncode == 0, (path, r.stderr)
        gone = [b for b in expected[path] if b not in r.stdout]
        if gone:
            missing[" ".join(path)] = gone
    assert not missing, f"rich markup ate bracketed help text: {missing}"
