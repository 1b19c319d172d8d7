"""Finding the LLVM/MLIR 22 toolchain and recording its version."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from functools import lru_cache

from mqss_edge._proc import run_command
from mqss_edge.errors import ToolchainError

MLIR_MAJOR = 22

# name → (candidates in preference order, required?)
TOOLS: dict[str, tuple[tuple[str, ...], bool]] = {
    "mlir-opt": ((f"mlir-opt-{MLIR_MAJOR}", "mlir-opt"), True),
    "mlir-translate": ((f"mlir-translate-{MLIR_MAJOR}", "mlir-translate"), True),
    "clang": ((f"clang-{MLIR_MAJOR}", "clang"), True),
    "llvm-size": ((f"llvm-size-{MLIR_MAJOR}", "llvm-size"), True),
    "valgrind": (("valgrind",), False),
    "perf": (("perf",), False),
    "taskset": (("taskset",), False),
    "qemu-aarch64": (("qemu-aarch64-static", "qemu-aarch64"), False),
    "aarch64-gcc": (("aarch64-linux-gnu-gcc",), False),
}


@dataclass(frozen=True)
class Tool:
    name: str
    path: str | None
    version: str | None
    required: bool


@dataclass(frozen=True)
class Toolchain:
    """Resolved paths of the tools the driver calls, plus the MLIR version recorded with every result."""

    mlir_opt: str
    mlir_translate: str
    clang: str
    llvm_size: str
    mlir_version: str
    valgrind: str | None = None
    qemu_aarch64: str | None = None

    @property
    def mlir_major(self) -> int:
        return mlir_major(self.mlir_version)


def mlir_major(version: str) -> int:
    """The major number of a version such as ``22.1.8`` (a Debian security update moves only the others)."""
    return int(version.split(".")[0])


_VERSION = re.compile(r"(?:LLVM|clang|valgrind|perf|taskset|qemu|gcc)[^\d]*(\d+\.\d+(?:\.\d+)?)", re.I)


def _version(path: str) -> str | None:
    r = run_command([path, "--version"], timeout=20)
    m = _VERSION.search(r.stdout + r.stderr) or re.search(r"(\d+\.\d+(?:\.\d+)?)", r.stdout + r.stderr)
    return m.group(1) if m else None


def discover_tools() -> list[Tool]:
    """Every tool with its path and version (``None`` when missing), for ``mqss-edge doctor``."""
    out = []
    for name, (candidates, required) in TOOLS.items():
        path = next((p for c in candidates if (p := shutil.which(c))), None)
        version = None
        if path:
            version = _version(path) if name != "perf" else _perf_version(path)
        out.append(Tool(name, path, version, required))
    return out


def _perf_version(path: str) -> str | None:
    r = run_command([path, "version"], timeout=20)
    m = re.search(r"(\d+\.\d+(?:\.\d+)?)", r.stdout)
    return m.group(1) if m else None


@lru_cache(maxsize=1)
def toolchain() -> Toolchain:
    """The toolchain the driver uses.

    Raises:
        ToolchainError: a required tool is missing, or mlir-opt is not major version 22.
    """
    tools = {t.name: t for t in discover_tools()}
    missing = [f"{t.name} ({TOOLS[t.name][0][0]})" for t in tools.values() if t.required and t.path is None]
    if missing:
        raise ToolchainError("MLIR/LLVM toolchain incomplete, not found on PATH: " + ", ".join(missing) +
                             f" (run `make setup` to install mlir-{MLIR_MAJOR}-tools llvm-{MLIR_MAJOR} "
                             f"clang-{MLIR_MAJOR})")
    mv = tools["mlir-opt"].version
    if mv is None:
        raise ToolchainError(f"cannot read the version of {tools['mlir-opt'].path} (`--version` printed none)")
    if mlir_major(mv) != MLIR_MAJOR:
        raise ToolchainError(f"mlir-opt is version {mv}; mqss-edge needs MLIR {MLIR_MAJOR} (run `make setup`)")
    return Toolchain(
        mlir_opt=tools["mlir-opt"].path or "", mlir_translate=tools["mlir-translate"].path or "",
        clang=tools["clang"].path or "", llvm_size=tools["llvm-size"].path or "", mlir_version=mv,
        valgrind=tools["valgrind"].path, qemu_aarch64=tools["qemu-aarch64"].path)
