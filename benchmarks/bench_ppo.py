"""PPO after behaviour cloning: does it raise the objective on the training modules held back from cloning?

For each seed, in one result store:

1. clone the shipped run's demonstrations as it cloned them (its ``bc.json`` says which modules it held
   back; they stay out of cloning and of PPO's rollouts);
2. PPO from the clone for ``--updates`` updates of ``--episodes`` episodes on the cloned modules (the
   configured value warm-up shortened to ``--warmup`` updates, so the policy itself is trained), as
   ``configs/train.toml`` configures it otherwise (one in-process worker, pinned measurements);
3. the greedy reward (the training reward, default profile) of the clone and of the PPO policy on every
   held-back module.

The delta per seed is the PPO policy's mean held-back reward minus its clone's. The export keeps whichever is
better on held-back modules, so a delta <= 0 means PPO does not earn its place at this budget. The run
also records what limits it: the PPO updates' approximate KL to the policy before each update, the clip
fraction, the entropy and the mean episode return per update. Writes JSON, prints a table, draws the
per-update return and the held-back deltas (PNG).

    python benchmarks/bench_ppo.py --seeds 0,1 --updates 8 --out benchmarks/ppo
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import statistics
import tempfile
import time
from dataclasses import asdict, replace
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

from _paths import ROOT, shown  # noqa: E402  (this folder is first on sys.path)


def _held_back_rewards(cfg, net, held, weights, norms) -> list[float]:
    from mqss_edge.train.trainer import _state
    from mqss_edge.train.workers import Workers

    workers = Workers(cfg, held, weights, norms, None, in_process=True)
    try:
        return workers.greedy(_state(net), len(held))
    finally:
        workers.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--run", default=str(ROOT / "mqss_edge" / "data" / "policy" / "fp32" / "training"),
                    help="a training run's files (demos.json, bc.json, config.json): default the shipped policy's")
    ap.add_argument("--config", default=str(ROOT / "configs" / "train.toml"))
    ap.add_argument("--seeds", default="0,1")
    ap.add_argument("--updates", type=int, default=8, help="PPO updates after cloning")
    ap.add_argument("--episodes", type=int, default=16, help="episodes per update")
    ap.add_argument("--warmup", type=int, default=2, help="updates that fit the value head alone first")
    ap.add_argument("--target-kl", type=float, default=0.0, help="stop an update's epochs past 1.5x this KL (0: off)")
    ap.add_argument("--lr", type=float, default=None, help="learning rate (default: the config's)")
    ap.add_argument("--store", default="", help="result store (default: a fresh one for this run)")
    ap.add_argument("--out", default="benchmarks/ppo", help="path stem for .json and .png")
    args = ap.parse_args()

    from rich.console import Console
    from rich.table import Table

    from mqss_edge.env.reward import Norms, RewardWeights
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.train.config import TrainConfig
    from mqss_edge.train.demos import load_demos
    from mqss_edge.train.trainer import train
    from mqss_edge.train.workloads import load_workloads

    run = Path(args.run)
    run_cfg = json.loads((run / "config.json").read_text())
    norms = Norms(run_cfg["norms"]["lo"], run_cfg["norms"]["hi"])
    weights = asdict(RewardWeights())
    held_uris = set(json.loads((run / "bc.json").read_text())["held_back"])
    demos = load_demos(run / "demos.json")
    tmp = tempfile.mkdtemp(prefix="mqss-ppo-")
    store = args.store or str(Path(tmp) / "store.sqlite")
    base = TrainConfig.load(args.config)
    wl = load_workloads(base.split, base.max_modules, augment=base.augment, augment_seed=base.augment_seed,
                        models=base.models)
    cloned = [w for w in wl if w.uri in demos and w.uri not in held_uris]
    held = [w for w in wl if w.uri in held_uris]
    console = Console(stderr=True)
    console.print(f"{len(cloned)} cloned modules (PPO's rollouts), {len(held)} held back (scored)")
    seeds = [int(s) for s in args.seeds.split(",") if s]
    out: dict = {"run": shown(run), "updates": args.updates, "episodes_per_update": args.episodes,
                 "value_warmup_updates": args.warmup, "target_kl": args.target_kl, "lr": args.lr or base.lr,
                 "cloned_modules": len(cloned), "held_back": len(held),
                 "seeds": {}}
    try:
        for seed in seeds:
            log = Path(tmp) / f"seed{seed}"
            log.mkdir()
            shutil.copy(run / "demos.json", log / "demos.json")
            cfg = replace(base, seed=seed, total_steps=10 ** 9, total_updates=args.updates,
                          episodes_per_update=args.episodes, value_warmup_updates=args.warmup, holdback=0.0,
                          select_best=False, workers=0, store=store, early_stop_window=10 ** 9,
                          checkpoint_every=10 ** 6, target_kl=args.target_kl, lr=args.lr or base.lr)
            t0 = time.perf_counter()
            train(cfg, log, workloads=cloned, norms=norms, progress=lambda r: None)
            t_train = time.perf_counter() - t0
            clone = PolicyNet.load(log / "policy-bc.pt")
            ppo = PolicyNet.load(log / "policy" / "policy.pt")
            r_clone = _held_back_rewards(cfg, clone, held, weights, norms)
            r_ppo = _held_back_rewards(cfg, ppo, held, weights, norms)
            with (log / "progress.csv").open() as f:
                curve = [{k: float(v) for k, v in row.items() if v not in ("", None)} for row in csv.DictReader(f)]
            mc, mp = statistics.fmean(r_clone), statistics.fmean(r_ppo)
            out["seeds"][str(seed)] = {
                "clone_mean_reward": mc, "ppo_mean_reward": mp, "delta": mp - mc,
                "better": sum(p > c + 1e-9 for p, c in zip(r_ppo, r_clone)),
                "worse": sum(p < c - 1e-9 for p, c in zip(r_ppo, r_clone)),
                "per_module": {w.uri: {"clone": c, "ppo": p} for w, c, p in zip(held, r_clone, r_ppo)},
                "curve": curve, "train_seconds": t_train}
            console.print(f"seed {seed}: clone {mc:.4f}, PPO {mp:.4f}, delta {mp - mc:+.4f} ({t_train:.0f} s)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    deltas = [s["delta"] for s in out["seeds"].values()]
    out["summary"] = {"mean_delta": statistics.fmean(deltas), "min_delta": min(deltas), "max_delta": max(deltas),
                      "seeds_improved": sum(d > 0 for d in deltas), "seeds": len(deltas),
                      "load_avg_1min": os.getloadavg()[0]}
    stem = Path(args.out)
    stem.with_suffix(".json").write_text(json.dumps(out, indent=1))

    t = Table(title=f"PPO after cloning: greedy reward on {len(held)} held-back modules")
    for c in ("seed", "clone", "PPO", "delta", "better", "worse", "last kl", "last clip", "last entropy"):
        t.add_column(c, justify="right")
    for seed, s in out["seeds"].items():
        last = s["curve"][-1] if s["curve"] else {}
        t.add_row(seed, f"{s['clone_mean_reward']:.4f}", f"{s['ppo_mean_reward']:.4f}", f"{s['delta']:+.4f}",
                  str(s["better"]), str(s["worse"]), f"{last.get('losses/approx_kl', float('nan')):.4f}",
                  f"{last.get('losses/clipfrac', float('nan')):.3f}", f"{last.get('policy/entropy', float('nan')):.3f}")
    Console().print(t)
    Console().print(json.dumps(out["summary"], indent=1))

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a1, a2) = plt.subplots(1, 2, figsize=(10, 3.8))
    for seed, s in out["seeds"].items():
        xs = [r.get("update", i + 1) for i, r in enumerate(s["curve"])]
        a1.plot(xs, [r.get("reward/episodic_return", float("nan")) for r in s["curve"]], marker="o", ms=3, label=f"seed {seed}")
    a1.axvline(args.warmup + 0.5, color="grey", lw=0.8, ls="--", label="policy updates start")
    a1.set_xlabel("PPO update")
    a1.set_ylabel("mean episode return (rollouts)")
    a1.legend(fontsize=8)
    a2.bar(list(out["seeds"]), deltas)
    a2.axhline(0, color="grey", lw=0.8)
    a2.set_xlabel("seed")
    a2.set_ylabel("held-back greedy reward: PPO - clone")
    fig.tight_layout()
    fig.savefig(stem.with_suffix(".png"), dpi=120)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
