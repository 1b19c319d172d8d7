"""Benchmarking pipelines on real devices: a device farm, resumable through the result store.

For every module and every device, three pipelines are built for the device's architecture —
``default`` (the empty plan), ``baseline`` (the module family's hand-tuned plan) and, with a policy,
``policy`` (the plan the selector picks) — deployed, checked against the reference build's outputs on
the device (a wrong answer is recorded as ``miscompile`` and never timed), then timed A/B-interleaved
with :func:`~mqss_edge.device.time_interleaved`. L1 miss rates come from hardware counters
(perf / simpleperf) when the device has them, from cachegrind on the local machine, and are reported as
``unavailable`` otherwise; nothing is ever estimated.

Devices run in parallel, one thread each. Every finished (device identity, module, pipeline, settings)
result is written to the :class:`~mqss_edge.store.Store` at once, so a device that disconnects is
reopened and resumes where it stopped, and a rerun of the same command measures nothing twice.

The result is one JSON document (:data:`SCHEMA_VERSION`, validated against
``mqss_edge/data/bench.schema.json``). :func:`compare_results` flags regressions against an older
document only when they are statistically significant (one-sided Mann–Whitney U on the raw samples
*and* a hierarchical bootstrap CI of the median ratio above 1) *and* larger than a threshold, and only
between results of identical device identity; emulated (qemu) timings are never compared.
"""

from __future__ import annotations

import enum
import hashlib
import json
import math
import os
import platform
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from mqss_edge.errors import DeviceError, DeviceNotFound, DeviceTimeout, MqssError
from mqss_edge.store import make_key

if TYPE_CHECKING:
    from mqss_edge.compiler.driver import CompileResult, Target
    from mqss_edge.device import Device, DeviceInfo
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store

#: Version of the JSON document :func:`run_bench` produces; older documents stay loadable.
SCHEMA_VERSION = 1
#: Part of every store key: bump when what a stored bench record means changes.
BENCH_VERSION = 1
SCHEMA_PATH = Path(__file__).resolve().parent / "data" / "bench.schema.json"
#: Upper bound on timed calls per process when ``min_time`` raises ``repeat``.
MAX_REPEAT = 100_000


class BenchError(MqssError):
    """A benchmark input (module list, result file) is unusable."""


class Variant(str, enum.Enum):
    """Which pipeline a result row is for."""

    DEFAULT = "default"
    BASELINE = "baseline"
    POLICY = "policy"


@dataclass(frozen=True)
class BenchConfig:
    """How ``mqss-edge bench`` measures; logged in full in every result document.

    Attributes:
        devices: device specs (see :func:`mqss_edge.device.open_device`), one thread each.
        warmup: untimed calls per process before the timed ones.
        repeat: timed calls per process (raised by ``min_time``).
        processes: separate processes per pipeline, interleaved A/B with rotating order.
        min_time: seconds of timed calls each process should at least last (0: ``repeat`` as given);
            ``repeat`` is raised from a short calibration run, up to :data:`MAX_REPEAT`.
        pin: CPU list for taskset (``None``: no pinning); ignored where the device has no taskset.
        drop_caches: drop the page cache before each process where permitted.
        cool_down: wait before each module until every thermal zone is below this many °C.
        cool_down_timeout: longest wait for ``cool_down``, in seconds.
        l1: measure L1 data-cache miss rates.
        attempts: times a device is opened before it is reported failed (reconnects included).
        retry_wait: seconds between attempts.
        timeout: seconds for one check or timed process on a device.
    """

    devices: tuple[str, ...]
    warmup: int = 3
    repeat: int = 10
    processes: int = 3
    min_time: float = 0.0
    pin: str | None = "0"
    drop_caches: bool = True
    cool_down: float | None = None
    cool_down_timeout: float = 120.0
    l1: bool = True
    attempts: int = 3
    retry_wait: float = 2.0
    timeout: float = 120.0

    def settings(self) -> dict[str, Any]:
        """The fields that determine a measurement (part of its store key)."""
        return {"warmup": self.warmup, "repeat": self.repeat, "processes": self.processes,
                "min_time": self.min_time, "pin": self.pin, "drop_caches": self.drop_caches}


@dataclass(frozen=True)
class BenchModule:
    """One module to benchmark.

    Attributes:
        name: short name (corpus name or file stem).
        text: the MLIR text.
        uri: corpus URI, or ``file://`` path for ``--module`` files.
        family: corpus family (for the family baseline), ``None`` when unknown.
    """

    name: str
    text: str
    uri: str
    family: str | None = None

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()


@dataclass(frozen=True)
class ProgressEvent:
    """What a device thread reports: ``state`` is opening | running | retrying | done | failed."""

    device: str
    state: str
    done: int
    total: int
    message: str = ""


@dataclass
class BenchResult:
    """The result document of one run (see ``bench.schema.json``) and helpers to read it."""

    doc: dict[str, Any]

    @property
    def failed_devices(self) -> list[str]:
        return [d["spec"] for d in self.doc["devices"] if d["status"] == "failed"]

    @property
    def measured(self) -> int:
        """Pipelines timed in this run (0 when everything came from the store)."""
        return int(self.doc["measured"])

    def rows(self, device: str | None = None) -> list[dict[str, Any]]:
        return [r for r in self.doc["results"] if device is None or r["device"] == device]

    def write(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.doc, indent=1, sort_keys=True) + "\n")


