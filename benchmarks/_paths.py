"""Paths as the benchmarks' JSON documents record them (imported by the ``bench_*.py`` scripts, which run with
this folder first on ``sys.path``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def shown(path: Any) -> str:
    """A path as the JSON records it: relative to the checkout when inside it (no machine paths)."""
    p = Path(path).resolve()
    return str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else p.name
