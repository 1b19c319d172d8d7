"""The zero-shot guard on a GEMM's plain register tile: where the weights fit L2, there are 16 rows or more and at
most 384 columns, the menu's accumulator tile, fitted, takes its place (``guard_rules._plain_register_tile``)."""

from __future__ import annotations

from mqss_edge.corpus.generators.nlp import batch_matmul, matmul
from mqss_edge.guard_rules import ACC_MAX_COLUMNS, ACC_MAX_OPERAND_BYTES, ACC_MIN_ROWS
from mqss_edge.selector import Selector
from tests.selector.test_selector import _policy


def _tiles(sel: Selector, text: str, guard: bool = True) -> list[tuple[str | None, str | None]]:
    return [(p.param("tile"), p.param("hoist")) for p in sel.select(text, guard=guard).plan.transforms]


def test_a_plain_matmul_tile_gets_the_fitted_accumulator_tile_within_bounds(tmp_path, engine) -> None:
    sel = Selector.load(_policy(tmp_path / "mm", ["mm-tile-16x16x16-vec", "stop"]))
    text, _ = matmul(64, 384, 384)  # 64 rows, a 384x384 f32 operand (576 KiB)
    assert 4 * 384 * 384 <= ACC_MAX_OPERAND_BYTES and 64 >= ACC_MIN_ROWS
    assert _tiles(sel, text, guard=False) == [("16,16,16", None)]
    pick = sel.select(text)
    assert [(p.param("tile"), p.param("hoist")) for p in pick.plan.transforms] == [("4,16,4", "true")]  # 64 = 16 x 4
    assert pick.guarded is not None and "plain register tile" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    assert _tiles(sel, matmul(48, 256, 256)[0]) == [("6,16,4", "true")]  # the rows fitted: 48 = 8 x 6
    # outside the bounds no accumulator tile (the policy's tile, or the expert rules' where they swap it): weights
    # over L2, 512 columns, or under 16 rows
    assert _tiles(sel, matmul(64, 1024, 1024)[0]) == [("16,16,16", None)]
    assert 4 * 128 * 512 <= ACC_MAX_OPERAND_BYTES and 512 > ACC_MAX_COLUMNS
    assert _tiles(sel, matmul(64, 128, 512)[0]) == [("16,16,16", None)]
    assert [hoist for _, hoist in _tiles(sel, matmul(8, 256, 256)[0])] == [None]


def test_a_plain_batch_matmul_tile_gets_the_batched_accumulator_tile(tmp_path) -> None:
    sel = Selector.load(_policy(tmp_path / "bmm", ["bmm-tile-1x4x64x16-vec", "stop"]))
    text, _ = batch_matmul(4, 64, 128, 64)
    assert _tiles(sel, text, guard=False) == [("1,4,64,16", None)]
    assert _tiles(sel, text) == [("1,4,16,4", "true")]
    assert _tiles(sel, batch_matmul(4, 8, 128, 64)[0]) == [("1,4,64,16", None)]  # 8 rows: kept


def test_an_accumulator_tile_the_policy_chose_is_left_alone(tmp_path) -> None:
    sel = Selector.load(_policy(tmp_path / "acc", ["mm-acc-fit-7x16x4-vec", "stop"]))
    text, _ = matmul(64, 384, 384)
    assert _tiles(sel, text) == _tiles(sel, text, guard=False) == [("4,16,4", "true")]
    assert sel.select(text).guarded is None
