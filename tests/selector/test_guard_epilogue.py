"""The zero-shot guard on dense NHWC convs: one whose elementwise epilogue (bias, ReLU, ReLU6) the policy left on the
default loops gets the epilogue's fused schedule (``guard_rules._conv_epilogue``); a conv's plain tile gets the menu's
two-level accumulator tile (``guard_rules._nhwc_plain_tile``)."""

from __future__ import annotations

from mqss_edge.corpus.generators.vision import conv_nhwc
from mqss_edge.guard_rules import DENSE_EPILOGUE
from mqss_edge.selector import Selector
from tests.selector.test_selector import _MENU_PASS, _policy


def test_a_dense_convs_epilogue_left_on_the_default_loops_takes_the_conv_into_its_tiles(tmp_path, engine) -> None:
    """1x1 and 3x3 conv + bias + ReLU6, the conv tiled and its epilogue left alone: the epilogue's fused schedule
    replaces the conv's (0.74-1.001x the time on 22 such modules, timed A/B-interleaved); a conv without an
    epilogue keeps the policy's conv schedule."""
    sel = Selector.load(_policy(tmp_path, ["conv-tile-ow7-f32-c16-vec", "stop"]))
    text, _ = conv_nhwc(14, 14, 32, 64, 1, 1, epilogue="relu6")
    window, _ = conv_nhwc(14, 14, 32, 64, 3, 1, epilogue="relu6")
    raw = sel.select(text, guard=False)
    assert [p.param("rank") for p in raw.plan.transforms] == ["7"]
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    want = _MENU_PASS(DENSE_EPILOGUE)
    assert (got.param("rank"), got.param("fuse"), got.param("tile")) == ("4", want.param("fuse"), "1,1,7,16")
    assert got.param("group") is not None and "conv's epilogue" in pick.guarded
    shown = {r["schedule"]: r["group"] for r in pick.groups}
    assert shown[f"{DENSE_EPILOGUE} (guard)"] == int(got.param("group")) and "fused into its epilogue (guard)" in shown
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    fused = sel.select(window).plan.transforms
    assert [(p.param("rank"), p.param("fuse")) for p in fused] == [("4", want.param("fuse"))]
    kept = sel.select(conv_nhwc(14, 14, 32, 64, 3, 1)[0])  # no epilogue: the conv's own (two-level) tile
    assert [(p.param("rank"), p.param("fuse")) for p in kept.plan.transforms] == [("7", "8")]
    assert [r["schedule"] for r in kept.groups][0] == "conv-tile2-fit-ow7-f16-c8-vec (guard)"  # not fused


def test_a_pointwise_convs_plain_tile_gets_the_two_level_accumulator_tile(tmp_path, engine) -> None:
    """A 1x1 NHWC conv (no epilogue) the policy gave a plain vectorized tile gets the menu's two-level accumulator
    tile (0.915-1.009x the time on 25 training 1x1 convs, each compiling faster), a 3x3 conv too (0.915-1.001x on 24
    training ones); the accumulator tile the policy chose itself stays as it is."""
    from mqss_edge.guard_rules import NHWC_TWO_LEVEL_TILE

    sel = Selector.load(_policy(tmp_path, ["conv-tile-ow7-f32-c16-vec", "stop"]))
    text, _ = conv_nhwc(14, 14, 64, 64, 1, 1)
    assert [p.param("tile") for p in sel.select(text, guard=False).plan.transforms] == ["1,1,7,32,1,1,16"]
    pick = sel.select(text)
    (got,) = pick.plan.transforms
    want = _MENU_PASS(NHWC_TWO_LEVEL_TILE)
    assert (got.param("tile"), got.param("fuse"), got.param("hoist")) == ("1,1,7,16", want.param("fuse"), "true")
    assert pick.groups[0]["schedule"] == f"{NHWC_TWO_LEVEL_TILE} (guard)"  # the conv (the costliest group)
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    window = conv_nhwc(14, 14, 64, 64, 3, 1)[0]
    assert [p.param("tile") for p in sel.select(window, guard=False).plan.transforms] == ["1,1,7,32,1,1,16"]
    assert [(p.param("tile"), p.param("fuse")) for p in sel.select(window).plan.transforms] == [("1,1,7,16", "8")]
    rep = sel.compile(window, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and "fuse=8" in str(rep.evaluation.plan)
    own = Selector.load(_policy(tmp_path / "own", ["conv-acc-fit-ow7-f16-c4-vec", "stop"]))
    assert own.select(window).plan.transforms == own.select(window, guard=False).plan.transforms
