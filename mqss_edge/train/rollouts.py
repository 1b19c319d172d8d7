"""Rollouts: a worker plays episodes with given weights (one per Ray actor, or in-process).

A worker in the driver's process measures through the run's store directly. A remote one (``seed`` rows
given) measures into a :class:`~mqss_edge.train.worker_store.WorkerStore` and returns what it added with
its episodes, so that only the driver writes the run's store. Every reply says where it ran (pid, Ray
node), and every episode carries that too.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from mqss_edge.env.reward import Norms, RewardWeights
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.worker_store import Row, WorkerStore
from mqss_edge.train.workloads import evaluator_for


@dataclass
class Episode:
    obs: list[dict[str, np.ndarray]] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)
    values: list[float] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


@dataclass
class Reply:
    """What one worker call returns.

    Attributes:
        episodes: episodes played (``run``).
        rewards: greedy episode rewards (``greedy``).
        rows: store rows the worker added during the call (empty for an in-process worker, which
            writes the run's store itself).
        where: ``{"worker", "pid", "host", "node"}``: the worker's index, process, host and Ray node id
            (``None`` outside Ray). Episodes carry it too, with the ``store`` the worker measured into.
    """

    episodes: list[Episode] = field(default_factory=list)
    rewards: list[float] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    where: dict[str, Any] = field(default_factory=dict)


def to_policy_obs(obs: dict[str, Any]) -> dict[str, np.ndarray]:
    """Env observation → the policy network's input dict."""
    from mqss_edge.features import dense_adjacency

    g = obs["graph"]
    return {"vector": np.asarray(obs["vector"], np.float32), "nodes": np.asarray(g.nodes, np.float32),
            "adj": dense_adjacency(g), "mask": np.asarray(obs["mask"], bool)}


def encoder_for(level: str) -> Callable[..., Any]:
    """The env's encoder at one feature level (cumulative groups, for the ablation)."""
    from functools import partial

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.env.observe import encode_observation

    return partial(encode_observation, num_actions=NUM_ACTIONS, level=level)


def where(worker_id: int) -> dict[str, Any]:
    """This process: worker index, pid, host name and Ray node id (``None`` when Ray is not up here)."""
    import sys

    node = None
    ray = sys.modules.get("ray")
    if ray is not None and ray.is_initialized():
        node = ray.get_runtime_context().get_node_id()
    return {"worker": worker_id, "pid": os.getpid(), "host": socket.gethostname(), "node": node}


def _net(state: dict[str, Any]) -> Any:
    """The shipped weights as a network. Its throwaway initialization does not draw from this process's
    torch RNG: in the driver's process that stream is the learner's (minibatch order), and a worker
    there must not shift it, or an in-process run would differ from the same run on Ray."""
    import torch

    from mqss_edge.policy.network import PolicyNet

    with torch.random.fork_rng(devices=[]):
        net = PolicyNet(**state["config"])
    net.load_state_dict(state["state_dict"])
    net.eval()
    return net


class RolloutWorker:
    """Plays episodes with given weights; one per Ray actor (or in-process).

    Args:
        cfg_dict: the run's :class:`TrainConfig` as a dict.
        workloads: modules episodes are sampled from.
        weights: reward weights.
        norms: reward norms (``Norms.to_dict()``).
        worker_id: the worker's index.
        seed: ``None``: measure through ``cfg.store`` (a worker in the driver's process). Rows: measure
            into a private store seeded with them and return what was added (a remote worker).
    """

    def __init__(self, cfg_dict: dict[str, Any], workloads: list[Any], weights: dict[str, float],
                 norms: dict[str, Any], worker_id: int, seed: Sequence[Row] | None = None):
        import torch

        from mqss_edge.env.pipeline_env import PipelineEnv

        torch.set_num_threads(1)
        self.cfg = TrainConfig(**cfg_dict)
        self.store = WorkerStore(seed) if seed is not None else None
        evaluate = evaluator_for(self.cfg, self.store)
        self.env = PipelineEnv(workloads, evaluate, RewardWeights(**weights), Norms(norms["lo"], norms["hi"]),
                               self.cfg.max_steps, encoder=encoder_for(self.cfg.feature_groups))
        self.worker_id = worker_id

    def _reply(self, **kw: Any) -> Reply:
        rows = self.store.take_journal() if self.store is not None else []
        return Reply(rows=rows, where=where(self.worker_id), **kw)

    def _absorb(self, rows: Sequence[Row]) -> None:
        if self.store is not None and rows:
            self.store.absorb(rows)

    def run(self, state: dict[str, Any], episodes: int, epsilon: float, seed: int, rows: Sequence[Row] = ()
            ) -> Reply:
        """Play ``episodes`` ε-greedy episodes (seeded); ``rows``: results other workers added meanwhile."""
        import torch

        self._absorb(rows)
        net = _net(state)
        gen = torch.Generator().manual_seed(seed)
        rng = np.random.default_rng(seed)
        here = {**where(self.worker_id), "store": str(self.store.path) if self.store is not None else self.cfg.store}
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
            ep.info["where"] = here
            out.append(ep)
        return self._reply(episodes=out)

    def greedy(self, state: dict[str, Any], indices: Sequence[int], rows: Sequence[Row] = ()) -> Reply:
        """Episode rewards of the argmax policy on the given workloads (no exploration)."""
        import torch

        self._absorb(rows)
        net = _net(state)
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
        return self._reply(rewards=out)

    def close(self) -> None:
        if self.store is not None:
            self.store.close()
