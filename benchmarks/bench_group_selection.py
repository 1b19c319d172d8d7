"""Per-group selection latency on whole models: what an episode that decides every op group costs.

For each corpus model (fresh text each repeat, so no per-module cache helps), from one thread (the graph encoder
on the C network's own where ``--pin`` names two CPUs or more):

* ``features``: the reader and the 256-d state + graph (what every selection pays);
* ``facts``: op groups, loop nests and the first mask (the per-group tables);
* ``episode``: a whole per-group episode with the committed int8 policy's head, forced to decide every
  candidate group (its best valid schedule for the group in focus, then STOP): the longest selection
  a model can cost; the shipped policy itself may stop sooner;
* ``select`` / ``again``: the shipped ``Selector.select`` itself (the policy's own episode, the guards, the
  pipeline text) on a new text of the model, then on the same text again (its features cached, as when a
  build selects for a module it has seen);
* ``cold``: ``Selector.select`` on a new text after every cache kept across modules is emptied (the reader's
  op templates and the per-group schedule tables): a model whose ops this process has never seen.

Each new text differs from the last only in a trailing comment: what is kept across modules (the reader's op
templates, the schedules that fit a group's loop nests) is shared, the per-text caches are not; ``cold``
shares nothing. Each figure is the median of ``--processes`` separate processes' medians (pinned to
``--pin``), with their spread (the slowest process's median over the fastest's): one process can run 1.5x off
another on a shared 2-core host. Target (issue: per-op schedules): a 1,000-line model selects in <= 2 ms.
Writes JSON, prints a table and draws latency against module size (PNG). ``--policy-runtime onnxruntime``
runs the int8 policy on ONNX Runtime instead of its C network (quantize/_infer.c), for an A/B of the two;
``--compare-encoder-thread`` times each new text's selection twice in turn, the graph encoder in the selecting
thread and (the default, on two CPUs or more) on the C network's own, for an A/B of those.

    python benchmarks/bench_group_selection.py --out benchmarks/group_selection
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from _paths import shown  # noqa: E402  (this folder is first on sys.path)


def _transforms() -> np.ndarray:
    from mqss_edge.actions import MENU

    return np.array([a.is_transform for a in MENU])


def _one(sel, text: str) -> dict[str, float]:
    from mqss_edge import episode
    from mqss_edge.env.facts import module_facts
    from mqss_edge.env.observe import encode_observation
    from mqss_edge.features import CONTEXT_SLICE, context_features
    from mqss_edge.quantize.runtime import stepper

    n = sel.num_actions
    transforms = _transforms()
    t0 = time.perf_counter()
    vec0, graph = encode_observation(text, [], n, level=sel.level)
    adj = sel._adjacency(graph)  # None where the policy runs in C (it reads the links)
    t1 = time.perf_counter()
    facts = module_facts(text)
    episode.mask(facts, episode.State())
    t2 = time.perf_counter()
    step = None

    def choose(state, valid):
        nonlocal step
        vec = vec0
        if state.history:
            vec = vec0.copy()
            vec[CONTEXT_SLICE] = context_features(list(state.history[-10:]), n)
        if step is None:
            step = stepper(sel.runtime, sel._observation(vec, graph, adj, valid[:n]))
        logits = np.asarray(step(vec, valid[:n]), dtype=float)
        if episode.focus(facts, state) is None:
            return 0  # STOP: every group decided
        sched = valid[:n] & transforms[:n]
        return int(np.argmax(np.where(sched, logits, -np.inf))) if sched.any() else 0

    state = episode.run(facts, choose, sel.max_steps)
    t3 = time.perf_counter()
    return {"features_ms": (t1 - t0) * 1e3, "facts_ms": (t2 - t1) * 1e3, "episode_ms": (t3 - t2) * 1e3,
            "total_ms": (t3 - t0) * 1e3, "steps": len(state.history), "groups": len(state.assigned)}


FIELDS = ("features_ms", "facts_ms", "episode_ms", "total_ms", "select_ms", "select_again_ms", "select_cold_ms")


def _measure(repeats: int, runtime: str, compare: bool = False) -> tuple[list[dict], str]:
    """One process's rows: per model, the median and p90 of ``repeats`` selections of each kind (``compare``: also
    ``select_off_ms``, a new text's selection with the graph encoder in the selecting thread, right before
    ``select_ms`` with the default: the two in the same moments of the same process)."""
    from mqss_edge import episode
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.features import clear_op_caches
    from mqss_edge.selector import Selector

    sel = Selector.load()  # on ``runtime``: the parent set MQSS_EDGE_POLICY_RUNTIME for this process
    if (sel.runtime.native is not None) != (runtime == "c"):
        raise SystemExit(f"the policy does not run on {runtime} here")
    rows = []
    for e in load_models():
        text = e.text()
        runs = [_one(sel, text + f"\n// repeat {i}\n") for i in range(repeats + 1)][1:]
        for i, r in enumerate(runs):  # the shipped selector itself: guards, the pipeline text, on a new text
            fresh = text + f"\n// select {i}\n"
            if compare:
                os.environ["MQSS_EDGE_ENCODER_THREAD"] = "0"  # read at each selection
                r["select_off_ms"] = sel.select(text + f"\n// off {i}\n").latency_ms
                os.environ.pop("MQSS_EDGE_ENCODER_THREAD")
            r["select_ms"] = sel.select(fresh).latency_ms
            r["select_again_ms"] = sel.select(fresh).latency_ms  # the same text again: its features are cached
            clear_op_caches()
            episode.clear_caches()
            r["select_cold_ms"] = sel.select(text + f"\n// cold {i}\n").latency_ms
        row = {"uri": e.uri, "lines": len(text.splitlines())}
        for k in FIELDS + (("select_off_ms",) if compare else ()):
            xs = [r[k] for r in runs]
            row[k] = statistics.median(xs)
            row[k.replace("_ms", "_p90_ms")] = float(np.percentile(xs, 90))
        row["steps"], row["groups"] = runs[0]["steps"], runs[0]["groups"]
        rows.append(row)
    return rows, shown(sel.path)


def _combine(per_process: list[list[dict]]) -> list[dict]:
    """Per model, each figure as the median of the processes' medians (p90s likewise), with the spread of
    the processes' medians (slowest / fastest) and the per-process medians of the total and ``select``."""
    rows = []
    for runs in zip(*per_process):
        row = {"uri": runs[0]["uri"], "lines": runs[0]["lines"], "steps": runs[0]["steps"],
               "groups": runs[0]["groups"], "processes": len(runs)}
        for k in FIELDS + (("select_off_ms",) if "select_off_ms" in runs[0] else ()):
            meds = [r[k] for r in runs]
            row[k] = statistics.median(meds)
            row[k.replace("_ms", "_p90_ms")] = statistics.median(r[k.replace("_ms", "_p90_ms")] for r in runs)
            row[k.replace("_ms", "_spread")] = max(meds) / min(meds) if min(meds) > 0 else None
        row["select_process_ms"] = [r["select_ms"] for r in runs]
        row["total_process_ms"] = [r["total_ms"] for r in runs]
        rows.append(row)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeats", type=int, default=15, help="selections per model and process")
    ap.add_argument("--processes", type=int, default=3, help="separate processes timed")
    ap.add_argument("--pin", default="0", help="CPU list each process is pinned to (taskset; empty: none)")
    ap.add_argument("--out", default="benchmarks/group_selection", help="path stem for .json and .png")
    ap.add_argument("--policy-runtime", choices=("c", "onnxruntime"), default="c",
                    help="what runs the int8 policy: its C network (quantize/_infer.c, the default) or ONNX Runtime")
    ap.add_argument("--compare-encoder-thread", action="store_true",
                    help="also time each new text's selection with the graph encoder in the selecting thread "
                         "(MQSS_EDGE_ENCODER_THREAD=0), in turn with the default (--pin must name two CPUs or more "
                         "for the default to hand it to the C network's own thread)")
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)  # a child process: write its rows here
    args = ap.parse_args()

    if args.one:
        rows, policy = _measure(args.repeats, args.policy_runtime, args.compare_encoder_thread)
        Path(args.one).write_text(json.dumps({"rows": rows, "policy": policy}))
        return 0

    from rich.console import Console
    from rich.table import Table

    per_process = []
    policy = ""
    with tempfile.TemporaryDirectory(prefix="mqss-gsel-") as tmp:
        for k in range(args.processes):
            one = Path(tmp) / f"{k}.json"
            argv = [sys.executable, __file__, "--repeats", str(args.repeats), "--policy-runtime",
                    args.policy_runtime, "--one", str(one)] + (["--compare-encoder-thread"] if
                                                               args.compare_encoder_thread else [])
            if args.pin:
                argv = ["taskset", "-c", args.pin, *argv]
            subprocess.run(argv, check=True, env=dict(os.environ, MQSS_EDGE_POLICY_RUNTIME=args.policy_runtime))
            got = json.loads(one.read_text())
            per_process.append(got["rows"])
            policy = got["policy"]
    rows = _combine(per_process)
    near = [r for r in rows if 700 <= r["lines"] <= 1300]
    summary = {"models": len(rows), "repeats": args.repeats, "processes": args.processes, "policy": policy,
               "policy_runtime": args.policy_runtime,
               "median_total_ms": statistics.median(r["total_ms"] for r in rows),
               "median_total_ms_700_1300_lines": statistics.median(r["total_ms"] for r in near) if near else None,
               "median_ms_per_step": statistics.median(r["episode_ms"] / max(r["steps"], 1) for r in rows),
               "median_select_ms_700_1300_lines": statistics.median(r["select_ms"] for r in near) if near else None,
               "median_select_again_ms_700_1300_lines":
                   statistics.median(r["select_again_ms"] for r in near) if near else None,
               "median_select_spread_700_1300_lines":
                   statistics.median(r["select_spread"] for r in near) if near else None,
               "median_select_cold_ms_700_1300_lines":
                   statistics.median(r["select_cold_ms"] for r in near) if near else None,
               "target_ms_1000_lines": 2.0, "load_avg_1min": os.getloadavg()[0]}
    if args.compare_encoder_thread and near:  # the encoder in the selecting thread, timed in turn with the default
        summary["median_select_encoder_thread_off_ms_700_1300_lines"] = statistics.median(
            r["select_off_ms"] for r in near)
        summary["median_select_on_over_off_700_1300_lines"] = statistics.median(
            r["select_ms"] / r["select_off_ms"] for r in near)
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps({"summary": summary, "modules": rows}, indent=1))

    t = Table(title=f"per-group selection latency (ms, median of {args.processes} processes' medians)")
    for col in ("model", "lines", "groups", "steps", "features", "facts", "episode", "total", "select", "spread",
                "again", "cold"):
        t.add_column(col, justify="right" if col != "model" else "left")
    for r in sorted(rows, key=lambda r: r["lines"]):
        t.add_row(r["uri"].rsplit("/", 1)[-1], str(r["lines"]), str(r["groups"]), str(r["steps"]),
                  f"{r['features_ms']:.2f}", f"{r['facts_ms']:.2f}", f"{r['episode_ms']:.2f}", f"{r['total_ms']:.2f}",
                  f"{r['select_ms']:.2f}", f"{r['select_spread']:.2f}", f"{r['select_again_ms']:.2f}",
                  f"{r['select_cold_ms']:.2f}")
    Console().print(t)
    Console().print(json.dumps(summary, indent=1))

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    xs = [r["lines"] for r in rows]
    ax.scatter(xs, [r["features_ms"] for r in rows], s=12, label="features")
    ax.scatter(xs, [r["total_ms"] for r in rows], s=12, label="features + groups + every decision")
    ax.scatter(xs, [r["select_ms"] for r in rows], s=12, marker="x", label="Selector.select, new text")
    ax.scatter(xs, [r["select_again_ms"] for r in rows], s=12, marker="+", label="Selector.select, same text again")
    ax.scatter(xs, [r["select_cold_ms"] for r in rows], s=12, marker="1", label="Selector.select, no op seen before")
    if args.compare_encoder_thread:
        ax.scatter(xs, [r["select_off_ms"] for r in rows], s=12, marker="x", alpha=0.5,
                   label="Selector.select, new text, encoder in the selecting thread")
    ax.axhline(2.0, color="grey", lw=0.8, ls="--", label="target at 1,000 lines")
    ax.set_xlabel("module lines")
    ax.set_ylabel(f"ms (median of {args.processes} processes, CPUs {args.pin or 'any'})")
    ax.set_title("selection latency, every op group decided")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out.with_suffix(".png"), dpi=120)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
