"""The exported policy network run in C (`_infer.c`) for one decision at a time, built from the ONNX file.

ONNX Runtime spends about 0.7 ms of a selection on the policy (the graph encoder once, the MLP head 8-9 times),
mostly in its per-node overhead: the network is ~90 small nodes and a few million multiply-adds. The C code runs
the same arithmetic (dynamic uint8 quantization of each layer's input as ONNX Runtime computes it, exact integer
sums, the 4-bit blocks dequantized at load, the neighbour mean straight from the edge list) in about a third of
that (the encoder 0.17 ms against 0.33 plus 0.1 for the dense matrix, a step 11 us against 32).
:func:`native_policy` builds it from the exported graph when the graph is the one the exporter writes (the
GraphSAGE encoder, the trunk and the policy head as dynamically quantized int8, 4-bit or float linear layers) and
the two agree on a probe observation (or, where ONNX Runtime's int8 products saturate, the C code agrees with ONNX's
reference evaluator); otherwise it returns ``None`` and ONNX Runtime runs the policy as before.
``MQSS_EDGE_PURE_PYTHON=1`` turns the C path off, as it does the reader's; ``MQSS_EDGE_POLICY_RUNTIME=onnxruntime``
turns off this one only.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from types import ModuleType
from typing import Any

import numpy as np

#: The linear layers of the exported network, by the module path the exporter names their nodes after, in the
#: order the C code takes them.
LAYERS = ("/sage1/self_lin/", "/sage1/neigh_lin/", "/sage2/self_lin/", "/sage2/neigh_lin/", "/trunk/trunk.0/",
          "/trunk/trunk.2/", "/policy_head/")

#: Largest |logit difference| / logit range accepted between the C code and ONNX Runtime on the probe (float
#: summation order and the logarithm's polynomial; a quantization rounding flip moves a logit by about one step of
#: its layer).
PROBE_TOLERANCE = 1e-2

ext: ModuleType | None
if (os.environ.get("MQSS_EDGE_PURE_PYTHON", "") not in ("", "0")
        or os.environ.get("MQSS_EDGE_POLICY_RUNTIME", "") == "onnxruntime"):
    ext = None
else:
    try:
        ext = importlib.import_module("mqss_edge.quantize._infer")
    except ImportError:
        ext = None


#: Graphs of fewer nodes are encoded in the caller's thread: handing them over would cost about what they take.
THREAD_MIN_NODES = 32


def encoder_thread() -> bool:
    """Whether :meth:`NativePolicy.embed_async` hands the encoder to its own thread: the process may run on two
    CPUs or more (read at each call: ``taskset`` can change it), and ``MQSS_EDGE_ENCODER_THREAD`` is not ``0``.
    On one CPU the thread would only take turns with the caller."""
    if os.environ.get("MQSS_EDGE_ENCODER_THREAD", "") == "0":
        return False
    try:
        return len(os.sched_getaffinity(0)) > 1
    except (AttributeError, OSError):  # no affinity on this platform: the CPU count
        return (os.cpu_count() or 1) > 1


class NativePolicy:
    """The C network with the step protocol of :mod:`mqss_edge.quantize.runtime` (see :func:`native_policy`)."""

    def __init__(self, net: Any, feats: int, hidden: int, actions: int) -> None:
        self.net, self.feats, self.hidden, self.actions = net, feats, hidden, actions

    def embed(self, nodes: np.ndarray, links: np.ndarray | None, adj: np.ndarray | None = None) -> np.ndarray:
        """The graph embedding of one module's graph: float32[N, F] nodes and its links (int64[E, 2], read as
        :func:`~mqss_edge.features.graph.dense_adjacency` reads them) or, without links, any dense adjacency
        (float32[N, N], row-normalized by the network)."""
        x, graph = self._inputs(nodes, links, adj)
        out = np.empty(self.hidden, np.float32)
        self.net.encode(x, graph, out)
        return out

    def embed_async(self, nodes: np.ndarray, links: np.ndarray | None,
                    adj: np.ndarray | None = None) -> Callable[[], np.ndarray]:
        """:meth:`embed` started on the network's own thread, where :func:`encoder_thread` allows one: returns a
        function that gives the embedding (waiting for the thread where it is still at work). The caller goes on
        with other work meanwhile (the selector computes the state vector and the safety layer's facts): the encoder
        is about a tenth of a selection. The same arithmetic as :meth:`embed`, so the same embedding."""
        x, graph = self._inputs(nodes, links, adj)
        out = np.empty(self.hidden, np.float32)
        if len(x) < THREAD_MIN_NODES or not encoder_thread():
            self.net.encode(x, graph, out)
            return lambda: out
        started = self.net.encode_start(x, graph, out)

        def result() -> np.ndarray:
            if started:
                self.net.encode_wait()
            return out

        return result

    def _inputs(self, nodes: np.ndarray, links: np.ndarray | None, adj: np.ndarray | None) -> tuple[Any, Any]:
        x = np.ascontiguousarray(nodes, np.float32).reshape(-1, self.feats)
        if links is not None:
            graph = np.ascontiguousarray(links, np.int64).reshape(-1, 2)
        elif adj is not None and np.size(adj):
            graph = np.ascontiguousarray(adj, np.float32)
        else:
            graph = np.empty((0, 2), np.int64)
        return x, graph

    def step(self, graph: np.ndarray, vec: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """One decision's masked logits (float32[A], invalid actions -1e9)."""
        out = np.empty(self.actions, np.float32)
        try:  # the selector's own arrays are already float32 / bool and contiguous
            self.net.step(graph, vec, mask, out)
        except (ValueError, BufferError, TypeError):
            self.net.step(graph, np.ascontiguousarray(vec, np.float32).reshape(-1),
                          np.ascontiguousarray(mask, np.bool_).reshape(-1), out)
        return out

    def decide(self, graph: np.ndarray, vec: np.ndarray, history: Any, mask: np.ndarray, num_actions: int,
               context: tuple[int, int, int]) -> tuple[int, float | None]:
        """One greedy decision in one call: the action-history features of ``history`` (the context group of
        :func:`~mqss_edge.features.context_features`, over a menu of ``num_actions``) written into ``vec`` (float32,
        modified) at ``context = (offset, slots, window)``, the head run, and the valid action of the highest logit
        (the first of equals) with its softmax probability among the valid actions (``None`` where fewer than two
        are valid): what :meth:`step` and an argmax and softmax in numpy give, without them (a zero-shot selection
        makes 8-9 decisions)."""
        out = np.empty(self.actions, np.float32)
        a, p = self.net.decide(graph, vec, history, mask, out, context[0], context[1], context[2], num_actions)
        return a, (p if p >= 0.0 else None)


def native_policy(model: Any, reference: Any = None) -> NativePolicy | None:
    """The C network of an exported ONNX policy (an ``onnx.ModelProto``), or ``None`` when the C extension is not
    built, the graph is not the exporter's int8 form, or (with ``reference``, a callable ``obs -> logits`` on
    ONNX Runtime) the two disagree on a probe observation and the C code disagrees with ONNX's reference evaluator
    too (:func:`_onnx_semantics`)."""
    if ext is None:
        return None
    try:
        layers, mean, inv_std = _layers(model)
        net = ext.Policy(layers, mean, inv_std)
    except (KeyError, ValueError, TypeError):
        return None
    pol = NativePolicy(net, layers[0][0].shape[0], layers[2][0].shape[1], layers[6][0].shape[1])
    if reference is not None and not _agrees(pol, reference, len(mean)) and \
            not _agrees(pol, _onnx_semantics(model), len(mean)):
        return None
    return pol


def _onnx_semantics(model: Any) -> Any:
    """``obs -> logits`` by ONNX's reference evaluator: the graph's exact semantics, the same on every host. ONNX
    Runtime's uint8 x int8 products saturate on x86 CPUs without VNNI (the reason its quantizer has
    ``reduce_range``): measured on an AVX2 host, 1.2e-2 of the logit range off the exact result on random graphs,
    where the C code's sums are exact (4e-7). Where ONNX Runtime's own answer fails the probe, the C code is held to
    this instead. The evaluator is built in the call (the probe makes one), which raises (so the probe fails) on a
    graph it cannot run (operators it lacks: ``com.microsoft`` ones but ``MatMulNBits``, :func:`_matmul_nbits_op`)."""
    from mqss_edge.policy import collate_arrays

    names = [i.name for i in model.graph.input]
    outputs = [o.name for o in model.graph.output]

    def logits(obs: dict[str, np.ndarray]) -> np.ndarray:
        from onnx.reference import ReferenceEvaluator

        feed = collate_arrays([obs])
        ev = ReferenceEvaluator(model, new_ops=[_matmul_nbits_op()])
        return ev.run(None, {k: feed[k] for k in names})[outputs.index("logits")][0]

    return logits


def _matmul_nbits_op() -> Any:
    """ONNX Runtime's ``com.microsoft.MatMulNBits`` for ONNX's reference evaluator, as its contrib-op spec defines it
    in float: ``A @ dequant(B)^T`` (+ bias), ``B[N, blocks, blob]`` packed low nibble first, one scale per block, the
    zero point 2^(bits-1) where none is given. 4-bit only (what the exporter writes); others raise."""
    from onnx.reference.op_run import OpRun

    class MatMulNBits(OpRun):
        op_domain = "com.microsoft"

        def _run(self, a, b, scales, zero_points=None, g_idx=None, bias=None, K=None, N=None, bits=None,  # noqa: N803
                 block_size=None, accuracy_level=None):
            if bits != 4 or zero_points is not None or g_idx is not None:
                raise NotImplementedError("MatMulNBits other than 4-bit with the default zero point")
            y = np.asarray(a, np.float32) @ _dequantize_4bit(b, scales, K, N, block_size).T
            return ((y + bias) if bias is not None else y).astype(np.float32),

    return MatMulNBits


def _dequantize_4bit(packed: np.ndarray, scales: np.ndarray, k: int, n: int, block: int) -> np.ndarray:
    """``MatMulNBits``' 4-bit weights as float32 ``[N, K]``: two per byte, low nibble first, each minus the default
    zero point 8, times its block's scale."""
    packed = np.asarray(packed).reshape(n, -1)
    q = np.stack([packed & 0x0F, packed >> 4], axis=-1).reshape(n, -1)[:, :k].astype(np.float32)
    return (q - 8.0) * np.repeat(np.asarray(scales, np.float32).reshape(n, -1), block, axis=1)[:, :k]


def _layers(model: Any) -> tuple[tuple[tuple[np.ndarray, float, np.ndarray | None, bool], ...], np.ndarray,
                                 np.ndarray]:
    """The seven linear layers of the exported graph as ``(w float32[k, n], scale, bias, quantized)`` plus the
    vector's normalization; KeyError or ValueError when the graph is another form."""
    from onnx import numpy_helper

    g = model.graph
    init = {t.name: numpy_helper.to_array(t) for t in g.initializer}
    consumers: dict[str, list[Any]] = {}
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)
    matmuls = [n for n in g.node if n.op_type in ("MatMulInteger", "MatMulNBits", "MatMul", "Gemm")
               and any(i in init for i in n.input[1:])]
    found: dict[str, tuple[np.ndarray, float, np.ndarray | None, bool]] = {}
    for n in matmuls:
        role = [r for r in LAYERS if any(o.startswith(r) for o in n.output)]
        if not role:
            if any(o.startswith("/value_head/") for o in n.output):
                continue  # the value head: not needed to select
            raise ValueError(f"an unexpected weight product {n.output[0]}")
        if role[0] in found:
            raise ValueError(f"two weight products for {role[0]}")
        found[role[0]] = _linear(n, init, consumers)
    layers = tuple(found[r] for r in LAYERS)
    mean, inv_std = (np.ascontiguousarray(init[k], np.float32).reshape(-1) for k in ("vec_mean", "vec_inv_std"))
    return layers, mean, inv_std


