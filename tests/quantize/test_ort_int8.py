from __future__ import annotations

from collections import Counter

import numpy as np
import onnx
from onnx import numpy_helper

from mqss_edge.quantize import OrtRuntime, measure_agreement, quantize_dynamic_int8, tail_nodes


def _producers(model: onnx.ModelProto) -> dict[str, onnx.NodeProto]:
    return {out: node for node in model.graph.node for out in node.output}


def _initializers(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    return {init.name: numpy_helper.to_array(init) for init in model.graph.initializer}


def _assert_fp32_tail(model: onnx.ModelProto) -> None:
    """logits = Where(action_mask, <fp32 product with a float32 weight> + bias, -1e9): no int8 on the way."""
    producer, inits = _producers(model), _initializers(model)
    where = producer["logits"]
    assert where.op_type == "Where"
    assert where.input[0] == "action_mask"
    node = producer[where.input[1]]
    if node.op_type == "Add":  # MatMul + Add after the Gemm rewrite
        node = producer[next(i for i in node.input if i in producer)]
    assert node.op_type in ("MatMul", "Gemm")
    weight = node.input[1]
    assert weight in inits and inits[weight].dtype == np.float32, "the logit layer's weight must stay fp32"
    masked = inits.get(where.input[2])
    if masked is None:
        masked = numpy_helper.to_array(producer[where.input[2]].attribute[0].t)
    assert masked.dtype == np.float32 and float(masked) == -1e9


def test_tail_nodes_are_the_logit_layer_and_the_mask(fp32_path):
    model = onnx.load(str(fp32_path))
    ops = sorted(n.op_type for n in model.graph.node if n.name in set(tail_nodes(model)))
    assert ops == ["Constant", "Gemm", "Where"]


def test_dynamic_int8_op_types(dynamic_path):
    model = onnx.load(str(dynamic_path))
    ops = Counter(n.op_type for n in model.graph.node)
    # 7 weight products: sage1 self/neigh, sage2 self/neigh, trunk x2, value head. The logit layer is not one.
    assert ops["MatMulInteger"] == 7
    assert ops["DynamicQuantizeLinear"] >= 1
    assert "Gemm" not in ops  # rewritten to MatMul + Add so the dynamic quantizer can reach the trunk
    int8_weights = [a for a in _initializers(model).values() if a.dtype == np.int8 and a.ndim == 2]
    assert len(int8_weights) == 7
    _assert_fp32_tail(model)


def test_dynamic_int8_agrees_with_fp32(fp32_path, dynamic_path, held_out):
    stats = measure_agreement(OrtRuntime(fp32_path).session, OrtRuntime(dynamic_path).session, held_out)
    assert stats["count"] == len(held_out)
    # int8 moves logits by ~1% of their scale, so a different argmax happens only where the fp32 policy is nearly
    # indifferent: measured 0.988-0.996 strict over six training seeds, and every flip had a regret (fp32 logit gap
    # between the two choices) under 0.05, i.e. the two actions' probabilities were within 5% of each other.
    assert stats["top1_agreement"] >= 0.98, stats
    assert stats["top1_agreement_within_tol"] >= 0.99, stats
    assert stats["max_top1_regret"] < 0.1, stats
    assert stats["max_abs_logit_diff"] < 0.5, stats


def test_per_channel_weights_leave_room_for_non_vnni_int16_sums(fp32_path, dynamic_path, quant_dir):
    """Per channel, the integer products' weights are stored in 7 bits (ONNX Runtime's u8 x s8 pair sums
    saturate int16 on x86 without VNNI; measured there, top-1 agreement 0.961 with 8 bits, 0.986 with 7);
    per tensor they keep the full range."""
    def weight_ranges(path):
        model = onnx.load(str(path))
        inits = _initializers(model)
        return [int(np.abs(inits[n.input[1]].astype(np.int32)).max()) for n in model.graph.node
                if n.op_type == "MatMulInteger" and n.input[1] in inits]

    per_channel = quant_dir / "policy.int8-pc.onnx"
    quantize_dynamic_int8(fp32_path, per_channel, per_channel=True)
    ranges = weight_ranges(per_channel)
    assert ranges and max(ranges) <= 64, ranges
    assert max(weight_ranges(dynamic_path)) == 127
    forced = quant_dir / "policy.int8-pc-8bit.onnx"
    quantize_dynamic_int8(fp32_path, forced, per_channel=True, reduce_range=False)
    assert max(weight_ranges(forced)) == 127


def test_dynamic_int8_size(fp32_path, dynamic_path, quant_dir):
    fp32 = fp32_path.stat().st_size
    ratio = fp32 / dynamic_path.stat().st_size
    # With the logit layer in fp32 the ceiling is ~3.2x, not 4x: of the 0.68 MB fp32 file, the int8 file keeps the
    # logit layer (256 x 40 fp32 = 41 kB, ~19% of it), ~14 kB of graph protobuf and ~6 kB of fp32 biases and
    # input statistics next to 163 kB of int8 weights; the MLP trunk's 320x256 and 256x256 layers are 90% of those.
    assert ratio >= 3.0, ratio
    # Everything int8 (not what we deploy, see FACTS.md) clears 3.5x; the measured agreement cost is small here
    # because dynamic quantization never touches the -1e9 Where, only the logit layer's weights.
    all_int8 = quant_dir / "policy.int8-all.onnx"
    quantize_dynamic_int8(fp32_path, all_int8, exclude_tail=False)
    assert fp32 / all_int8.stat().st_size >= 3.5


def test_weight_only_tail(fp32_path, dynamic_path, held_out, quant_dir):
    """The logit layer's weight stored int8 (one scale per action) and multiplied in fp32: all-int8 size."""
    path = quant_dir / "policy.int8-wo-tail.onnx"
    quantize_dynamic_int8(fp32_path, path, per_channel=True, tail_weight_only=True)
    model = onnx.load(str(path))
    producer, inits = _producers(model), _initializers(model)
    where = producer["logits"]
    node = producer[where.input[1]]
    if node.op_type == "Add":
        node = producer[next(i for i in node.input if i in producer)]
    assert node.op_type == "MatMul"  # an fp32 product: no MatMulInteger, no activation quantization
    assert producer[node.input[0]].op_type != "DynamicQuantizeLinear"
    deq = producer[node.input[1]]
    assert deq.op_type == "DequantizeLinear" and onnx.helper.get_attribute_value(deq.attribute[0]) == 1
    w, scale, zp = (inits[i] for i in deq.input)
    assert w.dtype == np.int8 and w.ndim == 2 and scale.shape == (w.shape[1],) and not zp.any()
    assert Counter(n.op_type for n in model.graph.node)["MatMulInteger"] == 7
    assert fp32_path.stat().st_size / path.stat().st_size >= 3.5
    stats = measure_agreement(OrtRuntime(fp32_path).session, OrtRuntime(path).session, held_out)
    assert stats["count"] == len(held_out)
    # The int8 logit weight moves the logits themselves, so strict agreement is a little below the all-fp32 tail's:
    # measured 0.979-0.990 over six training seeds (within the tie tolerance 0.996-0.999, worst regret 0.05-0.10).
    assert stats["top1_agreement"] >= 0.975 and stats["top1_agreement_within_tol"] >= 0.99, stats
    assert stats["max_top1_regret"] < 0.15, stats
    assert stats["max_abs_logit_diff"] < 0.5, stats


def test_hidden_layer_in_4_bits(fp32_path, quant_dir, held_out):
    """The trunk's hidden-to-hidden weights in 4 bits (``MatMulNBits``, weight-only), every other weight int8: a
    smaller file than all-int8, still split into encoder and head, agreeing with fp32 as the gate asks."""
    import logging

    from mqss_edge.quantize.ort import _gemm_to_matmul, hidden_trunk_nodes

    all_int8 = quant_dir / "policy.int8-all-b.onnx"
    quantize_dynamic_int8(fp32_path, all_int8, exclude_tail=False)
    path = quant_dir / "policy.int8-4bit.onnx"
    level = logging.getLogger().level
    done = quantize_dynamic_int8(fp32_path, path, exclude_tail=False, hidden_4bit_block=32)
    assert logging.getLogger().level == level  # importing ONNX Runtime's 4-bit quantizer leaves logging alone
    hidden = hidden_trunk_nodes(_gemm_to_matmul(onnx.load(str(fp32_path))))
    assert len(hidden) == 1 and hidden[0] in done
    model = onnx.load(str(path))
    ops = Counter(n.op_type for n in model.graph.node)
    assert ops["MatMulNBits"] == 1 and ops["MatMulInteger"] == 7  # sage x4, first trunk layer, logits, value
    four = next(n for n in model.graph.node if n.op_type == "MatMulNBits")
    attrs = {a.name: onnx.helper.get_attribute_value(a) for a in four.attribute}
    assert attrs["bits"] == 4 and attrs["block_size"] == 32 and attrs["K"] == attrs["N"]
    assert four.name.startswith(hidden[0])
    assert path.stat().st_size < 0.93 * all_int8.stat().st_size
    rt = OrtRuntime(path)
    assert rt.split  # the graph encoder still runs once per module
    stats = measure_agreement(OrtRuntime(fp32_path).session, rt.session, held_out)
    # rounded without the fit `mqss-edge quantize` does first (tests/quantize/test_distill.py): measured 0.964 on
    # this briefly trained policy's random states, against 0.991 with the layer int8
    assert stats["top1_agreement"] >= 0.95, stats


def test_static_qdq_op_types(qdq_path):
    model = onnx.load(str(qdq_path))
    ops = Counter(n.op_type for n in model.graph.node)
    assert ops["QuantizeLinear"] >= 7 and ops["DequantizeLinear"] >= 14
    producer, inits = _producers(model), _initializers(model)
    # Symmetric int8 everywhere (zero point 0): what TensorRT's explicit quantization accepts.
    for node in model.graph.node:
        if node.op_type in ("QuantizeLinear", "DequantizeLinear"):
            zp = inits.get(node.input[2]) if len(node.input) > 2 else None
            assert zp is not None and zp.dtype == np.int8 and not zp.any()
    # Outputs of the products are not re-quantized; the value output is plain fp32.
    assert producer["value"].op_type == "Squeeze"
    assert producer[producer["value"].input[0]].op_type == "Gemm"
    _assert_fp32_tail(model)


def test_static_qdq_agrees_with_fp32(fp32_path, qdq_path, held_out):
    stats = measure_agreement(OrtRuntime(fp32_path).session, OrtRuntime(qdq_path).session, held_out)
    # Static ranges come from calibration, not from the observation at hand: slightly looser than dynamic
    # (measured 0.982-0.992 strict, 0.996-1.0 within tolerance over six seeds).
    assert stats["top1_agreement"] >= 0.97, stats
    assert stats["top1_agreement_within_tol"] >= 0.99, stats


def test_measure_agreement_of_a_model_with_itself(fp32_path, held_out):
    session = OrtRuntime(fp32_path).session
    stats = measure_agreement(session, session, held_out[:20])
    assert stats["top1_agreement"] == stats["top1_agreement_within_tol"] == 1.0
    assert stats["max_top1_regret"] == stats["max_abs_logit_diff"] == 0.0


def test_int8_runtime_returns_valid_argmax(dynamic_path, held_out):
    runtime = OrtRuntime(dynamic_path)
    for obs in held_out[:50]:
        logits = runtime.logits(obs)
        assert logits.shape == (40,) and obs["mask"][int(np.argmax(logits))]
        assert np.all(logits[~obs["mask"]] == np.float32(-1e9))
