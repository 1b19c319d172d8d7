"""Synthetic observations and a briefly trained policy, shared by the policy and quantize tests.

The observations mimic the real ones in scale: sparse 0/1 node features, a sparse directed adjacency, a feature
vector mixing unit-scale values with counts in the hundreds, and roughly half of the actions valid.
"""

from __future__ import annotations

import numpy as np

from mqss_edge.policy import Observation

NODE_FEATURES = 16
NUM_ACTIONS = 40
VEC_DIM = 256


def random_observation(
    rng: np.random.Generator,
    nodes: int,
    node_features: int = NODE_FEATURES,
    num_actions: int = NUM_ACTIONS,
    vec_dim: int = VEC_DIM,
) -> Observation:
    """One observation with ``nodes`` nodes; action 0 (STOP) is always valid."""
    adj = (rng.random((nodes, nodes)) < min(1.0, 4.0 / max(nodes, 1))).astype(np.float32)
    mask = rng.random(num_actions) < 0.5
    mask[0] = True
    scale = rng.choice(np.array([1.0, 10.0, 100.0]), vec_dim)
    return {
        "vector": (rng.normal(size=vec_dim) * scale).astype(np.float32),
        "nodes": (rng.random((nodes, node_features)) < 0.3).astype(np.float32),
        "adj": adj,
        "mask": mask,
    }


def random_observations(
    rng: np.random.Generator, count: int, min_nodes: int = 4, max_nodes: int = 80
) -> list[Observation]:
    """``count`` observations with node counts uniform in ``[min_nodes, max_nodes]``."""
    return [random_observation(rng, int(rng.integers(min_nodes, max_nodes + 1))) for _ in range(count)]


def trained_policy(steps: int = 300, seed: int = 0, mask_input: bool = True):  # -> PolicyNet (torch lazily)
    """A PolicyNet trained for ``steps`` Adam steps to imitate the masked argmax of a fixed random linear teacher
    on the feature vector, so that its logits have realistic margins instead of the near-uniform initial ones.
    It reads the action mask, as the shipped policy does (``mask_input``).

    Trained on one thread whatever the process set before (other tests in the same pytest worker pin torch to
    one thread, and the float sums differ with the thread count), so one seed is one policy."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        return _train(torch, steps, seed, mask_input)
    finally:
        torch.set_num_threads(threads)


def _train(torch, steps: int, seed: int, mask_input: bool):
    from mqss_edge.policy import PolicyNet, collate

    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=mask_input)
    teacher = torch.randn(VEC_DIM, NUM_ACTIONS, generator=torch.Generator().manual_seed(seed + 1))
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(steps):
        batch = collate(random_observations(rng, 64, max_nodes=32))
        score = (torch.sign(batch.vec) * torch.log1p(batch.vec.abs())) @ teacher
        target = torch.where(batch.action_mask, score, torch.full_like(score, -1e9)).argmax(-1)
        logprob, _, _ = net.evaluate_actions(batch, target)
        loss = -logprob.mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return net.eval()
