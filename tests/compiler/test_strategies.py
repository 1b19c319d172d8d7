"""Strategy entries beyond tile-and-vectorize: each compiles, runs and checks where it applies, and is masked
where it cannot apply (:mod:`mqss_edge.env.applicability`)."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, action_index
from mqss_edge.compiler.transforms import render_library, schedule_options
from mqss_edge.engine import Engine
from mqss_edge.env.applicability import applies
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass, Plan
from mqss_edge.store import Store

APPROX = "math-polynomial-approx"
IM2COL = "nchw-im2col-fit-f16-ow14-c16-vec"


def _rows(body: str, shape: str = "8x64") -> str:
    return f"""#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{
  %e = tensor.empty() : tensor<{shape}xf32>
  %y = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
       ins(%x : tensor<{shape}xf32>) outs(%e : tensor<{shape}xf32>) {{
  ^bb0(%a: f32, %o: f32):
{body}
    linalg.yield %v : f32
  }} -> tensor<{shape}xf32>
  return %y : tensor<{shape}xf32>
}}
"""


GELU = _rows("""    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.7978846 : f32
    %t = arith.mulf %a, %k : f32
    %th = math.tanh %t : f32
    %s = arith.addf %th, %one : f32
    %ha = arith.mulf %a, %h : f32
    %v = arith.mulf %ha, %s : f32""")
EXP_LOG = _rows("""    %ex = math.exp %a : f32
    %one = arith.constant 1.0 : f32
    %p = arith.addf %ex, %one : f32
    %l = math.log %p : f32
    %er = math.erf %a : f32
    %v = arith.addf %l, %er : f32""")
RSQRT = _rows("""    %one = arith.constant 1.0 : f32
    %p = arith.addf %a, %one : f32
    %v = math.rsqrt %p : f32""")
SOFTMAX = """func.func @main(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %e = tensor.empty() : tensor<4x32xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}
"""


def _conv(op: str, x: str, w: str, y: str) -> str:
    return f"""func.func @main(%x: tensor<{x}xf32>, %w: tensor<{w}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.{op} {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
       ins(%x, %w : tensor<{x}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


NCHW = _conv("conv_2d_nchw_fchw", "1x8x9x9", "16x8x3x3", "1x16x7x7")
NHWC = _conv("conv_2d_nhwc_hwcf", "1x9x9x8", "3x3x8x16", "1x7x7x16")
MATMUL = """func.func @main(%a: tensor<16x32xf32>, %b: tensor<32x64xf32>) -> tensor<16x64xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}
"""


def _chosen(text: str, entry: str) -> Plan:
    """The plan the episode builds when the policy picks ``entry`` first (asserting it is offered)."""
    facts = module_facts(text)
    state = episode.State()
    assert episode.mask(facts, state)[action_index(entry)], f"{entry} is masked"
    state, _ = episode.step(facts, state, action_index(entry))
    return state.plan


@pytest.mark.parametrize("text", [GELU, EXP_LOG, SOFTMAX], ids=["tanh", "exp-log-erf", "softmax"])
def test_polynomial_approximation_compiles_runs_and_checks(text: str) -> None:
    plan = _chosen(text, APPROX)
    assert "test-math-polynomial-approximation" in str(plan)
    ev = Engine(Store(":memory:")).evaluate(text, plan)
    assert ev.ok, ev.message


def test_polynomial_approximation_is_masked_without_math_it_approximates() -> None:
    approx = MENU[action_index(APPROX)]
    for text in (RSQRT, MATMUL, NCHW):  # rsqrt stays a libm call; no math at all
        assert not applies(approx, module_facts(text))
        assert not episode.mask(module_facts(text), episode.State())[action_index(APPROX)]


def test_im2col_schedule_compiles_runs_and_checks_on_an_nchw_conv() -> None:
    plan = _chosen(NCHW, IM2COL)
    (p,) = plan.transforms
    # fitted in the conv's loop space: F 16, OW 7 (the largest divisor of 7 up to 14), C 8
    assert p.param("im2col") == "nchw" and p.param("tile") == "1,16,1,7,8,1,1"
    assert schedule_options(p)["im2col"] == [1, 16, 7, 8]  # the GEMM's (n, f, oh*ow, c*kh*kw) tile
    ev = Engine(Store(":memory:")).evaluate(NCHW, plan)
    assert ev.ok, ev.message


def test_im2col_schedule_is_masked_off_nchw_convs() -> None:
    im2col = MENU[action_index(IM2COL)]
    for text in (NHWC, MATMUL, GELU):
        assert not episode.mask(module_facts(text), episode.State())[action_index(IM2COL)]
    assert not applies(im2col, module_facts(NHWC))
    assert applies(im2col, module_facts(NCHW))


def test_im2col_of_an_nhwc_conv_compiles_runs_and_checks() -> None:
    p = Pass("transform", (("rank", "7"), ("kind", "reduction"), ("im2col", "nhwc"), ("tile", "1,1,7,16,1,1,8"),
                           ("vectorize", "true")))
    assert schedule_options(p)["im2col"] == [1, 7, 16, 8]  # (n, oh*ow, f, kh*kw*c)
    ev = Engine(Store(":memory:")).evaluate(NHWC, Plan(tensor=(p,)))
    assert ev.ok, ev.message


def test_im2col_tiles_merge_whole_loops() -> None:
    with pytest.raises(ValueError, match="tile all of them or none"):
        schedule_options(Pass("transform", (("rank", "7"), ("im2col", "nchw"), ("tile", "1,16,0,7,8,1,1"))))
    with pytest.raises(ValueError, match="conv layout"):
        schedule_options(Pass("transform", (("rank", "7"), ("im2col", "nchw"), ("tile", "1,16,1,7"))))


def test_packed_matmul_schedule_compiles_runs_and_checks() -> None:
    p = Pass("transform", (("rank", "3"), ("kind", "reduction"), ("pack", "true"), ("tile", "8,32,16"),
                           ("vectorize", "true")))
    library = render_library([p])
    assert library is not None and "linalg.pack" in library and "lower_unpack" in library
    ev = Engine(Store(":memory:")).evaluate(MATMUL, Plan(tensor=(p,)))
    assert ev.ok, ev.message


def test_pack_needs_blocks_for_the_contraction_loops_only() -> None:
    with pytest.raises(ValueError, match="pack needs block sizes"):
        schedule_options(Pass("transform", (("rank", "4"), ("pack", "true"), ("tile", "1,8,32,16"))))
    with pytest.raises(ValueError, match="pack needs block sizes"):
        schedule_options(Pass("transform", (("rank", "3"), ("pack", "true"), ("tile", "8,0,16"))))
