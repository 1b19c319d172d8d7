"""Running harness binaries on any device: correctness dumps, timed runs (interleaved A/B), L1 counts."""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from mqss_edge.device._base import Device
from mqss_edge.errors import DeviceError, DeviceTimeout
from mqss_edge.measurement import L1Counts, Measurement, parse_samples


def deploy(device: Device, binary: Path, name: str) -> str:
    """Push a binary into the device's work dir; returns its remote path."""
    remote = f"{device.workdir()}/{name}"
    device.push(binary, remote)
    return remote


def run_check(device: Device, remote_bin: str, timeout: float = 120.0) -> tuple[bytes | None, str, str]:
    """Run ``BIN check OUT`` and fetch the dump.

    Returns:
        ``(dump, status, message)``: dump is ``None`` unless status is ``ok``; status is ``ok``,
        ``crash`` or ``timeout`` (other failures count as ``crash``: the kernel did not finish).
    """
    out = remote_bin + ".out"
    r = device.shell([remote_bin, "check", out], timeout)
    if r.timed_out:
        return None, "timeout", f"kernel ran past {timeout:.0f} s"
    if r.returncode != 0:
        return None, "crash", f"kernel exited with {r.returncode}: {r.stderr.strip()[-500:]}"
    with tempfile.TemporaryDirectory() as tmp:
        local = Path(tmp) / "out.bin"
        device.pull(out, local)
        data = local.read_bytes()
    device.shell(["rm", "-f", out], 30)
    return data, "ok", ""


#: a timed process that is not a harness binary (a peer's own tool): runs once, pinned as the caller set it up,
#: and returns its samples (ns); it raises :class:`~mqss_edge.errors.DeviceError` when it fails
Runner = Callable[[], tuple[int, ...]]


def time_interleaved(device: Device, binaries: Mapping[str, str | Runner], *, warmup: int, repeat: int,
                     processes: int, pin: str | None, drop_caches: bool, timeout: float = 300.0
                     ) -> dict[str, Measurement]:
    """Time several binaries A/B-interleaved: process k of every variant runs before process k+1 of any.

    The order of variants rotates each round so no variant always runs first after a cache drop. A variant that is
    a :data:`Runner` instead of a binary's path (another tool timed beside the binaries: IREE, PyTorch) is called
    for each of its processes; its samples count as they come (``repeat`` is the binaries').

    Raises:
        DeviceTimeout: a timed run exceeded ``timeout``.
        DeviceError: a binary (or a runner) failed while being timed.
    """
    info = device.info()
    names = list(binaries)
    samples: dict[str, list[tuple[int, ...]]] = {n: [] for n in names}
    dropped = True
    for k in range(processes):
        order = names[k % len(names):] + names[:k % len(names)]
        for name in order:
            if drop_caches:
                dropped = device.drop_caches() and dropped
            target = binaries[name]
            if not isinstance(target, str):
                got = target()
                if not got:
                    raise DeviceError(f"{name}: timed run gave no samples")
                samples[name].append(tuple(got))
                continue
            r = device.run_pinned([target, "time", str(warmup), str(repeat)], pin, timeout)
            if r.timed_out:
                raise DeviceTimeout(f"{name}: timed run exceeded {timeout:.0f} s on {device.spec}")
            if r.returncode != 0:
                raise DeviceError(f"{name}: timed run exited with {r.returncode} on {device.spec}: {r.stderr[-300:]}")
            s = parse_samples(r.stdout)
            if len(s) != repeat:
                raise DeviceError(f"{name}: expected {repeat} samples, got {len(s)}")
            samples[name].append(s)
    pinned = pin if (pin is not None and info.can_pin) else None
    return {n: Measurement(tuple(samples[n]), warmup, info.to_dict(), pinned, drop_caches and dropped,
                           info.emulated) for n in names}


_CG_EVENTS = re.compile(r"^events:\s*(.+)$", re.M)


def cachegrind(device: Device, remote_bin: str, kernel_symbols: Collection[str], timeout: float = 600.0,
               d1: str = "32768,8,64") -> L1Counts:
    """L1 data-cache loads (Dr) and load misses (D1mr) of the kernel's own functions under cachegrind.

    Cache geometry is set explicitly: ``d1`` is the simulated L1D as ``size,assoc,line`` in bytes (default
    this machine's 32 KiB 8-way; a chip profile passes its own), with a 32 KiB 8-way I1 and a 32 MiB LL;
    auto-detection reported nonsense here. The binary must not use AVX-512 (valgrind 3.19 raises SIGILL):
    build it for ``x86_64-v3``. The counts' ``source`` names the geometry (``cachegrind D1=...``).
    """
    out = remote_bin + ".cg"
    r = device.shell(["valgrind", "--tool=cachegrind", "--cache-sim=yes", f"--D1={d1}", "--I1=32768,8,64",
                      "--LL=33554432,16,64", f"--cachegrind-out-file={out}", remote_bin, "once"], timeout)
    if r.timed_out:
        raise DeviceTimeout(f"cachegrind exceeded {timeout:.0f} s")
    if r.returncode != 0:
        raise DeviceError(f"cachegrind failed ({r.returncode}): {r.stderr[-500:]}")
    with tempfile.TemporaryDirectory() as tmp:
        local = Path(tmp) / "cg.out"
        device.pull(out, local)
        text = local.read_text()
    m = _CG_EVENTS.search(text)
    if not m:
        raise DeviceError("cachegrind output has no events line")
    events = m.group(1).split()
    i_dr, i_d1mr = events.index("Dr"), events.index("D1mr")
    loads = misses = 0
    counting = False
    for line in text.splitlines():
        if line.startswith("fn="):
            name = line[3:].strip()
            counting = name in kernel_symbols
        elif counting and line[:1].isdigit():
            vals = line.split()[1:]
            if len(vals) > max(i_dr, i_d1mr):
                loads += int(vals[i_dr])
                misses += int(vals[i_d1mr])
    return L1Counts(loads, misses, "cachegrind" if d1 == "32768,8,64" else f"cachegrind D1={d1}")


def perf_l1(device: Device, remote_bin: str, tool: str = "perf", timeout: float = 120.0) -> L1Counts:
    """L1 loads/misses from hardware counters (``perf stat`` or Android's ``simpleperf stat``).

    Counts the whole ``once`` run; the harness's own fill is small next to the kernel for the
    corpus sizes, and the figure is labelled with its source.
    """
    r = device.shell([tool, "stat", "-x,", "-e", "L1-dcache-loads,L1-dcache-load-misses", remote_bin, "once"],
                     timeout)
    loads = misses = None
    for line in (r.stderr + r.stdout).splitlines():
        parts = line.split(",")
        if len(parts) >= 3 and parts[0].strip().isdigit():
            if "L1-dcache-load-misses" in line:
                misses = int(parts[0])
            elif "L1-dcache-loads" in line:
                loads = int(parts[0])
    if loads is None or misses is None:
        return L1Counts(None, None, "unavailable")
    return L1Counts(loads, misses, tool)
