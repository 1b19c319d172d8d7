"""The rollout workers of a run: Ray actors (local Ray, or a cluster by address) or in-process ones.

What scales out: rollouts. Every worker sees every workload (episodes sample modules uniformly) and
compiles, checks and measures on the node it runs on. What stays with the driver: the learner and the
result store. A Ray worker returns the store rows it added with its episodes; the driver writes them to
its store and forwards them to the other workers with their next call, so a result measured once is
not measured again by anyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from mqss_edge.env.reward import Norms
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.rollouts import Episode, Reply, RolloutWorker
from mqss_edge.train.worker_store import Row, apply, snapshot


def ray_init(cfg: TrainConfig, ray_address: str | None) -> None:
    """Local Ray by default, a cluster by address; a no-op when Ray is already up."""
    import ray

    if not ray.is_initialized():
        if ray_address:
            ray.init(address=ray_address, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(num_cpus=max(2, cfg.workers), include_dashboard=False, log_to_driver=False,
                     configure_logging=False)


def driver_store(cfg: TrainConfig) -> Any:
    """The run's result store, opened by the driver (the only process that writes it)."""
    from mqss_edge.store import Store

    return Store(cfg.store) if cfg.store else Store()


class Workers:
    """``cfg.workers`` Ray actors, or, with ``cfg.workers == 0``, one worker in this process.

    Args:
        cfg: the run's configuration.
        workloads: the training workloads.
        weights: reward weights.
        norms: reward norms.
        ray_address: join this Ray cluster instead of starting Ray locally.
        in_process: play the ``cfg.workers`` workers' shards in this process (same seeds, same episodes,
            no Ray): a Ray-free rerun of a Ray run.
    """

    def __init__(self, cfg: TrainConfig, workloads: Sequence[Any], weights: dict[str, float], norms: Norms,
                 ray_address: str | None = None, in_process: bool = False):
        self.remote = cfg.workers > 0 and not in_process
        self._store = None
        args = (asdict(cfg), list(workloads), weights, norms.to_dict())
        if not self.remote:
            self.actors: list[Any] = [RolloutWorker(*args, i) for i in range(max(1, cfg.workers))]
            self._pending: list[list[Row]] = [[] for _ in self.actors]
            return
        import ray

        ray_init(cfg, ray_address)
        self._store = driver_store(cfg)
        # held for the workers' lifetime: an actor that has not started yet, or restarts, reads it then
        self._seed = ray.put(snapshot(self._store))
        actor = ray.remote(num_cpus=1, max_restarts=2)(RolloutWorker)
        self.actors = [actor.remote(*args, i, self._seed) for i in range(cfg.workers)]
        self._pending = [[] for _ in self.actors]

    def __len__(self) -> int:
        return len(self.actors)

    def _call(self, method: str, per_worker: Sequence[tuple[Any, ...]]) -> list[Reply]:
        """Call ``method`` on every worker with its arguments (plus the rows it has not seen yet); write
        and forward what the remote ones added."""
        pending, self._pending = self._pending, [[] for _ in self.actors]
        if not self.remote:
            return [getattr(w, method)(*a) for w, a in zip(self.actors, per_worker)]
        import ray

        replies: list[Reply] = ray.get([getattr(w, method).remote(*a, p)
                                        for w, a, p in zip(self.actors, per_worker, pending)])
        for i, rep in enumerate(replies):
            apply(self._store, rep.rows)
            for j in range(len(self.actors)):
                if j != i:
                    self._pending[j] += rep.rows
        return replies

    def collect(self, state: dict[str, Any], per: int, eps: float, seeds: Sequence[int]) -> list[Episode]:
        """``per`` episodes from each worker (worker ``i`` seeded with ``seeds[i]``), in worker order."""
        replies = self._call("run", [(state, per, eps, s) for s in seeds])
        return [e for rep in replies for e in rep.episodes]

    def greedy(self, state: dict[str, Any], n: int) -> list[float]:
        """Greedy episode rewards on workloads ``0..n-1``, dealt round-robin over the workers."""
        parts = [list(range(i, n, len(self.actors))) for i in range(len(self.actors))]
        replies = self._call("greedy", [(state, p) for p in parts])
        return [r for rep in replies for r in rep.rewards]

    def stop(self) -> None:
        if not self.remote:
            for w in self.actors:
                w.close()
            return
        import ray

        try:
            ray.get([w.close.remote() for w in self.actors], timeout=30)
        finally:
            for w in self.actors:
                ray.kill(w)
