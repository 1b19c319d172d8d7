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


def _exact(path):
    """``obs -> logits`` by ONNX's reference evaluator (numpy): the graph's own semantics, whatever the host."""
    from onnx.reference import ReferenceEvaluator

    ev = ReferenceEvaluator(str(path))
    names = [i.name for i in ev.proto_.graph.input]

    def logits(obs) -> np.ndarray:
        feed = collate_arrays([obs])
        return ev.run(["logits"], {k: feed[k] for k in names})[0][0]

    return logits


@pytest.mark.parametrize("which", ["fp32", "int8"])
def test_it_matches_the_onnx_graph_on_random_graphs(which, fp32_path, dynamic_path, held_out) -> None:
    """Directed, unnormalized adjacencies with self-links (the dense form), float and dynamically quantized
    layers: each observation's logits agree with the ONNX graph's exact semantics (ONNX's reference evaluator) and,
    for the float network, with ONNX Runtime's. ONNX Runtime's int8 products are not the reference: without VNNI
    its uint8 x int8 pairs saturate (on an AVX2 host, 1.2e-2 of the logit range off the exact result on these
    graphs, where the C code is within 4e-7)."""
    path = {"fp32": fp32_path, "int8": dynamic_path}[which]
    rt = OrtRuntime(path)
    assert rt.native is not None and rt.reads_links
    exact = _exact(path)
    for obs in held_out[:100]:
        got = rt.logits(obs)
        _assert_same_choice(got, exact(obs), obs["mask"], 1e-4)
        if which == "fp32":
            _assert_same_choice(got, _ort(rt, obs), obs["mask"], 1e-4)


def test_the_probe_holds_the_c_code_to_the_onnx_graph_where_onnx_runtime_is_off(dynamic_path) -> None:
    """A reference that misses by more than the probe's tolerance (as ONNX Runtime's saturating int8 products can
    without VNNI): the C code is checked against the graph's exact semantics instead, and kept; against a network it
    does not compute, it is not."""
    model = onnx.load(str(dynamic_path))
    exact = _exact(dynamic_path)

    def off(obs) -> np.ndarray:  # the exact logits, each moved by a tenth of their range
        want = exact(obs)
        return want + 0.1 * float(np.ptp(want)) * np.where(np.arange(want.size) % 2, 1.0, -1.0)

    assert native.native_policy(model, off) is not None
    relu = next(n for n in model.graph.node if n.op_type == "Relu" and n.output[0].startswith("/trunk/"))
    relu.op_type = "Sigmoid"
    assert native.native_policy(model, off) is None  # the Sigmoid graph's own semantics disagree as well


def test_the_shipped_policy_is_held_to_its_own_semantics_and_an_unknown_operator_fails_quietly() -> None:
    """The shipped policy (int8 layers and a 4-bit ``com.microsoft.MatMulNBits`` one, which the probe's fallback
    evaluates by that operator's spec): with a reference that is off, the C code still agrees with the graph's own
    semantics and is kept. An operator the evaluator does not know fails the fallback without an exception at
    load: ONNX Runtime would run that policy."""
    from mqss_edge.policy.artifact import load_artifact

    model = onnx.load(str(load_artifact(None).model_path))
    assert any(n.op_type == "MatMulNBits" and n.domain == "com.microsoft" for n in model.graph.node)

    def off(obs) -> np.ndarray:
        return np.arange(len(obs["mask"]), dtype=np.float32)

    assert native.native_policy(model, off) is not None
    relu = next(n for n in model.graph.node if n.op_type == "Relu" and n.output[0].startswith("/trunk/"))
    relu.domain = "com.example"  # the C code reads the weights only; the evaluator cannot run this node
    assert native.native_policy(model, off) is None


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


def test_decide_is_the_context_features_the_step_and_numpys_argmax_and_softmax() -> None:
    """One call per zero-shot decision: the action-history features it writes are context_features' bit for bit, the
    logits step's, the action numpy's argmax over the valid ones (the first of equal logits) and the probability
    the softmax's, on corpus states with random histories (longer than the window too) and masks."""
    from mqss_edge.features import CONTEXT_SLICE, CONTEXT_SLOTS, CONTEXT_WINDOW, context_features
    from mqss_edge.policy.artifact import load_artifact

    net = OrtRuntime(load_artifact(None).model_path).native
    assert net is not None
    ctx = (CONTEXT_SLICE.start, CONTEXT_SLOTS, CONTEXT_WINDOW)
    rng = np.random.default_rng(7)
    seen = 0
    for vec, graph, _ in _corpus_observations(12):
        emb = net.embed(np.asarray(graph.nodes, np.float32), graph.edge_links)
        for length in (0, 1, 3, 10, 14):
            history = tuple(int(a) for a in rng.integers(0, 103, length))
            if length == 3:
                history = (5, 5, 5)  # a repeated action: the run feature
            mask = rng.random(103) < (0.02 if length == 1 else 0.5)
            mask[0] = True
            v = vec.copy()
            a, p = net.decide(emb, v, history, mask, 103, ctx)
            want_vec = vec.copy()
            want_vec[CONTEXT_SLICE] = context_features(list(history), 103)
            np.testing.assert_array_equal(v, want_vec)
            raw = net.step(emb, want_vec, mask)
            x = np.where(mask, raw, -np.inf)
            assert a == int(x.argmax())
            if np.count_nonzero(mask) < 2:
                assert p is None
            else:
                assert p == pytest.approx(float(1.0 / np.exp(x.astype(np.float64) - float(x[a])).sum()), rel=1e-12)
            seen += 1
    assert seen == 60
    only_stop = np.zeros(103, bool)
    only_stop[0] = True
    assert net.decide(emb, vec.copy(), (), only_stop, 103, ctx) == (0, None)
    none_valid = np.zeros(103, bool)  # numpy's argmax over -inf everywhere: 0
    assert net.decide(emb, vec.copy(), (), none_valid, 103, ctx) == (0, None)
    with pytest.raises(ValueError, match="action 103 is outside the menu of 103 actions"):
        net.decide(emb, vec.copy(), (1, 103), mask, 103, ctx)
    with pytest.raises(ValueError, match="wrong length"):
        net.decide(emb, vec[:10].copy(), (), mask, 103, ctx)
    with pytest.raises(TypeError):
        net.decide(emb, vec.copy(), (1, "x"), mask, 103, ctx)


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
