from __future__ import annotations

import pytest

from mqss_edge.errors import ParseError
from mqss_edge.pipeline import LOWERING_TAIL, Pass, Pipeline, Plan, Stage

TEXTS = [
    "builtin.module(func.func(affine-loop-tile{tile-size=32}),canonicalize)",
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map},cse)",
    "builtin.module(func.func(affine-super-vectorize{virtual-vector-size=8,8}),func.func(affine-loop-unroll{unroll-factor=4}))",
    str(LOWERING_TAIL),
]


@pytest.mark.parametrize("text", TEXTS)
def test_pipeline_text_round_trips(text: str) -> None:
    p = Pipeline.parse(text)
    assert str(p) == text
    assert Pipeline.parse(str(p)) == p


def test_pass_fields() -> None:
    p = Pipeline.parse("builtin.module(func.func(affine-loop-tile{tile-size=32}))").passes[0]
    assert p == Pass("affine-loop-tile", (("tile-size", "32"),), "func.func")
    assert Pass.of("affine-super-vectorize", "func.func", virtual_vector_size=[8, 8]).body == \
        "affine-super-vectorize{virtual-vector-size=8,8}"


def test_grouped_anchor_splits_into_passes() -> None:
    p = Pipeline.parse("builtin.module(func.func(a,b{x=1}),c)")
    assert [str(x) for x in p] == ["func.func(a)", "func.func(b{x=1})", "c"]


def test_plan_round_trip_and_stage_inference() -> None:
    text = "tensor(transform{rank=3 tile=8,32,16 vectorize=true},linalg-fuse-elementwise-ops),affine(func.func(affine-loop-tile{tile-size=32}))"
    plan = Plan.parse(text)
    assert str(plan) == text and Plan.parse(str(plan)) == plan
    assert Plan.parse("func.func(affine-loop-tile{tile-size=32}),linalg-fuse-elementwise-ops") == Plan(
        tensor=(Pass("linalg-fuse-elementwise-ops"),),
        affine=(Pass("affine-loop-tile", (("tile-size", "32"),), "func.func"),))
    assert str(Plan()) == "" and Plan.parse("") == Plan()
    assert plan.with_pass(Stage.BUFFER, Pass("cse")).buffer == (Pass("cse"),)


def test_full_pipeline_slots_and_tail() -> None:
    plan = Plan.parse("tensor(transform{rank=3 tile=8,32,16 vectorize=true}),affine(func.func(affine-loop-unroll))")
    full = plan.full_pipeline("/tmp/lib.mlir")
    names = [p.name for p in full]
    assert names[:3] == ["transform-preload-library", "transform-interpreter", "canonicalize"]
    # tiled code is lowered through scf loops, then the affine slot, then the fixed tail
    assert names.index("convert-linalg-to-loops") < names.index("affine-loop-unroll") < names.index("lower-affine")
    assert full.passes[-len(LOWERING_TAIL):] == LOWERING_TAIL.passes
    assert "convert-linalg-to-affine-loops" in [p.name for p in Plan().full_pipeline()]
    with pytest.raises(ValueError):
        plan.full_pipeline()


def test_the_transform_library_is_loaded_first_and_once_whatever_tensor_passes_come_before_the_schedules() -> None:
    """A tensor pass before the first schedule (the zero-shot guard's fusion before a conv's loop order, in a plan
    with no other schedule) must not come between the library's load and the group tagging the driver puts right
    behind it: the library loads first, once (a second load is a doubly defined symbol)."""
    plan = Plan.parse("tensor(linalg-fuse-elementwise-ops,transform{rank=3 tile=8,32,16 vectorize=true})")
    names = [p.name for p in plan.full_pipeline("/tmp/lib.mlir")]
    assert names[:3] == ["transform-preload-library", "linalg-fuse-elementwise-ops", "transform-interpreter"]
    assert names.count("transform-preload-library") == 1


@pytest.mark.parametrize("bad", ["builtin.module(a", "a{x=1", "tensor(a),,b", "affine(a),tensor(b)"])
def test_malformed_pipeline_errors(bad: str) -> None:
    with pytest.raises(ParseError):
        Plan.parse(bad)
