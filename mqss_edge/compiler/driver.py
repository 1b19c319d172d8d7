"""Module + plan → native binary, every stage a bounded subprocess with a recorded outcome.

mlir-opt-22 → mlir-translate-22 → clang-22 (object) → link with the signature's harness.
A pass that fails, crashes or hangs becomes a :class:`CompileResult` status, never an exception.

The module may be under the kernel ABI or at tensor level (``abi``): a function the C harness cannot
be linked beside under its own name (``main``, torch-mlir's default) is renamed in the LLVM IR.
"""

from __future__ import annotations

import enum
import hashlib
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mqss_edge._proc import CommandResult, run_command
from mqss_edge.compiler.abi import RESERVED_SYMBOLS, KernelSignature, lowered_symbol, op_names, signature
from mqss_edge.compiler.fold import rewrite
from mqss_edge.compiler.harness import HARNESS_VERSION, generate
from mqss_edge.compiler.toolchain import Toolchain, toolchain
from mqss_edge.compiler.transforms import (DECOMPOSE_ENTRY, DECOMPOSE_OPS, TAG_ENTRY, render_library, render_tagging,
                                          tag_value)
from mqss_edge.pipeline import FullPlan, Pass, Pipeline, Plan


class Status(str, enum.Enum):
    """Outcome of compiling and checking one candidate."""

    OK = "ok"
    VERIFY_ERROR = "verify_error"  # the IR a pass produced (or was given) fails verification
    PASS_ERROR = "pass_error"  # a pass or the lowering reported failure
    CRASH = "crash"  # a tool or the kernel died on a signal
    TIMEOUT = "timeout"
    TOO_LARGE = "too_large"  # IR or code over the size caps
    MISCOMPILE = "miscompile"  # ran, but its outputs differ from the reference build


class Target(str, enum.Enum):
    """What the binary is built for."""

    HOST = "host"  # -march=native
    X86_64_V3 = "x86_64-v3"  # AVX2 without AVX-512: what valgrind 3.19 can run
    AARCH64 = "aarch64"  # aarch64-linux-gnu, static

    @property
    def arch(self) -> str:
        return "aarch64" if self is Target.AARCH64 else "x86_64"

    def cflags(self) -> list[str]:
        if self is Target.HOST:
            return ["-march=native"]
        if self is Target.X86_64_V3:
            return ["-march=x86-64-v3"]
        return ["--target=aarch64-linux-gnu", "-march=armv8-a"]

    def ldflags(self) -> list[str]:
        # Cross builds are static so they run on Android's bionic and on glibc boards alike.
        return ["--target=aarch64-linux-gnu", "-static"] if self is Target.AARCH64 else []


@dataclass(frozen=True)
class Limits:
    """Per-stage time limits (s) and size caps (bytes)."""

    opt_timeout: float = 60.0
    translate_timeout: float = 60.0
    cc_timeout: float = 60.0
    link_timeout: float = 30.0
    max_ir_bytes: int = 48 << 20
    max_text_bytes: int = 4 << 20


@dataclass(frozen=True)
class CompileResult:
    """Everything one compile produced or why it stopped.

    Attributes:
        status: outcome (``ok`` means compiled; the check may still turn it into ``miscompile``).
        stage: the stage that failed (``plan``: the transform script could not be written for the plan's
            options; ``opt``, ``translate``, ``cc``, ``link``) or ``""``.
        message: the tool's error text, trimmed.
        compile_ms: per-stage wall time in ms plus ``total``.
        text_bytes: size of the kernel object's ``.text`` (0 if not built).
        binary: the linked harness binary (``None`` unless ok).
        full_pipeline: the exact ``--pass-pipeline`` text that ran.
        transform_script: the preloaded transform library, if any.
        mlir_version: toolchain version.
        target: build target.
    """

    status: Status
    stage: str = ""
    message: str = ""
    compile_ms: dict[str, float] = field(default_factory=dict)
    text_bytes: int = 0
    binary: Path | None = None
    full_pipeline: str = ""
    transform_script: str | None = None
    mlir_version: str = ""
    target: str = Target.HOST.value


_VERIFY = re.compile(r"error: '[\w.]+' op |failed to verify|verification failed|does not dominate", re.I)


