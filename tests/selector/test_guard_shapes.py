"""Schedules per member shape (``transform{group=G shape=K ...}``) and the zero-shot guard that gives them
(``guard_rules.shape_guard``): a group of NCHW convs of mixed shapes fits no menu tile whole, so each of its
shapes gets the first entry that fits it (a fitted im2col GEMM for 1x1 convs, a direct accumulator tile for convs
with a window); the driver tags each shape's members apart, and the model still compiles and matches its reference
build."""

from __future__ import annotations

import re

import pytest

from mqss_edge.actions import MENU, action_index
from mqss_edge.compiler.driver import plan_pipeline
from mqss_edge.compiler.transforms import schedule_options, tag_value
from mqss_edge.corpus import load_models
from mqss_edge.env.facts import module_facts
from mqss_edge.env.safety import ModuleFacts, resolve
from mqss_edge.features.groups import shape_order
from mqss_edge.guard_rules import SHAPE_ENTRIES, SHAPE_MIN_SHARE, WINDOW_SHAPE_ENTRIES, shape_guard
from mqss_edge.pipeline import Pass, Plan

MODELS = {e.name: e for e in load_models()}


def _shape_pass(facts: ModuleFacts, group: int, k: int, shape: tuple[int, ...]) -> Pass:
    g = next(x for x in facts.groups if x.id == group)
    one = ModuleFacts(tuple(n for n in g.nests if n.bounds == shape)[:1], facts.ops)
    p = resolve(MENU[action_index(SHAPE_ENTRIES[-1])], one)
    assert p is not None
    return Pass(p.name, (("group", str(group)), ("shape", str(k))) + p.params, p.anchor)


def test_a_shapes_schedule_lands_on_exactly_that_shapes_members_and_the_model_checks(tmp_path, engine) -> None:
    """resnet-basic-tiny's group 3: three 1x1 convs, each its own shape (largest first, as the grouping orders
    them). Schedules for shapes 0 and 2 tag one conv each with their own value; the third keeps the group's loop
    order; the whole model compiles and checks."""
    text = MODELS["resnet-basic-tiny"].text()
    facts = module_facts(text)
    g = next(x for x in facts.groups if x.id == 3)
    shapes = shape_order(n.bounds for n in g.nests)
    assert len(shapes) == 3 and all(s[5:] == (1, 1) for s in shapes)
    plan = Plan(tensor=(Pass("transform", (("group", "3"), ("rank", "7"), ("interchange", "0,1,4,5,6,2,3"))),
                        _shape_pass(facts, 3, 0, shapes[0]), _shape_pass(facts, 3, 2, shapes[2])))
    _, script = plan_pipeline(text, plan, str(tmp_path / "lib.mlir"))
    assert script is not None
    members = {int(t): len(re.findall(r"%o#\d+", hs))
               for t, hs in re.findall(r"%h(\d+) = transform.merge_handles ([^:]*) :", script)}
    assert members == {3: 1, tag_value(3, 0): 1, tag_value(3, 2): 1}  # one conv each
    for t in (tag_value(3, 0), tag_value(3, 2)):  # each shape's schedule targets its own tag
        assert script.count(f"attributes{{__mqss_group = {t} : i64}}") == 1
    ev = engine.evaluate(text, plan)
    assert ev.ok, ev.message


def test_a_shape_needs_its_group() -> None:
    with pytest.raises(ValueError, match="shape"):
        schedule_options(Pass("transform", (("rank", "7"), ("shape", "0"), ("tile", "1,8,2,2,32,1,1"))))
    assert schedule_options(Pass("transform", (("group", "4"), ("shape", "1"), ("rank", "3"))))["group"] == \
        tag_value(4, 1) != 4


