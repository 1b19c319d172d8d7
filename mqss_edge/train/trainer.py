"""PPO training with Ray rollout workers (reads top to bottom like cleanrl's ppo.py).

Each update: every worker plays episodes with the current weights (ε-greedy), compiling, checking and
measuring final plans through the engine (results shared through the SQLite store, so nothing is
measured twice); the learner computes GAE and runs clipped-PPO epochs over minibatches. Checkpoints hold
everything needed to continue exactly (weights, optimizer, normalizers, RNG states, counters).
"""

from __future__ import annotations

import csv
import json
import math
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.env.reward import Metrics, Norms, RewardWeights


@dataclass(frozen=True)
class TrainConfig:
    """Everything a training run depends on (logged with the run as ``config.json``).

    Attributes:
        total_steps: environment steps to train for.
        total_updates: stop after this many PPO updates as well (0: no limit).
        episodes_per_update: episodes collected (over all workers) per PPO update.
        workers: Ray rollout workers.
        ppo_epochs: passes over each rollout batch.
        minibatch_size: transitions per gradient step.
        lr: Adam learning rate.
        gamma: discount (episodes are short and rewarded at the end).
        gae_lambda: GAE λ.
        clip_coef: PPO ratio clip.
        vf_coef: value-loss weight.
        ent_start: entropy coefficient at step 0 (decays linearly).
        ent_end: entropy coefficient at the last step.
        epsilon: ε-greedy exploration probability during rollouts.
        max_steps: episode length cap.
        checkpoint_every: updates between checkpoints.
        seed: master seed.
        split: corpus split trained on.
        max_modules: use only the first N modules of the split (0: all).
        measure_repeat: timed calls per process when measuring a plan.
        measure_processes: processes per measurement.
        pin: CPU list for pinned measurements ("" for none).
        store: result store path ("" for the default user cache).
        chip: chip profile TOML ("" for the default weights).
        early_stop_var: stop when the variance of episodic returns stays below this ...
        early_stop_window: ... over this many steps.
        feature_groups: "syntax", "semantics" or "context" (cumulative ablation level).
        demos: before PPO, run the teacher search on the training modules and behaviour-clone the
            policy to its demonstrations (see :mod:`mqss_edge.train.demos`).
        bc_epochs: behaviour-cloning epochs over the demonstrations.
        demo_modules: modules searched by the teacher, stratified by family (0: the whole split).
        value_warmup_updates: first PPO updates that train only the value head (the policy is kept as
            cloned until the advantages mean something).
        select_best: with ``demos``, ship whichever of the PPO policy and the cloned policy earns more
            greedy reward on the training modules (recorded in ``summary.json``).
        mask_input: the policy's trunk reads the action mask too (``PolicyNet(mask_input=...)``).
        augment: with the ``train`` split, this many generated modules per family join the training
            modules (:func:`mqss_edge.corpus.augment.augmented`: shapes the corpus lacks, never a
            hold-out or family-out module); the reward norms still come from the corpus modules alone.
        augment_seed: which shapes are drawn.
    """

    total_steps: int = 3000
    total_updates: int = 0
    episodes_per_update: int = 16
    workers: int = 2
    ppo_epochs: int = 4
    minibatch_size: int = 32
    lr: float = 3e-4
    gamma: float = 1.0
    gae_lambda: float = 0.95
    clip_coef: float = 0.2
    vf_coef: float = 0.5
    ent_start: float = 0.05
    ent_end: float = 0.01
    epsilon: float = 0.1
    max_steps: int = 4
    checkpoint_every: int = 2
    seed: int = 0
    split: str = "train"
    max_modules: int = 0
    measure_repeat: int = 5
    measure_processes: int = 1
    pin: str = ""
    store: str = ""
    chip: str = ""
    early_stop_var: float = 1e-3
    early_stop_window: int = 5000
    feature_groups: str = "context"
    demos: bool = False
    bc_epochs: int = 150
    demo_modules: int = 0
    value_warmup_updates: int = 0
    select_best: bool = True
    mask_input: bool = True
    augment: int = 0
    augment_seed: int = 0

    @staticmethod
    def load(path: str | Path, **overrides: Any) -> TrainConfig:
        data = tomllib.loads(Path(path).read_text()).get("train", {})
        known = {f.name for f in fields(TrainConfig)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"{path}: unknown train options {sorted(unknown)}")
        return replace(TrainConfig(**data), **{k: v for k, v in overrides.items() if v is not None})


