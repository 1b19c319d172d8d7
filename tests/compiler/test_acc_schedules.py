"""Register tiles whose accumulator stays in vector registers through the reduction loop (``hoist=true``,
:data:`mqss_edge.compiler.transforms._ACC_HOIST`): the innermost tile loop carries the output tile as a vector
``iter_args`` instead of loading and storing it at every step, and each entry compiles, runs and checks
against the reference build on the ops it is offered for."""

from __future__ import annotations

import re

import pytest

from mqss_edge.compiler.transforms import schedule_options
from mqss_edge.pipeline import Pass, Plan
from tests.compiler.test_dot_schedules import _check, _linear, _offered, _scores
from tests.compiler.test_group_schedules import _tensor_stage
from tests.compiler.test_strategies import NHWC, _conv

MM = "mm-acc-fit-7x16x4-vec"
BMM = "bmm-acc-fit-1x7x16x4-vec"
CONV = "conv-acc-fit-ow7-f16-c4-vec"
MM_PEEL = "mm-acc-peel-m-6x16x4-vec"
BMM_PEEL = "bmm-acc-peel-m-1x6x16x4-vec"
CONV_PEEL = "conv-acc-peel-ow-6x16x4-vec"
NCHW_IM2COL = "nchw-im2col-acc-fit-f4-hw2x8-c4-vec"
MM_PEEL_N = "mm-acc-peel-n-6x8x4-vec"
BMM_PEEL_N = "bmm-acc-peel-n-1x6x8x4-vec"
NCHW_ACC = "nchw-acc-fit-f16-ow16-c8-vec"
NCHW_ACC8 = "nchw-acc-fit-f8-ow8-c8-vec"
NCHW3X3 = _conv("conv_2d_nchw_fchw", "1x8x10x18", "8x8x3x3", "1x8x8x16")
PWCONV = _conv("conv_2d_nhwc_hwcf", "1x14x14x24", "1x1x24x32", "1x14x14x32")


def _matmul(m: int, n: int, k: int, batch: int = 0, elem: str = "f64") -> str:
    """A (batch) matmul on ``elem`` as PolyBench's kernels are written: a zero fill, then the contraction."""
    op, pre = ("batch_matmul", f"{batch}x") if batch else ("matmul", "")
    a, b, c = f"{pre}{m}x{k}x{elem}", f"{pre}{k}x{n}x{elem}", f"{pre}{m}x{n}x{elem}"
    return f"""func.func @main(%a: tensor<{a}>, %b: tensor<{b}>) -> tensor<{c}> {{
  %cst = arith.constant 0.0 : {elem}
  %e = tensor.empty() : tensor<{c}>
  %z = linalg.fill ins(%cst : {elem}) outs(%e : tensor<{c}>) -> tensor<{c}>
  %r = linalg.{op} ins(%a, %b : tensor<{a}>, tensor<{b}>) outs(%z : tensor<{c}>) -> tensor<{c}>
  return %r : tensor<{c}>
}}
"""


def _carried(out: str) -> list[str]:
    """The vector types the module's ``scf.for`` loops carry as ``iter_args``."""
    return re.findall(r"scf\.for [^\n]*iter_args\([^\n]*\) -> \((vector<[^>]*>)\)", out)


@pytest.mark.parametrize(("name", "text", "tile", "acc"), [
    (MM, _linear(49, 32, 64), "7,16,4", "vector<7x16xf32>"),  # 49 rows: 7 divides them
    (MM, _linear(12, 16, 6), "6,16,3", "vector<6x16xf32>"),  # K 6: a step of 3
    (BMM, _scores(2, 16, 32), "1,4,16,4", "vector<1x4x16xf32>"),  # 16 rows: the largest divisor up to 7 is 4
    (CONV, NHWC, "1,1,7,16,1,1,4", "vector<1x7x16xf32>"),  # 3x3 window, 8 channels
    (CONV, PWCONV, "1,1,7,16,1,1,4", "vector<1x7x16xf32>"),  # 1x1
    # peeled: the full tiles and the remainder tile each carry their accumulator
    (MM_PEEL, _linear(13, 32, 64), "6,16,4", "vector<1x16xf32>"),
    (BMM_PEEL, _scores(2, 16, 32), "1,6,16,4", "vector<1x4x16xf32>"),
    (CONV_PEEL, NHWC, "1,1,6,16,1,1,4", "vector<1x1x16xf32>"),
    # im2col: the GEMM's F x (OH*OW) tile, 4 x (2 x 8), through its C*KH*KW loop
    (NCHW_IM2COL, NCHW3X3, "1,4,2,8,4,1,1", "vector<1x4x16xf32>"),
    # f64, N peeled: 36 columns are four 8-wide tiles and a 4-wide remainder; M 10 fitted to 5, K 30 to 3
    (MM_PEEL_N, _matmul(10, 36, 30), "5,8,3", "vector<5x4xf64>"),
    (BMM_PEEL_N, _matmul(12, 20, 16, batch=2), "1,6,8,4", "vector<1x6x4xf64>"),
    (MM_PEEL_N, _matmul(12, 20, 16, elem="f32"), "6,8,4", "vector<6x4xf32>"),
    # NCHW as a direct 1-D conv: the F x OW tile (F 8 x OW 16 fitted to the conv) through C, KH and KW
    (NCHW_ACC, NCHW3X3, "1,8,1,16,8,1,1", "vector<1x8x16xf32>"),
    (NCHW_ACC8, NCHW3X3, "1,8,1,8,8,1,1", "vector<1x8x8xf32>"),
], ids=["matmul-49", "matmul-k6", "bmm", "conv3x3", "conv1x1", "matmul-peel", "bmm-peel", "conv-peel",
        "nchw-im2col", "matmul-f64-peel-n", "bmm-f64-peel-n", "matmul-f32-peel-n", "nchw-direct", "nchw-direct-f8"])
