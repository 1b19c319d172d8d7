"""aarch64 binaries on this host under qemu user-mode emulation: checks correctness, never speed.

binfmt_misc is not assumed (it is not registered on our machines), so qemu is called explicitly.

The rule for :meth:`QemuDevice.shell`: ``argv[0]`` runs under qemu when it is a *path* (it contains
``/``; a relative path is taken from the work dir) to an aarch64 ELF file — typically a kernel binary
put there with :meth:`QemuDevice.push`. Anything else (``sh``, ``true``, a script) runs natively on
the host, in the work dir; in particular ``sh -c './kbin'`` is *not* emulated: pass the binary as
argv[0]. Timings are meaningless (``emulated=True``) and nothing is pinned or counted.
"""

from __future__ import annotations

import os
import platform
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from mqss_edge._proc import CommandResult, run_command
from mqss_edge.device._base import Device, DeviceInfo
from mqss_edge.errors import DeviceNotFound

EM_AARCH64 = 183


def is_aarch64_elf(path: Path) -> bool:
    """A 64-bit little-endian ELF whose e_machine is AArch64."""
    try:
        with open(path, "rb") as f:
            head = f.read(20)
    except OSError:
        return False
    return (len(head) == 20 and head[:4] == b"\x7fELF" and head[4] == 2 and head[5] == 1
            and int.from_bytes(head[18:20], "little") == EM_AARCH64)


class QemuDevice(Device):
    """An emulated aarch64 Linux: files in a local temp dir, aarch64 programs run by qemu-aarch64.

    Args:
        qemu: the emulator (default: ``qemu-aarch64-static``, else ``qemu-aarch64`` on PATH).
        sysroot: ``-L`` prefix for the dynamic loader and libraries of non-static binaries.

    Raises:
        DeviceNotFound: no qemu user-mode emulator is installed.
    """

    spec = "qemu-aarch64"

    def __init__(self, *, qemu: str | None = None, sysroot: str = "/usr/aarch64-linux-gnu"):
        exe = qemu or shutil.which("qemu-aarch64-static") or shutil.which("qemu-aarch64")
        if exe is None:
            raise DeviceNotFound("qemu-aarch64-static is not installed (apt-get install qemu-user-static)")
        self.qemu, self.sysroot = exe, sysroot
        self._info: DeviceInfo | None = None
        self._workdir: str | None = None

    def info(self) -> DeviceInfo:
        if self._info is None:
            version = run_command([self.qemu, "--version"], timeout=10).stdout.splitlines()
            self._info = DeviceInfo(
                spec=self.spec, kind="qemu", arch="aarch64", model="qemu-aarch64 user-mode",
                cpu=f"{version[0].strip() if version else 'qemu-aarch64'} on {platform.machine()}",
                kernel=platform.release(), num_cpus=os.cpu_count() or 1, emulated=True,
                can_drop_caches=False, can_pin=False, l1_source="unavailable")
        return self._info

    def emulated_argv(self, argv: Sequence[str]) -> list[str]:
        """argv as it will run: prefixed with qemu when argv[0] is a path to an aarch64 ELF (module docs)."""
        argv = list(argv)
        if argv and "/" in argv[0]:
            path = Path(self.workdir(), argv[0])  # an absolute argv[0] replaces the work dir
            if path.is_file() and is_aarch64_elf(path):
                return [self.qemu, "-L", self.sysroot, str(path), *argv[1:]]
        return argv

    def shell(self, argv: Sequence[str], timeout: float) -> CommandResult:
        r = run_command(self.emulated_argv(argv), timeout=timeout, cwd=self.workdir())
        return replace(r, command=tuple(argv))

    def push(self, local: Path, remote: str) -> None:
        dst = Path(self.workdir(), remote)
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(local, dst)

    def pull(self, remote: str, local: Path) -> None:
        shutil.copy2(Path(self.workdir(), remote), local)

    def workdir(self) -> str:
        if self._workdir is None:
            self._workdir = tempfile.mkdtemp(prefix="mqss-qemu-")
        return self._workdir

    def close(self) -> None:
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None
