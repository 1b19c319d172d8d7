"""The model scoreboard: every model corpus module under mqss-edge's default pipeline and expert module
plan, IREE llvm-cpu, PyTorch eager and torch.compile (inductor), one thread each, pinned.

Prints per model: lines, ops and each peer's ms (median of per-process medians, with the spread
max/min of the per-process medians), and the geomeans of each peer's runtime over IREE's and over
eager's (> 1: slower). JSON on stdout (and ``--json``), a table on stderr, a PNG (``--png``).

Measures through the result store (``mqss-edge baseline --models`` fills the same store, and what is
stored is not measured again); ``--from-json benchmarks/models_baseline.json`` renders the committed
results without measuring anything.

Weights: the committed modules take their weights as arguments; mqss-edge and IREE run them with
weights filled by the harness's generator, eager and inductor the original nn.Module with its own
seeded weights: the same architecture and shapes.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def plot(board: dict, path: Path, peers: list[str]) -> None:
    """Runtime over IREE's per model and peer (log scale), the geomeans in the legend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    models = [m for m in board["models"] if m.get("iree", {}).get("ms")]
    shown = [p for p in peers if p != "iree"]
    fig, ax = plt.subplots(figsize=(min(18.0, max(8.0, 0.1 * len(models) * len(shown))), 6.0))
    width = 0.8 / max(1, len(shown))
    for k, p in enumerate(shown):
        xs, ys = [], []
        for i, m in enumerate(models):
            if m[p]["ms"]:
                xs.append(i + (k - (len(shown) - 1) / 2) * width)
                ys.append(m[p]["ms"] / m["iree"]["ms"])
        g = board["geomeans"][p]["time_vs_iree"]
        ax.bar(xs, ys, width, label=f"{p} (geomean {g:.2f}x)" if g else p)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_xticks(range(len(models)))
    ax.set_xticklabels([m["name"] for m in models], rotation=70, ha="right", fontsize=7)
    ax.set_ylabel("runtime / IREE runtime (log; > 1 is slower)")
    ax.set_title("model corpus: one thread, pinned; medians of per-process medians")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", default="all")
    ap.add_argument("--peers", default="default,expert,iree,eager,inductor")
    ap.add_argument("--limit", type=int, default=0, help="only the first N models of the split (0: all)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--processes", type=int, default=3)
    ap.add_argument("--store", default=None, help="result store (default: the user cache)")
    ap.add_argument("--from-json", default=None, help="render these stored results instead of measuring")
    ap.add_argument("--json", default=None, help="also write the scoreboard JSON here")
    ap.add_argument("--png", default=str(HERE / "models_scoreboard.png"))
    args = ap.parse_args()

    from rich.console import Console
    from rich.table import Table

    from mqss_edge.corpus import models_split
    from mqss_edge.corpus.model_peers import ModelPeerConfig, iter_model_peers, load, parse_peers, run_meta, \
        scoreboard
    from mqss_edge.store import default_path

    peers = parse_peers(args.peers)
    entries = models_split(args.split)
    if args.limit:
        entries = entries[:args.limit]
    err = Console(stderr=True, width=None if sys.stderr.isatty() else 200)  # a log keeps whole rows
    t0 = time.perf_counter()
    meta = {"start": run_meta()}
    if args.from_json:
        doc = load(args.from_json)
        rows = [doc["rows"][e.uri] for e in entries if e.uri in doc["rows"]]
        meta.update(source=args.from_json, measured=doc.get("meta", {}))
    else:
        cfg = ModelPeerConfig(processes=args.processes, peers=peers, workers=args.workers)
        got = {}
        for i, (e, row, cached) in enumerate(iter_model_peers(entries, args.store or default_path(), cfg), 1):
            got[e.uri] = row
            err.print(f"[dim]{i}/{len(entries)} {e.name}{' (stored)' if cached else ''}[/dim]")
        rows = [got[e.uri] for e in entries]
    meta.update(end=run_meta(), wall_s=round(time.perf_counter() - t0, 1))
    board = scoreboard(rows, peers)
    out = {"schema_version": 1, "benchmark": "models", "split": args.split, "meta": meta,
           "weights": "arguments (mqss-edge, IREE: harness-filled; eager/inductor: the original nn.Module)", **board}

    t = Table(title=f"model scoreboard: {len(rows)} modules, ms (spread)")
    for c in ("model", "lines", "ops", *(p.value for p in peers)):
        t.add_column(c, justify="left" if c == "model" else "right")

    def cell(m: dict, p: str) -> str:
        r = m[p]
        if not r["ms"]:
            return f"[red]{r['status']}[/red]"
        return f"{r['ms']:.3f}{'~' if r['bimodal'] else ''} ({r['spread']:.2f})"

    for m in board["models"]:
        t.add_row(m["name"], str(m["lines"]), str(m["ops"]), *(cell(m, p.value) for p in peers))
    g = board["geomeans"]
    for ref in ("iree", "eager"):
        t.add_row(f"[bold]geomean vs {ref}[/bold]", "", "",
                  *(f"{g[p.value][f'time_vs_{ref}']:.2f}x (n={g[p.value][f'n_vs_{ref}']})"
                    if g[p.value][f"time_vs_{ref}"] else "-" for p in peers))
    err.print(t)
    err.print("[dim]> 1x: slower than the reference; ~ marks a bimodal figure; spread = max/min of per-process "
              "medians[/dim]")
    if args.png and rows:
        plot(board, Path(args.png), [p.value for p in peers])
    text = json.dumps(out, indent=1)
    if args.json:
        Path(args.json).write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
