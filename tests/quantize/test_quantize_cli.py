"""`mqss-edge quantize` end to end on the committed policy, and its accuracy gate."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import onnx

from mqss_edge import Selector
from mqss_edge.actions import STOP, action_index
from mqss_edge.selector import default_policy_dir


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mqss_edge.cli", "quantize", *args], capture_output=True,
                          text=True, timeout=900)


def _logits_along(sel: Selector, text: str, actions: list[int]) -> list[np.ndarray]:
    """The policy's masked logits at each decision of a given action sequence (then the final STOP)."""
    from mqss_edge import episode
    from mqss_edge.env.facts import module_facts
    from mqss_edge.env.observe import encode_observation
    from mqss_edge.features import dense_adjacency

    facts = module_facts(text)
    n = sel.num_actions
    out = []
    state = episode.State()
    for i in range(min(len(actions) + 1, sel.max_steps)):
        vec, graph = encode_observation(text, list(state.history), n, level=sel.level)
        mask = episode.mask(facts, state, n)
        logits = np.asarray(sel.runtime.logits(sel._observation(vec, graph, dense_adjacency(graph), mask)))
        out.append(np.where(mask, logits, -np.inf))
        if i < len(actions):
            state, _ = episode.step(facts, state, actions[i])
    return out


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
    if rep["scheme"] == "dynamic-int8-4bit-hidden":
        # the trunk's hidden layer in 4 bits, every other weight int8: at least 4x smaller than fp32
        assert "MatMulNBits" in ops
        assert rep["model_bytes"] * 4 <= sig["quantization"]["fp32_onnx_bytes"]
    elif rep["scheme"].startswith("dynamic-int8-all-weights") or rep["scheme"].endswith("weight-only-tail"):
        # every weight stored int8
        assert rep["model_bytes"] * 3.5 <= sig["quantization"]["fp32_onnx_bytes"]
    q = Selector.load(out)
    f = Selector.load(default_policy_dir("fp32"))
    fsel, qsel = f.select(matmul_text), q.select(matmul_text)
    assert qsel.plan.transforms == fsel.plan.transforms  # the same schedule for the GEMM
    # Along fp32's decisions, int8's logits stay within the error the gate measured on held-out states,
    # and a decision flips only where fp32 itself was that close to a tie (a trailing buffer pass or STOP).
    err = next(c for c in rep["candidates"] if c["scheme"] == rep["scheme"])["max_abs_logit_diff"]
    taken = [action_index(a) for a in fsel.actions] + [action_index(STOP.name)]
    for a, lf, lq in zip(taken, _logits_along(f, matmul_text, taken[:-1]), _logits_along(q, matmul_text, taken[:-1])):
        valid = np.isfinite(lf)
        assert np.abs(lf[valid] - lq[valid]).max() <= 1.5 * err
        b = int(np.argmax(lq))
        assert b == a or lf[a] - lf[b] <= 2 * err, (a, b, lf[a] - lf[b], err)


def test_below_the_gate_writes_nothing(tmp_path) -> None:
    out = tmp_path / "never"
    r = _run(str(default_policy_dir("fp32")), "--to", "onnx-int8", "--out", str(out), "--max-modules", "4",
             "--no-measure", "--gate", "1.01")
    assert r.returncode == 1 and "below the accuracy gate" in r.stderr
    report = json.loads(r.stdout)
    assert report["gate"] == 1.01
    assert [c["scheme"] for c in report["candidates"]] == ["dynamic-int8-4bit-hidden", "dynamic-int8-all-weights",
                                                           "dynamic-int8-all-weights-per-channel",
                                                           "dynamic-int8-per-channel-weight-only-tail",
                                                           "dynamic-int8", "dynamic-int8-per-channel"]
    # each candidate records its integer weights' bits: 7 per channel (x86 without VNNI saturates 8-bit sums)
    assert [c["integer_weight_bits"] for c in report["candidates"]] == [8, 8, 7, 7, 8, 7]
    # smallest first: the 4-bit hidden layer's candidate is the smallest file
    sizes = [c["bytes"] for c in report["candidates"]]
    assert sizes[0] < min(sizes[1:])
    fit = report["candidates"][0]["weight_only_4bit"]  # fitted on the calibration states first
    assert fit["block"] == 32 and fit["layers"] == ["trunk.2"] and fit["loss_after"] < fit["loss_before"]
    assert not out.exists()


def test_tensorrt_needs_tensorrt(tmp_path) -> None:
    import importlib.util

    import pytest

    if importlib.util.find_spec("tensorrt") is not None:
        pytest.skip("tensorrt is installed here: the engine build is covered by tests/quantize/test_tensorrt.py")
    r = _run(str(default_policy_dir("fp32")), "--to", "tensorrt-int8", "--out", str(tmp_path / "trt"),
             "--max-modules", "2", "--no-measure")
    assert r.returncode == 1 and "tensorrt" in r.stderr.lower() and "Traceback" not in r.stderr
