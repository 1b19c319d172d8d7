"""Bench fixtures: the real loopback device peers of ``tests/device`` and two small kernels."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.conftest import small_matmul
from tests.device.conftest import (  # noqa: F401  (fixtures, with the ones they depend on)
    adb_peer, adb_server, fresh_adb, sshd)

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def kernels(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Two small kernels: a 64×64×64 and a 32×40×48 matmul."""
    d = tmp_path_factory.mktemp("kernels")
    out = []
    for name, shape in (("mm64", (64, 64, 64)), ("mm32x48", (32, 48, 40))):
        p = d / f"{name}.mlir"
        p.write_text(small_matmul(*shape))
        out.append(p)
    return out


def run_cli(args: Sequence[str], env: dict[str, str] | None = None,
            timeout: float = 100) -> subprocess.CompletedProcess[str]:
    """``mqss-edge ARGS`` in a subprocess (the installed entry point's module), text output captured.

    A run that hangs is aborted with SIGABRT, so faulthandler prints every thread's stack into the
    failure message instead of a bare timeout.
    """
    argv = [sys.executable, "-X", "faulthandler", "-m", "mqss_edge.cli", *args]
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                          env={**os.environ, **(env or {})}) as proc:
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGABRT)
            out, err = proc.communicate()
            pytest.fail(f"mqss-edge {' '.join(args)} hung for {timeout} s:\n{err[-8000:]}")
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)
