"""Instructions a zero-shot selection executes, counted by callgrind: a figure the host's load does not move.

Wall time on a shared 2-core host drifts by 1.5x between processes and hours (``bench_group_selection`` takes
medians over processes for that reason, and still reads 6-9 ms one hour and 3 ms another). The instruction count of
the same code on the same inputs is repeatable (with string hashing seeded, ``PYTHONHASHSEED=0``: two runs within
0.05%; unseeded, dict probing varies and so do the counts, by about 1%), so an A/B of two versions of the selection
path reads here to a fraction of a percent. Two runs under ``valgrind --tool=callgrind`` (side by side, one per
core): both load the selector and select once for each corpus model of 700-1,300 lines (the warm-up: the reader's op
templates and the per-group tables are then as in a long-running process); one then selects ``--repeats`` more times
per model, each on a new text (a trailing comment differs, so no per-text cache helps, as in
``bench_group_selection``). The difference over the extra selections is the cost of one selection, in total and per
function (self cost, from ``callgrind_annotate``, of the main thread: another thread's spinning counts by chance),
grouped by where it runs: the Python interpreter, the rest of CPython (objects, allocation, hashing), regular
expressions, the reader's C code, the policy network's C code, numpy, libc.

Instructions are not time (a cache miss or a division costs more than an add) and valgrind runs the x86-64-v3 clones
of the C code whatever the host has; the figure is for comparing versions of the code, with the wall-time benchmarks
for the time itself. Writes JSON, prints a table and draws the split (PNG).

    python benchmarks/bench_selection_instructions.py --out benchmarks/selection_instructions
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from _paths import shown  # noqa: E402  (this folder is first on sys.path)

LINES = (700, 1300)

#: (category, pattern on callgrind's "file:function" name), first match wins
CATEGORIES = (
    ("policy network (C)", re.compile(r"_infer\.c")),
    ("IR reader (C)", re.compile(r"_native\.c")),
    ("regular expressions", re.compile(r"_sre")),
    ("Python interpreter", re.compile(r"ceval\.c|:_PyEval_EvalFrameDefault ")),
    ("numpy", re.compile(r"numpy|multiarray|umath")),
    # a statically linked interpreter (Debian's) names its functions' object "python3.11"
    ("CPython runtime", re.compile(r"Python-3|libpython|Objects/|Python/|Modules/|Include/|\[python3[.\d]*\]$")),
    ("libc", re.compile(r"libc|sysdeps|malloc")),
    # ... and its local functions (the regular-expression engine's among them) only by their address: mostly
    # CPython's, but which library each is in is not known (see _self_costs)
    ("functions known by address only", re.compile(r"^\?\?\?:0x[0-9a-f]+$")),
)


def _child(repeats: int) -> None:
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.selector import Selector

    sel = Selector.load()
    texts = [t for t in (e.text() for e in load_models()) if LINES[0] <= len(t.splitlines()) <= LINES[1]]
    for t in texts:  # the warm-up, in both runs
        sel.select(t + "\n// warm-up\n")
    for i in range(repeats):
        for t in texts:
            sel.select(t + f"\n// repeat {i}\n")
    print(json.dumps({"models": len(texts), "native": sel.runtime.native is not None}), flush=True)
    # no interpreter teardown: its final collection walks every object the caches hold, more after more selections,
    # and would count as theirs
    os._exit(0)


def _self_costs(out_file: Path) -> tuple[int, dict[str, int]]:
    """Program total and per-function self cost (instructions) of a callgrind output file."""
    text = subprocess.run(["callgrind_annotate", "--auto=no", "--threshold=100", str(out_file)], check=True,
                          capture_output=True, text=True).stdout
    total, per = 0, {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if not m:
            continue
        n, name = int(m[1].replace(",", "")), m[2]
        if name.startswith("PROGRAM TOTALS"):
            total = n
            continue
        name = re.sub(r" \[(?:[^\]]*/)?([^\]/]*)\]$", r" [\1]", name).replace("'2", "")  # the object's file name
        name = re.sub(r"^.*?python-build[^/]*/Python-[\d.]+/(\./)?", "", name)  # CPython's build folder
        name = re.sub(r"^.*?/(mqss_edge|quantize|numpy)/", r"\1/", name)  # no machine paths
        # a function known only by its address (a stripped binary's local one: Debian's interpreter has them by the
        # thousand) is named by the address alone: callgrind gives one such function another library's name in
        # one run and not in the other (13.7 M instructions moved between the runs, seen)
        name = re.sub(r"^(\?\?\?:0x[0-9a-f]+) \[.*\]$", r"\1", name)
        per[name] = per.get(name, 0) + n
    return total, per


def _category(name: str) -> str:
    return next((c for c, rx in CATEGORIES if rx.search(name)), "other")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeats", type=int, default=3, help="selections per model counted (after the warm-up)")
    ap.add_argument("--out", default="benchmarks/selection_instructions", help="path stem for .json and .png")
    ap.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)  # a run under valgrind
    args = ap.parse_args()
    if args.child is not None:
        _child(args.child)
        return 0
    if shutil.which("valgrind") is None or shutil.which("callgrind_annotate") is None:
        raise SystemExit("valgrind (callgrind) is not installed: make setup installs it")

    from rich.console import Console
    from rich.table import Table

    # string hashes, hence dict probing, fixed; the graph encoder in the selecting thread, so that the count of the
    # main thread is the whole selection's (on two CPUs or more the selector hands it to the C network's own thread)
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONHASHSEED="0", MQSS_EDGE_ENCODER_THREAD="0")
    with tempfile.TemporaryDirectory(prefix="mqss-instr-") as tmp:
        runs = []
        for k, reps in enumerate((0, args.repeats)):
            out = Path(tmp) / f"{k}.out"
            runs.append((out, subprocess.Popen(
                ["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={out}",
                 sys.executable, __file__,
                 "--child", str(reps)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
        got = []
        for out, p in runs:
            stdout, stderr = p.communicate()
            if p.returncode != 0:
                raise SystemExit(f"the run under callgrind failed: {stderr.strip().splitlines()[-1:]}")
            # the main thread's counts only (``-01``): ONNX Runtime's thread, started at load, spins for a while in
            # wall time, which valgrind stretches over the selections by chance (+-0.8 M a selection seen)
            got.append((json.loads(stdout.strip().splitlines()[-1]), *_self_costs(Path(f"{out}-01"))))
        version = subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip()
    (info, base_total, base), (_, total, per) = got
    selections = info["models"] * args.repeats
    diff = {k: per.get(k, 0) - base.get(k, 0) for k in set(per) | set(base)}
    per_sel = (total - base_total) / selections
    cats: dict[str, float] = {}
    for k, v in diff.items():
        cats[_category(k)] = cats.get(_category(k), 0.0) + v / selections
    top = sorted(diff.items(), key=lambda kv: -kv[1])[:25]
    summary = {"instructions_per_selection": per_sel, "selections": selections, "models": info["models"],
               "lines": list(LINES), "policy_in_c": info["native"], "valgrind": version,
               "by_category": {k: round(v) for k, v in sorted(cats.items(), key=lambda kv: -kv[1])}}
    rows = [{"function": k, "category": _category(k), "instructions": round(v / selections)} for k, v in top]
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps({"summary": summary, "functions": rows}, indent=1))

    t = Table(title=f"one selection: {per_sel / 1e6:.2f} M instructions ({selections} selections, "
                    f"{info['models']} models of {LINES[0]}-{LINES[1]} lines)")
    for col in ("category / function", "M instructions", "share"):
        t.add_column(col, justify="left" if col.startswith("category") else "right")
    for k, v in summary["by_category"].items():
        t.add_row(f"[bold]{k}[/bold]", f"{v / 1e6:.2f}", f"{v / per_sel:.1%}")
    for r in rows[:12]:
        t.add_row("  " + r["function"].split(" [")[0][-60:], f"{r['instructions'] / 1e6:.3f}",
                  f"{r['instructions'] / per_sel:.1%}")
    Console().print(t)
    print(f"written: {shown(out.with_suffix('.json'))}")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b) = plt.subplots(1, 2, figsize=(11, 4.2), gridspec_kw={"width_ratios": [1, 1.6]})
    names = list(summary["by_category"])
    a.barh(names[::-1], [summary["by_category"][n] / 1e6 for n in names[::-1]], color="tab:blue")
    a.set_xlabel("M instructions per selection")
    a.set_title(f"one selection: {per_sel / 1e6:.2f} M instructions")
    fs = rows[:15][::-1]
    b.barh([r["function"].split(" [")[0].split(":")[-1][:40] for r in fs], [r["instructions"] / 1e6 for r in fs],
           color="tab:orange")
    b.set_xlabel("M instructions per selection (self cost)")
    b.set_title("the costliest functions")
    fig.tight_layout()
    fig.savefig(out.with_suffix(".png"), dpi=120)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
