"""Accumulator tiles for an operand read transposed (``transpose=avx2``,
:data:`mqss_edge.compiler.transforms._AVX2_TRANSPOSE`): ``x @ W^T`` after ``mqss-fold-transposes`` reads each
step's weight block as stored and transposes it in registers; with the option the 8x8 transposes become AVX2
shuffles instead of an extract and an insert per element. Each entry compiles, runs and checks against the
reference build where it applies, and is masked where it cannot (:mod:`mqss_edge.env.applicability`)."""

from __future__ import annotations

import pytest

from mqss_edge.actions import MENU, action_index
from mqss_edge.compiler.transforms import render_library, schedule_options
from mqss_edge.env.applicability import applies
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass, Plan
from tests.compiler.test_acc_schedules import _carried
from tests.compiler.test_dot_schedules import _check, _folded, _linear, _offered, _scores
from tests.compiler.test_group_schedules import _tensor_stage

TR = "mm-acc-tr-fit-8x8x8-vec"
TR_PEEL = "mm-acc-tr-peel-m-8x8x8-vec"


def _shuffled(out: str) -> bool:
    """Whether the tensor stage's transposes were lowered to shuffles (none left as ``vector.transpose``)."""
    return "vector.transpose" not in out and "vector.shuffle" in out


@pytest.mark.parametrize(("name", "m", "n", "k", "tile", "acc"), [
    (TR, 8, 16, 32, "8,8,8", "vector<8x8xf32>"),
    (TR, 6, 24, 16, "6,8,8", "vector<6x8xf32>"),  # M 6: its own divisor
    (TR_PEEL, 17, 16, 32, "8,8,8", "vector<1x8xf32>"),  # two full 8-row tiles and a 1-row remainder
], ids=["m8", "m6", "m17-peeled"])
def test_transposed_operand_tile_compiles_runs_and_checks(tmp_path, name: str, m: int, n: int, k: int, tile: str,
                                                          acc: str) -> None:
    text = _folded(_linear(m, n, k))
    plan = _offered(text, name)
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == tile and p.param("hoist") == "true" and p.param("transpose") == "avx2"
    library = render_library([p])
    assert library is not None and "avx2_lowering_strategy = true" in library
    out = _tensor_stage(text, plan, tmp_path)
    assert _shuffled(out) and acc in _carried(out)
    _check(text, plan)
    # the same tile without the option leaves the transposes to convert-vector-to-llvm, element by element
    plain = Plan.parse(str(plan).replace(" transpose=avx2", ""))
    assert "vector.transpose" in _tensor_stage(text, plain, tmp_path)
    _check(text, plain)


def test_transposed_operand_tiles_are_masked_where_they_cannot_apply() -> None:
    as_written = _linear(8, 16, 32)  # the matmul reads the transposed copy, B[k][n]: no transpose in its tile
    assert not applies(MENU[action_index(TR)], module_facts(as_written))
    assert _offered(as_written, TR) is None and _offered(_linear(17, 16, 32), TR_PEEL) is None
    assert _offered(_folded(_linear(8, 12, 32)), TR) is None  # N 12: no 8-wide tile
    assert _offered(_folded(_linear(8, 16, 12)), TR) is None  # K 12: no 8-deep step
    assert _offered(_folded(_linear(1, 16, 32)), TR) is None  # one row: at least 2 wanted
    assert _offered(_folded(_linear(16, 16, 32)), TR_PEEL) is None  # 8 divides M: nothing to peel
    assert _offered(_folded(_linear(16, 16, 32)), TR) is not None


def test_transpose_option_refuses_what_it_cannot_build() -> None:
    for params in ("rank=3 kind=reduction tile=8,8,8 transpose=avx2",  # not vectorized: no vector.transpose
                   "rank=3 kind=reduction tile=8,8,8 transpose=sse vectorize=true"):
        p = Pass("transform", tuple(tuple(kv.split("=")) for kv in params.split()))  # type: ignore[misc]
        with pytest.raises(ValueError, match="transpose takes avx2"):
            schedule_options(p)


def test_avx2_transposes_are_a_recorded_failure_on_aarch64(tmp_path) -> None:
    """The shuffles are x86 code (inline AVX blends): built for aarch64 the candidate fails with a message, it does
    not crash the build, and the failure is the caller's to fall back from (the mask does not know the target)."""
    from mqss_edge.compiler.driver import Status, Target, compile_module

    text = _folded(_linear(8, 16, 32))
    plan = _offered(text, TR)
    assert plan is not None
    assert compile_module(text, plan, tmp_path / "x86", target=Target.HOST).status is Status.OK
    arm = compile_module(text, plan, tmp_path / "arm", target=Target.AARCH64)
    assert arm.status is not Status.OK and arm.message


BMM_TR = "bmm-acc-tr-fit-1x8x8x8-vec"


def _scores_generic(b: int, s: int, d: int) -> str:
    """Attention scores ``Q @ K^T`` as one generic reading K as stored: both inputs read along the reduction."""
    q, y = f"{b}x{s}x{d}", f"{b}x{s}x{s}"
    return f"""func.func @main(%q: tensor<{q}xf32>, %k: tensor<{q}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, j, k)>,
                                        affine_map<(b, i, j, k) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}}
       ins(%q, %k : tensor<{q}xf32>, tensor<{q}xf32>) outs(%z : tensor<{y}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }} -> tensor<{y}xf32>
  return %r : tensor<{y}xf32>
}}
"""


def test_batched_transposed_operand_tile_compiles_runs_and_checks(tmp_path) -> None:
    text = _scores_generic(2, 16, 32)
    plan = _offered(text, BMM_TR)
    assert plan is not None
    (p,) = plan.transforms
    assert p.param("tile") == "1,8,8,8" and p.param("transpose") == "avx2"
    out = _tensor_stage(text, plan, tmp_path)
    assert _shuffled(out) and "vector<1x8x8xf32>" in _carried(out)
    _check(text, plan)
    # masked where K is read across the reduction (the batch matmul on a transposed copy)
    assert _offered(_scores(2, 16, 32), BMM_TR) is None
