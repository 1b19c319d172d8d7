"""The IR as a graph for a GNN policy: op and block nodes, def-use and containment edges.

Nodes, in program order (a block just before its ops): one per op the custom form prints and one
per block (``implicit`` ones are skipped, as in the vector, so custom and generic form give the same
graph). Node features (`NODE_FEATURES` = 48): a one-hot over `NODE_CATEGORIES` (block + 33 op
categories; a ``linalg.generic`` gets the category of what it computes), then `NODE_STATS`:

- ``operands_log2``, ``results_log2``: log2(1 + count); ``depth``: enclosing ops; ``rank``: largest
  rank of the op's result types (operand types if it has none); ``blocks``: blocks the op owns;
- linalg ops and loop ops: ``loops`` (loop count / induction variables), ``parallel``,
  ``reduction``, ``iterations_log16`` (log2(1 + trip product) / 4), ``pow2_divisor_log2`` (log2 of
  the largest power of two up to 64 dividing every parallel trip count above 1); linalg ops also
  ``flops_log16`` and ``bytes_log16``;
- block nodes: ``depth``, ``block_ops_log2`` and ``block_args_log2``.

Edges (``edge_links[e] = (src, dst)``, ``edges[e, 0]`` = index into `EDGE_TYPES`): def-use (producer
op -> consumer op, once per pair), op -> block (an op owns the block), block -> op (the block
contains the op). Graphs are capped at ``max_nodes`` by keeping the first nodes in program order;
edges to dropped nodes are dropped.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections import Counter
from functools import partial
from itertools import compress, filterfalse, islice, repeat

import numpy as np
from gymnasium.spaces import GraphInstance

import mqss_edge.features.native as native
from mqss_edge.features.defuse import def_use_codes
from mqss_edge.features.linalg import LoopNest, is_structured
from mqss_edge.features.loops import LOOP_OPS, loop_trips
from mqss_edge.features.nests import loop_nests
from mqss_edge.features.reader import parse
from mqss_edge.features.syntax import name_info, num_results
from mqss_edge.features.tree import Module, block_args
from mqss_edge.features.types import op_ranks

#: One-hot node categories; index 0 is the block node.
NODE_CATEGORIES: tuple[str, ...] = (
    "block",
    "func.func", "func.call_return", "arith.constant", "arith.float", "arith.int", "arith.compare", "arith.cast",
    "math", "linalg.contraction", "linalg.conv", "linalg.pooling", "linalg.elementwise", "linalg.reduction",
    "linalg.data_movement", "linalg.other", "linalg.body", "tensor.empty", "tensor.element", "tensor.slice",
    "tensor.other", "bufferization", "memref.alloc", "memref.access", "memref.other", "affine.loop",
    "affine.other", "scf.loop", "scf.other", "vector.transfer", "vector.compute", "other", "unknown",
    "builtin",
)
#: Per-node statistics after the one-hot.
NODE_STATS: tuple[str, ...] = (
    "operands_log2", "results_log2", "depth", "rank", "flops_log16", "bytes_log16", "blocks", "loops",
    "parallel", "reduction", "iterations_log16", "pow2_divisor_log2", "block_ops_log2", "block_args_log2",
)
NODE_FEATURE_NAMES: tuple[str, ...] = tuple(f"node/{c}" for c in NODE_CATEGORIES) + tuple(
    f"node/{s}" for s in NODE_STATS)
#: Width of a node feature row.
NODE_FEATURES = len(NODE_FEATURE_NAMES)
assert NODE_FEATURES == 48
#: Edge type codes stored in ``GraphInstance.edges[:, 0]``.
EDGE_TYPES: tuple[str, ...] = ("def_use", "op_to_block", "block_to_op")
DEFAULT_MAX_NODES = 256

_CAT = {c: i for i, c in enumerate(NODE_CATEGORIES)}
(_OPERANDS, _RESULTS, _DEPTH, _RANK, _FLOPS, _BYTES, _BLOCKS, _LOOPS, _PARALLEL, _REDUCTION, _ITERATIONS, _POW2,
 _BLOCK_OPS, _BLOCK_ARGS) = range(len(NODE_CATEGORIES), len(NODE_CATEGORIES) + len(NODE_STATS))
_FLOAT = frozenset({"addf", "subf", "mulf", "divf", "remf", "negf", "maximumf", "minimumf", "maxnumf", "minnumf"})
_COMPARE = frozenset({"cmpf", "cmpi", "select"})
_CAST = frozenset({"index_cast", "index_castui", "bitcast", "extf", "truncf", "extsi", "extui", "trunci", "sitofp",
                   "uitofp", "fptosi", "fptoui"})
_CAT_CACHE: dict[tuple, int] = {}
_LOOP_COLUMNS = [_FLOPS, _BYTES, _LOOPS, _PARALLEL, _REDUCTION, _ITERATIONS, _POW2]
_DENSE_COLUMNS = [_OPERANDS, _RESULTS, _DEPTH, _RANK, _BLOCKS]
_BLOCK_COLUMNS = [_DEPTH, _BLOCK_OPS, _BLOCK_ARGS]
_DENSE_TUPLE, _LOOP_TUPLE, _BLOCK_TUPLE = tuple(_DENSE_COLUMNS), tuple(_LOOP_COLUMNS), tuple(_BLOCK_COLUMNS)


def _category_of(info: tuple) -> int:
    cat = _CAT_CACHE[info] = node_category(info[0], info[1])
    return cat


def node_category(name: str, known: bool = True) -> int:
    """Index in `NODE_CATEGORIES` of an op."""
    dialect, _, short = name.partition(".")
    if not known:
        c = "unknown"
    elif dialect == "func":
        c = "func.func" if short == "func" else "func.call_return"
    elif dialect == "arith":
        c = ("arith.constant" if short == "constant" else "arith.float" if short in _FLOAT
             else "arith.compare" if short in _COMPARE else "arith.cast" if short in _CAST else "arith.int")
    elif dialect == "math":
        c = "math"
    elif dialect == "linalg":
        if short in ("yield", "index"):
            c = "linalg.body"
        elif short.startswith(("conv_", "depthwise_conv_")):
            c = "linalg.conv"
        elif short.startswith("pooling_"):
            c = "linalg.pooling"
        elif short in ("fill", "copy", "transpose", "broadcast"):
            c = "linalg.data_movement"
        elif short in ("reduce", "softmax"):
            c = "linalg.reduction"
        elif "matmul" in short or short in ("matvec", "vecmat", "dot", "contract", "mmt4d", "batch_mmt4d"):
            c = "linalg.contraction"
        elif is_structured(name):
            c = "linalg.elementwise"  # generic (refined per op below), map, named elementwise
        else:
            c = "linalg.other"
    elif dialect == "tensor":
        c = ("tensor.empty" if short == "empty" else "tensor.element" if short in ("extract", "insert")
             else "tensor.slice" if short in ("extract_slice", "insert_slice", "parallel_insert_slice", "pad")
             else "tensor.other")
    elif dialect == "bufferization":
        c = "bufferization"
    elif dialect == "memref":
        c = ("memref.alloc" if short in ("alloc", "alloca", "dealloc") else "memref.access"
             if short in ("load", "store") else "memref.other")
    elif dialect == "affine":
        c = "affine.loop" if name in LOOP_OPS else "affine.other"
    elif dialect == "scf":
        c = "scf.loop" if name in LOOP_OPS or short == "while" else "scf.other"
    elif dialect == "vector":
        c = "vector.transfer" if short.startswith(("transfer_", "load", "store", "maskedload", "maskedstore",
                                                   "gather", "scatter")) else "vector.compute"
    elif dialect == "builtin":
        c = "builtin"
    else:
        c = "other"
    return _CAT[c]


_GENERIC_CATEGORY = {"matmul": "linalg.contraction", "batch_matmul": "linalg.contraction", "conv": "linalg.conv",
                     "reduction": "linalg.reduction", "data_movement": "linalg.data_movement"}


_LOG2P = [math.log2(1.0 + i) for i in range(256)]


def _log2p(x: float) -> float:
    if x.__class__ is int and 0 <= x < 256:  # counts: a table lookup
        return _LOG2P[x]
    return math.log2(1.0 + x) if x > 0 else 0.0


def ir_graph(text_or_module: str | Module, max_nodes: int = DEFAULT_MAX_NODES) -> GraphInstance:
    """Build the graph of a module.

    Args:
        text_or_module: MLIR text or a module from `mqss_edge.features.parse`.
        max_nodes: keep the first ``max_nodes`` nodes in program order (deterministic).

    Returns:
        ``GraphInstance(nodes=float32[N, NODE_FEATURES], edges=float32[E, 1] (edge type),
        edge_links=int64[E, 2])`` with ``N <= max_nodes``; an empty module gives ``N = 0``.

    Raises:
        ParseError: the text is not readable MLIR.
        ValueError: ``max_nodes < 1``.
    """
    if max_nodes < 1:
        raise ValueError(f"max_nodes must be >= 1, got {max_nodes}")
    module = parse(text_or_module) if isinstance(text_or_module, str) else text_or_module
    c = module._c
    blocks = c.blocks

    # Interleave blocks and ops in program order (a block just before its first op) up to the cap:
    # a block starting at op s goes after the visible ops before s. Nodes are ints: op k is k,
    # block b is -1 - b.
    hidden = c.implicit_ops  # few: usually just builtin.module
    visible = list(islice(filterfalse(set(hidden).__contains__, range(len(c.names))), max_nodes)) if hidden \
        else list(range(min(len(c.names), max_nodes)))
    order: list[int] = []
    done = 0  # visible ops already in order
    for i, b in enumerate(blocks):
        if b[7]:
            continue
        at = bisect_left(visible, b[4], done)
        if at > done:
            order += visible[done:at]
            done = at
        if len(order) >= max_nodes:
            break
        order.append(-1 - i)
    if len(order) < max_nodes:
        order += visible[done:]
    del order[max_nodes:]

    n = len(order)
    feats = np.zeros((n, NODE_FEATURES), np.float32)
    # Edges as ints (source * 3n + target * 3 + type): sorting them sorts the edges by (source,
    # target, type), a deterministic order that does not depend on how the text was printed.
    n3 = 3 * n
    ext = native.ext  # read at each call: tests switch the C code off
    frame = ext.graph_frame(order, c.block, blocks, c.nops, c.res, c.visible_block_size, n3, num_results,
                               partial(block_args, module)) if ext is not None else None
    opos, ks, bpos, bs, codes, dense, block_stats = frame if frame is not None else _graph_frame(module, order, n3)
    ranks = cats = rows = du_codes = None
    if ks:
        ranks = op_ranks(module, ks)
        # per distinct name as written (their hashes are cached), then mapped over the ops
        names = list(map(c.names.__getitem__, ks))
        kinds = {w: name_info(w) for w in set(names)}
        cat_of = {w: _CAT_CACHE.get(inf) or _category_of(inf) for w, inf in kinds.items()}
        cats = list(map(cat_of.__getitem__, names))
        # Loop statistics of linalg ops and loop ops (a minority of the nodes); a generic's category is refined.
        rows = [None] * len(ks)
        nest_names = {w for w, inf in kinds.items() if inf[0] not in LOOP_OPS and is_structured(inf[0])}
        if nest_names:
            js = list(compress(range(len(ks)), map(nest_names.__contains__, names)))
            for j, nest in zip(js, loop_nests(module, list(map(ks.__getitem__, js)))):
                if nest is not None:
                    cat, rows[j] = _nest_stats(nest)
                    if cat is not None:
                        cats[j] = cat
        loop_names = {w for w, inf in kinds.items() if inf[0] in LOOP_OPS}
        for j in compress(range(len(ks)), map(loop_names.__contains__, names)) if loop_names else ():
            rows[j] = _loop_op_stats(module, ks[j])
        # Producer -> consumer def-use edges (each pair once); block -> op containment is in `codes`.
        du_codes = def_use_codes(module, ks, opos, n3)
    if frame is not None:  # the assembly in C
        edges_b, links_b = ext.graph_fill(feats, opos, dense, ranks, cats, rows, bpos, block_stats, codes, du_codes, n3,
                                          _DENSE_TUPLE, _LOOP_TUPLE, _BLOCK_TUPLE)
        return GraphInstance(nodes=feats, edges=np.frombuffer(edges_b, np.float32).reshape(-1, 1),
                             edge_links=np.frombuffer(links_b, np.int64).reshape(-1, 2))
    if ks:
        opos_a = np.asarray(opos, np.intp)
        dense[:, _DENSE_COLUMNS.index(_RANK)] = ranks
        feats[opos_a[:, None], _DENSE_COLUMNS] = dense
        feats[opos_a, cats] = 1.0
        js = [j for j, row in enumerate(rows) if row is not None]
        if js:
            feats[opos_a[js][:, None], _LOOP_COLUMNS] = np.array([rows[j] for j in js], np.float32)
    if bs:
        bpos_a = np.asarray(bpos, np.intp)
        feats[bpos_a, 0] = 1.0
        feats[bpos_a[:, None], _BLOCK_COLUMNS] = block_stats
    code_a = np.array(codes, np.int64)
    if du_codes is not None and len(du_codes):
        code_a = np.concatenate([code_a, du_codes])
    code_a.sort()
    edge_links = np.empty((len(code_a), 2), np.int64)
    edge_links[:, 0], rest = np.divmod(code_a, n3) if n3 else (code_a, code_a)
    edge_links[:, 1], kind_a = np.divmod(rest, 3)
    edges = kind_a.astype(np.float32).reshape(-1, 1)
    return GraphInstance(nodes=feats, edges=edges, edge_links=edge_links)


def _graph_frame(module: Module, order: list[int], n3: int) -> tuple:
    """The node bookkeeping of `ir_graph` (``_native.graph_frame`` is the same in C): op nodes (positions,
    op indices), block nodes (positions, block indices), the block -> op and op -> block edge codes, the
    dense op columns (`_DENSE_COLUMNS`, rank left 0) and the block columns (`_BLOCK_COLUMNS`)."""
    c = module._c
    blocks = c.blocks
    node_of = {item: i for i, item in enumerate(order)}
    opos = [i for i, item in enumerate(order) if item >= 0]
    ks = [order[i] for i in opos]
    bpos = [i for i, item in enumerate(order) if item < 0]
    bs = [-1 - order[i] for i in bpos]
    get = node_of.get
    kb = list(map(c.block.__getitem__, ks))
    # block b is node key -1 - b; top-level ops (b = -1) have no block node
    containing = map(get, [-1 - b if b >= 0 else None for b in kb])
    codes = [src * n3 + i * 3 + 2 for i, src in zip(opos, containing) if src is not None]
    codes += [owner * n3 + i * 3 + 1 for i, owner in zip(bpos, [get(blocks[b][0]) for b in bs]) if owner is not None]
    dense = np.zeros((len(ks), len(_DENSE_COLUMNS)), np.float32)
    if ks:
        nops, res = c.nops, c.res
        owned = Counter([b[0] for b in blocks if not b[7]])
        op_nops = list(map(nops.__getitem__, ks))
        dense[:] = np.array([
            list(map(_log2p, op_nops)),
            # one result counts 1.0 (mlir-opt prints several as `%x:N`, hand-written text `%a, %b`)
            [(1.0 if "," not in r and ":" not in r else _log2p(num_results(r))) if r else 0.0
             for r in map(res.__getitem__, ks)],
            list(map(c.block_depth.__getitem__, kb)),
            [0] * len(ks),  # rank: filled by the caller
            list(map(owned.get, ks, repeat(0))),
        ], np.float32).T
    sizes = c.visible_block_size
    block_stats = np.array([[blocks[b][5], _log2p(sizes[b]), _log2p(len(block_args(module, b)))] for b in bs],
                           np.float32).reshape(len(bs), 3)
    return opos, ks, bpos, bs, codes, dense, block_stats


def _nest_stats(nest: LoopNest) -> tuple[int | None, tuple[float, ...]]:
    """(refined category of a linalg.generic, values of `_LOOP_COLUMNS`) of a loop nest (kept on the
    nest: nests are immutable and shared by the ops and modules that have them)."""
    stats = nest.__dict__.get("_graph_stats")
    if stats is None:
        stats = nest.__dict__["_graph_stats"] = _compute_nest_stats(nest)  # not a field: eq/hash/repr ignore it
    return stats


def _compute_nest_stats(nest: LoopNest) -> tuple[int | None, tuple[float, ...]]:
    cat = _CAT[_GENERIC_CATEGORY.get(nest.category, "linalg.elementwise")] if nest.name == "linalg.generic" else None
    row = native.ext.nest_row(nest) if native.ext is not None else NotImplemented  # the tuple below in C
    if row is not NotImplemented:
        return cat, row
    return cat, (_log2p(nest.flops) / 4.0, _log2p(nest.bytes) / 4.0, float(len(nest.trips)), float(nest.num_parallel),
                 float(nest.num_reduction), _log2p(nest.iterations) / 4.0,
                 _pow2_divisor([t for t, it in zip(nest.trips, nest.iterators) if it == "parallel"]))


def _loop_op_stats(module: Module, k: int) -> tuple[float, ...]:
    """Values of `_LOOP_COLUMNS` for an affine/scf loop op."""
    name = module._c.info[k][0]
    trips = loop_trips(module, k)
    total = 1
    for t, _ in trips:
        total *= t or 1
    # affine.for/scf.for are sequential; the others are parallel loops
    parallel = 0 if name in ("affine.for", "scf.for") else len(trips)
    return (0.0, 0.0, float(len(trips)), float(parallel), 0.0, _log2p(total) / 4.0,
            _pow2_divisor([t for t, _ in trips]))


def _pow2_divisor(trips: list[int | None]) -> float:
    """log2 of the largest power of two (up to 64) dividing every static trip count above 1."""
    sizes = [t for t in trips if t is not None and t > 1]
    if not sizes:
        return 0.0
    g = math.gcd(*sizes)
    return float(min((g & -g).bit_length() - 1, 6))


def dense_adjacency(graph: GraphInstance) -> np.ndarray:
    """Row-normalized mean-aggregation matrix for GraphSAGE.

    Edges are taken in both directions (a producer also hears its consumers; a block its owner),
    duplicates and self-loops removed; ``A[i, j] = 1 / deg(i)`` for each neighbour ``j`` of ``i``, and a
    node without neighbours has an all-zero row, so ``A @ H`` is the mean of the neighbours' rows.

    Args:
        graph: a graph from `ir_graph` (or any ``GraphInstance`` with ``edge_links``).

    Returns:
        float32[N, N].
    """
    n = graph.nodes.shape[0]
    adj = np.zeros((n, n), np.float32)
    links = graph.edge_links
    if links is not None and len(links):
        if native.ext is not None and native.ext.adjacency(adj, links):  # the same matrix in C
            return adj
        src, dst = links[:, 0], links[:, 1]
        adj[dst, src] = 1.0
        adj[src, dst] = 1.0
        np.fill_diagonal(adj, 0.0)
        deg = adj.sum(axis=1, keepdims=True)
        np.divide(adj, deg, out=adj, where=deg > 0)
    return adj
