"""The MLIR reader on real kernels, in custom and generic form, and on broken text."""

from __future__ import annotations

import pytest

from mqss_edge.errors import ParseError
from mqss_edge.features import encode, loop_nest, loop_trips, parse, parse_affine_map, semantics
from tests.features.helpers import kernel, mlir_opt

MATMUL = "matmul_64x128x32.mlir"


def visible(module):
    return [op for op in module.walk()]


def test_matmul_has_one_matmul_with_exact_flops():
    m = parse(kernel(MATMUL))
    names = [op.name for op in m.walk()]
    assert names.count("linalg.matmul") == 1
    s = semantics(m)
    assert s["flops"] == 2 * 64 * 128 * 32
    assert s["dominant_op"] == "linalg.matmul"
    assert s["dominant_trips"] == (64, 128, 32)
    assert s["dominant_iterators"] == ("parallel", "parallel", "reduction")
    assert s["edges"] == 1  # fill -> matmul (init)


def test_matmul_tree_and_kernel_abi():
    m = parse(kernel(MATMUL))
    (top,) = m.body
    assert top.name == "builtin.module" and top.implicit
    (func,) = top.regions[0].blocks[0].ops
    assert func.name == "func.func" and func.depth == 0 and not func.implicit
    entry = func.regions[0].blocks[0]
    assert entry.label is None and entry.args == ("%A", "%B", "%C")
    ops = entry.ops
    assert [op.name for op in ops] == [
        "bufferization.to_tensor", "bufferization.to_tensor", "arith.constant", "tensor.empty", "linalg.fill",
        "linalg.matmul", "bufferization.materialize_in_destination", "func.return"]
    mm = ops[5]
    assert mm.results == ("%r",) and mm.operands == ("%a", "%b", "%f")
    assert mm.operand_types == ("tensor<64x32xf32>", "tensor<32x128xf32>", "tensor<64x128xf32>")
    assert mm.result_types == ("tensor<64x128xf32>",)
    assert mm.line == 9 and mm.depth == 1 and mm.parent == func.index
    assert ops[6].operands == ("%r", "%C")


def test_conv_nest_from_named_op():
    m = parse(kernel("conv2d_nhwc.mlir"))
    (conv,) = [op for op in m.walk() if op.name == "linalg.conv_2d_nhwc_hwcf"]
    nest = loop_nest(m, conv)
    assert nest.trips == (1, 32, 32, 64, 3, 3, 32)
    assert nest.iterators == ("parallel",) * 4 + ("reduction",) * 3
    assert nest.category == "conv"
    assert nest.flops == 2 * 32 * 32 * 64 * 3 * 3 * 32
    assert nest.maps[0].is_compound and not nest.maps[1].is_compound


def test_softmax_chain():
    m = parse(kernel("softmax_chain.mlir"))
    s = semantics(m)
    assert s["linalg_ops"] == 6  # 2 fills + 4 generics
    assert s["reduction_ops"] == 2
    # max(1) + sub,exp(2) + add(1) + div(1) per element, over 64x128
    assert s["flops"] == 64 * 128 * 5
    assert s["chain_length"] == 5  # fill -> max -> exp -> sum -> div
    assert s["fusable_edges"] == 2  # exp -> sum input, exp -> div input (producer all-parallel)


def test_embedding_gather_is_indirect():
    m = parse(kernel("embedding_gather.mlir"))
    s = semantics(m)
    assert s["gathers"] == 1 and s["tensor_extracts"] == 1
    assert s["elem/i32"] == 1 and s["elem/f32"] == 1 and s["elem_distinct"] == 2
    (gen,) = [op for op in m.walk() if op.name == "linalg.generic"]
    assert loop_nest(m, gen).trips == (128, 64)


def test_custom_and_generic_form_give_identical_vectors(kernel_name):
    text = kernel(kernel_name)
    custom = mlir_opt(text)
    generic = mlir_opt(text, "--mlir-print-op-generic")
    assert '"linalg.' in generic and '"func.func"' in generic
    v0, v1, v2 = encode(text), encode(custom), encode(generic)
    assert (v0 == v1).all() and (v0 == v2).all()
    # the op lists agree too (generic form prints bodies of named ops and yields: implicit ones)
    a, b = visible(parse(custom)), visible(parse(generic))
    assert [(o.name, o.num_operands, len(o.results), o.depth) for o in a] == \
        [(o.name, o.num_operands, len(o.results), o.depth) for o in b]
    assert [o.result_types for o in a] == [o.result_types for o in b]


def test_lowered_loops_custom_and_generic():
    text = mlir_opt(kernel(MATMUL), "--pass-pipeline=builtin.module(eliminate-empty-tensors,"
                    "one-shot-bufferize{bufferize-function-boundaries=true "
                    "function-boundary-type-conversion=identity-layout-map},canonicalize,"
                    "convert-linalg-to-affine-loops,func.func(affine-loop-tile{tile-size=16}))")
    generic = mlir_opt(text, "--mlir-print-op-generic")
    m, g = parse(text), parse(generic)
    loops = [op for op in m.walk() if op.name == "affine.for"]
    assert loops
    trips = [loop_trips(m, op) for op in loops]
    assert ((4, 16),) in trips  # 0 to 64 step 16
    assert ((16, 1),) in trips  # a tile loop #map(%i) to #map1(%i), #map1 = (d0) -> (d0 + 16)
    assert trips == [loop_trips(g, op) for op in g.walk() if op.name == "affine.for"]
    assert (encode(m) == encode(g)).all()
    assert semantics(m)["loop_max_depth"] == 6