# ---- inputs ----------------------------------------------------------------------------------------


def load_modules(split: str | None = None, paths: Sequence[str | Path] = (),
                 max_modules: int | None = None) -> list[BenchModule]:
    """The modules of a corpus split, or module files.

    A file whose text is a corpus module's is that module (name, URI, family); any other file is named
    by its stem and gets the family of its nearest corpus module (:func:`mqss_edge.corpus.guess_family`),
    so it is benchmarked against that family's baseline.

    Raises:
        BenchError: neither or both of ``split`` and ``paths``, or nothing to run.
        CorpusError: unknown split, or a split without a corpus.
        ParseError: a module file is not readable MLIR.
    """
    if split is None and not paths:
        raise BenchError("nothing to benchmark: give a corpus split (--split) or module files (--module)")
    if split is not None and paths:
        raise BenchError("give a corpus split or module files, not both")
    mods: list[BenchModule] = []
    if split is not None:
        from mqss_edge.corpus import split as corpus_split

        mods = [BenchModule(e.name, e.text(), e.uri, e.family) for e in corpus_split(split)]
    else:
        from mqss_edge.corpus import CorpusError, guess_family, load_manifest

        try:
            entries = load_manifest()
        except CorpusError:
            entries = []  # no corpus here: files get no family, so no baseline (their rows say why)
        known = {e.sha256: e for e in entries}
        for p in paths:
            path = Path(p)
            text = path.read_text()
            entry = known.get(hashlib.sha256(text.encode()).hexdigest())
            if entry is not None:
                mods.append(BenchModule(entry.name, text, entry.uri, entry.family))
            else:
                family = guess_family(text) if entries else None
                mods.append(BenchModule(path.stem, text, path.resolve().as_uri(), family))
    if max_modules is not None:
        mods = mods[:max_modules]
    if not mods:
        raise BenchError("no modules to benchmark")
    names = [m.name for m in mods]
    if len(set(names)) != len(names):
        raise BenchError(f"module names must be unique: {sorted(n for n in set(names) if names.count(n) > 1)}")
    return mods


def _baseline_plan(family: str | None) -> tuple[Plan | None, str]:
    """The family baseline, or ``None`` and why there is none."""
    from mqss_edge.corpus import family_baseline

    if family is None:
        return None, "no family baseline: the module's family is unknown"
    try:
        return family_baseline(family), ""
    except KeyError:
        return None, f"no family baseline: {family!r} is not a corpus family"


def open_bench_device(spec: str) -> Device:
    """:func:`~mqss_edge.device.open_device`, plus ``MQSS_SSH_KNOWN_HOSTS`` for ssh specs.

    ``open_device`` only takes the ssh key from the environment; the known-hosts file (the loopback
    test peer's, a farm's pinned one) is otherwise always ``~/.ssh/known_hosts``.
    """
    from mqss_edge.device import open_device

    known = os.environ.get("MQSS_SSH_KNOWN_HOSTS")
    if spec.startswith("ssh:") and known:
        from mqss_edge.device.ssh import SshDevice

        return SshDevice.from_spec(spec, known_hosts=known)
    return open_device(spec)


def target_for(info: DeviceInfo) -> Target:
    """The build target for a device: native for this machine, portable for others.

    Raises:
        DeviceError: an architecture the compiler driver cannot build for.
    """
    from mqss_edge.compiler.driver import Target

    if info.arch == "aarch64":
        return Target.AARCH64
    if info.arch == "x86_64":
        # -march=native describes this host, not a remote board: x86-64-v3 runs on any AVX2 machine.
        return Target.HOST if info.kind == "local" else Target.X86_64_V3
    raise _Unsupported(f"{info.spec}: no build target for architecture {info.arch!r}")


class _Unsupported(DeviceError):
    """Retrying cannot help (unknown architecture, identity changed on reconnect)."""


def identity_key(info: DeviceInfo) -> str:
    """A short stable hash of :meth:`DeviceInfo.identity` (what must match to compare or resume)."""
    return make_key("device", list(info.identity()))[:16]


# ---- compilation shared by the device threads ------------------------------------------------------


class _Builds:
    """Compile each (module, plan, target) once per run, whichever device thread asks first."""

    def __init__(self, root: Path, tc: Any):
        self.root, self.tc = root, tc
        self._done: dict[str, CompileResult] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()

    def get(self, module: BenchModule, plan: Plan, target: Target) -> CompileResult:
        from mqss_edge.compiler.driver import compile_module

        key = make_key(module.sha256, str(plan), target.value)[:20]
        with self._lock:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            if key not in self._done:
                self._done[key] = compile_module(module.text, plan, self.root / key, target=target, tc=self.tc)
            return self._done[key]


# ---- the run ---------------------------------------------------------------------------------------


