"""A DSL compiler calling the hook, then running mlir-opt-22 with the returned pipeline itself; libraries
shared by processes; compile() falling back when select() raises."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.policy.artifact import load_artifact
from mqss_edge.sdk_integration import PipelineHook
from mqss_edge.sdk_integration.hook import library_name, write_library
from mqss_edge.sdk_integration.tinydsl import Dense
from mqss_edge.selector import Selector, default_policy_dir

SHAPES = [(64, 128, 256), (49, 64, 96), (32, 32, 32), (128, 64, 48), (12, 40, 40), (256, 256, 64)]


@pytest.fixture(scope="module")
def hook(tmp_path_factory) -> PipelineHook:
    return PipelineHook(default_policy_dir("int8"), workdir=tmp_path_factory.mktemp("libs"))


def test_dsl_compiler_runs_mlir_opt_with_the_choice(hook, tmp_path) -> None:
    text = Dense(64, 128, 256).to_mlir()
    choice = hook.choose(text)
    src = tmp_path / "dense.mlir"
    src.write_text(text)
    r = subprocess.run([toolchain().mlir_opt, str(src), *choice.mlir_opt_args(), "-o", str(tmp_path / "out.mlir")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "llvm.func @dense" in (tmp_path / "out.mlir").read_text()
    assert choice.transform_library is not None  # this shape gets a schedule from the committed policy
    assert choice.transform_library.name == library_name(choice.transform_library.read_text())
    assert str(choice.transform_library) in choice.pass_pipeline
    report = hook.compile(text)
    assert report.evaluation.ok and report.used == "policy" and report.fallback is None
    assert report.selection is not None and report.selection.plan == hook.selector.select(text).plan


def test_library_names_are_content_hashes_written_atomically(tmp_path) -> None:
    a = write_library(tmp_path, "module a")
    b = write_library(tmp_path, "module b")
    assert a != b and a.read_text() == "module a" and b.read_text() == "module b"
    assert write_library(tmp_path, "module a") == a
    a.write_text("damaged")  # a damaged file under the name is replaced, not trusted
    assert write_library(tmp_path, "module a").read_text() == "module a"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([a.name, b.name])  # no temp files left


_RACER = r"""
import json, sys
from pathlib import Path
from mqss_edge.sdk_integration import PipelineHook
from mqss_edge.sdk_integration.tinydsl import Dense
shapes = json.loads(sys.argv[2])
hook = PipelineHook(workdir=sys.argv[1])
out = []
for rep in range(int(sys.argv[3])):
    for m, k, n in shapes:
        text = Dense(m, k, n).to_mlir()
        c = hook.choose(text)
        out.append({"shape": [m, k, n], "lib": str(c.transform_library) if c.transform_library else None,
                    "script": hook.selector.select(text).transform_script, "pipeline": c.pass_pipeline})
print(json.dumps(out))
"""


def test_two_processes_sharing_a_workdir_never_overwrite_each_other(tmp_path) -> None:
    """Two compiler processes choose for different modules (one list forwards, one backwards) into one work
    dir at once; every library a pipeline names holds exactly that module's schedule afterwards."""
    wd = tmp_path / "shared"
    procs = [subprocess.Popen([sys.executable, "-c", _RACER, str(wd), json.dumps(order), "3"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for order in (SHAPES, SHAPES[::-1])]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0, err
        results += json.loads(out)
    libs = {r["lib"] for r in results if r["lib"]}
    assert len(libs) >= 3, libs  # the shapes get different schedules, so names differ
    for r in results:
        if r["script"] is None:
            assert r["lib"] is None
            continue
        assert Path(r["lib"]).read_text() == r["script"], r["shape"]
        assert f"transform-library-paths={r['lib']}" in r["pipeline"]
    assert not [p for p in wd.iterdir() if p.name.startswith(".tmp-")]


def _broken_backend(tmp_path: Path) -> Selector:
    """The committed policy's signature over an ONNX graph that does not take its inputs: every select()
    raises onnxruntime's own error, as a corrupted or mismatched deployment would."""
    import onnx
    from onnx import TensorProto, helper

    from mqss_edge.quantize.runtime import OrtRuntime

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, [1]) for n in ("logits", "value")]
    graph = helper.make_graph([helper.make_node("Identity", ["x"], ["logits"]),
                               helper.make_node("Identity", ["x"], ["value"])], "broken", [x], outs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    path = tmp_path / "broken.onnx"
    onnx.save(model, str(path))
    sig = load_artifact(default_policy_dir("int8")).signature
    return Selector(OrtRuntime(path), sig, tmp_path)


def test_compile_falls_back_when_select_raises(tmp_path) -> None:
    sel = _broken_backend(tmp_path)
    text = Dense(32, 64, 48).to_mlir()
    with pytest.raises(Exception):  # noqa: B017 - the backend's own (unexported) error type
        sel.select(text)
    hook = PipelineHook(workdir=tmp_path / "libs", selector=sel)
    report = hook.compile(text)
    assert report.selection is None
    assert report.attempts[0] == ("policy", "select_error")
    assert report.used in ("baseline", "default") and report.evaluation.ok
    assert report.fallback is not None and report.fallback.startswith("select failed: ")


def test_compile_closes_the_engine_it_opens(tmp_path) -> None:
    """No file descriptors or child processes are left behind by repeated compiles."""
    import os

    hook = PipelineHook(workdir=tmp_path / "libs", selector=_broken_backend(tmp_path))
    text = Dense(16, 16, 16).to_mlir()
    hook.compile(text)
    fds = len(os.listdir("/proc/self/fd"))
    for _ in range(3):
        hook.compile(text)
    assert len(os.listdir("/proc/self/fd")) <= fds


def test_library_name_constant_matches_the_selector() -> None:
    from mqss_edge import selector
    from mqss_edge.sdk_integration import hook as hook_module

    assert hook_module.TRANSFORM_LIBRARY_NAME == selector.TRANSFORM_LIBRARY_NAME
