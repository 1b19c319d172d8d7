"""ONNX Runtime int8 quantization of an exported policy, and the agreement check against fp32.

Two flavours, both leaving the tail (the action-logit layer and the ``Where`` that writes -1e9 into invalid actions)
in fp32, because an int8 tail destroys the argmax (FACTS.md):

* :func:`quantize_dynamic_int8`: weights int8 offline, activations quantized per call (``DynamicQuantizeLinear`` +
  ``MatMulInteger``). The deployment format on CPUs: smallest file and the fastest on x86 here. Optionally the
  logit layer's weight is stored int8 too but multiplied in fp32 (weight-only), for the size target.
* :func:`quantize_static_qdq`: explicit, symmetric ``QuantizeLinear``/``DequantizeLinear`` pairs with ranges
  calibrated on real observations. Not faster than fp32 on CPU; it is the input TensorRT's explicit quantization needs.

Only matrix products with a constant weight are quantized. The aggregation products ``Â @ h`` (activation by
activation) stay fp32: they hold no weights, so quantizing them saves no space and only adds error.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from mqss_edge.policy import Observation, collate_arrays

if TYPE_CHECKING:
    import onnx

_WEIGHT_OPS = ("MatMul", "Gemm")


def _load(path: str | Path) -> onnx.ModelProto:
    import onnx

    model = onnx.load(str(path))
    # Exclusion lists address nodes by name, so every node needs a unique one.
    seen: set[str] = set()
    for i, node in enumerate(model.graph.node):
        if not node.name or node.name in seen:
            node.name = f"{node.op_type}_{i}"
        seen.add(node.name)
    return model


def _constant_names(model: onnx.ModelProto) -> set[str]:
    names = {init.name for init in model.graph.initializer}
    names.update(out for node in model.graph.node if node.op_type == "Constant" for out in node.output)
    return names


def _replace_nodes(model: onnx.ModelProto, nodes: list[onnx.NodeProto]) -> onnx.ModelProto:
    """Sets the graph's nodes (in place) and drops the initializers no node reads any more."""
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    used = {i for n in model.graph.node for i in n.input}
    keep = [init for init in model.graph.initializer if init.name in used]
    del model.graph.initializer[:]
    model.graph.initializer.extend(keep)
    return model


def _gemm_to_matmul(model: onnx.ModelProto) -> onnx.ModelProto:
    """Rewrites ``Gemm(A, W, b)`` with a constant W into ``MatMul`` + ``Add``, in place.

    ONNX Runtime's dynamic quantizer only knows ``MatMul`` (its integer-op registry has no ``Gemm``), and the
    exporter writes every 2-D ``nn.Linear`` as ``Gemm``; without this the whole MLP trunk would stay fp32.
    """
    from onnx import helper, numpy_helper

    inits = {init.name: init for init in model.graph.initializer}
    new_nodes = []
    for node in model.graph.node:
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        rewritable = (
            node.op_type == "Gemm"
            and node.input[1] in inits
            and attrs.get("transA", 0) == 0
            and attrs.get("alpha", 1.0) == 1.0
            and attrs.get("beta", 1.0) == 1.0
        )
        if not rewritable:
            new_nodes.append(node)
            continue
        weight = numpy_helper.to_array(inits[node.input[1]])
        if attrs.get("transB", 0):
            weight = np.ascontiguousarray(weight.T)
        w_name = f"{node.name}.weight_kn"
        model.graph.initializer.append(numpy_helper.from_array(weight, w_name))
        has_bias = len(node.input) > 2 and node.input[2] != ""
        mm_out = f"{node.output[0]}.matmul" if has_bias else node.output[0]
        new_nodes.append(helper.make_node("MatMul", [node.input[0], w_name], [mm_out], name=f"{node.name}.MatMul"))
        if has_bias:
            new_nodes.append(
                helper.make_node("Add", [mm_out, node.input[2]], [node.output[0]], name=f"{node.name}.Add")
            )
    return _replace_nodes(model, new_nodes)


def weight_matmul_nodes(model: onnx.ModelProto) -> list[str]:
    """Names of the ``MatMul``/``Gemm`` nodes whose second operand is a constant (a weight matrix)."""
    constants = _constant_names(model)
    return [n.name for n in model.graph.node if n.op_type in _WEIGHT_OPS and n.input[1] in constants]


