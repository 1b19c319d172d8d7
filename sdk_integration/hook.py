"""The hook a vendor compiler calls: pipeline for a module, or a checked object file with fallback."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mqss_edge.selector import TRANSFORM_LIBRARY_NAME, Selector


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


class PipelineHook:
    """Thread-safe, load-once entry point for compilers.

    Args:
        policy_dir: policy directory (default: the committed int8 policy).
        workdir: where transform libraries are written for the compiler to preload.
    """

    def __init__(self, policy_dir: str | Path | None = None, workdir: str | Path = ".mqss-edge"):
        self.selector = Selector.load(policy_dir)
        self.workdir = Path(workdir)
        self._lock = threading.Lock()
        self._n = 0

    def choose(self, module_text: str) -> PipelineChoice:
        """Pick a pipeline; writes the transform library (if any) to a fresh file in ``workdir``."""
        pick = self.selector.select(module_text)
        lib: Path | None = None
        pipeline = pick.full_pipeline
        if pick.transform_script:
            with self._lock:
                self._n += 1
                n = self._n
            self.workdir.mkdir(parents=True, exist_ok=True)
            lib = (self.workdir / f"transforms-{n}.mlir").resolve()
            lib.write_text(pick.transform_script)
            pipeline = pipeline.replace(f"transform-library-paths={TRANSFORM_LIBRARY_NAME}",
                                        f"transform-library-paths={lib}")
        return PipelineChoice(pipeline, lib, str(pick.plan), pick.latency_ms)

    def compile_checked(self, module_text: str, family: str | None = None) -> Any:
        """Compile with the selected pipeline, checked against the reference build; falls back to the
        family baseline, then the default pipeline. Returns the selector's ``CompileReport``."""
        return self.selector.compile(module_text, family=family)
