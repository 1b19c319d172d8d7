"""Env observations from the state encoder: the module's static features are computed once per module
(cached), the last-10-actions context per step, and at feature level ``focus`` the ``sem/dom/*`` block per
step too: it describes the op group the episode is deciding (:func:`mqss_edge.features.focus_features`)
instead of the module's dominant op, and is zero once every group is decided."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

LEVELS = ("syntax", "semantics", "context", "focus")


@lru_cache(maxsize=2048)
def module_of(text: str) -> Any:
    """The reader's module for a text, parsed once (the safety layer's facts and the encoder share it)."""
    from mqss_edge import features

    return features.parse(text)


@lru_cache(maxsize=2048)
def _static(text: str) -> tuple[Any, Any]:
    from mqss_edge import features

    module = module_of(text)
    return module, features.ir_graph(module)


def encode_observation(text: str, history: Sequence[int], num_actions: int,
                       level: str = "context") -> tuple[np.ndarray, Any]:
    """``(vector[256], GraphInstance)`` for a module after ``history``.

    Args:
        level: cumulative feature groups for ablations: ``syntax``, ``semantics`` (+syntax),
            ``context`` (all three) or ``focus`` (all three, the dominant-op block describing the op group
            in focus after ``history``).
    """
    from mqss_edge import features

    if level not in LEVELS:
        raise ValueError(f"feature level must be one of {LEVELS}")
    module, graph = _static(text)
    groups = features.FeatureGroups(syntax=True, semantics=level != "syntax", context=level in ("context", "focus"))
    vec = features.encode(module, history=list(history)[-10:], num_actions=num_actions, groups=groups)
    if level == "focus":
        vec[features.DOMINANT_SLICE] = focus_block(text, history)
    return np.asarray(vec, np.float32), graph


def focus_group(text: str, history: Sequence[int]) -> int | None:
    """The id of the op group an episode is deciding after ``history`` (``None``: every group decided)."""
    from mqss_edge import episode
    from mqss_edge.env.facts import module_facts

    facts = module_facts(text)
    g = episode.focus(facts, episode.replay(facts, history))
    return None if g is None else g.id


def focus_block(text: str, history: Sequence[int]) -> np.ndarray:
    """The ``focus`` level's ``sem/dom/*`` block after ``history``."""
    from mqss_edge import features

    return features.focus_features(module_of(text), focus_group(text, history))
