"""Conv epilogues with their conv fused into the epilogue's tiles (``fuse=K`` on a conv's consumer,
:func:`mqss_edge.compiler.strategies.fuse_lines`): the menu offers them on an elementwise group fed by NHWC
or depthwise convs, each compiles, runs and checks against the reference build, the conv is computed tile by
tile inside the epilogue's loops with its output tile carried in registers, and the mask keeps them off
epilogues whose producers the schedule cannot step."""

from __future__ import annotations

import re

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, SKIP_NAME, action_index
from mqss_edge.compiler.transforms import schedule_options
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass, Plan
from tests.compiler.test_acc_schedules import _carried
from tests.compiler.test_dot_schedules import _check, _offered
from tests.compiler.test_group_schedules import _tensor_stage
from tests.compiler.test_strategies import _conv

OW7 = "conv-epi-fuse-fit-ow7-f16-c4-vec"
OW4 = "conv-epi-fuse-fit-ow4-f16-c4-vec"
F8 = "conv-epi-fuse-fit-ow7-f8-c4-vec"
ENTRIES = (OW7, OW4, F8)
F32_C8 = "conv-epi-fuse-fit-ow7-f32-c8-vec"  # sized for AVX-512: channels stepped by 8
OW16_C8 = "conv-epi-fuse-fit-ow16-f16-c8-vec"


def _conv_relu(n: int, c: int, f: int, k: int, *, depthwise: bool = False, producer: str | None = None) -> str:
    """A conv (NHWC, ``n x n`` input, ``k x k`` window, stride 1), then a bias + ReLU6 generic on its result.

    ``producer`` replaces the conv by another 4-D op text computing ``%r`` from ``%x`` (a pool)."""
    o = n - k + 1
    x, y = f"1x{n}x{n}x{c}", f"1x{o}x{o}x{f}"
    if depthwise:
        w, op = f"{k}x{k}x{c}", "depthwise_conv_2d_nhwc_hwc"
    else:
        w, op = f"{k}x{k}x{c}x{f}", "conv_2d_nhwc_hwcf"
    conv = producer or (f"  %r = linalg.{op} {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : "
                        f"tensor<2xi64>}} ins(%x, %w : tensor<{x}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) "
                        f"-> tensor<{y}xf32>")
    return f"""func.func @main(%x: tensor<{x}xf32>, %w: tensor<{w}xf32>, %b: tensor<{f}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
{conv}
  %e2 = tensor.empty() : tensor<{y}xf32>
  %g = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
       ins(%r, %b : tensor<{y}xf32>, tensor<{f}xf32>) outs(%e2 : tensor<{y}xf32>) {{
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %a = arith.addf %in, %bias : f32
    %lo = arith.maximumf %a, %cst : f32
    %hi = arith.minimumf %lo, %six : f32
    linalg.yield %hi : f32
  }} -> tensor<{y}xf32>
  return %g : tensor<{y}xf32>
}}
"""


def _on_epilogue(text: str, name: str) -> Plan | None:
    """The plan when the conv's group is left on the default lowering and ``name`` is chosen for the epilogue
    (the next group in cost order), or None when the mask does not offer it there."""
    facts = module_facts(text)
    state = episode.State()
    while (g := episode.focus(facts, state)) is not None and g.nests[0].op != "generic":
        state, _ = episode.step(facts, state, action_index(SKIP_NAME))
    if g is None or not episode.mask(facts, state)[action_index(name)]:
        return None
    state, _ = episode.step(facts, state, action_index(name))
    return state.plan