# ---------------------------------------------------------------------------------------------------
# workloads, baselines, evaluation (shared by the trainer, the evaluator and the tests)


def load_workloads(split: str, max_modules: int = 0, modules: Sequence[Any] | None = None, augment: int = 0,
                   augment_seed: int = 0) -> list[Any]:
    """Corpus entries of a split as env workloads (then ``augment`` generated modules per family).

    The family baseline is measured through the same evaluator as every candidate (same measurement
    settings, cached in the store), so reward ratios compare like with like.

    Raises:
        ValueError: ``augment`` with a split other than ``train`` (generated modules are training material).
    """
    from mqss_edge import corpus
    from mqss_edge.env.pipeline_env import Workload

    entries = list(modules) if modules is not None else corpus.split(split)
    if max_modules:
        entries = entries[:max_modules]
    if augment:
        if split != "train":
            raise ValueError(f"generated modules only join the train split, not {split!r}")
        from mqss_edge.corpus.augment import augmented

        entries += augmented(augment, augment_seed)
    return [Workload(e.uri, e.text(), e.family, None, corpus.family_baseline(e.family)) for e in entries]


def reward_norms(workloads: Sequence[Any], evaluate: Callable[..., Any], sample: int = 48) -> Norms:
    """Per-component normalization from the training set: log(baseline / alternative) percentiles over
    the default pipeline and the expert rules of a fixed sample of training modules, measured through
    the same evaluator as every candidate (so cached and comparable)."""
    from mqss_edge import corpus
    from mqss_edge.pipeline import Plan

    samples: dict[str, list[float]] = {"compile": [], "runtime": [], "size": [], "l1": []}
    entries = corpus.by_uri()
    step = max(1, len(workloads) // sample)
    for w in list(workloads)[::step][:sample]:
        base = evaluate(w, w.baseline_plan or Plan())
        if not base.ok:
            continue
        alts = [Plan()]
        if w.uri in entries:
            alts.append(corpus.expert_plan(entries[w.uri]))
        for plan in alts:
            out = evaluate(w, plan)
            if not out.ok:
                continue
            for comp in ("compile", "runtime", "size", "l1"):
                a, b = getattr(base.metrics, comp), getattr(out.metrics, comp)
                if a and b:
                    samples[comp].append(math.log(a / b))
    return Norms.from_log_ratios(samples)


def make_evaluator(store: str = "", repeat: int = 5, processes: int = 1, pin: str = "") -> Callable[..., Any]:
    """An env evaluator backed by the engine (compile + check + measure, all stored)."""
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.env.pipeline_env import Outcome
    from mqss_edge.store import Store

    engine = Engine(Store(store) if store else None)
    cfg = MeasureConfig(warmup=2, repeat=repeat, processes=processes, pin=pin or None)

    def evaluate(workload: Any, plan: Any) -> Any:
        ev = engine.evaluate(workload.text, plan, measure=cfg)
        if not ev.ok:
            return Outcome(False, ev.status.value, None)
        l1 = ev.l1.miss_rate if ev.l1 else None
        return Outcome(True, "ok", Metrics(ev.compile_ms.get("total", 0.0), ev.runtime_ms() or 0.0,
                                           float(ev.text_bytes), l1))

    return evaluate


def to_policy_obs(obs: dict[str, Any]) -> dict[str, np.ndarray]:
    """Env observation → the policy network's input dict."""
    from mqss_edge.features import dense_adjacency

    g = obs["graph"]
    return {"vector": np.asarray(obs["vector"], np.float32), "nodes": np.asarray(g.nodes, np.float32),
            "adj": dense_adjacency(g), "mask": np.asarray(obs["mask"], bool)}


# ---------------------------------------------------------------------------------------------------
# rollouts


@dataclass
class Episode:
    obs: list[dict[str, np.ndarray]] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)
    values: list[float] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


