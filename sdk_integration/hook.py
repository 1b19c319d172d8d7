"""The hook a vendor compiler calls: pipeline for a module, or a checked object file with fallback."""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the selector loads numpy and the policy runtimes; write_library's callers need neither
    from mqss_edge.selector import Selection, Selector

#: ``mqss_edge.selector.TRANSFORM_LIBRARY_NAME`` (the name a selection's pipeline gives its library).
TRANSFORM_LIBRARY_NAME = "transforms.mlir"


@dataclass(frozen=True)
class PipelineChoice:
    """What the compiler passes to ``mlir-opt-22``.

    Attributes:
        pass_pipeline: the ``--pass-pipeline=`` argument (lowers to the LLVM dialect).
        transform_library: path of the transform library it preloads, or ``None``.
        plan: the optimization part in mqss-edge notation (for logs).
        latency_ms: time the selection took.
    """

    pass_pipeline: str
    transform_library: Path | None
    plan: str
    latency_ms: float

    def mlir_opt_args(self) -> list[str]:
        return [f"--pass-pipeline={self.pass_pipeline}"]


@dataclass(frozen=True)
class HookReport:
    """What :meth:`PipelineHook.compile` did.

    Attributes:
        selection: the policy's choice, or ``None`` when selecting itself failed.
        used: ``policy``, ``baseline`` or ``default``.
        fallback: why the policy's pipeline was not used, or ``None``.
        evaluation: the engine's record of the pipeline that was used (the last one tried if none built).
        attempts: ``(which, status)`` for every pipeline tried, in order (``("policy", "select_error")`` when
            the selector raised).
    """

    selection: Selection | None
    used: str
    fallback: str | None
    evaluation: Any
    attempts: tuple[tuple[str, str], ...] = field(default_factory=tuple)


def library_name(script: str) -> str:
    """The file name of a transform library: its content hash, so equal schedules share one file and
    different ones never collide, whichever process writes them."""
    return f"transforms-{hashlib.sha256(script.encode()).hexdigest()[:20]}.mlir"


def write_library(workdir: Path, script: str) -> Path:
    """Write ``script`` under its content-hash name in ``workdir``, atomically (temp file + rename), so a
    reader never sees a partial file and two writers of the same content cannot corrupt each other."""
    workdir.mkdir(parents=True, exist_ok=True)
    path = (workdir / library_name(script)).resolve()
    try:
        if path.read_text() == script:
            return path
    except OSError:
        pass
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".mlir", dir=workdir)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(script)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def with_library(full_pipeline: str, library: Path) -> str:
    """``full_pipeline`` (which names the library ``transforms.mlir``) naming ``library`` instead."""
    return full_pipeline.replace(f"transform-library-paths={TRANSFORM_LIBRARY_NAME}",
                                 f"transform-library-paths={library}")


class PipelineHook:
    """Thread-safe, load-once entry point for compilers.

    Args:
        policy_dir: policy directory (default: the committed int8 policy).
        workdir: where transform libraries are written for the compiler to preload; may be shared by any
            number of compiler processes.
        selector: an already loaded selector (then ``policy_dir`` is ignored).
    """

    def __init__(self, policy_dir: str | Path | None = None, workdir: str | Path = ".mqss-edge",
                 selector: Selector | None = None):
        from mqss_edge.selector import Selector

        self.selector = selector if selector is not None else Selector.load(policy_dir)
        self.workdir = Path(workdir)
        self._lock = threading.Lock()

    def choose(self, module_text: str) -> PipelineChoice:
        """Pick a pipeline; writes the transform library (if any) to ``workdir`` under its content hash.

        Raises:
            ParseError: the reader cannot read the module; the policy backend's own errors pass through.
        """
        pick = self.selector.select(module_text)
        lib: Path | None = None
        pipeline = pick.full_pipeline
        if pick.transform_script:
            lib = write_library(self.workdir, pick.transform_script)
            pipeline = with_library(pipeline, lib)
        return PipelineChoice(pipeline, lib, str(pick.plan), pick.latency_ms)

    def compile(self, module_text: str, family: str | None = None, *, engine: Any = None,
                target: Any = None) -> HookReport:
        """Compile with the selected pipeline, checked against the reference build; falls back per op group
        (a schedule that fails leaves its group on the family rule or the default lowering,
        :func:`mqss_edge.fallback.with_fallback`), then to the family baseline, then the default pipeline —
        also when selecting itself raises (a reader or policy backend error). An engine (and result store) it creates is closed before it returns.

        Raises:
            ParseError / AbiError: the module itself is bad (mlir-opt rejects it or the harness cannot call it).
        """
        from mqss_edge.compiler.driver import Target
        from mqss_edge.corpus import family_baseline, guess_family
        from mqss_edge.engine import Engine
        from mqss_edge.fallback import with_fallback
        from mqss_edge.pipeline import Plan
        from mqss_edge.selector import family_rule

        attempts: tuple[tuple[str, str], ...] = ()
        candidates: list[tuple[str, Plan]] = []
        sel: Selection | None = None
        reason: str | None = None
        try:
            sel = self.selector.select(module_text)
        except Exception as exc:  # the reader's ParseError or any backend's own error type
            attempts = (("policy", "select_error"),)
            reason = f"select failed: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        try:
            fam = family or guess_family(module_text)
        except Exception:  # the family guess reads the module too
            fam = None
        if fam is not None:
            candidates.append(("baseline", family_baseline(fam)))
        candidates.append(("default", Plan()))
        from mqss_edge.store import Store

        own = engine is None
        store = Store() if own else None
        eng = Engine(store=store) if own else engine
        try:
            fb = with_fallback(eng, module_text, sel.plan if sel is not None else None, candidates,
                               target=target or Target.HOST, reason=reason, attempts=attempts,
                               alternative=family_rule(module_text) if sel is not None else None)
            return HookReport(sel, fb.used, fb.reason, fb.evaluation, fb.attempts)
        finally:
            if own:
                eng.close()
                if store is not None:
                    store.close()  # Engine.close closes devices, not the store it was given

    def compile_checked(self, module_text: str, family: str | None = None) -> HookReport:
        """The name :meth:`compile` had before; kept for existing callers."""
        return self.compile(module_text, family)
