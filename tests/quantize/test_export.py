from __future__ import annotations

import numpy as np
import onnx
import pytest
import torch

from mqss_edge.policy import INPUT_NAMES, OUTPUT_NAMES, collate, collate_arrays
from mqss_edge.quantize import OrtRuntime, TorchRuntime, export_onnx
from tests.policy._observations import random_observation, random_observations


def test_graph_signature(fp32_path):
    model = onnx.load(str(fp32_path))
    onnx.checker.check_model(model)
    assert [i.name for i in model.graph.input] == list(INPUT_NAMES)
    assert [o.name for o in model.graph.output] == list(OUTPUT_NAMES)
    dims = {i.name: [d.dim_param or d.dim_value for d in i.type.tensor_type.shape.dim] for i in model.graph.input}
    assert dims["node_x"] == ["batch", "nodes", 16]
    assert dims["adj"] == ["batch", "nodes", "nodes"]
    assert dims["node_mask"] == ["batch", "nodes"]
    assert dims["vec"] == ["batch", 256]
    assert dims["action_mask"] == ["batch", 40]
    assert max(op.version for op in model.opset_import if op.domain in ("", "ai.onnx")) >= 17
    # Plain ops only: what TensorRT and every ORT build understand.
    assert {n.op_type for n in model.graph.node} <= {
        "Constant", "Unsqueeze", "Squeeze", "Cast", "ReduceSum", "Clip", "Div", "Sign", "Abs", "Add", "Log",
        "Mul", "Sub", "MatMul", "Gemm", "Relu", "Concat", "Where",
    }


@pytest.mark.parametrize("node_counts", [[1], [7], [60], [150], [0, 3, 90, 12]])
def test_onnx_matches_torch(policy, fp32_path, node_counts):
    rng = np.random.default_rng(sum(node_counts))
    obs = [random_observation(rng, n) for n in node_counts]
    session = OrtRuntime(fp32_path)
    logits, value = session.run(collate_arrays(obs))
    with torch.no_grad():
        ref_logits, ref_value = policy(*collate(obs))
    np.testing.assert_allclose(logits, ref_logits.numpy(), atol=1e-4, rtol=1e-5)
    np.testing.assert_allclose(value, ref_value.numpy(), atol=1e-4, rtol=1e-5)


def test_runtimes_agree_per_observation(policy, fp32_path):
    torch_rt, ort_rt = TorchRuntime(policy), OrtRuntime(fp32_path)
    for obs in random_observations(np.random.default_rng(5), 20):
        a, b = torch_rt.logits(obs), ort_rt.logits(obs)
        assert a.shape == b.shape == (40,) and a.dtype == b.dtype == np.float32
        np.testing.assert_allclose(a, b, atol=1e-4, rtol=1e-5)
        assert obs["mask"][int(np.argmax(b))]


def test_export_leaves_training_mode_alone(tmp_path):
    from mqss_edge.policy import PolicyNet

    net = PolicyNet(16, num_actions=40).train()
    export_onnx(net, tmp_path / "p.onnx", collate(random_observations(np.random.default_rng(0), 2)))
    assert net.training
