"""The embedding API: load a policy, pick a pipeline for a module, compile it safely, explain a choice.

``Selector`` depends on policy runtimes (torch, ONNX Runtime, TensorRT), never on the trainer::

    from mqss_edge import Selector
    sel = Selector.load("policies/int8")
    pick = sel.select(module_text)            # Plan + full pipeline text + transform script, ~1 ms
    report = sel.compile(module_text)         # falls back to the family baseline, then the default
"""

from __future__ import annotations

import contextlib
import functools
import gc
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge import episode
from mqss_edge.actions import ACTION_NAMES, MENU as _MENU, NUM_ACTIONS, action_index
from mqss_edge.compiler.driver import plan_pipeline, prepared_text
from mqss_edge.compiler.fold import SMALL_M_MIN_ROWS, SMALL_M_ROWS, fold_transposes, rewrite
from mqss_edge.env.facts import module_facts
from mqss_edge.env.observe import module_of
from mqss_edge.errors import PolicyError
from mqss_edge.guard_rules import (DEFAULT, FUSED, contraction_guard, fusion_guard, gather_guard, math_guard,
                                  shape_guard)
from mqss_edge.pipeline import FOLD_TRANSPOSES, REWRITES, Pass, Plan
from mqss_edge.policy.artifact import MlirCheck, TensorRTTarget, default_policy_dir, load_artifact, write_signature

TRANSFORM_LIBRARY_NAME = "transforms.mlir"