@dataclass
class _DeviceState:
    spec: str
    status: str = "running"
    attempts: int = 0
    errors: list[str] = field(default_factory=list)
    info: DeviceInfo | None = None
    modules: dict[str, dict[str, Any]] = field(default_factory=dict)
    rows: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    measured: int = 0
    checked: int = 0


def run_bench(config: BenchConfig, modules: Sequence[BenchModule], store: Store, *, policy: Any = None,
              opener: Callable[[str], Device] | None = None,
              progress: Callable[[ProgressEvent], None] | None = None,
              workroot: str | Path | None = None) -> BenchResult:
    """Benchmark every module on every device in parallel.

    Args:
        config: how to measure.
        modules: what to measure (see :func:`load_modules`).
        store: where each finished result is kept; results already there are reused, not re-measured.
        policy: a loaded :class:`~mqss_edge.selector.Selector` (adds the ``policy`` pipeline), or ``None``.
        opener: spec → device (default :func:`open_bench_device`); called again to reconnect.
        progress: called from the device threads after each module and on state changes.
        workroot: parent of the temp dir holding the binaries.

    Returns:
        The result document. A device that could not be (re)opened within ``config.attempts`` is
        reported with status ``failed`` and the results it finished before.

    Raises:
        CompileError: a module's reference build fails.
        ParseError / AbiError: a module is not valid MLIR under the kernel ABI.
    """
    from mqss_edge.compiler.toolchain import toolchain
    from mqss_edge.engine import Engine
    from mqss_edge.pipeline import Plan

    if not config.devices:
        raise BenchError("no device given")
    opener = opener or open_bench_device
    tc = toolchain()
    started = time.time()
    engine = Engine(store, tc=tc)
    try:
        refs = {m.name: engine.reference(m.text) for m in modules}
    finally:
        engine.close()
    plans: dict[str, list[tuple[Variant, Plan | None, str]]] = {}
    for m in modules:
        base, why = _baseline_plan(m.family)
        vs: list[tuple[Variant, Plan | None, str]] = [(Variant.DEFAULT, Plan(), ""), (Variant.BASELINE, base, why)]
        if policy is not None:
            vs.append((Variant.POLICY, policy.select(m.text).plan, ""))
        plans[m.name] = vs
    states = [_DeviceState(spec) for spec in config.devices]
    crashes: list[BaseException] = []
    with tempfile.TemporaryDirectory(prefix="mqss-bench-", dir=workroot) as tmp:
        builds = _Builds(Path(tmp), tc)
        ctx = _Run(config, modules, plans, refs, store, builds, tc.mlir_version, opener, progress)

        def work(state: _DeviceState) -> None:
            try:
                ctx.device_loop(state)
            except BaseException as exc:  # noqa: BLE001 - re-raised in the calling thread below
                state.status = "failed"
                state.errors.append(f"internal error: {exc!r}")
                crashes.append(exc)

        threads = [threading.Thread(target=work, args=(s,), name=f"bench {s.spec}", daemon=True) for s in states]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    if crashes:
        raise crashes[0]
    doc = _document(config, modules, states, tc.mlir_version, policy, started)
    return BenchResult(doc)


