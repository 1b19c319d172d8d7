"""Statistics for comparing timings: a one-sided Mann–Whitney U test and a hierarchical bootstrap CI."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np


def _ranks(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Average ranks (1-based, ties share their mean rank) and the tie group sizes."""
    _, inverse, counts = np.unique(values, return_inverse=True, return_counts=True)
    starts = np.cumsum(counts) - counts
    return (starts + (counts + 1) / 2.0)[inverse], counts


def mann_whitney_greater(new: Sequence[float], old: Sequence[float]) -> tuple[float, float]:
    """One-sided Mann–Whitney U test that ``new`` tends to be larger than ``old``.

    ``U = R_new - n_new (n_new + 1) / 2`` with ``R_new`` the sum of ``new``'s average ranks in the pooled
    sample; under H0 ``U`` has mean ``n1 n2 / 2`` and variance
    ``n1 n2 / 12 * ((n + 1) - sum(t^3 - t) / (n (n - 1)))`` (``t``: tie group sizes). The p-value is
    the normal tail with a continuity correction, ``P = 1 - Phi((U - n1 n2 / 2 - 0.5) / sigma)``; it
    is accurate for the 15+ samples per side a bench run yields.

    Returns:
        ``(U, p)``; ``p`` is 1.0 when every value ties (no evidence either way).
    """
    x = np.asarray(new, dtype=np.float64)
    y = np.asarray(old, dtype=np.float64)
    n1, n2 = x.size, y.size
    if n1 == 0 or n2 == 0:
        return 0.0, 1.0
    ranks, ties = _ranks(np.concatenate([x, y]))
    u = float(ranks[:n1].sum() - n1 * (n1 + 1) / 2.0)
    n = n1 + n2
    var = n1 * n2 / 12.0 * ((n + 1) - float((ties ** 3 - ties).sum()) / (n * (n - 1)))
    if var <= 0:
        return u, 1.0
    z = (u - n1 * n2 / 2.0 - 0.5) / math.sqrt(var)
    return u, 0.5 * math.erfc(z / math.sqrt(2.0))


def _boot_stat(procs: Sequence[np.ndarray], rng: np.random.Generator, n_boot: int) -> np.ndarray:
    """Bootstrap distribution of the median of per-process medians (processes, then samples resampled)."""
    p = len(procs)
    pick = rng.integers(0, p, size=(n_boot, p))
    sizes = {s.size for s in procs}
    if len(sizes) == 1:  # the usual case: one sort of an (n_boot, p, size) array
        (n,) = sizes
        vals = np.stack(procs)[pick[..., None], rng.integers(0, n, size=(n_boot, p, n))]
        vals.sort(axis=2)
        meds = 0.5 * (vals[..., (n - 1) // 2] + vals[..., n // 2])
    else:
        meds = np.empty((n_boot, p))
        for i, s in enumerate(procs):
            mask = pick == i
            k = int(mask.sum())
            if k:
                meds[mask] = np.median(s[rng.integers(0, s.size, size=(k, s.size))], axis=1)
    return np.median(meds, axis=1)


def bootstrap_ratio_ci(new: Sequence[Sequence[float]], old: Sequence[Sequence[float]], *, confidence: float = 0.95,
                       n_boot: int = 1000, seed: int = 0) -> tuple[float, float]:
    """Hierarchical bootstrap CI of ``median(new) / median(old)`` (median of per-process medians).

    Processes are resampled first, then samples within each, because one process may run the same
    binary consistently slower than another: samples of one process are not independent.
    """
    a = [np.asarray(s, dtype=np.float64) for s in new if len(s)]
    b = [np.asarray(s, dtype=np.float64) for s in old if len(s)]
    if not a or not b:
        return math.nan, math.nan
    size = max(sum(s.size for s in a), sum(s.size for s in b))
    n_boot = max(200, min(n_boot, int(1e7 // max(size, 1))))  # bound the work for huge min_time runs
    rng = np.random.default_rng(seed)
    ratio = _boot_stat(a, rng, n_boot) / _boot_stat(b, rng, n_boot)
    tail = (1.0 - confidence) / 2.0 * 100.0
    lo, hi = np.percentile(ratio, [tail, 100.0 - tail])
    return float(lo), float(hi)
