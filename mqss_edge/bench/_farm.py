"""The device-farm loop: every module on every device, one thread per device, resumable through the store.

Each device thread opens its device (again after a lost connection, up to ``attempts``), and per module
builds the pipelines for the device's target (once per run, whichever thread asks first), deploys and
checks them against the reference outputs, times the ones that pass A/B-interleaved, counts L1 misses,
and stores every finished result at once under a key of (device identity, module, pipeline, settings).
"""

from __future__ import annotations

import math
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mqss_edge.bench._config import MAX_REPEAT, BenchConfig, BenchError, BenchModule, Variant, baseline_plan
from mqss_edge.bench._devices import Unsupported, identity_key, open_bench_device, target_for
from mqss_edge.bench._document import BenchResult, DeviceState, build_document
from mqss_edge.errors import DeviceError, DeviceNotFound, DeviceTimeout, MqssError
from mqss_edge.store import make_key

if TYPE_CHECKING:
    from mqss_edge.compiler.driver import CompileResult, Target
    from mqss_edge.device import Device, DeviceInfo
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store

#: Part of every store key: bump when what a stored bench record means changes.
BENCH_VERSION = 1


@dataclass(frozen=True)
class ProgressEvent:
    """What a device thread reports: ``state`` is opening | running | retrying | done | failed."""

    device: str
    state: str
    done: int
    total: int
    message: str = ""


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
        base, why = baseline_plan(m.family)
        vs: list[tuple[Variant, Plan | None, str]] = [(Variant.DEFAULT, Plan(), ""), (Variant.BASELINE, base, why)]
        if policy is not None:
            vs.append((Variant.POLICY, policy.select(m.text).plan, ""))
        plans[m.name] = vs
    states = [DeviceState(spec) for spec in config.devices]
    crashes: list[BaseException] = []
    with tempfile.TemporaryDirectory(prefix="mqss-bench-", dir=workroot) as tmp:
        builds = _Builds(Path(tmp), tc)
        ctx = _Run(config, modules, plans, refs, store, builds, tc.mlir_version, opener, progress)

        def work(state: DeviceState) -> None:
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
    doc = build_document(config, modules, states, tc.mlir_version, policy, started)
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

    def _emit(self, s: DeviceState, state: str, message: str = "") -> None:
        if self.progress is not None:
            done = len(s.modules)
            self.progress(ProgressEvent(s.spec, state, done, len(self.modules), message))

    def device_loop(self, s: DeviceState) -> None:
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
                    raise Unsupported(f"{s.spec} answered as another device after reconnecting; "
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
                if not isinstance(exc, DeviceError) or isinstance(exc, Unsupported) or s.attempts >= cfg.attempts:
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

    def _module(self, dev: Device, info: DeviceInfo, target: Target, m: BenchModule, s: DeviceState) -> None:
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
              s: DeviceState) -> None:
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
        from mqss_edge.compiler.abi import object_symbols

        method = _l1_method(info)
        if method in ("perf", "simpleperf"):
            return perf_l1(dev, remote, method).to_dict()
        if method == "cachegrind":
            # valgrind 3.19 cannot run AVX-512: cachegrind gets its own x86-64-v3 build.
            res = self.builds.get(m, plan, Target.X86_64_V3)
            if res.binary is not None:
                try:
                    return cachegrind(dev, str(res.binary), object_symbols(m.text)).to_dict()
                except DeviceNotFound:
                    raise
                except DeviceError as exc:
                    return {"loads": None, "misses": None, "miss_rate": None, "source": "unavailable",
                            "note": f"cachegrind failed: {exc}"[:500]}
        return {"loads": None, "misses": None, "miss_rate": None, "source": "unavailable"}

    def _finish(self, s: DeviceState, m: BenchModule, rows: dict[Variant, dict[str, Any]],
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
