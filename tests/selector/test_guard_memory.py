"""The zero-shot guard on memory-bound ops: strided max pools over large inputs (``guard_rules._streaming_pool``)
and table lookups (``guard_rules.gather_guard``)."""

from __future__ import annotations

from mqss_edge.corpus.generators.vision import pool
from mqss_edge.env.facts import module_facts
from mqss_edge.guard_rules import POOL_STREAM_BYTES
from mqss_edge.selector import Selector
from tests.selector.test_selector import _policy


def test_a_strided_max_pool_over_a_large_input_gets_the_default_loops(tmp_path, engine) -> None:
    """A 3x3 stride-2 max pool reading 8.5 MB: the policy's window tile is taken out (the default loops ran
    0.45-0.58x its time on five such pools); one reading 3.3 MB keeps it (1.2-1.6x slower on the default loops)."""
    sel = Selector.load(_policy(tmp_path, ["dw-win-fit-ow8-c16-vec", "stop"]))
    large, _ = pool(64, 64, 128, 3, 2, "max")
    small, _ = pool(56, 56, 64, 3, 2, "max")
    (big,) = [n for n in module_facts(large).nests if n.op.startswith("pooling")]
    (few,) = [n for n in module_facts(small).nests if n.op.startswith("pooling")]
    assert big.strided and big.source_bytes > POOL_STREAM_BYTES > few.source_bytes and few.strided
    assert sel.select(large, guard=False).plan.transforms
    pick = sel.select(large)
    assert not pick.plan.transforms and "strided max pool" in pick.guarded
    assert [r["schedule"] for r in pick.groups if r["group"] == 0] == ["default (guard)"]
    rep = sel.compile(large, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)
    kept = sel.select(small)
    assert kept.plan.transforms and kept.guarded is None


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
