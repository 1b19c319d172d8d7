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
    ``bimodal`` says the per-process medians fell into two clusters far apart (:func:`split_modes`):
    the binary runs at one of two speeds depending on the process, and ``median`` then depends on
    how many processes landed in each, so the figure is flagged rather than trusted.
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
    bimodal: bool = False
    modes: tuple[float, float] | None = None  # (fast, slow) medians of the two clusters when bimodal


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
        procs = [np.asarray(s, dtype=np.float64) / 1e6 for s in self.samples_ns if s]
        allv = np.concatenate(procs)
        meds = np.asarray([np.median(p) for p in procs], dtype=np.float64)
        med = float(np.median(meds))
        modes = split_modes(meds.tolist(), within_spread(procs))
        return RuntimeStats(
            median=med, min=float(allv.min()), p90=float(np.percentile(allv, 90)),
            p95=float(np.percentile(allv, 95)), p99=float(np.percentile(allv, 99)),
            mad=float(np.median(np.abs(allv - np.median(allv)))),
            cv=float(meds.std() / meds.mean()) if len(meds) > 1 and meds.mean() > 0 else 0.0,
            spread=float(meds.max() / meds.min()) if meds.min() > 0 else float("inf"), n=int(allv.size),
            bimodal=modes is not None, modes=modes)

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


# Two modes must be at least this far apart relative to the faster one: per-process medians of one
# binary differ ~4 % typically on these machines, and a bimodal pooling kernel ran at 0.079 and 0.117 ms.
MODE_GAP = 0.15
# ... and this many times the within-process spread (a noisy kernel's processes differ by noise alone).
MODE_SEPARATION = 6.0


def within_spread(processes: Sequence[Sequence[float]]) -> float:
    """The typical spread of one process's samples around its own median: the median over processes of
    each process's median absolute deviation (same unit as the samples)."""
    mads = [float(np.median(np.abs(np.asarray(p, np.float64) - np.median(p)))) for p in processes if len(p)]
    return float(np.median(mads)) if mads else 0.0


def split_modes(medians: Sequence[float], within: float, *, gap: float = MODE_GAP,
                separation: float = MODE_SEPARATION) -> tuple[float, float] | None:
    """The two clusters of per-process medians, when they fall far apart; ``None`` when they do not.

    The sorted medians are cut at the widest gap between neighbours. They are bimodal when that gap is
    at least ``gap`` times the upper end of the fast cluster and at least ``separation`` times the
    within-process spread ``within`` (:func:`within_spread`): far apart relative to the noise of one
    process, and more than the few percent processes differ by anyway. A single far process counts
    (with three processes it cannot be told from a second mode, and either way one number hides it).

    Args:
        medians: one median per process.
        within: the within-process spread, in the medians' unit.
        gap: the smallest relative distance between the two clusters.
        separation: the smallest distance between the clusters in units of ``within``.

    Returns:
        ``(fast, slow)``: the median of each cluster, or ``None``.
    """
    xs = sorted(float(m) for m in medians)
    if len(xs) < 2:
        return None
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    i = int(np.argmax(gaps))
    if xs[i] <= 0 or gaps[i] < gap * xs[i] or gaps[i] < separation * within:
        return None
    return float(np.median(xs[:i + 1])), float(np.median(xs[i + 1:]))


def parse_samples(stdout: str) -> tuple[int, ...]:
    """The ``ns <N>`` lines a harness printed in ``time`` mode."""
    return tuple(int(line.split()[1]) for line in stdout.splitlines() if line.startswith("ns "))


def percentile(values: Sequence[float], q: float) -> float:
    return float(np.percentile(np.asarray(values, dtype=np.float64), q))
