"""Checkpoints: everything needed to continue a run exactly (weights, optimizer, normalizers, RNG, counters)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def save_checkpoint(path: Path, net: Any, opt: Any, rms: Any, ema: Any, step: int, update: int,
                    window: list[tuple[int, float]]) -> None:
    """Write the checkpoint atomically: a kill mid-save keeps the previous one."""
    import torch

    tmp = path.with_suffix(".tmp")
    torch.save({"policy": net.state_dict(), "optimizer": opt.state_dict(), "rms": rms.state_dict(),
                "ema": ema.state_dict(), "step": step, "update": update, "returns_window": window,
                "torch_rng": torch.get_rng_state()}, tmp)
    tmp.replace(path)


def load_checkpoint(path: Path, net: Any, opt: Any, rms: Any, ema: Any) -> tuple[int, int, list[tuple[int, float]]]:
    """Restore ``net``, ``opt``, ``rms``, ``ema`` and torch's RNG from ``path``; returns (step, update, returns window).

    Raises:
        FileNotFoundError: no checkpoint at ``path``.
    """
    import torch

    if not path.exists():
        raise FileNotFoundError(f"no checkpoint to resume in {path.parent}")
    ck = torch.load(path, weights_only=False)
    net.load_state_dict(ck["policy"])
    opt.load_state_dict(ck["optimizer"])
    rms.load_state_dict(ck["rms"])
    ema.load_state_dict(ck["ema"])
    torch.set_rng_state(ck["torch_rng"])
    return ck["step"], ck["update"], ck["returns_window"]
