"""The reward: pure functions of an outcome, the module's family baseline, and a chip profile."""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

COMPONENTS = ("compile", "runtime", "size", "l1")


@dataclass(frozen=True)
class RewardWeights:
    """Weights of the reward components (the seed design's defaults); they need not sum to 1."""

    success: float = 0.3
    compile: float = 0.2
    runtime: float = 0.4
    size: float = 0.1
    l1: float = 0.0
    failure_penalty: float = 0.5  # bounded: a failure costs at most what success is worth + this
    # a hard compile budget against the family baseline's compile time (0: none): a candidate over it is
    # a failure for reward and selection (a chip profile's ``max_compile_ratio``)
    max_compile_ratio: float = 0.0


@dataclass(frozen=True)
class ChipProfile:
    """One chip's reward profile, build target and measurement (``chips/*.toml``).

    Attributes:
        name: profile name.
        weights: reward weights (``max_compile_ratio``, a top-level key of the TOML, travels with them).
        target: build target (``host``, ``x86_64-v3``, ``aarch64``): candidates are compiled, checked
            (under qemu for aarch64) and their ``.text`` sized for it.
        triple: the LLVM target triple, recorded for users.
        device: device spec the runtime is measured on (``local``, ``adb:SERIAL``, ``ssh:...``,
            ``qemu-aarch64``). An emulated device's timings mean nothing: the host run of the same
            pipeline stands in, flagged as a proxy in every record (:attr:`runtime_proxy`).
        l1: the chip's L1 data cache (size, associativity, line, in bytes): the geometry cachegrind
            simulates where the device has no PMU to count with.
        l1_source: ``auto`` (``perf`` / ``simpleperf`` where the device has a PMU, else cachegrind),
            ``perf``, ``simpleperf`` or ``cachegrind``.
        policy: the precision / backend a fine-tuned policy for this chip ships as (``quantize --to``):
            ``onnx-int8`` (ONNX Runtime on the CPU), ``tensorrt-int8`` where the chip has an NVIDIA GPU.
        notes: where the profile's numbers come from.
    """

    name: str = "default"
    weights: RewardWeights = field(default_factory=RewardWeights)
    target: str = "host"
    triple: str = "x86_64-pc-linux-gnu"
    device: str = "local"
    l1: L1Geometry = field(default_factory=lambda: L1Geometry())
    l1_source: str = "auto"
    policy: str = "onnx-int8"
    notes: str = ""

    @property
    def runtime_proxy(self) -> bool:
        """The device is emulated: runtimes come from the host build of the same pipeline."""
        return self.device.startswith("qemu")

    def digest(self) -> str:
        """A short hash of everything that changes what the profile measures and rewards."""
        import hashlib
        import json
        from dataclasses import asdict

        d = asdict(self)
        d.pop("notes")
        return hashlib.sha256(json.dumps(d, sort_keys=True).encode()).hexdigest()[:16]

    @staticmethod
    def load(path: str | Path) -> ChipProfile:
        """Read a profile.

        Raises:
            ValueError: unknown keys, weights or L1 fields, or an L1 geometry cachegrind cannot simulate.
        """
        data = tomllib.loads(Path(path).read_text())
        known = {"name", "target", "triple", "device", "weights", "l1", "l1_source", "max_compile_ratio", "policy",
                 "notes"}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"{path}: unknown chip profile keys {sorted(unknown)}")
        w = dict(data.get("weights", {}))
        unknown = set(w) - set(RewardWeights.__dataclass_fields__)
        if unknown:
            raise ValueError(f"{path}: unknown reward weights {sorted(unknown)}")
        if "max_compile_ratio" in data:
            w["max_compile_ratio"] = float(data["max_compile_ratio"])
        g = data.get("l1", {})
        unknown = set(g) - {"size", "assoc", "line"}
        if unknown:
            raise ValueError(f"{path}: unknown l1 fields {sorted(unknown)} (size, assoc, line in bytes)")
        try:
            l1 = L1Geometry(**{k: int(v) for k, v in g.items()})
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None
        source = data.get("l1_source", "auto")
        if source not in ("auto", "perf", "simpleperf", "cachegrind"):
            raise ValueError(f"{path}: l1_source must be auto, perf, simpleperf or cachegrind, not {source!r}")
        return ChipProfile(name=data.get("name", Path(path).stem), weights=RewardWeights(**w),
                           target=data.get("target", "host"), triple=data.get("triple", "x86_64-pc-linux-gnu"),
                           device=data.get("device", "local"), l1=l1, l1_source=source,
                           policy=data.get("policy", "onnx-int8"), notes=data.get("notes", ""))


