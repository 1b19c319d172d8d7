"""The IR state encoder: MLIR text -> op/block tree -> 256 named features and a graph.

Everything runs in-process (no subprocess) in about a millisecond per kernel:

- `parse` reads custom or generic form into a `Module` (`reader`: `lexer` splits lines into `tree`'s
  columns; `syntax`, `types`, `affine`, `linalg`, `nests`, `keys`, `defuse` and `loops` read what ops say);
- `encode` gives the 256-d float32 state vector, `static_features` + `context_features` its two
  halves, `feature_names` the names, `semantics` the unscaled quantities (`vector`);
- `ir_graph` gives a ``gymnasium.spaces.GraphInstance``, `dense_adjacency` its GraphSAGE
  aggregation matrix (`graph`).
"""

from mqss_edge.features.affine import AffineMap, parse_affine_map
from mqss_edge.features.graph import (
    DEFAULT_MAX_NODES,
    EDGE_TYPES,
    NODE_CATEGORIES,
    NODE_FEATURE_NAMES,
    NODE_FEATURES,
    NODE_STATS,
    dense_adjacency,
    ir_graph,
)
from mqss_edge.features.linalg import LINALG_CATEGORIES, LoopNest
from mqss_edge.features.loops import LOOP_OPS, loop_trips
from mqss_edge.features.native import native_path
from mqss_edge.features.nests import clear_op_caches, loop_nest
from mqss_edge.features.reader import parse, parse_file
from mqss_edge.features.syntax import KNOWN_DIALECTS
from mqss_edge.features.tree import Block, Module, Op, Region
from mqss_edge.features.types import op_types
from mqss_edge.features.vector import (
    CONTEXT_SIZE,
    CONTEXT_SLICE,
    CONTEXT_SLOTS,
    CONTEXT_WINDOW,
    FEATURE_NAMES,
    NUM_FEATURES,
    SEMANTIC_SLICE,
    STATIC_SIZE,
    SYNTAX_SLICE,
    VOCABULARY,
    FeatureGroups,
    context_features,
    encode,
    feature_names,
    semantics,
    static_features,
)

__all__ = [
    "CONTEXT_SIZE", "CONTEXT_SLICE", "CONTEXT_SLOTS", "CONTEXT_WINDOW", "DEFAULT_MAX_NODES", "EDGE_TYPES",
    "FEATURE_NAMES", "KNOWN_DIALECTS", "LINALG_CATEGORIES", "LOOP_OPS", "NODE_CATEGORIES", "NODE_FEATURES",
    "NODE_FEATURE_NAMES", "NODE_STATS", "NUM_FEATURES", "SEMANTIC_SLICE", "STATIC_SIZE", "SYNTAX_SLICE",
    "VOCABULARY", "AffineMap", "Block", "FeatureGroups", "LoopNest", "Module", "Op", "Region", "clear_op_caches",
    "context_features", "dense_adjacency", "encode", "feature_names", "ir_graph", "loop_nest", "loop_trips",
    "native_path", "op_types", "parse", "parse_affine_map", "parse_file", "semantics", "static_features",
]
