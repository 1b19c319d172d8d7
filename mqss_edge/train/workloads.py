"""What the trainer trains on and how a plan is scored: the workloads of a split, the reward norms, and
the env evaluator backed by the engine (shared by the trainer, the teacher search and the tests)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from mqss_edge.env.reward import Metrics, Norms


def load_workloads(split: str, max_modules: int = 0, modules: Sequence[Any] | None = None, augment: int = 0,
                   augment_seed: int = 0, models: bool = False) -> list[Any]:
    """Corpus entries of a split as env workloads (then ``augment`` generated modules per family, then,
    with ``models``, the real models of the same split of the model corpus).

    The family baseline is measured through the same evaluator as every candidate (same measurement
    settings, cached in the store), so reward ratios compare like with like. A whole model has no family
    pipeline: its hand-tuned baseline is the expert module plan (the family rule per loop rank,
    :func:`~mqss_edge.corpus.module_plan.module_expert_plan`), what a user's compiler engineer would write.

    Raises:
        ValueError: ``augment`` with a split other than ``train`` (generated modules are training material).
    """
    from mqss_edge import corpus
    from mqss_edge.env.pipeline_env import Workload

    entries = list(modules) if modules is not None else corpus.split(split)
    if max_modules:
        entries = entries[:max_modules]
    if augment:
        if split != "train":
            raise ValueError(f"generated modules only join the train split, not {split!r}")
        from mqss_edge.corpus.augment import augmented

        entries += augmented(augment, augment_seed)
    out = [Workload(e.uri, e.text(), e.family, None, corpus.family_baseline(e.family)) for e in entries]
    if models:
        out += model_workloads(split)
    return out


def model_workloads(split: str) -> list[Any]:
    """The real models of a model-corpus split as env workloads, each with its expert module plan as the
    baseline (family ``model:<architecture family>``, so stratification and reports keep them apart)."""
    from mqss_edge.corpus.module_plan import module_expert_plan
    from mqss_edge.corpus.zoo import models_split
    from mqss_edge.env.pipeline_env import Workload

    out = []
    for e in models_split(split):
        text = e.text()
        out.append(Workload(e.uri, text, f"model:{e.family}", None, module_expert_plan(text).plan()))
    return out


def reward_norms(workloads: Sequence[Any], evaluate: Callable[..., Any], sample: int = 48) -> Norms:
    """Per-component normalization from the training set: log(baseline / alternative) percentiles over
    the default pipeline and the expert rules of a fixed sample of training modules, measured through
    the same evaluator as every candidate (so cached and comparable)."""
    from mqss_edge import corpus
    from mqss_edge.pipeline import Plan

    samples: dict[str, list[float]] = {"compile": [], "runtime": [], "size": [], "l1": []}
    entries = corpus.by_uri()
    step = max(1, len(workloads) // sample)
    for w in list(workloads)[::step][:sample]:
        base = evaluate(w, w.baseline_plan or Plan())
        if not base.ok:
            continue
        alts = [Plan()]
        if w.uri in entries:
            alts.append(corpus.expert_plan(entries[w.uri]))
        for plan in alts:
            out = evaluate(w, plan)
            if not out.ok:
                continue
            for comp in ("compile", "runtime", "size", "l1"):
                a, b = getattr(base.metrics, comp), getattr(out.metrics, comp)
                if a and b:
                    samples[comp].append(math.log(a / b))
    return Norms.from_log_ratios(samples)


def evaluator_for(cfg: Any, store: str | Any | None = None) -> Callable[..., Any]:
    """The training evaluator of a :class:`~mqss_edge.train.config.TrainConfig`: its measurement settings
    and, with ``cfg.chip``, that chip's target, device and L1 (``store`` overrides ``cfg.store``)."""
    from mqss_edge.env.reward import ChipProfile

    chip = ChipProfile.load(cfg.chip) if cfg.chip else None
    return make_evaluator(store if store is not None else cfg.store, cfg.measure_repeat, cfg.measure_processes,
                          cfg.pin, chip=chip)


