"""Depthwise conv / pool and NHWC conv schedules that keep the window's width loop whole (``dw-win-*``,
``conv-win-*``): each compiles, runs and checks where it applies (its tiles fitted to the op), and is masked where it
cannot apply: NCHW layouts (the 1-D vectorizer does not take them), 2x2 pool windows
(:data:`mqss_edge.env.applicability.WINDOW_MIN`), channel or filter counts the tile does not divide, fewer than 4
input channels."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, action_index
from mqss_edge.engine import Engine
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass
from mqss_edge.store import Store

C16, C8 = "dw-win-fit-ow8-c16-vec", "dw-win-fit-ow8-c8-vec"
OW1 = "dw-win-fit-ow1-c32-vec"


def _attrs(stride: int) -> str:
    return f"{{dilations = dense<1> : tensor<2xi64>, strides = dense<{stride}> : tensor<2xi64>}}"


def _dwconv(h: int, c: int, k: int, stride: int = 1) -> str:
    o = (h - k) // stride + 1
    i, w, y = f"1x{h}x{h}x{c}", f"{k}x{k}x{c}", f"1x{o}x{o}x{c}"
    return f"""func.func @main(%x: tensor<{i}xf32>, %w: tensor<{w}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {_attrs(stride)}
    ins(%x, %w : tensor<{i}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


def _maxpool(h: int, c: int, k: int) -> str:
    o = (h - k) // k + 1
    i, y = f"1x{h}x{h}x{c}", f"1x{o}x{o}x{c}"
    return f"""func.func @main(%x: tensor<{i}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant -3.40282347E+38 : f32
  %win = tensor.empty() : tensor<{k}x{k}xf32>
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.pooling_nhwc_max {_attrs(k)}
    ins(%x, %win : tensor<{i}xf32>, tensor<{k}x{k}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


def _nchw_dwconv(h: int, c: int, k: int) -> str:
    o = h - k + 1
    i, w, y = f"1x{c}x{h}x{h}", f"{c}x{k}x{k}", f"1x{c}x{o}x{o}"
    return f"""func.func @main(%x: tensor<{i}xf32>, %w: tensor<{w}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {_attrs(1)}
    ins(%x, %w : tensor<{i}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


CONV16, CONV8 = "conv-win-fit-ow6-f16-c16-vec", "conv-win-fit-ow6-f8-c16-vec"


def _conv(h: int, c: int, f: int, k: int, layout: str = "nhwc") -> str:
    o = h - k + 1
    if layout == "nhwc":
        op, i, w, y = "conv_2d_nhwc_hwcf", f"1x{h}x{h}x{c}", f"{k}x{k}x{c}x{f}", f"1x{o}x{o}x{f}"
    else:
        op, i, w, y = "conv_2d_nchw_fchw", f"1x{c}x{h}x{h}", f"{f}x{c}x{k}x{k}", f"1x{f}x{o}x{o}"
    return f"""func.func @main(%x: tensor<{i}xf32>, %w: tensor<{w}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.{op} {_attrs(1)}
    ins(%x, %w : tensor<{i}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


def applied(text: str, entry: str) -> tuple[episode.State, Pass]:
    """The episode state after ``entry`` as the first step on ``text`` (offered by the mask, applied) and the one
    schedule it planned."""
    facts = module_facts(text)
    state = episode.State()
    assert episode.mask(facts, state)[action_index(entry)]
    state, ev = episode.step(facts, state, action_index(entry))
    assert ev.kind == "applied"
    (p,) = state.plan.transforms
    return state, p


@pytest.mark.parametrize(("entry", "text", "tile"), [
    (C16, _dwconv(16, 32, 3), "1,1,7,16,1,0"),  # OW 14: the largest divisor up to 8 is 7
    (C16, _dwconv(17, 16, 3, 2), "1,1,8,16,1,0"),  # stride 2
    (C8, _dwconv(9, 24, 5), "1,1,5,8,1,0"),  # 24 channels: 16 does not divide, 8 does; a 5x5 window
    (C16, _maxpool(18, 32, 3), "1,1,6,16,1,0"),
    (CONV8, _conv(14, 40, 40, 3), "1,1,6,8,1,0,10"),  # NHWC conv, OW 12, 40 channels: C 10
    (CONV16, _conv(16, 32, 32, 3), "1,1,2,16,1,0,16"),  # OW 14: the largest divisor up to 6 is 2
    (CONV8, _conv(9, 16, 24, 5), "1,1,5,8,1,0,16"),  # a 5x5 window, F 24
    (OW1, _maxpool(18, 64, 3), "1,1,1,32,1,0"),  # stride 3: one output column, the vector along the channels
    (OW1, _dwconv(17, 24, 3, 2), "1,1,1,24,1,0"),  # stride 2, 24 channels
], ids=["dw-3x3", "dw-3x3-s2", "dw-5x5-c24", "maxpool-3x3", "conv-3x3-c40", "conv-3x3-ow14", "conv-5x5-f24",
        "maxpool-3x3-ow1", "dw-3x3-s2-ow1"])
def test_window_schedules_compile_run_and_check(entry: str, text: str, tile: str) -> None:
    state, p = applied(text, entry)
    assert p.param("tile") == tile and p.param("decompose") == "true"
    got = Engine(Store(":memory:")).evaluate(text, state.plan)
    assert got.ok, got.message


@pytest.mark.parametrize("text", [
    _maxpool(16, 32, 2),  # a 2x2 window
    _nchw_dwconv(16, 32, 3),  # NCHW: not the op the entry is for
], ids=["maxpool-2x2", "dw-nchw"])
def test_window_schedules_are_masked_where_they_do_not_apply(text: str) -> None:
    mask = episode.mask(module_facts(text), episode.State())
    assert not mask[action_index(C16)] and not mask[action_index(C8)] and not mask[action_index(OW1)]


def test_channel_tiles_must_divide() -> None:
    mask = episode.mask(module_facts(_dwconv(16, 24, 3)), episode.State())
    assert not mask[action_index(C16)] and mask[action_index(C8)]
    assert MENU[action_index(C16)].tile[5] == 0  # the window's width loop stays whole


@pytest.mark.parametrize("text", [_conv(16, 3, 16, 3), _conv(16, 32, 32, 3, "nchw")], ids=["c3", "nchw"])
def test_conv_window_schedules_are_masked_where_they_cannot_apply(text: str) -> None:
    mask = episode.mask(module_facts(text), episode.State())
    assert not mask[action_index(CONV16)] and not mask[action_index(CONV8)]


def test_conv_window_filter_tiles_must_divide() -> None:
    mask = episode.mask(module_facts(_conv(14, 40, 40, 3)), episode.State())
    assert not mask[action_index(CONV16)] and mask[action_index(CONV8)]
