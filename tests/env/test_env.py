"""The Gymnasium env on real modules with the real engine behind it."""

from __future__ import annotations

import dataclasses
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from mqss_edge.actions import action_index
from mqss_edge.env.pipeline_env import PipelineEnv, Workload
from mqss_edge.env.reward import Metrics
from mqss_edge.train.trainer import make_evaluator


@pytest.fixture()
def env(tiny_workloads, session_store):
    evaluate = make_evaluator(str(session_store.path), repeat=3, processes=1)
    return PipelineEnv(tiny_workloads, evaluate, max_steps=3)


def test_env_checker(env) -> None:
    check_env(env, skip_render_check=True)


def test_episode_terminates_on_stop_with_the_measured_reward(tiny_workloads, session_store) -> None:
    # the baseline is the env's own measurement of the default pipeline (kept in the store), so the default
    # pipeline's episode below reads the very same metrics: a separately measured baseline let one noisy
    # process of the ~0.3 ms default run lift its runtime term past the tiled schedule's reward (CI, 12-05)
    env = PipelineEnv([dataclasses.replace(w, baseline=None) for w in tiny_workloads],
                      make_evaluator(str(session_store.path), repeat=3, processes=1), max_steps=3)
    obs, info = env.reset(seed=0, options={"workload": 0})
    assert obs["vector"].shape == (256,) and obs["mask"][0] == 1
    a = action_index("mm-tile-8x32x16-vec")
    assert obs["mask"][a] == 1
    obs, r, term, trunc, info = env.step(a)
    assert (r, term, trunc) == (0.0, False, False)
    assert obs["mask"][a] == 0  # not offered twice
    assert not np.array_equal(obs["vector"], env.reset(seed=0, options={"workload": 0})[0]["vector"])  # context
    env.step(a)
    obs, r, term, trunc, info = env.step(0)
    assert term and not trunc and info["ok"] and "transform{rank=3" in info["plan"]
    tiled_ms = info["runtime_ms"]
    # the same workload left on its (default-pipeline) baseline earns the success term and the neutral
    # middle of each component; the tiled, vectorized schedule runs several times faster and must earn more
    env.reset(seed=0, options={"workload": 0})
    _, r_default, term, _, info = env.step(0)
    assert term and info["ok"] and info["plan"] == ""
    w = env.weights
    assert r_default == pytest.approx(w.success + 0.5 * (w.compile + w.runtime + w.size))
    assert tiled_ms < info["runtime_ms"] / 2 and r > r_default


def test_truncation_at_length_cap(env) -> None:
    env.reset(seed=0, options={"workload": 0})
    for name in ("fuse-elementwise", "tensor-canonicalize", "fold-unit-dims"):
        obs, r, term, trunc, info = env.step(action_index(name))
    assert trunc and not term and info["ok"]


def test_masked_action_is_a_noop_and_override_earns_zero(env, softmax_text, session_store) -> None:
    env.reset(seed=0, options={"workload": 1})  # M = 49: the 8-row matmul tile does not divide
    _, r, _, _, info = env.step(action_index("mm-tile-8x32x16-vec"))
    assert info.get("invalid") and r == 0.0
    sm = PipelineEnv([Workload("test://softmax", softmax_text, "softmax", Metrics(100.0, 1.0, 1000.0))],
                     make_evaluator(str(session_store.path), repeat=3, processes=1), max_steps=3)
    sm.reset(seed=0)
    _, r, _, _, info = sm.step(action_index("affine-fusion"))
    assert r == 0.0 and "miscompiles" in info["overridden"]
    _, r, term, _, info = sm.step(0)
    assert term and info["ok"] and info["plan"] == ""  # the risky pass never ran: no miscompile
