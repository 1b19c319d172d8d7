"""The local machine as a device: plain subprocesses, files copied in a temp dir."""

from __future__ import annotations

import os
import platform
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from mqss_edge._proc import CommandResult, run_command
from mqss_edge.device._base import Device, DeviceInfo


def _read(path: str) -> str:
    try:
        return Path(path).read_text().strip()
    except OSError:
        return ""


def _cpu_model() -> str:
    for line in _read("/proc/cpuinfo").splitlines():
        if line.startswith(("model name", "Hardware", "CPU part")):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def pmu_available() -> bool:
    """Hardware L1 counters readable through ``perf stat`` (false on VMs without a virtual PMU)."""
    if shutil.which("perf") is None:
        return False
    r = run_command(["perf", "stat", "-x,", "-e", "L1-dcache-loads,L1-dcache-load-misses", "true"], timeout=20)
    return r.returncode == 0 and "<not supported>" not in r.stderr and "not counted" not in r.stderr


class LocalDevice(Device):
    """This machine."""

    spec = "local"

    def __init__(self) -> None:
        self._info: DeviceInfo | None = None
        self._workdir: str | None = None

    def info(self) -> DeviceInfo:
        if self._info is None:
            cpus = sorted(int(p.name[3:]) for p in Path("/sys/devices/system/cpu").glob("cpu[0-9]*"))
            gov = {str(c): g for c in cpus
                   if (g := _read(f"/sys/devices/system/cpu/cpu{c}/cpufreq/scaling_governor"))}
            freq = {str(c): int(f) for c in cpus
                    if (f := _read(f"/sys/devices/system/cpu/cpu{c}/cpufreq/cpuinfo_max_freq")).isdigit()}
            if pmu_available():
                l1 = "perf"
            elif shutil.which("valgrind"):
                l1 = "cachegrind"
            else:
                l1 = "unavailable"
            self._info = DeviceInfo(
                spec=self.spec, kind="local", arch=platform.machine(), model=platform.node(),
                cpu=_cpu_model(), kernel=platform.release(), num_cpus=os.cpu_count() or 1,
                governors=gov, max_freq_khz=freq, emulated=False,
                can_drop_caches=os.access("/proc/sys/vm/drop_caches", os.W_OK),
                can_pin=shutil.which("taskset") is not None, l1_source=l1)
        return self._info

    def shell(self, argv: Sequence[str], timeout: float) -> CommandResult:
        return run_command(argv, timeout=timeout, cwd=self.workdir())

    def push(self, local: Path, remote: str) -> None:
        Path(remote).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(local, remote)

    def pull(self, remote: str, local: Path) -> None:
        shutil.copy2(remote, local)

    def workdir(self) -> str:
        if self._workdir is None:
            self._workdir = tempfile.mkdtemp(prefix="mqss-run-")
        return self._workdir

    def close(self) -> None:
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None
