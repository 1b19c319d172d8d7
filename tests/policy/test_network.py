from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
import torch

from mqss_edge.errors import PolicyError
from mqss_edge.policy import MASKED_LOGIT, PolicyBatch, PolicyNet, collate, collate_arrays
from tests.policy._observations import NODE_FEATURES, NUM_ACTIONS, random_observation, random_observations


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(1234)


@pytest.fixture(autouse=True)
def _no_grad():
    # Inference everywhere except where a test asks for gradients with torch.enable_grad().
    with torch.no_grad():
        yield


@pytest.fixture
def net() -> PolicyNet:
    torch.manual_seed(0)
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS)
    # Larger head weights than the 0.01 init, so that logit differences are visible in the tests.
    torch.nn.init.normal_(net.policy_head.weight, std=0.3)
    return net.eval()


def test_forward_shapes_and_masking(net, rng):
    obs = random_observations(rng, 5)
    logits, value = net(*collate(obs))
    assert logits.shape == (5, NUM_ACTIONS) and value.shape == (5,)
    mask = torch.from_numpy(np.stack([o["mask"] for o in obs]))
    assert torch.all(logits[~mask] == MASKED_LOGIT)
    assert torch.all(logits[mask] > -1e3)
    probs = torch.softmax(logits, dim=-1)
    assert torch.all(probs[~mask] == 0.0)
    torch.testing.assert_close(probs.sum(-1), torch.ones(5))


def test_padding_does_not_change_outputs(net, rng):
    small = random_observation(rng, 6)
    alone_logits, alone_value = net(*collate([small]))
    batch_logits, batch_value = net(*collate([random_observation(rng, 70), small, random_observation(rng, 30)]))
    torch.testing.assert_close(batch_logits[1], alone_logits[0], atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(batch_value[1], alone_value[0], atol=1e-5, rtol=1e-5)


def test_node_order_does_not_matter(net, rng):
    obs = random_observation(rng, 25)
    perm = rng.permutation(25)
    permuted = dict(obs, nodes=obs["nodes"][perm], adj=obs["adj"][np.ix_(perm, perm)])
    a, va = net(*collate([obs]))
    b, vb = net(*collate([permuted]))
    torch.testing.assert_close(a, b, atol=1e-4, rtol=1e-5)
    torch.testing.assert_close(va, vb, atol=1e-4, rtol=1e-5)


def test_adjacency_is_row_normalized_inside(net, rng):
    obs = random_observation(rng, 12)
    deg = obs["adj"].sum(axis=1, keepdims=True)
    normalized = dict(obs, adj=np.where(deg > 0, obs["adj"] / np.maximum(deg, 1), 0).astype(np.float32))
    torch.testing.assert_close(net(*collate([obs]))[0], net(*collate([normalized]))[0], atol=1e-5, rtol=1e-5)


def test_graph_structure_matters(net, rng):
    obs = random_observation(rng, 12)
    rewired = dict(obs, adj=np.ones_like(obs["adj"]))
    assert not torch.allclose(net(*collate([obs]))[0], net(*collate([rewired]))[0])


def test_collate_pads_and_checks(rng):
    arrays = collate_arrays([random_observation(rng, 3), random_observation(rng, 9)])
    assert arrays["node_x"].shape == (2, 9, NODE_FEATURES) and arrays["node_x"].dtype == np.float32
    assert arrays["adj"].shape == (2, 9, 9)
    assert arrays["node_mask"].dtype == np.bool_ and arrays["node_mask"].sum(axis=1).tolist() == [3, 9]
    assert arrays["action_mask"].dtype == np.bool_
    assert not arrays["adj"][0, 3:].any() and not arrays["node_x"][0, 3:].any()

    empty = random_observation(rng, 0)
    arrays = collate_arrays([empty])
    assert arrays["node_x"].shape == (1, 1, NODE_FEATURES) and not arrays["node_mask"].any()

    bad = dict(random_observation(rng, 4), adj=np.zeros((3, 3), np.float32))
    with pytest.raises(ValueError, match="adj"):
        collate_arrays([bad])
    with pytest.raises(ValueError):
        collate_arrays([])


def test_empty_graph_still_gives_finite_outputs(net, rng):
    logits, value = net(*collate([random_observation(rng, 0)]))
    assert torch.isfinite(logits).all() and torch.isfinite(value).all()


def test_act_greedy_is_masked_argmax(net, rng):
    for obs in random_observations(rng, 10):
        action, logprob, value = net.act(obs, greedy=True)
        logits, v = net(*collate([obs]))
        assert action == int(logits[0].argmax()) and obs["mask"][action]
        assert logprob == pytest.approx(float(torch.log_softmax(logits[0], -1)[action]), abs=1e-6)
        assert value == pytest.approx(float(v[0]), abs=1e-6)


def test_act_samples_only_valid_actions_reproducibly(net, rng):
    obs = random_observation(rng, 20)
    g1, g2 = torch.Generator().manual_seed(7), torch.Generator().manual_seed(7)
    first = [net.act(obs, g1)[0] for _ in range(200)]
    second = [net.act(obs, g2)[0] for _ in range(200)]
    assert first == second
    assert all(obs["mask"][a] for a in first)


def test_act_epsilon_explores_uniformly_over_valid_actions(net, rng):
    obs = random_observation(rng, 20)
    gen = torch.Generator().manual_seed(3)
    logp = torch.log_softmax(net(*collate([obs]))[0][0], -1)
    draws = [net.act(obs, gen, epsilon=1.0, greedy=True) for _ in range(600)]
    actions = [a for a, _, _ in draws]
    valid = set(np.flatnonzero(obs["mask"]).tolist())
    assert set(actions) == valid  # every valid action shows up, no invalid one does
    for action, logprob, _ in draws[:20]:  # logprob is the policy's, not the uniform exploration's
        assert logprob == pytest.approx(float(logp[action]), abs=1e-6)


def test_act_rejects_no_valid_action(net, rng):
    obs = dict(random_observation(rng, 5), mask=np.zeros(NUM_ACTIONS, dtype=bool))
    with pytest.raises(ValueError, match="no valid action"):
        net.act(obs)


def test_evaluate_actions_matches_log_softmax_and_has_gradients(rng):
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS)
    obs = random_observations(rng, 6)
    batch = collate(obs)
    actions = torch.tensor([int(np.flatnonzero(o["mask"])[-1]) for o in obs])
    with torch.enable_grad():
        logprob, entropy, value = net.evaluate_actions(batch, actions)
        logits, v = net(*batch)
    expected = torch.log_softmax(logits, -1).gather(-1, actions[:, None]).squeeze(-1)
    torch.testing.assert_close(logprob, expected)
    torch.testing.assert_close(value, v)
    # Entropy counts valid actions only: the near-uniform initial policy has entropy close to log(#valid).
    n_valid = torch.tensor([float(o["mask"].sum()) for o in obs])
    torch.testing.assert_close(entropy, torch.log(n_valid), atol=0.05, rtol=0)
    with torch.enable_grad():
        (logprob.sum() + entropy.sum() + value.sum()).backward()
    assert all(p.grad is not None and torch.isfinite(p.grad).all() for p in net.parameters())


