"""Op groups of real models: which ops land together, in which order, and how the compiler tags them."""

from __future__ import annotations

from pathlib import Path

from mqss_edge.features import parse
from mqss_edge.features.groups import MERGE_SHARE, op_groups, shape_class

MODELS = Path(__file__).resolve().parents[2] / "mqss_edge" / "data" / "models"


def _model(rel: str) -> str:
    return (MODELS / rel).read_text()


def test_gpt2_block_linear_layers_are_separate_groups_costliest_first() -> None:
    g = op_groups(_model("gpt/gpt2-block.mlir"))
    top = g.groups[:4]
    # the four linear layers of a GPT-2 block (16 tokens, d=128): c_fc, c_proj (MLP), c_attn, attn c_proj
    assert [x.op for x in top] == ["matmul"] * 4
    assert sorted(x.shapes[0] for x in top) == sorted([(16, 512, 128), (16, 128, 512), (16, 384, 128),
                                                       (16, 128, 128)])
    costs = [x.cost for x in g.groups]
    assert costs == sorted(costs, reverse=True) and [x.id for x in g.groups] == list(range(len(g)))
    assert abs(sum(x.share for x in g.groups) - 1.0) < 1e-9
    # every static op is in exactly one group; ops are tagged in program order
    members = sorted(i for x in g.groups for i in x.members)
    assert members == sorted(set(members)) == [i for i, gid in enumerate(g.group_of) if gid >= 0]
    assert len(g.tag_ops) == len(g.group_of) and all(n.startswith("linalg.") for n in g.tag_ops)


def test_resnet_convs_group_by_shape_class_and_small_classes_merge() -> None:
    g = op_groups(_model("resnet/resnet-bottleneck-tiny.mlir"))
    convs = [x for x in g.groups if x.op == "conv_2d_nchw_fchw"]
    assert len(convs) >= 2
    # the stem (7x7, 3 input channels) is the costliest op and alone in its class
    assert g.groups[0].op == "conv_2d_nchw_fchw" and g.groups[0].shapes == ((1, 16, 32, 32, 3, 7, 7),)
    # classes under MERGE_SHARE of the cost are merged per op kind: one group holds many shapes
    merged = [x for x in g.groups if len(x.shapes) > 1]
    assert merged and all(len({shape_class(s) for s in x.shapes}) > 1 for x in merged)
    for x in merged:  # their common shape is the per-loop gcd
        for i, c in enumerate(x.common):
            assert all(s[i] % c == 0 for s in x.shapes)
    # a model of ~170 linalg ops has a handful of groups worth a decision
    assert len([x for x in g.groups if x.share >= MERGE_SHARE]) <= 8 < len(g.tag_ops)


def test_small_classes_keep_unit_loops_apart_a_1x1_conv_tail_from_a_3x3_stem() -> None:
    """mobilenetv1-025: the 3x3 stem (3 channels) and the 1x1 convs of 2x2 to 32x32 maps are each under
    MERGE_SHARE but merge into separate tails, so a tile fitted to the 1x1 tail's common shape is not
    forced to C = 1 by the stem."""
    g = op_groups(_model("mobilenet/mobilenetv1-025.mlir"))
    convs = [x for x in g.groups if x.op == "conv_2d_nchw_fchw"]
    stem = [x for x in convs if any(s[5] > 1 for s in x.shapes)]
    assert len(stem) == 1 and stem[0].shapes == ((1, 8, 32, 32, 3, 3, 3),)
    pointwise = [x for x in convs if x is not stem[0]]
    assert all(s[5] == s[6] == 1 for x in pointwise for s in x.shapes)
    tail = max((x for x in pointwise if len(x.shapes) > 1), key=lambda x: len(x.shapes))
    assert len(tail.members) == 8 and tail.common == (1, 16, 2, 2, 8, 1, 1)
    assert sum(len(x.members) for x in convs) == 14  # every conv is in one of them


def test_groups_do_not_depend_on_how_the_module_was_printed(tmp_path) -> None:
    """Custom and generic form of one module give the same groups (same ids, members, shapes)."""
    import subprocess

    from mqss_edge.compiler.toolchain import toolchain

    text = _model("gpt/gpt2-block.mlir")
    generic = subprocess.run([toolchain().mlir_opt, "--mlir-print-op-generic", "-"], input=text, text=True,
                             capture_output=True, check=True).stdout
    a, b = op_groups(text), op_groups(parse(generic))
    assert [(x.op, x.shapes, x.members) for x in a.groups] == [(x.op, x.shapes, x.members) for x in b.groups]
    assert a.tag_ops == b.tag_ops


def test_dynamic_ops_are_in_no_group() -> None:
    text = """func.func @f(%a: tensor<?x8xf32>, %b: tensor<8x8xf32>, %c: tensor<?x8xf32>,
                          %d: tensor<4x8xf32>, %e: tensor<4x8xf32>) -> (tensor<?x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x8xf32>) outs(%c : tensor<?x8xf32>) -> tensor<?x8xf32>
  %1 = linalg.matmul ins(%d, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1 : tensor<?x8xf32>, tensor<4x8xf32>
}"""
    g = op_groups(text)
    assert g.tag_ops == ("linalg.matmul", "linalg.matmul") and g.group_of == (-1, 0)
    assert len(g) == 1 and g.groups[0].shapes == ((4, 8, 8),)


def test_shape_classes() -> None:
    # one class: same size and divisibility (gcd 128 serves the same register tiles)
    assert shape_class((512, 64)) == shape_class((640, 64))
    # another: divisibility differs (49 is odd, 56 = 7 * 8) or the size does (768 vs 1536)
    assert shape_class((49,)) != shape_class((56,))
    assert shape_class((768,)) != shape_class((1536,))
