"""Per-group schedules against the real compiler: a schedule lands on exactly its group, and a schedule that
fails on its group leaves that group on the default lowering while the others keep theirs."""

from __future__ import annotations

import subprocess

import pytest

from mqss_edge.compiler.driver import plan_pipeline
from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.compiler.transforms import render_library, render_tagging
from mqss_edge.engine import Engine
from mqss_edge.fallback import fit_plan
from mqss_edge.features.groups import op_groups
from mqss_edge.pipeline import Plan
from mqss_edge.store import Store

# Two GEMMs of different shapes: 16x64x32 (group 0, the costlier) feeding 16x24x64 (group 1).
TWO_GEMMS = """func.func @main(%a: tensor<16x32xf32>, %b: tensor<32x64xf32>, %c: tensor<64x24xf32>) -> tensor<16x24xf32> {
  %cst = arith.constant 0.0 : f32
  %z0 = tensor.empty() : tensor<16x64xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%z0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x64xf32>) outs(%f0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %z1 = tensor.empty() : tensor<16x24xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%z1 : tensor<16x24xf32>) -> tensor<16x24xf32>
  %1 = linalg.matmul ins(%0, %c : tensor<16x64xf32>, tensor<64x24xf32>) outs(%f1 : tensor<16x24xf32>) -> tensor<16x24xf32>
  return %1 : tensor<16x24xf32>
}
"""

GOOD0 = "transform{group=0 rank=3 kind=reduction tile=8,32,16 vectorize=true}"
GOOD1 = "transform{group=1 rank=3 kind=reduction tile=8,8,16 vectorize=true}"
BAD1 = "transform{group=1 rank=3 kind=reduction tile=8,32,16 vectorize=true}"  # 32 does not divide N = 24


def _tensor_stage(text: str, plan: Plan, tmp_path) -> str:
    """The module after the plan's tensor-level steps (tagging and schedules), as mlir-opt prints it."""
    full, script = plan_pipeline(text, plan, str(tmp_path / "transforms.mlir"))
    (tmp_path / "transforms.mlir").write_text(script or "")
    head = full[:full.index("eliminate-empty-tensors")].rstrip(",") + ")"
    r = subprocess.run([toolchain().mlir_opt, f"--pass-pipeline={head}", "-"], input=text, text=True,
                       capture_output=True)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_groups_of_the_module() -> None:
    g = op_groups(TWO_GEMMS)
    assert [(x.op, x.shapes) for x in g.groups[:2]] == [("matmul", ((16, 64, 32),)), ("matmul", ((16, 24, 64),))]


@pytest.mark.parametrize("schedule,tiled,untouched", [(GOOD0, "16x64", "16x24"), (GOOD1, "16x24", "16x64")])
def test_a_group_schedule_targets_exactly_its_group(tmp_path, schedule, tiled, untouched) -> None:
    out = _tensor_stage(TWO_GEMMS, Plan.parse(f"tensor({schedule})"), tmp_path)
    matmuls = [line for line in out.splitlines() if "linalg.matmul" in line]
    assert len(matmuls) == 1 and f"-> tensor<{untouched}xf32>" in matmuls[0]  # the other group is as it was
    assert "vector.contract" in out or "vector.outerproduct" in out or "vector.fma" in out
    assert "scf.for" in out and f"tensor<{tiled}xf32>" in out
    assert "__mqss_group" not in matmuls[0]  # only the groups a plan schedules are tagged


def test_a_rank_schedule_still_applies_to_every_op_of_its_rank(tmp_path) -> None:
    out = _tensor_stage(TWO_GEMMS, Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,8,16 vectorize=true})"),
                        tmp_path)
    assert "linalg.matmul" not in out and "__mqss_group" not in out  # no groups named: nothing tagged


def test_tagging_refuses_a_module_it_does_not_match(tmp_path) -> None:
    """If the compiler sees another op count than the reader, tagging fails (the plan fails, no wrong op tagged)."""
    g = op_groups(TWO_GEMMS)
    lib = render_library([], tagging=render_tagging(g.tag_ops[:-1], g.group_of[:-1], [0]))
    (tmp_path / "t.mlir").write_text(lib or "")
    r = subprocess.run([toolchain().mlir_opt, "--pass-pipeline=builtin.module(transform-preload-library{"
                        f"transform-library-paths={tmp_path / 't.mlir'}}},transform-interpreter{{entry-point=__mqss_tag}})",
                        "-"], input=TWO_GEMMS, text=True, capture_output=True)
    assert r.returncode != 0 and "split_handle" in r.stderr


def test_per_op_fallback_keeps_the_groups_that_work() -> None:
    engine = Engine(Store(":memory:"))
    plan = Plan.parse(f"tensor({GOOD0},{BAD1})")
    assert not engine.evaluate(TWO_GEMMS, plan).ok  # the whole plan fails on group 1
    fitted = fit_plan(engine, TWO_GEMMS, plan)
    assert fitted.ok and str(fitted.plan) == f"tensor({GOOD0})"
    assert [(d.group, d.when) for d in fitted.dropped] == [(1, "alone")]
    assert fitted.dropped[0].status in ("pass_error", "verify_error") and fitted.dropped[0].message
    # both good schedules together work and are kept as they are
    both = fit_plan(engine, TWO_GEMMS, Plan.parse(f"tensor({GOOD0},{GOOD1})"))
    assert both.ok and not both.dropped and str(both.plan) == f"tensor({GOOD0},{GOOD1})"


def test_a_dropped_group_takes_the_family_rule_in_its_place() -> None:
    from mqss_edge.corpus.module_plan import group_expert_schedule
    from mqss_edge.env.facts import module_facts

    groups = {g.id: g for g in module_facts(TWO_GEMMS).groups}
    rule = group_expert_schedule(groups[1])
    assert rule is not None and rule.param("group") == "1"
    tiles = [int(t) for t in (rule.param("tile") or "").split(",") if t]
    assert all(not t or b % t == 0 for t, b in zip(tiles, (16, 24, 64)))  # the rule's tiles divide the group
    engine = Engine(Store(":memory:"))
    fitted = fit_plan(engine, TWO_GEMMS, Plan.parse(f"tensor({GOOD0},{BAD1})"),
                      alternative=lambda p: group_expert_schedule(groups[int(p.param("group"))]))
    assert fitted.ok and fitted.plan.tensor[0] == Plan.parse(f"tensor({GOOD0})").tensor[0]
    assert fitted.plan.tensor[1] == rule
    assert [(d.group, d.replaced_by) for d in fitted.dropped] == [(1, str(rule))]