def tail_nodes(model: onnx.ModelProto, output: str = "logits") -> list[str]:
    """Names of the nodes between ``output`` and the last matrix product before it, that product included.

    For an exported policy this is the action-logit layer plus the masking ``Where`` (and its constant).
    """
    producer = {out: node for node in model.graph.node for out in node.output}
    if output not in producer:
        raise ValueError(f"the model has no output named {output!r}")
    tail: list[str] = []
    stack = [output]
    seen: set[str] = set()
    while stack:
        node = producer.get(stack.pop())
        if node is None or node.name in seen:
            continue
        seen.add(node.name)
        tail.append(node.name)
        if node.op_type not in _WEIGHT_OPS:
            stack.extend(node.input)
    return tail


def integer_weight_bits(per_channel: bool, reduce_range: bool | None = None) -> int:
    """Bits of the weights that `quantize_dynamic_int8` multiplies as integers (see its ``reduce_range``)."""
    return 7 if (per_channel if reduce_range is None else reduce_range) else 8


def quantize_dynamic_int8(
    fp32_path: str | Path,
    out_path: str | Path,
    exclude_tail: bool = True,
    per_channel: bool = False,
    tail_weight_only: bool = False,
    reduce_range: bool | None = None,
    hidden_4bit_block: int | None = None,
) -> list[str]:
    """Dynamic int8: weight matrices stored int8 (symmetric), activations quantized to uint8 on the fly.

    Args:
        fp32_path: Exported fp32 policy.
        out_path: Where to write the int8 model.
        exclude_tail: Keep the action-logit layer and the masking in fp32 (see :func:`tail_nodes`).
        per_channel: One scale per output column. Measured on the policy: agreement within noise of
            per-tensor, ~4% slower and 4 kB larger, so off by default.
        tail_weight_only: With ``exclude_tail``, still store the logit layer's weight as int8 (one scale per
            action) behind a ``DequantizeLinear``; the product itself runs in fp32 on fp32 activations
            (see :func:`_weight_only_int8`).
        reduce_range: Store the integer-product weights in 7 bits (±64). ONNX Runtime multiplies uint8
            activations by int8 weights with ``vpmaddubsw`` on x86 CPUs without VNNI (AVX2, AVX-512F), which
            adds two products into a saturating int16: 255 x 127 x 2 overflows it. A file quantized on one
            machine runs on others, so the choice cannot depend on where it is quantized. Default (None):
            on with ``per_channel``, where every column's weights reach ±127 and the overflow is frequent,
            off per tensor, where only the largest column does. Measured on an AVX2 machine without VNNI
            (a briefly trained test policy, 1,000 held-out states): per channel, top-1 agreement with fp32
            0.961 -> 0.986 and the largest logit error 0.55 -> 0.11; per tensor, 0.985 without and 0.980 with.
        hidden_4bit_block: Store the trunk's hidden-to-hidden weights (:func:`hidden_trunk_nodes`) in 4 bits
            instead, one fp32 scale per block of this many input rows (``MatMulNBits``, symmetric, weight-only: the
            product runs in fp32). Measured on the committed policy (1,091 held-out states): blocks of 32 keep
            top-1 agreement with fp32 at 0.998, as all-int8 does, and make the file 4.1x smaller than fp32
            against 3.7x; 4-bit weights in the first trunk layer or the logit layer drop it to 0.98-0.995.
            Rounded as they are, they change more whole pipelines than all-int8: ``mqss-edge quantize`` fits
            the layer to the 4-bit grid first (:mod:`mqss_edge.quantize.distill`).

    Returns:
        The names of the nodes that were quantized.
    """
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model = _gemm_to_matmul(_load(fp32_path))
    excluded = set(tail_nodes(model)) if exclude_tail else set()
    four = hidden_trunk_nodes(model) if hidden_4bit_block else []
    targets = [name for name in weight_matmul_nodes(model) if name not in excluded and name not in four]
    extra: dict[str, Any] = {"MatMulConstBOnly": True}
    if four:
        model = _weight_only_4bit(model, four, hidden_4bit_block)  # type: ignore[arg-type]
        # the 4-bit products' outputs have no inferred type (a com.microsoft op): they are fp32
        extra["DefaultTensorType"] = 1  # onnx.TensorProto.FLOAT
    quantize_dynamic(
        model,
        str(out_path),
        op_types_to_quantize=["MatMul"],
        per_channel=per_channel,
        reduce_range=integer_weight_bits(per_channel, reduce_range) == 7,
        weight_type=QuantType.QInt8,
        nodes_to_quantize=targets,
        nodes_to_exclude=sorted(excluded | set(four)),
        extra_options=extra,
    )
    if exclude_tail and tail_weight_only:
        import onnx

        quantized = onnx.load(str(out_path))
        tail = [n for n in weight_matmul_nodes(quantized) if n in excluded]
        onnx.save(_weight_only_int8(quantized, tail), str(out_path))
        targets += tail
    return targets + four


