"""The device interface every backend implements, and the logic all of them share.

A backend only knows how to run a command, move files and describe itself; pinning, cache drops,
thermal reads and sample parsing are written once here on top of :meth:`Device.shell`.
"""

from __future__ import annotations

import abc
import shlex
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from mqss_edge._proc import CommandResult


@dataclass(frozen=True)
class DeviceInfo:
    """What a device is, captured with every result; results with different info are never merged.

    Attributes:
        spec: the spec string that selected the device (``local``, ``adb:SERIAL``, ``ssh:u@h:p``, ``qemu-aarch64``).
        kind: backend name.
        arch: ``x86_64`` or ``aarch64`` — selects the cross-compilation target.
        model: board / phone model or host name.
        cpu: SoC or CPU model string.
        kernel: ``uname -r``.
        num_cpus: online CPUs.
        governors: cpu index → cpufreq governor (empty when not exposed).
        max_freq_khz: cpu index → max frequency (empty when not exposed).
        emulated: timings mean nothing (qemu); never compared with real ones.
        can_drop_caches: ``/proc/sys/vm/drop_caches`` is writable (root, or ``su`` on Android).
        can_pin: ``taskset`` exists.
        l1_source: ``perf`` / ``simpleperf`` (hardware counters), ``cachegrind`` or ``unavailable``.
    """

    spec: str
    kind: str
    arch: str
    model: str = ""
    cpu: str = ""
    kernel: str = ""
    num_cpus: int = 1
    governors: dict[str, str] = field(default_factory=dict)
    max_freq_khz: dict[str, int] = field(default_factory=dict)
    emulated: bool = False
    can_drop_caches: bool = False
    can_pin: bool = False
    l1_source: str = "unavailable"

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    def identity(self) -> tuple[object, ...]:
        """The fields that must match for two measurements to be merged."""
        return (self.kind, self.arch, self.model, self.cpu, self.kernel, self.emulated,
                tuple(sorted(self.governors.items())), tuple(sorted(self.max_freq_khz.items())))


class Device(abc.ABC):
    """A place that runs kernel binaries. Backends implement the five abstract methods."""

    spec: str

    @abc.abstractmethod
    def info(self) -> DeviceInfo:
        """Describe the device (cached by backends after the first call)."""

    @abc.abstractmethod
    def shell(self, argv: Sequence[str], timeout: float) -> CommandResult:
        """Run argv on the device; never raises for a failing command.

        Raises:
            DeviceNotFound: the device is gone.
            DeviceTimeout: only when the backend cannot even report a timed-out result.
        """

    @abc.abstractmethod
    def push(self, local: Path, remote: str) -> None:
        """Copy a local file to an absolute path on the device, keeping it executable."""

    @abc.abstractmethod
    def pull(self, remote: str, local: Path) -> None:
        """Copy a file from the device."""

    @abc.abstractmethod
    def workdir(self) -> str:
        """A per-run scratch directory on the device, created on first use, removed by :meth:`close`."""

    def close(self) -> None:
        """Release the device and remove the work dir."""

    def __enter__(self) -> Device:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- shared logic, written once on top of shell() ---------------------------------------------

    def sh(self, script: str, timeout: float = 30.0) -> CommandResult:
        """Run a POSIX shell snippet on the device."""
        return self.shell(["sh", "-c", script], timeout)

    def drop_caches(self) -> bool:
        """Drop the page cache when permitted; returns whether it was dropped."""
        if not self.info().can_drop_caches:
            return False
        return self.sh("sync; echo 3 > /proc/sys/vm/drop_caches").ok

    def thermal(self) -> dict[str, float]:
        """Thermal zone temperatures in °C (empty when none are exposed)."""
        r = self.sh("for z in /sys/class/thermal/thermal_zone*; do "
                    "[ -r $z/temp ] && echo \"$(cat $z/type 2>/dev/null || basename $z) $(cat $z/temp)\"; done", 10)
        temps: dict[str, float] = {}
        for line in r.stdout.splitlines():
            name, _, value = line.rpartition(" ")
            try:
                temps[name or "zone"] = int(value) / 1000.0
            except ValueError:
                continue
        return temps

    def run_pinned(self, argv: Sequence[str], pin: str | None, timeout: float) -> CommandResult:
        """Run argv pinned to the CPU list ``pin`` with taskset when the device has it."""
        if pin is not None and self.info().can_pin:
            argv = ["taskset", "-c", pin, *argv]
        return self.shell(argv, timeout)

    def cool_down(self, max_celsius: float, timeout: float = 60.0) -> float:
        """Wait until every thermal zone is below ``max_celsius``; returns seconds waited."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            temps = self.thermal()
            if not temps or max(temps.values()) < max_celsius:
                break
            time.sleep(1.0)
        return time.monotonic() - start


def quote(argv: Sequence[str]) -> str:
    """One shell-safe command line (for backends whose transport takes a string)."""
    return " ".join(shlex.quote(a) for a in argv)
