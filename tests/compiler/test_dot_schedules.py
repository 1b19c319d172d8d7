"""Register tiles that fit AVX2's vector registers and dot-product tiles (``split=K``,
:func:`mqss_edge.compiler.transforms._split_lines`): each compiles, runs and checks against the reference build
where it applies, and is masked where it cannot (:mod:`mqss_edge.env.applicability`)."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, action_index
from mqss_edge.compiler.fold import fold_transposes
from mqss_edge.compiler.transforms import render_library, schedule_options
from mqss_edge.engine import Engine
from mqss_edge.env.applicability import applies
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass, Plan
from mqss_edge.store import Store

DOT = "mm-dot-fit-1x8-k8-vec"
MM8 = "mm-fit-8x8x32-vec"
BMM8 = "bmm-fit-1x8x8x32-vec"
PEEL8 = "mm-peel-m-8x8x32-vec"


def _linear(m: int, n: int, k: int) -> str:
    """``x @ W^T`` as torch-mlir writes it: the ``[n, k]`` weight transposed, then a plain matmul."""
    return f"""func.func @main(%x: tensor<{m}x{k}xf32>, %w: tensor<{n}x{k}xf32>) -> tensor<{m}x{n}xf32> {{
  %cst = arith.constant 0.0 : f32
  %t0 = tensor.empty() : tensor<{k}x{n}xf32>
  %t = linalg.transpose ins(%w : tensor<{n}x{k}xf32>) outs(%t0 : tensor<{k}x{n}xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %c = linalg.matmul ins(%x, %t : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%z : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  return %c : tensor<{m}x{n}xf32>
}}
"""


def _scores(b: int, s: int, d: int) -> str:
    """Attention scores ``Q @ K^T``: a ``[0, 2, 1]`` transpose of K, then a batch matmul."""
    q, kt, y = f"{b}x{s}x{d}", f"{b}x{d}x{s}", f"{b}x{s}x{s}"
    return f"""func.func @main(%q: tensor<{q}xf32>, %k: tensor<{q}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %t0 = tensor.empty() : tensor<{kt}xf32>
  %t = linalg.transpose ins(%k : tensor<{q}xf32>) outs(%t0 : tensor<{kt}xf32>) permutation = [0, 2, 1]
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %c = linalg.batch_matmul ins(%q, %t : tensor<{q}xf32>, tensor<{kt}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %c : tensor<{y}xf32>
}}
"""


def _folded(text: str) -> str:
    out = fold_transposes(text)
    assert out.folded == 1 and out.removed == 1
    return out.text


def _offered(text: str, name: str) -> Plan | None:
    """The plan the episode builds when ``name`` is chosen for the module's costliest group, or None when the
    safety mask does not offer it there."""
    facts = module_facts(text)
    state = episode.State()
    if not episode.mask(facts, state)[action_index(name)]:
        return None
    state, _ = episode.step(facts, state, action_index(name))
    return state.plan


def _check(text: str, plan: Plan) -> None:
    ev = Engine(Store(":memory:")).evaluate(text, plan)
    assert ev.ok, ev.message


@pytest.mark.parametrize(("m", "n", "k"), [(1, 96, 64), (3, 40, 48)], ids=["gemv", "m3-n40"])
def test_dot_product_tile_compiles_runs_and_checks_on_a_folded_linear_layer(m: int, n: int, k: int) -> None:
    text = _folded(_linear(m, n, k))
    plan = _offered(text, DOT)
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("split") == "8" and p.param("tile") == "1,8,0"
    library = render_library([p])
    assert library is not None
    assert "tile_reduction_using_for" in library and "hoist_loop_invariant_subsets" in library
    _check(text, plan)


def test_dot_product_tile_is_masked_where_an_input_is_read_across_its_reduction() -> None:
    plain = _linear(1, 96, 64)  # as written: the matmul reads the transposed copy, B[k][n]
    assert not applies(MENU[action_index(DOT)], module_facts(plain))
    assert _offered(plain, DOT) is None
    assert _offered(_folded(_linear(4, 96, 60)), DOT) is None  # K = 60: no 8-wide step divides it
    assert _offered(_folded(_linear(4, 96, 64)), DOT) is not None


def test_dot_product_option_refuses_what_it_cannot_build() -> None:
    for params in ("rank=3 kind=reduction tile=1,8,8 split=8 vectorize=true",  # K tiled
                   "rank=3 tile=1,8,0 split=8 vectorize=true",  # no kind=reduction
                   "rank=3 kind=reduction tile=1,8,0 split=8",  # not vectorized
                   "rank=3 kind=reduction tile=1,8,0 split=x vectorize=true"):
        p = Pass("transform", tuple(tuple(kv.split("=")) for kv in params.split()))  # type: ignore[misc]
        with pytest.raises(ValueError, match="split needs"):
            schedule_options(p)


def test_register_fitted_tiles_compile_run_and_check_folded_and_as_written() -> None:
    for text in (_linear(16, 64, 96), _folded(_linear(16, 64, 96))):
        plan = _offered(text, MM8)
        assert plan is not None and plan.transforms[0].param("tile") == "8,8,32"
        _check(text, plan)
    rows49 = _offered(_folded(_linear(49, 16, 64)), MM8)
    assert rows49 is not None and rows49.transforms[0].param("tile") == "7,8,32"
    assert _offered(_linear(1, 64, 96), MM8) is None  # one row: at least 2 wanted
    scores = _folded(_scores(2, 16, 32))
    plan = _offered(scores, BMM8)
    assert plan is not None and plan.transforms[0].param("tile") == "1,8,8,32"
    _check(scores, plan)


def test_peeled_8x8_tile_compiles_runs_and_checks_where_no_8_row_tile_divides_m() -> None:
    for text in (_linear(17, 16, 64), _folded(_linear(17, 16, 64))):
        plan = _offered(text, PEEL8)
        assert plan is not None
        (p,) = plan.transforms
        assert p.param("tile") == "8,8,32" and p.param("peel") == "0"
        library = render_library([p])
        assert library is not None and "transform.loop.peel" in library
        _check(text, plan)
    assert _offered(_linear(16, 16, 64), PEEL8) is None  # 8 divides M: nothing to peel
    assert _offered(_linear(5, 16, 64), PEEL8) is None  # M shorter than the tile


def test_im2col_gemm_with_an_8x8_accumulator_tile_compiles_runs_and_checks() -> None:
    from tests.compiler.test_strategies import NCHW, NHWC

    plan = _offered(NCHW, "nchw-im2col-fit-f8-ow8-c32-vec")  # 16 filters, 8 channels, 7x7 output
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == "1,8,1,7,8,1,1" and schedule_options(p)["im2col"] == [1, 8, 7, 8]
    _check(NCHW, plan)
    assert _offered(NHWC, "nchw-im2col-fit-f8-ow8-c32-vec") is None


def test_im2col_gemm_with_a_2x2_spatial_tile_for_small_feature_maps() -> None:
    from tests.compiler.test_strategies import NCHW, _conv

    small = _conv("conv_2d_nchw_fchw", "1x16x2x2", "8x16x1x1", "1x8x2x2")  # a 1x1 conv on a 2x2 map
    assert _offered(small, "nchw-im2col-fit-f8-ow8-c32-vec") is None  # OW 2: no 4-wide OW tile
    plan = _offered(small, "nchw-im2col-fit-f8-hw2x2-c32-vec")
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == "1,8,2,2,16,1,1" and schedule_options(p)["im2col"] == [1, 8, 4, 16]
    _check(small, plan)
    assert _offered(NCHW, "nchw-im2col-fit-f8-hw2x2-c32-vec") is None  # a 7x7 map: no 2-row tile divides it