@pytest.mark.parametrize(("name", "text", "tile", "acc"), [
    (OW7, _conv_relu(9, 8, 16, 3), "1,1,7,16", "vector<1x7x16xf32>"),  # 3x3 window, 8 channels: two C steps
    (OW7, _conv_relu(14, 24, 32, 1), "1,1,7,16", "vector<1x7x16xf32>"),  # 1x1
    (OW4, _conv_relu(16, 8, 16, 1), "1,1,4,16", "vector<1x4x16xf32>"),
    (F8, _conv_relu(9, 16, 16, 3, depthwise=True), "1,1,7,8", "vector<1x7x8xf32>"),  # carried through KH
    (F32_C8, _conv_relu(9, 16, 32, 3), "1,1,7,32", "vector<1x7x32xf32>"),  # 16 channels: two steps of 8
    (OW16_C8, _conv_relu(18, 16, 16, 3), "1,1,16,16", "vector<1x16x16xf32>"),
], ids=["conv3x3", "conv1x1", "conv1x1-ow4", "depthwise3x3", "conv3x3-f32-c8", "conv3x3-ow16-c8"])
def test_epilogue_with_its_conv_fused_compiles_runs_and_checks(tmp_path, name: str, text: str, tile: str,
                                                               acc: str) -> None:
    plan = _on_epilogue(text, name)
    assert plan is not None
    (p,) = plan.transforms
    step = "8" if name in (F32_C8, OW16_C8) else "4"
    assert p.param("tile") == tile and p.param("fuse") == step and p.param("group") is not None
    out = _tensor_stage(text, plan, tmp_path)
    # the conv is computed inside the epilogue's tile loops, decomposed and vectorized: no 2-D conv is left,
    # and its output tile is carried in registers through the fused reduction loop
    assert "linalg.conv_2d" not in out and "linalg.depthwise_conv_2d" not in out
    assert acc in _carried(out)
    # the conv's result tile goes to the epilogue in registers: the only tensor of the whole output left is the
    # epilogue's (the conv's fill wrote a slice of another one, and the tile went through its buffer)
    y = re.search(r"-> (tensor<1x\d+x\d+x\d+xf32>) \{", text).group(1)  # type: ignore[union-attr]
    assert out.count(f"tensor.empty() : {y}") == 1
    _check(text, plan)


def test_epilogue_fusion_is_masked_where_its_producers_cannot_be_stepped() -> None:
    # channels 3 (an RGB stem): a step of 4 leaves a dynamic tile
    assert all(_on_epilogue(_conv_relu(9, 3, 16, 3), n) is None for n in ENTRIES)
    # a pool feeds the epilogue: the schedule has no step for its window
    pool = ("  %win = tensor.empty() : tensor<2x2xf32>\n"
            "  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : "
            "tensor<2xi64>} ins(%x, %win : tensor<1x15x15x16xf32>, tensor<2x2xf32>) outs(%z : tensor<1x14x14x16xf32>) "
            "-> tensor<1x14x14x16xf32>")
    pooled = _conv_relu(15, 16, 16, 2, producer=pool)
    facts = module_facts(pooled)
    assert any(n.fed_by == (("pooling_nhwc_max", 2),) for n in facts.nests)
    assert all(_on_epilogue(pooled, n) is None for n in ENTRIES)
    # OW 7 has no divisor from 2 to 4
    assert _on_epilogue(_conv_relu(9, 8, 16, 3), OW4) is None
    # 12 channels step by 4, not by 8
    c12 = _conv_relu(9, 12, 32, 3)
    assert _on_epilogue(c12, OW7) is not None and _on_epilogue(c12, F32_C8) is None
    # the epilogue's producers are recorded as the reader sees them: the conv with its channel count
    assert any(n.fed_by == (("conv_2d_nhwc_hwcf", 8),) for n in module_facts(_conv_relu(9, 8, 16, 3)).nests)


def test_epilogue_entries_only_schedule_elementwise_groups() -> None:
    for name in ENTRIES:
        a = MENU[action_index(name)]
        assert a.kind == "parallel" and a.rank == 4
        o = schedule_options(a.pass_)  # type: ignore[arg-type]
        assert o["fuse"] == 4 and o["hoist"]
    # fuse with hoist needs vectorize: there is no register to carry otherwise
    p = Pass("transform", (("rank", "4"), ("kind", "parallel"), ("tile", "1,1,7,16"), ("fuse", "4"),
                           ("hoist", "true")))
    with pytest.raises(ValueError, match="hoist needs vectorize"):
        schedule_options(p)


_RELU = """linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                                    affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                   iterator_types = ["parallel", "parallel", "parallel", "parallel"]}"""
_CONV = "linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}"


