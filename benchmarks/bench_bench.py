#!/usr/bin/env python3
"""``mqss-edge bench`` benchmark: adb loopback vs local, and what ``--compare`` costs.

Uses the real adb server bundled with adbutils and the test ADB daemon (``tests/device``) on
127.0.0.1, like the test suite. Three parts, each selectable with ``--parts``:

``overhead``
    Per kernel, one x86-64-v3 binary (it runs on both sides) is deployed, checked and timed
    (``time_interleaved``: warmup 3, repeat 10, 3 processes, pinned to CPU 0, no cache drop) on
    :class:`LocalDevice` and over adb loopback. Reports the wall seconds of each measurement, the
    seconds spent inside the timed calls (sum of samples), the rest (the harness's own process
    start, fill and I/O, plus the transport), and adb − local. Also the median round trip of
    ``shell(["true"])`` on each.
``agreement``
    The same binary timed locally and over adb in alternating rounds (processes=1, repeat 20 per
    round): ratio of the medians of per-round medians (adb / local) and each side's CV across rounds
    (population std / mean). ``within_noise``: ``|ratio - 1| <= 2 * sqrt(cv_local² + cv_adb²)`` or 3 %.
``compare``
    A 2-kernel ``mqss-edge bench`` over adb fills a store and a JSON file; then the same command
    again, fully cached, with and without ``--compare`` (wall seconds of each, difference = the
    comparison's cost), and :func:`compare_results` alone on that document and on a synthetic one of
    300 rows × 3 processes × 100 samples.

Output: rich tables on stderr, the JSON document (``schema_version`` 1) on stdout, and with
``--json OUT`` also in a file. Exit status 0 unless a part errors.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # tests.device.peers: the loopback adb peer

SCHEMA_VERSION = 1
ALL_PARTS = ("overhead", "agreement", "compare")
SHAPES = {"mm64": (64, 64, 64), "mm32x48": (32, 48, 40), "mm128": (128, 128, 128)}


def _kernels(tmp: Path) -> dict[str, Path]:
    from tests.conftest import small_matmul

    out = {}
    for name, shape in SHAPES.items():
        p = tmp / f"{name}.mlir"
        p.write_text(small_matmul(*shape))
        out[name] = p
    return out


def _cv(values: list[float]) -> float | None:
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    return statistics.pstdev(values) / mean if mean > 0 else None


def _loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def _builds(kernels: dict[str, Path], tmp: Path) -> dict[str, Path]:
    from mqss_edge.compiler.driver import Status, Target, compile_module
    from mqss_edge.pipeline import Plan

    out = {}
    for name, path in kernels.items():
        res = compile_module(path.read_text(), Plan(), tmp / f"build-{name}", target=Target.X86_64_V3)
        if res.status is not Status.OK or res.binary is None:
            raise RuntimeError(f"{name} did not compile: {res.status.value} {res.message[:300]}")
        out[name] = res.binary
    return out


def _round_trip(dev: Any, n: int = 20) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        dev.shell(["true"], 20)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


# ---- part 1: overhead -------------------------------------------------------------------------------

def bench_overhead(devices: dict[str, Any], binaries: dict[str, Path], log: Any) -> dict[str, Any]:
    from mqss_edge.device import deploy, run_check, time_interleaved

    rows = []
    rtt = {side: round(_round_trip(dev) * 1e3, 3) for side, dev in devices.items()}
    for name, binary in binaries.items():
        row: dict[str, Any] = {"kernel": name}
        for side, dev in devices.items():
            t0 = time.perf_counter()
            remote = deploy(dev, binary, f"ov-{name}.bin")
            dump, status, msg = run_check(dev, remote)
            t1 = time.perf_counter()
            ms = time_interleaved(dev, {"k": remote}, warmup=3, repeat=10, processes=3, pin="0",
                                  drop_caches=False)["k"]
            t2 = time.perf_counter()
            inside = sum(sum(p) for p in ms.samples_ns) / 1e9
            row[side] = {"deploy_check_s": round(t1 - t0, 4), "timing_s": round(t2 - t1, 4),
                         "total_s": round(t2 - t0, 4), "inside_timed_calls_s": round(inside, 5),
                         "rest_s": round(t2 - t1 - inside, 4), "median_ms": round(ms.stats().median, 5),
                         "check": status}
            if status != "ok":
                raise RuntimeError(f"{name} on {side}: check {status}: {msg}")
        row["adb_minus_local_s"] = round(row["adb"]["total_s"] - row["local"]["total_s"], 4)
        row["adb_over_local"] = round(row["adb"]["total_s"] / row["local"]["total_s"], 3)
        rows.append(row)
        log(f"[dim]overhead {name}: local {row['local']['total_s']:.3f} s, adb {row['adb']['total_s']:.3f} s[/dim]")
    return {"measurement": "deploy + check + time_interleaved(warmup 3, repeat 10, processes 3, pin 0)",
            "shell_round_trip_ms": rtt, "rows": rows}


# ---- part 2: agreement ------------------------------------------------------------------------------

def bench_agreement(devices: dict[str, Any], binaries: dict[str, Path], rounds: int, log: Any) -> dict[str, Any]:
    from mqss_edge.device import deploy, time_interleaved

    out = []
    for name, binary in binaries.items():
        remote = {side: deploy(dev, binary, f"ag-{name}.bin") for side, dev in devices.items()}
        meds: dict[str, list[float]] = {side: [] for side in devices}
        for i in range(rounds):
            order = list(devices) if i % 2 == 0 else list(reversed(list(devices)))
            for side in order:
                m = time_interleaved(devices[side], {"k": remote[side]}, warmup=3, repeat=20, processes=1, pin="0",
                                     drop_caches=False)["k"]
                meds[side].append(m.stats().median)
        loc, adb = statistics.median(meds["local"]), statistics.median(meds["adb"])
        cv_l, cv_a = _cv(meds["local"]) or 0.0, _cv(meds["adb"]) or 0.0
        ratio = adb / loc
        tol = max(0.03, 2 * math.sqrt(cv_l ** 2 + cv_a ** 2))
        out.append({"kernel": name, "local_median_ms": round(loc, 5), "adb_median_ms": round(adb, 5),
                    "ratio_adb_over_local": round(ratio, 4), "cv_local": round(cv_l, 4), "cv_adb": round(cv_a, 4),
                    "tolerance": round(tol, 4), "within_noise": abs(ratio - 1) <= tol,
                    "round_medians_ms": {k: [round(x, 5) for x in v] for k, v in meds.items()}})
        log(f"[dim]agreement {name}: ratio {ratio:.3f} (cv local {cv_l:.2%}, adb {cv_a:.2%})[/dim]")
    return {"rounds": rounds, "per_round": "time_interleaved(warmup 3, repeat 20, processes 1, pin 0)",
            "rows": out}


# ---- part 3: the cost of --compare ------------------------------------------------------------------

def _synthetic(rows: int, procs: int, samples: int, factor: float, seed: int) -> dict[str, Any]:
    import numpy as np

    from mqss_edge.measurement import Measurement

    rng = np.random.default_rng(seed)
    res = []
    for i in range(rows):
        s = tuple(tuple(int(x) for x in rng.normal(1e5 * factor, 3e3, samples)) for _ in range(procs))
        res.append({"device": "adb:x", "identity_key": "k", "module": f"m{i}", "module_sha256": f"{i:064x}",
                    "variant": "default", "plan": "", "target": "aarch64", "emulated": False, "status": "ok",
                    "runtime": Measurement(s, 3, {}, "0", False, False).to_dict()})
    return {"devices": [{"identity_key": "k"}], "results": res}


def bench_compare(kernels: dict[str, Path], env: dict[str, str], spec: str, tmp: Path, log: Any) -> dict[str, Any]:
    from mqss_edge.bench import compare_results, load_result

    mods = [a for name in ("mm64", "mm32x48") for a in ("--module", str(kernels[name]))]
    base = [sys.executable, "-m", "mqss_edge.cli", "bench", "--device", spec, *mods, "--repeat", "5",
            "--no-drop-caches", "--no-l1", "--store", str(tmp / "cmp.sqlite")]

    def cli(*extra: str) -> float:
        t0 = time.perf_counter()
        r = subprocess.run([*base, *extra], capture_output=True, text=True, timeout=300, cwd=REPO,
                           env={**os.environ, **env})
        if r.returncode != 0:
            raise RuntimeError(f"mqss-edge bench exited {r.returncode}: {r.stderr[-1000:]}")
        return time.perf_counter() - t0

    first = cli("--json", str(tmp / "a.json"))
    cached = [cli() for _ in range(3)]
    with_compare = [cli("--compare", str(tmp / "a.json"), "--fail-on-regression", "25") for _ in range(3)]
    doc = load_result(tmp / "a.json")
    t0 = time.perf_counter()
    c = compare_results(doc, doc, threshold_pct=25)
    small = time.perf_counter() - t0
    old = _synthetic(300, 3, 100, 1.0, 1)
    t0 = time.perf_counter()
    big = compare_results(old, _synthetic(300, 3, 100, 1.02, 2), threshold_pct=5)
    large = time.perf_counter() - t0
    t0 = time.perf_counter()
    worst = compare_results(old, _synthetic(300, 3, 100, 1.5, 3), threshold_pct=5)
    large_worst = time.perf_counter() - t0
    log(f"[dim]compare: cached run {statistics.median(cached):.2f} s, with --compare "
        f"{statistics.median(with_compare):.2f} s[/dim]")
    return {
        "first_run_s": round(first, 3),
        "cached_run_s": [round(x, 3) for x in cached],
        "cached_run_with_compare_s": [round(x, 3) for x in with_compare],
        "compare_cost_s": round(statistics.median(with_compare) - statistics.median(cached), 3),
        "compare_results_s": {"this_document": round(small, 4), "rows": len(c.rows),
                              "synthetic_300x3x100_2pct_shift": round(large, 3),
                              "synthetic_regressions_at_5pct_on_2pct_shift": len(big.regressions),
                              "synthetic_300x3x100_all_1.5x": round(large_worst, 3),
                              "synthetic_regressions_on_1.5x": len(worst.regressions)},
    }


# ---- main ---------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--parts", nargs="+", choices=ALL_PARTS, default=list(ALL_PARTS))
    ap.add_argument("--rounds", type=int, default=6, help="agreement rounds per side")
    ap.add_argument("--json", type=Path, help="also write the JSON document here")
    args = ap.parse_args(argv)

    from rich.console import Console
    from rich.table import Table

    from mqss_edge.device.adb import AdbDevice
    from mqss_edge.device.local import LocalDevice
    from tests.device.peers import AdbServer, DaemonProcess

    err = Console(stderr=True)
    doc: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "benchmark": "bench",
                           "host": {"node": platform.node(), "cpus": os.cpu_count(), "loadavg_start": _loadavg()},
                           "parts": {}, "errors": {}}
    status = 0
    with tempfile.TemporaryDirectory(prefix="bench-bench-") as td:
        tmp = Path(td)
        (tmp / "adb-home").mkdir()
        server = AdbServer(tmp / "adb-home")
        daemon = DaemonProcess(server)
        try:
            kernels = _kernels(tmp)
            binaries = _builds(kernels, tmp)
            devices = {"local": LocalDevice(), "adb": AdbDevice(daemon.serial, host=server.host, port=server.port)}
            env = {"ADB_SERVER_HOST": server.host, "ADB_SERVER_PORT": str(server.port)}
            for part in args.parts:
                t0 = time.perf_counter()
                try:
                    if part == "overhead":
                        doc["parts"][part] = bench_overhead(devices, binaries, err.print)
                    elif part == "agreement":
                        doc["parts"][part] = bench_agreement(devices, binaries, args.rounds, err.print)
                    else:
                        doc["parts"][part] = bench_compare(kernels, env, f"adb:{daemon.serial}", tmp, err.print)
                    doc["parts"][part]["seconds"] = round(time.perf_counter() - t0, 2)
                except Exception:  # noqa: BLE001 - recorded, the other parts still run
                    doc["errors"][part] = traceback.format_exc()
                    err.print(f"[red]{part} failed[/red]\n{doc['errors'][part]}")
                    status = 1
            for d in devices.values():
                d.close()
        finally:
            daemon.stop()
            server.stop()
    doc["host"]["loadavg_end"] = _loadavg()

    if "overhead" in doc["parts"]:
        p = doc["parts"]["overhead"]
        t = Table(title=f"measurement overhead (shell round trip: local {p['shell_round_trip_ms']['local']} ms, "
                        f"adb {p['shell_round_trip_ms']['adb']} ms)")
        for col in ("kernel", "local s", "adb s", "adb − local s", "timed calls s", "median ms local / adb"):
            t.add_column(col)
        for r in p["rows"]:
            t.add_row(r["kernel"], f"{r['local']['total_s']:.3f}", f"{r['adb']['total_s']:.3f}",
                      f"{r['adb_minus_local_s']:+.3f}", f"{r['local']['inside_timed_calls_s']:.4f}",
                      f"{r['local']['median_ms']:.4f} / {r['adb']['median_ms']:.4f}")
        err.print(t)
    if "agreement" in doc["parts"]:
        t = Table(title="same binary, local vs adb loopback (median of per-round medians)")
        for col in ("kernel", "local ms", "adb ms", "adb/local", "CV local", "CV adb", "within noise"):
            t.add_column(col)
        for r in doc["parts"]["agreement"]["rows"]:
            t.add_row(r["kernel"], f"{r['local_median_ms']:.4f}", f"{r['adb_median_ms']:.4f}",
                      f"{r['ratio_adb_over_local']:.3f}", f"{r['cv_local']:.2%}", f"{r['cv_adb']:.2%}",
                      str(r["within_noise"]))
        err.print(t)
    if "compare" in doc["parts"]:
        p = doc["parts"]["compare"]
        t = Table(title="cost of --compare")
        t.add_column("what")
        t.add_column("seconds")
        t.add_row("first run (2 kernels, adb)", f"{p['first_run_s']:.2f}")
        t.add_row("cached rerun (median)", f"{statistics.median(p['cached_run_s']):.2f}")
        t.add_row("cached rerun + --compare (median)", f"{statistics.median(p['cached_run_with_compare_s']):.2f}")
        t.add_row("compare_results, this document", f"{p['compare_results_s']['this_document']:.4f}")
        cr = p["compare_results_s"]
        t.add_row("compare_results, 300 rows × 3 × 100 samples, 2% shift",
                  f"{cr['synthetic_300x3x100_2pct_shift']:.3f} "
                  f"({cr['synthetic_regressions_at_5pct_on_2pct_shift']} flagged)")
        t.add_row("compare_results, 300 rows, all 1.5× slower",
                  f"{cr['synthetic_300x3x100_all_1.5x']:.3f} ({cr['synthetic_regressions_on_1.5x']} flagged)")
        err.print(t)
    text = json.dumps(doc, indent=1)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
