"""Training, one concept per module: ``config`` (TrainConfig), ``workloads`` (split, reward norms, the
engine-backed evaluator), ``demos`` (teacher search + behaviour cloning), ``rollouts`` (a worker playing
episodes), ``workers`` (Ray actors or in-process; results come back to the driver), ``worker_store``
(a worker's private store), ``ppo`` (the math), ``trainer`` (the update loop), ``checkpoint``,
``runlog``, ``export``, ``evaluate`` (hold-out evaluation).

Importing this package is cheap; the names below load their module (and torch) on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mqss_edge.train.ppo import EMA, PPOLossOutput, RunningMeanStd, compute_gae, entropy_coef, ppo_loss

__all__ = ["EMA", "PPOLossOutput", "RunningMeanStd", "compute_gae", "entropy_coef", "ppo_loss"]

_LAZY = {name: "mqss_edge.train.ppo" for name in __all__}


def __getattr__(name: str) -> Any:
    # Deferred so that `import mqss_edge.train` (and the CLI's --help) does not import torch.
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