class RolloutWorker:
    """Plays episodes with given weights; one per Ray actor (or in-process with ``workers=0``)."""

    def __init__(self, cfg_dict: dict[str, Any], workloads: list[Any], weights: dict[str, float],
                 norms: dict[str, Any], worker_id: int):
        import torch

        from mqss_edge.env.pipeline_env import PipelineEnv

        torch.set_num_threads(1)
        self.cfg = TrainConfig(**cfg_dict)
        evaluate = make_evaluator(self.cfg.store, self.cfg.measure_repeat, self.cfg.measure_processes, self.cfg.pin)
        self.env = PipelineEnv(workloads, evaluate, RewardWeights(**weights), Norms(norms["lo"], norms["hi"]),
                               self.cfg.max_steps, encoder=_encoder_for(self.cfg.feature_groups))
        self.worker_id = worker_id

    def run(self, state: dict[str, Any], episodes: int, epsilon: float, seed: int) -> list[Episode]:
        import torch

        from mqss_edge.policy.network import PolicyNet

        net = PolicyNet(**state["config"])
        net.load_state_dict(state["state_dict"])
        net.eval()
        gen = torch.Generator().manual_seed(seed)
        rng = np.random.default_rng(seed)
        out = []
        for _ in range(episodes):
            obs, info = self.env.reset(seed=int(rng.integers(1 << 31)))
            ep = Episode(info={"uri": info["uri"]})
            done = False
            while not done:
                p = to_policy_obs(obs)
                a, lp, v = net.act(p, generator=gen, epsilon=epsilon)
                ep.obs.append(p)
                ep.actions.append(a)
                ep.logprobs.append(lp)
                ep.values.append(v)
                obs, r, term, trunc, info = self.env.step(a)
                ep.rewards.append(r)
                done = term or trunc
            ep.info.update({k: info.get(k) for k in ("plan", "status", "ok", "runtime_ms")})
            out.append(ep)
        return out

    def greedy(self, state: dict[str, Any], indices: Sequence[int]) -> list[float]:
        """Episode rewards of the argmax policy on the given workloads (no exploration)."""
        import torch

        from mqss_edge.policy.network import PolicyNet

        net = PolicyNet(**state["config"])
        net.load_state_dict(state["state_dict"])
        net.eval()
        out = []
        for i in indices:
            obs, _ = self.env.reset(seed=0, options={"workload": int(i)})
            total, done = 0.0, False
            while not done:
                with torch.no_grad():
                    a, _, _ = net.act(to_policy_obs(obs), greedy=True)
                obs, r, term, trunc, _ = self.env.step(a)
                total += r
                done = term or trunc
            out.append(total)
        return out


def _encoder_for(level: str) -> Callable[..., Any]:
    """The env's encoder at one feature level (cumulative groups, for the ablation)."""
    from functools import partial

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.env.observe import encode_observation

    return partial(encode_observation, num_actions=NUM_ACTIONS, level=level)


# ---------------------------------------------------------------------------------------------------
# the training loop