def test_the_guard_splits_a_costly_group_of_mixed_1x1_convs_left_on_a_loop_order_and_nothing_else() -> None:
    """mobilevitv2-tiny's group 0: 22 1x1 convs of 20 shapes, 47% of the cost, no menu tile fits them whole; on its
    loop order the guard gives every shape a fitted im2col GEMM entry has (19 of 20). A tiled group, a group under
    the share (resnet-basic-tiny's, 1.5%) and a plan with a module-level conv schedule are left alone."""
    vit = module_facts(MODELS["mobilevitv2-tiny"].text())
    g0 = next(x for x in vit.groups if x.id == 0)
    assert g0.share >= SHAPE_MIN_SHARE and len({n.bounds for n in g0.nests}) == 20
    order = Pass("transform", (("group", "0"), ("rank", "7"), ("interchange", "0,1,4,2,5,6,3")))
    got, split = shape_guard(vit, Plan(tensor=(order,)))
    shaped = [p for p in got.tensor if p.param("shape") is not None]
    assert split == (0,) and got.tensor[0] == order and len(shaped) == 19
    assert all(p.param("group") == "0" and p.param("im2col") == "nchw" and p.param("vectorize") == "true"
               for p in shaped)
    assert len({p.param("shape") for p in shaped}) == 19
    assert shape_guard(vit, Plan())[1] == (0,)  # the default loops too
    tiled = Plan.parse("tensor(transform{group=0 rank=7 kind=reduction tile=1,16,2,2,16,1,1 vectorize=true})")
    assert shape_guard(vit, tiled) == (tiled, ())
    whole = Plan.parse("tensor(transform{rank=7 interchange=0,1,4,2,5,6,3})")
    assert shape_guard(vit, whole) == (whole, ())
    resnet = module_facts(MODELS["resnet-basic-tiny"].text())
    assert next(x for x in resnet.groups if x.id == 3).share < SHAPE_MIN_SHARE
    own = Plan.parse("tensor(transform{group=0 rank=7 kind=reduction im2col=nchw tile=1,8,2,2,32,1,1 vectorize=true})")
    assert shape_guard(resnet, own) == (own, ())  # its 3x3 group 0 tiled; its 1x1 group 3 under the share


def test_a_group_of_windowed_convs_gets_a_direct_tile_per_shape_and_the_model_checks(engine) -> None:
    """levit-tiny's group 0: four strided 3x3 NCHW convs, a 3-channel stem among them (a third of the cost): no menu
    tile fits them whole (C = 1 in common). On its loop order each shape gets the direct accumulator tile fitted to
    it (no im2col: a window is not a GEMM), and the model with those schedules compiles and checks."""
    text = MODELS["levit-tiny"].text()
    facts = module_facts(text)
    g0 = next(x for x in facts.groups if x.id == 0)
    shapes = shape_order(n.bounds for n in g0.nests)
    assert g0.share >= SHAPE_MIN_SHARE and len(shapes) == 4 and all(s[5:] == (3, 3) for s in shapes)
    order = Pass("transform", (("group", "0"), ("rank", "7"), ("interchange", "0,1,4,2,5,6,3")))
    got, split = shape_guard(facts, Plan(tensor=(order,)))
    shaped = [p for p in got.tensor if p.param("shape") is not None]
    assert split == (0,) and sorted(p.param("shape") for p in shaped) == ["0", "1", "2", "3"]
    for p, shape in zip(sorted(shaped, key=lambda p: p.param("shape")), shapes):
        one = ModuleFacts(tuple(n for n in g0.nests if n.bounds == shape)[:1], facts.ops)
        fitted = resolve(MENU[action_index(WINDOW_SHAPE_ENTRIES[0])], one)
        assert fitted is not None and p.param("tile") == fitted.param("tile")
    assert all(p.param("im2col") is None and p.param("decompose") == "true" and p.param("hoist") == "true"
               for p in shaped)
    stem = next(p for p, s in zip(sorted(shaped, key=lambda p: p.param("shape")), shapes) if s[4] == 3)
    assert stem.param("tile").split(",")[4] == "3"  # the channel tile fitted to the stem's 3 input channels
    ev = engine.evaluate(text, got)
    assert ev.ok, ev.message
