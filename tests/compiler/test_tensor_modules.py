"""Tensor-level modules (torch-mlir's linalg on tensors) compile with the default plan, run and check.

The fixtures in ``models/`` are whole small models exported by ``models/generate.py``; ``op_modules``
holds one small module per op they contain, each checked against numpy on the harness's own inputs.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from mqss_edge.compiler.abi import functions, object_symbols, op_names, signature
from mqss_edge.compiler.check import compare, read_dump
from mqss_edge.compiler.driver import Status, compile_module, select_entry
from mqss_edge.compiler.harness import fill_values
from mqss_edge.engine import Engine
from mqss_edge.errors import AbiError
from mqss_edge.pipeline import FullPlan, Pipeline, Plan
from tests.compiler.op_modules import OP_CASES

MODELS = Path(__file__).parent / "models"
MODEL_FILES = sorted(MODELS.glob("*.mlir"))


def _text(name: str) -> str:
    return (MODELS / f"{name}.mlir").read_text()


def _run(text: str, plan: Plan | FullPlan, wd: Path, cc_opt: str = "-O2") -> tuple[list[np.ndarray], Path]:
    """Compile, run the harness in check mode, and return the checked buffers."""
    res = compile_module(text, plan, wd, cc_opt=cc_opt)
    assert res.status is Status.OK and res.binary is not None, res.message
    out = wd / "dump.bin"
    subprocess.run([str(res.binary), "check", str(out)], check=True, timeout=60)
    return read_dump(signature(text), out.read_bytes()), wd


# ---- every op: lowers, compiles, runs, and matches numpy -----------------------------------------

@pytest.mark.parametrize("case", sorted(OP_CASES))
def test_op_lowers_runs_and_matches_numpy(case: str, tmp_path: Path) -> None:
    _ops, text, reference = OP_CASES[case]
    sig = signature(text)
    got, wd = _run(text, Plan(), tmp_path)
    expected = reference(fill_values(sig)[:len(sig.args)])
    assert len(got) == len(expected) == len(sig.results)
    for g, e, r in zip(got, expected, sig.results):
        e = np.asarray(e)
        assert g.shape == e.shape == r.shape
        if r.dtype in ("f32", "f64"):
            np.testing.assert_allclose(g, e, rtol=2e-5, atol=2e-5)
        else:
            np.testing.assert_array_equal(g.astype(np.int64), e.astype(np.int64))
    if case == "conv_pad_pool":
        # the pad's copy into a strided view goes through the harness's memrefCopy
        assert "@memrefCopy(" in (wd / "kernel.ll").read_text()


def test_every_op_in_the_models_is_proven() -> None:
    """Each op name of the whole-model fixtures appears in a per-op module the test above checks."""
    proven: set[str] = set()
    for ops, text, _ in OP_CASES.values():
        names = op_names(text)
        assert set(ops) <= names, f"a case claims ops it does not hold: {set(ops) - names}"
        proven |= names
    in_models = set().union(*(op_names(p.read_text()) for p in MODEL_FILES))
    assert len(in_models) > 40
    assert in_models <= proven, f"ops in the models without a per-op case: {sorted(in_models - proven)}"


# ---- whole models -----------------------------------------------------------------------------------

@pytest.mark.parametrize("path", MODEL_FILES, ids=lambda p: p.stem)
def test_model_compiles_runs_and_checks_with_the_default_plan(path: Path, engine: Engine) -> None:
    text = path.read_text()
    sig = signature(text)
    assert sig.name == "main" and sig.results and not sig.c_interface
    ev = engine.evaluate(text, Plan())
    assert ev.status is Status.OK, ev.message
    assert ev.max_abs_error == 0.0  # -O2 against the -O0 reference: same lowering, no reassociation


def _torch_model(name: str):  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(MODELS))
    try:
        import generate
    finally:
        sys.path.remove(str(MODELS))
    import torch

    torch.manual_seed(0)  # as the export did: the same random initialization
    module, inputs = generate.MODELS[name]()
    return module.eval(), len(inputs)


PYTORCH_CASES = ["mlp_gelu", "mlp_gelu_embedded", "convnet", "convnet_embedded", "gru_cell", "attention",
                 "encoder_layer", "gpt2_tiny", "vit_tiny"]


@pytest.mark.parametrize("name", PYTORCH_CASES)
def test_model_outputs_match_pytorch_eager(name: str, tmp_path: Path) -> None:
    """The compiled model, given the harness's inputs (and weights), computes what PyTorch computes."""
    torch = pytest.importorskip("torch")
    from torch.func import functional_call

    if name in ("gpt2_tiny", "vit_tiny"):
        pytest.importorskip("transformers", reason="the Hugging Face fixtures' reference needs transformers")
    text = _text(name)
    sig = signature(text)
    got, _ = _run(text, Plan(), tmp_path, cc_opt="-O0")
    values = [torch.from_numpy(v.copy()) for v in fill_values(sig)[:len(sig.args)]]
    module, n_inputs = _torch_model(name.removesuffix("_embedded"))
    params = dict(zip([k for k, _ in module.named_parameters()], values[n_inputs:]))
    with torch.no_grad():
        ref = functional_call(module, params, tuple(values[:n_inputs]))
    ref = ref if isinstance(ref, tuple) else (ref,)
    assert len(ref) == len(got)
    for g, r in zip(got, ref):
        np.testing.assert_allclose(g, r.numpy(), rtol=1e-4, atol=1e-4)


