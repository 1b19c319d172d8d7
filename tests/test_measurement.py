"""Measurement statistics: figures from several processes, and a bimodal candidate flagged, not averaged away."""

from __future__ import annotations

import numpy as np
import pytest

from mqss_edge.measurement import Measurement, split_modes, within_spread

# Seven fresh processes of one tiled pooling kernel (hold-out maxpool-28x28x128-k2s2-n2), per-process
# medians in ms, as measured on these machines.
POOLING = (0.127, 0.117, 0.128, 0.079, 0.079, 0.117, 0.116)


def _measurement(medians_ms, jitter: float, repeat: int = 10, seed: int = 0) -> Measurement:
    """Per-process samples (ns) around each median with relative jitter ``jitter``."""
    rng = np.random.default_rng(seed)
    return Measurement(tuple(tuple(int(round(m * 1e6 * (1 + jitter * rng.standard_normal()))) for _ in range(repeat))
                             for m in medians_ms), warmup=2)


def test_the_pooling_kernel_is_bimodal_and_its_modes_are_reported() -> None:
    st = _measurement(POOLING, 0.01).stats()
    assert st.bimodal
    assert st.modes == pytest.approx((0.079, 0.117), rel=0.02)
    assert st.median == pytest.approx(0.117, rel=0.02) and st.spread == pytest.approx(0.128 / 0.079, rel=0.05)


def test_ordinary_process_to_process_noise_is_not_bimodal() -> None:
    # per-process medians ~4 % apart, typical here
    st = _measurement((0.100, 0.104, 0.097, 0.102, 0.099), 0.01).stats()
    assert not st.bimodal and st.modes is None


def test_a_gap_within_the_noise_of_one_process_is_not_bimodal() -> None:
    # 20 % between medians, but each process's samples scatter by ±15 %: the gap says nothing
    m = _measurement((0.100, 0.100, 0.120, 0.120), 0.15, repeat=9, seed=3)
    within = within_spread([np.asarray(s) / 1e6 for s in m.samples_ns])
    assert within > 0.005
    assert not m.stats().bimodal


def test_one_far_process_of_three_is_flagged() -> None:
    # with three processes a second mode and one odd process look alike; either way one number hides it
    assert _measurement((0.079, 0.117, 0.118), 0.01).stats().bimodal


def test_split_modes_cuts_at_the_widest_gap() -> None:
    assert split_modes(POOLING, within=0.001) == pytest.approx((0.079, 0.117))
    assert split_modes([1.0, 1.0, 1.3, 1.31], within=0.01) == pytest.approx((1.0, 1.305))
    assert split_modes([1.0, 1.1], within=0.001) is None  # 10 %: under the gap threshold
    assert split_modes([1.0, 1.3], within=0.1) is None  # far, but within 6x the in-process spread
    assert split_modes([0.5], within=0.0) is None


def test_stats_and_the_flag_survive_the_stored_form() -> None:
    m = _measurement(POOLING, 0.01)
    d = m.to_dict()
    assert d["stats"]["bimodal"] is True and d["stats"]["modes"] == pytest.approx([0.079, 0.117], rel=0.02)
    assert Measurement.from_dict(d).stats() == m.stats()
