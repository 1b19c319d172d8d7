"""Build an int8 TensorRT engine from a QDQ policy (explicit quantization).

The int8 precision comes from the ``QuantizeLinear``/``DequantizeLinear`` pairs in the ONNX file
(:func:`mqss_edge.quantize.ort.quantize_static_qdq`), never from builder flags: TensorRT 10 deprecated implicit
quantization (``BuilderFlag.INT8`` + calibrators) and TensorRT 11 removed it. The network is strongly typed, so every
tensor keeps the type the ONNX file gives it (int8 where there are Q/DQ pairs, fp32 elsewhere, the masked tail
included). Works with TensorRT 10 (JetPack 6) and 11.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mqss_edge.errors import MqssError
from mqss_edge.policy.artifact import TensorRTTarget, compute_capability_text
from mqss_edge.quantize.runtime import import_tensorrt, select_cuda_device


class EngineBuildError(MqssError):
    """TensorRT refused the ONNX file or failed to build an engine from it."""


@dataclass(frozen=True, slots=True)
class EngineBuild:
    """Record of one engine build.

    Attributes:
        plan_path: The serialized engine.
        tensorrt_version: ``tensorrt.__version__`` of the builder; a plan only loads on this version and GPU family.
        target: TensorRT version and GPU compute capability the plan is for (``signature.json`` records it).
        seconds: Build wall time.
        plan_bytes: Size of the plan.
        nodes: ``(min, opt, max)`` node count of the optimization profile.
        batch: ``(min, opt, max)`` batch size of the optimization profile.
    """

    plan_path: Path
    tensorrt_version: str
    target: TensorRTTarget
    seconds: float
    plan_bytes: int
    nodes: tuple[int, int, int]
    batch: tuple[int, int, int]


def _network_flags(trt: Any) -> int:
    flags = 0
    creation = trt.NetworkDefinitionCreationFlag
    major = int(str(trt.__version__).split(".")[0])
    if major < 11:
        # TensorRT 10 ignores EXPLICIT_BATCH (always explicit) but older 10.x bindings still list it.
        if hasattr(creation, "EXPLICIT_BATCH"):
            flags |= 1 << int(creation.EXPLICIT_BATCH)
        if hasattr(creation, "STRONGLY_TYPED"):
            flags |= 1 << int(creation.STRONGLY_TYPED)
    # TensorRT 11: strongly typed is the only mode, and STRONGLY_TYPED is a deprecated no-op.
    return flags


def build_int8_engine(
    qdq_onnx_path: str | Path,
    plan_path: str | Path,
    min_nodes: int = 1,
    opt_nodes: int = 64,
    max_nodes: int = 512,
    max_batch: int = 1,
    workspace_bytes: int = 1 << 30,
    device: int = 0,
) -> EngineBuild:
    """Builds and saves an int8 engine for a QDQ policy with a dynamic node count.

    Args:
        qdq_onnx_path: ONNX policy with explicit Q/DQ pairs.
        plan_path: Where to write the serialized engine.
        min_nodes: Smallest node count the engine accepts (smaller graphs are padded up by the runtime).
        opt_nodes: Node count the kernels are tuned for (the corpus' typical graph).
        max_nodes: Largest node count the engine accepts.
        max_batch: Largest batch (1 for the selector; more for batched evaluation). Tuned for batch 1.
        workspace_bytes: Scratch-memory limit for tactics.
        device: CUDA device the engine is built on (and for: its compute capability is recorded).

    Returns:
        An :class:`EngineBuild` record.

    Raises:
        ToolchainError: If tensorrt or a CUDA-enabled torch is not installed, or there is no CUDA device ``device``.
        EngineBuildError: If parsing or building fails (parser errors are included).
    """
    if not 1 <= min_nodes <= opt_nodes <= max_nodes:
        raise ValueError(f"need 1 <= min_nodes <= opt_nodes <= max_nodes, got {min_nodes}, {opt_nodes}, {max_nodes}")
    trt = import_tensorrt()
    # The builder tunes for the calling thread's current CUDA device: make it the requested one.
    _torch, capability, device_name = select_cuda_device(device)
    start = time.perf_counter()
    logger = trt.Logger(trt.Logger.WARNING)
    builder = trt.Builder(logger)
    network = builder.create_network(_network_flags(trt))
    parser = trt.OnnxParser(network, logger)
    if not parser.parse_from_file(str(qdq_onnx_path)):
        errors = "; ".join(str(parser.get_error(i)) for i in range(parser.num_errors))
        raise EngineBuildError(f"TensorRT cannot parse {qdq_onnx_path}: {errors}")

    config = builder.create_builder_config()
    config.set_memory_pool_limit(trt.MemoryPoolType.WORKSPACE, workspace_bytes)
    profile = builder.create_optimization_profile()
    for i in range(network.num_inputs):
        tensor = network.get_input(i)
        dims = list(tensor.shape)
        # Dynamic axes are batch (axis 0) and node count (every other dynamic axis: node_x 1, adj 1-2, node_mask 1).
        shapes = []
        for batch, nodes in ((1, min_nodes), (1, opt_nodes), (max_batch, max_nodes)):
            shapes.append(tuple((batch if axis == 0 else nodes) if d < 0 else d for axis, d in enumerate(dims)))
        profile.set_shape(tensor.name, *shapes)
    config.add_optimization_profile(profile)

    serialized = builder.build_serialized_network(network, config)
    if serialized is None:
        raise EngineBuildError(f"TensorRT failed to build an engine from {qdq_onnx_path} (see its log above)")
    plan = Path(plan_path)
    plan.write_bytes(bytes(serialized))
    return EngineBuild(
        plan_path=plan,
        tensorrt_version=str(trt.__version__),
        target=TensorRTTarget(str(trt.__version__), compute_capability_text(capability), device_name),
        seconds=time.perf_counter() - start,
        plan_bytes=plan.stat().st_size,
        nodes=(min_nodes, opt_nodes, max_nodes),
        batch=(1, 1, max_batch),
    )