def test_embedded_weights_are_constants_not_arguments() -> None:
    embedded, arguments = signature(_text("mlp_gelu_embedded")), signature(_text("mlp_gelu"))
    assert [a.shape for a in embedded.args] == [(4, 16)]
    assert len(arguments.args) == 9 and arguments.results == embedded.results
    assert "dense_resource" in _text("mlp_gelu_embedded")


def test_generic_form_reads_and_compiles_alike(tmp_path: Path, engine: Engine) -> None:
    from mqss_edge._proc import run_command

    custom = _text("attention")
    r = run_command([engine.tc.mlir_opt, "-", "--mlir-print-op-generic"], timeout=60, stdin=custom.encode())
    assert r.ok and '"func.func"' in r.stdout
    assert signature(r.stdout) == signature(custom)
    assert np.array_equal(np.concatenate([x.ravel() for x in _run(r.stdout, Plan(), tmp_path / "g")[0]]),
                          np.concatenate([x.ravel() for x in _run(custom, Plan(), tmp_path / "c")[0]]))


def test_object_symbols_name_what_the_kernel_object_defines(tmp_path: Path) -> None:
    """``main`` is renamed so the harness can link beside it; counts are attributed by these names."""
    text = select_entry(TWO_ENTRIES, "main")
    res = compile_module(text, Plan(), tmp_path)
    assert res.status is Status.OK
    ll = (tmp_path / "kernel.ll").read_text()
    assert "define void @__mqss_main(" in ll and "@main(" not in ll
    assert {"__mqss_main", "double"} <= object_symbols(text)
    assert signature(text).symbol == "__mqss_main"


def test_kernel_abi_and_tensor_forms_give_the_same_outputs(tmp_path: Path) -> None:
    from mqss_edge.corpus.torch_import import to_kernel_abi

    tensor_text = _text("attention")
    kernel_text = to_kernel_abi(tensor_text)
    ts, ks = signature(tensor_text), signature(kernel_text)
    assert ks.c_interface and not ks.results and len(ks.args) == len(ts.args) + len(ts.results)
    tensor_out, _ = _run(tensor_text, Plan(), tmp_path / "t")
    kernel_out, _ = _run(kernel_text, Plan(), tmp_path / "k")
    # the kernel ABI dumps every argument; its last ones are the outputs, filled alike
    for t, k in zip(tensor_out, kernel_out[len(ts.args):]):
        np.testing.assert_array_equal(t, k)


def test_schedules_apply_to_models(engine: Engine) -> None:
    ev = engine.evaluate(_text("encoder_layer"),
                         Plan.parse("tensor(transform{rank=3 kind=reduction tile=1,8,8 vectorize=true})"))
    assert ev.status is Status.OK, ev.message
    # linalg.softmax is decomposed before the plan's own schedules (one preloaded library for both)
    softmax = OP_CASES["softmax"][1]
    ev = engine.evaluate(softmax, Plan.parse("tensor(transform{rank=2 tile=2,4 vectorize=true})"))
    assert ev.status is Status.OK, ev.message
    assert "__mqss_decompose" in ev.full_pipeline and ev.full_pipeline.count("transform-preload-library") == 1


def test_math_by_libm_or_polynomial_approximation(engine: Engine, tmp_path: Path) -> None:
    """The fixed lowering calls libm for erf; a plan may approximate it with polynomials instead."""
    text = _text("mlp_gelu")
    poly = Plan.parse("affine(func.func(test-math-polynomial-approximation))")
    for plan, calls_libm in ((Plan(), True), (poly, False)):
        wd = tmp_path / str(calls_libm)
        assert compile_module(text, plan, wd).status is Status.OK
        assert ("@erff(" in (wd / "kernel.ll").read_text()) is calls_libm
        ev = engine.evaluate(text, plan)
        assert ev.status is Status.OK, ev.message
    assert ev.max_abs_error is not None and 0 < ev.max_abs_error < 1e-3  # approximated, within the check's bound


