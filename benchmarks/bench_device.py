#!/usr/bin/env python3
"""Per-command overhead of the device backends: adb and ssh over loopback vs the local machine.

For each backend: ``shell(["true"])`` ``--n-shell`` times (50) and ``push`` of a ``--size``-byte file
(200 KB) ``--n-push`` times (20), after one untimed warm-up of each. The remote peers are the test
peers of ``tests/device``: the bundled adb server + ``adb_daemon.py``, and a throwaway sshd, all on
127.0.0.1, so the figures are protocol + process overhead with no network in the way (a USB phone or
a board on Ethernet adds its link on top). The test sshd keeps bash from sourcing ~/.bashrc (see
``tests/device/peers.py``); a real board's login shell runs its rc files on every command, which can
cost more than the protocol (root's ~/.bashrc here runs ``pyenv init``: +0.1-0.2 s a command).
``start_to_remote_s`` is the time from starting the ssh client to the remote command running.

Output: a rich table on stderr, the JSON document (``schema_version`` 1, raw samples included) on
stdout, and with ``--json OUT`` also in a file.

    python benchmarks/bench_device.py
    python benchmarks/bench_device.py --backends adb,local --n-shell 200
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the loopback peers live in tests/device

SCHEMA_VERSION = 1
BACKENDS = ("local", "adb", "ssh")


def _samples(fn: Callable[[], object], n: int) -> list[float]:
    fn()  # warm-up: work dir creation, first connection, probe
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def _stats(samples: list[float]) -> dict[str, float]:
    s = sorted(samples)
    return {"median_s": statistics.median(s), "mean_s": statistics.fmean(s), "min_s": s[0],
            "p90_s": s[min(len(s) - 1, int(0.9 * len(s)))], "max_s": s[-1]}


def _measure(device: Any, blob: Path, n_shell: int, n_push: int) -> dict[str, Any]:
    from mqss_edge.errors import DeviceError

    def shell() -> None:
        r = device.shell(["true"], 30)
        if not r.ok:
            raise DeviceError(f"`true` failed on {device.spec}: {r}")

    shell_s = _samples(shell, n_shell)
    push_s = _samples(lambda: device.push(blob, f"{device.workdir()}/blob.bin"), n_push)
    return {"device": device.info().to_dict(), "shell_true": {"samples_s": shell_s, **_stats(shell_s)},
            "push": {"bytes": blob.stat().st_size, "samples_s": push_s, **_stats(push_s)}}


def _start_to_remote_s(device: Any, n: int = 10) -> float:
    """Median seconds between the ssh client starting and the remote command running (same clock)."""
    gaps = []
    for _ in range(n):
        t = time.time()
        r = device.shell(["date", "+%s.%N"], 30)
        gaps.append(float(r.stdout) - t)
    return statistics.median(gaps)


def run(backends: list[str], n_shell: int, n_push: int, size: int) -> dict[str, Any]:
    from mqss_edge.device import AdbDevice, LocalDevice, SshDevice
    from tests.device.peers import AdbServer, DaemonProcess, Sshd, sshd_missing

    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-device-") as tmp:
        tmpdir = Path(tmp)
        blob = tmpdir / "blob.bin"
        blob.write_bytes(os.urandom(size))
        for name in backends:
            stops: list[Callable[[], None]] = []
            try:
                if name == "local":
                    device: Any = LocalDevice()
                elif name == "adb":
                    server = AdbServer(tmpdir)
                    stops.append(server.stop)
                    daemon = DaemonProcess(server)
                    stops.insert(0, daemon.stop)
                    device = AdbDevice(daemon.serial, host=server.host, port=server.port)
                elif name == "ssh":
                    if (why := sshd_missing()) is not None:
                        results[name] = {"skipped": why}
                        continue
                    sshd = Sshd(tmpdir / "sshd")
                    stops.append(sshd.stop)
                    device = SshDevice.from_spec(sshd.spec, **sshd.device_kwargs())
                else:
                    raise SystemExit(f"unknown backend {name!r}; choose from {', '.join(BACKENDS)}")
                with device:
                    results[name] = _measure(device, blob, n_shell, n_push)
                    if name == "ssh":
                        results[name]["start_to_remote_s"] = _start_to_remote_s(device)
            finally:
                for stop in stops:
                    stop()
    return {"schema_version": SCHEMA_VERSION, "benchmark": "device_overhead",
            "host": {"machine": platform.machine(), "node": platform.node(), "cpus": os.cpu_count(),
                     "loadavg": os.getloadavg()},
            "config": {"n_shell": n_shell, "n_push": n_push, "push_bytes": size}, "results": results}


def render(doc: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"device overhead (shell `true` ×{doc['config']['n_shell']}, "
                        f"push {doc['config']['push_bytes'] // 1000} KB ×{doc['config']['n_push']})")
    for col in ("backend", "shell median ms", "shell p90 ms", "push median ms", "push p90 ms", "push MB/s",
                "note"):
        table.add_column(col, justify="left" if col in ("backend", "note") else "right")
    for name, r in doc["results"].items():
        if "skipped" in r:
            table.add_row(name, "-", "-", "-", "-", "-", r["skipped"])
            continue
        sh, pu = r["shell_true"], r["push"]
        note = f"to remote cmd {r['start_to_remote_s'] * 1e3:.0f} ms" if "start_to_remote_s" in r else ""
        table.add_row(name, f"{sh['median_s'] * 1e3:.2f}", f"{sh['p90_s'] * 1e3:.2f}", f"{pu['median_s'] * 1e3:.2f}",
                      f"{pu['p90_s'] * 1e3:.2f}", f"{pu['bytes'] / pu['median_s'] / 1e6:.0f}", note)
    Console(stderr=True).print(table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", default=",".join(BACKENDS), help="comma-separated: local,adb,ssh")
    parser.add_argument("--n-shell", type=int, default=50)
    parser.add_argument("--n-push", type=int, default=20)
    parser.add_argument("--size", type=int, default=200_000, help="bytes per pushed file")
    parser.add_argument("--json", type=Path, help="also write the JSON document here")
    args = parser.parse_args(argv)
    doc = run([b.strip() for b in args.backends.split(",") if b.strip()], args.n_shell, args.n_push, args.size)
    render(doc)
    text = json.dumps(doc, indent=2)
    print(text)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