def test_accumulator_tile_is_carried_in_registers_and_checks(tmp_path, name: str, text: str, tile: str,
                                                             acc: str) -> None:
    plan = _offered(text, name)
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == tile and p.param("hoist") == "true"
    carried = _carried(_tensor_stage(text, plan, tmp_path))
    assert acc in carried
    if p.param("peel"):
        assert len(carried) == 2 and carried[0] != acc  # the main loop's full tile, then the remainder's
    # the same tile without the option reloads the output tile per step: nothing is carried as a vector
    plain = Plan.parse(str(plan).replace(" hoist=true", ""))
    assert _carried(_tensor_stage(text, plain, tmp_path)) == []
    _check(text, plan)


def test_accumulator_tiles_are_offered_only_where_their_least_tile_divides() -> None:
    assert _offered(_linear(1, 32, 64), MM) is None  # one row: at least 2 wanted
    assert _offered(_linear(13, 32, 64), MM) is None  # 13 rows: no divisor from 2 to 7
    assert _offered(_linear(8, 7, 64), MM) is None  # N 7: no divisor from 8 to 16
    assert _offered(_conv("conv_2d_nhwc_hwcf", "1x9x9x8", "1x1x8x6", "1x9x9x6"), CONV) is None  # F 6
    assert _offered(_linear(12, 32, 64), MM_PEEL) is None  # 6 divides M: nothing to peel
    assert _offered(_linear(5, 32, 64), MM_PEEL) is None  # M shorter than the tile
    assert _offered(NHWC, NCHW_IM2COL) is None  # not an NCHW conv
    assert _offered(_matmul(12, 32, 16), MM_PEEL_N) is None  # 8 divides N: nothing to peel
    assert _offered(_matmul(12, 6, 16), MM_PEEL_N) is None  # N shorter than the tile
    assert _offered(_matmul(13, 20, 16), MM_PEEL_N) is None  # 13 rows: no divisor from 2 to 6
    assert _offered(_matmul(12, 20, 7), MM_PEEL_N) is None  # K 7: no step from 2 to 4
    assert _offered(_matmul(12, 32, 16, batch=2), BMM_PEEL_N) is None
    assert _offered(NHWC, NCHW_ACC) is None and _offered(NHWC, NCHW_ACC8) is None  # not an NCHW conv
    f3 = _conv("conv_2d_nchw_fchw", "1x8x10x18", "3x8x3x3", "1x3x8x16")
    assert _offered(f3, NCHW_ACC) is None  # F 3: no divisor from 4 to 16
    assert _offered(f3, NCHW_ACC8) is not None  # ... from 2 to 8, 3 itself
    f11 = _conv("conv_2d_nchw_fchw", "1x8x10x18", "11x8x3x3", "1x11x8x16")
    assert _offered(f11, NCHW_ACC8) is None  # F 11: none from 2 to 8


def test_hoist_option_refuses_what_it_cannot_build() -> None:
    for params in ("rank=3 kind=reduction tile=7,16,0 hoist=true vectorize=true",  # the reduction untiled
                   "rank=3 kind=reduction tile=7,16 hoist=true vectorize=true",  # not every loop given
                   "rank=3 tile=7,16,4 hoist=true vectorize=true",  # no kind=reduction
                   "rank=3 kind=reduction tile=7,16,4 hoist=true",  # not vectorized
                   "rank=3 kind=reduction interchange=0,2,1 tile=7,16,4 hoist=true vectorize=true"):
        p = Pass("transform", tuple(tuple(kv.split("=")) for kv in params.split()))  # type: ignore[misc]
        with pytest.raises(ValueError, match="hoist needs"):
            schedule_options(p)
