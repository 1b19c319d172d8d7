"""`mqss-edge quantize` end to end on the committed policy, and its accuracy gate."""

from __future__ import annotations

import json
import subprocess
import sys

import onnx

from mqss_edge import Selector
from mqss_edge.selector import default_policy_dir


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mqss_edge.cli", "quantize", *args], capture_output=True,
                          text=True, timeout=900)


def test_int8_policy_passes_the_gate_and_selects_like_fp32(tmp_path, matmul_text) -> None:
    out = tmp_path / "int8"
    r = _run(str(default_policy_dir("fp32")), "--to", "onnx-int8", "--out", str(out), "--max-modules", "12",
             "--no-measure", "--json")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    assert rep["state_agreement"] >= 0.995 and rep["states"] > 50
    sig = json.loads((out / "signature.json").read_text())
    assert sig["precision"] == "int8" and sig["backend"] == "onnx" and sig["mlir_version"].startswith("22.")
    ops = {n.op_type for n in onnx.load(str(out / sig["model_file"])).graph.node}
    assert {"DynamicQuantizeLinear", "MatMulInteger"} <= ops
    assert "Where" in ops  # the action mask stays a float op
    if rep["scheme"].startswith("dynamic-int8-all-weights") or rep["scheme"].endswith("weight-only-tail"):
        # every weight stored int8: the size target holds
        assert rep["model_bytes"] * 3.5 <= sig["quantization"]["fp32_onnx_bytes"]
    q = Selector.load(out)
    f = Selector.load(default_policy_dir("fp32"))
    assert q.select(matmul_text).plan == f.select(matmul_text).plan


def test_below_the_gate_writes_nothing(tmp_path) -> None:
    out = tmp_path / "never"
    r = _run(str(default_policy_dir("fp32")), "--to", "onnx-int8", "--out", str(out), "--max-modules", "4",
             "--no-measure", "--gate", "1.01")
    assert r.returncode == 1 and "below the accuracy gate" in r.stderr
    report = json.loads(r.stdout)
    assert report["gate"] == 1.01
    assert [c["scheme"] for c in report["candidates"]] == ["dynamic-int8-all-weights",
                                                           "dynamic-int8-all-weights-per-channel",
                                                           "dynamic-int8-per-channel-weight-only-tail",
                                                           "dynamic-int8", "dynamic-int8-per-channel"]
    assert not out.exists()


def test_tensorrt_needs_tensorrt(tmp_path) -> None:
    import importlib.util

    import pytest

    if importlib.util.find_spec("tensorrt") is not None:
        pytest.skip("tensorrt is installed here: the engine build is covered by tests/quantize/test_tensorrt.py")
    r = _run(str(default_policy_dir("fp32")), "--to", "tensorrt-int8", "--out", str(tmp_path / "trt"),
             "--max-modules", "2", "--no-measure")
    assert r.returncode == 1 and "tensorrt" in r.stderr.lower() and "Traceback" not in r.stderr