@dataclass(frozen=True)
class L1Geometry:
    """An L1 data cache: total size, associativity and line size, in bytes (what cachegrind's ``--D1``
    takes). The default is this machine's (32 KiB, 8-way, 64 B lines)."""

    size: int = 32768
    assoc: int = 8
    line: int = 64

    def __post_init__(self) -> None:
        pow2 = lambda x: x > 0 and x & (x - 1) == 0  # noqa: E731
        if not (pow2(self.line) and self.assoc > 0 and self.size % (self.assoc * self.line) == 0
                and pow2(self.size // (self.assoc * self.line))):
            raise ValueError(f"L1 {self.size},{self.assoc},{self.line}: cachegrind needs a power-of-two line and "
                             "number of sets (size = sets x assoc x line)")

    def cachegrind(self) -> str:
        return f"{self.size},{self.assoc},{self.line}"


@dataclass(frozen=True)
class Norms:
    """Per-component [lo, hi] of ``log(baseline / candidate)``: a range symmetric around the baseline whose
    half-width is the 95th percentile of the training set's log-ratios (see :meth:`from_log_ratios`)."""

    lo: dict[str, float] = field(default_factory=lambda: {c: -math.log(4.0) for c in COMPONENTS})
    hi: dict[str, float] = field(default_factory=lambda: {c: math.log(4.0) for c in COMPONENTS})

    @staticmethod
    def from_log_ratios(samples: dict[str, list[float]], q_hi: float = 95.0,
                        min_headroom: float = math.log(2.0), q_lo: float | None = None) -> Norms:
        """Ranges from measured log-ratios of alternatives against the family baseline.

        Default (``q_lo`` None): symmetric, ``[-h, h]`` with ``h = max(percentile(q_hi), min_headroom)``.
        An alternative slower than the baseline by more than the training set's typical best gain earns
        nothing for that component, and gains and losses of the same size move the reward equally. A
        percentile lower bound is skewed by pipelines nobody would choose (the default pipeline runs
        tens of times slower than a tuned one: its 5th percentile is about ``log(1/40)``), which flattens the
        runtime term near the baseline until compile time and code size decide every choice between
        good pipelines (measured on the training split: the reward-optimal candidate then captured 0.49 of
        the best candidate's log-speedup, 0.80 with the symmetric range).

        With ``q_lo``: ``[min(percentile(q_lo), -min_headroom), hi]`` (the asymmetric form). ``hi`` is at
        least ``min_headroom`` so that beating the baseline always earns more.
        """
        default = Norms()
        lo, hi = dict(default.lo), dict(default.hi)
        for c, vals in samples.items():
            v = [x for x in vals if math.isfinite(x)]
            if len(v) < 5:
                continue
            h = max(float(np.percentile(v, q_hi)), min_headroom)
            lo[c], hi[c] = (-h if q_lo is None else min(float(np.percentile(v, q_lo)), -min_headroom)), h
        return Norms(lo, hi)

    def to_dict(self) -> dict[str, dict[str, float]]:
        return {"lo": self.lo, "hi": self.hi}


@dataclass(frozen=True)
class Metrics:
    """What a pipeline (or the baseline) costs: compile ms, runtime ms, .text bytes, L1 miss rate."""

    compile: float
    runtime: float
    size: float
    l1: float | None = None


def log_ratio(baseline: float | None, candidate: float | None) -> float:
    """``log(baseline / candidate)``: positive when the candidate is cheaper."""
    if not baseline or not candidate or baseline <= 0 or candidate <= 0:
        return 0.0
    return math.log(baseline / candidate)


def normalized(component: str, baseline: float | None, candidate: float | None, norms: Norms) -> float:
    """``clip((log(b/c) - lo) / (hi - lo), 0, 1)`` for one component."""
    lo, hi = norms.lo[component], norms.hi[component]
    return float(min(1.0, max(0.0, (log_ratio(baseline, candidate) - lo) / (hi - lo))))


def reward(ok: bool, candidate: Metrics | None, baseline: Metrics, norms: Norms, w: RewardWeights) -> float:
    """Reward of one finished pipeline.

    For a pipeline that compiled, ran and matched the reference::

        r = w.success + sum_c w.c * clip((log(baseline_c / candidate_c) - lo_c) / (hi_c - lo_c), 0, 1)

    over c in {compile, runtime, size, l1}, where [lo_c, hi_c] = [-h_c, h_c] and h_c is the 95th
    percentile of the log-ratios over the training set, at least log 2 (:meth:`Norms.from_log_ratios`;
    the L1 term is skipped when either miss rate is unknown).
    A failed or miscompiled pipeline gets ``r = -w.failure_penalty``: bounded, so one failure cannot
    dominate the gradient, and below anything a correct pipeline earns (r >= 0). So does one that compiles
    more than ``w.max_compile_ratio`` times longer than the baseline, when the chip sets a budget.
    """
    if not ok or candidate is None:
        return -w.failure_penalty
    if w.max_compile_ratio and baseline.compile > 0 and candidate.compile > w.max_compile_ratio * baseline.compile:
        return -w.failure_penalty  # over the chip's compile budget: a failure
    r = w.success
    for term in reward_terms(candidate, baseline, norms, w).values():
        r += term
    return r


def reward_terms(candidate: Metrics, baseline: Metrics, norms: Norms, w: RewardWeights) -> dict[str, float]:
    """The weighted components of a correct pipeline's :func:`reward` past ``w.success``, in the order the reward
    adds them: ``w.c * clip((log(baseline_c / candidate_c) - lo_c) / (hi_c - lo_c), 0, 1)`` for c in ``compile``,
    ``runtime``, ``size`` and, where both miss rates are known and the chip weighs it, ``l1``."""
    terms = {"compile": w.compile * normalized("compile", baseline.compile, candidate.compile, norms),
             "runtime": w.runtime * normalized("runtime", baseline.runtime, candidate.runtime, norms),
             "size": w.size * normalized("size", baseline.size, candidate.size, norms)}
    if w.l1 and baseline.l1 is not None and candidate.l1 is not None:
        terms["l1"] = w.l1 * normalized("l1", baseline.l1, candidate.l1, norms)
    return terms