def train(cfg: TrainConfig, log_dir: str | Path, *, resume: bool = False, ray_address: str | None = None,
          progress: Callable[[dict[str, Any]], None] | None = None, workloads: Sequence[Any] | None = None,
          norms: Norms | None = None) -> dict[str, Any]:
    """Train a policy; returns a summary. Writes checkpoints, CSV and TensorBoard logs under ``log_dir``.

    ``progress`` receives each PPO update's log row and, with ``cfg.demos``, ``{"phase": "demos", "done",
    "total"}`` rows during the teacher search.

    Raises:
        FileNotFoundError: ``resume`` without a checkpoint in ``log_dir``.
    """
    import torch

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.env.reward import ChipProfile
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.train.ppo import EMA, RunningMeanStd, compute_gae, entropy_coef, ppo_loss

    log_dir = Path(log_dir)
    log_dir.mkdir(parents=True, exist_ok=True)
    ckpt_path = log_dir / "checkpoint.pt"
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    chip = ChipProfile.load(cfg.chip) if cfg.chip else ChipProfile()
    if workloads is None:
        workloads = load_workloads(cfg.split, cfg.max_modules, augment=cfg.augment, augment_seed=cfg.augment_seed)
    workloads = list(workloads)
    if not workloads:
        raise ValueError(f"no measured workloads in split {cfg.split!r} (run `mqss-edge baseline` first)")
    if norms is None:
        from mqss_edge.corpus.augment import URI_PREFIX

        norms = reward_norms([w for w in workloads if not w.uri.startswith(URI_PREFIX)],
                             make_evaluator(cfg.store, cfg.measure_repeat, cfg.measure_processes, cfg.pin))
    (log_dir / "config.json").write_text(json.dumps({"train": asdict(cfg), "chip": asdict(chip),
                                                     "norms": norms.to_dict(), "modules": len(workloads)}, indent=2))

    net = PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=cfg.mask_input)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr, eps=1e-5)
    rms, ema = RunningMeanStd(), EMA(0.95)
    step, update, returns_window = 0, 0, []  # type: ignore[var-annotated]
    if resume:
        if not ckpt_path.exists():
            raise FileNotFoundError(f"no checkpoint to resume in {log_dir}")
        ck = torch.load(ckpt_path, weights_only=False)
        net.load_state_dict(ck["policy"])
        opt.load_state_dict(ck["optimizer"])
        rms.load_state_dict(ck["rms"])
        ema.load_state_dict(ck["ema"])
        step, update, returns_window = ck["step"], ck["update"], ck["returns_window"]
        torch.set_rng_state(ck["torch_rng"])

    weights = asdict(chip.weights)
    if cfg.demos and not resume:
        bc = _pretrain_on_demos(cfg, net, workloads, norms, weights, log_dir, ray_address, progress)
        _checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
        (log_dir / "bc.json").write_text(json.dumps(bc, indent=2))
        net.save(log_dir / "policy-bc.pt")  # the cloned policy, a candidate for the final choice
    workers, remote = _start_workers(cfg, workloads, weights, norms, ray_address)
    csv_path = log_dir / "progress.csv"
    new_csv = not csv_path.exists() or not resume
    csv_f = csv_path.open("w" if new_csv else "a", newline="")
    writer = csv.DictWriter(csv_f, fieldnames=["step", "update", "reward/episodic_return", "reward/ema",
                                               "policy/entropy", "env/compilation_success_rate",
                                               "losses/pg_loss", "losses/v_loss", "losses/approx_kl",
                                               "losses/clipfrac", "time/steps_per_s"])
    if new_csv:
        writer.writeheader()
    tb = _tensorboard(log_dir)
    stopped_early = False
    t0 = time.perf_counter()
    try:
        while step < cfg.total_steps and not (cfg.total_updates and update >= cfg.total_updates):
            state = {"config": asdict(net.config), "state_dict": {k: v.detach().clone() for k, v in net.state_dict().items()}}
            per = max(1, cfg.episodes_per_update // max(1, len(workers)))
            seeds = [cfg.seed * 1_000_003 + update * 101 + i for i in range(len(workers))]
            tu = time.perf_counter()
            episodes: list[Episode] = _collect(workers, remote, state, per, cfg.epsilon, seeds)
            n_steps = sum(len(e.actions) for e in episodes)
            step += n_steps
            # ---- advantages
            obs, acts, old_lp, old_v, advs, rets = [], [], [], [], [], []
            ep_returns, ok = [], []
            for e in episodes:
                raw = np.asarray(e.rewards, np.float64)
                ep_returns.append(float(raw.sum()))
                ok.append(bool(e.info.get("ok")))
                rms.update(np.asarray([raw.sum()]))
                r = raw / math.sqrt(rms.var + 1e-8)
                dones = np.zeros(len(r))
                dones[-1] = 1.0
                a, ret = compute_gae(r, np.asarray(e.values), dones, 0.0, cfg.gamma, cfg.gae_lambda)
                obs += e.obs
                acts += e.actions
                old_lp += e.logprobs
                old_v += e.values
                advs += list(a)
                rets += list(ret)
            from mqss_edge.policy.network import collate

            batch = collate(obs)
            t_act = torch.as_tensor(acts)
            t_lp, t_v = torch.as_tensor(old_lp, dtype=torch.float32), torch.as_tensor(old_v, dtype=torch.float32)
            t_adv, t_ret = torch.as_tensor(advs, dtype=torch.float32), torch.as_tensor(rets, dtype=torch.float32)
            ent_c = entropy_coef(step, cfg.total_steps, cfg.ent_start, cfg.ent_end)
            stats: dict[str, float] = {}
            n = len(acts)
            for _ in range(cfg.ppo_epochs):
                perm = torch.randperm(n)
                for s in range(0, n, cfg.minibatch_size):
                    idx = perm[s:s + cfg.minibatch_size]
                    lp, ent, v = net.evaluate_actions(batch.select(idx), t_act[idx])
                    out = ppo_loss(lp, t_lp[idx], t_adv[idx], t_ret[idx], v, t_v[idx], ent,
                                   clip_coef=cfg.clip_coef, vf_coef=cfg.vf_coef, ent_coef=ent_c)
                    opt.zero_grad()
                    # critic warm-up: a cloned policy is only as good as the advantages that move it
                    if update >= cfg.value_warmup_updates:
                        loss = out.loss
                    else:
                        loss = cfg.vf_coef * 0.5 * ((v - t_ret[idx]) ** 2).mean()
                    loss.backward()
                    torch.nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                    opt.step()
                    stats = {"pg": float(out.pg_loss), "v": float(out.v_loss), "ent": float(out.entropy),
                             "kl": float(out.approx_kl), "clip": float(out.clipfrac)}
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
                _checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
            span = returns_window[-1][0] - returns_window[0][0] if returns_window else 0
            if (step >= cfg.early_stop_window and span >= cfg.early_stop_window * 0.9
                    and float(np.var([r for _, r in returns_window])) < cfg.early_stop_var):
                stopped_early = True
                _checkpoint(ckpt_path, net, opt, rms, ema, step, update, returns_window)
                break
        selection = None
        if cfg.demos and cfg.select_best and (log_dir / "policy-bc.pt").exists():
            # the checkpoint keeps the PPO weights (resume continues PPO); only the export may differ
            selection = _select_final(net, PolicyNet.load(log_dir / "policy-bc.pt"), workers, remote,
                                      len(workloads))
    finally:
        csv_f.close()
        if tb is not None:
            tb.close()
        _stop_workers(workers, remote)
    export_policy_dir(net, log_dir / "policy", cfg, {"steps": step, "updates": update,
                                                     **({"selected": selection["selected"]} if selection else {})})
    summary = {"steps": step, "updates": update, "stopped_early": stopped_early,
               "seconds": time.perf_counter() - t0, "modules": len(workloads),
               **({"final_selection": selection} if selection else {})}
    (log_dir / "summary.json").write_text(json.dumps(summary, indent=2))
    plot_curves(csv_path, log_dir / "curves.png")
    return summary


def _select_final(net: Any, cloned: Any, workers: list[Any], remote: bool, n: int) -> dict[str, Any]:
    """Keeps the better of the PPO policy and the cloned one by mean greedy reward over the training
    modules (the plans are mostly measured already, so this is cheap); ``net`` ends up holding it."""
    scores = {}
    for name, model in (("ppo", net), ("cloned", cloned)):
        state = {"config": asdict(model.config),
                 "state_dict": {k: v.detach().clone() for k, v in model.state_dict().items()}}
        parts = [list(range(i, n, len(workers))) for i in range(len(workers))]
        if remote:
            import ray

            chunks = ray.get([w.greedy.remote(state, p) for w, p in zip(workers, parts)])
            rewards = [r for chunk in chunks for r in chunk]
        else:
            rewards = [r for w, p in zip(workers, parts) for r in w.greedy(state, p)]
        scores[name] = float(np.mean(rewards))
    selected = "ppo" if scores["ppo"] >= scores["cloned"] else "cloned"
    if selected == "cloned":
        net.load_state_dict(cloned.state_dict())
    return {"selected": selected, "greedy_train_reward": scores}


def _pretrain_on_demos(cfg: TrainConfig, net: Any, workloads: Sequence[Any], norms: Norms,
                       weights: dict[str, float], log_dir: Path, ray_address: str | None,
                       progress: Callable[[dict[str, Any]], None] | None) -> dict[str, Any]:
    """Teacher search (resumable through ``demos.json`` and the store) + behaviour cloning of ``net``."""
    from mqss_edge.train.demos import behaviour_clone, collect_demos, demo_batch

    remote = cfg.workers > 0
    if remote:
        _ray_init(cfg, ray_address)

    def show(done: int, total: int) -> None:
        if progress:
            progress({"phase": "demos", "done": done, "total": total})

    texts = {w.uri: w.text for w in workloads}
    entries = None
    if cfg.augment:
        from mqss_edge import corpus
        from mqss_edge.corpus.augment import augmented

        entries = {**corpus.by_uri(), **{e.uri: e for e in augmented(cfg.augment, cfg.augment_seed)}}
    found = collect_demos(cfg, workloads, norms, weights, log_dir / "demos.json", remote, show, entries)
    # in workload order, not the order Ray tasks finished in: cloning is then the same on every run
    demos = {w.uri: found[w.uri] for w in workloads if w.uri in found}
    obs, acts = demo_batch(list(demos.values()), texts, cfg.max_steps, cfg.feature_groups)
    stats = behaviour_clone(net, obs, acts, epochs=cfg.bc_epochs, seed=cfg.seed)
    return {**stats, "modules": len(workloads), "demos": len(demos),
            "mean_demo_reward": float(np.mean([d.reward for d in demos.values()])) if demos else 0.0}


def export_policy_dir(net: Any, out: Path, cfg: TrainConfig, training: dict[str, Any]) -> Path:
    """An fp32 policy directory: ``policy.pt`` + ``signature.json`` (what ``quantize`` and ``Selector`` load)."""
    from mqss_edge.selector import write_signature

    out.mkdir(parents=True, exist_ok=True)
    net.save(out / "policy.pt")
    write_signature(out, model_file="policy.pt", backend="torch", precision="fp32", max_steps=cfg.max_steps,
                    feature_level=cfg.feature_groups,
                    extra={"training": {**training, "split": cfg.split, "seed": cfg.seed}})
    return out


def _checkpoint(path: Path, net: Any, opt: Any, rms: Any, ema: Any, step: int, update: int,
                window: list[tuple[int, float]]) -> None:
    import torch

    tmp = path.with_suffix(".tmp")
    torch.save({"policy": net.state_dict(), "optimizer": opt.state_dict(), "rms": rms.state_dict(),
                "ema": ema.state_dict(), "step": step, "update": update, "returns_window": window,
                "torch_rng": torch.get_rng_state()}, tmp)
    tmp.replace(path)  # atomic: a kill mid-save keeps the previous checkpoint


def _tensorboard(log_dir: Path) -> Any:
    try:
        from torch.utils.tensorboard import SummaryWriter
    except ImportError:
        return None
    return SummaryWriter(str(log_dir / "tb"))


def _start_workers(cfg: TrainConfig, workloads: Sequence[Any], weights: dict[str, float], norms: Norms,
                   ray_address: str | None) -> tuple[list[Any], bool]:
    """Ray actors (local Ray by default, a cluster by address); ``workers=0`` runs in-process.

    Every worker sees every workload (episodes sample modules uniformly); the store dedupes work.
    """
    if cfg.workers == 0:
        return [RolloutWorker(asdict(cfg), list(workloads), weights, norms.to_dict(), 0)], False
    import ray

    _ray_init(cfg, ray_address)
    actor = ray.remote(num_cpus=1, max_restarts=2)(RolloutWorker)
    return [actor.remote(asdict(cfg), list(workloads), weights, norms.to_dict(), i) for i in range(cfg.workers)], True


def _ray_init(cfg: TrainConfig, ray_address: str | None) -> None:
    """Local Ray by default, a cluster by address; a no-op when Ray is already up."""
    import ray

    if not ray.is_initialized():
        if ray_address:
            ray.init(address=ray_address, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(num_cpus=max(2, cfg.workers), include_dashboard=False, log_to_driver=False,
                     configure_logging=False)


def _collect(workers: list[Any], remote: bool, state: dict[str, Any], per: int, eps: float,
             seeds: list[int]) -> list[Episode]:
    if not remote:
        return [e for w, s in zip(workers, seeds) for e in w.run(state, per, eps, s)]
    import ray

    futures = [w.run.remote(state, per, eps, s) for w, s in zip(workers, seeds)]
    return [e for chunk in ray.get(futures) for e in chunk]


def _stop_workers(workers: list[Any], remote: bool) -> None:
    if remote:
        import ray

        for w in workers:
            ray.kill(w)


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
