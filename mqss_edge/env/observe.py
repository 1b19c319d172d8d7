"""Env observations from the state encoder: the module's static features are computed once per module
(cached), the last-10-actions context per step."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

LEVELS = ("syntax", "semantics", "context")


@lru_cache(maxsize=64)
def module_of(text: str) -> Any:
    """The reader's module for a text, parsed once (the safety layer's facts and the encoder share it).

    The last 64 texts only: a selection server reads a stream of new modules, and each entry holds a parsed module
    with its text (about 0.5 MB for 1,000 lines). Kept for 2,048 texts, a process selecting for 1,000-line models
    grew by 0.5 MB a selection (722 MB after 1,200 selections; 150 MB, steady, with 64)."""
    from mqss_edge import features

    return features.parse(text)


@lru_cache(maxsize=64)
def _static(text: str) -> tuple[Any, Any]:
    from mqss_edge import features
    from mqss_edge.features.vector import nests

    module = module_of(text)
    # every linalg op's loop nest in one batch first (the vector and the safety layer read them all): the graph
    # reads those of its first ``max_nodes`` nodes only, which would leave the rest to a second batch (0.4 M
    # instructions a selection of a 1,000-line model, the batch's fixed cost)
    nests(module)
    return module, features.ir_graph(module)


def module_graph(text: str) -> Any:
    """The module's IR graph (``GraphInstance``), cached with its parse: what :func:`encode_observation` returns
    beside the vector, without the vector (the selector starts the graph encoder before the vector is read)."""
    return _static(text)[1]


def encode_observation(text: str, history: Sequence[int], num_actions: int,
                       level: str = "context") -> tuple[np.ndarray, Any]:
    """``(vector[256], GraphInstance)`` for a module after ``history``.

    Args:
        level: cumulative feature groups for ablations: ``syntax``, ``semantics`` (+syntax) or
            ``context`` (all three).
    """
    from mqss_edge import features

    if level not in LEVELS:
        raise ValueError(f"feature level must be one of {LEVELS}")
    module, graph = _static(text)
    groups = features.FeatureGroups(syntax=True, semantics=level != "syntax", context=level == "context")
    vec = features.encode(module, history=list(history)[-10:], num_actions=num_actions, groups=groups)
    return np.asarray(vec, np.float32), graph
