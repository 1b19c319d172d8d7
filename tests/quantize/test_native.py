"""The policy network in C (quantize/_infer.c) against ONNX Runtime: the same logits to float rounding and the
same choices; a graph it cannot run stays on ONNX Runtime."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from mqss_edge.policy import collate_arrays
from mqss_edge.quantize import OrtRuntime
from mqss_edge.quantize import native
from mqss_edge.quantize.runtime import stepper


def _ort(rt: OrtRuntime, obs) -> np.ndarray:
    return rt.run(collate_arrays([obs]))[0][0]


def _assert_same_choice(got: np.ndarray, want: np.ndarray, mask: np.ndarray, rel: float) -> None:
    span = float(np.ptp(want[mask])) or 1.0
    assert float(np.abs(got[mask] - want[mask]).max()) <= rel * span
    assert int(np.argmax(np.where(mask, got, -np.inf))) == int(np.argmax(np.where(mask, want, -np.inf)))
    assert (got[~mask] == np.float32(-1e9)).all()


def test_the_extension_is_built() -> None:
    # make setup builds it (gcc is one of its packages); without it every selection runs the policy on ONNX Runtime
    assert native.ext is not None, "quantize/_infer.c was not built: run make setup"


@pytest.mark.parametrize("which", ["fp32", "int8"])
def test_it_matches_onnx_runtime_on_random_graphs(which, fp32_path, dynamic_path, held_out) -> None:
    """Directed, unnormalized adjacencies with self-links (the dense form), float and dynamically quantized
    layers: each observation's logits agree with ONNX Runtime's whole model."""
    rt = OrtRuntime({"fp32": fp32_path, "int8": dynamic_path}[which])
    assert rt.native is not None and rt.reads_links
    for obs in held_out[:200]:
        _assert_same_choice(rt.logits(obs), _ort(rt, obs), obs["mask"], 1e-4)


def _corpus_observations(count: int):
    from mqss_edge.corpus.manifest import load_manifest
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.env.observe import encode_observation
    from mqss_edge.features import dense_adjacency

    entries = list(load_models())[::3][:count // 2] + list(load_manifest())[::20][:count - count // 2]
    for e in entries:
        vec, graph = encode_observation(e.text(), [], 103)
        yield vec, graph, dense_adjacency(graph)


def test_the_shipped_policy_matches_onnx_runtime_on_corpus_modules() -> None:
    """The committed int8 policy (int8 layers and a 4-bit hidden layer) on real models and kernels: the links and
    the dense adjacency give the same embedding, and the logits agree with ONNX Runtime's."""
    from mqss_edge.policy.artifact import load_artifact

    rt = OrtRuntime(load_artifact(None).model_path)
    assert rt.native is not None
    rng = np.random.default_rng(5)
    seen = 0
    for vec, graph, adj in _corpus_observations(30):
        nodes = np.asarray(graph.nodes, np.float32)
        from_links = rt.native.embed(nodes, graph.edge_links)
        np.testing.assert_array_equal(from_links, rt.native.embed(nodes, None, adj))
        for _ in range(3):
            mask = rng.random(103) < 0.5
            mask[0] = True
            v = vec.copy()
            v[-40:] = rng.random(40)  # action-history features of a later step
            want = _ort(rt, {"vector": v, "nodes": nodes, "adj": adj, "mask": mask})
            _assert_same_choice(rt.native.step(from_links, v, mask), want, mask, 2e-3)
            seen += 1
    assert seen == 90


def test_an_empty_graph_matches_onnx_runtime(dynamic_path, held_out) -> None:
    rt = OrtRuntime(dynamic_path)
    obs = {**held_out[0], "nodes": np.zeros((0, held_out[0]["nodes"].shape[1]), np.float32),
           "adj": np.zeros((0, 0), np.float32)}
    _assert_same_choice(rt.logits(obs), _ort(rt, obs), obs["mask"], 1e-4)


def test_a_network_of_another_form_stays_on_onnx_runtime(tmp_path, fp32_path, held_out) -> None:
    """A trunk activation the C code does not compute (a Sigmoid for a Relu): the probe at load disagrees, so ONNX
    Runtime runs it, with the right answers."""
    model = onnx.load(str(fp32_path))
    relu = next(n for n in model.graph.node if n.op_type == "Relu" and n.output[0].startswith("/trunk/"))
    relu.op_type = "Sigmoid"
    path = tmp_path / "sigmoid.onnx"
    onnx.save(model, str(path))
    rt = OrtRuntime(path)
    assert rt.native is None and not rt.reads_links
    obs = held_out[1]
    np.testing.assert_array_equal(rt.logits(obs), _ort(rt, obs))
    np.testing.assert_allclose(stepper(rt, obs)(obs["vector"], obs["mask"]), _ort(rt, obs), rtol=1e-5, atol=1e-5)


def test_a_qdq_policy_stays_on_onnx_runtime(qdq_path) -> None:
    # static Q/DQ (the TensorRT form): weights behind DequantizeLinear, not a form the C code reads
    assert OrtRuntime(qdq_path).native is None


def test_bad_graphs_raise(dynamic_path, held_out) -> None:
    net = OrtRuntime(dynamic_path).native
    nodes = held_out[0]["nodes"]
    with pytest.raises(ValueError, match="out of range"):
        net.embed(nodes, np.array([[0, len(nodes)]], np.int64))
    with pytest.raises(ValueError, match="wrong shape"):
        net.embed(nodes, None, np.zeros((len(nodes) + 1, len(nodes) + 1), np.float32))
    with pytest.raises(ValueError):
        net.step(np.zeros(net.hidden, np.float32), np.zeros(3, np.float32), np.ones(net.actions, bool))
    unbuilt = native.ext.Policy.__new__(native.ext.Policy)  # never initialized: an error, not a crash
    with pytest.raises(ValueError, match="not built"):
        unbuilt.encode(nodes, np.zeros((0, 2), np.int64), np.zeros(net.hidden, np.float32))


def test_selections_are_the_same_on_onnx_runtime() -> None:
    """Plans, actions and groups of the selector with the C network and with ONNX Runtime (the shipped policy)."""
    from mqss_edge.corpus.manifest import load_manifest
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.selector import Selector

    sel = Selector.load(warmup=False)
    texts = [e.text() for e in list(load_models())[::12] + list(load_manifest())[::60]]
    with_c = [sel.select(t) for t in texts]
    sel.runtime.native = None
    on_ort = [sel.select(t) for t in texts]
    for a, b in zip(with_c, on_ort):
        assert (str(a.plan), a.actions, a.groups) == (str(b.plan), b.actions, b.groups)
        assert a.confidence == pytest.approx(b.confidence, abs=0.01)


def test_the_environment_can_turn_the_c_network_off(dynamic_path) -> None:
    import os
    import subprocess
    import sys

    code = ("from mqss_edge.quantize import OrtRuntime; import sys; "
            f"rt = OrtRuntime({str(dynamic_path)!r}); print(rt.native is None, rt.reads_links)")
    for value, want in (("onnxruntime", "True False"), ("c", "False True")):
        got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env=dict(os.environ, MQSS_EDGE_POLICY_RUNTIME=value))
        assert got.stdout.split() == want.split()