class _Run:
    """State shared by the device threads of one :func:`run_bench` call."""

    def __init__(self, config: BenchConfig, modules: Sequence[BenchModule],
                 plans: dict[str, list[tuple[Variant, Plan | None, str]]], refs: dict[str, bytes], store: Store,
                 builds: _Builds, mlir_version: str, opener: Callable[[str], Device],
                 progress: Callable[[ProgressEvent], None] | None):
        self.config, self.modules, self.plans, self.refs = config, modules, plans, refs
        self.store, self.builds, self.mlir_version = store, builds, mlir_version
        self.opener, self.progress = opener, progress

    def _emit(self, s: _DeviceState, state: str, message: str = "") -> None:
        if self.progress is not None:
            done = len(s.modules)
            self.progress(ProgressEvent(s.spec, state, done, len(self.modules), message))

    def device_loop(self, s: _DeviceState) -> None:
        """Open the device and work through the modules; reconnect on a lost device."""
        cfg = self.config
        while True:
            s.attempts += 1
            dev: Device | None = None
            self._emit(s, "opening" if s.attempts == 1 else "retrying", f"attempt {s.attempts}")
            try:
                dev = self.opener(s.spec)
                info = dev.info()
                if s.info is not None and s.info.identity() != info.identity():
                    raise _Unsupported(f"{s.spec} answered as another device after reconnecting; "
                                       "results of different devices are never merged")
                s.info = info
                target = target_for(info)
                for m in self.modules:
                    if m.name in s.modules:
                        continue
                    self._emit(s, "running", m.name)
                    self._module(dev, info, target, m, s)
                    self._emit(s, "running", m.name)
                s.status = "ok"
                self._emit(s, "done")
                return
            except (DeviceError, ValueError) as exc:  # ValueError: a spec of no accepted form
                s.errors.append(f"attempt {s.attempts}: {type(exc).__name__}: {exc}")
                if not isinstance(exc, DeviceError) or isinstance(exc, _Unsupported) or s.attempts >= cfg.attempts:
                    s.status = "failed"
                    self._emit(s, "failed", str(exc))
                    return
                self._emit(s, "retrying", str(exc))
                time.sleep(cfg.retry_wait)
            finally:
                if dev is not None:
                    try:
                        dev.close()
                    except MqssError:
                        pass  # a vanished device keeps its work dir

    # ---- one module on one device ------------------------------------------------------------------

    def _keys(self, info: DeviceInfo, m: BenchModule, variant: Variant, plan: Plan, target: Target) -> tuple[str, str]:
        ident = list(info.identity())
        base = (BENCH_VERSION, self.mlir_version, ident, m.sha256, variant.value, str(plan), target.value)
        return (make_key("bench", *base, self.config.settings()),
                make_key("bench-l1", *base, info.l1_source))

    def _module(self, dev: Device, info: DeviceInfo, target: Target, m: BenchModule, s: _DeviceState) -> None:
        from mqss_edge.compiler.abi import signature
        from mqss_edge.compiler.check import compare
        from mqss_edge.device import deploy, run_check

        cfg = self.config
        ikey = identity_key(info)
        rows: dict[Variant, dict[str, Any]] = {}
        todo: list[tuple[Variant, Plan, str, str]] = []
        l1_keys: dict[Variant, str] = {}
        for variant, plan, why in self.plans[m.name]:
            common = {"device": s.spec, "identity_key": ikey, "module": m.name, "uri": m.uri,
                      "module_sha256": m.sha256, "family": m.family, "variant": variant.value,
                      "target": target.value, "emulated": info.emulated}
            if plan is None:
                rows[variant] = {**common, **_empty_row("skipped", why), "plan": None}
                continue
            key, lkey = self._keys(info, m, variant, plan, target)
            l1_keys[variant] = lkey
            stored = self.store.get(key)
            if stored is not None:
                rows[variant] = {**stored, **common, "cached": True}
            else:
                todo.append((variant, plan, key, lkey))
                rows[variant] = {**common, **_empty_row("pending", ""), "plan": str(plan)}
        want_l1 = cfg.l1 and _l1_method(info) != "unavailable"
        need_l1 = [v for v, r in rows.items() if r["status"] == "ok" and r.get("l1") is None and want_l1
                   and self.store.get(l1_keys[v]) is None]
        mkey = make_key("bench-module", BENCH_VERSION, list(info.identity()), m.sha256, cfg.settings())
        if not todo and not need_l1:
            mod = self.store.get(mkey) or {"thermal_before": {}, "thermal_after": {}, "cool_down_s": None}
            self._finish(s, m, rows, l1_keys, {**mod, "cached": True}, info)
            return

        cooled = dev.cool_down(cfg.cool_down, cfg.cool_down_timeout) if cfg.cool_down is not None else None
        before = dev.thermal()
        sig = signature(m.text)
        remote: dict[Variant, str] = {}
        passed: dict[Variant, tuple[str, str]] = {}
        for variant, plan, key, lkey in todo:
            res = self.builds.get(m, plan, target)
            row = rows[variant]
            row.update(plan=str(plan), compile_ms=res.compile_ms.get("total"), compile_stages=dict(res.compile_ms),
                       text_bytes=res.text_bytes or None)
            if res.binary is None:
                row.update(status=res.status.value, message=f"{res.stage}: {res.message}"[:2000])
                self.store.put(key, "bench", _stored(row))
                continue
            remote[variant] = deploy(dev, res.binary, f"{m.sha256[:10]}-{variant.value}.bin")
            dump, status, msg = run_check(dev, remote[variant], cfg.timeout)
            s.checked += 1
            if dump is None:
                row.update(status=status, message=msg)
            else:
                chk = compare(sig, self.refs[m.name], dump)
                row.update(max_abs_error=chk.max_abs_error if math.isfinite(chk.max_abs_error) else None,
                           status="ok" if chk.ok else "miscompile", message="" if chk.ok else chk.message)
            if row["status"] != "ok":
                self.store.put(key, "bench", _stored(row))
            else:
                passed[variant] = (key, lkey)
        if passed:
            self._time(dev, info, {v: remote[v] for v in passed}, rows, s)
            for v, (key, _) in passed.items():
                self.store.put(key, "bench", _stored(rows[v]))
        plan_of = {v: p for v, p, _ in self.plans[m.name] if p is not None}
        for v in need_l1 + [v for v in passed if want_l1 and rows[v]["status"] == "ok"]:
            if v not in remote:  # timing stored by an interrupted run, L1 not: build and deploy for the count
                res = self.builds.get(m, plan_of[v], target)
                if res.binary is None:
                    continue
                remote[v] = deploy(dev, res.binary, f"{m.sha256[:10]}-{v.value}.bin")
            self.store.put(l1_keys[v], "bench-l1", self._l1(dev, info, m, plan_of[v], remote[v]))
        after = dev.thermal()
        mod = {"thermal_before": before, "thermal_after": after, "cool_down_s": cooled}
        self.store.put(mkey, "bench-module", mod)
        self._finish(s, m, rows, l1_keys, {**mod, "cached": False}, info)

    def _time(self, dev: Device, info: DeviceInfo, binaries: dict[Variant, str], rows: dict[Variant, dict[str, Any]],
              s: _DeviceState) -> None:
        from mqss_edge.device import time_interleaved
        from mqss_edge.measurement import parse_samples

        cfg = self.config
        repeat = cfg.repeat
        if cfg.min_time > 0:
            fastest = math.inf
            for remote in binaries.values():
                r = dev.run_pinned([remote, "time", "0", "3"], cfg.pin, cfg.timeout)
                got = parse_samples(r.stdout) if r.ok else ()
                if got:
                    fastest = min(fastest, min(got))
            if math.isfinite(fastest):
                repeat = min(MAX_REPEAT, max(repeat, math.ceil(cfg.min_time * 1e9 / max(fastest, 1))))
        names = {v.value: remote for v, remote in binaries.items()}
        try:
            ms = time_interleaved(dev, names, warmup=cfg.warmup, repeat=repeat, processes=cfg.processes,
                                  pin=cfg.pin, drop_caches=cfg.drop_caches, timeout=cfg.timeout)
        except DeviceNotFound:
            raise
        except DeviceError as exc:
            # A binary that passed its check but fails when timed is its own result; a lost link is not.
            if not dev.shell(["true"], 30).ok:
                raise
            status = "timeout" if isinstance(exc, DeviceTimeout) else "crash"
            for v in binaries:
                rows[v].update(status=status, message=f"while timing: {exc}"[:2000])
            return
        s.measured += len(ms)
        for v in binaries:
            rows[v]["runtime"] = ms[v.value].to_dict()

    def _l1(self, dev: Device, info: DeviceInfo, m: BenchModule, plan: Plan, remote: str) -> dict[str, Any]:
        from mqss_edge.compiler.driver import Target
        from mqss_edge.device import cachegrind, perf_l1
        from mqss_edge.engine import kernel_symbols

        method = _l1_method(info)
        if method in ("perf", "simpleperf"):
            return perf_l1(dev, remote, method).to_dict()
        if method == "cachegrind":
            # valgrind 3.19 cannot run AVX-512: cachegrind gets its own x86-64-v3 build.
            res = self.builds.get(m, plan, Target.X86_64_V3)
            if res.binary is not None:
                try:
                    return cachegrind(dev, str(res.binary), kernel_symbols(m.text)).to_dict()
                except DeviceNotFound:
                    raise
                except DeviceError as exc:
                    return {"loads": None, "misses": None, "miss_rate": None, "source": "unavailable",
                            "note": f"cachegrind failed: {exc}"[:500]}
        return {"loads": None, "misses": None, "miss_rate": None, "source": "unavailable"}

    def _finish(self, s: _DeviceState, m: BenchModule, rows: dict[Variant, dict[str, Any]],
                l1_keys: dict[Variant, str], mod: dict[str, Any], info: DeviceInfo) -> None:
        base = rows.get(Variant.DEFAULT)
        base_ms = _median(base)
        for v, row in rows.items():
            if row.get("l1") is None:
                stored = self.store.get(l1_keys[v]) if v in l1_keys and row["status"] == "ok" else None
                if stored is not None:
                    row["l1"] = {k: stored.get(k) for k in ("loads", "misses", "miss_rate", "source")}
                else:  # not ok, or --no-l1: nothing was counted; ok without a count: the device has no way
                    counted = row["status"] == "ok" and self.config.l1
                    row["l1"] = {"loads": None, "misses": None, "miss_rate": None,
                                 "source": "unavailable" if counted else "not-measured"}
            ms = _median(row)
            row["speedup_vs_default"] = (base_ms / ms) if (base_ms and ms) else None
            row.setdefault("cached", False)
            s.rows[(m.name, v.value)] = row
        s.modules[m.name] = {"module": m.name, **mod}


