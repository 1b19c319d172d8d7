"""Bench fixtures: the real loopback device peers of ``tests/device`` and two small kernels."""

from __future__ import annotations

import os
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
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``mqss-edge ARGS`` in a subprocess (the installed entry point's module), text output captured."""
    return subprocess.run([sys.executable, "/tmp/bt/wrap.py", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=REPO, env={**os.environ, **(env or {})})
