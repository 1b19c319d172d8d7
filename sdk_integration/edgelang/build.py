"""Build an EdgeLang program the way a vendor toolchain does: each kernel's module through mlir-opt-22,
mlir-translate-22 and clang-22, then one object, shared library or MLIR file.

Each kernel lands in an arm by its identity (``--mqss-rollout``): the *baseline* arm compiles with the default
lowering; the *selector* arm asks the policy for the kernel's plan and, when selecting or any stage of that
build fails, falls back per op (host builds: the plan's schedules at fault are left out, the others kept,
each candidate checked against the reference build), then builds the kernel with the default lowering, and
records why. So the selector arm never fails a build the baseline would have built.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mqss_edge._proc import run_command
from mqss_edge.compiler.driver import Target, plan_pipeline, text_size
from mqss_edge.compiler.toolchain import Toolchain, toolchain
from mqss_edge.errors import CompileError
from mqss_edge.pipeline import Plan
from mqss_edge.sdk_integration.edgelang.emit import KernelModule, emit
from mqss_edge.sdk_integration.edgelang.metrics import KernelBuild, Metrics
from mqss_edge.sdk_integration.edgelang.syntax import parse
from mqss_edge.sdk_integration.hook import write_library

TARGETS = {"host": Target.HOST, "aarch64": Target.AARCH64}
EMITS = ("mlir", "obj", "so")


def kernel_id(k: KernelModule) -> str:
    """A kernel's identity: its name and the hash of its module (the same kernel, the same id, any build)."""
    return f"{k.name}-{hashlib.sha256(k.text.encode()).hexdigest()[:12]}"


def rollout_bucket(kid: str) -> int:
    """The kernel's bucket in [0, 10000): a hash of its identity, so its arm never changes between builds."""
    return int(hashlib.sha256(f"mqss-rollout:{kid}".encode()).hexdigest()[:12], 16) % 10000


def in_rollout(kid: str, percent: float) -> bool:
    """Whether kernel ``kid`` is in the selector arm of a ``percent`` % rollout."""
    return rollout_bucket(kid) < round(percent * 100)


@dataclass(frozen=True)
class SelectorOptions:
    """The ``--mqss-*`` flags.

    Attributes:
        use_selector: ``--use-mqss-selector``.
        rollout: percent of kernels (by identity) in the selector arm.
        policy: policy directory (``None``: the committed int8 policy).
        metrics: SQLite database to record every compile in, or ``None``.
        bench: check every kernel against the reference build and time it (``--mqss-bench``, host only):
            a selector-arm kernel whose plan miscompiles, crashes or hangs is rebuilt with the default lowering.
    """

    use_selector: bool = False
    rollout: float = 100.0
    policy: Path | None = None
    metrics: Path | None = None
    bench: bool = False


#: How ``--mqss-bench`` times a kernel: a quick figure for the dashboard, not a benchmark-grade one.
BENCH_MEASURE = {"warmup": 2, "repeat": 5, "processes": 1, "pin": None, "drop_caches": False}


def _checked(engine: Any, text: str, plan: Plan) -> tuple[bool, str, float | None]:
    """(ok, status, median runtime ms) of ``plan`` on ``text``, checked against the reference build."""
    from mqss_edge.engine import MeasureConfig

    ev = engine.evaluate(text, plan, measure=MeasureConfig(**BENCH_MEASURE))
    return ev.ok, ev.status.value, ev.runtime_ms()


@dataclass(frozen=True)
class BuildReport:
    """What a build produced: the output file and one record per kernel."""

    output: Path
    kernels: tuple[KernelBuild, ...]
    build_id: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def _first_error(text: str, code: int) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return next((ln for ln in lines if "error" in ln), lines[0] if lines else f"exit {code}")[:300]


