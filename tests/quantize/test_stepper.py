"""Per-module steppers: the graph encoder runs once, the head per step, with the whole model's logits."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from mqss_edge.quantize import OrtRuntime
from mqss_edge.quantize.runtime import TorchRuntime, graph_embedding_tensor, stepper


def _states(held_out, n: int = 40):
    return held_out[:n]


@pytest.mark.parametrize("which", ["torch", "fp32", "int8"])
def test_stepper_matches_the_whole_model(which, policy, fp32_path, dynamic_path, held_out) -> None:
    runtime = {"torch": lambda: TorchRuntime(policy), "fp32": lambda: OrtRuntime(fp32_path),
               "int8": lambda: OrtRuntime(dynamic_path)}[which]()
    if which != "torch":
        assert runtime.split, "the ONNX policy should be cut at its graph embedding"
    rng = np.random.default_rng(3)
    for obs in _states(held_out):
        step = stepper(runtime, obs)
        for _ in range(3):  # several steps of one module: new history features and masks, same graph
            vec = obs["vector"] + rng.normal(0, 0.5, obs["vector"].shape).astype(np.float32)
            mask = obs["mask"].copy()
            mask[rng.integers(len(mask))] = True
            full = runtime.logits({**obs, "vector": vec, "mask": mask})
            np.testing.assert_allclose(step(vec, mask), full, rtol=1e-5, atol=1e-5)


def test_embedding_cut_is_found_in_both_precisions(fp32_path, dynamic_path) -> None:
    cuts = [graph_embedding_tensor(onnx.load(str(p))) for p in (fp32_path, dynamic_path)]
    assert cuts[0] is not None and cuts[0] == cuts[1]


def test_a_model_without_the_cut_runs_whole_per_step(tmp_path, fp32_path, held_out) -> None:
    """A graph whose encoder and head cannot be told apart still gives right answers, one full run per step."""
    model = onnx.load(str(fp32_path))
    concat = next(n for n in model.graph.node if n.op_type == "Concat")
    concat.input[0], concat.input[1] = concat.input[1], concat.input[0]  # breaks the cut (and the model's math)
    path = tmp_path / "nocut.onnx"
    onnx.save(model, str(path))
    rt = OrtRuntime(path)
    assert not rt.split
    obs = held_out[0]
    np.testing.assert_array_equal(stepper(rt, obs)(obs["vector"], obs["mask"]), rt.logits(obs))