def _fail(r: CommandResult, stage: str, **kw: object) -> CompileResult:
    if r.timed_out:
        status = Status.TIMEOUT
    elif r.truncated:
        status = Status.TOO_LARGE
    elif stage == "opt" and _VERIFY.search(r.stderr):
        # The root cause when the verifier spoke first; mlir-opt sometimes corrupts its heap while
        # reporting such IR and dies afterwards, which must not turn the outcome into a coin flip.
        status = Status.VERIFY_ERROR
    elif r.crashed or "PLEASE submit a bug report" in r.stderr:
        status = Status.CRASH
    else:
        status = Status.PASS_ERROR
    return CompileResult(status, stage, _trim(r.stderr or r.stdout), **kw)  # type: ignore[arg-type]


def _trim(text: str, limit: int = 4000) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit] + "\n... (truncated)"


def _cache_dir() -> Path:
    d = Path(os.environ.get("MQSS_CACHE", Path.home() / ".cache" / "mqss-edge")) / "harness"
    d.mkdir(parents=True, exist_ok=True)
    return d


def harness_object(sig: KernelSignature, target: Target, tc: Toolchain) -> Path:
    """The compiled harness for a signature and target, built once and cached on disk."""
    src = generate(sig)
    key = hashlib.sha256(f"{HARNESS_VERSION}|{target.value}|{tc.mlir_version}|{src}".encode()).hexdigest()[:24]
    obj = _cache_dir() / f"{key}.o"
    if not obj.exists():
        with tempfile.TemporaryDirectory() as tmp:
            c = Path(tmp) / "harness.c"
            c.write_text(src)
            tmp_obj = Path(tmp) / "harness.o"
            r = run_command([tc.clang, "-O2", "-std=c11", *target.cflags(), "-c", str(c), "-o", str(tmp_obj)],
                            timeout=60)
            if not r.ok:
                raise RuntimeError(f"harness did not compile: {r.stderr}")
            os.replace(tmp_obj, obj)  # atomic: concurrent builders agree
    return obj


def select_entry(module_text: str, entry: str, tc: Toolchain | None = None) -> str:
    """The module with every function but ``entry`` made private (``symbol-privatize``), so that
    ``entry`` is the one public function the engine and the harness call.

    Raises:
        AbiError: the module has no function ``entry`` or its signature cannot be called.
        ParseError: ``mlir-opt`` cannot read the module.
    """
    from mqss_edge.errors import ParseError

    signature(module_text, entry)
    tc = tc or toolchain()
    r = run_command([tc.mlir_opt, "-", f"--pass-pipeline=builtin.module(symbol-privatize{{exclude={entry}}})"],
                    timeout=120, stdin=module_text.encode())
    if not r.ok:
        first = next((ln for ln in r.stderr.splitlines() if "error" in ln), r.stderr.strip()[:300])
        raise ParseError(first.replace("<stdin>", "<module>"))
    return r.stdout


_LL_IDENT_TAIL = r"(?![-\w$.])"


def _rename_reserved(ll: Path) -> None:
    """Rename functions a C program cannot link beside (``@main``) in the LLVM IR text."""
    text = ll.read_text()
    changed = text
    for name in RESERVED_SYMBOLS:
        if re.search(rf"^define [^@\n]*@{re.escape(name)}\(", text, re.M):
            changed = re.sub(rf"@{re.escape(name)}{_LL_IDENT_TAIL}", "@" + lowered_symbol(name), changed)
    if changed != text:
        ll.write_text(changed)


def _with_prologue(pipeline: Pipeline, library: str, *, tag: bool, decompose: bool) -> Pipeline:
    """``pipeline`` starting with the tagging of op groups (``TAG_ENTRY``) and then the decomposition of
    ``DECOMPOSE_OPS`` (the library preloaded once). Tagging comes first: it matches the module's ops as the
    reader saw them."""
    passes = list(pipeline)
    steps = ([Pass("transform-interpreter", (("entry-point", TAG_ENTRY),))] if tag else []) + (
        [Pass("transform-interpreter", (("entry-point", DECOMPOSE_ENTRY),)), Pass("canonicalize")] if decompose
        else [])
    if not steps:
        return pipeline
    if passes and passes[0].name == "transform-preload-library":
        return Pipeline(tuple(passes[:1] + steps + passes[1:]))
    return Pipeline(tuple([Pass("transform-preload-library", (("transform-library-paths", library),))] + steps
                          + passes))


