#!/usr/bin/env python3
"""Corpus baselines, per family, from ``benchmarks/baseline.json`` (written by ``mqss-edge baseline``).

Prints per family: module count, geometric-mean speedup of the family baseline over the default pipeline,
of the expert rules over the default, of IREE (llvm-cpu, one thread) over our family baseline and over
the expert rules, and how many family-baseline attempts failed (their figures fall back to the default).
Also the wall time the measurement took on 2 workers (sum of per-module worker time / workers), and a PNG
of per-module speedups by family (family baseline vs default; IREE vs family baseline).

    python benchmarks/bench_corpus.py [--baseline benchmarks/baseline.json] [--png benchmarks/corpus_speedups.png]
                                      [--json OUT] [--workers 2]

A speedup above 1 means the first named is faster. Output: a table on stdout, the JSON document
(``schema_version`` 1) with ``--json``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def _gm(vals: list[float]) -> float | None:
    vals = [v for v in vals if v and v > 0]
    return math.exp(sum(math.log(v) for v in vals) / len(vals)) if vals else None


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a and b else None


def summarize(rows: dict, workers: int) -> dict:
    by: dict[str, list[dict]] = defaultdict(list)
    for r in rows.values():
        by[r["family"]].append(r)
    fams = []
    for fam, rs in by.items():
        fams.append({
            "family": fam, "domain": rs[0].get("domain"), "modules": len(rs),
            "family_vs_default": _gm([_ratio(r["default"].get("run_time"), r["run_time"]) for r in rs]),
            "expert_vs_default": _gm([_ratio(r["default"].get("run_time"), r["expert"].get("run_time")) for r in rs]),
            "iree_vs_family": _gm([_ratio(r["run_time"], r.get("iree", {}).get("run_time")) for r in rs]),
            "iree_vs_expert": _gm([_ratio(r["expert"].get("run_time"), r.get("iree", {}).get("run_time"))
                                   for r in rs]),
            "family_failed": sum(1 for r in rs if r.get("fallback")),
            "iree_measured": sum(1 for r in rs if r.get("iree", {}).get("status") == "ok"),
        })
    allr = list(rows.values())
    total = {
        "modules": len(allr),
        "family_vs_default": _gm([_ratio(r["default"].get("run_time"), r["run_time"]) for r in allr]),
        "expert_vs_default": _gm([_ratio(r["default"].get("run_time"), r["expert"].get("run_time")) for r in allr]),
        "iree_vs_family": _gm([_ratio(r["run_time"], r.get("iree", {}).get("run_time")) for r in allr]),
        "iree_vs_expert": _gm([_ratio(r["expert"].get("run_time"), r.get("iree", {}).get("run_time")) for r in allr]),
        "measure_wall_s_on_workers": sum(r.get("measure_wall_s", 0.0) for r in allr) / max(1, workers),
        "workers": workers,
    }
    return {"schema_version": 1, "families": fams, "total": total}


def plot(rows: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fams = sorted({r["family"] for r in rows.values()},
                  key=lambda f: (next(r["domain"] for r in rows.values() if r["family"] == f), f))
    fig, axes = plt.subplots(2, 1, figsize=(max(10, 0.6 * len(fams)), 9), sharex=True)
    panels = [("family baseline vs default", lambda r: _ratio(r["default"].get("run_time"), r["run_time"])),
              ("IREE vs family baseline", lambda r: _ratio(r["run_time"], r.get("iree", {}).get("run_time")))]
    for ax, (title, f) in zip(axes, panels):
        for i, fam in enumerate(fams):
            ys = [f(r) for r in rows.values() if r["family"] == fam]
            ys = [y for y in ys if y]
            xs = [i + ((k % 7) - 3) * 0.05 for k in range(len(ys))]
            ax.scatter(xs, ys, s=12, alpha=0.7)
            g = _gm(ys)
            if g:
                ax.hlines(g, i - 0.3, i + 0.3, colors="black", linewidth=1.5)
        ax.axhline(1.0, color="grey", linestyle="--", linewidth=0.8)
        ax.set_yscale("log")
        ax.set_ylabel("speedup (x, log)")
        ax.set_title(f"{title} (dots: modules; bars: geometric mean; >1: faster)")
        ax.grid(axis="y", which="both", alpha=0.3)
    axes[-1].set_xticks(range(len(fams)))
    axes[-1].set_xticklabels(fams, rotation=45, ha="right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--baseline", type=Path, default=HERE / "baseline.json")
    ap.add_argument("--png", type=Path, default=HERE / "corpus_speedups.png")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--workers", type=int, default=2, help="workers the measurement ran on")
    args = ap.parse_args(argv)
    if not args.baseline.exists():
        print(f"{args.baseline}: no baseline.json (run `mqss-edge baseline`)", file=sys.stderr)
        return 1
    rows = json.loads(args.baseline.read_text())
    doc = summarize(rows, args.workers)

    def f(x: float | None) -> str:
        return f"{x:7.2f}x" if x else "       -"

    print(f"{'family':22s} {'domain':7s} {'mods':>4s} {'fam/def':>8s} {'exp/def':>8s} {'IREE/fam':>8s} "
          f"{'IREE/exp':>8s} {'fam fail':>8s}")
    for s in sorted(doc["families"], key=lambda s: (s["domain"] or "", s["family"])):
        print(f"{s['family']:22s} {s['domain'] or '':7s} {s['modules']:4d} {f(s['family_vs_default'])} "
              f"{f(s['expert_vs_default'])} {f(s['iree_vs_family'])} {f(s['iree_vs_expert'])} {s['family_failed']:8d}")
    t = doc["total"]
    print(f"{'all':22s} {'':7s} {t['modules']:4d} {f(t['family_vs_default'])} {f(t['expert_vs_default'])} "
          f"{f(t['iree_vs_family'])} {f(t['iree_vs_expert'])}")
    print(f"measurement wall time: {t['measure_wall_s_on_workers'] / 60:.1f} min on {t['workers']} workers "
          "(sum of per-module worker time / workers)")
    plot(rows, args.png)
    print(f"plot: {args.png}")
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