def test_unknown_ops_survive():
    m = parse("""
func.func @f(%x: f32) -> f32 {
  %y = "mydialect.foo"(%x) {bar = 1 : i32} : (f32) -> f32
  %z = "mydialect.region"(%y) ({
  ^bb0(%a: f32):
    "mydialect.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  return %z : f32
}
""")
    ops = {op.name: op for op in m.ops}
    foo = ops["mydialect.foo"]
    assert not foo.known and foo.generic and foo.operands == ("%x",) and foo.results == ("%y",)
    assert foo.operand_types == ("f32",) and foo.result_types == ("f32",)
    region_op = ops["mydialect.region"]
    assert not region_op.known and region_op.regions[0].blocks[0].args == ("%a",)
    assert ops["mydialect.yield"].parent == region_op.index
    assert ops["func.return"].known and ops["func.return"].operands == ("%z",)
    vec = encode(m)
    from mqss_edge.features import FEATURE_NAMES
    assert vec[FEATURE_NAMES.index("syntax/op_count/unknown")] > 0


@pytest.mark.parametrize(("text", "line", "column"), [
    ("func.func @f() {\n  %0 = arith.constant 1 : i32\n", 1, 16),  # '{' never closed
    ("func.func @f() {\n  return\n}\n}\n", 4, 1),  # one '}' too many
    ("func.func @f() {\n  %0 = arith.addf(%a, %b : f32\n  return\n}\n", 2, 18),  # '(' never closed
    ("func.func @f() {\n  this is not mlir\n  return\n}\n", 2, 3),  # garbage
    ("func.func @f() {\n  %0 = = 3\n}\n", 2, 8),  # no op name
])
def test_malformed_text_raises_parse_error_with_location(text, line, column):
    with pytest.raises(ParseError) as info:
        parse(text)
    assert (info.value.line, info.value.column) == (line, column)
    assert f":{line}:{column}:" in str(info.value)


def test_garbage_at_top_level_and_unterminated_generic_region():
    with pytest.raises(ParseError):
        parse("@@@ hello\n")
    with pytest.raises(ParseError) as info:
        parse('"test.op"() ({\n}\n) : () -> ()\n')  # a generic region must close with '})'
    assert info.value.line == 2


def test_module_wrapper_comments_and_wrapped_lines_do_not_matter():
    text = kernel(MATMUL)
    body = text[text.index("func.func"):text.rindex("}")]
    wrapped = text.replace(" outs(%f : tensor<64x128xf32>)", "\n        outs(%f : tensor<64x128xf32>)")
    crlf = text.replace("\n", "\r\n")
    base = encode(text)
    for variant in (body, wrapped, crlf, "// a comment\n" + text):
        assert (encode(variant) == base).all()
    assert parse(wrapped).ops[7].name == "linalg.matmul"


def test_affine_map_reading():
    amap = parse_affine_map("affine_map<(d0, d1, d2) -> (d2, d1)>")
    assert amap.results == (2, 1) and amap.is_projected_permutation and amap.is_transposed
    assert not amap.is_permutation
    conv = parse_affine_map("(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d2 * 2 + d4)")
    assert conv.results == (0, -2, -2) and conv.result_dims[1] == (1, 3) and conv.is_compound
    tile = parse_affine_map("(d0) -> (d0 + 32)")
    assert tile.offsets == (32,)
    assert parse_affine_map("not a map") is None


def test_repeated_affine_subscripts_are_one_operand():
    text = """
func.func @diag(%A: memref<8x8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
    %x = affine.load %A[%i, %i] : memref<8x8xf32>
    affine.store %v, %A[%i, %i + 1] : memref<8x8xf32>
  }
  return
}
"""
    generic = mlir_opt(text, "--mlir-print-op-generic")
    for form in (text, generic):
        ops = {op.name: op for op in parse(form).walk()}
        assert ops["affine.load"].num_operands == 2 and len(ops["affine.load"].operands) == 2
        assert ops["affine.store"].num_operands == 3
    assert parse(text).ops[2].operands == ("%A", "%i")
    assert (encode(text) == encode(generic)).all()


def test_damaged_text_reads_or_raises_parse_error(kernel_name):
    """Truncated, spliced or garbled kernels either read completely or raise ParseError."""
    import random

    text = kernel(kernel_name)
    rng = random.Random(kernel_name)
    for trial in range(60):
        i, j = sorted(rng.sample(range(len(text)), 2))
        damaged = (text[:i], text[:i] + text[j:], text[:i] + rng.choice('{}()[]%"^#=,:<>@\n') + text[i:])[trial % 3]
        try:
            module = parse(damaged)
        except ParseError as exc:
            assert exc.line is not None and exc.column is not None
            continue
        encode(module)
        assert len(module.ops) == len(module)


def test_a_read_module_and_its_caches_hold_no_reference_cycle():
    """Every feature a selection reads is cached on the module; none of it may refer back to the module, or a module
    dropped from the selector's caches waits for the collector's full pass (each took 100-150 ms over the
    modules piled up by then, in the middle of a selection)."""
    import gc
    import weakref

    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.features import ir_graph
    from mqss_edge.features.groups import op_groups

    text = next(m for m in load_models() if m.uri.endswith("/bert-tiny")).text() + "\n// a text of its own\n"
    gc.collect()
    gc.disable()
    try:
        module = parse(text)
        op_groups(module), encode(module), ir_graph(module)
        assert len(module._cache) > 5  # the features above cached what they read
        gone = weakref.ref(module)
        del module
        assert gone() is None  # freed by reference counting, at once
    finally:
        gc.enable()
