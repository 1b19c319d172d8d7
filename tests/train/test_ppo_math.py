"""PPO math against arithmetic written out by hand."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import torch

from mqss_edge.train import EMA, RunningMeanStd, compute_gae, entropy_coef, ppo_loss

# --- GAE ---------------------------------------------------------------------------------------------------------
# gamma = 0.9, lam = 0.8 (gamma * lam = 0.72); step 1 ends an episode, the rollout is cut after step 3.
REWARDS = [1.0, 2.0, 0.0, 3.0]
VALUES = [0.5, 1.0, 2.0, 1.5]
DONES = [False, True, False, False]
LAST_VALUE = 2.0
# t=3: delta = 3 + 0.9*2.0 - 1.5 = 3.3                       A3 = 3.3
# t=2: delta = 0 + 0.9*1.5 - 2.0 = -0.65                     A2 = -0.65 + 0.72*3.3 = 1.726
# t=1: done, delta = 2 - 1.0 = 1.0 (no bootstrap)            A1 = 1.0 (no carry from t=2)
# t=0: delta = 1 + 0.9*1.0 - 0.5 = 1.4                       A0 = 1.4 + 0.72*1.0 = 2.12
EXPECTED_ADV = [2.12, 1.0, 1.726, 3.3]
EXPECTED_RET = [2.12 + 0.5, 1.0 + 1.0, 1.726 + 2.0, 3.3 + 1.5]


def test_gae_by_hand_numpy():
    adv, ret = compute_gae(np.array(REWARDS), np.array(VALUES), np.array(DONES), LAST_VALUE, 0.9, 0.8)
    assert isinstance(adv, np.ndarray)
    np.testing.assert_allclose(adv, EXPECTED_ADV, rtol=0, atol=1e-12)
    np.testing.assert_allclose(ret, EXPECTED_RET, rtol=0, atol=1e-12)


def test_gae_by_hand_torch():
    adv, ret = compute_gae(torch.tensor(REWARDS), torch.tensor(VALUES), torch.tensor(DONES), LAST_VALUE, 0.9, 0.8)
    assert isinstance(adv, torch.Tensor) and adv.dtype == torch.float32
    torch.testing.assert_close(adv, torch.tensor(EXPECTED_ADV), atol=1e-6, rtol=0)
    torch.testing.assert_close(ret, torch.tensor(EXPECTED_RET), atol=1e-6, rtol=0)


def test_gae_ignores_last_value_after_a_terminal_step():
    # Both steps end episodes: A_t = r_t - V_t whatever last_value is.
    adv, ret = compute_gae(np.array([1.0, 4.0]), np.array([0.25, 1.0]), np.array([1, 1]), 1000.0, 0.99, 0.95)
    np.testing.assert_allclose(adv, [0.75, 3.0])
    np.testing.assert_allclose(ret, [1.0, 4.0])


def test_gae_lambda_one_is_discounted_return_minus_value():
    # lam = 1, no episode end: A_0 = r0 + g r1 + g^2 (r2 + g V_last) - V0 = 1 + 0.5*2 + 0.25*(3 + 0.5*4) - 1 = 2.25
    adv, _ = compute_gae(np.array([1.0, 2.0, 3.0]), np.array([1.0, 0.0, 0.0]), np.zeros(3), 4.0, 0.5, 1.0)
    assert adv[0] == pytest.approx(2.25)


def test_gae_rejects_mismatched_lengths():
    with pytest.raises(ValueError):
        compute_gae(np.zeros(3), np.zeros(2), np.zeros(3), 0.0, 0.9, 0.9)


# --- PPO loss ----------------------------------------------------------------------------------------------------
# Three samples, clip 0.2. Ratios 1.0, 1.5 (positive advantage: clipped to 1.2), 0.5 (negative advantage: the
# pessimistic term is the clipped 0.8).
OLD_LOGP = [-1.0, -1.0, -2.0]
NEW_LOGP = [-1.0, -1.0 + math.log(1.5), -2.0 + math.log(0.5)]
ADV = [1.0, 2.0, -1.0]
RETURNS = [1.0, 2.0, 0.0]
OLD_V = [0.5, 1.0, 0.0]
NEW_V = [1.0, 1.1, -0.5]
ENTROPY = [1.0, 0.5, 1.5]


def _f(t: torch.Tensor) -> float:
    return float(t.detach())


def _loss(**kw):
    t = lambda xs: torch.tensor(xs, dtype=torch.float64, requires_grad=True)  # noqa: E731
    args = dict(
        new_logprob=t(NEW_LOGP), old_logprob=t(OLD_LOGP), advantages=t(ADV), returns=t(RETURNS),
        new_value=t(NEW_V), old_value=t(OLD_V), entropy=t(ENTROPY), clip_coef=0.2, vf_coef=0.5, ent_coef=0.01,
    )
    args.update(kw)
    return ppo_loss(**args), args


def test_ppo_loss_by_hand_without_advantage_normalization():
    out, args = _loss(norm_adv=False)
    # pg1 = -A*r = [-1.0, -3.0, 0.5]; pg2 = -A*clip(r) = [-1.0, -2.4, 0.8]; max = [-1.0, -2.4, 0.8]
    pg = (-1.0 - 2.4 + 0.8) / 3
    assert _f(out.pg_loss) == pytest.approx(pg)
    # unclipped (V - R)^2 = [0, 0.81, 0.25]; V_clip = [0.5+0.2, 1.0+0.1, 0.0-0.2] = [0.7, 1.1, -0.2]
    # clipped (V_clip - R)^2 = [0.09, 0.81, 0.04]; max = [0.09, 0.81, 0.25]
    v = 0.5 * (0.09 + 0.81 + 0.25) / 3
    assert _f(out.v_loss) == pytest.approx(v)
    assert _f(out.entropy) == pytest.approx(1.0)
    assert _f(out.loss) == pytest.approx(pg - 0.01 * 1.0 + 0.5 * v)
    # |r - 1| > 0.2 for samples 2 and 3
    assert _f(out.clipfrac) == pytest.approx(2 / 3)
    # (r - 1) - log r = [0, 0.5 - ln 1.5, -0.5 - ln 0.5]
    kl = (0.0 + (0.5 - math.log(1.5)) + (-0.5 - math.log(0.5))) / 3
    assert _f(out.approx_kl) == pytest.approx(kl)

    # Only the loss carries gradients; the diagnostics can be logged with float() directly.
    assert out.loss.requires_grad and not out.pg_loss.requires_grad and not out.v_loss.requires_grad


def test_ppo_loss_gradient_stops_at_the_clip():
    out, args = _loss(norm_adv=False, vf_coef=0.0, ent_coef=0.0)  # loss == pg_loss
    out.loss.backward()
    # d pg / d logp = -A * r / 3 for sample 1 only; clipped samples 2 and 3 pass no policy gradient.
    np.testing.assert_allclose(args["new_logprob"].grad.numpy(), [-1.0 / 3, 0.0, 0.0], atol=1e-12)
    # The value head still learns from the (clipped) value loss when vf_coef > 0.
    out, args = _loss(norm_adv=False, ent_coef=0.0)
    out.loss.backward()
    # d/dV of 0.5 * vf * mean(max(...)): sample 1 uses the clipped term (no gradient to V), sample 2 the unclipped
    # one (0.5 * 0.5 * 2 * (1.1 - 2.0) / 3 = -0.15), sample 3 the unclipped one (0.25 * 2 * (-0.5 - 0.0) / 3).
    np.testing.assert_allclose(args["new_value"].grad.numpy(), [0.0, -0.15, -0.25 / 3], atol=1e-12)


def test_ppo_loss_unclipped_value_loss():
    out, _ = _loss(norm_adv=False, clip_vloss=False)
    assert _f(out.v_loss) == pytest.approx(0.5 * (0.0 + 0.81 + 0.25) / 3)


def test_ppo_loss_normalizes_advantages():
    out, _ = _loss(norm_adv=True)
    # mean A = 2/3; unbiased var = ((1/3)^2 + (4/3)^2 + (5/3)^2) / 2 = (42/9) / 2 = 7/3
    std = math.sqrt(7 / 3)
    a = [(1 - 2 / 3) / std, (2 - 2 / 3) / std, (-1 - 2 / 3) / std]
    # max(-A r, -A clip(r)) with r = [1, 1.5, 0.5], clip(r) = [1, 1.2, 0.8]
    terms = [max(-a[0] * 1.0, -a[0] * 1.0), max(-a[1] * 1.5, -a[1] * 1.2), max(-a[2] * 0.5, -a[2] * 0.8)]
    assert _f(out.pg_loss) == pytest.approx(sum(terms) / 3, rel=1e-6)


def test_ppo_loss_single_sample_does_not_nan():
    t = lambda x: torch.tensor([x])  # noqa: E731
    out = ppo_loss(t(-1.0), t(-1.0), t(2.0), t(1.0), t(1.0), t(1.0), t(0.5), 0.2, 0.5, 0.01)
    assert torch.isfinite(out.loss)
    assert set(out.metrics()) == {
        "losses/loss", "losses/policy_loss", "losses/value_loss", "losses/entropy", "losses/approx_kl",
        "losses/clipfrac",
    }


# --- schedules and running statistics ----------------------------------------------------------------------------
def test_entropy_coef_decay():
    assert entropy_coef(0, 1000) == pytest.approx(0.05)
    assert entropy_coef(500, 1000) == pytest.approx(0.03)
    assert entropy_coef(1000, 1000) == pytest.approx(0.01)
    assert entropy_coef(5000, 1000) == pytest.approx(0.01)  # clamped, not extrapolated
    assert entropy_coef(250, 1000, start=0.1, end=0.0) == pytest.approx(0.075)


def test_running_mean_std_matches_numpy():
    rng = np.random.default_rng(0)
    data = rng.normal(3.0, 2.0, size=1000) * rng.choice([1.0, 50.0], size=1000)
    rms = RunningMeanStd()
    pos = 0
    for size in [1, 7, 0, 100, 1, 391, 499]:
        rms.update(data[pos : pos + size])
        pos += size
    rms.update(data[pos])  # a single scalar sample
    assert rms.count == 1000
    np.testing.assert_allclose(rms.mean, np.mean(data), rtol=1e-12)
    np.testing.assert_allclose(rms.var, np.var(data), rtol=1e-10)
    np.testing.assert_allclose(rms.std, np.std(data), rtol=1e-10)


def test_running_mean_std_vector_shape():
    rng = np.random.default_rng(1)
    data = rng.normal(size=(50, 3))
    rms = RunningMeanStd(shape=(3,))
    rms.update(data[:20])
    rms.update(data[20:])
    np.testing.assert_allclose(rms.mean, data.mean(axis=0), rtol=1e-12)
    np.testing.assert_allclose(rms.var, data.var(axis=0), rtol=1e-10)
    with pytest.raises(ValueError):
        rms.update(np.zeros((4, 2)))


def test_running_mean_std_resumes_exactly():
    rng = np.random.default_rng(2)
    a, b = RunningMeanStd(), RunningMeanStd()
    a.update(rng.normal(size=33))
    b.load_state_dict(json.loads(json.dumps(a.state_dict())))  # through JSON, as a checkpoint would
    more = rng.normal(size=17)
    a.update(more)
    b.update(more)
    assert a.state_dict() == b.state_dict()
    assert a.normalize(2.0) == b.normalize(2.0)


def test_ema_by_hand_and_resume():
    ema = EMA(0.95)
    assert ema.update(10.0) == 10.0  # the first sample initializes
    assert ema.update(20.0) == pytest.approx(0.95 * 10.0 + 0.05 * 20.0)  # 10.5
    clone = EMA()
    clone.load_state_dict(ema.state_dict())
    assert clone.update(0.0) == pytest.approx(0.95 * 10.5) == ema.update(0.0)
    with pytest.raises(ValueError):
        EMA(1.0)


def test_value_warmup_moves_the_value_head_only() -> None:
    """The critic warm-up fits the value head on the clone's returns: an optimizer step on the value loss leaves
    every parameter the policy reads (graph encoder, trunk, policy head) as it was."""
    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.train.trainer import value_only

    torch.manual_seed(0)
    net = PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS)
    opt = torch.optim.Adam(net.parameters(), lr=1e-2)
    before = {k: v.detach().clone() for k, v in net.state_dict().items()}
    n = 5
    nodes, adj = torch.randn(2, n, NODE_FEATURES), torch.full((2, n, n), 1.0 / n)
    node_mask, mask = torch.ones(2, n, dtype=torch.bool), torch.ones(2, NUM_ACTIONS, dtype=torch.bool)
    value_only(net, True)
    _, value = net(nodes, adj, node_mask, torch.randn(2, 256), mask)
    ((value - 100.0) ** 2).mean().backward()
    opt.step()
    value_only(net, False)
    moved = {k for k, v in net.state_dict().items() if not torch.equal(v, before[k])}
    assert moved and all(k.startswith("value_head.") for k in moved)
    assert all(p.requires_grad for p in net.parameters())


def test_rewards_are_not_scaled_by_the_spread_of_a_few_returns() -> None:
    from mqss_edge.train.trainer import reward_scale

    rms = RunningMeanStd()
    rms.update(np.asarray([0.75]))
    assert reward_scale(rms, True) == 1.0  # one return: no spread to divide by (it divided by 1e-4 before)
    rms.update(np.asarray([0.77, 0.73]))
    assert reward_scale(rms, True) == pytest.approx(np.std([0.75, 0.77, 0.73]), rel=1e-4)
    assert reward_scale(rms, False) == 1.0