def test_batch_select_and_to(rng):
    batch = collate(random_observations(rng, 5))
    part = batch.select([4, 1])
    assert isinstance(part, PolicyBatch) and part.node_x.shape[0] == 2
    torch.testing.assert_close(part.vec[0], batch.vec[4])
    assert batch.to("cpu").adj.shape == batch.adj.shape


def test_save_load_round_trip(net, rng, tmp_path):
    net.set_vector_normalization(np.full(256, 3.0), np.full(256, 2.0))
    path = tmp_path / "policy.pt"
    net.save(path)
    loaded = PolicyNet.load(path)
    assert loaded.config == net.config
    batch = collate(random_observations(rng, 4))
    torch.testing.assert_close(loaded(*batch)[0], net(*batch)[0])
    torch.testing.assert_close(loaded.vec_inv_std, torch.full((256,), 0.5))


def test_mask_input_reads_the_mask_and_round_trips(rng, tmp_path):
    torch.manual_seed(0)
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS, mask_input=True)
    obs = random_observation(rng, 6)
    obs["mask"][:3] = True
    other = dict(obs, mask=obs["mask"].copy())
    other["mask"][3:] = ~other["mask"][3:]  # the same first three actions valid, the rest flipped
    with torch.no_grad():
        a, _ = net(*collate([obs]))
        b, _ = net(*collate([other]))
    assert not torch.allclose(a[0, :3], b[0, :3])  # the valid set is an input, not only a filter
    net.save(tmp_path / "m.pt")
    assert PolicyNet.load(tmp_path / "m.pt").config.mask_input
    # a checkpoint written before the option existed loads as a mask-blind network
    payload = torch.load(tmp_path / "m.pt", weights_only=True)
    plain = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS)
    payload["config"] = {k: v for k, v in payload["config"].items() if k != "mask_input"}
    payload["state_dict"] = plain.state_dict()
    torch.save(payload, tmp_path / "old.pt")
    assert not PolicyNet.load(tmp_path / "old.pt").config.mask_input


def test_load_rejects_foreign_files(tmp_path):
    (tmp_path / "junk.pt").write_bytes(b"not a checkpoint")
    with pytest.raises(PolicyError):
        PolicyNet.load(tmp_path / "junk.pt")
    torch.save({"weights": torch.zeros(3)}, tmp_path / "other.pt")
    with pytest.raises(PolicyError, match="not an mqss-edge policy"):
        PolicyNet.load(tmp_path / "other.pt")


def test_num_parameters():
    f, a, h, m, v = NODE_FEATURES, NUM_ACTIONS, 64, 256, 256
    sage = (f * h + h + f * h) + (h * h + h + h * h)
    mlp = ((h + v) * m + m) + (m * m + m) + (m * a + a) + (m + 1)
    assert PolicyNet(f, num_actions=a).num_parameters() == sage + mlp


def test_importing_policy_does_not_import_torch():
    code = "import sys, mqss_edge.policy, mqss_edge.train; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_widened_keeps_every_old_logit_and_adds_unlikely_new_actions() -> None:
    torch.manual_seed(0)
    net = PolicyNet(NODE_FEATURES, num_actions=60, mask_input=True)
    with torch.no_grad():  # a trained-looking head: biases spread out
        net.policy_head.bias.copy_(torch.linspace(-3.0, 2.0, 60))
    wide = net.widened(70)
    assert wide.config.num_actions == 70 and wide.config.mask_input
    rng = np.random.default_rng(0)
    obs = [random_observation(rng, 12, num_actions=60) for _ in range(6)]
    wobs = [{**o, "mask": np.concatenate([o["mask"], np.ones(10, bool)])} for o in obs]
    with torch.no_grad():
        lo, vo = net(*collate(obs))
        lw, vw = wide(*collate(wobs))
    # every old action's logit and the value are unchanged, whatever the new entries' mask says
    assert torch.allclose(lw[:, :60], lo, atol=1e-5) and torch.allclose(vw, vo, atol=1e-5)
    # a new action starts at the lowest trained bias
    assert torch.allclose(lw[:, 60:], torch.full_like(lw[:, 60:], -3.0))
    with pytest.raises(ValueError, match="narrow"):
        wide.widened(60)
