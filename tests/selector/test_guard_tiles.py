"""The zero-shot guard on a matmul's register tile: a peeled 6-row accumulator tile gives way to the fitted
accumulator tile, none peeled (``guard_rules.PEELED_ROWS_TILE``)."""

from __future__ import annotations

from mqss_edge.corpus.generators.nlp import batch_matmul, matmul
from mqss_edge.guard_rules import PEELED_ROWS_TILE
from mqss_edge.selector import Selector
from tests.selector.test_selector import _policy


def test_a_peeled_six_row_matmul_tile_gets_the_fitted_accumulator_tile_and_checks(tmp_path, engine) -> None:
    """49 rows: the policy's 6-row tile peels one row; the guard gives the 7-row tile (same time on 7 training
    modules, less code). 16 rows: fitted to 4. A batch matmul's peeled tile is left alone, as is a matmul the
    policy tiles otherwise."""
    sel = Selector.load(_policy(tmp_path / "peel", [PEELED_ROWS_TILE, "bmm-acc-peel-m-1x6x16x4-vec", "stop"]))
    text, _ = matmul(49, 96, 384)
    raw = sel.select(text, guard=False)
    assert [(p.param("peel"), p.param("tile")) for p in raw.plan.transforms] == [("0", "6,16,4")]
    pick = sel.select(text)
    assert [(p.param("peel"), p.param("tile"), p.param("hoist")) for p in pick.plan.transforms] == \
        [(None, "7,16,4", "true")]
    assert pick.guarded is not None and "contraction" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    sixteen, _ = matmul(16, 64, 256)
    assert [p.param("tile") for p in sel.select(sixteen).plan.transforms] == ["4,16,4"]
    bmm, _ = batch_matmul(4, 49, 64, 48)
    assert [p.param("peel") for p in sel.select(bmm, guard=False).plan.transforms] == ["1"]
    assert [p.param("peel") for p in sel.select(bmm).plan.transforms] == ["1"]
    other = Selector.load(_policy(tmp_path / "tile", ["mm-tile-8x32x16-vec", "stop"]))
    text8, _ = matmul(64, 1024, 512)  # weights over ACC_MAX_OPERAND_BYTES: no rule swaps the plain tile
    assert [p.param("tile") for p in other.select(text8).plan.transforms] == ["8,32,16"]
