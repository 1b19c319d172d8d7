"""The compile-check-measure engine: one candidate (module, plan) → one stored :class:`Evaluation`.

Every candidate is compiled to a native binary, run, and its outputs compared with a reference build
(the empty plan, clang -O0) before anything about its speed is believed. Results are keyed by a hash of
everything that determines them and stored, so nothing is compiled or measured twice.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import statistics
import tempfile
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from mqss_edge.compiler.abi import object_symbols, signature
from mqss_edge.compiler.check import compare
from mqss_edge.compiler.driver import CompileResult, Limits, Status, Target, compile_module
from mqss_edge.compiler.harness import HARNESS_VERSION
from mqss_edge.compiler.toolchain import Toolchain, toolchain, warm_toolchain
from mqss_edge.device import Device, LocalDevice, cachegrind, deploy, perf_l1, run_check, time_interleaved
from mqss_edge.errors import CompileError, DeviceError, ParseError
from mqss_edge.measurement import L1Counts, Measurement
from mqss_edge.pipeline import FullPlan, Plan
from mqss_edge.store import Store, make_key

ENGINE_VERSION = 1

#: Seconds a correctness run of a kernel may take.
RUN_TIMEOUT = 120.0


@dataclass(frozen=True)
class MeasureConfig:
    """How runtimes are measured.

    Attributes:
        warmup: untimed calls per process before the timed ones.
        repeat: timed calls per process.
        processes: separate processes per candidate (figure = median of per-process medians).
        pin: CPU list for taskset (``None``: no pinning).
        drop_caches: drop the page cache before each process when permitted.
        timeout: seconds per process.
    """

    warmup: int = 3
    repeat: int = 10
    processes: int = 3
    pin: str | None = "0"
    drop_caches: bool = True
    timeout: float = 120.0


@dataclass(frozen=True)
class Evaluation:
    """The stored outcome of one candidate."""

    status: Status
    plan: str
    full_pipeline: str
    transform_script: str | None
    stage: str
    message: str
    compile_ms: dict[str, float]
    text_bytes: int
    max_abs_error: float | None
    mlir_version: str
    target: str
    runtime: Measurement | None = None
    l1: L1Counts | None = None
    cached: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status is Status.OK

    def runtime_ms(self) -> float | None:
        return self.runtime.stats().median if self.runtime else None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["status"] = self.status.value
        d["runtime"] = self.runtime.to_dict() if self.runtime else None
        d["l1"] = self.l1.to_dict() if self.l1 else None
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Evaluation:
        d = dict(d)
        d["status"] = Status(d["status"])
        d["runtime"] = Measurement.from_dict(d["runtime"]) if d.get("runtime") else None
        l1 = d.get("l1")
        d["l1"] = L1Counts(l1["loads"], l1["misses"], l1["source"]) if l1 else None
        return Evaluation(**d)


#: How often a failure that depends on the limits or the machine's load (a timeout, a kill) must recur under
#: the same limits before it is believed: one timeout under load must not poison rewards and baselines forever.
CONFIRMATIONS = 2

# A kernel killed from outside (SIGKILL/SIGTERM, locally or as 128+N through a remote shell): the OOM killer or
# a neighbour, not the candidate's own fault.
_KILLED = re.compile(r"kernel exited with (?:-9|-15|137|143)\b")


def outcome_dependence(ev: Evaluation, limits: Limits) -> dict[str, Any] | None:
    """What an outcome depends on beyond the module, plan, target and toolchain (``None``: nothing).

    A verify or pass error, a crash on a signal of the candidate's own (segfault, abort) and a miscompile
    are properties of the candidate. ``too_large`` depends on the size caps; a timeout on the time limits and
    on the machine's load; a kernel killed from outside on the load alone.
    """
    if ev.status is Status.TOO_LARGE:
        return {"max_ir_bytes": limits.max_ir_bytes, "max_text_bytes": limits.max_text_bytes}
    if ev.status is Status.TIMEOUT:
        return {"time_limits": [limits.opt_timeout, limits.translate_timeout, limits.cc_timeout,
                                limits.link_timeout, RUN_TIMEOUT], "load": True}
    if ev.status is Status.CRASH and ev.stage == "run" and _KILLED.search(ev.message):
        return {"load": True}
    return None


_STAGE_LIMITS = {"opt": "opt_timeout", "translate": "translate_timeout", "cc": "cc_timeout", "link": "link_timeout"}


def _within(ev: Evaluation, limits: Limits) -> bool:
    """A compiled candidate's recorded size and stage times fit ``limits`` (else it would have failed them)."""
    return ev.text_bytes <= limits.max_text_bytes and all(
        ev.compile_ms.get(stage, 0.0) <= 1000.0 * getattr(limits, attr) for stage, attr in _STAGE_LIMITS.items())


