"""The Gymnasium environment: build a pass pipeline for one module, one action at a time.

Observation: ``{"vector": float32[256], "graph": GraphInstance, "mask": int8[A]}`` — the state encoder's
named features of the module plus the last-10-actions context, the IR graph, and the action mask.
``terminated`` when the policy chooses STOP, ``truncated`` at ``max_steps``; either way the final plan
is compiled, checked and measured once (through the engine's store) and its reward is the step's reward.
Invalid actions are masked; an action that is taken anyway is a no-op step with reward 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from mqss_edge.actions import MENU, NUM_ACTIONS
from mqss_edge.env.facts import module_facts
from mqss_edge.env.reward import Metrics, Norms, RewardWeights, reward
from mqss_edge import episode
from mqss_edge.env.safety import ModuleFacts
from mqss_edge.pipeline import Plan


# Features are log-scaled counts and ratios (well inside this); a finite bound keeps spaces checkable.
FEATURE_BOUND = 1e6


@dataclass(frozen=True)
class Workload:
    """One module the env can be reset to."""

    uri: str
    text: str
    family: str
    baseline: Metrics | None
    baseline_plan: Plan | None = None  # measured through ``evaluate`` on first use when baseline is None


@dataclass(frozen=True)
class Outcome:
    """What evaluating a finished plan gave (from the engine)."""

    ok: bool
    status: str
    metrics: Metrics | None
    #: where each figure came from when a chip profile decides (``target``, ``size``, ``runtime``, ``l1``);
    #: ``runtime`` says ``host proxy`` when the chip is emulated
    sources: dict[str, str] = field(default_factory=dict)


Evaluator = Callable[[Workload, Plan], Outcome]


def plan_of(history: Sequence[int], facts: ModuleFacts | None = None) -> Plan:
    """The plan a sequence of actions builds on a module with these ``facts`` (the episode replayed).

    Without ``facts`` (no module at hand) the actions' own passes are appended in order; shape-fitted and
    per-group schedules need the module's facts.

    Raises:
        ValueError: a shape-fitted schedule without ``facts``.
    """
    if facts is not None:
        return episode.replay(facts, history).plan
    plan = Plan()
    for a in history:
        act = MENU[a]
        if act.pass_ is None or act.stage is None:
            continue
        if act.fit:
            raise ValueError(f"{act.name} fits its tiles to the module: plan_of needs the module's facts")
        plan = plan.with_pass(act.stage, act.pass_)
    return plan


class PipelineEnv(gym.Env[dict[str, Any], int]):
    """Pass-pipeline construction as an episodic MDP.

    Args:
        workloads: modules with their family baselines.
        evaluate: compiles, checks and measures a plan (cached by the engine's store).
        weights: reward weights (a chip profile's).
        norms: per-component normalization from the training set.
        max_steps: episode length cap (truncation), plus one step per op group beyond the first (:func:`mqss_edge.episode.max_steps`).
        encoder: ``(text, history) -> (vector[256], GraphInstance)``; default: mqss_edge.features.
    """

    metadata = {"render_modes": []}

    def __init__(self, workloads: Sequence[Workload], evaluate: Evaluator, weights: RewardWeights = RewardWeights(),
                 norms: Norms = Norms(), max_steps: int = 5, encoder: Any = None):
        from mqss_edge.features import EDGE_TYPES, NODE_FEATURES

        if not workloads:
            raise ValueError("PipelineEnv needs at least one workload")
        self.workloads = list(workloads)
        self.evaluate = evaluate
        self.weights, self.norms, self.max_steps = weights, norms, max_steps
        self._encoder = encoder or _default_encoder
        self.observation_space = spaces.Dict({
            "vector": spaces.Box(-FEATURE_BOUND, FEATURE_BOUND, (256,), np.float32),
            "graph": spaces.Graph(node_space=spaces.Box(-FEATURE_BOUND, FEATURE_BOUND, (NODE_FEATURES,), np.float32),
                                  edge_space=spaces.Box(0, len(EDGE_TYPES), (1,), np.float32)),
            "mask": spaces.MultiBinary(NUM_ACTIONS),
        })
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self._i = 0
        self._baselines: dict[str, Metrics] = {}
        self.state = episode.State()

    @property
    def workload(self) -> Workload:
        return self.workloads[self._i]

    @property
    def history(self) -> list[int]:
        """Every action taken this episode."""
        return list(self.state.history)

    @property
    def applied(self) -> list[int]:
        """The actions in the plan (not overridden, not invalid)."""
        return list(self.state.applied)

    def _obs(self) -> dict[str, Any]:
        vec, graph = self._encoder(self.workload.text, self.state.history)
        mask = episode.mask(module_facts(self.workload.text), self.state)
        # the graph is cached per module: hand out copies so callers may keep or modify what they get
        graph = spaces.GraphInstance(graph.nodes.copy(), None if graph.edges is None else graph.edges.copy(),
                                     graph.edge_links.copy())
        return {"vector": vec.astype(np.float32), "graph": graph, "mask": mask.astype(np.int8)}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        if options and "workload" in options:
            self._i = int(options["workload"])
        else:
            self._i = int(self.np_random.integers(len(self.workloads)))
        self.state = episode.State()
        return self._obs(), {"uri": self.workload.uri}

    def step(self, action: int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        facts = module_facts(self.workload.text)
        self.state, ev = episode.step(facts, self.state, int(action))
        info: dict[str, Any] = {"uri": self.workload.uri}
        if ev.kind == "stop":
            return self._finish(terminated=True, info=info)
        if ev.kind == "invalid":
            info["invalid"] = True
        elif ev.kind == "overridden":
            info["overridden"] = ev.reason
        if len(self.state.history) >= episode.max_steps(facts, self.max_steps):
            return self._finish(terminated=False, info=info)
        return self._obs(), 0.0, False, False, info

    def baseline_metrics(self) -> Metrics:
        """The current workload's family-baseline metrics (measured once, like any plan, when not given)."""
        w = self.workload
        if w.baseline is not None:
            return w.baseline
        if w.uri not in self._baselines:
            out = self.evaluate(w, w.baseline_plan or Plan())
            if not out.ok or out.metrics is None:
                out = self.evaluate(w, Plan())
            if out.metrics is None:
                raise RuntimeError(f"{w.uri}: neither the family baseline nor the default pipeline works")
            self._baselines[w.uri] = out.metrics
        return self._baselines[w.uri]

    def _finish(self, terminated: bool, info: dict[str, Any]) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        plan = self.state.plan
        out = self.evaluate(self.workload, plan)
        r = reward(out.ok, out.metrics, self.baseline_metrics(), self.norms, self.weights)
        info.update(plan=str(plan), status=out.status, ok=out.ok,
                    runtime_ms=out.metrics.runtime if out.metrics else None)
        return self._obs(), float(r), terminated, not terminated, info


def _default_encoder(text: str, history: Sequence[int]) -> tuple[np.ndarray, Any]:
    from mqss_edge.env.observe import encode_observation

    return encode_observation(text, history, NUM_ACTIONS)
