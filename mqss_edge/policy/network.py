"""The pass-selection policy: a dense GraphSAGE encoder plus an MLP trunk with masked logits and a value head.

Every op is a plain PyTorch op that the ONNX exporter (opset 17) and TensorRT understand: no scatter, no sparse
tensors, no data-dependent control flow. Graphs are batched by zero-padding to the largest node count of the batch;
``node_mask`` marks the real nodes and ``action_mask`` the valid actions.

Forward pass, for one graph with node features ``X[N,F]``, adjacency ``A[N,N]`` and feature vector ``v[256]``::

    symlog(x) = sign(x) * log(1 + |x|)                 # tames counts without LayerNorm
    Â = A / max(rowsum(A), eps)                        # row-normalized: mean over neighbours
    h0 = symlog(X)
    h1 = relu(h0 W_self1 + Â h0 W_neigh1 + b1) * mask
    h2 = relu(h1 W_self2 + Â h1 W_neigh2 + b2) * mask
    g  = symlog(sum over valid nodes of h2)            # [hidden]; sum keeps graph size, symlog keeps it on the
                                                       # vector's scale: int8 gives the concat one shared scale
    z  = relu(W4 relu(W3 [g, symlog((v - mean) * inv_std), m] + b3) + b4)
                                                       # m = action_mask as 0/1, with mask_input only
    logits = where(action_mask, W_pi z + b_pi, -1e9);  value = W_v z + b_v
"""

from __future__ import annotations

import pickle
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import torch
from torch import nn

from mqss_edge.errors import PolicyError
from mqss_edge.policy.contract import Observation, collate_arrays

MASKED_LOGIT = -1e9
"""Logit of invalid actions: softmax maps it to exactly 0 in float32, and it stays finite (no NaN in 0 * log p)."""

_CHECKPOINT_FORMAT = "mqss-edge-policy"
_CHECKPOINT_VERSION = 1


@dataclass(frozen=True, slots=True)
class PolicyConfig:
    """Shape of a :class:`PolicyNet`; everything needed to rebuild it before loading weights.

    Attributes:
        node_features: Width ``F`` of a node's feature row.
        num_actions: Size ``A`` of the action menu (logits per observation).
        vec_dim: Width of the whole-module feature vector.
        hidden: Width of the GraphSAGE node embeddings.
        mlp_hidden: Width of the two MLP trunk layers.
        mask_input: The trunk also reads the action mask (see :class:`PolicyNet`); ``False`` for
            checkpoints written before the option existed.
    """

    node_features: int
    num_actions: int
    vec_dim: int = 256
    hidden: int = 64
    mlp_hidden: int = 256
    mask_input: bool = False


class PolicyBatch(NamedTuple):
    """Padded batch in the network's argument order, so ``net(*batch)`` works.

    Attributes:
        node_x: float32 ``[B, N, F]`` node features, zero on padding.
        adj: float32 ``[B, N, N]`` adjacency (raw or row-normalized; the network normalizes), zero on padding.
        node_mask: bool ``[B, N]``, True for real nodes.
        vec: float32 ``[B, vec_dim]`` feature vectors.
        action_mask: bool ``[B, A]``, True for valid actions.
    """

    node_x: torch.Tensor
    adj: torch.Tensor
    node_mask: torch.Tensor
    vec: torch.Tensor
    action_mask: torch.Tensor

    def to(self, device: torch.device | str) -> PolicyBatch:
        """Returns the batch moved to ``device``."""
        return PolicyBatch(*(t.to(device) for t in self))

    def select(self, index: torch.Tensor | Sequence[int]) -> PolicyBatch:
        """Returns the rows ``index`` (a PPO minibatch); padding stays at the whole batch's node count."""
        idx = torch.as_tensor(index, dtype=torch.long, device=self.node_x.device)
        return PolicyBatch(*(t[idx] for t in self))


