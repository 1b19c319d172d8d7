"""The IR graph: shapes, edge validity, the node cap, the GraphSAGE adjacency."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.spaces import Box, Graph, GraphInstance

from mqss_edge.features import (
    EDGE_TYPES,
    NODE_CATEGORIES,
    NODE_FEATURE_NAMES,
    NODE_FEATURES,
    dense_adjacency,
    ir_graph,
    parse,
)
from tests.features.helpers import kernel, mlir_opt


def check(graph: GraphInstance) -> None:
    n = graph.nodes.shape[0]
    assert graph.nodes.dtype == np.float32 and graph.nodes.shape == (n, NODE_FEATURES)
    assert graph.edges.dtype == np.float32 and graph.edges.shape == (graph.edge_links.shape[0], 1)
    assert graph.edge_links.dtype == np.int64 and graph.edge_links.shape[1] == 2
    assert ((graph.edge_links >= 0) & (graph.edge_links < n)).all()
    assert (graph.edge_links[:, 0] != graph.edge_links[:, 1]).all()
    assert set(np.unique(graph.edges).tolist()) <= set(range(len(EDGE_TYPES)))
    assert (graph.nodes[:, :len(NODE_CATEGORIES)].sum(axis=1) == 1).all()  # exactly one category each
    assert len({tuple(x) for x in graph.edge_links.tolist()}) == len(graph.edge_links)


def test_graph_of_each_kernel(kernel_name):
    g = ir_graph(kernel(kernel_name))
    check(g)
    space = Graph(node_space=Box(-np.inf, np.inf, (NODE_FEATURES,), np.float32),
                  edge_space=Box(0, len(EDGE_TYPES) - 1, (1,), np.float32))
    assert space.contains(g)  # the observation space the env can declare


def test_matmul_graph_structure():
    g = ir_graph(kernel("matmul_64x128x32.mlir"))
    # func.func, its entry block, and the 8 ops of the body
    assert g.nodes.shape[0] == 10 and len(NODE_FEATURE_NAMES) == NODE_FEATURES == 48
    cats = [NODE_CATEGORIES[i] for i in g.nodes[:, :len(NODE_CATEGORIES)].argmax(axis=1)]
    assert cats[:2] == ["func.func", "block"] and cats.count("linalg.contraction") == 1
    links = {tuple(x) + (EDGE_TYPES[int(e)],) for x, e in zip(g.edge_links.tolist(), g.edges[:, 0])}
    matmul = cats.index("linalg.contraction")
    fill = cats.index("linalg.data_movement")
    assert (fill, matmul, "def_use") in links and (0, 1, "op_to_block") in links and (1, matmul, "block_to_op") in links
    row = dict(zip(NODE_FEATURE_NAMES, g.nodes[matmul].tolist()))
    assert row["node/loops"] == 3 and row["node/parallel"] == 2 and row["node/reduction"] == 1 and row["node/rank"] == 2
    assert row["node/flops_log16"] == pytest.approx(np.log2(1 + 2 * 64 * 128 * 32) / 4, rel=1e-6)


def test_cap_keeps_the_first_nodes_in_program_order():
    text = mlir_opt(kernel("matmul_64x128x32.mlir"), "--pass-pipeline=builtin.module(eliminate-empty-tensors,"
                    "one-shot-bufferize{bufferize-function-boundaries=true "
                    "function-boundary-type-conversion=identity-layout-map},convert-linalg-to-affine-loops)")
    m = parse(text)
    full = ir_graph(m, max_nodes=10_000)
    capped = ir_graph(m, max_nodes=7)
    check(full)
    check(capped)
    assert capped.nodes.shape[0] == 7 and full.nodes.shape[0] > 7
    assert (capped.nodes == full.nodes[:7]).all()
    kept = {tuple(x) for x in full.edge_links.tolist() if max(x) < 7}
    assert {tuple(x) for x in capped.edge_links.tolist()} == kept
    assert (ir_graph(m, max_nodes=7).nodes == capped.nodes).all()  # deterministic
    with pytest.raises(ValueError):
        ir_graph(m, max_nodes=0)


def test_custom_and_generic_form_give_the_same_graph(kernel_name):
    text = kernel(kernel_name)
    a, b = ir_graph(mlir_opt(text)), ir_graph(mlir_opt(text, "--mlir-print-op-generic"))
    assert (a.nodes == b.nodes).all() and (a.edge_links == b.edge_links).all() and (a.edges == b.edges).all()


def test_dense_adjacency_is_row_normalized():
    g = ir_graph(kernel("softmax_chain.mlir"))
    adj = dense_adjacency(g)
    n = g.nodes.shape[0]
    assert adj.shape == (n, n) and adj.dtype == np.float32
    sums = adj.sum(axis=1)
    assert np.allclose(sums[sums > 0], 1.0) and (np.diag(adj) == 0).all()
    for src, dst in g.edge_links.tolist():
        assert adj[dst, src] > 0 and adj[src, dst] > 0
    lone = GraphInstance(nodes=np.zeros((3, NODE_FEATURES), np.float32), edges=np.zeros((1, 1), np.float32),
                         edge_links=np.array([[0, 1]], np.int64))
    assert (dense_adjacency(lone)[2] == 0).all() and dense_adjacency(lone)[0, 1] == 1.0
    empty = ir_graph("module {\n}\n")
    assert empty.nodes.shape == (0, NODE_FEATURES) and dense_adjacency(empty).shape == (0, 0)
