"""The zero-shot guard on an NCHW conv's plain tile: a 1x1 or strided conv the policy gives the plain im2col tile or a
direct tile with the reduction whole gets the menu's im2col accumulator GEMM, fitted (``guard_rules._nchw_gemm_tile``);
dense windows stepping one pixel and wide GEMMs on a few pixels keep theirs."""

from __future__ import annotations

from mqss_edge.corpus.generators.vision import conv_nchw
from mqss_edge.guard_rules import NCHW_GEMM_FEW_PIXELS, NCHW_GEMM_MAX_FILTERS, NCHW_GEMM_TILE
from mqss_edge.selector import Selector
from tests.selector.test_selector import _policy


def _schedules(sel: Selector, text: str, guard: bool = True) -> list[tuple[str | None, str | None, str | None]]:
    plan = sel.select(text, guard=guard).plan
    return [(p.param("im2col"), p.param("tile"), p.param("hoist")) for p in plan.transforms]


def test_a_direct_tile_with_the_reduction_whole_gets_the_im2col_gemm(tmp_path, engine) -> None:
    sel = Selector.load(_policy(tmp_path / "direct", ["nchw-tile-f16-ow8-vec", "stop"]))
    text, _ = conv_nchw(16, 16, 64, 64, 1, 1)  # a 1x1 conv, 64 -> 64 channels on 16x16 pixels
    assert _schedules(sel, text, guard=False) == [(None, "1,16,1,8,0,1,0", None)]
    pick = sel.select(text)
    assert _schedules(sel, text) == [("nchw", "1,4,2,8,4,1,1", "true")]
    assert pick.groups[0]["schedule"] == f"{NCHW_GEMM_TILE} (guard)"  # the conv's group (then its zero fill)
    assert pick.guarded is not None and "strided NCHW conv" in pick.guarded
    rep = sel.compile(text, engine=engine)  # compiled, run and checked against the reference build
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    # a strided 3x3 stem of 3 channels: the channel tile fitted to 3
    assert _schedules(sel, conv_nchw(16, 16, 3, 32, 3, 2)[0]) == [("nchw", "1,4,2,8,3,1,1", "true")]


def test_a_plain_im2col_tile_gets_the_accumulator_gemm_within_the_bound(tmp_path) -> None:
    sel = Selector.load(_policy(tmp_path / "im2col", ["nchw-im2col-fit-f16-ow14-c16-vec", "stop"]))
    assert _schedules(sel, conv_nchw(28, 28, 64, 64, 1, 1)[0]) == [("nchw", "1,4,2,7,4,1,1", "true")]
    assert _schedules(sel, conv_nchw(14, 14, 32, 64, 3, 2)[0]) == [("nchw", "1,4,2,7,4,1,1", "true")]
    # 7x7 pixels: 512 filters get it, 1024 keep the policy's tile (the wide GEMMs ran 1.26-1.6x slower on it)
    assert 7 * 7 < NCHW_GEMM_FEW_PIXELS and 512 <= NCHW_GEMM_MAX_FILTERS < 1024
    assert _schedules(sel, conv_nchw(7, 7, 256, 512, 1, 1)[0]) == [("nchw", "1,4,1,7,4,1,1", "true")]
    wide = conv_nchw(7, 7, 256, 1024, 1, 1)[0]
    assert _schedules(sel, wide) == _schedules(sel, wide, guard=False) == [("nchw", "1,16,1,7,16,1,1", None)]
    # a dense 3x3 window stepping one pixel: the rules' direct accumulator tile, not the GEMM
    assert _schedules(sel, conv_nchw(14, 14, 32, 32, 3, 1)[0]) == [(None, "1,16,1,14,8,1,1", "true")]


def test_the_accumulator_gemm_the_policy_chose_is_left_alone(tmp_path) -> None:
    sel = Selector.load(_policy(tmp_path / "acc", [NCHW_GEMM_TILE, "stop"]))
    text, _ = conv_nchw(16, 16, 64, 64, 1, 1)
    assert _schedules(sel, text) == _schedules(sel, text, guard=False) == [("nchw", "1,4,2,8,4,1,1", "true")]
    assert sel.select(text).guarded is None
