"""The trained policy as an fp32 policy directory (what ``quantize`` and ``Selector`` load)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mqss_edge.train.config import TrainConfig


def export_policy_dir(net: Any, out: Path, cfg: TrainConfig, training: dict[str, Any],
                      guard: dict[str, Any] | None = None, extra: dict[str, Any] | None = None) -> Path:
    """An fp32 policy directory: ``policy.pt`` + ``signature.json`` (what ``quantize`` and ``Selector`` load).

    ``guard``: the no-regression guard (``min_confidence`` and how it was calibrated), recorded as
    ``signature.json``'s ``guard`` (:attr:`mqss_edge.Selector.min_confidence`); ``extra``: more top-level
    keys (a fine-tuned policy's ``chip``).
    """
    from mqss_edge.policy.artifact import write_signature

    out.mkdir(parents=True, exist_ok=True)
    net.save(out / "policy.pt")
    write_signature(out, model_file="policy.pt", backend="torch", precision="fp32", max_steps=cfg.max_steps,
                    feature_level=cfg.feature_groups,
                    extra={"training": {**training, "split": cfg.split, "seed": cfg.seed},
                           **({"guard": guard} if guard else {}), **(extra or {})})
    return out
