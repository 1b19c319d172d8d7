"""A DSL compiler calling the hook, then running mlir-opt-22 with the returned pipeline itself."""

from __future__ import annotations

import subprocess

from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.sdk_integration import PipelineHook
from mqss_edge.sdk_integration.tinydsl import Dense
from mqss_edge.selector import default_policy_dir


def test_dsl_compiler_runs_mlir_opt_with_the_choice(tmp_path) -> None:
    hook = PipelineHook(default_policy_dir("int8"), workdir=tmp_path / "libs")
    text = Dense(64, 128, 256).to_mlir()
    choice = hook.choose(text)
    src = tmp_path / "dense.mlir"
    src.write_text(text)
    r = subprocess.run([toolchain().mlir_opt, str(src), *choice.mlir_opt_args(), "-o", str(tmp_path / "out.mlir")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "llvm.func @dense" in (tmp_path / "out.mlir").read_text()
    if choice.transform_library is not None:
        assert choice.transform_library.exists() and str(choice.transform_library) in choice.pass_pipeline
    report = hook.compile_checked(text)
    assert report.evaluation.ok and report.used in ("policy", "baseline", "default")
