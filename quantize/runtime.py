"""Inference runtimes behind one small protocol, so the selector does not care how a policy is executed.

* :class:`TorchRuntime` — the training-time ``PolicyNet`` (reference; needs torch).
* :class:`OrtRuntime` — an exported fp32 or int8 ONNX file on ONNX Runtime's CPU provider (no torch needed).
* :class:`TensorRTRuntime` — a serialized TensorRT plan on an NVIDIA GPU (needs tensorrt and CUDA-enabled torch).

All of them take one observation dict (see :mod:`mqss_edge.policy`) and return the masked logits ``float32[A]``;
invalid actions read -1e9, so ``argmax`` is always a valid action.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from mqss_edge.errors import PolicyError, ToolchainError
from mqss_edge.policy import Observation, collate_arrays
from mqss_edge.policy.artifact import TensorRTTarget, check_tensorrt_target
from mqss_edge.quantize.native import native_policy

if TYPE_CHECKING:
    from mqss_edge.policy import PolicyNet


@runtime_checkable
class PolicyRuntime(Protocol):
    """Anything that maps one observation to its masked action logits."""

    def logits(self, obs: Observation) -> np.ndarray:
        """Returns float32 ``[A]`` logits; invalid actions are -1e9."""
        ...


Step = Callable[[np.ndarray, np.ndarray], np.ndarray]
"""``step(vector float32[vec_dim], mask bool[A]) -> logits float32[A]`` for one module's graph."""


def stepper(runtime: PolicyRuntime, obs: Observation) -> Step:
    """A per-module step function: the graph part of the policy runs once here, each step runs the rest.

    A selection makes several decisions for one module whose IR graph does not change between them; only the
    action-history features and the mask do. Runtimes that can split the network (torch, ONNX Runtime) run the
    GraphSAGE encoder once and only the MLP head per step; others run the whole network per step.
    """
    make = getattr(runtime, "stepper", None)
    if make is not None:
        return make(obs)
    return _whole_model_step(runtime, obs)


def _whole_model_step(runtime: PolicyRuntime, obs: Observation) -> Step:
    """Each step runs the whole network on the module's graph with that step's vector and mask."""
    return lambda vec, mask: runtime.logits({"vector": vec, "nodes": obs["nodes"], "adj": obs["adj"], "mask": mask})


class TorchRuntime:
    """Runs a :class:`~mqss_edge.policy.PolicyNet` in eval mode without gradients.

    Args:
        net: The network; it is switched to eval mode (it has no dropout or normalization, so this is only hygiene).
    """

    def __init__(self, net: PolicyNet) -> None:
        self.net = net.eval()

    def logits(self, obs: Observation) -> np.ndarray:
        import torch

        from mqss_edge.policy import collate

        device = next(self.net.parameters()).device
        with torch.inference_mode():
            logits, _ = self.net(*collate([obs]).to(device))
        return logits[0].float().cpu().numpy()

    def stepper(self, obs: Observation) -> Step:
        import torch

        from mqss_edge.policy import collate

        device = next(self.net.parameters()).device
        batch = collate([obs]).to(device)
        with torch.inference_mode():
            graph = self.net.embed_graph(batch.node_x, batch.adj, batch.node_mask)

        def step(vec: np.ndarray, mask: np.ndarray) -> np.ndarray:
            with torch.inference_mode():
                logits, _ = self.net.head(graph, torch.as_tensor(vec, dtype=torch.float32, device=device)[None],
                                          torch.as_tensor(mask, dtype=torch.bool, device=device)[None])
            return logits[0].float().cpu().numpy()

        return step


