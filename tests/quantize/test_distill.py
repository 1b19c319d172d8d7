"""Fitting the hidden trunk layer to 4-bit weights: ONNX Runtime's grid, reproduced exactly, and a fit that helps."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
import torch
from onnx import TensorProto, helper, numpy_helper

from mqss_edge.quantize.distill import fit_hidden_4bit, hidden_layers, round_4bit, round_int8


def _ort_4bit(w_kn: np.ndarray, block: int) -> np.ndarray:
    """What ONNX Runtime's symmetric 4-bit ``MatMulNBits`` multiplies by for a ``[K, N]`` weight (read back through
    unit inputs)."""
    import onnxruntime as ort

    from mqss_edge.quantize.ort import _weight_only_4bit

    k, n = w_kn.shape
    graph = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [k, k])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [k, n])],
                              [numpy_helper.from_array(w_kn, "w")])
    model = _weight_only_4bit(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), ["mm"], block)
    assert [node.op_type for node in model.graph.node] == ["MatMulNBits"]
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return sess.run(None, {"x": np.eye(k, dtype=np.float32)})[0]


@pytest.mark.parametrize("k,block", [(64, 32), (48, 32), (64, 16)])
def test_round_4bit_is_onnx_runtimes_grid(k, block) -> None:
    w_kn = np.random.default_rng(k + block).normal(size=(k, 24)).astype(np.float32)
    w_kn[3, 5] = 0.0
    w_kn[:block, 7] = 0.0  # an all-zero block
    ours = round_4bit(torch.from_numpy(w_kn.T.copy()), block).numpy().T
    assert np.abs(ours - w_kn).max() > 0.01  # it does round
    np.testing.assert_allclose(ours, _ort_4bit(w_kn, block), rtol=0, atol=1e-6)
    # weights already on the grid come back unchanged
    np.testing.assert_allclose(_ort_4bit(np.ascontiguousarray(ours), block), ours, rtol=0, atol=1e-6)


def _kl(ref, net, states) -> float:
    """Mean KL divergence of ``net``'s masked action distribution from ``ref``'s over ``states``."""
    from mqss_edge.policy import collate

    out = []
    for i in range(0, len(states), 64):
        b = collate(list(states[i:i + 64]))
        with torch.no_grad():
            t, s = (torch.log_softmax(n(*b)[0], -1) for n in (ref, net))
        out.append((t.exp() * (t - s)).masked_fill(~b.action_mask, 0.0).sum(-1))
    return float(torch.cat(out).mean())


def test_fit_hidden_4bit() -> None:
    """The committed policy fitted on states of training modules is closer to itself on hold-out modules' states
    than the same weights merely rounded; only the hidden layer is trained, its weights are on the 4-bit grid and
    every other weight on its int8 grid."""
    import copy

    from mqss_edge import corpus
    from mqss_edge.quantize.build import collect_states
    from mqss_edge.selector import Selector, default_policy_dir

    src = Selector.load(default_policy_dir("fp32"), warmup=False)
    policy = src.runtime.net

    def states(texts, seed):
        return collect_states(texts, src.runtime.logits, src.max_steps, src.level, 3, seed, src.num_actions)

    train = [e.text() for e in corpus.split("train")[:12]] + [e.text() for e in corpus.models_split("train")[:2]]
    calib = states(train, 0)
    held = states([e.text() for e in corpus.split("holdout")[:12]], 1)
    before = {k: v.clone() for k, v in policy.state_dict().items()}
    fitted, fit = fit_hidden_4bit(policy, calib, block=32)
    assert fit.layers == tuple(hidden_layers(policy)) == ("trunk.2",)
    assert fit.states == len(calib) and fit.loss_after < 0.5 * fit.loss_before, fit
    w = fitted.trunk[2].weight.detach()
    torch.testing.assert_close(round_4bit(w, 32), w, rtol=0, atol=1e-6)  # on the grid
    linear = {f"{n}.weight" for n, m in policy.named_modules() if isinstance(m, torch.nn.Linear)}
    rounded = copy.deepcopy(policy)  # what quantizing without the fit stores
    with torch.no_grad():
        rounded.trunk[2].weight.copy_(round_4bit(rounded.trunk[2].weight, 32))
    for name, value in fitted.state_dict().items():  # the source is untouched
        torch.testing.assert_close(policy.state_dict()[name], before[name])
        if name in linear and not name.startswith("trunk.2."):  # the other weights on their int8 grid
            torch.testing.assert_close(value, round_int8(before[name]))
            rounded.state_dict()[name].copy_(value)
        elif not name.startswith("trunk.2."):  # biases, input statistics
            torch.testing.assert_close(value, before[name])
    assert not any(p.requires_grad for p in fitted.parameters())
    # measured: 3.4e-4 rounded, 5.5e-5 fitted
    assert _kl(policy, fitted, held) < 0.5 * _kl(policy, rounded, held)
    with pytest.raises(ValueError, match="no states"):
        fit_hidden_4bit(policy, [])


def test_round_int8_is_onnx_runtimes_weight_grid(fp32_path, quant_dir) -> None:
    """Dynamic quantization stores each weight as ``round_int8`` of it (per tensor, symmetric)."""
    from mqss_edge.quantize import quantize_dynamic_int8
    from mqss_edge.quantize.ort import _gemm_to_matmul

    fp = _gemm_to_matmul(onnx.load(str(fp32_path)))
    inits = {i.name: numpy_helper.to_array(i) for i in fp.graph.initializer}
    weights = {n.input[1]: np.array(inits[n.input[1]]) for n in fp.graph.node
               if n.op_type == "MatMul" and n.input[1] in inits}
    path = quant_dir / "policy.int8-grid.onnx"
    quantize_dynamic_int8(fp32_path, path, exclude_tail=False)
    stored = {i.name: numpy_helper.to_array(i) for i in onnx.load(str(path)).graph.initializer}
    assert len(weights) == 8  # sage x4, trunk x2, logits, value
    for name, w in weights.items():
        deq = stored[f"{name}_quantized"].astype(np.float32) * stored[f"{name}_scale"]
        np.testing.assert_allclose(deq, round_int8(torch.from_numpy(w)).numpy(), rtol=0, atol=1e-6)
