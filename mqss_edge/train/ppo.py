"""PPO math as pure, typed functions: advantages, the clipped loss, schedules and running statistics.

Follows cleanrl's ``ppo.py`` term by term; the rollout loop and the optimizer live with the trainer. Every function
here is tested against arithmetic written out by hand in ``tests/train/test_ppo_math.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np
import torch

ArrayT = TypeVar("ArrayT", np.ndarray, torch.Tensor)


def compute_gae(
    rewards: ArrayT,
    values: ArrayT,
    dones: ArrayT,
    last_value: float,
    gamma: float,
    lam: float,
) -> tuple[ArrayT, ArrayT]:
    """Generalized advantage estimation over one rollout of ``T`` consecutive steps of one environment.

    ``dones[t]`` is true when step ``t`` ended its episode (its reward was the episode's last), so nothing after
    it is bootstrapped into it::

        delta_t = r_t + gamma * V_{t+1} * (1 - d_t) - V_t          (V_T = last_value)
        A_t     = delta_t + gamma * lam * (1 - d_t) * A_{t+1}       (A_T = 0)
        R_t     = A_t + V_t

    A truncated episode (max length, not STOP) should be bootstrapped: add ``gamma * V(final_obs)`` to its last
    reward and mark it done (stable-baselines3 does the same).

    Args:
        rewards: ``[T]`` rewards, numpy array or torch tensor.
        values: ``[T]`` value estimates of the observations the actions were taken in (same kind as ``rewards``).
        dones: ``[T]`` bool or 0/1 episode-end flags.
        last_value: Value of the observation after step ``T - 1`` (ignored if that step was done).
        gamma: Discount.
        lam: GAE lambda.

    Returns:
        ``(advantages, returns)`` of the same kind (numpy float64 / torch in the rewards' float dtype) and shape.
    """
    if isinstance(rewards, torch.Tensor):
        r = rewards.detach().to("cpu", torch.float64).numpy()
        v = torch.as_tensor(values).detach().to("cpu", torch.float64).numpy()
        d = torch.as_tensor(dones).detach().to("cpu", torch.float64).numpy()
    else:
        r = np.asarray(rewards, dtype=np.float64)
        v = np.asarray(values, dtype=np.float64)
        d = np.asarray(dones, dtype=np.float64)
    if not (r.ndim == 1 and r.shape == v.shape == d.shape):
        raise ValueError(f"rewards, values, dones must be 1-D of one length; got {r.shape}, {v.shape}, {d.shape}")
    steps = r.shape[0]
    adv = np.zeros(steps, dtype=np.float64)
    last_gae = 0.0
    for t in reversed(range(steps)):
        next_value = float(last_value) if t == steps - 1 else v[t + 1]
        not_done = 1.0 - d[t]
        delta = r[t] + gamma * next_value * not_done - v[t]
        last_gae = delta + gamma * lam * not_done * last_gae
        adv[t] = last_gae
    ret = adv + v
    if isinstance(rewards, torch.Tensor):
        dtype = rewards.dtype if rewards.is_floating_point() else torch.float32
        return (
            torch.as_tensor(adv, dtype=dtype, device=rewards.device),
            torch.as_tensor(ret, dtype=dtype, device=rewards.device),
        )
    return adv, ret


@dataclass(frozen=True, slots=True)
class PPOLossOutput:
    """The PPO objective and its diagnostics for one minibatch.

    Only ``loss`` carries gradients; the other fields are detached, so ``float(out.pg_loss)`` is safe to log.

    Attributes:
        loss: Scalar to backpropagate: ``pg_loss - ent_coef * entropy + vf_coef * v_loss``.
        pg_loss: Clipped surrogate policy loss.
        v_loss: Value loss (``0.5 * squared error``, clipped if requested).
        entropy: Mean policy entropy.
        approx_kl: ``mean((ratio - 1) - log ratio)``, the low-variance KL estimator (no gradient).
        clipfrac: Fraction of samples whose ratio left ``[1 - clip, 1 + clip]`` (no gradient).
    """

    loss: torch.Tensor
    pg_loss: torch.Tensor
    v_loss: torch.Tensor
    entropy: torch.Tensor
    approx_kl: torch.Tensor
    clipfrac: torch.Tensor

    def metrics(self) -> dict[str, float]:
        """Scalars under cleanrl's namespaced keys, for logging."""
        return {
            "losses/loss": float(self.loss.detach()),
            "losses/policy_loss": float(self.pg_loss),
            "losses/value_loss": float(self.v_loss),
            "losses/entropy": float(self.entropy),
            "losses/approx_kl": float(self.approx_kl),
            "losses/clipfrac": float(self.clipfrac),
        }


def ppo_loss(
    new_logprob: torch.Tensor,
    old_logprob: torch.Tensor,
    advantages: torch.Tensor,
    returns: torch.Tensor,
    new_value: torch.Tensor,
    old_value: torch.Tensor,
    entropy: torch.Tensor,
    clip_coef: float,
    vf_coef: float,
    ent_coef: float,
    clip_vloss: bool = True,
    norm_adv: bool = True,
) -> PPOLossOutput:
    """Clipped PPO loss for one minibatch (all inputs ``[M]``)::

        ratio   = exp(new_logprob - old_logprob)
        A       = (A - mean A) / (std A + 1e-8)                  if norm_adv and M > 1 (std unbiased, as torch)
        pg_loss = mean(max(-A * ratio, -A * clip(ratio, 1 - c, 1 + c)))
        v_loss  = 0.5 * mean(max((V - R)^2, (V_old + clip(V - V_old, -c, c) - R)^2))     if clip_vloss
                = 0.5 * mean((V - R)^2)                                                   otherwise
        loss    = pg_loss - ent_coef * mean(entropy) + vf_coef * v_loss

    Args:
        new_logprob: Log-probabilities of the taken actions under the current policy (with gradient).
        old_logprob: The same under the rollout policy.
        advantages: GAE advantages.
        returns: GAE returns (value targets).
        new_value: Current value estimates (with gradient).
        old_value: Value estimates recorded during the rollout.
        entropy: Per-sample policy entropy (with gradient).
        clip_coef: PPO clip ``c``, used for both ratio and value clipping.
        vf_coef: Weight of the value loss.
        ent_coef: Weight of the entropy bonus (see :func:`entropy_coef`).
        clip_vloss: Clip the value update around the rollout's values.
        norm_adv: Standardize advantages within the minibatch.

    Returns:
        A :class:`PPOLossOutput`.
    """
    logratio = new_logprob - old_logprob
    ratio = logratio.exp()
    with torch.no_grad():
        approx_kl = ((ratio - 1) - logratio).mean()
        clipfrac = ((ratio - 1.0).abs() > clip_coef).float().mean()

    adv = advantages
    if norm_adv and adv.numel() > 1:
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)

    pg_loss1 = -adv * ratio
    pg_loss2 = -adv * torch.clamp(ratio, 1 - clip_coef, 1 + clip_coef)
    pg_loss = torch.max(pg_loss1, pg_loss2).mean()

    if clip_vloss:
        v_loss_unclipped = (new_value - returns) ** 2
        v_clipped = old_value + torch.clamp(new_value - old_value, -clip_coef, clip_coef)
        v_loss_clipped = (v_clipped - returns) ** 2
        v_loss = 0.5 * torch.max(v_loss_unclipped, v_loss_clipped).mean()
    else:
        v_loss = 0.5 * ((new_value - returns) ** 2).mean()

    entropy_mean = entropy.mean()
    loss = pg_loss - ent_coef * entropy_mean + vf_coef * v_loss
    return PPOLossOutput(loss, pg_loss.detach(), v_loss.detach(), entropy_mean.detach(), approx_kl, clipfrac)


def entropy_coef(step: int, total_steps: int, start: float = 0.05, end: float = 0.01) -> float:
    """Linearly decayed entropy coefficient: ``start`` at step 0, ``end`` from ``total_steps`` on.

    A high early bonus counters the entropy collapse MLIR-RL reports; it is clamped, never extrapolated.
    """
    if total_steps <= 0:
        return end
    frac = min(max(step / total_steps, 0.0), 1.0)
    return start + (end - start) * frac


class RunningMeanStd:
    """Running mean and (population) variance over a stream of batches, merged exactly (Chan et al.'s parallel
    form of Welford's algorithm) in float64, so the statistics equal ``np.mean`` / ``np.var`` of everything seen.

    Typical use is reward scaling: divide rewards by ``std`` of the running discounted return.

    Args:
        shape: Shape of one sample (``()`` for scalars).
    """

    def __init__(self, shape: tuple[int, ...] = ()) -> None:
        self.shape = tuple(shape)
        self.mean = np.zeros(self.shape, dtype=np.float64)
        self.var = np.ones(self.shape, dtype=np.float64)
        self.count = 0

    @property
    def std(self) -> np.ndarray:
        """Population standard deviation (1 before any data)."""
        return np.sqrt(self.var)

    def update(self, x: np.ndarray | float | Any) -> None:
        """Folds in a batch ``x`` of shape ``[K, *shape]`` (or a single sample of ``shape``)."""
        arr = np.asarray(x, dtype=np.float64)
        if arr.shape == self.shape:
            arr = arr[None]
        if arr.shape[1:] != self.shape:
            raise ValueError(f"expected samples of shape {self.shape}, got a batch of shape {arr.shape}")
        n = arr.shape[0]
        if n == 0:
            return
        batch_mean = arr.mean(axis=0)
        batch_var = arr.var(axis=0)
        if self.count == 0:
            self.mean, self.var, self.count = batch_mean, batch_var, n
            return
        total = self.count + n
        delta = batch_mean - self.mean
        m2 = self.var * self.count + batch_var * n + delta**2 * self.count * n / total
        self.mean = self.mean + delta * n / total
        self.var = m2 / total
        self.count = total

    def normalize(self, x: np.ndarray | float, center: bool = True, eps: float = 1e-8) -> np.ndarray:
        """Returns ``(x - mean) / sqrt(var + eps)`` (without ``- mean`` when ``center`` is false)."""
        arr = np.asarray(x, dtype=np.float64)
        if center:
            arr = arr - self.mean
        return arr / np.sqrt(self.var + eps)

    def state_dict(self) -> dict[str, Any]:
        """Exact state as plain Python values (JSON-safe)."""
        return {
            "shape": list(self.shape),
            "mean": np.asarray(self.mean).tolist(),
            "var": np.asarray(self.var).tolist(),
            "count": int(self.count),
        }

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restores a :meth:`state_dict`; float64 round-trips exactly."""
        self.shape = tuple(state["shape"])
        self.mean = np.asarray(state["mean"], dtype=np.float64).reshape(self.shape)
        self.var = np.asarray(state["var"], dtype=np.float64).reshape(self.shape)
        self.count = int(state["count"])


class EMA:
    """Exponential moving average ``value = alpha * value + (1 - alpha) * x``; the first sample initializes it.

    Args:
        alpha: Weight of the past (0.95 averages over roughly the last 20 samples).
    """

    def __init__(self, alpha: float = 0.95) -> None:
        if not 0.0 <= alpha < 1.0:
            raise ValueError(f"alpha must be in [0, 1), got {alpha}")
        self.alpha = alpha
        self.value: float | None = None

    def update(self, x: float) -> float:
        """Folds in ``x`` and returns the new average."""
        x = float(x)
        self.value = x if self.value is None else self.alpha * self.value + (1.0 - self.alpha) * x
        return self.value

    def state_dict(self) -> dict[str, Any]:
        """Exact state as plain Python values."""
        return {"alpha": self.alpha, "value": self.value}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restores a :meth:`state_dict`."""
        self.alpha = float(state["alpha"])
        self.value = None if state["value"] is None else float(state["value"])