def hidden_trunk_nodes(model: onnx.ModelProto) -> list[str]:
    """Names of the MLP trunk's hidden-to-hidden products: constant-weight ``MatMul`` nodes of the trunk whose
    weight is square. The first trunk layer (it reads the graph embedding, the feature vector and the mask) and
    the logit and value layers are not among them."""
    from onnx import numpy_helper

    inits = {init.name: init for init in model.graph.initializer}
    out = []
    for node in model.graph.node:
        if node.op_type == "MatMul" and node.name.startswith("/trunk/") and node.input[1] in inits:
            dims = tuple(numpy_helper.to_array(inits[node.input[1]]).shape)
            if len(dims) == 2 and dims[0] == dims[1]:
                out.append(node.name)
    return out


def _weight_only_4bit(model: onnx.ModelProto, nodes: Sequence[str], block: int) -> onnx.ModelProto:
    """The named constant-weight ``MatMul`` nodes as ONNX Runtime's ``MatMulNBits`` (4-bit, symmetric, one scale
    per ``block`` input rows of each column; the product in fp32); returns the rewritten model."""
    import logging

    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    # the module configures the root logger at INFO when it is first imported: put it back as it was
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer, logger

    root.handlers[:] = handlers
    root.setLevel(level)
    logger.setLevel(logging.WARNING)
    others = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.name not in nodes]
    q = MatMulNBitsQuantizer(model, bits=4, block_size=block, is_symmetric=True, nodes_to_exclude=others,
                             nodes_to_include=list(nodes))
    q.process()
    return q.model.model


def _weight_only_int8(model: onnx.ModelProto, nodes: Sequence[str]) -> onnx.ModelProto:
    """Stores the constant ``[K, N]`` weight of each named ``MatMul`` as int8 with one symmetric scale per
    output column, read back through ``DequantizeLinear(axis=1)``; in place.

    The file shrinks as with dynamic quantization, but the product stays an fp32 ``MatMul`` on unquantized
    activations (ONNX Runtime folds the constant dequantization when the session loads): the logits carry
    the weight's rounding error only, with no per-call quantization of the layer's input and no integer
    product. Measured on the committed policy (778 held-out states): top-1 agreement with fp32 0.9987, the
    same as with an fp32 logit layer, against 0.9884 when the layer is quantized dynamically.
    """
    from onnx import helper, numpy_helper

    inits = {init.name: init for init in model.graph.initializer}
    new_nodes = []
    for node in model.graph.node:
        if node.name in nodes and node.op_type == "MatMul" and node.input[1] in inits:
            w = numpy_helper.to_array(inits[node.input[1]]).astype(np.float32)
            scale = np.maximum(np.abs(w).max(axis=0), np.finfo(np.float32).tiny) / 127.0
            q = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
            base = f"{node.name}.weight"
            model.graph.initializer.extend([
                numpy_helper.from_array(q, f"{base}_int8"),
                numpy_helper.from_array(scale.astype(np.float32), f"{base}_scale"),
                numpy_helper.from_array(np.zeros_like(scale, dtype=np.int8), f"{base}_zero_point"),
            ])
            new_nodes.append(helper.make_node("DequantizeLinear", [f"{base}_int8", f"{base}_scale",
                                                                    f"{base}_zero_point"],
                                              [f"{base}_dequantized"], name=f"{node.name}.DequantizeWeight", axis=1))
            node.input[1] = f"{base}_dequantized"
        new_nodes.append(node)
    return _replace_nodes(model, new_nodes)


def _calibration_reader(batches: Iterable[Sequence[Observation] | Mapping[str, np.ndarray]]) -> Any:
    """Wraps observation batches in an ``onnxruntime.quantization.CalibrationDataReader``."""
    from onnxruntime.quantization import CalibrationDataReader

    class _ObservationReader(CalibrationDataReader):
        def __init__(self) -> None:
            self._batches = iter(batches)

        def get_next(self) -> dict[str, np.ndarray] | None:
            batch = next(self._batches, None)
            if batch is None:
                return None
            if isinstance(batch, Mapping):
                return {k: np.asarray(v) for k, v in batch.items()}
            return collate_arrays(batch)

    return _ObservationReader()