def _linear(n: Any, init: dict[str, np.ndarray], consumers: dict[str, list[Any]]
            ) -> tuple[np.ndarray, float, np.ndarray | None, bool]:
    """One weight product and the bias added to its (scaled) output."""
    from onnx import helper

    if n.op_type == "MatMulInteger":
        wname = n.input[1]
        if not wname.endswith("_quantized"):
            raise ValueError(f"{wname}: not a dynamically quantized weight")
        base = wname[: -len("_quantized")]
        w = init[wname].astype(np.int64)
        zp = int(np.asarray(init[n.input[3]] if len(n.input) > 3 and n.input[3] else 0).reshape(-1)[0])
        scale = np.asarray(init[base + "_scale"], np.float32).reshape(-1)
        if scale.size != 1 or init[wname].dtype not in (np.int8, np.uint8):
            raise ValueError(f"{wname}: per-channel or non-8-bit weights")
        wf = (w - zp).astype(np.float32)
        # exact integer sums in float: every partial sum below 2^24
        if w.shape[0] * 255 * float(np.abs(wf).max(initial=0.0)) >= 2.0**24:
            raise ValueError(f"{wname}: sums could exceed float's exact integers")
        out, quantized, s = _after(n.output[0], consumers, ("Cast", "Mul")), True, float(scale[0])
    elif n.op_type == "MatMulNBits":
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        k, nn, bits, block = attrs["K"], attrs["N"], attrs["bits"], attrs["block_size"]
        if bits != 4 or len(n.input) > 3 and any(n.input[3:]):
            raise ValueError("MatMulNBits other than 4-bit symmetric")
        wf = _dequantize_4bit(init[n.input[1]], init[n.input[2]], k, nn, block).T.copy()
        out, quantized, s = n.output[0], False, 1.0
    elif n.op_type == "MatMul" and n.input[1] in init:
        wf, out, quantized, s = np.asarray(init[n.input[1]], np.float32), n.output[0], False, 1.0
    elif n.op_type == "Gemm" and n.input[1] in init:
        attrs = {a.name: helper.get_attribute_value(a) for a in n.attribute}
        if attrs.get("alpha", 1.0) != 1.0 or attrs.get("beta", 1.0) != 1.0 or attrs.get("transA", 0):
            raise ValueError(f"{n.output[0]}: a Gemm with alpha, beta or transA")
        w = np.asarray(init[n.input[1]], np.float32)
        bias = np.ascontiguousarray(init[n.input[2]], np.float32).reshape(-1) if len(n.input) > 2 else None
        return np.ascontiguousarray(w.T if attrs.get("transB", 0) else w), 1.0, bias, False
    else:
        raise ValueError(f"{n.output[0]}: a weight product of another form")
    adds = [c for c in consumers.get(out, []) if c.op_type == "Add"]
    bias = None
    if adds:
        other = [i for i in adds[0].input if i != out]
        if other and other[0] in init:
            bias = np.ascontiguousarray(init[other[0]], np.float32).reshape(-1)
    return np.ascontiguousarray(wf, np.float32), s, bias, quantized