def _chain() -> str:
    """Two 1x1 convs, the second reading the first's result, then a ReLU."""
    t = "tensor<1x8x8x16xf32>"
    return f"""func.func @main(%x: tensor<1x8x8x8xf32>, %w: tensor<1x1x8x16xf32>, %w2: tensor<1x1x16x16xf32>) -> {t} {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : {t}
  %z = linalg.fill ins(%cst : f32) outs(%e : {t}) -> {t}
  %r = {_CONV} ins(%x, %w : tensor<1x8x8x8xf32>, tensor<1x1x8x16xf32>) outs(%z : {t}) -> {t}
  %z2 = linalg.fill ins(%cst : f32) outs(%e : {t}) -> {t}
  %r2 = {_CONV} ins(%r, %w2 : {t}, tensor<1x1x16x16xf32>) outs(%z2 : {t}) -> {t}
  %g = {_RELU} ins(%r2 : {t}) outs(%e : {t}) {{
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %cst : f32
    linalg.yield %a : f32
  }} -> {t}
  return %g : {t}
}}
"""


def test_fusion_takes_only_the_producers_the_epilogue_reads(tmp_path) -> None:
    text = _chain()
    (relu,) = [g for g in module_facts(text).groups if g.nests[0].op == "generic"]
    # not vectorized, so the fused conv stays visible as a 1-D conv: only the conv the ReLU reads is in its
    # tiles, the first conv is not recomputed there (greedy producer fusion pulls it in through the second
    # conv's input)
    p = Pass("transform", (("group", str(relu.id)), ("rank", "4"), ("kind", "parallel"), ("tile", "1,1,4,16"),
                           ("fuse", "4")))
    out = _tensor_stage(text, Plan(tensor=(p,)), tmp_path)
    assert out.count("linalg.conv_1d_nwc_wcf") == 1
    _check(text, Plan(tensor=(p,)))
    _check(text, Plan(tensor=(Pass("transform", p.params + (("hoist", "true"), ("vectorize", "true"))),)))


TILE2_C4 = "conv-tile2-fit-ow7-f16-c4-vec"
TILE2_C8 = "conv-tile2-fit-ow7-f16-c8-vec"


TILE2_NCHW = "nchw-tile2-fit-f8-ow8-c8-vec"


@pytest.mark.parametrize(("name", "text", "tile", "step", "acc", "window"), [
    (TILE2_C4, _conv("conv_2d_nhwc_hwcf", "1x9x9x8", "3x3x8x16", "1x7x7x16"), "1,1,7,16", "4", "vector<1x7x16xf32>",
     r"\[1, 3, 9, 8\]"),
    (TILE2_C8, _conv("conv_2d_nhwc_hwcf", "1x14x14x24", "1x1x24x32", "1x14x14x32"), "1,1,7,16", "8",
     "vector<1x7x16xf32>", r"\[1, 1, 7, 24\]"),
    # NCHW, 16 channels in steps of 8; F 16 fitted to 8, OW 7 to 7: an F x OW accumulator
    (TILE2_NCHW, _conv("conv_2d_nchw_fchw", "1x16x9x9", "16x16x3x3", "1x16x7x7"), "1,8,1,7", "8",
     "vector<1x8x7xf32>", r"\[1, 16, 3, 9\]"),
], ids=["conv3x3-c4", "conv1x1-c8", "nchw3x3-c8"])
def test_conv_in_two_tilings_compiles_runs_and_checks(tmp_path, name: str, text: str, tile: str, step: str,
                                                      acc: str, window: str) -> None:
    plan = _offered(text, name)
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == tile and p.param("fuse") == step
    out = _tensor_stage(text, plan, tmp_path)
    assert "linalg.conv_2d" not in out and acc in _carried(out)
    # the output tile's input window is sliced once per tile, all its channels, outside the channel loop
    assert re.search(rf"tensor.extract_slice %arg0\[[^\]]*\] {window}", out)
    _check(text, plan)


def test_two_tilings_are_masked_where_the_channels_do_not_step() -> None:
    c12 = _conv("conv_2d_nhwc_hwcf", "1x9x9x12", "3x3x12x16", "1x7x7x16")
    assert _offered(c12, TILE2_C8) is None and _offered(c12, TILE2_C4) is not None
    assert _offered(_conv("conv_2d_nchw_fchw", "1x8x9x9", "16x8x3x3", "1x16x7x7"), TILE2_C4) is None  # NHWC only
    assert _offered(_conv("conv_2d_nchw_fchw", "1x12x9x9", "16x12x3x3", "1x16x7x7"), TILE2_NCHW) is None  # C 12
    assert _offered(_conv("conv_2d_nhwc_hwcf", "1x9x9x8", "3x3x8x16", "1x7x7x16"), TILE2_NCHW) is None
