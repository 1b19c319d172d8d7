"""The training run's configuration: one frozen dataclass, loaded from a TOML ``[train]`` table."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any


#: How the teacher may search a real model (``TrainConfig.model_teacher``).
MODEL_TEACHERS = ("groups", "search")


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
        measure_processes: processes per measurement (the reward's runtime is the median of their medians).
            3 by default: one process can run a binary 1.5x off the others, far beyond the teacher's tie
            band (about 3 % runtime), and 3 is the fewest whose median outvotes one odd process. It costs
            about 0.3-0.5 s more per newly measured candidate here (2x a one-process measurement); the
            store measures each candidate once.
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
        scale_rewards: divide rewards by the running standard deviation of episode returns (off: the reward
            is bounded and normalized already, and after cloning the returns barely vary).
        target_kl: an update's PPO epochs stop once a minibatch's approximate KL to the rollout policy passes
            1.5 times this (0: never).
        select_best: with ``demos``, ship whichever of the PPO policy and the cloned policy earns more
            greedy reward on the training modules (recorded in ``summary.json``).
        mask_input: the policy's trunk reads the action mask too (``PolicyNet(mask_input=...)``).
        augment: with the ``train`` split, this many generated modules per family join the training
            modules (:func:`mqss_edge.corpus.augment.augmented`: shapes the corpus lacks, never a
            hold-out or family-out module); the reward norms still come from the corpus modules alone.
        augment_seed: which shapes are drawn.
        models: the real models of the same split of the model corpus join the training modules
            (per-op-group episodes; baseline: the expert module plan). The teacher searches every one of
            them up to ``model_lines``; ``demo_modules`` stratifies the kernels only.
        model_lines: the teacher searches the real models of at most this many lines (0: all). A model's
            search costs about a minute per 600 lines on one core; the policy decides per op group, and the
            small models hold the same kinds of groups as the large ones.
        holdback: with ``demos``, this fraction of the demonstrated kernels and of the models is kept out of
            cloning; the zero-shot guard's confidence threshold is calibrated on them
            (:mod:`mqss_edge.train.guard`) and recorded in the policy's ``signature.json``.
        model_teacher: how the teacher searches a real model: ``groups`` (:func:`~mqss_edge.train.demos.teach`:
            each group's singles scored by the reward alone, then their combination) or ``search`` (the
            oracle's per-group search explores, the best-reward playable candidate is the demonstration:
            :func:`~mqss_edge.train.demos.teach_search`).
        previous_demos: an earlier run's ``demos.json``: each module the teacher searches that it demonstrates
            also tries its plan there, so a search again (a longer menu, another host) only adds candidates.
            Its modules are searched again; a module already in this run's ``demos.json`` is not.
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
    measure_processes: int = 3
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
    scale_rewards: bool = False
    target_kl: float = 0.0
    select_best: bool = True
    mask_input: bool = True
    augment: int = 0
    augment_seed: int = 0
    models: bool = False
    model_lines: int = 0
    holdback: float = 0.0
    model_teacher: str = "groups"
    previous_demos: str = ""

    def __post_init__(self) -> None:
        if self.model_teacher not in MODEL_TEACHERS:
            raise ValueError(f"model_teacher must be one of {', '.join(MODEL_TEACHERS)}, got {self.model_teacher!r}")

    @staticmethod
    def load(path: str | Path, **overrides: Any) -> TrainConfig:
        data = tomllib.loads(Path(path).read_text()).get("train", {})
        known = {f.name for f in fields(TrainConfig)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"{path}: unknown train options {sorted(unknown)}")
        return replace(TrainConfig(**data), **{k: v for k, v in overrides.items() if v is not None})