def test_full_pipeline_must_pass_results_as_out_parameters(tmp_path: Path) -> None:
    plain = str(Plan().full_pipeline()).replace(
        "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true},", "")
    res = compile_module(_text("gru_cell"), FullPlan(Pipeline.parse(plain)), tmp_path)
    assert res.status is Status.PASS_ERROR and "buffer-results-to-out-params" in res.message


def test_check_compares_results_not_inputs() -> None:
    sig = signature(_text("attention"))
    assert sig.checked == (len(sig.args), len(sig.args) + 1)
    one = b"".join(np.zeros(r.numel, np.float32).tobytes() for r in sig.results)
    other = bytearray(one)
    other[-4:] = np.float32(0.5).tobytes()
    bad = compare(sig, one, bytes(other))
    assert not bad.ok and "result 1" in bad.message
    inf = np.zeros(sum(r.numel for r in sig.results), np.float32)
    inf[0] = np.inf
    neg = inf.copy()
    neg[0] = -np.inf
    assert compare(sig, inf.tobytes(), inf.tobytes()).ok
    assert not compare(sig, inf.tobytes(), neg.tobytes()).ok


# ---- entries, and bad input through the CLI ---------------------------------------------------------

TWO_ENTRIES = """
func.func @double(%a: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.addf %x, %x : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = func.call @double(%a) : (tensor<8xf32>) -> tensor<8xf32>
  %s = func.call @double(%r) : (tensor<8xf32>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}
"""


def test_entry_selection(tmp_path: Path) -> None:
    assert functions(TWO_ENTRIES) == ("double", "main")
    with pytest.raises(AbiError, match=r"several public functions \(@double, @main\).*--entry"):
        signature(TWO_ENTRIES)
    with pytest.raises(AbiError, match=r"no function @nope"):
        select_entry(TWO_ENTRIES, "nope")
    outs = {}
    for name in ("double", "main"):
        text = select_entry(TWO_ENTRIES, name)
        assert functions(text) == (name,) and signature(text).name == name
        (got,), _ = _run(text, Plan(), tmp_path / name)
        outs[name] = got
    x = fill_values(signature(select_entry(TWO_ENTRIES, "main")))[0]
    np.testing.assert_array_equal(outs["double"], 2 * x)
    np.testing.assert_array_equal(outs["main"], 4 * x)


def _measure(tmp_path: Path, text: str, *extra: str) -> subprocess.CompletedProcess[str]:
    mod = tmp_path / "m.mlir"
    mod.write_text(text)
    return subprocess.run([sys.executable, "-m", "mqss_edge.cli", "measure", str(mod), "--repeat", "2",
                           "--processes", "1", "--store", str(tmp_path / "s.db"), *extra],
                          capture_output=True, text=True, timeout=300)


def test_measure_cli_runs_a_model_with_an_entry(tmp_path: Path) -> None:
    r = _measure(tmp_path, TWO_ENTRIES, "--entry", "main", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["status"] == "ok" and out["runtime_ms"]["median"] > 0 and out["max_abs_error"] == 0.0


BAD_INPUT = {
    "torch ops left": ("""
func.func @main(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
""", (), r"line 3: torch\.aten\.relu: torch-mlir did not lower this op"),
    "dynamic shape": ("""
func.func @main(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  return %x : tensor<4x?xf32>
}
""", (), r"@main \(line 2\): argument 0 \(%x: tensor<4x\?xf32>\) has a dynamic dimension 1"),
    "unknown dialect": ("""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = foo.frob %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
""", (), r":3:\d+: .*foo"),
    "missing entry": (TWO_ENTRIES, ("--entry", "forward"), r"no function @forward in the module \(public functions: @double, @main\)"),
    "ambiguous entry": (TWO_ENTRIES, (), r"several public functions \(@double, @main\): choose one with --entry NAME"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_measure_cli_bad_input_is_one_line_exit_1(case: str, tmp_path: Path) -> None:
    import re

    text, extra, pattern = BAD_INPUT[case]
    r = _measure(tmp_path, text, *extra)
    assert r.returncode == 1, (r.stdout, r.stderr)
    message = " ".join(r.stderr.split())  # rich wraps long lines at the terminal width
    assert "Traceback" not in r.stderr and message.startswith("error:") and str(tmp_path / "m.mlir") in message
    assert re.search(pattern, message), message
