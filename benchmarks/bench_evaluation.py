"""Hold-out evaluation of the committed policy: JSON (stdout), a rich table (stderr) and a PNG.

Every candidate of every method is compiled, checked against the reference and measured through the
engine (cached in the result store). Defaults are sized for a 2-core machine; ``--max-modules 0`` and
``--oracle-limit 200`` give the full figures.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--policy", default=None)
    ap.add_argument("--split", default="holdout")
    ap.add_argument("--max-modules", type=int, default=20)
    ap.add_argument("--oracle-limit", type=int, default=200)
    ap.add_argument("--budgets", default="1,10,50")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default=None, help="write the full result (per module) here")
    ap.add_argument("--plot", default="benchmarks/evaluation.png")
    args = ap.parse_args()

    from rich.console import Console
    from rich.table import Table

    from mqss_edge.selector import default_policy_dir
    from mqss_edge.train.evaluate import EvalConfig, plot_evaluation, run_evaluation

    cfg = EvalConfig(split=args.split, max_modules=args.max_modules, oracle_limit=args.oracle_limit,
                     budgets=tuple(int(b) for b in args.budgets.split(",")), jobs=args.jobs)
    err = Console(stderr=True)
    t0 = time.perf_counter()
    result = run_evaluation(str(args.policy or default_policy_dir("fp32")), cfg,
                            progress=lambda i, n, uri: err.print(f"[dim]{i}/{n} {uri}[/dim]"))
    result["summary"]["wall_seconds"] = time.perf_counter() - t0
    if args.plot:
        plot_evaluation(result, args.plot)
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2))
    t = Table(title=f"policy on {args.split}: {result['summary']['modules']} modules")
    t.add_column("figure")
    t.add_column("value", justify="right")
    for k, v in result["summary"].items():
        t.add_row(k, f"{v:.3f}" if isinstance(v, float) else str(v))
    err.print(t)
    print(json.dumps(result["summary"], indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
