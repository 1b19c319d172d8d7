#!/usr/bin/env python3
"""Engine benchmark on the bundled 256³ matmul: overhead, run-to-run spread, cachegrind cost.

Three parts, each selectable with ``--parts``:

``overhead``
    Wall seconds per candidate for :meth:`Engine.evaluate` without timing runs (compile + check),
    on a fresh temporary :class:`Store` so nothing is cached. The reference build is done once
    beforehand and not counted; the harness object cache (``MQSS_CACHE``) also points at the temp
    dir, so it is built cold by that reference build. Reports per-candidate wall (median, max), the
    compile split (opt / translate / cc / link), the check time (binary ``check`` run, dump pull and
    compare) and the rest (``llvm-size``, temp dirs, store I/O). Target: median ≤ 0.5 s.
``spread``
    One binary per plan (default and tuned), compiled once with :func:`compile_module`, deployed on
    :class:`LocalDevice`, then ``time_interleaved`` called ``--runs`` times (processes=1, warmup=3,
    repeat=20 by default) pinned to CPU ``--pin`` and again unpinned. Reports the coefficient of
    variation of the per-call medians (population std / mean, as in :class:`RuntimeStats`).
    Target: CV ≤ 3 % pinned.
``cachegrind``
    Wall time of :func:`cachegrind` on an x86-64-v3 build vs a plain ``once`` run of the same binary,
    both through ``LocalDevice.shell``, for the default and the tuned plan.

Output: rich tables on stderr, the JSON document (``schema_version`` 1) on stdout, and with
``--json OUT`` also in a file. Exit status is 0 unless a part errors (or ``--strict`` and a target
is missed).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1
KERNEL = "matmul_256.mlir"
OVERHEAD_TARGET_S = 0.5
CV_TARGET = 0.03

CANDIDATES: list[str] = [
    "",  # default Plan()
    "tensor(transform{rank=3 tile=8,32,16 vectorize=true})",
    "tensor(transform{rank=3 tile=8,16,64 vectorize=true})",
    "affine(func.func(affine-loop-tile{tile-size=32}))",
    "tensor(linalg-fuse-elementwise-ops)",
    "affine(func.func(affine-loop-unroll{unroll-factor=4}))",
]
STAGES = ("opt", "translate", "cc", "link")
ALL_PARTS = ("overhead", "spread", "cachegrind")


# The 256^3 matmul's hand-tuned schedule (see FACTS: tile [8,32,16] + vectorize).
TUNED = "tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})"


def _label(plan_text: str) -> str:
    return plan_text or "(default)"


def _cv(values: list[float]) -> float | None:
    """Population std / mean (same definition as ``RuntimeStats.cv``)."""
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    return statistics.pstdev(values) / mean if mean > 0 else None


def _loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


# ---- part 1: engine overhead ------------------------------------------------------------------------


def bench_overhead(text: str, tmp: Path, rounds: int, log: Any) -> dict[str, Any]:
    from mqss_edge.engine import Engine
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store

    rows: list[dict[str, Any]] = []
    reference_s: list[float] = []
    for rnd in range(rounds):
        rdir = tmp / f"overhead-{rnd}"
        engine = Engine(store=Store(rdir / "results.sqlite"), workroot=rdir / "work")
        check_s: list[float] = []
        orig_check = engine._check

        def timed_check(*a: Any, _orig: Any = orig_check, _acc: list[float] = check_s, **k: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return _orig(*a, **k)
            finally:
                _acc.append(time.perf_counter() - t0)

        engine._check = timed_check  # type: ignore[method-assign]
        try:
            t0 = time.perf_counter()
            engine.reference(text)  # not counted: validate + -O0 build + reference run (+ cold harness object)
            reference_s.append(time.perf_counter() - t0)
            log(f"[dim]round {rnd + 1}/{rounds}: reference build {reference_s[-1]:.2f} s (not counted)[/dim]")
            for plan_text in CANDIDATES:
                plan = Plan.parse(plan_text)
                check_s.clear()
                t0 = time.perf_counter()
                ev = engine.evaluate(text, plan)
                wall = time.perf_counter() - t0
                cms = {k: round(float(v), 2) for k, v in ev.compile_ms.items()}
                chk_ms = sum(check_s) * 1e3
                rows.append({
                    "round": rnd, "plan": _label(plan_text), "status": ev.status.value, "cached": ev.cached,
                    "stage": ev.stage, "wall_s": round(wall, 4), "compile_ms": cms,
                    "check_ms": round(chk_ms, 2),
                    "other_ms": round(wall * 1e3 - cms.get("total", 0.0) - chk_ms, 2),
                    "text_bytes": ev.text_bytes, "max_abs_error": ev.max_abs_error,
                })
                log(f"[dim]  {_label(plan_text)}: {ev.status.value} {wall:.3f} s[/dim]")
        finally:
            engine.close()

    walls = [r["wall_s"] for r in rows]
    ok_walls = [r["wall_s"] for r in rows if r["status"] == "ok"]

    def med(key: str, sub: str | None = None) -> float | None:
        vals = [(r[key].get(sub) if sub else r[key]) for r in rows if r["status"] == "ok"]
        vals = [v for v in vals if v is not None]
        return round(statistics.median(vals), 2) if vals else None

    summary = {
        "candidates": len(CANDIDATES), "rounds": rounds, "evaluations": len(rows),
        "ok": sum(r["status"] == "ok" for r in rows),
        "cached_hits": sum(bool(r["cached"]) for r in rows),
        "wall_s": {"median": round(statistics.median(walls), 4), "max": round(max(walls), 4),
                   "min": round(min(walls), 4), "mean": round(statistics.fmean(walls), 4)},
        "wall_s_ok_only": ({"median": round(statistics.median(ok_walls), 4), "max": round(max(ok_walls), 4)}
                           if ok_walls else None),
        "median_ms_ok_only": {**{s: med("compile_ms", s) for s in (*STAGES, "total")},
                              "check": med("check_ms"), "other": med("other_ms")},
    }
    return {
        "target_s": OVERHEAD_TARGET_S, "reference_s": [round(x, 3) for x in reference_s],
        "harness_cache": "cold (MQSS_CACHE in temp dir, built by the uncounted reference build)",
        "rows": rows, "summary": summary,
        "met_median": summary["wall_s"]["median"] <= OVERHEAD_TARGET_S,
        "met_max": summary["wall_s"]["max"] <= OVERHEAD_TARGET_S,
    }


# ---- shared: build both plans -----------------------------------------------------------------------


def _build(text: str, plans: dict[str, str], tmp: Path, target: Any) -> dict[str, Any]:
    from mqss_edge.compiler.driver import Status, compile_module
    from mqss_edge.pipeline import Plan

    out = {}
    for name, plan_text in plans.items():
        res = compile_module(text, Plan.parse(plan_text), tmp / f"build-{target.value}-{name}", target=target)
        if res.status is not Status.OK or res.binary is None:
            raise RuntimeError(f"{name} plan did not compile for {target.value}: {res.status.value} in "
                               f"{res.stage}: {res.message[:300]}")
        out[name] = res
    return out


# ---- part 2: run-to-run spread ----------------------------------------------------------------------


def bench_spread(text: str, plans: dict[str, str], tmp: Path, runs: int, warmup: int, repeat: int, pin: str,
                 drop_caches: bool, log: Any) -> dict[str, Any]:
    from mqss_edge.compiler.driver import Target
    from mqss_edge.device import deploy, time_interleaved
    from mqss_edge.device.local import LocalDevice

    builds = _build(text, plans, tmp, Target.HOST)
    dev = LocalDevice()
    try:
        info = dev.info()
        remote = {n: deploy(dev, r.binary, f"spread-{n}.bin") for n, r in builds.items()}
        modes: dict[str, Any] = {}
        for mode, p in (("pinned", pin), ("unpinned", None)):
            medians: dict[str, list[float]] = {n: [] for n in remote}
            t0 = time.perf_counter()
            effective = None
            for i in range(runs):
                # Rotate which plan goes first so neither always follows the other.
                order = list(remote) if i % 2 == 0 else list(reversed(list(remote)))
                ms = time_interleaved(dev, {n: remote[n] for n in order}, warmup=warmup, repeat=repeat,
                                      processes=1, pin=p, drop_caches=drop_caches)
                for n, m in ms.items():
                    medians[n].append(m.stats().median)
                    effective = m.pinned
            secs = time.perf_counter() - t0
            per_plan = {}
            for n, vals in medians.items():
                cv = _cv(vals)
                per_plan[n] = {
                    "plan": _label(plans[n]), "medians_ms": [round(v, 4) for v in vals],
                    "mean_ms": round(statistics.fmean(vals), 4), "min_ms": round(min(vals), 4),
                    "max_ms": round(max(vals), 4), "max_over_min": round(max(vals) / min(vals), 4),
                    "cv": round(cv, 5) if cv is not None else None,
                }
            cvs = [v["cv"] for v in per_plan.values() if v["cv"] is not None]
            modes[mode] = {"pin": p, "effective_pin": effective, "seconds": round(secs, 2), "plans": per_plan,
                           "max_cv": max(cvs) if cvs else None}
            log(f"[dim]spread {mode}: " + ", ".join(f"{n} cv={v['cv']:.2%}" for n, v in per_plan.items()
                                                    if v["cv"] is not None) + f" ({secs:.1f} s)[/dim]")
    finally:
        dev.close()
    mx = modes["pinned"]["max_cv"]
    return {
        "runs": runs, "warmup": warmup, "repeat": repeat, "processes": 1, "drop_caches": drop_caches,
        "can_pin": info.can_pin, "num_cpus": info.num_cpus, "target_cv": CV_TARGET,
        "statistic": "CV = population std / mean of the per-call medians",
        "modes": modes, "met_pinned": (mx <= CV_TARGET) if mx is not None else None,
    }


# ---- part 3: cachegrind cost factor -----------------------------------------------------------------


def bench_cachegrind(text: str, plans: dict[str, str], tmp: Path, once_runs: int, cg_runs: int,
                     log: Any) -> dict[str, Any]:
    from mqss_edge.compiler.driver import Target
    from mqss_edge.device import cachegrind, deploy
    from mqss_edge.device.local import LocalDevice
    from mqss_edge.compiler.abi import object_symbols

    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind not found"}
    builds = _build(text, plans, tmp, Target.X86_64_V3)
    syms = object_symbols(text)
    dev = LocalDevice()
    out: dict[str, Any] = {}
    try:
        for name, res in builds.items():
            remote = deploy(dev, res.binary, f"cg-{name}.bin")
            dev.shell([remote, "once"], 60)  # page the binary in; not counted
            once = []
            for _ in range(once_runs):
                t0 = time.perf_counter()
                r = dev.shell([remote, "once"], 120)
                once.append(time.perf_counter() - t0)
                if not r.ok:
                    raise RuntimeError(f"{name}: once run failed ({r.returncode}): {r.stderr[-300:]}")
            cg = []
            counts = None
            for _ in range(cg_runs):
                t0 = time.perf_counter()
                counts = cachegrind(dev, remote, syms)
                cg.append(time.perf_counter() - t0)
            # Fixed cost: the harness with an unknown mode fills its inputs and exits 64 without calling
            # the kernel, so these runs are process start-up + fill (+ valgrind start-up) only.
            t0 = time.perf_counter()
            dev.shell([remote, "none"], 60)
            fixed_once = time.perf_counter() - t0
            t0 = time.perf_counter()
            dev.shell(["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--D1=32768,8,64", "--I1=32768,8,64",
                       "--LL=33554432,16,64", f"--cachegrind-out-file={remote}.cg0", remote, "none"], 600)
            fixed_cg = time.perf_counter() - t0
            once_med, cg_med = statistics.median(once), statistics.median(cg)
            k_once, k_cg = once_med - fixed_once, cg_med - fixed_cg
            out[name] = {
                "plan": _label(plans[name]), "once_s": [round(x, 4) for x in once], "once_median_s": round(once_med, 4),
                "cachegrind_s": [round(x, 3) for x in cg], "cachegrind_median_s": round(cg_med, 3),
                "factor": round(cg_med / once_med, 1) if once_med > 0 else None,
                "no_kernel_once_s": round(fixed_once, 4), "no_kernel_cachegrind_s": round(fixed_cg, 3),
                "kernel_factor": round(k_cg / k_once, 1) if k_once > 0.001 and k_cg > 0 else None,
                "l1": counts.to_dict() if counts else None, "text_bytes": res.text_bytes,
            }
            log(f"[dim]cachegrind {name}: once {once_med:.3f} s, cachegrind {cg_med:.2f} s, "
                f"x{out[name]['factor']}[/dim]")
    finally:
        dev.close()
    return {"target": Target.X86_64_V3.value, "once_runs": once_runs, "cachegrind_runs": cg_runs,
            "timed": "wall of LocalDevice.shell([...bin, 'once']) vs wall of device._runner.cachegrind() "
                     "(includes pulling and parsing the cachegrind output)",
            "kernel_factor": "(cachegrind - cachegrind of a no-kernel run) / (once - no-kernel run); "
                             "null when the kernel's native share is under 1 ms (too noisy)",
            "plans": out}


# ---- rendering --------------------------------------------------------------------------------------


def render(doc: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    def f(v: Any, fmt: str = "{:.1f}") -> str:
        return "-" if v is None else fmt.format(v)

    parts = doc["parts"]
    ov = parts.get("overhead")
    if ov and "error" not in ov:
        t = Table(title=f"Engine overhead per candidate ({KERNEL}, compile + check, fresh store)")
        for c in ("plan", "status", "wall s", "opt ms", "translate ms", "cc ms", "link ms", "check ms", "other ms"):
            t.add_column(c, justify="left" if c in ("plan", "status") else "right")
        for r in ov["rows"]:
            c = r["compile_ms"]
            t.add_row(r["plan"], r["status"], f(r["wall_s"], "{:.3f}"), *(f(c.get(s)) for s in STAGES),
                      f(r["check_ms"]), f(r["other_ms"]))
        s = ov["summary"]
        m = s["median_ms_ok_only"]
        t.add_section()
        t.add_row("median (ok)", "", f(s["wall_s_ok_only"]["median"] if s["wall_s_ok_only"] else None, "{:.3f}"),
                  *(f(m[x]) for x in STAGES), f(m["check"]), f(m["other"]))
        console.print(t)
        verdict = "[green]met[/green]" if ov["met_median"] else "[red]missed[/red]"
        console.print(f"wall per candidate: median {s['wall_s']['median']:.3f} s, max {s['wall_s']['max']:.3f} s "
                      f"(target ≤ {ov['target_s']} s: median {verdict}, max "
                      f"{'[green]met[/green]' if ov['met_max'] else '[red]missed[/red]'}); "
                      f"reference build {ov['reference_s']} s not counted")
    sp = parts.get("spread")
    if sp and "error" not in sp:
        t = Table(title=f"Run-to-run spread of the median ({sp['runs']} calls, processes=1, "
                        f"warmup={sp['warmup']}, repeat={sp['repeat']})")
        for c in ("mode", "plan", "mean ms", "min ms", "max ms", "max/min", "CV"):
            t.add_column(c, justify="left" if c in ("mode", "plan") else "right")
        for mode, md in sp["modes"].items():
            for n, v in md["plans"].items():
                t.add_row(f"{mode} ({md['effective_pin'] or '-'})", n, f(v["mean_ms"], "{:.3f}"),
                          f(v["min_ms"], "{:.3f}"), f(v["max_ms"], "{:.3f}"), f(v["max_over_min"], "{:.3f}"),
                          f(v["cv"] * 100 if v["cv"] is not None else None, "{:.2f}%"))
        console.print(t)
        met = sp["met_pinned"]
        console.print(f"pinned CV target ≤ {sp['target_cv']:.0%}: "
                      + ("[green]met[/green]" if met else "[red]missed[/red]" if met is not None else "n/a"))
    cg = parts.get("cachegrind")
    if cg and "error" not in cg and "plans" in cg:
        t = Table(title=f"Cachegrind cost factor ({cg['target']} build, wall)")
        for c in ("plan", "once s", "cachegrind s", "factor", "no-kernel once s", "no-kernel cg s",
                  "kernel factor", "L1 loads", "L1 misses", "miss rate"):
            t.add_column(c, justify="left" if c == "plan" else "right")
        for n, v in cg["plans"].items():
            l1 = v["l1"] or {}
            t.add_row(n, f(v["once_median_s"], "{:.3f}"), f(v["cachegrind_median_s"], "{:.2f}"),
                      f(v["factor"], "{:.0f}x"), f(v["no_kernel_once_s"], "{:.3f}"),
                      f(v["no_kernel_cachegrind_s"], "{:.2f}"), f(v["kernel_factor"], "{:.0f}x"),
                      f(l1.get("loads"), "{:,}"), f(l1.get("misses"), "{:,}"),
                      f(l1.get("miss_rate"), "{:.2%}"))
        console.print(t)
    for name, p in parts.items():
        if isinstance(p, dict) and "error" in p:
            console.print(f"[red]{name} failed:[/red] {p['error']}")


# ---- main -------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", metavar="OUT", type=Path, help="also write the JSON document to OUT")
    ap.add_argument("--parts", default=",".join(ALL_PARTS),
                    help=f"comma-separated subset of {','.join(ALL_PARTS)} (default: all)")
    ap.add_argument("--rounds", type=int, default=1,
                    help="overhead: rounds over the candidates, each on a fresh store (default 1)")
    ap.add_argument("--runs", type=int, default=10, help="spread: time_interleaved calls per mode (default 10)")
    ap.add_argument("--warmup", type=int, default=3, help="spread: untimed calls per process (default 3)")
    ap.add_argument("--repeat", type=int, default=20, help="spread: timed calls per process (default 20)")
    ap.add_argument("--pin", default="0", help="spread: CPU list for the pinned mode (default 0)")
    ap.add_argument("--drop-caches", action="store_true",
                    help="spread: drop the page cache before each process (off: it disturbs a shared host)")
    ap.add_argument("--once-runs", type=int, default=3, help="cachegrind: plain once runs per plan (default 3)")
    ap.add_argument("--cg-runs", type=int, default=1, help="cachegrind: cachegrind runs per plan (default 1)")
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    ap.add_argument("--quiet", action="store_true", help="no tables or progress, JSON only")
    args = ap.parse_args(argv)
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    bad = [p for p in parts if p not in ALL_PARTS]
    if bad:
        ap.error(f"unknown part(s): {', '.join(bad)}")

    from rich.console import Console

    # Piped stderr gets rich's 80-column default, which wraps the plan names; widen it.
    console = Console(stderr=True, quiet=args.quiet, width=None if sys.stderr.isatty() else 150)

    def log(msg: str) -> None:
        console.print(msg)

    tmp = Path(tempfile.mkdtemp(prefix="mqss-bench-engine-"))
    os.environ["MQSS_CACHE"] = str(tmp / "cache")  # cold, private harness-object cache
    failed = False
    try:
        from mqss_edge.compiler.toolchain import toolchain
        from mqss_edge.kernels import bundled_kernel

        tc = toolchain()
        text = bundled_kernel(KERNEL)
        plans = {"default": "", "tuned": TUNED}
        doc: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION, "benchmark": "engine", "kernel": KERNEL,
            "plans": {k: _label(v) for k, v in plans.items()},
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "environment": {"python": platform.python_version(), "machine": platform.machine(),
                            "cpus": os.cpu_count(), "mlir_version": tc.mlir_version,
                            "loadavg_start": _loadavg()},
            "parts": {},
        }
        for part in parts:
            t0 = time.perf_counter()
            log(f"[bold]{part}[/bold]")
            try:
                if part == "overhead":
                    res = bench_overhead(text, tmp, args.rounds, log)
                elif part == "spread":
                    res = bench_spread(text, plans, tmp, args.runs, args.warmup, args.repeat, args.pin,
                                       args.drop_caches, log)
                else:
                    res = bench_cachegrind(text, plans, tmp, args.once_runs, args.cg_runs, log)
            except Exception as exc:  # one part failing must not lose the others
                failed = True
                res = {"error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()}
            res["part_seconds"] = round(time.perf_counter() - t0, 2)
            doc["parts"][part] = res
        doc["environment"]["loadavg_end"] = _loadavg()
        doc["targets"] = {
            "overhead_median_le_0_5s": doc["parts"].get("overhead", {}).get("met_median"),
            "overhead_max_le_0_5s": doc["parts"].get("overhead", {}).get("met_max"),
            "spread_pinned_cv_le_3pct": doc["parts"].get("spread", {}).get("met_pinned"),
        }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    render(doc, console)
    text_out = json.dumps(doc, indent=2, sort_keys=False)
    print(text_out)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(text_out + "\n")
        console.print(f"[dim]JSON written to {args.json}[/dim]")
    if failed:
        return 2
    if args.strict and any(v is False for v in doc["targets"].values()):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