class OrtRuntime:
    """An ONNX policy on ONNX Runtime's CPU provider, tuned for one decision at a time.

    Single-threaded by default: a compiler calls the policy from its own thread, the graph is small (~60 ops,
    ~10^6 MACs at N = 60), and a thread pool only adds wake-up latency and jitter.

    Args:
        path: ``.onnx`` file (fp32, dynamic int8 or QDQ).
        threads: ``intra_op_num_threads``.

    Raises:
        PolicyError: If the file cannot be loaded.
    """

    def __init__(self, path: str | Path, threads: int = 1) -> None:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        try:
            self.session = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
        except Exception as exc:  # onnxruntime raises its own unexported exception types
            raise PolicyError(f"cannot load ONNX policy {path}: {exc}") from exc
        self.path = Path(path)
        import onnx

        model = onnx.load(str(self.path))
        self._split = _split_sessions(model, opts)
        self.split = self._split is not None  # graph encoder once per module, head per step
        #: the same network in C (:mod:`mqss_edge.quantize.native`) for :meth:`logits` and :meth:`stepper`, when
        #: the extension is built and the graph is the exporter's int8 form; ``None``: ONNX Runtime runs them
        self.native = native_policy(model, lambda obs: self.run(collate_arrays([obs]))[0][0]) if self.split else None

    @property
    def reads_links(self) -> bool:
        """Whether :meth:`stepper` reads an observation's ``links`` (so a caller need not build ``adj``)."""
        return self.native is not None

    def run(self, feed: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """Runs a collated batch; returns ``(logits [B, A], value [B])``."""
        logits, value = self.session.run(["logits", "value"], feed)
        return logits, value

    def logits(self, obs: Observation) -> np.ndarray:
        if self.native is not None:
            return self.stepper(obs)(obs["vector"], obs["mask"])
        return self.run(collate_arrays([obs]))[0][0]

    def stepper(self, obs: Observation) -> Step:
        if self.native is not None:
            net = self.native
            graph_c = net.embed(obs["nodes"], obs.get("links"), obs.get("adj"))
            return lambda vec, mask: net.step(graph_c, vec, mask)
        if self._split is None:
            return _whole_model_step(self, obs)
        encoder, head, emb = self._split
        graph = np.ascontiguousarray(encoder.run([emb], _graph_feed(obs))[0], np.float32)
        # The head's inputs and output bound once to arrays of this step function (ONNX Runtime reads and writes
        # their memory): a step copies the vector and mask in and the logits out, with no feed to convert.
        # In a selection of a 1,000-line model (8-9 steps): 0.28 ms of head against 0.37 through ``run`` with a feed.
        vec_in = np.zeros((1, np.asarray(obs["vector"]).shape[-1]), np.float32)
        mask_in = np.zeros((1, np.asarray(obs["mask"]).shape[-1]), np.bool_)
        out = np.zeros((1, mask_in.shape[1]), np.float32)
        io = head.io_binding()
        io.bind_cpu_input(emb, graph)
        io.bind_cpu_input("vec", vec_in)
        io.bind_cpu_input("action_mask", mask_in)
        io.bind_output("logits", "cpu", 0, np.float32, list(out.shape), out.ctypes.data)
        run = head.run_with_iobinding

        def step(vec: np.ndarray, mask: np.ndarray) -> np.ndarray:
            vec_in[0] = vec
            mask_in[0] = mask
            run(io)
            return out[0].copy()

        return step


def _graph_feed(obs: Observation) -> dict[str, np.ndarray]:
    """The graph encoder's inputs for one observation: its own arrays as a batch of one (no padding to copy
    into), or :func:`collate_arrays`'s padded ones for a graph without nodes."""
    nodes = np.asarray(obs["nodes"], np.float32)
    n = nodes.shape[0] if nodes.ndim == 2 else 0
    adj = np.asarray(obs["adj"], np.float32)
    if n == 0 or adj.shape != (n, n):
        feed = collate_arrays([obs])
        return {k: feed[k] for k in ("node_x", "adj", "node_mask")}
    return {"node_x": np.ascontiguousarray(nodes)[None], "adj": np.ascontiguousarray(adj)[None],
            "node_mask": np.ones((1, n), np.bool_)}


def graph_embedding_tensor(model: Any) -> str | None:
    """The tensor between the policy's graph encoder and its MLP head in an exported ONNX policy: the first
    input of the ``Concat`` whose other inputs are computed from ``vec`` (and, for a policy that reads the
    action mask, ``action_mask``) alone (``None`` when there is none)."""
    producers = {o: n for n in model.graph.node for o in n.output}

    def sources(name: str, seen: set[str]) -> set[str]:
        if name in seen:
            return set()
        seen.add(name)
        node = producers.get(name)
        if node is None:
            return {name}
        out: set[str] = set()
        for i in node.input:
            if i:
                out |= sources(i, seen)
        return out

    inputs = {i.name for i in model.graph.input} - {t.name for t in model.graph.initializer}
    for n in model.graph.node:
        if n.op_type == "Concat" and len(n.input) in (2, 3):
            a, *rest = (sources(x, set()) & inputs for x in n.input)
            if a == {"node_x", "adj", "node_mask"} and rest[0] == {"vec"} and rest[1:] in ([], [{"action_mask"}]):
                return n.input[0]
    return None


def _split_sessions(model: Any, opts: Any) -> tuple[Any, Any, str] | None:
    """Encoder and head sessions cut from the policy's ONNX graph (an ``onnx.ModelProto``, left as it is) at the
    graph embedding (same weights, same quantization); ``None`` when the graph has no such cut, and then every
    step runs the whole model."""
    import onnx
    import onnxruntime as ort
    from onnx.utils import Extractor

    model = onnx.ModelProto.FromString(model.SerializeToString())  # a copy: the cut adds a value_info
    emb = graph_embedding_tensor(model)
    if emb is None:
        return None
    if not any(v.name == emb for v in model.graph.value_info):  # the extractor needs its type
        model.graph.value_info.append(onnx.helper.make_tensor_value_info(emb, onnx.TensorProto.FLOAT,
                                                                         ["batch", "hidden"]))
    try:
        ex = Extractor(model)
        parts = (ex.extract_model(["node_x", "adj", "node_mask"], [emb]),
                 ex.extract_model([emb, "vec", "action_mask"], ["logits"]))
        enc, head = (ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"])
                     for m in parts)
    except Exception:  # onnx/ORT raise their own types; an unexpected graph shape: whole model per step
        return None
    return enc, head, emb


class TensorRTRuntime:
    """A serialized TensorRT engine (see :func:`mqss_edge.quantize.tensorrt.build_int8_engine`); thread-safe.

    Device buffers are CUDA tensors of torch: torch is already a dependency, and it gives allocation, host/device
    copies and a stream without pulling in cuda-python or pycuda. The engine and its context live on the CUDA device
    ``device``, made current before deserializing and around every call (whatever thread makes it). Each call copies
    the padded inputs to that GPU on a private stream, sets the input shapes for that call's node count
    (``set_input_shape``, whose refusal is an error), binds addresses (``set_tensor_address``), runs
    ``execute_async_v3`` on the stream and waits for it.

    Args:
        plan_path: The ``.plan`` file written by the builder.
        device: CUDA device index.
        target: What the plan was built with (from ``signature.json``); when given, a plan built with another
            TensorRT version or for another compute capability is refused before it is deserialized.

    Raises:
        ToolchainError: If tensorrt or a CUDA-enabled torch is missing, or there is no CUDA device ``device``.
        PolicyError: If ``target`` does not match this machine, or the plan cannot be deserialized.
    """

    def __init__(self, plan_path: str | Path, device: int = 0, target: TensorRTTarget | None = None) -> None:
        trt = import_tensorrt()
        torch, capability, _name = select_cuda_device(device)
        if target is not None:
            check_tensorrt_target(target, str(trt.__version__), capability)
        self._torch = torch
        self.device = torch.device("cuda", device)
        with torch.cuda.device(self.device):  # TensorRT uses the calling thread's current CUDA device
            self._logger = trt.Logger(trt.Logger.WARNING)
            self._runtime = trt.Runtime(self._logger)
            self.engine = self._runtime.deserialize_cuda_engine(Path(plan_path).read_bytes())
            if self.engine is None:
                raise PolicyError(f"TensorRT could not deserialize {plan_path} (built by another version or GPU?)")
            self.context = self.engine.create_execution_context()
            if self.context is None:
                raise PolicyError(f"TensorRT could not create an execution context for {plan_path}")
            self.stream = torch.cuda.Stream(device=self.device)
        dtypes = _torch_dtypes(trt, torch)
        self.inputs: list[str] = []
        self.outputs: list[str] = []
        self._dtype: dict[str, Any] = {}
        for i in range(self.engine.num_io_tensors):
            name = self.engine.get_tensor_name(i)
            is_input = self.engine.get_tensor_mode(name) == trt.TensorIOMode.INPUT
            (self.inputs if is_input else self.outputs).append(name)
            self._dtype[name] = dtypes[self.engine.get_tensor_dtype(name)]
        # Profile 0's node range: smaller graphs are padded up to the minimum, larger ones are refused.
        node_min, _, node_max = self.engine.get_tensor_profile_shape("node_x", 0)
        self.min_nodes, self.max_nodes = int(node_min[1]), int(node_max[1])
        # One execution context holds per-call shapes and addresses: calls from several threads take turns.
        self._lock = threading.Lock()

    def run(self, feed: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Runs a collated batch (within the engine's profile) and returns every output as a numpy array.

        Raises:
            ValueError: the batch's node count is outside the engine's profile.
            PolicyError: TensorRT refuses an input shape (another feature width than the engine was built for)
                or cannot resolve an output shape from them.
        """
        torch = self._torch
        nodes = feed["node_x"].shape[1]
        if not self.min_nodes <= nodes <= self.max_nodes:
            raise ValueError(
                f"batch is padded to {nodes} nodes; this engine accepts {self.min_nodes} to at most {self.max_nodes}"
            )
        keep: list[Any] = []
        with self._lock, torch.cuda.device(self.device), torch.cuda.stream(self.stream):
            for name in self.inputs:
                tensor = torch.from_numpy(np.ascontiguousarray(feed[name])).to(self.device, self._dtype[name])
                keep.append(tensor)  # the engine reads the buffer asynchronously: keep it alive until the sync
                shape = tuple(tensor.shape)
                if not self.context.set_input_shape(name, shape):
                    lo, _, hi = self.engine.get_tensor_profile_shape(name, 0)
                    raise PolicyError(f"TensorRT refused shape {shape} for input {name!r} "
                                      f"(the engine's profile accepts {tuple(lo)} to {tuple(hi)})")
                self.context.set_tensor_address(name, tensor.data_ptr())
            outputs = {}
            for name in self.outputs:
                shape = tuple(self.context.get_tensor_shape(name))
                if any(d < 0 for d in shape):
                    raise PolicyError(f"TensorRT cannot resolve the shape of output {name!r} ({shape}) "
                                      "from the input shapes")
                outputs[name] = torch.empty(shape, dtype=self._dtype[name], device=self.device)
                self.context.set_tensor_address(name, outputs[name].data_ptr())
            if not self.context.execute_async_v3(self.stream.cuda_stream):
                raise RuntimeError("TensorRT execute_async_v3 failed")
            self.stream.synchronize()
        return {name: tensor.cpu().numpy() for name, tensor in outputs.items()}

    def logits(self, obs: Observation) -> np.ndarray:
        feed = collate_arrays([obs], min_nodes=self.min_nodes)
        return self.run(feed)["logits"][0].astype(np.float32, copy=False)


def select_cuda_device(device: int) -> tuple[Any, tuple[int, int], str]:
    """Make CUDA device ``device`` current for this thread; returns torch, its compute capability and its name.

    Raises:
        ToolchainError: torch has no CUDA, or there is no such device.
    """
    import torch

    if not torch.cuda.is_available():
        raise ToolchainError("TensorRT needs a CUDA-enabled torch build and a visible GPU")
    count = torch.cuda.device_count()
    if not 0 <= device < count:
        raise ToolchainError(f"there is no CUDA device {device} ({count} visible)")
    torch.cuda.set_device(device)
    major, minor = torch.cuda.get_device_capability(device)
    return torch, (int(major), int(minor)), str(torch.cuda.get_device_name(device))


def import_tensorrt() -> Any:
    """Imports ``tensorrt``, or raises :class:`ToolchainError` saying why it is unavailable."""
    try:
        import tensorrt
    except ImportError as exc:
        raise ToolchainError(
            f"TensorRT is not installed ({exc}); install the tensorrt wheel matching the CUDA driver, "
            "e.g. `pip install tensorrt-cu12`, on a machine with an NVIDIA GPU"
        ) from exc
    return tensorrt


def _torch_dtypes(trt: Any, torch: Any) -> dict[Any, Any]:
    table = {"FLOAT": torch.float32, "HALF": torch.float16, "BF16": torch.bfloat16, "INT8": torch.int8,
             "INT32": torch.int32, "INT64": torch.int64, "BOOL": torch.bool, "UINT8": torch.uint8}
    return {getattr(trt.DataType, k): v for k, v in table.items() if hasattr(trt.DataType, k)}


def time_logits(
    runtime: PolicyRuntime, observations: Sequence[Observation], repeats: int = 1, warmup: int = 20
) -> list[float]:
    """Wall-clock seconds of each ``runtime.logits(obs)`` call (raw samples, warm-ups excluded).

    Args:
        runtime: Any runtime.
        observations: Inputs, cycled in order.
        repeats: Passes over ``observations``.
        warmup: Untimed calls first (allocations, lazy initialization, caches).
    """
    for i in range(warmup):
        runtime.logits(observations[i % len(observations)])
    samples: list[float] = []
    for _ in range(repeats):
        for obs in observations:
            start = time.perf_counter()
            runtime.logits(obs)
            samples.append(time.perf_counter() - start)
    return samples
