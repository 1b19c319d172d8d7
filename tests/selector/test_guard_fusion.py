"""The zero-shot guard's elementwise fusion (``guard_rules.fusion_guard``): a plan that leaves a module's chains of
elementwise ops apart (a batch norm's scale and shift, a bias then a ReLU, ``exp`` then a sum) gets
``linalg-fuse-elementwise-ops`` as its last tensor pass, or before the schedules that would leave a conv
fed by such a chain an untiled ``linalg.generic``; the whole model still compiles and checks."""

from __future__ import annotations

from mqss_edge.corpus import by_uri, load_models
from mqss_edge.env.facts import module_facts
from mqss_edge.guard_rules import FUSE_ELEMENTWISE, fusion_guard
from mqss_edge.pipeline import Plan
from mqss_edge.selector import Selector
from tests.selector.test_selector import _MENU_PASS, _policy

MODELS = {e.name: e for e in load_models()}
FUSE = _MENU_PASS(FUSE_ELEMENTWISE)


def test_a_models_elementwise_chains_left_apart_are_fused_and_the_model_still_checks(tmp_path, engine) -> None:
    """lenet5 (conv, bias, ReLU, pool, linear layers: 15 generics, chained): a policy that stops at once leaves them
    apart; the guard fuses them, says so, and the plan compiles and matches the reference build."""
    text = MODELS["lenet5"].text()
    sel = Selector.load(_policy(tmp_path, ["stop"]))
    raw = sel.select(text, guard=False).plan
    assert FUSE not in raw.tensor
    pick = sel.select(text)
    assert pick.plan.tensor.count(FUSE) == 1  # last, or before a schedule reordering a conv fed by a generic
    assert "elementwise chains fused" in pick.guarded
    rep = sel.compile(text, engine=engine)
    assert rep.used == "policy" and rep.evaluation.ok and str(rep.evaluation.plan) == str(pick.plan)


def test_plans_that_fuse_already_or_cannot_take_it_come_back_unchanged() -> None:
    lenet = module_facts(MODELS["lenet5"].text())
    fused = Plan(tensor=(FUSE,))
    assert fusion_guard(lenet, fused) is fused  # fuses already: not twice
    affine = Plan.parse("affine(func.func(affine-loop-unroll{unroll-factor=4}))")
    assert fusion_guard(lenet, affine) is affine  # at the affine level: the tensor passes are behind it
    got = fusion_guard(lenet, Plan())
    assert got.tensor == (FUSE,) and fusion_guard(lenet, got) is got
    # a matmul fed by its fill has no chain of elementwise ops to fuse
    matmul = module_facts(by_uri()["benchmark://nlp-v1/matmul-64x64x64"].text())
    assert fusion_guard(matmul, Plan()) == Plan()


def test_no_fusion_after_an_interchange_only_matmul_schedule_on_a_module_with_a_layer_norm() -> None:
    """The safety layer's rule, kept by the guard: after a matmul left a ``linalg.generic`` by a loop interchange,
    the fusion pulls a layer norm's tail into it (vit-layer ran 34x slower)."""
    bert = module_facts(MODELS["bert-tiny"].text())
    assert "math.rsqrt" in bert.ops
    swapped = Plan.parse("tensor(transform{rank=3 kind=reduction interchange=0,2,1})")
    assert fusion_guard(bert, swapped) is swapped
    tiled = Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})")
    assert fusion_guard(bert, tiled).tensor[-1] == FUSE


def test_the_fusion_goes_before_a_loop_order_of_a_conv_fed_by_a_generic_and_the_model_still_checks(engine) -> None:
    """lenet5's second conv (group 0) reads the first pool's ``linalg.generic``: an interchange-only schedule leaves
    it a generic the fusion would pull that op into (recomputed per output channel), so the fusion goes before that
    schedule, which comes last; a tiling schedule (group 2's matmul, fed by a transpose) keeps its place, and the
    fusion stays last where no schedule reorders such a conv."""
    text = MODELS["lenet5"].text()
    lenet = module_facts(text)
    conv = next(g for g in lenet.groups if g.id == 0)
    assert conv.nests[0].reduction and ("generic", 14) in conv.nests[0].fed_by
    swap = Plan.parse("tensor(transform{group=0 rank=7 interchange=0,1,4,5,6,2,3})").tensor[0]
    tile = Plan.parse("tensor(transform{group=2 rank=3 kind=reduction tile=1,8,8 vectorize=true})").tensor[0]
    got = fusion_guard(lenet, Plan(tensor=(swap, tile)))
    assert got.tensor == (tile, FUSE, swap)
    assert fusion_guard(lenet, Plan(tensor=(tile,))).tensor == (tile, FUSE)
    other = Plan.parse("tensor(transform{group=1 rank=7 interchange=0,1,4,5,6,2,3})").tensor[0]  # fed by a broadcast
    assert fusion_guard(lenet, Plan(tensor=(other,))).tensor == (other, FUSE)
    # a matmul fed by a generic keeps the fusion after its loop order (the fusion rewrites such matmuls)
    fc = next(g for g in lenet.groups if g.id == 4)
    assert fc.nests[0].op == "matmul" and any(op == "generic" for op, _ in fc.nests[0].fed_by)
    mm = Plan.parse("tensor(transform{group=4 rank=3 kind=reduction interchange=0,2,1})").tensor[0]
    assert fusion_guard(lenet, Plan(tensor=(mm,))).tensor == (mm, FUSE)
    for plan in (got, fusion_guard(lenet, Plan(tensor=(swap,)))):  # the second starts with the fusion
        ev = engine.evaluate(text, plan)
        assert ev.ok, (str(plan), ev.message)


def test_a_batch_matmul_loop_order_does_not_hold_the_fusion_back_and_the_model_checks(engine) -> None:
    """Attention's batch matmuls read the projections and the softmax, not the layer norm: on wav2vec2-tiny an
    interchange-only schedule on its batch-matmul group leaves the fusion in (last), where a matmul's loop order
    keeps it out; the fused plan compiles and matches the reference build."""
    text = MODELS["wav2vec2-tiny"].text()
    facts = module_facts(text)
    assert "math.rsqrt" in facts.ops
    bmm = next(g for g in facts.groups if g.nests and all(n.op == "batch_matmul" for n in g.nests))
    order = Plan.parse(f"tensor(transform{{group={bmm.id} rank=4 kind=reduction interchange=0,1,3,2}})")
    got = fusion_guard(facts, order)
    assert got.tensor == order.tensor + (FUSE,)
    mm = next(g for g in facts.groups if g.nests and all(n.op == "matmul" for n in g.nests))
    both = Plan(tensor=order.tensor + Plan.parse(
        f"tensor(transform{{group={mm.id} rank=3 kind=reduction interchange=0,2,1}})").tensor)
    assert fusion_guard(facts, both) is both
    ev = engine.evaluate(text, got)
    assert ev.ok, ev.message
