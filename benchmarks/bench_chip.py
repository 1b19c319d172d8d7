"""A chip's fine-tuned policy against the generic one on the chip's hold-out, measured the chip's way.

Per hold-out module (the kernel hold-out, and the model hold-out's models up to ``--model-lines``), each
policy's zero-shot pick and the family baseline (models: the expert module plan) go through the chip's
evaluator (:func:`mqss_edge.train.workloads.chip_evaluator`): built for the chip's target and checked
there (under qemu for aarch64), its ``.text`` sized, its runtime timed on the chip's device (for an
emulated chip, the host build of the same pipeline, flagged ``host proxy``), its L1 miss rate counted with
perf or simulated by cachegrind with the chip's own L1D. The chip reward of each pick is computed against
the baseline with the fine-tune's norms (``RUN/norms.json``) and the chip's weights.

Reported (JSON + table + PNG): per module the two rewards, sizes, L1 miss rates and runtimes; the share of
modules where the fine-tuned policy earns more reward, and geomean ratios fine-tuned / generic of size,
L1 miss rate and runtime. Targets (issue #17): wins on >= 80 %, size and L1 lower, runtime within 5 %.
A rerun skips the modules already in ``--json`` (results are in the store either way), unless that file holds
figures of other policies, another chip profile or other norms: then it starts afresh.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from _paths import shown  # noqa: E402  (this folder is first on sys.path)

SCHEMA_VERSION = 1
TARGETS = {"wins": 0.8, "size_ratio_below": 1.0, "l1_ratio_below": 1.0, "runtime_ratio_at_most": 1.05}


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def workloads(model_lines: int, max_modules: int) -> list[Any]:
    from mqss_edge import corpus
    from mqss_edge.train.workloads import load_workloads, model_workloads

    kernels = load_workloads("holdout")
    if max_modules:
        kernels = corpus.round_robin_by_family(kernels, max_modules)
    models = [w for w in model_workloads("holdout") if w.text.count("\n") <= model_lines]
    return list(kernels) + models


def module_row(w: Any, chip: Any, evaluate: Any, policies: dict[str, Any], norms: Any) -> dict[str, Any]:
    from mqss_edge.env.reward import reward
    from mqss_edge.pipeline import Plan

    base = evaluate(w, w.baseline_plan or Plan())
    row: dict[str, Any] = {"uri": w.uri, "family": w.family, "baseline_plan": str(w.baseline_plan or Plan()),
                           "baseline_ok": base.ok, "sources": base.sources}
    if base.ok:
        row.update(baseline_size=base.metrics.size, baseline_l1=base.metrics.l1,
                   baseline_ms=base.metrics.runtime)
    for name, sel in policies.items():
        plan = sel.select(w.text).plan
        out = evaluate(w, plan)
        row[f"{name}_plan"] = str(plan)
        row[f"{name}_status"] = out.status
        m = out.metrics
        row[f"{name}_reward"] = reward(out.ok, m, base.metrics, norms, chip.weights) if base.ok else None
        row[f"{name}_size"] = m.size if m else None
        row[f"{name}_l1"] = m.l1 if m else None
        row[f"{name}_ms"] = m.runtime if m else None
    return row


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    both = [r for r in rows if r.get("tuned_reward") is not None and r.get("generic_reward") is not None]
    wins = sum(1 for r in both if r["tuned_reward"] > r["generic_reward"] + 1e-9)
    ties = sum(1 for r in both if abs(r["tuned_reward"] - r["generic_reward"]) <= 1e-9)

    def ratio(k: str) -> float | None:
        return geomean([r[f"tuned_{k}"] / r[f"generic_{k}"] for r in rows
                        if r.get(f"tuned_{k}") and r.get(f"generic_{k}")])

    s = {"modules": len(rows), "compared": len(both), "tuned_wins": wins, "ties": ties,
         "win_share": wins / len(both) if both else None,
         "win_or_tie_share": (wins + ties) / len(both) if both else None,
         "mean_reward": {p: (sum(r[f"{p}_reward"] for r in both) / len(both) if both else None)
                         for p in ("generic", "tuned")},
         "size_ratio": ratio("size"), "l1_ratio": ratio("l1"), "runtime_ratio": ratio("ms"),
         "same_plan": sum(1 for r in rows if r.get("tuned_plan") == r.get("generic_plan"))}
    s["targets"] = {
        "wins": {"want": TARGETS["wins"], "got": s["win_share"],
                 "met": bool(s["win_share"] is not None and s["win_share"] >= TARGETS["wins"])},
        "size": {"want_below": 1.0, "got": s["size_ratio"], "met": bool(s["size_ratio"] and s["size_ratio"] < 1)},
        "l1": {"want_below": 1.0, "got": s["l1_ratio"], "met": bool(s["l1_ratio"] and s["l1_ratio"] < 1)},
        "runtime": {"want_at_most": 1.05, "got": s["runtime_ratio"],
                    "met": bool(s["runtime_ratio"] and s["runtime_ratio"] <= 1.05)},
    }
    return s


def table(doc: dict[str, Any]) -> Any:
    from rich.table import Table

    t = Table(title=f"{doc['chip']['name']}: fine-tuned vs generic policy (chip reward; size B; L1 miss; ms)")
    for c in ("module", "reward gen", "reward tuned", "size gen", "size tuned", "L1 gen", "L1 tuned", "ms gen",
              "ms tuned"):
        t.add_column(c, justify="left" if c == "module" else "right")

    def f(x: Any, d: int = 3) -> str:
        return "-" if x is None else f"{x:.{d}f}" if isinstance(x, float) else str(x)

    for r in doc["modules"].values():
        t.add_row(r["uri"].rsplit("/", 1)[-1], f(r.get("generic_reward")), f(r.get("tuned_reward")),
                  f(r.get("generic_size"), 0), f(r.get("tuned_size"), 0), f(r.get("generic_l1"), 4),
                  f(r.get("tuned_l1"), 4), f(r.get("generic_ms")), f(r.get("tuned_ms")))
    s = doc["summary"]
    t.add_row("[bold]summary[/bold]", f"{s['mean_reward']['generic']:.3f}" if s["mean_reward"]["generic"] else "-",
              f"{s['mean_reward']['tuned']:.3f}" if s["mean_reward"]["tuned"] else "-",
              "", f"x{f(s['size_ratio'])}", "", f"x{f(s['l1_ratio'])}", "", f"x{f(s['runtime_ratio'])}")
    return t


def plot(doc: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in doc["modules"].values() if r.get("tuned_reward") is not None
            and r.get("generic_reward") is not None]
    if not rows:
        return
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8))
    d = sorted(r["tuned_reward"] - r["generic_reward"] for r in rows)
    axes[0].bar(range(len(d)), d, color=["tab:red" if x < 0 else "tab:blue" for x in d])
    axes[0].axhline(0, color="black", linewidth=0.8)
    axes[0].set_title(f"chip reward, fine-tuned - generic, per module (wins {doc['summary']['tuned_wins']}"
                      f"/{len(rows)})", fontsize=9)
    s = doc["summary"]
    names = ["size", "L1 miss rate", "runtime"]
    vals = [s["size_ratio"] or 0, s["l1_ratio"] or 0, s["runtime_ratio"] or 0]
    axes[1].bar(names, vals, color="tab:green")
    axes[1].axhline(1.0, color="black", linewidth=0.8)
    axes[1].set_title("geomean fine-tuned / generic (< 1: lower)", fontsize=9)
    fig.suptitle(f"{doc['chip']['name']} hold-out, measured the chip's way ({doc['sources']})", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--chip", default=str(ROOT / "chips" / "edge-a53.toml"))
    ap.add_argument("--generic", default=None, help="the generic policy (default: the committed int8 one)")
    ap.add_argument("--tuned", required=True, help="the fine-tuned policy directory (finetune's OUT/policy)")
    ap.add_argument("--norms", default=None, help="the fine-tune's norms.json (default: TUNED/../run/norms.json)")
    ap.add_argument("--max-modules", type=int, default=0, help="at most N kernels, by family (0: all)")
    ap.add_argument("--model-lines", type=int, default=400, help="hold-out models up to this many lines")
    ap.add_argument("--pin", default="0")
    ap.add_argument("--store", default="")
    ap.add_argument("--json", default=str(HERE / "chip_edge-a53.json"))
    ap.add_argument("--png", default=str(HERE / "chip_edge-a53.png"))
    args = ap.parse_args()

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge import Selector
    from mqss_edge.env.reward import ChipProfile, Norms
    from mqss_edge.train.workloads import make_evaluator

    err = Console(stderr=True)
    chip = ChipProfile.load(args.chip)
    norms_path = Path(args.norms) if args.norms else Path(args.tuned).parent / "run" / "norms.json"
    nd = json.loads(norms_path.read_text())
    norms = Norms(nd["lo"], nd["hi"])
    policies = {"generic": Selector.load(args.generic), "tuned": Selector.load(args.tuned, chip=args.chip)}
    evaluate = make_evaluator(args.store, 5, 3, args.pin, chip=chip)
    path = Path(args.json)
    doc: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    header = {"schema_version": SCHEMA_VERSION, "benchmark": "chip", "chip": {"name": chip.name,
              "digest": chip.digest(), "weights": chip.weights.__dict__},
              "policies": {k: {"path": shown(v.path), "sha256": v.signature.get("model_sha256")}
                           for k, v in policies.items()}, "norms": shown(norms_path)}
    if doc and any(doc.get(k) != header[k] for k in ("chip", "policies", "norms")):
        # rows of other policies, another profile or other norms: none of them may be kept
        err.print(f"[yellow]{path} holds figures of other policies or another chip profile: starting afresh[/yellow]")
        doc = {}
    doc.update(header)
    doc.setdefault("modules", {})
    todo = [w for w in workloads(args.model_lines, args.max_modules) if w.uri not in doc["modules"]]
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=err) as prog:
        task = prog.add_task(chip.name, total=len(todo))
        for w in todo:
            row = module_row(w, chip, evaluate, policies, norms)
            row["measured_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
            doc["modules"][w.uri] = row
            doc["sources"] = ", ".join(f"{k}: {v}" for k, v in row["sources"].items())
            doc["summary"] = summarize(list(doc["modules"].values()))
            path.write_text(json.dumps(doc, indent=1))
            prog.advance(task)
    doc["summary"] = summarize(list(doc["modules"].values()))
    path.write_text(json.dumps(doc, indent=1))
    err.print(table(doc))
    plot(doc, Path(args.png))
    print(json.dumps(doc["summary"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
