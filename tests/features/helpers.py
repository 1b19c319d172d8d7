"""Kernel texts of the feature tests and the real mlir-opt-22 (tests only: features never start a process)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

KERNELS = Path(__file__).parent / "kernels"
MLIR_OPT = "mlir-opt-22"


def kernel(name: str) -> str:
    return (KERNELS / name).read_text(encoding="utf-8")


def kernel_names() -> list[str]:
    return sorted(p.name for p in KERNELS.glob("*.mlir"))


def mlir_opt(text: str, *args: str) -> str:
    """Run mlir-opt-22 on ``text`` and return its output."""
    if shutil.which(MLIR_OPT) is None:
        pytest.fail(f"{MLIR_OPT} is not installed; setup installs mlir-22-tools")
    proc = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", *args], input=text, capture_output=True,
                          text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout
