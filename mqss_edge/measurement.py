"""Immutable measurement records: raw samples plus what they were taken under, never a bare mean."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np


@dataclass(frozen=True)
class RuntimeStats:
    """Summary of a :class:`Measurement`, in milliseconds.

    ``median`` is the median of the per-process medians: one process can run the same binary up to
    3.5× slower than another (memory layout, a neighbour on the host), so figures come from several
    processes, and ``spread`` (max/min of per-process medians) says how much they disagreed.
    """

    median: float
    min: float
    p90: float
    p95: float
    p99: float
    mad: float
    cv: float  # coefficient of variation of the per-process medians
    spread: float
    n: int


@dataclass(frozen=True)
class Measurement:
    """Per-iteration kernel times (ns), one tuple per process, and the conditions they ran under."""

    samples_ns: tuple[tuple[int, ...], ...]
    warmup: int
    device: dict[str, Any] = field(default_factory=dict)
    pinned: str | None = None
    caches_dropped: bool = False
    emulated: bool = False

    def stats(self) -> RuntimeStats:
        per_proc = [np.median(s) for s in self.samples_ns if s]
        allv = np.concatenate([np.asarray(s, dtype=np.float64) for s in self.samples_ns if s]) / 1e6
        meds = np.asarray(per_proc, dtype=np.float64) / 1e6
        med = float(np.median(meds))
        return RuntimeStats(
            median=med, min=float(allv.min()), p90=float(np.percentile(allv, 90)),
            p95=float(np.percentile(allv, 95)), p99=float(np.percentile(allv, 99)),
            mad=float(np.median(np.abs(allv - np.median(allv)))),
            cv=float(meds.std() / meds.mean()) if len(meds) > 1 and meds.mean() > 0 else 0.0,
            spread=float(meds.max() / meds.min()) if meds.min() > 0 else float("inf"), n=int(allv.size))

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["samples_ns"] = [list(s) for s in self.samples_ns]
        d["stats"] = asdict(self.stats())
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Measurement:
        return Measurement(tuple(tuple(int(x) for x in s) for s in d["samples_ns"]), int(d["warmup"]),
                           dict(d.get("device", {})), d.get("pinned"), bool(d.get("caches_dropped", False)),
                           bool(d.get("emulated", False)))

    def merge(self, other: Measurement) -> Measurement:
        """Add another run's processes; refuses runs taken under different conditions."""
        if (self.device, self.pinned, self.emulated) != (other.device, other.pinned, other.emulated):
            raise ValueError("measurements taken under different conditions are never merged")
        return Measurement(self.samples_ns + other.samples_ns, self.warmup, self.device, self.pinned,
                           self.caches_dropped and other.caches_dropped, self.emulated)


@dataclass(frozen=True)
class L1Counts:
    """L1 data-cache loads and misses attributed to the kernel, and where the figure came from."""

    loads: int | None
    misses: int | None
    source: str  # perf | simpleperf | cachegrind | unavailable

    @property
    def miss_rate(self) -> float | None:
        if not self.loads or self.misses is None:
            return None
        return self.misses / self.loads

    def to_dict(self) -> dict[str, Any]:
        return {"loads": self.loads, "misses": self.misses, "miss_rate": self.miss_rate, "source": self.source}


def parse_samples(stdout: str) -> tuple[int, ...]:
    """The ``ns <N>`` lines a harness printed in ``time`` mode."""
    return tuple(int(line.split()[1]) for line in stdout.splitlines() if line.startswith("ns "))


def percentile(values: Sequence[float], q: float) -> float:
    return float(np.percentile(np.asarray(values, dtype=np.float64), q))
