"""A run's logs: the per-update CSV (namespaced metric keys), TensorBoard, the per-episode rollout log
(where each episode ran), and the PNG curves."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

PROGRESS_FIELDS = ["step", "update", "reward/episodic_return", "reward/ema", "policy/entropy",
                   "env/compilation_success_rate", "losses/pg_loss", "losses/v_loss", "losses/approx_kl",
                   "losses/clipfrac", "time/steps_per_s"]


def progress_writer(csv_f: TextIO, new: bool) -> csv.DictWriter[str]:
    """The per-update CSV writer (header written when ``new``)."""
    writer = csv.DictWriter(csv_f, fieldnames=PROGRESS_FIELDS)
    if new:
        writer.writeheader()
    return writer


def tensorboard(log_dir: Path) -> Any:
    """A TensorBoard writer under ``log_dir/tb``, or ``None`` without TensorBoard installed."""
    try:
        from torch.utils.tensorboard import SummaryWriter
    except ImportError:
        return None
    return SummaryWriter(str(log_dir / "tb"))


def log_rollouts(f: TextIO, step: int, update: int, episodes: Sequence[Any]) -> None:
    """One JSON line per episode: the update it fed, its module, actions, rewards, outcome and where it
    ran (worker, pid, host, Ray node)."""
    for e in episodes:
        f.write(json.dumps({"update": update, "step": step, "uri": e.info.get("uri"), "actions": list(e.actions),
                            "rewards": list(e.rewards),
                            "logprobs": [float(x) for x in e.logprobs], "values": [float(x) for x in e.values], "plan": e.info.get("plan"), "status": e.info.get("status"),
                            "ok": e.info.get("ok"), "runtime_ms": e.info.get("runtime_ms"),
                            "where": e.info.get("where")}) + "\n")
    f.flush()


def plot_curves(csv_path: Path, png: Path) -> None:
    """PNG training curves: episodic return (+EMA), entropy, success rate."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with csv_path.open() as f:
        rows = list(csv.DictReader(f))
    if not rows:
        return
    step = [float(r["step"]) for r in rows]
    fig, ax = plt.subplots(1, 3, figsize=(13, 3.5))
    ax[0].plot(step, [float(r["reward/episodic_return"]) for r in rows], label="return")
    ax[0].plot(step, [float(r["reward/ema"]) for r in rows], label="EMA 0.95")
    ax[0].legend()
    ax[0].set_title("reward/episodic_return")
    ax[1].plot(step, [float(r["policy/entropy"]) for r in rows])
    ax[1].set_title("policy/entropy")
    ax[2].plot(step, [float(r["env/compilation_success_rate"]) for r in rows])
    ax[2].set_title("env/compilation_success_rate")
    for a in ax:
        a.set_xlabel("env steps")
    fig.tight_layout()
    fig.savefig(png, dpi=100)
    plt.close(fig)
