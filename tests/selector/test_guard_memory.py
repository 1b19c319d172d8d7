"""The zero-shot guard on memory-bound ops: strided max pools over large inputs (``guard_rules._streaming_pool``)
and table lookups (``guard_rules.gather_guard``)."""

from __future__ import annotations

from mqss_edge.corpus.generators.vision import pool
from mqss_edge.env.facts import module_facts
from mqss_edge.guard_rules import POOL_STREAM_BYTES
from mqss_edge.selector import Selector
from tests.selector.test_selector import _policy


def test_a_strided_max_pool_over_a_large_input_gets_the_channel_vector_window(tmp_path, engine) -> None:
    """A 3x3 stride-2 max pool reading 8.5 MB gets the window of one output pixel by 32 channels, in place of the
    policy's window tile or the default loops (0.73-0.93x the default loops' time on seven such pools); one reading
    3.3 MB keeps the policy's tile. The pick compiles, runs and matches the reference build."""
    from mqss_edge.actions import MENU, action_index
    from mqss_edge.guard_rules import STREAM_POOL_TILE

    window = MENU[action_index(STREAM_POOL_TILE)].pass_
    sel = Selector.load(_policy(tmp_path / "tile", ["dw-win-fit-ow8-c16-vec", "stop"]))
    large, _ = pool(64, 64, 128, 3, 2, "max")
    small, _ = pool(56, 56, 64, 3, 2, "max")
    (big,) = [n for n in module_facts(large).nests if n.op.startswith("pooling")]
    (few,) = [n for n in module_facts(small).nests if n.op.startswith("pooling")]
    assert big.strided and big.source_bytes > POOL_STREAM_BYTES > few.source_bytes and few.strided
    assert [p.param("tile") for p in sel.select(large, guard=False).plan.transforms] == ["1,1,8,16,1,0"]
    pick = sel.select(large)
    assert [(p.param("rank"), p.param("tile")) for p in pick.plan.transforms] == [("6", "1,1,1,32,1,0")]
    assert window is not None and window.param("tile") == "1,1,1,32,1,0" and "strided max pool" in pick.guarded
    rep = sel.compile(large, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    kept = sel.select(small)
    assert [p.param("tile") for p in kept.plan.transforms] == ["1,1,8,16,1,0"] and kept.guarded is None
    stops = Selector.load(_policy(tmp_path / "stop", ["stop"]))  # left on the default loops: the window added
    assert not stops.select(large, guard=False).plan.transforms
    assert [p.param("tile") for p in stops.select(large).plan.transforms] == ["1,1,1,32,1,0"]


def test_a_table_lookup_left_on_the_default_loops_gets_its_index_hoisted(tmp_path, engine) -> None:
    """An embedding module whose plan schedules nothing gets affine loop-invariant code motion (0.17-0.53x the time
    on 6 training and 5 generated embedding modules); an embedding bag (a lookup under a reduction) does not."""
    from mqss_edge.corpus.generators.nlp import embedding, embedding_bag

    sel = Selector.load(_policy(tmp_path, ["stop"]))
    text, _ = embedding(64, 500, 96, True)
    assert not sel.select(text, guard=False).plan.affine
    pick = sel.select(text)
    assert [p.name for p in pick.plan.affine] == ["affine-loop-invariant-code-motion"] and "hoisted" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    bag, _ = embedding_bag(16, 4, 512, 24)
    assert not sel.select(bag).plan.affine
