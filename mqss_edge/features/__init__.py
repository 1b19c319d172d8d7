"""The IR state encoder: MLIR text -> op/block tree -> 256 named features and a graph.

Everything here runs in-process (no subprocess) and in milliseconds per module.
"""

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
from mqss_edge.features.reader import (
    KNOWN_DIALECTS,
    LINALG_CATEGORIES,
    AffineMap,
    Block,
    LoopNest,
    Module,
    Op,
    Region,
    loop_nest,
    loop_trips,
    parse,
    parse_affine_map,
    parse_file,
)
from mqss_edge.features.vector import (
    CONTEXT_SIZE,
    CONTEXT_SLOTS,
    FEATURE_NAMES,
    NUM_FEATURES,
    STATIC_SIZE,
    FeatureGroups,
    context_features,
    encode,
    feature_names,
    semantics,
    static_features,
)

__all__ = [
    "CONTEXT_SIZE", "CONTEXT_SLOTS", "DEFAULT_MAX_NODES", "EDGE_TYPES", "FEATURE_NAMES", "KNOWN_DIALECTS",
    "LINALG_CATEGORIES", "NODE_CATEGORIES", "NODE_FEATURES", "NODE_FEATURE_NAMES", "NODE_STATS", "NUM_FEATURES",
    "STATIC_SIZE", "AffineMap", "Block", "FeatureGroups", "LoopNest", "Module", "Op", "Region", "context_features",
    "dense_adjacency", "encode", "feature_names", "ir_graph", "loop_nest", "loop_trips", "parse",
    "parse_affine_map", "parse_file", "semantics", "static_features",
]
