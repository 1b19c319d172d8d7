"""The PPO update loop (reads top to bottom like cleanrl's ppo.py).

Each update: every worker plays episodes with the current weights (ε-greedy), compiling, checking and
measuring final plans through the engine (:mod:`mqss_edge.train.workers`: Ray actors whose results the
driver writes to its store, so nothing is measured twice); the learner computes GAE and runs clipped-PPO
epochs over minibatches. Checkpoints hold everything needed to continue exactly
(:mod:`mqss_edge.train.checkpoint`). The configuration is :mod:`mqss_edge.train.config`, the workloads and
evaluator :mod:`mqss_edge.train.workloads`, the teacher search before PPO :mod:`mqss_edge.train.demos`,
the logs :mod:`mqss_edge.train.runlog`, the exported policy :mod:`mqss_edge.train.export`.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.env.reward import Norms
from mqss_edge.train.checkpoint import load_checkpoint, save_checkpoint
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.export import export_policy_dir
from mqss_edge.train.rollouts import Episode
from mqss_edge.train.runlog import log_rollouts, plot_curves, progress_writer, tensorboard
from mqss_edge.train.workers import Workers
from mqss_edge.train.workloads import evaluator_for, load_workloads, make_evaluator, reward_norms

__all__ = ["TrainConfig", "export_policy_dir", "load_workloads", "make_evaluator", "reward_norms", "train"]


def _state(net: Any) -> dict[str, Any]:
    """The weights as shipped to workers."""
    return {"config": asdict(net.config), "state_dict": {k: v.detach().clone() for k, v in net.state_dict().items()}}


def train(cfg: TrainConfig, log_dir: str | Path, *, resume: bool = False, ray_address: str | None = None,
          progress: Callable[[dict[str, Any]], None] | None = None, workloads: Sequence[Any] | None = None,
          norms: Norms | None = None, in_process: bool = False) -> dict[str, Any]:
    """Train a policy; returns a summary. Writes checkpoints, CSV, TensorBoard and rollout logs under ``log_dir``.

    ``progress`` receives each PPO update's log row and, with ``cfg.demos``, ``{"phase": "demos", "done",
    "total"}`` rows during the teacher search. ``in_process`` plays the ``cfg.workers`` workers' episodes
    in this process instead of on Ray (the same episodes: a Ray-free rerun of a Ray run).

    Raises:
        FileNotFoundError: ``resume`` without a checkpoint in ``log_dir``.
    """
    import torch

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.env.reward import ChipProfile
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet, collate
    from mqss_edge.train.ppo import EMA, RunningMeanStd, compute_gae, entropy_coef, ppo_loss

    log_dir = Path(log_dir)
    log_dir.mkdir(parents=True, exist_ok=True)
    ckpt_path = log_dir / "checkpoint.pt"
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    chip = ChipProfile.load(cfg.chip) if cfg.chip else ChipProfile()
    if workloads is None:
        workloads = load_workloads(cfg.split, cfg.max_modules, augment=cfg.augment, augment_seed=cfg.augment_seed,
                                   models=cfg.models)
    workloads = list(workloads)
    if not workloads:
        raise ValueError(f"no measured workloads in split {cfg.split!r} (run `mqss-edge baseline` first)")
    if norms is None:
        from mqss_edge.corpus.augment import URI_PREFIX

        kernels = [w for w in workloads if not (w.uri.startswith(URI_PREFIX) or w.family.startswith("model:"))]
        norms = reward_norms(kernels, evaluator_for(cfg))
    (log_dir / "config.json").write_text(json.dumps({"train": asdict(cfg), "chip": asdict(chip),
                                                     "norms": norms.to_dict(), "modules": len(workloads)}, indent=2))

    net = PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=cfg.mask_input)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr, eps=1e-5)
    rms, ema = RunningMeanStd(), EMA(0.95)
    step, update, returns_window = 0, 0, []  # type: ignore[var-annotated]
    if resume:
        step, update, returns_window = load_checkpoint(ckpt_path, net, opt, rms, ema)

    weights = asdict(chip.weights)
    if cfg.demos and not resume:
        from mqss_edge.train.demos import pretrain_on_demos

        bc = pretrain_on_demos(cfg, net, workloads, norms, weights, log_dir, ray_address, progress, in_process)
        save_checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
        (log_dir / "bc.json").write_text(json.dumps(bc, indent=2))
        net.save(log_dir / "policy-bc.pt")  # the cloned policy, a candidate for the final choice
    workers = Workers(cfg, workloads, weights, norms, ray_address, in_process)
    csv_path = log_dir / "progress.csv"
    new_csv = not csv_path.exists() or not resume
    csv_f = csv_path.open("w" if new_csv else "a", newline="")
    rollouts_f = (log_dir / "rollouts.jsonl").open("w" if new_csv else "a")
    writer = progress_writer(csv_f, new_csv)
    tb = tensorboard(log_dir)
    stopped_early = False
    t0 = time.perf_counter()
    try:
        while step < cfg.total_steps and not (cfg.total_updates and update >= cfg.total_updates):
            state = _state(net)
            per = max(1, cfg.episodes_per_update // max(1, len(workers)))
            seeds = [cfg.seed * 1_000_003 + update * 101 + i for i in range(len(workers))]
            tu = time.perf_counter()
            episodes: list[Episode] = workers.collect(state, per, cfg.epsilon, seeds)
            n_steps = sum(len(e.actions) for e in episodes)
            step += n_steps
            log_rollouts(rollouts_f, step, update + 1, episodes)
            # ---- advantages
            obs, acts, old_lp, old_v, advs, rets = [], [], [], [], [], []
            ep_returns, ok = [], []
            for e in episodes:
                raw = np.asarray(e.rewards, np.float64)
                ep_returns.append(float(raw.sum()))
                ok.append(bool(e.info.get("ok")))
                rms.update(np.asarray([raw.sum()]))
                r = raw / reward_scale(rms, cfg.scale_rewards)
                dones = np.zeros(len(r))
                dones[-1] = 1.0
                a, ret = compute_gae(r, np.asarray(e.values), dones, 0.0, cfg.gamma, cfg.gae_lambda)
                obs += e.obs
                acts += e.actions
                old_lp += e.logprobs
                old_v += e.values
                advs += list(a)
                rets += list(ret)
            batch = collate(obs)
            t_act = torch.as_tensor(acts)
            t_lp, t_v = torch.as_tensor(old_lp, dtype=torch.float32), torch.as_tensor(old_v, dtype=torch.float32)
            t_adv, t_ret = torch.as_tensor(advs, dtype=torch.float32), torch.as_tensor(rets, dtype=torch.float32)
            ent_c = entropy_coef(step, cfg.total_steps, cfg.ent_start, cfg.ent_end)
            # ---- clipped-PPO epochs
            stats: dict[str, float] = {}
            n = len(acts)
            warmup = update < cfg.value_warmup_updates
            value_only(net, warmup)
            stop_kl = False
            for _ in range(cfg.ppo_epochs):
                if stop_kl:
                    break
                perm = torch.randperm(n)
                for s in range(0, n, cfg.minibatch_size):
                    idx = perm[s:s + cfg.minibatch_size]
                    lp, ent, v = net.evaluate_actions(batch.select(idx), t_act[idx])
                    out = ppo_loss(lp, t_lp[idx], t_adv[idx], t_ret[idx], v, t_v[idx], ent,
                                   clip_coef=cfg.clip_coef, vf_coef=cfg.vf_coef, ent_coef=ent_c)
                    opt.zero_grad()
                    # critic warm-up: a cloned policy is only as good as the advantages that move it
                    if not warmup:
                        loss = out.loss
                    else:
                        loss = cfg.vf_coef * 0.5 * ((v - t_ret[idx]) ** 2).mean()
                    loss.backward()
                    torch.nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                    opt.step()
                    stats = {"pg": float(out.pg_loss), "v": float(out.v_loss), "ent": float(out.entropy),
                             "kl": float(out.approx_kl), "clip": float(out.clipfrac)}
                    if cfg.target_kl and not warmup and float(out.approx_kl) > 1.5 * cfg.target_kl:
                        stop_kl = True  # this update moved the policy far enough from the rollout's
                        break
            value_only(net, False)
            # ---- logging, checkpoints, early stop
            update += 1
            mean_ret = float(np.mean(ep_returns))
            smoothed = float(ema.update(mean_ret))
            returns_window = (returns_window + [(step, r) for r in ep_returns])
            returns_window = [(s, r) for s, r in returns_window if s > step - cfg.early_stop_window]
            row = {"step": step, "update": update, "reward/episodic_return": mean_ret, "reward/ema": smoothed,
                   "policy/entropy": stats.get("ent", 0.0), "env/compilation_success_rate": float(np.mean(ok)),
                   "losses/pg_loss": stats.get("pg", 0.0), "losses/v_loss": stats.get("v", 0.0),
                   "losses/approx_kl": stats.get("kl", 0.0), "losses/clipfrac": stats.get("clip", 0.0),
                   "time/steps_per_s": n_steps / max(1e-9, time.perf_counter() - tu)}
            writer.writerow(row)
            csv_f.flush()
            if tb is not None:
                for k, v in row.items():
                    if k not in ("step", "update"):
                        tb.add_scalar(k, v, step)
                tb.flush()
            if progress:
                progress(row)
            if update % cfg.checkpoint_every == 0 or step >= cfg.total_steps or update == cfg.total_updates:
                save_checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
            span = returns_window[-1][0] - returns_window[0][0] if returns_window else 0
            if (step >= cfg.early_stop_window and span >= cfg.early_stop_window * 0.9
                    and float(np.var([r for _, r in returns_window])) < cfg.early_stop_var):
                stopped_early = True
                save_checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
                break
        selection = None
        # no PPO update (a cloning-only run): the policy is the clone, there is nothing to choose
        if cfg.demos and cfg.select_best and update > 0 and (log_dir / "policy-bc.pt").exists():
            # the checkpoint keeps the PPO weights (resume continues PPO); only the export may differ
            selection = _select_final(net, PolicyNet.load(log_dir / "policy-bc.pt"), workers, len(workloads))
    finally:
        csv_f.close()
        rollouts_f.close()
        if tb is not None:
            tb.close()
        workers.stop()
    guard = _calibrate_guard(cfg, net, workloads, log_dir, progress)
    export_policy_dir(net, log_dir / "policy", cfg, {"steps": step, "updates": update,
                                                     **({"selected": selection["selected"]} if selection else {})},
                      guard=guard)
    summary = {"steps": step, "updates": update, "stopped_early": stopped_early,
               "seconds": time.perf_counter() - t0, "modules": len(workloads),
               **({"final_selection": selection} if selection else {})}
    (log_dir / "summary.json").write_text(json.dumps(summary, indent=2))
    plot_curves(csv_path, log_dir / "curves.png")
    return summary


def value_only(net: Any, on: bool) -> None:
    """With ``on``, only the value head's parameters take gradients: the value warm-up fits the critic on the
    cloned policy's returns without moving the trunk and graph encoder the policy head shares (trained on the
    value loss, they moved the clone by an approximate KL of 1.1 in the first warm-up update). ``on=False``
    makes every parameter trainable again."""
    head = {id(p) for p in net.value_head.parameters()}
    for p in net.parameters():
        p.requires_grad_(not on or id(p) in head)


def reward_scale(rms: Any, scale: bool) -> float:
    """What an episode's rewards are divided by: the running standard deviation of episode returns when
    ``scale`` (and at least two returns are in), else 1. The reward is bounded and normalized by design; after
    cloning the returns barely vary, and dividing by their spread (0 after one episode, about 0.02 after a
    few) made value targets of 10^2-10^4."""
    if not scale or rms.count < 2:
        return 1.0
    return math.sqrt(float(rms.var) + 1e-8)


def _calibrate_guard(cfg: TrainConfig, net: Any, workloads: Sequence[Any], log_dir: Path,
                     progress: Callable[[dict[str, Any]], None] | None) -> dict[str, Any] | None:
    """The zero-shot guard's threshold from the modules held back from cloning (``bc.json``), measured
    through the training evaluator; the per-module figures go to ``guard.json``. ``None`` without any."""
    bc_path = log_dir / "bc.json"
    held = set(json.loads(bc_path.read_text()).get("held_back", [])) if bc_path.exists() else set()
    if not held:
        return None
    from mqss_edge.quantize.runtime import TorchRuntime
    from mqss_edge.selector import Selector
    from mqss_edge.train.guard import calibrate

    sel = Selector(TorchRuntime(net), {"max_steps": cfg.max_steps, "feature_level": cfg.feature_groups})
    evaluate = evaluator_for(cfg)

    def show(done: int, total: int) -> None:
        if progress:
            progress({"phase": "guard", "done": done, "total": total})

    guard, rows = calibrate(sel, [w for w in workloads if w.uri in held], evaluate, show)
    (log_dir / "guard.json").write_text(json.dumps({**guard, "rows": [asdict(r) for r in rows]}, indent=2))
    return guard


def _select_final(net: Any, cloned: Any, workers: Workers, n: int) -> dict[str, Any]:
    """Keeps the better of the PPO policy and the cloned one by mean greedy reward over the training
    modules (the plans are mostly measured already, so this is cheap); ``net`` ends up holding it."""
    scores = {name: float(np.mean(workers.greedy(_state(model), n))) for name, model in (("ppo", net),
                                                                                       ("cloned", cloned))}
    selected = "ppo" if scores["ppo"] >= scores["cloned"] else "cloned"
    if selected == "cloned":
        net.load_state_dict(cloned.state_dict())
    return {"selected": selected, "greedy_train_reward": scores}
