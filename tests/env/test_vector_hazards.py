"""Ops MLIR's vectorizer gets wrong or refuses: none is offered a vectorizing schedule (real compiles show why); and a
pass pair that makes a kernel free a buffer twice."""

from __future__ import annotations

from mqss_edge import episode
from mqss_edge.actions import MENU
from mqss_edge.compiler.driver import Status
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Plan

# llama-tiny's causal mask as torch-mlir writes it: i1 tensors from a comparison and two ``andi``s (one with a 0-d
# ``tensor<i1>``, one with a broadcast row), read by a ``select`` that writes -3.4e38 where masked
CAUSAL_MASK = """#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
module {
  func.func @main(%x: tensor<1x1x16x16xf32>) -> tensor<1x1x16x16xf32> {
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %144 = linalg.index 0 : index
      %145 = arith.index_cast %144 : index to i64
      linalg.yield %145 : i64
    } -> tensor<16xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %6 = tensor.empty() : tensor<1x1x16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      %144 = arith.cmpi sle, %in, %in_85 : i64
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %7 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %144 = arith.andi %in, %in_85 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %4 = tensor.empty() : tensor<1xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %9 = tensor.empty() : tensor<1x1x1x16xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%9 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x16x16xi1>, tensor<1x1x1x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %144 = arith.andi %in, %in_85 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %12 = tensor.empty() : tensor<1x1x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %cst_3, %cst_2 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_85: f32, %in_86: f32, %out: f32):
      %144 = arith.select %in, %in_85, %in_86 : f32
      linalg.yield %144 : f32
    } -> tensor<1x1x16x16xf32>
    %r = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %x : tensor<1x1x16x16xf32>, tensor<1x1x16x16xf32>) outs(%12 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.maximumf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x1x16x16xf32>
    return %r : tensor<1x1x16x16xf32>
  }
}
"""

# torch's ``max(dim)``: the maximum and its index in one reduction
ARGMAX = """#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%x: tensor<1x4x16x16xf32>) -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    %c0_i64 = arith.constant 0 : i64
    %ninf = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<1x4x16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %2 = tensor.empty() : tensor<1x4x16xf32>
    %3 = linalg.fill ins(%ninf : f32) outs(%2 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x4x16x16xf32>) outs(%3, %1 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_0: i64):
      %5 = linalg.index 3 : index
      %6 = arith.index_cast %5 : index to i64
      %7 = arith.maximumf %in, %out : f32
      %8 = arith.cmpf ogt, %in, %out : f32
      %9 = arith.select %8, %6, %out_0 : i64
      linalg.yield %7, %9 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    return %4#0, %4#1 : tensor<1x4x16xf32>, tensor<1x4x16xi64>
  }
}
"""


def _vectorizing(facts, gid: int) -> list[str]:
    offered = dict((g.id, fits) for g, fits in episode.group_schedules(facts))
    return [MENU[i].name for i in offered.get(gid, ()) if ("vectorize", "true") in MENU[i].pass_.params]


def test_facts_mark_i1_operands_and_argmax_reductions() -> None:
    nests = module_facts(CAUSAL_MASK).nests
    i1 = [n for n in nests if n.bool_operand]
    assert len(i1) == 5  # the comparison, the two ands, the constant row, the select
    assert [n for n in nests if not n.bool_operand and n.rank == 4]  # the maximum reads no i1
    (am,) = [n for n in module_facts(ARGMAX).nests if n.reduction]
    assert am.index_reduction and not am.bool_operand
    assert not any(n.index_reduction for n in nests)


def test_no_vectorizing_schedule_on_i1_buffers_and_argmax(engine) -> None:
    facts = module_facts(CAUSAL_MASK)
    groups = {g.id: g for g in facts.groups}
    for g in groups.values():
        if any(n.bool_operand for n in g.nests):
            assert not _vectorizing(facts, g.id), g.label
    # the select's group (select + maximum, f32 results): vectorized while the i1 mask is written by scalar code,
    # the select reads the mask's bytes as packed bits
    (sel,) = [g for g in groups.values() if g.rank == 4 and g.count == 2]
    ev = engine.evaluate(CAUSAL_MASK, Plan.parse(f"tensor(transform{{group={sel.id} rank=4 kind=parallel "
                                                  "tile=1,1,8,8 vectorize=true})"))
    assert ev.status is Status.MISCOMPILE, ev.status
    am = module_facts(ARGMAX)
    (g,) = [g for g in am.groups if g.nests[0].reduction]
    assert not _vectorizing(am, g.id)
    ev = engine.evaluate(ARGMAX, Plan.parse("tensor(transform{rank=4 kind=reduction tile=1,4,16,16 vectorize=true})"))
    assert ev.status is Status.PASS_ERROR and "Attempted to vectorize, but failed" in ev.message, ev.status