def make_evaluator(store: str | Any = "", repeat: int = 5, processes: int = 3, pin: str = "",
                   chip: Any = None) -> Callable[..., Any]:
    """An env evaluator backed by the engine (compile + check + measure, all stored).

    Args:
        store: a result store path ("" for the default user cache) or an open ``Store``.
        repeat: timed calls per process.
        processes: processes per measurement.
        pin: CPU list for pinned measurements ("" for none).
        chip: a :class:`~mqss_edge.env.reward.ChipProfile` whose target, device and L1 decide the figures
            (:func:`chip_evaluator`); ``None``: this host, no L1.
    """
    if chip is not None and (chip.target != "host" or chip.device != "local" or chip.weights.l1):
        return chip_evaluator(chip, store, repeat, processes, pin)
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.env.pipeline_env import Outcome
    from mqss_edge.store import Store

    engine = Engine(store if isinstance(store, Store) else Store(store) if store else None)
    cfg = MeasureConfig(warmup=2, repeat=repeat, processes=processes, pin=pin or None)

    def evaluate(workload: Any, plan: Any) -> Any:
        ev = engine.evaluate(workload.text, plan, measure=cfg)
        if not ev.ok:
            return Outcome(False, ev.status.value, None)
        l1 = ev.l1.miss_rate if ev.l1 else None
        return Outcome(True, "ok", Metrics(ev.compile_ms.get("total", 0.0), ev.runtime_ms() or 0.0,
                                           float(ev.text_bytes), l1))

    return evaluate


def chip_evaluator(chip: Any, store: str | Any = "", repeat: int = 5, processes: int = 3,
                   pin: str = "") -> Callable[..., Any]:
    """The evaluator of a chip profile: every figure for the chip, each with its source recorded.

    - **Build, check, size, compile time**: the candidate compiled for the chip's target (clang-22
      cross-compiling for aarch64), checked against the reference build (under qemu for aarch64); the size
      term reads that object's ``.text``.
    - **Runtime**: timed on the chip's device when it is real hardware (``local``, ``adb``, ``ssh``); for an
      emulated chip (``qemu-*``, whose timings mean nothing) the host build of the same pipeline is timed
      instead, recorded as ``host proxy``.
    - **L1 miss rate** (when the chip weighs it): ``perf`` / ``simpleperf`` on the device when the profile
      or the device's PMU says so, else cachegrind simulating the chip's own L1D geometry on an x86-64-v3
      build of the same pipeline (the loop structure decides the misses).

    A candidate that fails on the chip's target fails; one that passes there but fails on the host (the
    proxy or cachegrind build) fails too, with the host's status.
    """
    from mqss_edge.compiler.driver import Target
    from mqss_edge.device import open_device
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.env.pipeline_env import Outcome
    from mqss_edge.store import Store

    st = store if isinstance(store, Store) else Store(store) if store else Store()
    target = Target(chip.target)
    cfg = MeasureConfig(warmup=2, repeat=repeat, processes=processes, pin=pin or None)
    proxy = chip.runtime_proxy
    # the engine building for the chip (checks under qemu for aarch64) and timing on its device
    engine = Engine(st, device=None if proxy or chip.device == "local" else open_device(chip.device))
    host = engine if proxy or chip.device == "local" else Engine(st)  # host runs: proxy timing, cachegrind
    run_target = Target.HOST if proxy else target
    want_l1 = chip.weights.l1 > 0
    l1_source = chip.l1_source
    if l1_source == "auto":
        l1_source = engine.device.info().l1_source if not proxy else "cachegrind"
    l1_engine = engine if l1_source in ("perf", "simpleperf") else host
    geometry = chip.l1.cachegrind()

    def evaluate(workload: Any, plan: Any) -> Any:
        ev = engine.evaluate(workload.text, plan, target=target, measure=None if proxy else cfg)
        sources = {"target": target.value, "size": f"{target.value} .text"}
        if not ev.ok:
            return Outcome(False, ev.status.value, None, sources)
        run = ev
        if proxy:
            run = host.evaluate(workload.text, plan, target=run_target, measure=cfg)
            if not run.ok:
                return Outcome(False, run.status.value, None, {**sources, "runtime": "host proxy"})
        sources["runtime"] = "host proxy" if proxy else f"{engine.device.info().spec} ({run_target.value})"
        l1 = None
        if want_l1:
            lev = l1_engine.evaluate(workload.text, plan, l1=True, l1_geometry=geometry, l1_source=l1_source)
            if lev.l1 is not None and lev.l1.miss_rate is not None:
                l1 = lev.l1.miss_rate
                sources["l1"] = lev.l1.source
            else:
                sources["l1"] = "unavailable"
        return Outcome(True, "ok", Metrics(ev.compile_ms.get("total", 0.0), run.runtime_ms() or 0.0,
                                           float(ev.text_bytes), l1), sources)

    return evaluate