def quantize_static_qdq(
    fp32_path: str | Path,
    out_path: str | Path,
    calibration_batches: Iterable[Sequence[Observation] | Mapping[str, np.ndarray]],
    exclude_tail: bool = True,
    per_channel: bool = True,
) -> list[str]:
    """Static int8 in QDQ format: symmetric int8 activations and weights, ranges from calibration (MinMax).

    Symmetric activations (zero point 0) are what TensorRT's explicit quantization accepts; per-channel weights
    cost nothing there. The result also runs in ONNX Runtime for comparison.

    Args:
        fp32_path: Exported fp32 policy.
        out_path: Where to write the QDQ model.
        calibration_batches: Real observations, each item a list of observations (collated into one padded
            batch) or an already-collated feed; a few hundred observations are plenty.
        exclude_tail: Keep the action-logit layer and the masking in fp32.
        per_channel: One weight scale per output channel (axis 1 of a MatMul's ``[K, N]`` weight, axis 0 of a
            ``transB`` Gemm's ``[N, K]``). Per-tensor measured as accurate here; use it if a TensorRT version
            refuses per-channel MatMul weights.

    Returns:
        The names of the nodes that were quantized.
    """
    from onnxruntime.quantization import CalibrationMethod, QuantFormat, QuantType, quantize_static

    model = _load(fp32_path)
    excluded = set(tail_nodes(model)) if exclude_tail else set()
    targets = [name for name in weight_matmul_nodes(model) if name not in excluded]
    reader = _calibration_reader(calibration_batches)
    quantize_static(
        model,
        str(out_path),
        reader,
        quant_format=QuantFormat.QDQ,
        op_types_to_quantize=list(_WEIGHT_OPS),
        per_channel=per_channel,
        activation_type=QuantType.QInt8,
        weight_type=QuantType.QInt8,
        nodes_to_quantize=targets,
        nodes_to_exclude=sorted(excluded),
        calibrate_method=CalibrationMethod.MinMax,
        extra_options={
            "ActivationSymmetric": True,
            "WeightSymmetric": True,
            "MatMulConstBOnly": True,
            # Q/DQ on the inputs of each product only (TensorRT's recommended placement); quantizing outputs too
            # adds a rounding step per layer and would put the value output itself through int8.
            "OpTypesToExcludeOutputQuantization": list(_WEIGHT_OPS),
            # Biases stay fp32: TensorRT fuses a float bias into the int8 GEMM epilogue.
            "QuantizeBias": False,
        },
    )
    return targets


def measure_agreement(
    fp32_session: Any,
    int8_session: Any,
    observations: Sequence[Observation],
    tie_tolerance: float = 0.05,
) -> dict[str, float]:
    """Compares two sessions (``onnxruntime.InferenceSession`` or anything with ``run(None, feed)``) one
    observation at a time, as the selector calls them.

    int8 arithmetic moves logits by about 1% of their scale, so the two models can only disagree where the fp32
    policy itself is nearly indifferent. ``top1_regret`` measures that: the fp32 logit of fp32's choice minus the
    fp32 logit of int8's choice (0 when they agree; ``log`` of the probability ratio between the two actions).

    Args:
        fp32_session: Reference.
        int8_session: Candidate.
        observations: Inputs, each run alone (batch 1).
        tie_tolerance: Regret (in logits) below which a different choice counts as a tie.

    Returns:
        ``top1_agreement`` (fraction of identical argmax actions), ``top1_agreement_within_tol`` (identical or a
        tie), ``max_top1_regret``, ``max_abs_logit_diff`` and ``mean_abs_logit_diff`` over valid actions,
        ``max_abs_value_diff``, and ``count``.
    """
    if not observations:
        raise ValueError("no observations to compare on")
    agree = within = 0
    max_regret = max_diff = sum_diff = max_vdiff = 0.0
    n_valid = 0
    for obs in observations:
        feed = collate_arrays([obs])
        ref_logits, ref_value = fp32_session.run(None, feed)
        q_logits, q_value = int8_session.run(None, feed)
        ref, cand = ref_logits[0].astype(np.float64), q_logits[0].astype(np.float64)
        best, choice = int(np.argmax(ref)), int(np.argmax(cand))
        regret = float(ref[best] - ref[choice])
        agree += int(best == choice)
        within += int(regret <= tie_tolerance)
        max_regret = max(max_regret, regret)
        valid = feed["action_mask"][0]
        diff = np.abs(ref[valid] - cand[valid])
        if diff.size:
            max_diff = max(max_diff, float(diff.max()))
            sum_diff += float(diff.sum())
            n_valid += diff.size
        max_vdiff = max(max_vdiff, float(abs(np.float64(ref_value[0]) - q_value[0])))
    count = len(observations)
    return {
        "top1_agreement": agree / count,
        "top1_agreement_within_tol": within / count,
        "max_top1_regret": max_regret,
        "max_abs_logit_diff": max_diff,
        "mean_abs_logit_diff": sum_diff / max(n_valid, 1),
        "max_abs_value_diff": max_vdiff,
        "count": float(count),
    }