def test_the_selection_on_a_causal_mask_checks(engine) -> None:
    from mqss_edge.selector import Selector

    sel = Selector.load(warmup=False)
    for text in (CAUSAL_MASK, ARGMAX):
        pick = sel.select(text)
        ev = engine.evaluate(text, pick.plan)
        assert ev.ok, (pick.plan, ev.status)


def test_a_vectorizing_schedule_on_a_gather_is_overridden(engine) -> None:
    """An embedding bag reads its table rows at computed indices (``tensor.extract`` of a 2-D tensor): MLIR's
    vectorizer refuses it without n-D extract support. A vectorizing schedule chosen for its group is overridden
    (the group left on the default lowering, recorded), a loop order is not, and the policy's pick compiles and
    checks (embbag-200x20x10000x100's pick failed to apply before)."""
    from mqss_edge.actions import action_index
    from mqss_edge.corpus.generators.nlp import embedding_bag
    from mqss_edge.selector import Selector

    text, _ = embedding_bag(16, 4, 512, 24)
    facts = module_facts(text)
    state = episode.State()
    while not all(n.gather for n in episode.focus(facts, state).nests):
        state, _ = episode.step(facts, state, episode.SKIP)
    bag = episode.focus(facts, state)
    tiled = action_index(_vectorizing(facts, bag.id)[0])
    after, ev = episode.step(facts, state, tiled)
    assert ev.kind == "overridden" and ev.group == bag.id and "gather" in after.overridden[-1][1]
    assert after.decided == state.decided + 1 and not after.plan.transforms
    order, ev = episode.step(facts, state, action_index("mm-interchange-ikj"))
    assert ev.kind == "applied" and order.plan.transforms[0].param("interchange") == "0,2,1"
    ev = engine.evaluate(text, Plan.parse("tensor(transform{rank=3 kind=reduction tile=4,8,4 vectorize=true})"))
    assert ev.status is Status.PASS_ERROR and "Attempted to vectorize, but failed" in ev.message, ev.status
    pick = Selector.load(warmup=False).select(text)
    assert engine.evaluate(text, pick.plan).ok, pick.plan


def test_the_expert_rules_skip_them_too() -> None:
    from mqss_edge.corpus.generators.nlp import embedding_bag
    from mqss_edge.corpus.module_plan import module_expert_plan

    bag, _ = embedding_bag(16, 4, 512, 24)
    for text, rank, why in ((CAUSAL_MASK, 4, "reads or writes i1"), (ARGMAX, 4, "is an argmax"),
                            (bag, 3, "gathers (tensor.extract)")):
        mp = module_expert_plan(text)
        assert f"rank={rank}" not in str(mp.plan())
        assert any(s["rank"] == rank and why in s["reason"] for s in mp.skipped), mp.skipped


def test_no_buffer_hoisting_after_a_conv_epilogue_fusion(engine) -> None:
    """``buffer-loop-hoisting`` after a conv epilogue schedule (``fuse=K``) makes the kernel free a buffer twice; the
    mask never offers it there. The same pass after the conv's own two-level tile (``fuse=K`` on the conv) works."""
    from mqss_edge.actions import action_index
    from mqss_edge.corpus import split

    text = next(e for e in split("all") if e.uri.endswith("/conv-relu-14x14x128x128-k3s1")).text()
    facts = module_facts(text)
    epi = next(g for g in episode.candidate_groups(facts) if g.rank == 4)
    state = episode.State()
    while episode.focus(facts, state) is not None and episode.focus(facts, state).id != epi.id:
        state, _ = episode.step(facts, state, episode.SKIP)
    fuse = action_index("conv-epi-fuse-fit-ow7-f32-c8-vec")
    assert episode.mask(facts, state)[fuse]
    after, ev = episode.step(facts, state, fuse)
    assert ev.kind == "applied" and not episode.mask(facts, after)[action_index("buffer-hoisting")]
    fused = str(after.plan)
    assert engine.evaluate(text, Plan.parse(fused)).ok
    hoisted = engine.evaluate(text, Plan.parse(fused + ",buffer(func.func(buffer-loop-hoisting))"))
    assert hoisted.status is Status.CRASH and "double free" in hoisted.message, hoisted.status
    own = "tensor(transform{rank=7 kind=reduction tile=1,1,7,16 fuse=8 hoist=true vectorize=true})"
    assert engine.evaluate(text, Plan.parse(own + ",buffer(func.func(buffer-loop-hoisting))")).ok