def _reusable(ev: Evaluation, limits: Limits) -> bool:
    """Whether a stored outcome answers for a new request under ``limits``."""
    if ev.status in (Status.OK, Status.MISCOMPILE) and not _within(ev, limits):
        return False  # built under looser limits than these
    now = outcome_dependence(ev, limits)
    if now is None:
        return True
    if ev.extra.get("depends_on") != now:
        return False  # recorded under other limits, or before outcomes recorded what they depend on
    return not now.get("load") or ev.extra.get("attempts", 1) >= CONFIRMATIONS


def _with_dependence(ev: Evaluation, limits: Limits, earlier: Evaluation | None) -> Evaluation:
    """``ev`` with what it depends on and, for a recurring load-dependent failure, how often it was seen."""
    dep = outcome_dependence(ev, limits)
    if dep is None:
        return ev
    attempts = 1
    if earlier is not None and earlier.status is ev.status and earlier.extra.get("depends_on") == dep:
        attempts = earlier.extra.get("attempts", 1) + 1
    return replace(ev, extra={**ev.extra, "depends_on": dep, "attempts": attempts})


def _first_error(message: str) -> str:
    """The line of a tool's output that says what went wrong (its first ``error:`` line, else its first)."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    return next((line for line in lines if "error:" in line), lines[0] if lines else "(no message)")


def _plan_key(plan: Plan | FullPlan) -> tuple[str, ...]:
    """What identifies a plan in the store: its text, plus the version of the transform script a tile-and-fuse
    schedule (``fuse=K``) compiles to (an outcome stored for it is that script's), and the grouping rule's
    version when its schedules name op groups (a group id means that version's groups)."""
    text = str(plan)
    key: tuple[str, ...] = (text,)
    if "fuse=" in text:
        from mqss_edge.compiler.transforms import FUSE_SCRIPT_VERSION

        key += (f"fuse-v{FUSE_SCRIPT_VERSION}",)
    if "group=" not in text:
        return key
    from mqss_edge.features.groups import GROUPING_VERSION

    return key + (f"groups-v{GROUPING_VERSION}",)


def module_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class Engine:
    """Compile, check and measure candidates, with every result stored.

    Args:
        store: the result store (default: the user cache).
        device: where timed runs happen (default: this machine).
        limits: per-stage time and size caps.
        workroot: parent of per-candidate temp dirs.
    """

    def __init__(self, store: Store | None = None, device: Device | None = None, limits: Limits = Limits(),
                 workroot: str | Path | None = None, tc: Toolchain | None = None):
        self.store = store if store is not None else Store()
        self.device = device if device is not None else LocalDevice()
        self.limits = limits
        self.tc = tc or toolchain()
        self.workroot = Path(workroot) if workroot else None
        self._local = LocalDevice()

    # ---- reference --------------------------------------------------------------------------------

    def validate(self, module_text: str) -> None:
        """Check a module parses and has an entry the harness can call (kernel ABI or tensor-level).

        Raises:
            ParseError: mlir-opt cannot parse it (message holds file:line:col).
            AbiError: no callable entry (dynamic shapes, torch ops left, unsupported types, ...).
        """
        signature(module_text)
        key = make_key("valid", self.tc.mlir_version, module_hash(module_text))
        if self.store.get(key):
            return
        from mqss_edge._proc import run_command

        r = run_command([self.tc.mlir_opt, "-", "-o", "/dev/null"], timeout=60, stdin=module_text.encode())
        if not r.ok:
            msg = r.stderr.strip().replace("<stdin>", "<module>")
            m = re.search(r":(\d+):(\d+): error: (.*)", msg)
            if m:
                raise ParseError(m.group(3), int(m.group(1)), int(m.group(2)))
            raise ParseError(msg or "mlir-opt rejected the module")
        self.store.put(key, "valid", {"ok": True})

    def reference(self, module_text: str) -> bytes:
        """The reference build's output dump (empty plan, clang -O0, host), computed once and stored.

        Raises:
            CompileError: the module cannot be built even without optimization.
        """
        key = make_key("ref", ENGINE_VERSION, HARNESS_VERSION, self.tc.mlir_version, module_hash(module_text))
        blob = self.store.get_blob(key)
        if blob is not None:
            return blob
        self.validate(module_text)
        with self._tmp() as wd:
            res = compile_module(module_text, Plan(), wd, target=Target.HOST, limits=self.limits, cc_opt="-O0",
                                 tc=self.tc)
            if res.status is not Status.OK or res.binary is None:
                raise CompileError(f"reference build failed ({res.status.value} in {res.stage}): "
                                   f"{_first_error(res.message)}")
            dump, st, msg = run_check(self._local, str(res.binary))
            if dump is None:
                raise CompileError(f"reference run failed ({st}): {msg}")
        self.store.put_blob(key, dump)
        return dump

    # ---- candidates -------------------------------------------------------------------------------

    def evaluate(self, module_text: str, plan: Plan | FullPlan, *, target: Target = Target.HOST,
                 measure: MeasureConfig | None = None, l1: bool = False, l1_geometry: str | None = None,
                 l1_source: str = "auto") -> Evaluation:
        """Compile and check a candidate; optionally time it and count L1 misses.

        ``l1_geometry`` (``size,assoc,line``): the L1D cachegrind simulates (default: this machine's);
        ``l1_source``: ``auto`` (the device's PMU where it has one, else cachegrind), or force one of
        ``perf``, ``simpleperf``, ``cachegrind``.

        Compilation failures, crashes, hangs and wrong answers are recorded outcomes, not exceptions.

        Raises:
            ParseError / AbiError: the module itself is bad (not the candidate).
            CompileError: the module's reference build fails.
        """
        ref = self.reference(module_text)
        sig = signature(module_text)
        mh = module_hash(module_text)
        ckey = make_key("eval", ENGINE_VERSION, HARNESS_VERSION, self.tc.mlir_version, target.value, mh,
                        *_plan_key(plan))
        stored = self.store.get(ckey)
        ev = Evaluation.from_dict(stored) if stored else None
        earlier = None
        if ev is not None and not _reusable(ev, self.limits):
            earlier, ev = ev, None  # a failure that depends on limits or load: try again
        mkey = make_key("runtime", ckey, asdict(measure) if measure else None,
                        self.device.info().identity()) if measure else None
        source = self.device.info().l1_source if l1_source == "auto" else l1_source
        lkey = make_key("l1", ckey, source, *((l1_geometry,) if l1_geometry and source == "cachegrind" else ())
                        ) if l1 else None
        if ev is not None and ev.ok:
            m = self.store.get(mkey) if mkey else None
            c = self.store.get(lkey) if lkey else None
            if (mkey is None or m) and (lkey is None or c):
                return replace(ev, runtime=Measurement.from_dict(m) if m else None,
                               l1=L1Counts(c["loads"], c["misses"], c["source"]) if c else None, cached=True)
        elif ev is not None:
            return replace(ev, cached=True)
        with self._tmp() as wd:
            res = compile_module(module_text, plan, wd, target=target, limits=self.limits, tc=self.tc)
            if ev is None:
                ev = _with_dependence(self._check(res, plan, sig, ref, target), self.limits, earlier)
                self.store.put(ckey, "eval", ev.to_dict(), supersede=earlier is not None)
            if not ev.ok or res.binary is None:
                return ev
            runtime = l1c = None
            if measure is not None and mkey is not None:
                stored_m = self.store.get(mkey)
                if stored_m:
                    runtime = Measurement.from_dict(stored_m)
                else:
                    # Identical machine code runs as fast: a plan whose binary is byte for byte one already timed
                    # here (a cleanup pass that changed nothing, two schedules that lower alike) takes that
                    # figure. Timed again, the same binary read up to 1.19x apart on these machines, and a plan
                    # would look slower than the baseline whose code it is.
                    code = hashlib.sha256(res.binary.read_bytes()).hexdigest()
                    xkey = make_key("runtime-of-code", ENGINE_VERSION, HARNESS_VERSION, self.tc.mlir_version,
                                    target.value, mh, code, asdict(measure), self.device.info().identity())
                    stored_x = self.store.get(xkey)
                    if stored_x:
                        runtime = Measurement.from_dict(stored_x)
                    else:
                        remote = deploy(self.device, res.binary, f"k-{ckey[:12]}")
                        runtime = time_interleaved(self.device, {"k": remote}, warmup=measure.warmup,
                                                   repeat=measure.repeat, processes=measure.processes,
                                                   pin=measure.pin, drop_caches=measure.drop_caches,
                                                   timeout=measure.timeout)["k"]
                        self._rewarm(runtime)
                        self.store.put(xkey, "runtime", runtime.to_dict())
                    self.store.put(mkey, "runtime", runtime.to_dict())
            if l1 and lkey is not None:
                stored_l = self.store.get(lkey)
                if stored_l:
                    l1c = L1Counts(stored_l["loads"], stored_l["misses"], stored_l["source"])
                else:
                    l1c = self._l1(module_text, plan, wd, source, l1_geometry)
                    self.store.put(lkey, "l1", l1c.to_dict())
            return replace(ev, runtime=runtime, l1=l1c)

    def time_plans(self, module_text: str, plans: dict[str, Plan | FullPlan], measure: MeasureConfig, *,
                   target: Target = Target.HOST) -> dict[str, Measurement] | None:
        """Several candidates of one module timed A/B-interleaved (process k of each before process k+1 of
        any, :func:`~mqss_edge.device.time_interleaved`), so a drift of the host between minutes moves them
        alike; stored once per set. Plans whose binaries are byte for byte the same are timed once and share
        the figure.

        Returns ``None`` when one of them does not compile and check (:meth:`evaluate` records why).
        """
        for plan in plans.values():
            if not self.evaluate(module_text, plan, target=target).ok:
                return None
        key = make_key("runtime-set", ENGINE_VERSION, HARNESS_VERSION, self.tc.mlir_version, target.value,
                       module_hash(module_text), sorted((n, _plan_key(p)) for n, p in plans.items()),
                       asdict(measure), self.device.info().identity())
        stored = self.store.get(key)
        if stored:
            return {n: Measurement.from_dict(d) for n, d in stored.items()}
        with self._tmp() as wd:
            remote: dict[str, str] = {}
            by_code: dict[str, str] = {}
            same: dict[str, str] = {}
            for i, (name, plan) in enumerate(plans.items()):
                res = compile_module(module_text, plan, wd / f"p{i}", target=target, limits=self.limits, tc=self.tc)
                if res.status is not Status.OK or res.binary is None:
                    return None  # passed its check a moment ago: a flaky compile (a timeout under load)
                code = hashlib.sha256(res.binary.read_bytes()).hexdigest()
                if code in by_code:
                    same[name] = by_code[code]
                    continue
                by_code[code] = name
                remote[name] = deploy(self.device, res.binary, f"k-{i}-{code[:12]}")
            got = time_interleaved(self.device, remote, warmup=measure.warmup, repeat=measure.repeat,
                                   processes=measure.processes, pin=measure.pin, drop_caches=measure.drop_caches,
                                   timeout=measure.timeout)
            self._rewarm(next(iter(got.values())))
        out = {n: got[same.get(n, n)] for n in plans}
        self.store.put(key, "runtime-set", {n: m.to_dict() for n, m in out.items()})
        return out

    def deployed_binary(self, module_text: str, plan: Plan | FullPlan, wd: Path, *, target: Target = Target.HOST,
                        name: str = "timed.bin") -> str | None:
        """``plan``'s binary built in ``wd`` and pushed to the device, for timing beside other tools' runs
        (:func:`~mqss_edge.device.time_interleaved` with runners); ``None`` where it does not compile and check."""
        if not self.evaluate(module_text, plan, target=target).ok:
            return None
        res = compile_module(module_text, plan, wd / "timed", target=target, limits=self.limits, tc=self.tc)
        if res.status is not Status.OK or res.binary is None:
            return None
        return deploy(self.device, res.binary, name)

    def time_beside(self, module_text: str, plan: Plan | FullPlan, build: Any, key: Any, *, rounds: int,
                    warmup: int, repeat: int, pin: str | None, timeout: float) -> dict[str, Any] | None:
        """``plan``'s binary timed A/B-interleaved with other tools' timed processes (a peer compiler's
        benchmark, PyTorch): in each of ``rounds`` rounds one process of each, the order rotating
        (:func:`~mqss_edge.device.time_interleaved`), no page-cache drop for any. ``build(directory)`` makes
        the other runners there, once: ``({name: runner}, {name: why it could not be built})``. Stored per set
        under ``key`` (with this engine's toolchain and device), so a rerun reads it back.

        Returns ``{"rounds": n, "ms": {name: [per-process median ms, ...]}, "failed": {name: message}}`` with
        ``policy`` for ``plan``; ``"set"`` in ``failed`` (nothing stored) when a process failed midway. ``None``
        when the plan does not compile and check, or the binaries run on another machine than the runners."""
        if rounds < 1 or self.device.info().kind != "local":
            return None
        skey = make_key("beside", ENGINE_VERSION, HARNESS_VERSION, self.tc.mlir_version, module_hash(module_text),
                        _plan_key(plan), key, rounds, warmup, repeat, pin, self.device.info().identity())
        stored = self.store.get(skey)
        if stored:
            return stored
        with self._tmp() as wd:
            binary = self.deployed_binary(module_text, plan, wd)
            if binary is None:
                return None
            runners, failed = build(wd / "beside")
            try:
                got = time_interleaved(self.device, {"policy": binary, **runners}, warmup=warmup, repeat=repeat,
                                       processes=rounds, pin=pin, drop_caches=False, timeout=timeout)
            except DeviceError as exc:  # a timeout under load: not stored, measured again next time
                return {"rounds": rounds, "ms": {}, "failed": {**failed, "set": str(exc)}}
        out = {"rounds": rounds, "ms": {n: [statistics.median(s) / 1e6 for s in m.samples_ns] for n, m in got.items()},
               "failed": failed}
        self.store.put(skey, "beside", out)
        return out

    def _rewarm(self, timed: Measurement) -> None:
        """After timed runs on this host that dropped the page cache, the toolchain read back into it
        (:func:`~mqss_edge.compiler.toolchain.warm_toolchain`), so the next candidate's compile time is its own."""
        if timed.caches_dropped and self.device.info().kind in ("local", "qemu"):
            warm_toolchain(self.tc)

    def compile_time_ms(self, module_text: str, plan: Plan | FullPlan, *, target: Target = Target.HOST) -> float:
        """Total time (ms) of one fresh compile of ``plan``, nothing stored: a sample for compile-time
        statistics (``evaluate`` compiles a candidate once and caches the outcome)."""
        with self._tmp() as wd:
            res = compile_module(module_text, plan, wd, target=target, limits=self.limits, tc=self.tc)
        return res.compile_ms.get("total", 0.0)

    def _check(self, res: CompileResult, plan: Plan | FullPlan, sig: Any, ref: bytes, target: Target) -> Evaluation:
        base = dict(plan=str(plan), full_pipeline=res.full_pipeline, transform_script=res.transform_script,
                    stage=res.stage, message=res.message, compile_ms=res.compile_ms, text_bytes=res.text_bytes,
                    mlir_version=res.mlir_version, target=res.target)
        if res.status is not Status.OK or res.binary is None:
            return Evaluation(status=res.status, max_abs_error=None, **base)
        checker = self._checker(target)
        remote = deploy(checker, res.binary, "check.bin") if checker is not self._local else str(res.binary)
        dump, st, msg = run_check(checker, remote, RUN_TIMEOUT)
        if dump is None:
            return Evaluation(status=Status(st), max_abs_error=None, **{**base, "stage": "run", "message": msg})
        chk = compare(sig, ref, dump)
        if not chk.ok:
            return Evaluation(status=Status.MISCOMPILE, max_abs_error=chk.max_abs_error,
                              **{**base, "stage": "check", "message": chk.message})
        return Evaluation(status=Status.OK, max_abs_error=chk.max_abs_error, **base)

    def _checker(self, target: Target) -> Device:
        if target is Target.AARCH64:
            from mqss_edge.device.qemu import QemuDevice

            if not hasattr(self, "_qemu"):
                self._qemu = QemuDevice()
            return self._qemu
        return self._local

    def _l1(self, module_text: str, plan: Plan | FullPlan, wd: Path, source: str,
            geometry: str | None) -> L1Counts:
        if source in ("perf", "simpleperf"):
            # counted on the device, on a build for what it runs (its own cache, whatever the geometry)
            dev_target = Target.AARCH64 if self.device.info().arch == "aarch64" else Target.HOST
            res = compile_module(module_text, plan, wd / "l1", target=dev_target, limits=self.limits, tc=self.tc)
            if res.binary is not None:
                counts = perf_l1(self.device, deploy(self.device, res.binary, "l1.bin"), source)
                if counts.loads is not None:
                    return counts
        if source == "unavailable" or self.tc.valgrind is None:
            return L1Counts(None, None, "unavailable")
        # valgrind 3.19 cannot run AVX-512: the cachegrind binary is built for x86-64-v3.
        res = compile_module(module_text, plan, wd / "cg", target=Target.X86_64_V3, limits=self.limits, tc=self.tc)
        if res.binary is None:
            return L1Counts(None, None, "unavailable")
        return cachegrind(self._local, str(res.binary), object_symbols(module_text), d1=geometry or "32768,8,64")

    def _tmp(self) -> _PathCtx:
        return _PathCtx(self.workroot)

    def close(self) -> None:
        self.device.close()
        self._local.close()
        if hasattr(self, "_qemu"):
            self._qemu.close()


class _PathCtx:
    """A temp dir as a Path, removed on exit."""

    def __init__(self, root: Path | None):
        self.root = root

    def __enter__(self) -> Path:
        if self.root:
            self.root.mkdir(parents=True, exist_ok=True)
        self.path = Path(tempfile.mkdtemp(prefix="mqss-c-", dir=self.root))
        return self.path

    def __exit__(self, *exc: object) -> None:
        shutil.rmtree(self.path, ignore_errors=True)
