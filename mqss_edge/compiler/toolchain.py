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


@lru_cache(maxsize=4)
def resident_files(tc: Toolchain) -> tuple[str, ...]:
    """The files a compile reads: the driver's tools, the linker clang runs and the shared libraries they load
    (``ldd``), resolved to real paths (about 450 MB with LLVM 22: ``libLLVM``, ``libMLIR``, ``libclang-cpp``)."""
    import os

    tools = [tc.mlir_opt, tc.mlir_translate, tc.clang]
    ld = run_command([tc.clang, "-print-prog-name=ld"], timeout=20).stdout.strip()
    if ld:
        tools.append(shutil.which(ld) or ld)
    files: dict[str, None] = {}
    for tool in map(os.path.realpath, tools):  # ``$ORIGIN`` in a tool's run path is its real directory's
        files[tool] = None
        r = run_command(["ldd", tool], timeout=20)
        for m in re.finditer(r"=>\s*(/\S+)|^\s*(/\S+)", r.stdout, re.M):
            files[os.path.realpath(m.group(1) or m.group(2))] = None
    return tuple(f for f in files if os.path.isfile(f))


def warm_toolchain(tc: Toolchain) -> float:
    """Read every file a compile needs back into the page cache (after a timed run dropped it); returns the
    seconds it took.

    A compile right after ``echo 3 > /proc/sys/vm/drop_caches`` reads the toolchain from disk: measured here, a
    conv kernel's pipeline took 484-516 ms to compile right after a drop and 212-234 ms on the next compile. A
    candidate compiled after another one's timed run would carry that in its compile time (and its reward),
    while the first candidate of a module did not."""
    import time

    t0 = time.perf_counter()
    buf = bytearray(1 << 20)
    for path in resident_files(tc):
        try:
            with open(path, "rb", buffering=0) as f:
                while f.readinto(buf):
                    pass
        except OSError:
            continue
    return time.perf_counter() - t0