def prepared_text(module_text: str, plan: Plan | FullPlan) -> str:
    """The text ``mlir-opt`` compiles for ``plan``: ``module_text`` itself, or, for a plan that starts with a
    module rewrite (``mqss-fold-transposes``, ``mqss-unfold-transposes``), the rewritten module
    (:func:`mqss_edge.compiler.fold.rewrite`)."""
    if isinstance(plan, Plan) and plan.rewrite_pass is not None:
        return rewrite(plan.rewrite_pass, module_text).text
    return module_text


def plan_pipeline(module_text: str, plan: Plan, library: str, module: Any = None) -> tuple[str, str | None]:
    """The ``mlir-opt`` pipeline text and the transform library ``plan`` compiles ``module_text`` with: the
    plan's schedules and, when the module holds ops without a loop lowering of their own (``DECOMPOSE_OPS``),
    their decomposition first. The driver runs it; the selector reports it. A plan that folds transposes
    compiles :func:`prepared_text` of the module, not the module: the pipeline is for that text.

    Args:
        library: the path the pipeline names for the transform library.
        module: the reader's module of ``module_text`` when the caller has it (its op groups are cached on it;
            without it a plan with group schedules reads the text again).
    """
    folded = prepared_text(module_text, plan)  # the schedules target the ops of the text mlir-opt gets
    return _plan_pipeline(folded, plan, library, module if folded is module_text else None)


def _plan_pipeline(module_text: str, plan: Plan, library: str, module: Any) -> tuple[str, str | None]:
    """:func:`plan_pipeline` of a module already :func:`prepared_text` for ``plan``."""
    decompose = (any(op in module_text for op in DECOMPOSE_OPS)  # a cheap gate before reading the ops
                 and not op_names(module_text).isdisjoint(DECOMPOSE_OPS))
    targets = {(int(g), int(k) if (k := p.param("shape")) is not None and k.isdigit() else None)
               for p in plan.transforms if (g := p.param("group")) is not None and g.isdigit()}
    tagging = None
    if targets:
        from mqss_edge.features.groups import op_groups
        from mqss_edge.features.reader import parse

        mod = parse(module_text) if module is None else module
        grouping = op_groups(mod)
        group_of = grouping.group_of
        split = {g for g, k in targets if k is not None}
        if split:  # members of a shape given its own schedule carry that shape's tag
            from mqss_edge.features.vector import nests

            entries, group_of = nests(mod), list(group_of)
            for og in grouping.groups:
                if og.id in split:
                    for i in og.members:
                        k = og.shapes.index(tuple(entries[i][1].trips))
                        if (og.id, k) in targets:
                            group_of[i] = tag_value(og.id, k)
        tagging = render_tagging(grouping.tag_ops, group_of, sorted(tag_value(g, k) for g, k in targets))
    script = render_library(plan.transforms, decompose=decompose, tagging=tagging)
    pipeline = plan.full_pipeline(library if plan.transforms else None)
    return str(_with_prologue(pipeline, library, tag=bool(targets), decompose=decompose)), script


