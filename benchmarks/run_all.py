#!/usr/bin/env python3
"""Run every ``benchmarks/bench_*.py`` in turn and print a summary.

Each benchmark runs in its own subprocess with this interpreter, one after another (they time
things: running them side by side would spoil each other's figures). A benchmark that fails or times
out is recorded and the rest still run. Output streams through unchanged.

    python benchmarks/run_all.py                  # all of them
    python benchmarks/run_all.py --only engine    # bench_engine.py only (repeatable)
    python benchmarks/run_all.py --json-dir out/  # pass --json out/<name>.json to each benchmark

Exit status: 0 when every benchmark that ran exited 0, 1 otherwise, 2 when ``--only`` matched nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def discover(directory: Path = HERE) -> list[Path]:
    return sorted(p for p in directory.glob("bench_*.py") if p.is_file())


def short_name(path: Path) -> str:
    """``bench_engine.py`` → ``engine``."""
    return path.stem.removeprefix("bench_")


def matches(path: Path, wanted: list[str]) -> bool:
    """A benchmark matches a filter given as ``engine``, ``bench_engine`` or ``bench_engine.py``."""
    names = {path.name, path.stem, short_name(path)}
    return any(w in names for w in wanted)


def run_one(path: Path, extra: list[str], timeout: float | None) -> tuple[int | None, float, str]:
    """Run one benchmark; returns (exit status or None on timeout, seconds, note)."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(path), *extra], cwd=HERE.parent, start_new_session=True)
    try:
        rc = proc.wait(timeout=timeout)
        note = "" if rc == 0 else (f"killed by signal {-rc}" if rc < 0 else f"exit {rc}")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)  # its own session: only this benchmark and its children
        proc.wait()
        rc, note = None, f"timed out after {timeout:.0f} s"
    except KeyboardInterrupt:
        os.killpg(proc.pid, 9)
        proc.wait()
        raise
    return rc, time.perf_counter() - start, note


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="run only this benchmark (engine, bench_engine or bench_engine.py); repeatable")
    ap.add_argument("--list", action="store_true", help="list the benchmarks found and exit")
    ap.add_argument("--timeout", type=float, default=None, help="seconds per benchmark (default: none)")
    ap.add_argument("--json-dir", type=Path, default=None,
                    help="pass --json DIR/<name>.json to every benchmark (they must accept --json)")
    args = ap.parse_args(argv)

    found = discover()
    selected = [p for p in found if not args.only or matches(p, args.only)]
    if args.list:
        for p in found:
            print(short_name(p), p.relative_to(HERE.parent))
        return 0
    if not selected:
        print(f"no benchmark matches {args.only}; found: {', '.join(short_name(p) for p in found) or 'none'}",
              file=sys.stderr)
        return 2
    if args.json_dir:
        args.json_dir.mkdir(parents=True, exist_ok=True)

    results: list[tuple[str, int | None, float, str]] = []
    for i, path in enumerate(selected, 1):
        print(f"\n=== [{i}/{len(selected)}] {path.name} ===", file=sys.stderr, flush=True)
        extra = ["--json", str(args.json_dir / f"{short_name(path)}.json")] if args.json_dir else []
        try:
            rc, secs, note = run_one(path, extra, args.timeout)
        except KeyboardInterrupt:
            results.append((path.name, None, 0.0, "interrupted"))
            break
        results.append((path.name, rc, secs, note))

    failed = [r for r in results if r[1] != 0]
    try:
        from rich.console import Console
        from rich.table import Table

        t = Table(title=f"benchmarks: {len(results) - len(failed)} passed, {len(failed)} failed")
        for c in ("benchmark", "result", "seconds", "note"):
            t.add_column(c, justify="right" if c == "seconds" else "left")
        for name, rc, secs, note in results:
            t.add_row(name, "[green]ok[/green]" if rc == 0 else "[red]FAIL[/red]", f"{secs:.1f}", note)
        Console(stderr=True).print(t)
    except ImportError:  # rich is a dependency, but the summary must not depend on it
        print(f"\nbenchmarks: {len(results) - len(failed)} passed, {len(failed)} failed", file=sys.stderr)
        for name, rc, secs, note in results:
            print(f"  {'ok  ' if rc == 0 else 'FAIL'} {name:30s} {secs:8.1f} s  {note}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