def _after(name: str, consumers: dict[str, list[Any]], chain: tuple[str, ...]) -> str:
    """The output at the end of a chain of single consumers of the given op types."""
    for op in chain:
        nxt = [c for c in consumers.get(name, []) if c.op_type == op]
        if len(nxt) != 1:
            raise ValueError(f"{name}: not followed by one {op}")
        name = nxt[0].output[0]
    return name


def _agrees(pol: NativePolicy, reference: Any, vec_dim: int) -> bool:
    """The C network and ``reference`` on a probe: a chain-and-tree graph of 40 nodes with features over several
    magnitudes, a vector and a mask; the same argmax and logits within :data:`PROBE_TOLERANCE` of their range."""
    rng = np.random.default_rng(0)
    n = 40
    nodes = (rng.standard_normal((n, pol.feats)) * rng.choice([0.1, 1.0, 30.0], (n, pol.feats)))
    nodes = np.where(rng.random(nodes.shape) < 0.5, 0.0, nodes).astype(np.float32)
    links = np.array([(i, i + 1) for i in range(n - 1)] + [(i, (3 * i + 7) % n) for i in range(0, n, 3)], np.int64)
    vec = (rng.standard_normal(vec_dim) * 2.0).astype(np.float32)
    mask = rng.random(pol.actions) < 0.6
    mask[0] = True
    from gymnasium.spaces import GraphInstance

    from mqss_edge.features.graph import dense_adjacency

    adj = dense_adjacency(GraphInstance(nodes=nodes, edges=np.zeros((len(links), 1), np.int64), edge_links=links))
    try:
        want = np.asarray(reference({"vector": vec, "nodes": nodes, "adj": adj, "mask": mask}), np.float32)
    except Exception:  # noqa: BLE001 - a reference that cannot run this graph agrees with nothing
        return False
    got = pol.step(pol.embed(nodes, links), vec, mask)
    ok = mask.astype(bool)
    span = float(np.ptp(want[ok])) or 1.0
    return int(np.argmax(np.where(ok, got, -np.inf))) == int(np.argmax(np.where(ok, want, -np.inf))) and \
        float(np.abs(got[ok] - want[ok]).max()) <= PROBE_TOLERANCE * span
