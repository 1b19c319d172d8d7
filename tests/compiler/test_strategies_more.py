"""Peeled register tiles and cache + register tiles (``peel=``, ``outer=``, :mod:`mqss_edge.compiler.strategies`):
each compiles, runs and checks where it applies, and is masked where it cannot apply
(:mod:`mqss_edge.env.applicability`)."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, action_index
from mqss_edge.compiler.transforms import render_library, schedule_options
from mqss_edge.engine import Engine
from mqss_edge.env.applicability import applies, peeled
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Pass, Plan
from mqss_edge.store import Store

PEEL_M = "mm-peel-m-8x32x16-vec"
PEEL_MN = "bmm-peel-mn-1x8x16x16-vec"
PEEL_MK = "bmm-peel-mk-1x8x16x16-vec"
L2 = "mm-l2-fit-8x32x16-n256k256-vec"


def _matmul(m: int, n: int, k: int) -> str:
    return f"""func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %c = linalg.matmul ins(%a, %b : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%z : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  return %c : tensor<{m}x{n}xf32>
}}
"""


def _bmm(b: int, m: int, n: int, k: int) -> str:
    a, w, y = f"{b}x{m}x{k}", f"{b}x{k}x{n}", f"{b}x{m}x{n}"
    return f"""func.func @main(%a: tensor<{a}xf32>, %w: tensor<{w}xf32>) -> tensor<{y}xf32> {{
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{y}xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<{y}xf32>) -> tensor<{y}xf32>
  %c = linalg.batch_matmul ins(%a, %w : tensor<{a}xf32>, tensor<{w}xf32>) outs(%z : tensor<{y}xf32>) -> tensor<{y}xf32>
  return %c : tensor<{y}xf32>
}}
"""


# two matmuls of different shapes (two op groups), both with an M of 17 rows
CHAIN = """func.func @main(%a: tensor<17x32xf32>, %b: tensor<32x64xf32>, %d: tensor<64x32xf32>) -> tensor<17x32xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<17x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<17x64xf32>) -> tensor<17x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<17x32xf32>, tensor<32x64xf32>) outs(%z : tensor<17x64xf32>) -> tensor<17x64xf32>
  %e2 = tensor.empty() : tensor<17x32xf32>
  %z2 = linalg.fill ins(%cst : f32) outs(%e2 : tensor<17x32xf32>) -> tensor<17x32xf32>
  %r = linalg.matmul ins(%c, %d : tensor<17x64xf32>, tensor<64x32xf32>) outs(%z2 : tensor<17x32xf32>) -> tensor<17x32xf32>
  return %r : tensor<17x32xf32>
}
"""


def _evaluate(text: str, plan: Plan) -> None:
    ev = Engine(Store(":memory:")).evaluate(text, plan)
    assert ev.ok, ev.message


def _entry_pass(name: str, **params: str) -> Pass:
    """The entry's pass (the safety layer would mask a peeling entry on a non-dividing tile until it honours
    ``peel``, so its plans are built from the entry itself), with ``params`` added (``group``)."""
    p = MENU[action_index(name)].pass_
    assert p is not None
    return Pass(p.name, tuple(params.items()) + p.params)


@pytest.mark.parametrize(("entry", "text"), [
    (PEEL_M, _matmul(17, 64, 32)),
    (PEEL_MN, _bmm(2, 13, 20, 16)),
    (PEEL_MK, _bmm(2, 13, 16, 20)),
], ids=["mm-m17", "bmm-m13-n20", "bmm-m13-k20"])
def test_peeled_schedules_compile_run_and_check(entry: str, text: str) -> None:
    action = MENU[action_index(entry)]
    assert applies(action, module_facts(text))
    p = action.pass_
    assert p is not None
    library = render_library([p])
    assert library is not None and library.count("transform.loop.peel") == len(peeled(action))
    _evaluate(text, Plan(tensor=(p,)))


def test_peeled_group_schedules_vectorize_only_their_own_ops() -> None:
    groups = [g for g in module_facts(CHAIN).groups if g.nests[0].op == "matmul"]
    assert len(groups) == 2
    plan = Plan(tensor=tuple(_entry_pass(PEEL_M, group=str(g.id)) for g in groups))
    _evaluate(CHAIN, plan)
    # one group peeled, the other on the default lowering: the mark finds the peeled op's copies alone
    _evaluate(CHAIN, Plan(tensor=(_entry_pass(PEEL_M, group=str(groups[1].id)),)))


def test_peeling_entries_apply_only_where_the_peeled_loops_leave_a_remainder() -> None:
    m, mn, mk = (MENU[action_index(n)] for n in (PEEL_M, PEEL_MN, PEEL_MK))
    assert applies(m, module_facts(_matmul(65, 128, 128)))
    for text in (_matmul(64, 64, 32), _matmul(5, 64, 32), _bmm(2, 13, 20, 16)):  # divides; tile > M; rank 4
        assert not applies(m, module_facts(text))
        assert not episode.mask(module_facts(text), episode.State())[action_index(PEEL_M)]
    assert applies(mn, module_facts(_bmm(6, 49, 49, 64))) and not applies(mk, module_facts(_bmm(6, 49, 49, 64)))
    assert applies(mk, module_facts(_bmm(3, 49, 32, 49))) and not applies(mn, module_facts(_bmm(3, 49, 32, 49)))
    assert not applies(mn, module_facts(_bmm(2, 16, 16, 16)))
    assert peeled(m) == {0} and peeled(mn) == {1, 2} and peeled(MENU[action_index("mm-tile-8x32x16-vec")]) == set()


def test_cache_tiled_entry_compiles_runs_and_checks_where_b_is_past_l2() -> None:
    text = _matmul(6, 512, 768)  # B 768x512 f32: 1.5 MiB
    facts = module_facts(text)
    state = episode.State()
    assert episode.mask(facts, state)[action_index(L2)]
    state, _ = episode.step(facts, state, action_index(L2))
    (p,) = state.plan.transforms
    assert p.param("tile") == "6,32,16" and p.param("outer") == "0,256,256"  # M fitted: 6 rows
    assert schedule_options(p)["outer"] == [0, 256, 256]
    _evaluate(text, state.plan)


def test_cache_tiled_entry_is_masked_where_b_fits_or_the_panels_do_not_divide() -> None:
    for text in (_matmul(512, 512, 512), _matmul(16, 384, 768), _matmul(16, 64, 32), _bmm(2, 13, 20, 16)):
        facts = module_facts(text)
        assert not applies(MENU[action_index(L2)], facts)
        assert not episode.mask(facts, episode.State())[action_index(L2)]
    assert applies(MENU[action_index(L2)], module_facts(_matmul(1024, 1024, 1024)))


GELU_EPILOGUE = """func.func @main(%x: tensor<8x64xf32>, %w: tensor<64x96xf32>, %b: tensor<96xf32>) -> tensor<8x96xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x96xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<8x96xf32>) -> tensor<8x96xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x64xf32>, tensor<64x96xf32>) outs(%z : tensor<8x96xf32>) -> tensor<8x96xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
       ins(%m, %b : tensor<8x96xf32>, tensor<96xf32>) outs(%e : tensor<8x96xf32>) {
  ^bb0(%in: f32, %bias: f32, %o: f32):
    %s = arith.addf %in, %bias : f32
    %t = math.tanh %s : f32
    %v = arith.mulf %s, %t : f32
    linalg.yield %v : f32
  } -> tensor<8x96xf32>
  return %y : tensor<8x96xf32>
}
"""


def test_fused_epilogue_compiles_runs_and_checks() -> None:
    (epilogue,) = [g for g in module_facts(GELU_EPILOGUE).groups if g.nests[0].op == "generic"]
    p = Pass("transform", (("group", str(epilogue.id)), ("rank", "2"), ("kind", "parallel"), ("tile", "4,32"),
                           ("fuse", "16"), ("vectorize", "true")))
    library = render_library([p])
    assert library is not None and "transform.structured.fuse_into_containing_op" in library
    _evaluate(GELU_EPILOGUE, Plan(tensor=(p,)))
    # at module level too: the fill (rank 2, parallel) is tiled alike, the matmul fused into the epilogue
    _evaluate(GELU_EPILOGUE, Plan(tensor=(Pass("transform", p.params[1:]),)))


def test_strategy_options_are_checked() -> None:
    with pytest.raises(ValueError, match="outer needs a register tile that divides it"):
        schedule_options(Pass("transform", (("rank", "3"), ("outer", "0,100,256"), ("tile", "8,32,16"))))
    with pytest.raises(ValueError, match="outer needs"):
        schedule_options(Pass("transform", (("rank", "3"), ("outer", "64,0,0"), ("tile", "0,32,16"))))
    with pytest.raises(ValueError, match="peel names loops the register tile tiles"):
        schedule_options(Pass("transform", (("rank", "3"), ("peel", "2"), ("tile", "8,32,0"))))
    with pytest.raises(ValueError, match="peel names loops"):
        schedule_options(Pass("transform", (("rank", "3"), ("peel", "0"), ("pack", "true"), ("tile", "8,32,16"))))
    with pytest.raises(ValueError, match="fuse needs a reduction step"):
        schedule_options(Pass("transform", (("rank", "2"), ("fuse", "16"), ("peel", "0"), ("tile", "8,32"))))