def _l1_method(info: DeviceInfo) -> str:
    if info.l1_source in ("perf", "simpleperf"):
        return info.l1_source
    if info.l1_source == "cachegrind" and info.kind == "local":
        return "cachegrind"
    return "unavailable"


def _empty_row(status: str, message: str) -> dict[str, Any]:
    return {"status": status, "message": message, "compile_ms": None, "compile_stages": {}, "text_bytes": None,
            "max_abs_error": None, "runtime": None, "l1": None, "speedup_vs_default": None, "cached": False}


_VOLATILE = ("device", "identity_key", "cached", "speedup_vs_default", "l1", "uri", "family", "module")


def _stored(row: dict[str, Any]) -> dict[str, Any]:
    """What goes into the store: the measurement, without what depends on the run that reads it."""
    return {k: v for k, v in row.items() if k not in _VOLATILE}


def _median(row: dict[str, Any] | None) -> float | None:
    if row is None or row.get("status") != "ok" or not row.get("runtime"):
        return None
    return float(row["runtime"]["stats"]["median"])


_VORDER = {v.value: i for i, v in enumerate(Variant)}


def _finite(x: Any) -> Any:
    """The document with non-finite floats as ``null`` (JSON has no Infinity/NaN)."""
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, dict):
        return {k: _finite(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_finite(v) for v in x]
    return x


def _document(config: BenchConfig, modules: Sequence[BenchModule], states: Sequence[_DeviceState],
              mlir_version: str, policy: Any, started: float) -> dict[str, Any]:
    devices, results = [], []
    order = {m.name: i for i, m in enumerate(modules)}
    for s in states:
        info = s.info
        devices.append({
            "spec": s.spec, "status": s.status, "attempts": s.attempts, "errors": list(s.errors),
            "info": info.to_dict() if info else None,
            "identity": [list(x) if isinstance(x, tuple) else x for x in info.identity()] if info else None,
            "identity_key": identity_key(info) if info else None,
            "emulated": bool(info and info.emulated),
            "pinned": config.pin if (info and info.can_pin and config.pin is not None) else None,
            "caches_dropped": bool(info and info.can_drop_caches and config.drop_caches),
            "modules": [s.modules[n] for n in sorted(s.modules, key=order.__getitem__)],
            "measured": s.measured, "checked": s.checked,
        })
        results.extend(r for _, r in sorted(s.rows.items(), key=lambda kv: (order[kv[0][0]], _VORDER[kv[0][1]])))
    return _finite({
        "schema_version": SCHEMA_VERSION,
        "kind": "mqss-edge-bench",
        "created": datetime.fromtimestamp(started, UTC).isoformat(timespec="seconds"),
        "wall_s": time.time() - started,
        "host": {"node": platform.node(), "machine": platform.machine(), "python": platform.python_version()},
        "mlir_version": mlir_version,
        "config": {**asdict(config), "devices": list(config.devices)},
        "policy": None if policy is None else {
            "path": str(getattr(policy, "path", "") or ""),
            "model_sha256": (getattr(policy, "signature", {}) or {}).get("model_sha256")},
        "modules": [{"name": m.name, "uri": m.uri, "sha256": m.sha256, "family": m.family} for m in modules],
        "devices": devices,
        "results": results,
        "measured": sum(s.measured for s in states),
        "cached": sum(1 for r in results if r.get("cached")),
    })


# ---- schema ----------------------------------------------------------------------------------------


def schema() -> dict[str, Any]:
    """The JSON schema of a result document."""
    return json.loads(SCHEMA_PATH.read_text())


def validate_document(doc: dict[str, Any]) -> None:
    """Validate a result document against ``bench.schema.json``.

    Raises:
        BenchError: the document does not follow the schema (the first error, with its path).
    """
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    if errors:
        e = errors[0]
        where = "/".join(str(p) for p in e.absolute_path) or "(root)"
        raise BenchError(f"result document does not follow the schema at {where}: {e.message}")


def load_result(path: str | Path) -> dict[str, Any]:
    """Read a result document written by any mqss-edge version up to this one.

    Raises:
        BenchError: unreadable, from a newer schema, or not following the schema.
    """
    try:
        doc = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise BenchError(f"{path}: not a readable bench result ({exc})") from exc
    if not isinstance(doc, dict) or doc.get("kind") != "mqss-edge-bench":
        raise BenchError(f"{path}: not an mqss-edge bench result")
    version = doc.get("schema_version")
    if not isinstance(version, int) or version > SCHEMA_VERSION:
        raise BenchError(f"{path}: written by a newer mqss-edge (schema {version} > {SCHEMA_VERSION})")
    validate_document(doc)
    return doc


# ---- statistics and comparison -------------------------------------------------------------------


def _ranks(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Average ranks (1-based, ties share their mean rank) and the tie group sizes."""
    _, inverse, counts = np.unique(values, return_inverse=True, return_counts=True)
    starts = np.cumsum(counts) - counts
    return (starts + (counts + 1) / 2.0)[inverse], counts


def mann_whitney_greater(new: Sequence[float], old: Sequence[float]) -> tuple[float, float]:
    """One-sided Mann–Whitney U test that ``new`` tends to be larger than ``old``.

    ``U = R_new - n_new (n_new + 1) / 2`` with ``R_new`` the sum of ``new``'s average ranks in the pooled
    sample; under H0 ``U`` has mean ``n1 n2 / 2`` and variance
    ``n1 n2 / 12 * ((n + 1) - sum(t^3 - t) / (n (n - 1)))`` (``t``: tie group sizes). The p-value is
    the normal tail with a continuity correction, ``P = 1 - Phi((U - n1 n2 / 2 - 0.5) / sigma)``; it
    is accurate for the 15+ samples per side a bench run yields.

    Returns:
        ``(U, p)``; ``p`` is 1.0 when every value ties (no evidence either way).
    """
    x = np.asarray(new, dtype=np.float64)
    y = np.asarray(old, dtype=np.float64)
    n1, n2 = x.size, y.size
    if n1 == 0 or n2 == 0:
        return 0.0, 1.0
    ranks, ties = _ranks(np.concatenate([x, y]))
    u = float(ranks[:n1].sum() - n1 * (n1 + 1) / 2.0)
    n = n1 + n2
    var = n1 * n2 / 12.0 * ((n + 1) - float((ties ** 3 - ties).sum()) / (n * (n - 1)))
    if var <= 0:
        return u, 1.0
    z = (u - n1 * n2 / 2.0 - 0.5) / math.sqrt(var)
    return u, 0.5 * math.erfc(z / math.sqrt(2.0))


def _boot_stat(procs: Sequence[np.ndarray], rng: np.random.Generator, n_boot: int) -> np.ndarray:
    """Bootstrap distribution of the median of per-process medians (processes, then samples resampled)."""
    p = len(procs)
    pick = rng.integers(0, p, size=(n_boot, p))
    sizes = {s.size for s in procs}
    if len(sizes) == 1:  # the usual case: one sort of an (n_boot, p, size) array
        (n,) = sizes
        vals = np.stack(procs)[pick[..., None], rng.integers(0, n, size=(n_boot, p, n))]
        vals.sort(axis=2)
        meds = 0.5 * (vals[..., (n - 1) // 2] + vals[..., n // 2])
    else:
        meds = np.empty((n_boot, p))
        for i, s in enumerate(procs):
            mask = pick == i
            k = int(mask.sum())
            if k:
                meds[mask] = np.median(s[rng.integers(0, s.size, size=(k, s.size))], axis=1)
    return np.median(meds, axis=1)


def bootstrap_ratio_ci(new: Sequence[Sequence[float]], old: Sequence[Sequence[float]], *, confidence: float = 0.95,
                       n_boot: int = 1000, seed: int = 0) -> tuple[float, float]:
    """Hierarchical bootstrap CI of ``median(new) / median(old)`` (median of per-process medians).

    Processes are resampled first, then samples within each, because one process may run the same
    binary consistently slower than another: samples of one process are not independent.
    """
    a = [np.asarray(s, dtype=np.float64) for s in new if len(s)]
    b = [np.asarray(s, dtype=np.float64) for s in old if len(s)]
    if not a or not b:
        return math.nan, math.nan
    size = max(sum(s.size for s in a), sum(s.size for s in b))
    n_boot = max(200, min(n_boot, int(1e7 // max(size, 1))))  # bound the work for huge min_time runs
    rng = np.random.default_rng(seed)
    ratio = _boot_stat(a, rng, n_boot) / _boot_stat(b, rng, n_boot)
    tail = (1.0 - confidence) / 2.0 * 100.0
    lo, hi = np.percentile(ratio, [tail, 100.0 - tail])
    return float(lo), float(hi)


@dataclass(frozen=True)
class CompareRow:
    """One (device identity, module, pipeline) present in the old and the new result.

    ``verdict`` is regression | improvement | same | skipped; ``reason`` says why a row was skipped.
    """

    device: str
    module: str
    variant: str
    verdict: str
    old_ms: float | None = None
    new_ms: float | None = None
    ratio: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    p_slower: float | None = None
    p_faster: float | None = None
    reason: str = ""


@dataclass(frozen=True)
class Comparison:
    """The outcome of :func:`compare_results`."""

    against: str
    threshold_pct: float
    alpha: float
    rows: tuple[CompareRow, ...]

    @property
    def regressions(self) -> list[CompareRow]:
        return [r for r in self.rows if r.verdict == "regression"]

    def to_dict(self) -> dict[str, Any]:
        return {"against": self.against, "threshold_pct": self.threshold_pct, "alpha": self.alpha,
                "method": "one-sided Mann-Whitney U on raw samples + hierarchical bootstrap 95% CI of the median "
                          "ratio (computed only where p < alpha and the ratio passes the threshold); "
                          "regression = p < alpha, ratio > 1 + threshold and CI low > 1",
                "regressions": len(self.regressions), "rows": [asdict(r) for r in self.rows]}


def compare_results(old: dict[str, Any], new: dict[str, Any], *, threshold_pct: float = 5.0, alpha: float = 0.01,
                    against: str = "", seed: int = 0) -> Comparison:
    """Compare two result documents, row by row, only between identical device identities.

    A row is a ``regression`` when the new median is significantly slower (one-sided Mann–Whitney
    ``p < alpha`` on the raw samples and the 95 % hierarchical-bootstrap CI of new/old above 1) and
    slower by more than ``threshold_pct`` %; ``improvement`` is the mirror image; anything else is
    ``same`` (noise); the bootstrap CI is computed (and reported) only for rows that pass the test and
    the threshold, where it decides. Emulated timings, rows without timings, and rows measured pinned
    differently are ``skipped`` with the reason.
    """
    index: dict[tuple[str, str, str, str, str], dict[str, Any]] = {}
    for r in old.get("results", []):
        index[(r["identity_key"], r["module_sha256"], r["variant"], r.get("plan") or "", r["target"])] = r
    old_identities = {d.get("identity_key") for d in old.get("devices", [])}
    out: list[CompareRow] = []
    limit = 1.0 + threshold_pct / 100.0
    for r in new.get("results", []):
        head = {"device": r["device"], "module": r["module"], "variant": r["variant"]}
        if r.get("runtime") is None:
            continue
        o = index.get((r["identity_key"], r["module_sha256"], r["variant"], r.get("plan") or "", r["target"]))
        if o is None:
            why = ("no result for this module and pipeline in the old file" if r["identity_key"] in old_identities
                   else "no device with this identity in the old file")
            out.append(CompareRow(**head, verdict="skipped", reason=why))
            continue
        if r.get("emulated") or o.get("emulated"):
            out.append(CompareRow(**head, verdict="skipped", reason="emulated timings are not compared"))
            continue
        if o.get("runtime") is None:
            out.append(CompareRow(**head, verdict="skipped", reason=f"old result is {o.get('status')}, not timed"))
            continue
        if o["runtime"].get("pinned") != r["runtime"].get("pinned"):
            out.append(CompareRow(**head, verdict="skipped", reason="measured under different pinning"))
            continue
        new_s, old_s = r["runtime"]["samples_ns"], o["runtime"]["samples_ns"]
        new_ms, old_ms = float(r["runtime"]["stats"]["median"]), float(o["runtime"]["stats"]["median"])
        flat_new = [x for p in new_s for x in p]
        flat_old = [x for p in old_s for x in p]
        _, p_slow = mann_whitney_greater(flat_new, flat_old)
        _, p_fast = mann_whitney_greater(flat_old, flat_new)
        ratio = new_ms / old_ms if old_ms > 0 else math.inf
        slower, faster = p_slow < alpha and ratio > limit, p_fast < alpha and ratio < 1.0 / limit
        lo = hi = None
        verdict = "same"
        if slower or faster:  # the bootstrap is the costly part: only where it can decide the verdict
            lo, hi = bootstrap_ratio_ci(new_s, old_s, seed=seed)
            if slower and lo > 1.0:
                verdict = "regression"
            elif faster and hi < 1.0:
                verdict = "improvement"
        out.append(CompareRow(**head, verdict=verdict, old_ms=old_ms, new_ms=new_ms, ratio=ratio, ci_low=lo,
                              ci_high=hi, p_slower=p_slow, p_faster=p_fast))
    return Comparison(against, threshold_pct, alpha, tuple(out))


# ---- plot ------------------------------------------------------------------------------------------


def plot_results(doc: dict[str, Any], path: str | Path) -> Path:
    """A PNG with one panel per device: speedup vs the default pipeline for each module and pipeline.

    Emulated devices are titled as such; pipelines that were not timed have no bar.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    devices = [d for d in doc["devices"]]
    modules = [m["name"] for m in doc["modules"]]
    variants = [v.value for v in Variant if any(r["variant"] == v.value for r in doc["results"])] or ["default"]
    n = max(1, len(devices))
    fig = Figure(figsize=(max(6.0, 1.2 * len(modules) * len(variants) / 2 + 3), 3.2 * n), dpi=100)
    FigureCanvasAgg(fig)
    axes = fig.subplots(n, 1, squeeze=False)[:, 0]
    width = 0.8 / len(variants)
    x = np.arange(len(modules))
    for ax, d in zip(axes, devices or [{"spec": "(no device)", "emulated": False, "status": "failed"}], strict=False):
        rows = {(r["module"], r["variant"]): r for r in doc["results"] if r["device"] == d["spec"]}
        for i, v in enumerate(variants):
            ys = [rows.get((m, v), {}).get("speedup_vs_default") for m in modules]
            xs = x + (i - (len(variants) - 1) / 2) * width
            ax.bar(xs, [y if y is not None else 0.0 for y in ys], width, label=v)
            for xi, m, y in zip(xs, modules, ys, strict=True):
                if y is None and (m, v) in rows:  # say why there is no bar (skipped, miscompile, ...)
                    ax.text(xi, 0.02, rows[(m, v)]["status"], rotation=90, fontsize=7, ha="center", va="bottom")
        ax.axhline(1.0, color="grey", linewidth=0.8)
        ax.set_xticks(x, modules, rotation=20, fontsize=8)
        ax.set_ylabel("speedup vs default")
        title = d["spec"] + (" (emulated: timings not meaningful)" if d.get("emulated") else "")
        if d.get("status") == "failed":
            title += " [failed]"
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=7)
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out, format="png")
    return out


def summary_rows(doc: dict[str, Any]) -> Iterable[dict[str, Any]]:
    """Flat per-row figures for tables (runtime stats in ms, or ``None``)."""
    for r in doc["results"]:
        st = (r.get("runtime") or {}).get("stats") or {}
        yield {"device": r["device"], "module": r["module"], "variant": r["variant"], "status": r["status"],
               "median": st.get("median"), "p90": st.get("p90"), "p99": st.get("p99"), "mad": st.get("mad"),
               "cv": st.get("cv"), "speedup": r.get("speedup_vs_default"),
               "l1_miss_rate": (r.get("l1") or {}).get("miss_rate"), "l1_source": (r.get("l1") or {}).get("source"),
               "compile_ms": r.get("compile_ms"), "text_bytes": r.get("text_bytes"), "emulated": r.get("emulated"),
               "cached": r.get("cached"), "message": r.get("message", "")}
