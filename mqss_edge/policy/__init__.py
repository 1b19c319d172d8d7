"""The policy network and its input contract.

Importing this package is cheap: the torch-based names (``PolicyNet``, ``collate``, ...) load on first use, so the
selector can batch observations with numpy (:func:`collate_arrays`) for ONNX Runtime or TensorRT without torch.

The input contract shared by the torch network, the ONNX export and every runtime:

========== =========== ============== ===========================================
name        dtype       shape          meaning
========== =========== ============== ===========================================
node_x      float32     [B, N, F]      node features, zero on padding
adj         float32     [B, N, N]      adjacency, non-negative, zero on padding
node_mask   bool        [B, N]         True for real nodes
vec         float32     [B, vec_dim]   whole-module feature vector
action_mask bool        [B, A]         True for valid actions
========== =========== ============== ===========================================

Outputs: ``logits`` float32 [B, A] (invalid actions at -1e9) and ``value`` float32 [B].
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mqss_edge.policy.contract import INPUT_NAMES, OUTPUT_NAMES, Observation, collate_arrays

if TYPE_CHECKING:
    from mqss_edge.policy.network import MASKED_LOGIT, PolicyBatch, PolicyConfig, PolicyNet, collate

__all__ = [
    "INPUT_NAMES",
    "MASKED_LOGIT",
    "OUTPUT_NAMES",
    "Observation",
    "PolicyBatch",
    "PolicyConfig",
    "PolicyNet",
    "collate",
    "collate_arrays",
]

_LAZY = {"MASKED_LOGIT", "PolicyBatch", "PolicyConfig", "PolicyNet", "collate"}


def __getattr__(name: str) -> Any:
    # Deferred so that `import mqss_edge.policy` does not import torch (STYLE rule 3).
    if name in _LAZY:
        import mqss_edge.policy.network as network

        return getattr(network, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