# ``default_policy_dir`` and ``write_signature`` live in :mod:`mqss_edge.policy.artifact`; the names stay importable
# from here for existing callers.
__all__ = ["ChipMismatchWarning", "CompileReport", "Selection", "Selector", "default_policy_dir", "write_signature"]


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
        confidence: the policy's confidence in its own plan: the lowest probability it gave a chosen action
            at any step where it had more than one valid choice (1.0 when it never had one).
        guarded: why the expert rules' plan was selected instead of the policy's (the no-regression guard:
            confidence under the policy's calibrated threshold), or why some groups got the expert rules'
            schedule (:func:`contraction_guard`: a contraction left on the default lowering), else ``None``.
        candidates: with a budget, every plan measured (``pipeline``, ``logp``: the policy's log-probability
            of it, ``status``, ``runtime_ms``), best first; ``plan`` is the fastest correct one.
    """

    plan: Plan
    actions: tuple[str, ...]
    overridden: tuple[tuple[str, str], ...]
    full_pipeline: str
    transform_script: str | None
    latency_ms: float
    features_ms: float
    groups: tuple[dict[str, Any], ...] = ()
    confidence: float = 1.0
    guarded: str | None = None
    candidates: tuple[dict[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"pipeline": str(self.plan), "full_pipeline": self.full_pipeline,
                "transform_script": self.transform_script, "actions": list(self.actions),
                "overridden": [list(o) for o in self.overridden], "latency_ms": self.latency_ms,
                "features_ms": self.features_ms, "groups": [dict(g) for g in self.groups],
                "confidence": self.confidence, "guarded": self.guarded,
                "candidates": [dict(c) for c in self.candidates]}


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
        speed_check: with ``verify_speed``: the pick's and the baseline's runtimes (ms) and which was kept.
    """

    selection: Selection
    used: str
    fallback: str | None
    evaluation: Any
    attempts: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    dropped: tuple[Any, ...] = field(default_factory=tuple)
    speed_check: dict[str, Any] | None = None


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

    facts = module_facts(module_text)
    groups = {g.id: g for g in facts.groups}

    def alternative(p: Any) -> Any:
        g = p.param("group")
        if g is None or not g.isdigit() or int(g) not in groups:
            return None
        return group_expert_schedule(groups[int(g)], facts)

    return alternative


class ChipMismatchWarning(UserWarning):
    """A policy fine-tuned for one chip is loaded for another."""


def _guard_label(shown: dict[str, str], given: str) -> str:
    """A group row's schedule where the contraction guard changed it: the menu entry it fitted, the expert rules'
    schedule, or what ``shown`` says for the guard's markers (default loops, fused into an epilogue)."""
    if given in shown:
        return shown[given]
    return f"{given} (guard)" if given in _MENU_NAMES else "expert rules (guard)"


_MENU_NAMES = frozenset(ACTION_NAMES)


def _profile_name(path: str | Path) -> str:
    from mqss_edge.env.reward import ChipProfile

    return ChipProfile.load(path).name


@functools.lru_cache(maxsize=8)
def _small_fold_of(text: str, rows: int) -> Any:
    """:func:`fold_transposes` of the small contractions, kept for the last few texts (a build selecting for a
    module it has seen; the rewrite reads the text again: 0.3-0.8 ms on the models it folds)."""
    return fold_transposes(text, rows, SMALL_M_MIN_ROWS)


_GC_LOCK = threading.Lock()
_GC_PAUSED = [0, False]  # selections in flight, whether the collector was on when the first began


@contextlib.contextmanager
def _collector_paused() -> Any:
    """Python's cyclic garbage collector off while zero-shot selections run (on again when the last one ends,
    if it was on). A selection allocates some 10^4 short-lived objects, which refcounting frees; the collector
    would still start a full collection in the middle of one now and then, over every object the process holds:
    measured on six 700-1,800-line models (40 selections each), the slowest selection per model took 22-94 ms
    with it on, 4.2-6.5 ms with it paused, the medians the same.

    When it goes back on, what is alive is moved to its oldest generation at once (``gc.freeze()`` then
    ``gc.unfreeze()``: two list splices), unless something else has frozen objects (then nothing is moved: the
    unfreeze would thaw them). What a selection leaves alive is its caches' entries (some 1,200 objects a
    selection, which the caches drop later, freed by refcounting: 200 selections leave no cyclic garbage); left
    young, they were traversed by the collector's young passes right after the selection and again by the
    next: 0.46-0.52 ms of collector a selection on average over 408 selections of 700-1,300-line models, 0.00-0.01
    moved; mean wall time around ``select`` 4.0-4.4 -> 3.2-3.5 ms, the 99th percentile 10.9-11.5 -> 4.3-5.5 ms
    (two runs of each), peak RSS the same (152 MB). Objects of the caller's that are alive then age with them:
    cyclic garbage among them waits for a full collection."""
    with _GC_LOCK:
        if _GC_PAUSED[0] == 0:
            _GC_PAUSED[1] = gc.isenabled()
            gc.disable()
        _GC_PAUSED[0] += 1
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_PAUSED[0] -= 1
            if _GC_PAUSED[0] == 0 and _GC_PAUSED[1]:
                if gc.get_freeze_count() == 0:
                    gc.freeze()
                    gc.unfreeze()
                gc.enable()


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
        #: the no-regression guard: below this confidence the expert rules' plan is selected (``None``: off;
        #: calibrated on held-back training modules and recorded in ``signature.json`` as ``guard``)
        self.min_confidence: float | None = (signature.get("guard") or {}).get("min_confidence")
        #: zero-shot selection folds the transposes of contractions of 2 to this many rows first
        #: (``mqss-fold-transposes{min-rows=2 max-rows=N}``, :data:`~mqss_edge.compiler.fold.SMALL_M_ROWS`;
        #: ``None``: never)
        self.fold_rows: int | None = SMALL_M_ROWS
        self._lock = threading.Lock()

    # ---- loading ----------------------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path | None = None, *, allow_version_mismatch: bool = False,
             threads: int = 1, warmup: bool = True, device: int = 0, chip: str | Path | None = None) -> Selector:
        """Load a policy directory (fp32 torch, ONNX, int8 ONNX or a TensorRT plan).

        The MLIR versions behind the policy are in :attr:`mlir` (another patch release of MLIR 22 is accepted).

        Args:
            path: policy directory (default: the committed int8 policy).
            allow_version_mismatch: accept a policy trained for another MLIR major version.
            threads: intra-op threads for ONNX Runtime.
            warmup: run one selection at load so the first real call is not slow.
            device: CUDA device index of a TensorRT policy.
            chip: the chip the selections are for (a ``chips/*.toml`` path or a profile name): a policy
                fine-tuned for another chip loads with a :class:`ChipMismatchWarning`.

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
        tuned = (sig.get("chip") or {}).get("name")
        if chip is not None and tuned is not None:
            want = chip if not str(chip).endswith(".toml") else _profile_name(chip)
            if want != tuned:
                import warnings

                warnings.warn(f"{d}: this policy was fine-tuned for chip {tuned!r}, not {want!r}: its reward "
                              "weights, target and cache are another chip's", ChipMismatchWarning, stacklevel=2)
        if warmup:
            from mqss_edge.kernels import bundled_kernel

            for name in WARMUP_KERNELS:
                sel.select(bundled_kernel(name))
        return sel

    # ---- selection --------------------------------------------------------------------------------

    def _observation(self, vec: np.ndarray, graph: Any, adj: np.ndarray | None, mask: np.ndarray
                     ) -> dict[str, np.ndarray]:
        obs = {"vector": vec, "nodes": np.asarray(graph.nodes, np.float32), "links": graph.edge_links, "mask": mask}
        if adj is not None:
            obs["adj"] = adj
        return obs

    def _adjacency(self, graph: Any) -> np.ndarray | None:
        """The graph's dense adjacency, or ``None`` where the runtime reads the links instead (the C network)."""
        from mqss_edge.features import dense_adjacency

        return None if getattr(self.runtime, "reads_links", False) else dense_adjacency(graph)

    def _scorer(self, module_text: str, greedy: bool = False) -> tuple[Any, Any, float, Any, Any]:
        """The module's facts, ``log_probs(state, valid) -> float64[len(valid)]`` (masked log-softmax of the
        policy's logits; -inf where invalid or beyond the policy's menu), the feature time (s),
        ``logits(state, valid) -> float32[policy's menu]``, the raw logits (``None`` where the group in turn
        leaves the policy only ``next-group``: :func:`episode.beyond_menu`), and ``decide(state, valid) -> (action,
        probability or None)``, the greedy choice (:data:`episode.SKIP` where ``logits`` is ``None``) and its softmax
        probability among the valid actions where it had a choice (the C network does it in one call). ``greedy``: the
        caller decides with ``decide`` (the C network's graph encoder is then started on its own thread at once)."""
        from mqss_edge.env.observe import encode_observation, module_graph
        from mqss_edge.features import CONTEXT_SLICE, CONTEXT_SLOTS, CONTEXT_WINDOW, context_features
        from mqss_edge.quantize.runtime import stepper

        t0 = time.perf_counter()
        net = getattr(self.runtime, "native", None) if self.level == "context" else None
        embedding = None
        if net is not None and greedy:  # the graph first, and its encoder on the network's thread meanwhile
            graph = module_graph(module_text)
            with self._lock:
                embedding = net.embed_async(graph.nodes, graph.edge_links)
        facts = module_facts(module_text)
        n = self.num_actions
        vec0, graph = encode_observation(module_text, [], n, level=self.level)
        adj = self._adjacency(graph)
        t_feat = time.perf_counter() - t0
        step = None
        vec = vec0.copy()  # the static features, with each step's action-history features written in

        def log_probs(state: episode.State, valid: np.ndarray) -> np.ndarray:
            raw = logits(state, valid)
            if raw is None:  # only entries appended since the policy fit this group
                forced = np.full(len(valid), -np.inf)
                forced[episode.SKIP] = 0.0
                return forced
            return masked_log_softmax(raw, valid)

        def logits(state: episode.State, valid: np.ndarray) -> np.ndarray | None:
            nonlocal step
            if episode.beyond_menu(facts, state, n):
                return None
            if self.level == "context":  # only the action-history features change between steps
                vec[CONTEXT_SLICE] = context_features(state.history[-10:], n) if state.history else vec0[CONTEXT_SLICE]
            mask = valid[:n]
            with self._lock:
                if step is None:  # the graph encoder runs once per module
                    step = stepper(self.runtime, self._observation(vec, graph, adj, mask))
                return step(vec, mask)

        def in_numpy(state: episode.State, valid: np.ndarray) -> tuple[int, float | None]:
            # the argmax of :func:`masked_log_softmax` and its probability where the policy had a choice, without
            # the log-softmax itself
            raw = logits(state, valid)
            if raw is None:
                return episode.SKIP, None
            ok = valid[:len(raw)]
            x = np.where(ok, raw, -np.inf)
            a = int(x.argmax())
            if np.count_nonzero(ok) < 2:
                return a, None
            return a, float(1.0 / np.exp(x.astype(np.float64) - float(x[a])).sum())

        if net is None:
            return facts, log_probs, t_feat, logits, in_numpy
        embedded = None
        context = (CONTEXT_SLICE.start, CONTEXT_SLOTS, CONTEXT_WINDOW)

        def in_c(state: episode.State, valid: np.ndarray) -> tuple[int, float | None]:
            # the same in one call of the C network: the history's features, the head, the argmax, the probability
            nonlocal embedded
            if episode.beyond_menu(facts, state, n):
                return episode.SKIP, None
            mask = valid[:n]
            with self._lock:
                if embedded is None:  # the graph encoder runs once per module (started above, where greedy)
                    embedded = embedding() if embedding is not None else net.embed(graph.nodes, graph.edge_links, adj)
                return net.decide(embedded, vec, state.history[-10:], mask, n, context)

        return facts, log_probs, t_feat, logits, in_c

    def select(self, module_text: str, budget: int = 1, *, engine: Any = None, target: Any = None,
               measure: Any = None, guard: bool = True) -> Selection:
        """The policy's plan for a module.

        ``budget=1`` (zero-shot, ~1 ms): the policy run greedily (masked, with overrides) until STOP or the
        length cap. When its :attr:`~Selection.confidence` is under the policy's calibrated threshold
        (:attr:`min_confidence`) and ``guard`` is on, the expert rules' plan is selected instead; otherwise, with
        ``guard`` on, a contraction the policy left on the default lowering gets the expert rules' schedule for its
        group (:func:`contraction_guard`), a costly group of NCHW convs of several shapes left on a loop order gets a
        fitted schedule per shape (:func:`shape_guard`), a plan that leaves math functions to libm gets their polynomial
        approximation (:func:`math_guard`), one that leaves chains of elementwise ops apart gets them fused
        (:func:`fusion_guard`) and one that leaves a table lookup on the default loops gets its index
        hoisted (:func:`gather_guard`). :attr:`~Selection.guarded` says which happened. A module with
        contractions of 2 to :attr:`fold_rows` rows that read a transposed operand (``x @ W^T`` at batch 2-8)
        is selected for with those transposes folded (``mqss-fold-transposes{min-rows=2 max-rows=8}`` first in the
        plan, its group schedules the folded module's); the expert rules' plan, when the guard picks it, is the
        module's own.

        ``budget=K > 1``: the policy's K most probable distinct plans (a beam over its own probabilities),
        each compiled, checked against the reference build and timed by ``engine`` (default: this host) on
        ``target``; the fastest correct one is selected and every candidate is in
        :attr:`~Selection.candidates`. The zero-shot pick (``budget=1``) is always one of them. A module that a
        module rewrite changes (:mod:`mqss_edge.compiler.fold`: transposes folded into the small contractions or
        into every contraction, transposed contraction operands materialized) gives ``K // (R + 1)`` of them to
        each of its ``R`` distinct rewritten forms: the policy's most probable plans for the rewritten module,
        each behind ``mqss-fold-transposes{min-rows=2 max-rows=N}``, ``mqss-fold-transposes`` or
        ``mqss-unfold-transposes``.

        Raises:
            ParseError: the module cannot be read.
            ValueError: ``budget < 1``.
        """
        if budget < 1:
            raise ValueError(f"budget must be at least 1, got {budget}")
        if budget > 1:
            return self._select(module_text, budget, engine, target, measure, guard)
        with _collector_paused():
            return self._select(module_text, budget, engine, target, measure, guard)

    def _select(self, module_text: str, budget: int, engine: Any, target: Any, measure: Any,
                guard: bool) -> Selection:
        t0 = time.perf_counter()
        original, fold = module_text, None
        if budget == 1 and self.fold_rows is not None:
            fr = _small_fold_of(module_text, self.fold_rows)
            if fr.folded:
                module_text, fold = fr.text, self._small_fold()
        facts, log_probs, t_feat, _, decide = self._scorer(module_text, greedy=True)
        conf = [1.0]

        def choose(state: episode.State, valid: np.ndarray) -> int:
            a, p = decide(state, valid)
            if p is not None:
                conf.append(p)
            return a

        state = episode.run(facts, choose, self.max_steps)
        confidence = min(conf)
        if budget > 1:
            return self._measured_best(module_text, facts, log_probs, state, budget, engine, target, measure,
                                       t0, t_feat, confidence)
        plan, guarded = state.plan.with_rewrite(fold), None
        if guard and self.min_confidence is not None and confidence < self.min_confidence:
            from mqss_edge.corpus.module_plan import module_expert_plan

            plan, fold = module_expert_plan(original).plan(), None
            guarded = (f"confidence {confidence:.2f} under the policy's threshold {self.min_confidence:.2f}: "
                       "the expert rules' plan")
        actions = ((str(fold),) if fold else ()) + tuple(ACTION_NAMES[a] for a in state.history)
        rows = episode.describe(facts, state)
        if guard and guarded is None:
            plan, added = contraction_guard(facts, state)
            plan, split = shape_guard(facts, plan)
            approx = math_guard(facts, plan)
            fused = fusion_guard(facts, approx)
            hoisted = gather_guard(facts, fused)
            approximated, plan = approx is not plan, hoisted.with_rewrite(fold)
            reasons = []
            if added:
                given = dict(added)
                ids = set(given)
                shown = {DEFAULT: "default (guard)", FUSED: "fused into its epilogue (guard)"}
                rows = [dict(r, schedule=_guard_label(shown, given[r["group"]])) if r["group"] in ids else r
                        for r in rows]
                reasons.append("contraction, depthwise conv or pooling group" + ("s " if len(ids) > 1 else " ")
                               + ", ".join(map(str, sorted(ids))) + " on the default lowering, a scalar loop order, "
                               "a smaller register tile, a one-row tile, an odd vector width, a peeled row tile, "
                               "im2col on a dense window, a conv window reduced whole, an NHWC conv's epilogue left "
                               "unfused, a contraction's reduction left whole, a large matrix-vector product tiled, "
                               "a plain register tile on a narrow GEMM whose weights fit L2, a plain tile on a dense "
                               "NHWC conv or on a 1x1 or strided NCHW conv: the expert rules' or the menu's fitted "
                               "schedule; or a strided max pool over a large input: the channel-vector window")
            if split:
                rows = [dict(r, schedule=r["schedule"] + " (its shapes apart: a fitted tile per shape, guard)")
                        if r["group"] in split else r for r in rows]
                reasons.append("NCHW conv group" + ("s " if len(split) > 1 else " ") + ", ".join(map(str, split))
                               + " of several shapes on a loop order: a fitted schedule per shape (an im2col GEMM "
                               "for 1x1 convs, a direct accumulator tile for windows)")
            if approximated:
                reasons.append("math functions approximated by polynomials")
            if fused is not approx:
                reasons.append("elementwise chains fused")
            if hoisted is not fused:
                reasons.append("a table lookup's index hoisted (affine LICM)")
            guarded = "; ".join(reasons) or None
        # the pipeline of the text the plan's schedules target (the folded one, read once already)
        seen, bare = (module_text, plan.with_rewrite(None)) if fold else (original, plan)
        full, script = plan_pipeline(seen, bare, TRANSFORM_LIBRARY_NAME, module_of(seen))
        return Selection(plan, actions, state.overridden, full, script, (time.perf_counter() - t0) * 1e3,
                         t_feat * 1e3, tuple(rows), confidence, guarded)

    def _small_fold(self) -> Pass:
        """The fold zero-shot selection applies: contractions of ``SMALL_M_MIN_ROWS`` to :attr:`fold_rows` rows."""
        return Pass(FOLD_TRANSPOSES, (("min-rows", str(SMALL_M_MIN_ROWS)), ("max-rows", str(self.fold_rows))))

    def beam(self, module_text: str, k: int) -> list[tuple[episode.State, float]]:
        """The policy's ``k`` most probable distinct plans (finished episodes, best first) with their
        log-probabilities: a beam of width ``k`` over the episode's steps."""
        facts, log_probs, _, _, _ = self._scorer(module_text)
        return _beam(facts, log_probs, k, self.max_steps)

    def _measured_best(self, text: str, facts: Any, log_probs: Any, greedy_state: episode.State, k: int,
                       engine: Any, target: Any, measure: Any, t0: float, t_feat: float,
                       confidence: float) -> Selection:
        from mqss_edge.compiler.driver import Target
        from mqss_edge.engine import Engine, MeasureConfig

        engine = engine or Engine()
        measure = measure or MeasureConfig()
        # Each module rewrite that changes the module (transposes folded into the small contractions, into every
        # contraction, or transposed operands materialized) gets an equal share of the budget with the module
        # itself: the policy's plans for the rewritten module, each behind the rewrite.
        forms = ([self._small_fold()] if self.fold_rows is not None else []) + [Pass(name) for name in REWRITES]
        rewritten: list[tuple[Pass, Any]] = []
        for rp in forms:
            fr = rewrite(rp, text)
            if fr.folded and all(fr.text != other.text for _, other in rewritten):
                rewritten.append((rp, fr))
        share = k // (len(rewritten) + 1)
        r_pools: list[tuple[Pass, Any, list[tuple[episode.State, float]]]] = []
        for rp, fr in rewritten:
            r_facts, r_log_probs, _, _, _ = self._scorer(fr.text)
            r_pools.append((rp, r_facts, _beam(r_facts, r_log_probs, share, self.max_steps)))
        used = sum(len(p) for _, _, p in r_pools)
        pool = _beam(facts, log_probs, k - used, self.max_steps)
        candidates: list[tuple[Plan, float, Any, Any]] = [(st.plan, lp, st, facts) for st, lp in pool] + [
            (st.plan.with_rewrite(rp), lp, st, r_facts) for rp, r_facts, p in r_pools for st, lp in p]
        # the zero-shot pick (``budget=1``: the fold of small contractions, the guard) is always one of them
        zero = self.select(text)
        if all(str(c[0]) != str(zero.plan) for c in candidates):  # in place of the module's least probable plan
            drop = len(pool) - 1 if pool else len(candidates) - 1
            candidates = [c for i, c in enumerate(candidates) if i != drop or len(candidates) < k]
            candidates.append((zero.plan, _logp(facts, log_probs, greedy_state), None, None))
        rows, best = [], None
        for plan, lp, st, on in candidates:
            ev = engine.evaluate(text, plan, target=target or Target.HOST, measure=measure)
            ms, lp = (ev.runtime_ms() if ev.ok else None), round(lp, 4)
            rows.append({"pipeline": str(plan), "logp": lp, "status": ev.status.value, "runtime_ms": ms})
            # plans that compile to one binary share its runtime (Engine.evaluate): the more probable one wins the tie
            if ms is not None and (best is None or (ms, -lp) < (best[1], -best[4])):
                best = (plan, ms, st, on, lp)
        rows.sort(key=lambda r: (r["runtime_ms"] is None, r["runtime_ms"] or 0.0, -r["logp"]))
        elapsed = (time.perf_counter() - t0) * 1e3
        if best is None or best[2] is None:  # nothing ran, or the zero-shot pick was the fastest
            return replace(zero, latency_ms=elapsed, features_ms=t_feat * 1e3, candidates=tuple(rows))
        plan, _, state, on, _ = best
        rp = plan.rewrite_pass
        full, script = plan_pipeline(text, plan, TRANSFORM_LIBRARY_NAME, None if rp else module_of(text))
        names = ((str(rp),) if rp else ()) + tuple(ACTION_NAMES[a] for a in state.history)
        described = episode.describe(on, state)
        return Selection(plan, names, state.overridden, full, script, elapsed, t_feat * 1e3, tuple(described),
                         confidence, None, tuple(rows))

    # ---- safe compilation -------------------------------------------------------------------------

    def compile(self, module_text: str, *, engine: Any = None, family: str | None = None, target: Any = None,
                measure: Any = None, verify_speed: bool = False, guard: bool = True) -> CompileReport:
        """Compile with the policy's pipeline, falling back per op group, then to the family baseline, then to
        the default pipeline, and report which happened.

        A schedule that fails on its op group (does not apply, verify, compile or check) leaves that group on
        the default lowering while the other groups keep theirs (:func:`mqss_edge.fallback.fit_plan`); the
        check always compares the whole module with the reference build.

        ``verify_speed``: the pick is timed against the family baseline (the expert module plan where the
        module has no family) on ``target`` with ``measure`` (default: 3 processes) and the faster is kept
        (:attr:`CompileReport.speed_check`). ``guard``: as in :meth:`select`.

        Raises:
            ParseError / AbiError: the module itself is bad.
        """
        from mqss_edge.compiler.driver import Target
        from mqss_edge.corpus import family_baseline, guess_family
        from mqss_edge.engine import Engine, MeasureConfig
        from mqss_edge.fallback import with_fallback

        engine = engine or Engine()
        target = target or Target.HOST
        if verify_speed and measure is None:
            measure = MeasureConfig()
        sel = self.select(module_text, guard=guard)
        candidates: list[tuple[str, Plan]] = []
        fam = family or guess_family(module_text)
        if fam is not None:
            candidates.append(("baseline", family_baseline(fam)))
        candidates.append(("default", Plan()))
        fb = with_fallback(engine, module_text, sel.plan, candidates, target=target, measure=measure,
                           alternative=family_rule(prepared_text(module_text, sel.plan)))
        report = CompileReport(sel, fb.used, fb.reason, fb.evaluation, fb.attempts, fb.dropped)
        if not verify_speed or fb.used != "policy":
            return report
        if fam is not None:
            name, base = "baseline", family_baseline(fam)
        else:
            from mqss_edge.corpus.module_plan import module_expert_plan

            name, base = "expert", module_expert_plan(module_text).plan()
        ev = engine.evaluate(module_text, base, target=target, measure=measure)
        pick_ms, base_ms = fb.evaluation.runtime_ms(), ev.runtime_ms() if ev.ok else None
        keep = name if base_ms is not None and pick_ms is not None and base_ms < pick_ms else "policy"
        check = {"policy_ms": pick_ms, f"{name}_ms": base_ms, "kept": keep}
        if keep == "policy":
            return replace(report, speed_check=check)
        return replace(report, used=name, evaluation=ev, attempts=report.attempts + ((name, ev.status.value),),
                       speed_check=check)

    # ---- explanations -----------------------------------------------------------------------------

    def explain_selection(self, module_text: str, pick: Selection, top: int = 3) -> dict[str, list[tuple[str, float]]]:
        """:meth:`explain` of each action of ``pick``, read on the text it was chosen for: a pick behind a module
        rewrite (``select`` with a budget) was chosen on the rewritten module, and the rewrite itself is no menu
        action (it has no entry)."""
        seen = prepared_text(module_text, pick.plan)
        return {a: self.explain(seen, a, top) for a in pick.actions if a.split("{")[0] not in REWRITES}

    def explain(self, module_text: str, action: str | int, top: int = 3) -> list[tuple[str, float]]:
        """The named features that contribute most to ``action``'s logit at the decision where the greedy
        episode chose it (the first decision when it did not), read with that step's real mask and action
        history: what the policy saw when it chose.

        Contribution of feature i = logit(action | v) - logit(action | v with v_i = 0) (occlusion), so the
        signs say whether the feature pushed toward (+) or away from (-) the action; works for every backend.

        Raises:
            PolicyError: ``action`` was appended to the menu after this policy was trained, or the safety
                mask rules it out at that decision (a masked action has no logit to explain).
        """
        from mqss_edge.env.observe import encode_observation
        from mqss_edge.features import CONTEXT_SLICE, context_features, feature_names

        a = action_index(action) if isinstance(action, str) else int(action)
        if a >= self.num_actions:
            raise PolicyError(f"{ACTION_NAMES[a]} was appended to the menu after this policy was trained")
        facts, log_probs, _, _, _ = self._scorer(module_text)
        seen: list[tuple[episode.State, np.ndarray, int]] = []

        def choose(state: episode.State, valid: np.ndarray) -> int:
            chosen = int(np.argmax(log_probs(state, valid)))
            seen.append((state, valid, chosen))
            return chosen

        episode.run(facts, choose, self.max_steps)
        state, valid, _ = next((row for row in seen if row[2] == a), seen[0])
        if not valid[a]:
            raise PolicyError(f"{ACTION_NAMES[a]} is masked at this decision: the safety layer rules it out here")
        vec, graph = encode_observation(module_text, [], self.num_actions, level=self.level)
        if state.history and self.level == "context":
            vec[CONTEXT_SLICE] = context_features(list(state.history[-10:]), self.num_actions)
        adj = self._adjacency(graph)
        mask = valid[:self.num_actions]
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


