"""The zero-shot guard on conv epilogues: a dense NHWC conv whose elementwise epilogue (bias, ReLU, ReLU6) the
policy left on the default loops gets the epilogue's fused schedule (``guard_rules._conv_epilogue``)."""

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
    assert shown["expert rules (guard)"] == int(got.param("group")) and "fused into its epilogue (guard)" in shown
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    fused = sel.select(window).plan.transforms
    assert [(p.param("rank"), p.param("fuse")) for p in fused] == [("4", want.param("fuse"))]
    kept = sel.select(conv_nhwc(14, 14, 32, 64, 1, 1)[0])  # no epilogue
    assert [p.param("rank") for p in kept.plan.transforms] == ["7"] and kept.guarded is None
