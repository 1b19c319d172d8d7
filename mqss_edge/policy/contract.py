"""The policy's input contract: names, the observation record and numpy batching (no torch)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NotRequired, TypedDict

import numpy as np

INPUT_NAMES: tuple[str, ...] = ("node_x", "adj", "node_mask", "vec", "action_mask")
"""Input names, in the network's argument order; also the ONNX graph's input names."""

OUTPUT_NAMES: tuple[str, ...] = ("logits", "value")
"""Output names of the network and of the ONNX graph."""


class Observation(TypedDict):
    """One environment observation as the policy reads it.

    ``adj`` is the graph's dense row-normalized adjacency (:func:`~mqss_edge.features.graph.dense_adjacency`);
    ``links`` its edge list, which a runtime that reads it (``reads_links``: the policy's C network) takes
    instead, so the selector leaves ``adj`` out for one."""

    vector: np.ndarray  # float32 [vec_dim]
    nodes: np.ndarray  # float32 [N, F]
    adj: NotRequired[np.ndarray]  # float32 [N, N]
    links: NotRequired[np.ndarray]  # int64 [E, 2]
    mask: np.ndarray  # bool [A]


def collate_arrays(observations: Sequence[Observation], min_nodes: int = 1) -> dict[str, np.ndarray]:
    """Pads observations into numpy arrays keyed by :data:`INPUT_NAMES` (the feed of an ONNX/TensorRT session).

    Args:
        observations: Dicts with ``vector`` [vec_dim], ``nodes`` [N, F], ``adj`` [N, N] and ``mask`` [A].
        min_nodes: Lower bound on the padded node count; graphs with no nodes still get one masked row, since
            zero-sized dimensions are not portable across runtimes.

    Returns:
        float32/bool arrays, C-contiguous, padded to the largest N.

    Raises:
        ValueError: On an empty sequence or inconsistent shapes.
    """
    if not observations:
        raise ValueError("cannot collate an empty list of observations")
    first = observations[0]
    vec_dim = int(np.shape(first["vector"])[0])
    num_actions = int(np.shape(first["mask"])[0])
    feat = next((int(np.shape(o["nodes"])[1]) for o in observations if np.ndim(o["nodes"]) == 2), 0)
    n_max = max(min_nodes, max(int(np.shape(o["nodes"])[0]) for o in observations))
    b = len(observations)
    node_x = np.zeros((b, n_max, feat), dtype=np.float32)
    adj = np.zeros((b, n_max, n_max), dtype=np.float32)
    node_mask = np.zeros((b, n_max), dtype=np.bool_)
    vec = np.empty((b, vec_dim), dtype=np.float32)
    action_mask = np.empty((b, num_actions), dtype=np.bool_)
    for i, obs in enumerate(observations):
        nodes = np.asarray(obs["nodes"], dtype=np.float32)
        n = nodes.shape[0]
        if n and nodes.shape != (n, feat):
            raise ValueError(f"observation {i}: nodes have shape {nodes.shape}, expected ({n}, {feat})")
        a = np.asarray(obs["adj"], dtype=np.float32)
        if a.shape != (n, n):
            raise ValueError(f"observation {i}: adj has shape {a.shape}, expected ({n}, {n})")
        v = np.asarray(obs["vector"], dtype=np.float32)
        m = np.asarray(obs["mask"], dtype=np.bool_)
        if v.shape != (vec_dim,) or m.shape != (num_actions,):
            raise ValueError(
                f"observation {i}: vector {v.shape} / mask {m.shape}, expected ({vec_dim},) / ({num_actions},)"
            )
        if n:
            node_x[i, :n] = nodes
            adj[i, :n, :n] = a
            node_mask[i, :n] = True
        vec[i] = v
        action_mask[i] = m
    return {"node_x": node_x, "adj": adj, "node_mask": node_mask, "vec": vec, "action_mask": action_mask}
