"""Training figures: Ray rollout throughput (1 vs 2 workers) and steps to converge per feature group.

* Throughput: the same number of episodes with 1 and 2 Ray workers, each from a fresh result store so
  every candidate is really compiled and measured; steps/s and the 2-vs-1 ratio (target >= 1.8x).
* Ablation: the same budget with feature groups syntax / +semantics / +context on a module subset
  (PPO from scratch, no demonstrations), sharing one warm store (measurements are cached, so runs
  differ only in what the policy sees); steps until the EMA of the episodic return first reaches 95%
  of its final value.
Prints JSON on stdout and a rich table on stderr.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path


def steps_to_converge(csv_path: Path, frac: float = 0.95) -> int | None:
    with csv_path.open() as f:
        rows = list(csv.DictReader(f))
    if not rows:
        return None
    ema = [float(r["reward/ema"]) for r in rows]
    first = ema[0]
    final = ema[-1]
    target = first + frac * (final - first)
    for r, e in zip(rows, ema):
        if (final >= first and e >= target) or (final < first and e <= target):
            return int(r["step"])
    return int(rows[-1]["step"])


def bc_ablation(demos_path: Path, folds: int, epochs: int, seed: int = 0) -> dict[str, dict[str, float]]:
    """Per feature level: how fast and how well behaviour cloning fits the teacher's demonstrations, and how
    well it generalizes to modules it did not see (k-fold over modules, folds interleaved by family order).

    Steps to converge = gradient steps until the epoch loss first comes within 5% of its total drop.
    """
    import numpy as np
    import torch

    from mqss_edge import corpus
    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet, collate
    from mqss_edge.train.demos import behaviour_clone, demo_batch, load_demos

    torch.set_num_threads(1)
    demos = sorted(load_demos(demos_path).values(), key=lambda d: d.uri)
    texts = {e.uri: e.text() for e in corpus.split("train")}
    demos = [d for d in demos if d.uri in texts]
    out: dict[str, dict[str, float]] = {}
    for level in ("syntax", "semantics", "context"):
        steps, train_acc, held_acc = [], [], []
        for f in range(folds):
            fit = [d for i, d in enumerate(demos) if i % folds != f]
            held = [d for i, d in enumerate(demos) if i % folds == f]
            obs, acts = demo_batch(fit, texts, 4, level)
            net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=True)  # as trained
            hist: list[float] = []
            stats = behaviour_clone(net, obs, acts, epochs=epochs, seed=seed, history=hist)
            target = hist[-1] + 0.05 * (hist[0] - hist[-1])
            first = next(i for i, v in enumerate(hist) if v <= target)
            steps.append((first + 1) * -(-len(obs) // 64))
            train_acc.append(stats["bc_accuracy"])
            h_obs, h_acts = demo_batch(held, texts, 4, level)
            with torch.no_grad():
                logits, _ = net(*collate(h_obs))
            held_acc.append(float((logits.argmax(-1) == torch.as_tensor(h_acts)).float().mean()))
        out[level] = {"bc_steps_to_95pct": float(np.mean(steps)), "bc_train_accuracy": float(np.mean(train_acc)),
                      "bc_heldout_module_accuracy": float(np.mean(held_acc)), "folds": folds,
                      "demos": len(demos)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--modules", type=int, default=8, help="modules for the throughput runs")
    ap.add_argument("--episodes", type=int, default=32)
    ap.add_argument("--ablation-modules", type=int, default=24)
    ap.add_argument("--ablation-steps", type=int, default=1500)
    ap.add_argument("--skip-ablation", action="store_true")
    ap.add_argument("--ablation-store", default="", help="result store the three ablation runs share "
                    "(default: the user's store, warm from training)")
    ap.add_argument("--bc-folds", type=int, default=3, help="folds of the behaviour-cloning ablation (0: skip)")
    ap.add_argument("--bc-epochs", type=int, default=150)
    ap.add_argument("--demos", default=str(Path(__file__).resolve().parents[1] / "mqss_edge" / "data" / "policy"
                                           / "fp32" / "training" / "demos.json"))
    ap.add_argument("--skip-throughput", action="store_true")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()

    from rich.console import Console
    from rich.table import Table

    from mqss_edge.train.trainer import TrainConfig, load_workloads, train

    out: dict[str, object] = {"schema_version": 1}
    tmp = Path(tempfile.mkdtemp(prefix="mqss-bench-train-"))
    base = TrainConfig(episodes_per_update=args.episodes, total_updates=1, max_steps=4, measure_repeat=5)
    rates = {}
    for w in (() if args.skip_throughput else (1, 2)):
        cfg = replace(base, workers=w, store=str(tmp / f"store-{w}.sqlite"))
        t0 = time.perf_counter()
        s = train(cfg, tmp / f"ray-{w}", workloads=load_workloads("train", args.modules))
        rates[w] = {"steps": s["steps"], "seconds": time.perf_counter() - t0, "steps_per_s": s["steps"] / s["seconds"]}
    if rates:
        out["ray_throughput"] = {**{f"workers_{k}": v for k, v in rates.items()},
                                 "speedup_2_vs_1": rates[2]["steps_per_s"] / rates[1]["steps_per_s"]}
    if args.bc_folds:
        out["feature_ablation_bc"] = bc_ablation(Path(args.demos), args.bc_folds, args.bc_epochs)
    if not args.skip_ablation:
        warm = args.ablation_store  # "" = the user's result store, warm from training on the same modules
        abl = {}
        for level in ("syntax", "semantics", "context"):
            cfg = replace(TrainConfig(), workers=2, total_steps=args.ablation_steps, feature_groups=level, store=warm,
                          episodes_per_update=16)
            train(cfg, tmp / f"abl-{level}", workloads=load_workloads("train", args.ablation_modules))
            with (tmp / f"abl-{level}" / "progress.csv").open() as f:
                last = list(csv.DictReader(f))[-1]
            abl[level] = {"steps_to_95pct": steps_to_converge(tmp / f"abl-{level}" / "progress.csv"),
                          "final_ema_return": float(last["reward/ema"])}
        out["feature_ablation"] = abl
    t = Table(title="training benchmarks")
    t.add_column("figure")
    t.add_column("value", justify="right")
    for k, v in rates.items():
        t.add_row(f"{k} worker(s) steps/s", f"{v['steps_per_s']:.2f}")
    if rates:
        t.add_row("2 vs 1 workers", f"{out['ray_throughput']['speedup_2_vs_1']:.2f}x")  # type: ignore[index]
    for level, v in (out.get("feature_ablation_bc") or {}).items():  # type: ignore[union-attr]
        t.add_row(f"{level}: BC steps to 95% / train acc / held-out-module acc",
                  f"{v['bc_steps_to_95pct']:.0f} / {v['bc_train_accuracy']:.3f} / {v['bc_heldout_module_accuracy']:.3f}")
    for level, v in (out.get("feature_ablation") or {}).items():  # type: ignore[union-attr]
        t.add_row(f"{level}: steps to 95% / final EMA", f"{v['steps_to_95pct']} / {v['final_ema_return']:.3f}")
    Console(stderr=True).print(t)
    text = json.dumps(out, indent=2)
    print(text)
    if args.json:
        Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