#: what ``Selector.load`` selects for before it returns: a contraction, a convolution and a row reduction, so
#: the first real call finds the reader's op templates, the code paths of each op kind and the runtime's
#: buffers for a few graph sizes already made
WARMUP_KERNELS = ("matmul_256.mlir", "conv_nhwc_34x34x32x64.mlir", "softmax_256x1024.mlir")


def masked_log_softmax(logits: Any, valid: np.ndarray) -> np.ndarray:
    """Log-probabilities over the valid actions (-inf elsewhere, and beyond ``logits``: a policy trained on
    an earlier menu never chooses the entries appended since)."""
    x = np.full(len(valid), -np.inf)
    lg = np.asarray(logits, dtype=np.float64)[:len(valid)]
    x[:len(lg)] = lg
    x = np.where(valid, x, -np.inf)
    top = x.max()
    if not np.isfinite(top):
        return x
    z = x - top
    return z - np.log(np.exp(z).sum())


def _beam(facts: Any, log_probs: Any, k: int, base_steps: int) -> list[tuple[episode.State, float]]:
    """Beam search of width ``k`` over whole episodes; distinct plans, most probable first."""
    live: list[tuple[float, episode.State]] = [(0.0, episode.State())]
    done: dict[str, tuple[float, episode.State]] = {}

    def finish(lp: float, st: episode.State) -> None:
        key = str(st.plan)
        if key not in done or lp > done[key][0]:
            done[key] = (lp, st)

    for _ in range(episode.max_steps(facts, base_steps)):
        grown: list[tuple[float, episode.State]] = []
        for lp0, st in live:
            valid = episode.mask(facts, st)
            lp = log_probs(st, valid)
            for a in np.argsort(-lp)[:k]:
                if not np.isfinite(lp[a]):
                    break
                nxt, ev = episode.step(facts, st, int(a), valid)
                if ev.kind == "stop":
                    finish(lp0 + float(lp[a]), nxt)
                else:
                    grown.append((lp0 + float(lp[a]), nxt))
        grown.sort(key=lambda t: -t[0])
        live = grown[:k]
        if not live:
            break
    for lp, st in live:  # the length cap ends these episodes
        finish(lp, st)
    ranked = sorted(done.values(), key=lambda t: -t[0])[:k]
    return [(st, lp) for lp, st in ranked]


def _logp(facts: Any, log_probs: Any, state: episode.State) -> float:
    """The policy's log-probability of the episode ``state`` was reached by."""
    st, total = episode.State(), 0.0
    for a in state.history:
        valid = episode.mask(facts, st)
        total += float(log_probs(st, valid)[a])
        st, _ = episode.step(facts, st, a, valid)
    if state.done:
        total += float(log_probs(st, episode.mask(facts, st))[next(i for i, m in enumerate(_MENU) if m.is_stop)])
    return total
