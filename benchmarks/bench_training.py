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


def _clone_and_score(fit: list, held: list, texts: dict[str, str], level: str, epochs: int,
                     seed: int) -> tuple[int, float, float]:
    """Behaviour-clone a fresh policy on ``fit``: (gradient steps to 95 % of the loss drop, train top-1,
    top-1 on the ``held`` modules' demonstrations)."""
    import torch

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet, collate
    from mqss_edge.train.demos import behaviour_clone, demo_batch

    obs, acts = demo_batch(fit, texts, 4, level)
    torch.manual_seed(seed)  # the same initial network for every fold and variant: differences are the data's
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=True)  # as trained
    hist: list[float] = []
    stats = behaviour_clone(net, obs, acts, epochs=epochs, seed=seed, history=hist)
    target = hist[-1] + 0.05 * (hist[0] - hist[-1])
    first = next(i for i, v in enumerate(hist) if v <= target)
    h_obs, h_acts = demo_batch(held, texts, 4, level)
    with torch.no_grad():
        logits, _ = net(*collate(h_obs))
    held_acc = float((logits.argmax(-1) == torch.as_tensor(h_acts)).float().mean())
    return (first + 1) * -(-len(obs) // 64), stats["bc_accuracy"], held_acc


def bc_ablation(demos_path: Path, folds: int, epochs: int, seed: int = 0) -> dict[str, dict[str, float]]:
    """Per feature level: how fast and how well behaviour cloning fits the teacher's demonstrations, and how
    well it generalizes to modules it did not see (k-fold over modules, folds interleaved by family order).

    Steps to converge = gradient steps until the epoch loss first comes within 5% of its total drop.
    Only corpus modules take part (a run's generated modules are measured by :func:`bc_generated`).
    """
    import numpy as np
    import torch

    from mqss_edge import corpus
    from mqss_edge.train.demos import load_demos

    torch.set_num_threads(1)
    demos = sorted(load_demos(demos_path).values(), key=lambda d: d.uri)
    texts = {e.uri: e.text() for e in corpus.split("train")}
    demos = [d for d in demos if d.uri in texts]
    out: dict[str, dict[str, float]] = {}
    for level in ("syntax", "semantics", "context"):
        runs = [_clone_and_score([d for i, d in enumerate(demos) if i % folds != f],
                                 [d for i, d in enumerate(demos) if i % folds == f], texts, level, epochs, seed)
                for f in range(folds)]
        steps, train_acc, held_acc = zip(*runs)
        out[level] = {"bc_steps_to_95pct": float(np.mean(steps)), "bc_train_accuracy": float(np.mean(train_acc)),
                      "bc_heldout_module_accuracy": float(np.mean(held_acc)), "folds": folds,
                      "demos": len(demos)}
    return out


def bc_generated(demos_path: Path, folds: int, epochs: int, seed: int = 0) -> dict[str, float] | None:
    """What a run's generated training modules (``augment``) do for unseen corpus modules: the same k folds
    over corpus modules, cloned on the other folds alone and with every generated module's demonstration
    added; top-1 on the held-out fold (context features). ``None`` when the run had no generated modules."""
    import numpy as np
    import torch

    from mqss_edge import corpus
    from mqss_edge.corpus.augment import URI_PREFIX, augmented
    from mqss_edge.train.demos import load_demos

    config = json.loads((demos_path.parent / "config.json").read_text())["train"]
    if not config.get("augment"):
        return None
    torch.set_num_threads(1)
    texts = {e.uri: e.text() for e in corpus.split("train")}
    texts.update({e.uri: e.text() for e in augmented(config["augment"], config.get("augment_seed", 0))})
    demos = sorted((d for d in load_demos(demos_path).values() if d.uri in texts), key=lambda d: d.uri)
    gen = [d for d in demos if d.uri.startswith(URI_PREFIX)]
    own = [d for d in demos if not d.uri.startswith(URI_PREFIX)]
    alone, added = [], []
    for f in range(folds):
        fit = [d for i, d in enumerate(own) if i % folds != f]
        held = [d for i, d in enumerate(own) if i % folds == f]
        alone.append(_clone_and_score(fit, held, texts, "context", epochs, seed)[2])
        added.append(_clone_and_score(fit + gen, held, texts, "context", epochs, seed)[2])
    return {"heldout_module_accuracy_corpus_only": float(np.mean(alone)),
            "heldout_module_accuracy_with_generated": float(np.mean(added)), "folds": folds,
            "corpus_demos": len(own), "generated_demos": len(gen)}


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
        generated = bc_generated(Path(args.demos), args.bc_folds, args.bc_epochs)
        if generated is not None:
            out["generated_modules_bc"] = generated
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
    if "generated_modules_bc" in out:
        g = out["generated_modules_bc"]
        t.add_row("held-out-module acc: corpus only / + generated modules",
                  f"{g['heldout_module_accuracy_corpus_only']:.3f} / {g['heldout_module_accuracy_with_generated']:.3f}")  # type: ignore[index]
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
