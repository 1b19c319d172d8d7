"""The selection path's loops in C against the Python code they replace: the GraphSAGE adjacency
(`graph.dense_adjacency`), the producers' labels of each op (`env.facts._fed_by`), the safety layer's nests
(`env.facts.module_facts`) and the ops gathered per loop nest (`groups.op_groups`). Compared on every corpus kernel
and model, and on inputs built to hit each branch.
"""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.spaces import GraphInstance

from mqss_edge.corpus.manifest import load_manifest
from mqss_edge.corpus.zoo import load_models
from mqss_edge.env import facts as facts_mod
from mqss_edge.env.observe import module_of
from mqss_edge.features import dense_adjacency, ir_graph, native, parse
from mqss_edge.features.groups import op_groups
from mqss_edge.features.nests import KEPT_PER_NEST
from mqss_edge.features.vector import nests

pytestmark = pytest.mark.skipif(native.ext is None, reason="the reader's C extension is not built (no C compiler)")


@pytest.fixture(scope="module")
def texts() -> list[str]:
    found = [e.text() for e in load_models()] + [e.text() for e in load_manifest()]
    assert len(found) > 400  # the corpus is there
    return found


def _numpy_adjacency(graph: GraphInstance, monkeypatch: pytest.MonkeyPatch) -> np.ndarray:
    with monkeypatch.context() as mp:
        mp.setattr(native, "ext", None)
        return dense_adjacency(graph)


def test_adjacency_matches_numpy_on_every_corpus_graph(texts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    edges = 0
    for text in texts:
        graph = ir_graph(module_of(text))
        got = dense_adjacency(graph)
        assert got.dtype == np.float32 and got.tobytes() == _numpy_adjacency(graph, monkeypatch).tobytes()
        edges += len(graph.edge_links)
    assert edges > 10_000


def test_adjacency_duplicates_self_links_and_isolated_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    links = np.array([[0, 1], [1, 0], [0, 1], [2, 2], [3, 1], [1, 2]], np.int64)
    graph = GraphInstance(np.zeros((5, 3), np.float32), None, links)
    got = dense_adjacency(graph)
    assert got.tobytes() == _numpy_adjacency(graph, monkeypatch).tobytes()
    assert got[1].tolist() == pytest.approx([1 / 3, 0, 1 / 3, 1 / 3, 0])  # three distinct neighbours
    assert got[2].tolist() == [0, 1, 0, 0, 0]  # its self-link dropped
    assert not got[4].any()  # no neighbour: an all-zero row


def test_adjacency_leaves_odd_input_to_numpy() -> None:
    adj = np.zeros((3, 3), np.float32)
    assert native.ext.adjacency(adj, np.array([[0, 3]], np.int64)) is False  # a node out of range
    assert native.ext.adjacency(adj, np.array([[0, -1]], np.int64)) is False
    assert native.ext.adjacency(adj, np.array([[0, 1]], np.int32)) is False  # not int64
    assert native.ext.adjacency(np.zeros((3, 3), np.float64), np.array([[0, 1]], np.int64)) is False
    assert not adj.any()  # nothing written
    graph = GraphInstance(np.zeros((3, 2), np.float32), None, np.array([[0, 1], [1, 2]], np.int32))
    assert dense_adjacency(graph)[1].tolist() == [0.5, 0.0, 0.5]  # the numpy code took it


def _facts_of(texts: list[str]) -> list[tuple]:
    facts_mod.module_facts.cache_clear()
    module_of.cache_clear()
    for table in KEPT_PER_NEST:
        table.clear()
    out = []
    for text in texts:
        module = module_of(text)
        fed = facts_mod._fed_by(module, nests(module))
        out.append((facts_mod.module_facts(text), fed, len({id(t) for t in fed}) == len(set(fed))))
    return out


def test_module_facts_match_the_python_loops(texts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    with_c = _facts_of(texts)
    with monkeypatch.context() as mp:
        mp.setattr(native, "ext", None)
        python = _facts_of(texts)
    assert [f for f, _, _ in with_c] == [f for f, _, _ in python]
    assert [fed for _, fed, _ in with_c] == [fed for _, fed, _ in python]
    assert all(interned for _, _, interned in with_c)  # equal producer lists are one object, as in Python
    assert sum(len(f.nests) for f, _, _ in with_c) > 1000
    assert sum(1 for _, fed, _ in with_c if any(fed)) > 100  # modules with producers between their linalg ops


def test_op_groups_match_the_python_loop(texts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    def groupings() -> list:
        for table in KEPT_PER_NEST:
            table.clear()
        return [op_groups(parse(text)) for text in texts]

    with_c = groupings()
    with monkeypatch.context() as mp:
        mp.setattr(native, "ext", None)
        python = groupings()
    assert with_c == python
    assert sum(len(g.groups) for g in with_c) > 1000
    assert sum(len(g.shapes) > 1 for gr in with_c for g in gr.groups) > 50  # merged shapes: common shape by gcd
    # op_buckets (the loop after per_object) on its own: nothing to group, every nest without a key, bad input
    from mqss_edge.features.groups import OpGroup, _several

    assert native.ext.op_buckets([], {}, lambda n: None, 0.1, [], OpGroup, _several) == ((), (), ())

    class Nest:
        name = "linalg.generic"

    entries = [(0, Nest()), (1, Nest())]
    assert native.ext.op_buckets([(entries[0][1], [0, 1])], {}, lambda n: None, 0.1, entries, OpGroup,
                                 _several) == ((), ("linalg.generic", "linalg.generic"), (-1, -1))
    with pytest.raises(TypeError):
        native.ext.op_buckets([("not a pair",)], {}, lambda n: None, 0.1, [], OpGroup, _several)
    with pytest.raises(TypeError):
        native.ext.op_buckets([(Nest(), [0])], {}, lambda n: ("key", (1,)), 0.1, entries, OpGroup, _several)
    pairs = [(0, "a"), (1, "b"), (2, "a"), (3, "c"), (4, "b")]
    assert native.ext.per_object(pairs) == [("a", [0, 2]), ("b", [1, 4]), ("c", [3])]
    assert native.ext.per_object([]) == []
    with pytest.raises(TypeError):
        native.ext.per_object([(0, "a"), "b"])
