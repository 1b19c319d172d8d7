"""The 256-d state vector: names, groups, context, scaling."""

from __future__ import annotations

import numpy as np
import pytest

from mqss_edge.features import (
    CONTEXT_SIZE,
    CONTEXT_SLOTS,
    FEATURE_NAMES,
    STATIC_SIZE,
    FeatureGroups,
    context_features,
    encode,
    feature_names,
    parse,
    static_features,
)
from tests.features.helpers import kernel


def test_names_are_unique_stable_and_256():
    names = feature_names()
    assert len(names) == 256 and len(set(names)) == 256 and names == FEATURE_NAMES
    assert STATIC_SIZE + CONTEXT_SIZE == 256 and CONTEXT_SIZE == CONTEXT_SLOTS + 4 == 68
    assert names[:1] == ("syntax/op_count/func.func",)
    assert "syntax/op_count/linalg.matmul" in names and "sem/flops_log16" in names
    assert names[STATIC_SIZE:STATIC_SIZE + 64] == tuple(f"ctx/action/{i}" for i in range(64))
    groups = {n.split("/")[0] for n in names}
    assert groups == {"syntax", "sem", "ctx"}


def test_values_are_finite_float32_and_scaled(kernel_name):
    vec = encode(kernel(kernel_name), history=[3, 1, 3], num_actions=12)
    assert vec.dtype == np.float32 and vec.shape == (256,)
    assert np.isfinite(vec).all() and vec.min() >= 0.0 and vec.max() <= 16.0


def test_matmul_features():
    vec = encode(kernel("matmul_64x128x32.mlir"))
    f = dict(zip(FEATURE_NAMES, vec.tolist()))
    assert f["syntax/op_count/linalg.matmul"] == 1.0  # log2(1 + 1)
    assert f["sem/flops_log16"] == pytest.approx(np.log2(1 + 2 * 64 * 128 * 32) / 4, rel=1e-6)
    assert f["sem/dom/kind/matmul"] == 1.0 and f["sem/dom/rank"] == 3.0
    assert f["sem/dom/parallel"] == 2.0 and f["sem/dom/reduction"] == 1.0
    assert [f[f"sem/dom/reduction/{i}"] for i in range(3)] == [0.0, 0.0, 1.0]
    # M=64, N=128, K=32: divisibility drives tile-size choice
    assert [f[f"sem/dom/div64/{i}"] for i in range(3)] == [1.0, 1.0, 0.0]
    assert [f[f"sem/dom/div32/{i}"] for i in range(3)] == [1.0, 1.0, 1.0]
    assert f["sem/dom/trip_log2/3"] == 0.0 and f["sem/dom/div4/3"] == 0.0  # no fourth loop


def test_groups_switch_off_but_names_stay():
    text = kernel("softmax_chain.mlir")
    full = encode(text, history=[0, 2], num_actions=4)
    for groups in (FeatureGroups(syntax=False), FeatureGroups(semantics=False), FeatureGroups(context=False),
                   FeatureGroups(False, False, False)):
        vec = encode(text, history=[0, 2], num_actions=4, groups=groups)
        mask = groups.mask().astype(bool)
        assert (vec[~mask] == 0).all()
        assert (vec[mask] == full[mask]).all()
    assert (encode(text, groups=FeatureGroups(False, False, False)) == 0).all()


def test_context_features():
    ctx = context_features([], 8)
    assert ctx[CONTEXT_SLOTS] == 1.0 and ctx.sum() == 1.0  # empty window: all padding
    ctx = context_features([5, 2, 5], 8)
    assert ctx[5] == 1.0 and ctx[2] == pytest.approx(0.9)  # most recent use of 5 has age 0
    assert ctx[CONTEXT_SLOTS] == pytest.approx(0.7) and ctx[CONTEXT_SLOTS + 1] == pytest.approx(0.3)
    assert ctx[CONTEXT_SLOTS + 3] == pytest.approx(0.2)  # two distinct actions
    ctx = context_features([1] * 3 + list(range(7)) + [6, 6], 8)  # 12 actions: the window is the last 10
    # window [1, 0, 1, 2, 3, 4, 5, 6, 6, 6]: 1 was last used at age 7, 0 at age 8
    assert ctx[1] == pytest.approx(0.3) and ctx[0] == pytest.approx(0.2) and ctx[6] == 1.0
    assert ctx[CONTEXT_SLOTS] == 0.0 and ctx[CONTEXT_SLOTS + 1] == pytest.approx(1.2)
    assert ctx[CONTEXT_SLOTS + 2] == pytest.approx(0.2)  # 6 repeated twice after itself
    assert (context_features([63], 64)[:64] == np.eye(64, dtype=np.float32)[63]).all()
    with pytest.raises(ValueError):
        context_features([8], 8)
    # a menu past 64 folds action a into slot a % 64 (the layout stays 68 wide)
    big = context_features([65, 64], 70)
    assert big.shape == (CONTEXT_SIZE,) and big[1] == pytest.approx(0.9) and big[0] == 1.0
    with pytest.raises(ValueError):
        context_features([70], 70)


def test_static_features_are_context_free_and_composable():
    m = parse(kernel("conv2d_nhwc.mlir"))
    static = static_features(m)
    assert static.shape == (STATIC_SIZE,)
    static[:] = -1  # a copy: the cached vector is not touched
    whole = encode(m, history=[1, 2], num_actions=3)
    assert (np.concatenate([static_features(m), context_features([1, 2], 3)]) == whole).all()
