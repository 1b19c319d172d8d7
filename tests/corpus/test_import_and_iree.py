"""torch-mlir output to the kernel ABI, and kernel-ABI modules back to IREE's tensor input."""

from __future__ import annotations

import subprocess

import pytest

from mqss_edge.compiler.abi import signature
from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.corpus import load_manifest
from mqss_edge.corpus.iree import Unsupported, to_iree_input
from mqss_edge.corpus.torch_import import available, expand_pads, to_kernel_abi

# torch-mlir's FX importer output for relu(conv(pad(x))) with the weight as an argument (abridged).
TORCH_OUT = """\
module {
  func.func @layer(%arg0: tensor<1x2x4x4xf32>, %arg1: tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
    %0 = tensor.empty() : tensor<1x3x4x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%1 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    return %2 : tensor<1x3x4x4xf32>
  }
}
"""


def _opt_ok(text: str) -> bool:
    r = subprocess.run([toolchain().mlir_opt, "-", "-o", "/dev/null"], input=text, capture_output=True, text=True)
    return r.returncode == 0


def test_torch_output_becomes_the_kernel_abi(engine) -> None:
    abi = to_kernel_abi(expand_pads(TORCH_OUT))
    assert "tensor.pad" not in abi and "linalg.copy" in abi
    sig = signature(abi)
    assert [a.shape for a in sig.args] == [(1, 2, 4, 4), (3, 2, 3, 3), (1, 3, 4, 4)]
    assert _opt_ok(abi)
    from mqss_edge.pipeline import Plan

    assert engine.evaluate(abi, Plan()).ok  # no memrefCopy left to link


@pytest.mark.skipif(not available(), reason="torch-mlir (optional dependency 'import') is not installed")
def test_import_one_real_layer() -> None:
    from mqss_edge.corpus.models import layer_specs
    from mqss_edge.corpus.torch_import import import_layer

    spec = next(s for s in layer_specs() if s.name == "block7-dw")
    got = import_layer(spec, toolchain().mlir_opt)
    assert got.text is not None, got.dropped
    by = {e.name: e for e in load_manifest()}
    assert got.text == by["mobilenetv2-block7-dw"].text()  # byte for byte what is checked in


def test_iree_input_from_each_form() -> None:
    by = {e.name: e for e in load_manifest()}
    text, fname, inputs = to_iree_input(by["gemm-small"].text())
    assert fname == "kernel_gemm" and inputs == [0, 1, 2] and "bufferization" not in text
    assert "-> tensor<60x70xf64>" in text and _opt_ok(text)
    text, _, inputs = to_iree_input(by["lstm-b1-i512-h512"].text())
    assert "-> (tensor<1x512xf32>, tensor<1x512xf32>)" in text and _opt_ok(text)
    text, _, _ = to_iree_input(by["mobilenetv2-block7-dw"].text())
    assert _opt_ok(text)
    with pytest.raises(Unsupported):
        to_iree_input(by["syrk-small"].text())


def test_iree_compiles_and_times_one_module() -> None:
    pytest.importorskip("iree.compiler")
    from mqss_edge.corpus.iree import compile_and_time

    by = {e.name: e for e in load_manifest()}
    r = compile_and_time(by["matmul-64x64x64"].text(), repetitions=2, min_iters=5)
    assert r.status == "ok", r.message
    assert r.run_ms and r.run_ms > 0 and r.compile_ms and r.vmfb_bytes


def test_iree_times_one_compiled_module_in_several_processes() -> None:
    pytest.importorskip("iree.compiler")
    import statistics

    from mqss_edge.corpus.iree import IreeResult, compile_and_time

    by = {e.name: e for e in load_manifest()}
    r = compile_and_time(by["matmul-64x64x64"].text(), repetitions=2, min_iters=5, processes=3)
    assert r.status == "ok", r.message
    assert len(r.process_ms) == 3 and len(r.samples_ms) == 6
    assert r.run_ms == statistics.median(r.process_ms)
    assert IreeResult.from_dict(r.to_dict()) == r  # stored and read back whole


def test_a_kernel_is_timed_in_rounds_with_its_iree_build(tmp_path) -> None:
    pytest.importorskip("iree.compiler")
    from mqss_edge import corpus
    from mqss_edge.engine import Engine
    from mqss_edge.store import Store
    from mqss_edge.train.evaluate import EvalConfig, _beside_iree, paired_peer_figures

    text = {e.name: e for e in load_manifest()}["matmul-64x64x64"].text()
    engine = Engine(Store(tmp_path / "s.db"))
    plan = corpus.family_baseline("matmul")
    cfg = EvalConfig(pair_processes=2, repeat=3, pin="0")
    got = _beside_iree(engine, text, plan, cfg)
    assert got is not None and got["failed"] == {} and set(got["ms"]) == {"policy", "iree"}
    assert all(len(xs) == 2 and min(xs) > 0 for xs in got["ms"].values())
    assert _beside_iree(engine, text, plan, cfg) == got  # the set is stored: read back, not timed again
    row: dict = {}
    paired_peer_figures(row, got)
    assert row["paired_iree_ms"] == pytest.approx(sum(got["ms"]["iree"]) / 2)  # the median of two rounds
    ratios = [b / a for a, b in zip(got["ms"]["policy"], got["ms"]["iree"])]
    assert row["paired_vs_iree"] == pytest.approx(sum(ratios) / 2)
    # a module IREE cannot take (memref-level PolyBench): recorded, the pipeline still timed
    poly = {e.name: e for e in load_manifest()}["syrk-small"]
    got = _beside_iree(engine, poly.text(), corpus.family_baseline(poly.family), cfg)
    assert got is not None and "unsupported" in got["failed"]["iree"] and set(got["ms"]) == {"policy"}