def collate(observations: Sequence[Observation], min_nodes: int = 1) -> PolicyBatch:
    """Pads observations into one batch of tensors.

    Args:
        observations: Dicts with ``vector`` float32[vec_dim], ``nodes`` float32[N,F], ``adj`` float32[N,N] and
            ``mask`` bool[A]; N may differ between observations.
        min_nodes: Lower bound on the padded node count (an empty graph still gets one masked node).

    Returns:
        A :class:`PolicyBatch` on the CPU, padded to the largest N.

    Raises:
        ValueError: On an empty sequence or inconsistent shapes.
    """
    arrays = collate_arrays(observations, min_nodes=min_nodes)
    return PolicyBatch(*(torch.from_numpy(arrays[name]) for name in PolicyBatch._fields))


def _symlog(x: torch.Tensor) -> torch.Tensor:
    return torch.sign(x) * torch.log1p(torch.abs(x))


class _SageLayer(nn.Module):
    """GraphSAGE layer with a mean aggregator: ``relu(h W_self + (Â h) W_neigh + b)``."""

    def __init__(self, in_dim: int, out_dim: int) -> None:
        super().__init__()
        self.self_lin = nn.Linear(in_dim, out_dim)
        self.neigh_lin = nn.Linear(in_dim, out_dim, bias=False)

    def forward(self, h: torch.Tensor, adj_norm: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        out = torch.relu(self.self_lin(h) + self.neigh_lin(torch.matmul(adj_norm, h)))
        # Padding rows would otherwise hold relu(bias) and leak into the next layer's self term and the pooling.
        return out * mask


class PolicyNet(nn.Module):
    """GraphSAGE (2 layers, mean aggregation, sum pooling) + MLP trunk with action logits and a value head.

    Args:
        node_features: Width ``F`` of a node's feature row.
        num_actions: Size ``A`` of the action menu.
        vec_dim: Width of the whole-module feature vector.
        hidden: Width of the node embeddings.
        mlp_hidden: Width of the two MLP trunk layers.
        mask_input: Feed the action mask to the trunk as well. Which schedules the safety layer allows is a
            summary of the module the vector lacks: which register tiles divide its loops. With it, "take the
            largest tile that fits" is one rule to learn instead of one per shape.
    """

    def __init__(
        self,
        node_features: int,
        *,
        num_actions: int,
        vec_dim: int = 256,
        hidden: int = 64,
        mlp_hidden: int = 256,
        mask_input: bool = False,
    ) -> None:
        super().__init__()
        self.config = PolicyConfig(node_features, num_actions, vec_dim, hidden, mlp_hidden, mask_input)
        self.sage1 = _SageLayer(node_features, hidden)
        self.sage2 = _SageLayer(hidden, hidden)
        # Fixed input standardization, set from data with set_vector_normalization(); identity by default.
        self.register_buffer("vec_mean", torch.zeros(vec_dim))
        self.register_buffer("vec_inv_std", torch.ones(vec_dim))
        self.trunk = nn.Sequential(
            nn.Linear(hidden + vec_dim + (num_actions if mask_input else 0), mlp_hidden),
            nn.ReLU(),
            nn.Linear(mlp_hidden, mlp_hidden),
            nn.ReLU(),
        )
        self.policy_head = nn.Linear(mlp_hidden, num_actions)
        self.value_head = nn.Linear(mlp_hidden, 1)
        # Small initial logits (cleanrl's std=0.01 head): a near-uniform start keeps early entropy high.
        nn.init.orthogonal_(self.policy_head.weight, gain=0.01)
        nn.init.zeros_(self.policy_head.bias)
        nn.init.orthogonal_(self.value_head.weight, gain=1.0)
        nn.init.zeros_(self.value_head.bias)

    @classmethod
    def from_config(cls, config: PolicyConfig) -> PolicyNet:
        """Builds an untrained network of the given shape."""
        return cls(
            config.node_features,
            num_actions=config.num_actions,
            vec_dim=config.vec_dim,
            hidden=config.hidden,
            mlp_hidden=config.mlp_hidden,
            mask_input=config.mask_input,
        )

    def forward(
        self,
        node_x: torch.Tensor,
        adj: torch.Tensor,
        node_mask: torch.Tensor,
        vec: torch.Tensor,
        action_mask: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Computes masked logits and state values for a padded batch.

        Args:
            node_x: float32 ``[B, N, F]``.
            adj: float32 ``[B, N, N]``, non-negative; each row is divided by its sum (mean aggregation).
            node_mask: bool ``[B, N]``.
            vec: float32 ``[B, vec_dim]``.
            action_mask: bool ``[B, A]``; each row needs at least one True.

        Returns:
            ``(logits [B, A], value [B])``; invalid actions have logit ``MASKED_LOGIT``.
        """
        return self.head(self.embed_graph(node_x, adj, node_mask), vec, action_mask)

    def widened(self, num_actions: int) -> PolicyNet:
        """This network for a longer action menu (the menu is append-only: its first entries are this
        network's), for fine-tuning a policy trained on an earlier menu.

        Every trained weight is kept. The entries appended since get policy-head rows of zero weights and
        the lowest trained bias (they start as unlikely as the least likely old action, and become likely only
        where cloning shows them), and, with ``mask_input``, zero trunk weights for their mask inputs (the
        old entries' logits are unchanged until training moves them).

        Raises:
            ValueError: ``num_actions`` below this network's.
        """
        old = self.config.num_actions
        if num_actions < old:
            raise ValueError(f"cannot narrow a policy of {old} actions to {num_actions}")
        c = self.config
        new = PolicyNet(c.node_features, num_actions=num_actions, vec_dim=c.vec_dim, hidden=c.hidden,
                        mlp_hidden=c.mlp_hidden, mask_input=c.mask_input)
        state = {k: v.clone() for k, v in self.state_dict().items()}
        with torch.no_grad():
            w0 = state["trunk.0.weight"]
            if c.mask_input:
                w = torch.zeros(w0.shape[0], w0.shape[1] + num_actions - old)
                w[:, :w0.shape[1]] = w0
                state["trunk.0.weight"] = w
            hw, hb = state["policy_head.weight"], state["policy_head.bias"]
            state["policy_head.weight"] = torch.cat([hw, torch.zeros(num_actions - old, hw.shape[1])])
            state["policy_head.bias"] = torch.cat([hb, torch.full((num_actions - old,), float(hb.min()))])
        new.load_state_dict(state)
        return new

    def embed_graph(self, node_x: torch.Tensor, adj: torch.Tensor, node_mask: torch.Tensor) -> torch.Tensor:
        """The GraphSAGE part: ``[B, hidden]`` graph embeddings (symlog of the sum-pooled node embeddings).

        It depends only on the IR graph, not on the action history: a selector computes it once per module and
        runs only :meth:`head` at each step.
        """
        mask = node_mask.unsqueeze(-1).to(node_x.dtype)
        deg = adj.sum(dim=-1, keepdim=True).clamp_min(1e-6)
        adj_norm = adj / deg
        h = _symlog(node_x) * mask
        h = self.sage1(h, adj_norm, mask)
        h = self.sage2(h, adj_norm, mask)
        return _symlog(h.sum(dim=1))  # sum pooling (padding rows are zero), compressed like the vector

    def head(self, graph: torch.Tensor, vec: torch.Tensor, action_mask: torch.Tensor
             ) -> tuple[torch.Tensor, torch.Tensor]:
        """The MLP part: masked logits ``[B, A]`` and values ``[B]`` from graph embeddings and feature vectors."""
        v = _symlog((vec - self.vec_mean) * self.vec_inv_std)
        parts = [graph, v] + ([action_mask.to(v.dtype)] if self.config.mask_input else [])
        z = self.trunk(torch.cat(parts, dim=-1))
        raw = self.policy_head(z)
        logits = torch.where(action_mask, raw, MASKED_LOGIT)
        value = self.value_head(z).squeeze(-1)
        return logits, value

    def set_vector_normalization(self, mean: np.ndarray | torch.Tensor, std: np.ndarray | torch.Tensor) -> None:
        """Fixes the feature-vector standardization ``(v - mean) / std`` (e.g. from corpus statistics).

        Stored as buffers, so it travels with ``state_dict``, ``save`` and the ONNX export. Zero std means 1.
        """
        mean_t = torch.as_tensor(mean, dtype=torch.float32).reshape(self.config.vec_dim)
        std_t = torch.as_tensor(std, dtype=torch.float32).reshape(self.config.vec_dim)
        std_t = torch.where(std_t > 0, std_t, torch.ones_like(std_t))
        self.vec_mean.copy_(mean_t)
        self.vec_inv_std.copy_(1.0 / std_t)

    @torch.no_grad()
    def act(
        self,
        obs: Observation,
        generator: torch.Generator | None = None,
        epsilon: float = 0.0,
        greedy: bool = False,
    ) -> tuple[int, float, float]:
        """Chooses one action for one observation.

        With probability ``epsilon`` the action is drawn uniformly among the valid ones; otherwise it is the argmax
        (``greedy``) or a sample from the masked softmax. The returned log-probability is always the policy's own
        ``log pi(action | obs)``, also for an epsilon-random action, as PPO's ratio needs.

        Args:
            obs: One observation dict (see :func:`collate`).
            generator: CPU ``torch.Generator`` driving all randomness (None: torch's global one).
            epsilon: Exploration probability in ``[0, 1]``.
            greedy: Take the argmax instead of sampling (evaluation and deployment).

        Returns:
            ``(action, logprob, value)`` as Python numbers.

        Raises:
            ValueError: If the observation has no valid action.
        """
        batch = collate([obs]).to(self._device())
        if not bool(batch.action_mask.any()):
            raise ValueError("observation has no valid action (action mask is all False)")
        logits, value = self(*batch)
        logp = torch.log_softmax(logits[0], dim=-1).cpu()
        valid = batch.action_mask[0].cpu()
        explore = epsilon > 0.0 and float(torch.rand((), generator=generator)) < epsilon
        if explore:
            choices = torch.nonzero(valid).squeeze(-1)
            pick = int(torch.randint(len(choices), (), generator=generator))
            action = int(choices[pick])
        elif greedy:
            action = int(torch.argmax(logp))
        else:
            action = int(torch.multinomial(logp.exp(), 1, generator=generator))
        return action, float(logp[action]), float(value[0])

    def evaluate_actions(
        self, batch: PolicyBatch, actions: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """Re-evaluates stored actions for the PPO update (with gradients).

        Args:
            batch: Padded observations.
            actions: int64 ``[B]`` chosen actions.

        Returns:
            ``(logprob [B], entropy [B], value [B])``; the entropy is over valid actions only (masked ones have
            probability exactly 0).
        """
        logits, value = self(*batch)
        logp_all = torch.log_softmax(logits, dim=-1)
        logprob = logp_all.gather(-1, actions.long().unsqueeze(-1)).squeeze(-1)
        entropy = -(logp_all.exp() * logp_all).sum(dim=-1)
        return logprob, entropy, value

    def num_parameters(self) -> int:
        """Number of trainable scalars."""
        return sum(p.numel() for p in self.parameters() if p.requires_grad)

    def save(self, path: str | Path) -> None:
        """Writes constructor arguments and ``state_dict`` to ``path`` (a ``torch.save`` file)."""
        payload = {
            "format": _CHECKPOINT_FORMAT,
            "version": _CHECKPOINT_VERSION,
            "config": asdict(self.config),
            "state_dict": {k: v.detach().cpu() for k, v in self.state_dict().items()},
        }
        torch.save(payload, Path(path))

    @classmethod
    def load(cls, path: str | Path, map_location: str | torch.device = "cpu") -> PolicyNet:
        """Rebuilds a network saved with :meth:`save`.

        Raises:
            PolicyError: If the file is not a policy checkpoint of a known version or its weights do not fit.
        """
        try:
            payload: Any = torch.load(Path(path), map_location=map_location, weights_only=True)
        except (OSError, RuntimeError, EOFError, pickle.UnpicklingError) as exc:
            raise PolicyError(f"cannot read policy checkpoint {path}: {exc}") from exc
        if not isinstance(payload, Mapping) or payload.get("format") != _CHECKPOINT_FORMAT:
            raise PolicyError(f"{path} is not an mqss-edge policy checkpoint")
        if payload.get("version") != _CHECKPOINT_VERSION:
            raise PolicyError(f"{path}: unsupported policy checkpoint version {payload.get('version')!r}")
        try:
            net = cls.from_config(PolicyConfig(**payload["config"]))
            net.load_state_dict(payload["state_dict"])
        except (KeyError, TypeError, RuntimeError) as exc:
            raise PolicyError(f"{path}: policy checkpoint does not match its config: {exc}") from exc
        return net

    def _device(self) -> torch.device:
        return next(self.parameters()).device