def compile_kernel(text: str, plan: Plan, workdir: Path, target: Target, tc: Toolchain) -> tuple[Path | None, str,
                                                                                                    float, str]:
    """mlir-opt-22 → mlir-translate-22 → clang-22 -c for one kernel module.

    Returns:
        ``(object or None, pipeline text, wall ms of the stages run, failure reason or "")``.
    """
    workdir.mkdir(parents=True, exist_ok=True)
    src = workdir / "kernel.mlir"
    src.write_text(text)
    pipeline, script = plan_pipeline(text, plan, "transforms.mlir")
    if script:
        lib = write_library(workdir, script)
        pipeline = pipeline.replace("transform-library-paths=transforms.mlir", f"transform-library-paths={lib}")
    ms = 0.0
    steps = [("mlir-opt", [tc.mlir_opt, str(src), f"--pass-pipeline={pipeline}", "-o", str(workdir / "k.llvm.mlir")]),
             ("mlir-translate", [tc.mlir_translate, "--mlir-to-llvmir", str(workdir / "k.llvm.mlir"), "-o",
                                 str(workdir / "k.ll")]),
             ("clang", [tc.clang, "-O2", "-fPIC", *target.cflags(), "-Wno-override-module", "-c", str(workdir / "k.ll"),
                        "-o", str(workdir / "k.o")])]
    for stage, argv in steps:
        r = run_command(argv, timeout=120, max_output=1 << 20)
        ms += r.seconds * 1e3
        if not r.ok:
            why = "timed out" if r.timed_out else _first_error(r.stderr or r.stdout, r.returncode)
            return None, pipeline, ms, f"{stage} failed: {why}"
    return workdir / "k.o", pipeline, ms, ""


def _per_op(engine: Any, text: str, plan: Plan, workdir: Path, target: Target, tc: Toolchain
            ) -> tuple[Path | None, Plan, str, float, str]:
    """The per-op fallback (:func:`mqss_edge.fallback.fit_plan`): the selected plan with the schedules at fault
    left out, built; ``(object or None, plan, pipeline, ms, what was left out)``."""
    from mqss_edge.fallback import fit_plan

    fitted = fit_plan(engine, text, plan)
    if not (fitted.ok and fitted.plan.transforms):
        return None, plan, "", 0.0, ""
    obj, pipeline, ms, why = compile_kernel(text, fitted.plan, workdir, target, tc)
    left = ", ".join(d.schedule for d in fitted.dropped)
    return obj, fitted.plan, pipeline, ms, why or f"per op: {left} left on the default lowering"


class _LazySelector:
    def __init__(self, policy: Path | None):
        self.policy, self.sel = policy, None

    def plan(self, text: str) -> Plan:
        if self.sel is None:
            from mqss_edge.selector import Selector

            self.sel = Selector.load(self.policy, warmup=False)
        return self.sel.select(text).plan


def _link(objs: list[Path], out: Path, emit_kind: str, target: Target, tc: Toolchain, wd: Path) -> None:
    if emit_kind == "so":
        argv = [tc.clang, *target.ldflags()[:1], "-shared", "-o", str(out), *map(str, objs), "-lm"]
    elif len(objs) == 1:
        shutil.copyfile(objs[0], out)
        return
    else:  # one relocatable object holding every kernel
        argv = [tc.clang, *target.ldflags()[:1], "-r", "-nostdlib", "-o", str(out), *map(str, objs)]
    r = run_command(argv, timeout=120, max_output=1 << 20)
    if not r.ok:
        raise CompileError(f"link failed: {_first_error(r.stderr, r.returncode)}")


