"""The embedding API: load a policy, pick a pipeline for a module, compile it safely, explain a choice.

``Selector`` depends on policy runtimes (torch, ONNX Runtime, TensorRT), never on the trainer::

    from mqss_edge import Selector
    sel = Selector.load("policies/int8")
    pick = sel.select(module_text)            # Plan + full pipeline text + transform script, ~1 ms
    report = sel.compile(module_text)         # falls back to the family baseline, then the default
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge import episode
from mqss_edge.actions import ACTION_NAMES, NUM_ACTIONS, action_index
from mqss_edge.compiler.driver import plan_pipeline
from mqss_edge.env.facts import module_facts
from mqss_edge.errors import PolicyError
from mqss_edge.pipeline import Plan
from mqss_edge.policy.artifact import MlirCheck, TensorRTTarget, default_policy_dir, load_artifact, write_signature

TRANSFORM_LIBRARY_NAME = "transforms.mlir"

# ``default_policy_dir`` and ``write_signature`` live in :mod:`mqss_edge.policy.artifact`; the names stay importable
# from here for existing callers.
__all__ = ["CompileReport", "Selection", "Selector", "default_policy_dir", "write_signature"]


@dataclass(frozen=True)
class Selection:
    """The selector's answer for one module.

    Attributes:
        plan: the chosen plan (project notation via ``str``).
        actions: menu names chosen, in order (overridden ones included, marked in ``overridden``).
        overridden: actions the safety layer replaced by no-ops, with the reason.
        full_pipeline: the complete ``builtin.module(...)`` text mlir-opt-22 runs (transform library as
            ``transforms.mlir`` next to the module).
        transform_script: the transform library to preload, or ``None``.
        latency_ms: wall time of the whole selection (features + every policy step).
        features_ms: the part spent reading the module and computing features.
        groups: which op group got what, costliest first (``group``, ``label``, ``cost_share``,
            ``schedule``: the menu entry, or ``default``).
    """

    plan: Plan
    actions: tuple[str, ...]
    overridden: tuple[tuple[str, str], ...]
    full_pipeline: str
    transform_script: str | None
    latency_ms: float
    features_ms: float
    groups: tuple[dict[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"pipeline": str(self.plan), "full_pipeline": self.full_pipeline,
                "transform_script": self.transform_script, "actions": list(self.actions),
                "overridden": [list(o) for o in self.overridden], "latency_ms": self.latency_ms,
                "features_ms": self.features_ms, "groups": [dict(g) for g in self.groups]}


@dataclass(frozen=True)
class CompileReport:
    """What :meth:`Selector.compile` did: which pipeline it used and why.

    Attributes:
        selection: the policy's choice.
        used: ``policy``, ``baseline`` or ``default``.
        fallback: why the policy's pipeline was not used (its status and message), or ``None``.
        evaluation: the engine's record of the pipeline that was used.
        attempts: ``(which, status)`` for every pipeline tried, in order (``policy-per-op``: the policy's plan
            with the schedules at fault left out).
        dropped: the policy's schedules left out by the per-op fallback, with their reasons.
    """

    selection: Selection
    used: str
    fallback: str | None
    evaluation: Any
    attempts: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    dropped: tuple[Any, ...] = field(default_factory=tuple)


def _runtime_actions(runtime: Any) -> int | None:
    """How many actions the loaded model scores, where the runtime says (``None``: not known before a call)."""
    net = getattr(runtime, "net", None)
    if net is not None:
        return int(net.config.num_actions)
    session = getattr(runtime, "session", None)
    if session is not None:
        for o in session.get_outputs():
            if o.name == "logits" and isinstance(o.shape[-1], int):
                return int(o.shape[-1])
    return None


def family_rule(module_text: str) -> Any:
    """Per-op fallback's second choice: the family rule's schedule for the group a failed schedule was for."""
    from mqss_edge.corpus.module_plan import group_expert_schedule

    groups = {g.id: g for g in module_facts(module_text).groups}

    def alternative(p: Any) -> Any:
        g = p.param("group")
        return group_expert_schedule(groups[int(g)]) if g is not None and g.isdigit() and int(g) in groups else None

    return alternative


class Selector:
    """A loaded policy plus the state encoder and the safety layer; thread-safe.

    Use :meth:`load`; the constructor takes an already-built runtime.
    """

    def __init__(self, runtime: Any, signature: dict[str, Any], path: Path | None = None):
        from mqss_edge.env.observe import LEVELS

        self.runtime = runtime
        self.signature = signature
        self.path = path
        #: The MLIR version the policy was trained with and the installed one (set by :meth:`load`).
        self.mlir: MlirCheck | None = None
        self.max_steps = int(signature.get("max_steps", 4))
        #: the policy's menu: the first entries of :data:`~mqss_edge.actions.MENU` (entries appended since it
        #: was trained are never chosen by it)
        self.num_actions = len(signature.get("action_menu", ())) or NUM_ACTIONS
        self.level = signature.get("feature_level", "context")
        if self.level not in LEVELS:
            raise PolicyError(f"unknown feature level {self.level!r} in signature.json")
        self._lock = threading.Lock()

    # ---- loading ----------------------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path | None = None, *, allow_version_mismatch: bool = False,
             threads: int = 1, warmup: bool = True, device: int = 0) -> Selector:
        """Load a policy directory (fp32 torch, ONNX, int8 ONNX or a TensorRT plan).

        The MLIR versions behind the policy are in :attr:`mlir` (another patch release of MLIR 22 is accepted).

        Args:
            path: policy directory (default: the committed int8 policy).
            allow_version_mismatch: accept a policy trained for another MLIR major version.
            threads: intra-op threads for ONNX Runtime.
            warmup: run one selection at load so the first real call is not slow.
            device: CUDA device index of a TensorRT policy.

        Raises:
            PolicyError: missing or corrupted files, an unknown schema, another action menu, or a TensorRT plan
                built with another TensorRT version or for another GPU.
            VersionMismatch: the policy was trained for another MLIR major version.
            ToolchainError: the MLIR 22 toolchain is not installed (``make setup``).
        """
        art = load_artifact(path, allow_version_mismatch=allow_version_mismatch)
        d, sig, model = art.path, art.signature, art.model_path
        backend = sig["backend"]
        if backend == "torch":
            from mqss_edge.policy.network import PolicyNet
            from mqss_edge.quantize.runtime import TorchRuntime

            try:
                runtime: Any = TorchRuntime(PolicyNet.load(model))
            except Exception as exc:
                raise PolicyError(f"{model}: cannot load the torch policy: {exc}") from exc
        elif backend == "onnx":
            from mqss_edge.quantize.runtime import OrtRuntime

            runtime = OrtRuntime(model, threads=threads)
        elif backend == "tensorrt":
            from mqss_edge.quantize.runtime import TensorRTRuntime

            runtime = TensorRTRuntime(model, device=device, target=TensorRTTarget.from_signature(sig))
        else:
            raise PolicyError(f"{d}: unknown backend {backend!r}")
        sel = cls(runtime, sig, d)
        n = _runtime_actions(runtime)
        if n is not None and n != sel.num_actions:
            raise PolicyError(f"{d}: the model scores {n} actions but signature.json lists {sel.num_actions}")
        sel.mlir = art.mlir
        if warmup:
            from mqss_edge.kernels import bundled_kernel

            sel.select(bundled_kernel("matmul_256.mlir"))
        return sel

    # ---- selection --------------------------------------------------------------------------------

    def _observation(self, vec: np.ndarray, graph: Any, adj: np.ndarray, mask: np.ndarray) -> dict[str, np.ndarray]:
        return {"vector": vec, "nodes": np.asarray(graph.nodes, np.float32), "adj": adj, "mask": mask}

    def select(self, module_text: str) -> Selection:
        """Run the policy greedily (masked, with overrides) until STOP or the length cap.

        Raises:
            ParseError: the module cannot be read.
        """
        from mqss_edge.env.observe import encode_observation
        from mqss_edge.features import CONTEXT_SLICE, context_features, dense_adjacency
        from mqss_edge.quantize.runtime import stepper

        t0 = time.perf_counter()
        facts = module_facts(module_text)
        n = self.num_actions
        vec0, graph = encode_observation(module_text, [], n, level=self.level)
        adj = dense_adjacency(graph)
        t_feat = time.perf_counter() - t0
        step = None

        def choose(state: episode.State, valid: np.ndarray) -> int:
            nonlocal step
            hist = state.history
            vec = vec0
            if hist and self.level == "context":  # only the action-history features change between steps
                vec = vec0.copy()
                vec[CONTEXT_SLICE] = context_features(list(hist[-10:]), n)
            mask = valid[:n]
            with self._lock:
                if step is None:  # the graph encoder runs once per module
                    step = stepper(self.runtime, self._observation(vec, graph, adj, mask))
                logits = step(vec, mask)
            return episode.greedy(logits, valid)

        state = episode.run(facts, choose, self.max_steps)
        full, script = plan_pipeline(module_text, state.plan, TRANSFORM_LIBRARY_NAME)
        return Selection(state.plan, tuple(ACTION_NAMES[a] for a in state.history), state.overridden, full, script,
                         (time.perf_counter() - t0) * 1e3, t_feat * 1e3, tuple(episode.describe(facts, state)))

    # ---- safe compilation -------------------------------------------------------------------------

    def compile(self, module_text: str, *, engine: Any = None, family: str | None = None, target: Any = None,
                measure: Any = None) -> CompileReport:
        """Compile with the policy's pipeline, falling back per op group, then to the family baseline, then to
        the default pipeline, and report which happened.

        A schedule that fails on its op group (does not apply, verify, compile or check) leaves that group on
        the default lowering while the other groups keep theirs (:func:`mqss_edge.fallback.fit_plan`); the
        check always compares the whole module with the reference build.

        Raises:
            ParseError / AbiError: the module itself is bad.
        """
        from mqss_edge.compiler.driver import Target
        from mqss_edge.corpus import family_baseline, guess_family
        from mqss_edge.engine import Engine
        from mqss_edge.fallback import with_fallback

        engine = engine or Engine()
        sel = self.select(module_text)
        candidates: list[tuple[str, Plan]] = []
        fam = family or guess_family(module_text)
        if fam is not None:
            candidates.append(("baseline", family_baseline(fam)))
        candidates.append(("default", Plan()))
        fb = with_fallback(engine, module_text, sel.plan, candidates, target=target or Target.HOST, measure=measure,
                           alternative=family_rule(module_text))
        return CompileReport(sel, fb.used, fb.reason, fb.evaluation, fb.attempts, fb.dropped)

    # ---- explanations -----------------------------------------------------------------------------

    def explain(self, module_text: str, action: str | int, top: int = 3) -> list[tuple[str, float]]:
        """The named features that contribute most to ``action``'s logit in the module's first decision.

        Contribution of feature i = logit(action | v) - logit(action | v with v_i = 0) (occlusion), so the
        signs say whether the feature pushed toward (+) or away from (-) the action; works for every backend.
        """
        from mqss_edge.env.observe import encode_observation
        from mqss_edge.features import dense_adjacency, feature_names

        a = action_index(action) if isinstance(action, str) else int(action)
        if a >= self.num_actions:
            raise PolicyError(f"{ACTION_NAMES[a]} was appended to the menu after this policy was trained")
        vec, graph = encode_observation(module_text, [], self.num_actions, level=self.level)
        adj = dense_adjacency(graph)
        mask = np.ones(self.num_actions, bool)  # explain the raw preference, whether or not it is valid here
        with self._lock:
            base = float(self.runtime.logits(self._observation(vec, graph, adj, mask))[a])
            contrib = []
            for i in np.flatnonzero(vec):
                v2 = vec.copy()
                v2[i] = 0.0
                contrib.append((int(i), base - float(self.runtime.logits(self._observation(v2, graph, adj, mask))[a])))
        names = feature_names()
        contrib.sort(key=lambda t: -abs(t[1]))
        return [(names[i], w) for i, w in contrib[:top]]
