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

from mqss_edge.actions import ACTION_NAMES, MENU, NUM_ACTIONS, action_index
from mqss_edge.compiler.driver import plan_pipeline
from mqss_edge.env.facts import module_facts
from mqss_edge.env.pipeline_env import plan_of
from mqss_edge.env.safety import action_mask, override
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
    """

    plan: Plan
    actions: tuple[str, ...]
    overridden: tuple[tuple[str, str], ...]
    full_pipeline: str
    transform_script: str | None
    latency_ms: float
    features_ms: float

    def to_dict(self) -> dict[str, Any]:
        return {"pipeline": str(self.plan), "full_pipeline": self.full_pipeline,
                "transform_script": self.transform_script, "actions": list(self.actions),
                "overridden": [list(o) for o in self.overridden], "latency_ms": self.latency_ms,
                "features_ms": self.features_ms}


@dataclass(frozen=True)
class CompileReport:
    """What :meth:`Selector.compile` did: which pipeline it used and why.

    Attributes:
        selection: the policy's choice.
        used: ``policy``, ``baseline`` or ``default``.
        fallback: why the policy's pipeline was not used (its status and message), or ``None``.
        evaluation: the engine's record of the pipeline that was used.
        attempts: ``(which, status)`` for every pipeline tried, in order.
    """

    selection: Selection
    used: str
    fallback: str | None
    evaluation: Any
    attempts: tuple[tuple[str, str], ...] = field(default_factory=tuple)


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
        vec0, graph = encode_observation(module_text, [], NUM_ACTIONS, level=self.level)
        adj = dense_adjacency(graph)
        t_feat = time.perf_counter() - t0
        hist: list[int] = []
        applied: list[int] = []
        overridden: list[tuple[str, str]] = []
        step = None
        for _ in range(self.max_steps):
            vec = vec0
            if hist and self.level == "context":  # only the action-history features change between steps
                vec = vec0.copy()
                vec[CONTEXT_SLICE] = context_features(hist[-10:], NUM_ACTIONS)
            mask = action_mask(facts, hist, applied)
            with self._lock:
                if step is None:  # the graph encoder runs once per module
                    step = stepper(self.runtime, self._observation(vec, graph, adj, mask))
                logits = np.asarray(step(vec, mask))
            logits = np.where(mask, logits, -np.inf)
            a = int(np.argmax(logits))
            if MENU[a].is_stop:
                break
            hist.append(a)
            reason = override(MENU[a], facts)
            if reason:
                overridden.append((MENU[a].name, reason))
            else:
                applied.append(a)
        plan = plan_of(applied, facts)
        full, script = plan_pipeline(module_text, plan, TRANSFORM_LIBRARY_NAME)
        return Selection(plan, tuple(ACTION_NAMES[a] for a in hist), tuple(overridden), full, script,
                         (time.perf_counter() - t0) * 1e3, t_feat * 1e3)

    # ---- safe compilation -------------------------------------------------------------------------

    def compile(self, module_text: str, *, engine: Any = None, family: str | None = None, target: Any = None,
                measure: Any = None) -> CompileReport:
        """Compile with the policy's pipeline; on a verify/compile/check failure fall back to the family
        baseline, then to the default pipeline, and report which happened.

        Raises:
            ParseError / AbiError: the module itself is bad.
        """
        from mqss_edge.compiler.driver import Target
        from mqss_edge.corpus import family_baseline, guess_family
        from mqss_edge.engine import Engine

        engine = engine or Engine()
        target = target or Target.HOST
        sel = self.select(module_text)
        attempts: list[tuple[str, str]] = []
        candidates: list[tuple[str, Plan]] = [("policy", sel.plan)]
        fam = family or guess_family(module_text)
        if fam is not None:
            candidates.append(("baseline", family_baseline(fam)))
        candidates.append(("default", Plan()))
        fallback = None
        for which, plan in candidates:
            ev = engine.evaluate(module_text, plan, target=target, measure=measure)
            attempts.append((which, ev.status.value))
            if ev.ok:
                return CompileReport(sel, which, fallback, ev, tuple(attempts))
            if fallback is None:
                fallback = f"{which} pipeline failed: {ev.status.value} ({ev.message.splitlines()[0] if ev.message else ''})"
        return CompileReport(sel, attempts[-1][0], fallback, ev, tuple(attempts))

    # ---- explanations -----------------------------------------------------------------------------

    def explain(self, module_text: str, action: str | int, top: int = 3) -> list[tuple[str, float]]:
        """The named features that contribute most to ``action``'s logit in the module's first decision.

        Contribution of feature i = logit(action | v) - logit(action | v with v_i = 0) (occlusion), so the
        signs say whether the feature pushed toward (+) or away from (-) the action; works for every backend.
        """
        from mqss_edge.env.observe import encode_observation
        from mqss_edge.features import dense_adjacency, feature_names

        a = action_index(action) if isinstance(action, str) else int(action)
        vec, graph = encode_observation(module_text, [], NUM_ACTIONS, level=self.level)
        adj = dense_adjacency(graph)
        mask = np.ones(NUM_ACTIONS, bool)  # explain the raw preference, whether or not it is valid here
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