def build(source: Path, out: Path, *, target: str = "host", emit_kind: str = "so",
          options: SelectorOptions = SelectorOptions(), tc: Toolchain | None = None,
          chooser: Any = None) -> BuildReport:
    """Compile an EdgeLang file.

    Args:
        chooser: what picks a selector-arm kernel's plan (an object with ``plan(module_text) -> Plan``);
            default: the policy in ``options.policy``, loaded on first use.

    Raises:
        EdgeError: the source is wrong (line:column).
        CompileError: a kernel the default lowering cannot build, or the link failed.
        ValueError: an unknown target or output kind.
    """
    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r} (host, aarch64)")
    if emit_kind not in EMITS:
        raise ValueError(f"unknown output kind {emit_kind!r} (mlir, obj, so)")
    if options.bench and target != "host":
        raise ValueError("--mqss-bench times kernels on this machine: use --target host")
    if not 0.0 <= options.rollout <= 100.0:
        raise ValueError(f"--mqss-rollout must be within 0..100, not {options.rollout:g}")
    kernels = emit(parse(source.read_text()))
    build_id = uuid.uuid4().hex[:12]
    if emit_kind == "mlir":
        out.write_text("module {\n" + "\n".join(k.text for k in kernels) + "}\n")
        return BuildReport(out, (), build_id)
    tc = tc or toolchain()
    tgt = TARGETS[target]
    selector = chooser if chooser is not None else _LazySelector(options.policy)
    metrics = Metrics(options.metrics) if options.metrics else None
    records: list[KernelBuild] = []
    wd = Path(tempfile.mkdtemp(prefix="edgelangc-"))
    engine = store = None
    if options.bench:
        from mqss_edge.engine import Engine
        from mqss_edge.store import Store

        store = Store()
        engine = Engine(store=store)
    try:
        objs = []
        for i, k in enumerate(kernels):
            kid = kernel_id(k)
            arm = "selector" if options.use_selector and in_rollout(kid, options.rollout) else "baseline"
            plan, reason, total = Plan(), None, 0.0
            obj = None
            if arm == "selector":
                try:
                    plan = selector.plan(k.text)
                except Exception as exc:  # reader or policy backend errors: the kernel builds without a selection
                    reason = f"select failed: {type(exc).__name__}: {(str(exc).splitlines() or [''])[0]}"
                if reason is None and plan != Plan():
                    obj, pipeline, ms, why = compile_kernel(k.text, plan, wd / f"{i}-sel", tgt, tc)
                    total += ms
                    reason = why or None
            runtime = None
            if obj is not None and engine is not None:
                ok, st, runtime = _checked(engine, k.text, plan)
                if not ok:
                    obj, reason, runtime = None, f"check failed: {st}", None
            status = "ok"
            if obj is None and reason is not None and not reason.startswith("select failed") \
                    and len(plan.transforms) > 1 and tgt is Target.HOST:
                if engine is None:  # the per-op fallback checks its candidates: an engine for it alone
                    from mqss_edge.engine import Engine
                    from mqss_edge.store import Store

                    store = Store()
                    engine = Engine(store=store)
                obj, plan, got, ms, why = _per_op(engine, k.text, plan, wd / f"{i}-per-op", tgt, tc)
                total += ms
                if obj is not None:
                    pipeline = got
                    status, reason = "fallback", f"{reason}; {why}"
                    runtime = _checked(engine, k.text, plan)[2] if options.bench else None
            if obj is None:
                if reason is not None:
                    status = "fallback"
                plan_used = Plan()
                obj, pipeline, ms, why = compile_kernel(k.text, plan_used, wd / f"{i}-base", tgt, tc)
                total += ms
                if obj is None:
                    status = "failed"
                elif engine is not None:
                    runtime = _checked(engine, k.text, plan_used)[2]
            else:
                plan_used = plan
            size = text_size(obj, tc) if obj is not None else 0
            rec = KernelBuild(k.name, kid, arm, str(plan_used), pipeline, total, size, status, reason, runtime)
            records.append(rec)
            if metrics is not None:
                metrics.record(rec, build=build_id, source=str(source), target=target)
            if obj is None:
                raise CompileError(f"kernel {k.name}: the default lowering failed: {why}")
            objs.append(obj)
        _link(objs, out, emit_kind, tgt, tc, wd)
    finally:
        shutil.rmtree(wd, ignore_errors=True)
        if engine is not None and store is not None:
            engine.close()
            store.close()
        if metrics is not None:
            metrics.close()
    return BuildReport(out, tuple(records), build_id)