def compile_module(module_text: str, plan: Plan | FullPlan, workdir: Path, *, target: Target = Target.HOST,
                   limits: Limits = Limits(), cc_opt: str = "-O2", tc: Toolchain | None = None,
                   entry: str | None = None) -> CompileResult:
    """Compile one candidate to a linked harness binary in ``workdir``.

    Args:
        module_text: MLIR under the kernel ABI or at tensor level.
        plan: stage-slotted optimization passes, or a full pipeline used as is.
        workdir: where intermediate files and the binary go.
        target: build target.
        limits: time and size caps.
        cc_opt: clang optimization level for the kernel object (the reference build uses ``-O0``).
        tc: toolchain (default: discovered).
        entry: the function to call when the module has several public ones.

    Returns:
        The outcome; ``binary`` is set when status is ``ok``.

    Raises:
        AbiError: the module has no entry the harness can call (an input error, not a candidate outcome).
    """
    tc = tc or toolchain()
    module_text = prepared_text(module_text, plan)
    sig = signature(module_text, entry)
    workdir.mkdir(parents=True, exist_ok=True)
    src = workdir / "kernel.mlir"
    src.write_text(module_text)
    script: str | None
    if isinstance(plan, FullPlan):
        script = plan.transform_library_text
        lib = workdir / "transforms.mlir"
        pipeline_text = str(plan.pipeline)
    else:
        lib = workdir / "transforms.mlir"
        try:
            pipeline_text, script = _plan_pipeline(module_text, plan, str(lib), None)  # the text is prepared above
        except ValueError as exc:  # options a schedule cannot combine: the plan's fault, recorded like a pass's
            return CompileResult(Status.PASS_ERROR, "plan", str(exc), {"total": 0.0},
                                 mlir_version=tc.mlir_version, target=target.value)
    if script:
        lib.write_text(script)
    common = {"full_pipeline": pipeline_text, "transform_script": script, "mlir_version": tc.mlir_version,
              "target": target.value}
    ms: dict[str, float] = {}
    if sig.results and "buffer-results-to-out-params" not in pipeline_text:
        return CompileResult(Status.PASS_ERROR, "opt", f"@{sig.name} returns tensors: the pipeline must turn them "
                             "into out-parameters (buffer-results-to-out-params{hoist-static-allocs=true "
                             "modify-public-functions=true} after bufferization), the harness passes them so",
                             _total(ms), **common)

    lowered = workdir / "kernel.llvm.mlir"
    r = run_command([tc.mlir_opt, str(src), f"--pass-pipeline={pipeline_text}", "-o", str(lowered)],
                    timeout=limits.opt_timeout, max_output=1 << 20)
    ms["opt"] = r.seconds * 1e3
    if not r.ok:
        return _fail(r, "opt", compile_ms=_total(ms), **common)
    if lowered.stat().st_size > limits.max_ir_bytes:
        return CompileResult(Status.TOO_LARGE, "opt", f"lowered IR is {lowered.stat().st_size} bytes",
                             _total(ms), **common)

    ll = workdir / "kernel.ll"
    r = run_command([tc.mlir_translate, "--mlir-to-llvmir", str(lowered), "-o", str(ll)],
                    timeout=limits.translate_timeout, max_output=1 << 20)
    ms["translate"] = r.seconds * 1e3
    if not r.ok:
        return _fail(r, "translate", compile_ms=_total(ms), **common)
    if any(name in module_text for name in RESERVED_SYMBOLS):  # a cheap test before reading the IR
        _rename_reserved(ll)

    obj = workdir / "kernel.o"
    r = run_command([tc.clang, cc_opt, *target.cflags(), "-Wno-override-module", "-c", str(ll), "-o", str(obj)],
                    timeout=limits.cc_timeout, max_output=1 << 20)
    ms["cc"] = r.seconds * 1e3
    if not r.ok:
        return _fail(r, "cc", compile_ms=_total(ms), **common)
    text_bytes = text_size(obj, tc)
    if text_bytes > limits.max_text_bytes:
        return CompileResult(Status.TOO_LARGE, "cc", f".text is {text_bytes} bytes", _total(ms), text_bytes,
                             **common)

    binary = workdir / "kernel.bin"
    harness = harness_object(sig, target, tc)
    r = run_command([tc.clang, *target.ldflags(), str(harness), str(obj), "-o", str(binary), "-lm"],
                    timeout=limits.link_timeout, max_output=1 << 20)
    ms["link"] = r.seconds * 1e3
    if not r.ok:
        return _fail(r, "link", compile_ms=_total(ms), text_bytes=text_bytes, **common)
    return CompileResult(Status.OK, "", "", _total(ms), text_bytes, binary, **common)


def _total(ms: dict[str, float]) -> dict[str, float]:
    return {**ms, "total": sum(ms.values())}


def text_size(obj: Path, tc: Toolchain) -> int:
    """Bytes of ``.text*`` sections in an object file."""
    r = run_command([tc.llvm_size, "-A", str(obj)], timeout=30)
    total = 0
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith(".text") and parts[1].isdigit():
            total += int(parts[1])
    return total
