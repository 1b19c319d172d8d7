"""``mqss-fold-transposes`` against the real compiler: transposed contraction operands read in place, checked
against the reference build of the unfolded module, on kernels and on a torch-mlir export."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from mqss_edge.compiler.driver import compile_module, plan_pipeline
from mqss_edge.compiler.fold import fold_transposes, unfold_transposes
from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.engine import MeasureConfig
from mqss_edge.errors import ParseError
from mqss_edge.features.groups import op_groups
from mqss_edge.pipeline import Plan

MEASURE = MeasureConfig(warmup=1, repeat=3, processes=1, pin=None)

# nn.Linear as torch-mlir writes it (x @ W^T), the weight transpose used once; then A^T @ B with A's transpose
# used twice (by the matmul and as a result), and attention's Q @ K^T as a [0, 2, 1] transpose into a batch_matmul.
KERNEL = """func.func @main(%x: tensor<48x32xf32>, %w: tensor<48x32xf32>, %a: tensor<48x16xf32>,
                 %q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>)
    -> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<32x48xf32>
  %wt = linalg.transpose ins(%w : tensor<48x32xf32>) outs(%e0 : tensor<32x48xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<48x48xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<48x48xf32>) -> tensor<48x48xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<48x32xf32>, tensor<32x48xf32>) outs(%f1 : tensor<48x48xf32>) -> tensor<48x48xf32>
  %e2 = tensor.empty() : tensor<16x48xf32>
  %at = linalg.transpose ins(%a : tensor<48x16xf32>) outs(%e2 : tensor<16x48xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<16x48xf32>
  %f3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<16x48xf32>) -> tensor<16x48xf32>
  %z = linalg.matmul ins(%at, %y : tensor<16x48xf32>, tensor<48x48xf32>) outs(%f3 : tensor<16x48xf32>) -> tensor<16x48xf32>
  %e4 = tensor.empty() : tensor<2x16x12xf32>
  %kt = linalg.transpose ins(%k : tensor<2x12x16xf32>) outs(%e4 : tensor<2x16x12xf32>) permutation = [0, 2, 1]
  %e5 = tensor.empty() : tensor<2x8x12xf32>
  %f5 = linalg.fill ins(%cst : f32) outs(%e5 : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x8x16xf32>, tensor<2x16x12xf32>) outs(%f5 : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  return %z, %at, %s : tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>
}
"""

FOLD = Plan.parse("tensor(mqss-fold-transposes)")

# The other way round: Q @ K^T as a hand-written attention writes it (a generic reading K as (b, n, k)), and
# A^T @ B as a generic reading A as (k, m); the generic softmax-style op after them must stay as it is.
GENERIC_NT = """func.func @main(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %a: tensor<24x10xf32>,
                 %b: tensor<24x20xf32>) -> (tensor<2x8x12xf32>, tensor<10x20xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x8x12xf32>
  %f0 = linalg.fill ins(%cst : f32) outs(%e0 : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x8x16xf32>, tensor<2x12x16xf32>) outs(%f0 : tensor<2x8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8x12xf32>
  %e1 = tensor.empty() : tensor<10x20xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<10x20xf32>) -> tensor<10x20xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<24x10xf32>, tensor<24x20xf32>) outs(%f1 : tensor<10x20xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %y, %x : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<10x20xf32>
  %e2 = tensor.empty() : tensor<2x8x12xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x8x12xf32>) outs(%e2 : tensor<2x8x12xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %p = arith.mulf %x, %x : f32
    linalg.yield %p : f32
  } -> tensor<2x8x12xf32>
  return %m, %t : tensor<2x8x12xf32>, tensor<10x20xf32>
}
"""
UNFOLD = Plan.parse("tensor(mqss-unfold-transposes)")


def _verifies(text: str, tmp_path: Path) -> subprocess.CompletedProcess:
    src = tmp_path / "folded.mlir"
    src.write_text(text)
    return subprocess.run([toolchain().mlir_opt, str(src), "-o", "/dev/null"], capture_output=True, text=True)


def test_fold_rewrites_each_recognised_operand_and_keeps_transposes_still_used(tmp_path: Path) -> None:
    r = fold_transposes(KERNEL)
    assert (r.folded, r.removed) == (3, 2)  # W^T and K^T dropped; A^T is also returned, so it stays
    assert r.text.count("linalg.transpose") == 1 and "%at = linalg.transpose" in r.text
    assert "ins(%x, %w : tensor<48x32xf32>, tensor<48x32xf32>)" in r.text
    assert "ins(%a, %y : tensor<48x16xf32>, tensor<48x48xf32>)" in r.text
    assert "ins(%q, %k : tensor<2x8x16xf32>, tensor<2x12x16xf32>)" in r.text
    v = _verifies(r.text, tmp_path)
    assert v.returncode == 0, v.stderr
    assert fold_transposes(r.text).folded == 0  # idempotent: folded contractions carry their maps


def test_fold_leaves_what_it_does_not_recognise() -> None:
    untouched = [
        KERNEL.replace("permutation = [0, 2, 1]", "permutation = [1, 0, 2]"),  # not the last two dims
        KERNEL.replace("linalg.matmul ins", "linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
                       "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins"),
    ]
    assert fold_transposes(untouched[0]).folded == 2 and "linalg.batch_matmul ins(%q, %kt" in fold_transposes(
        untouched[0]).text
    assert fold_transposes(untouched[1]).folded == 1  # only the batch_matmul is still a plain named op
    assert fold_transposes("func.func @f() { return }").folded == 0


def test_fold_scopes_ssa_names_by_function() -> None:
    linear = KERNEL.split("  %e2")[0] + "  return %y : tensor<48x48xf32>\n}\n"
    linear = linear.replace("-> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>)", "-> tensor<48x48xf32>")
    # the same %wt in both functions, of another argument in the second
    other = linear.replace("@main", "@other").replace("%w: tensor", "%u: tensor").replace("ins(%w :", "ins(%u :")
    assert other.count("%wt") == 2
    r = fold_transposes(linear + other)
    assert (r.folded, r.removed) == (2, 2)
    main, rest = r.text.split("@other")
    assert "ins(%x, %w :" in main and "ins(%x, %u :" in rest and "%u" not in main


def test_a_fold_that_is_not_first_is_refused() -> None:
    with pytest.raises(ParseError, match="first tensor-level"):
        Plan.parse("tensor(linalg-fuse-elementwise-ops,mqss-fold-transposes)")
    with pytest.raises(ParseError, match="first tensor-level"):
        Plan.parse("tensor(mqss-fold-transposes,mqss-fold-transposes)")
    assert FOLD.folds_transposes and "mqss-fold" not in str(FOLD.full_pipeline())


def test_fold_of_small_contractions_takes_only_those_of_at_most_max_rows(tmp_path: Path) -> None:
    from mqss_edge.compiler.fold import rewrite
    from mqss_edge.compiler.driver import prepared_text

    # rows: x @ W^T 48, A^T @ B 16, the batch's Q @ K^T 8
    for rows, folded, kept in ((4, 0, ("%wt", "%at", "%kt")), (8, 1, ("%wt", "%at")), (16, 2, ("%wt", "%at")),
                               (48, 3, ("%at",))):
        r = fold_transposes(KERNEL, rows)
        assert r.folded == folded, rows
        assert {name for name in ("%wt", "%at", "%kt") if f"{name} = linalg.transpose" in r.text} == set(kept)
        plan = Plan.parse(f"tensor(mqss-fold-transposes{{max-rows={rows}}})")
        assert plan.rewrite_pass is not None and prepared_text(KERNEL, plan) == r.text
        assert rewrite(plan.rewrite_pass, KERNEL) == r
    assert _verifies(fold_transposes(KERNEL, 16).text, tmp_path).returncode == 0
    assert fold_transposes(KERNEL, 16, min_rows=9).folded == 1  # A^T @ B (16 rows), not the batch's 8
    assert rewrite(Plan.parse("tensor(mqss-fold-transposes{min-rows=9 max-rows=16})").rewrite_pass, KERNEL).folded == 1
    with pytest.raises(ParseError, match="max-rows"):
        Plan.parse("tensor(mqss-fold-transposes{max-rows=some})")
    with pytest.raises(ParseError, match="none"):
        Plan.parse("tensor(mqss-unfold-transposes{max-rows=8})")


def test_folded_kernel_compiles_runs_and_matches_the_unfolded_reference(engine, tmp_path: Path) -> None:
    base = engine.evaluate(KERNEL, Plan(), measure=MEASURE)
    folded = engine.evaluate(KERNEL, FOLD, measure=MEASURE)
    assert base.ok and folded.ok, (base.message, folded.message)
    assert folded.max_abs_error is not None and folded.max_abs_error < 1e-3
    res = compile_module(KERNEL, FOLD, tmp_path / "w")  # what mlir-opt compiled: the folded text
    assert res.binary is not None, res.message
    assert (tmp_path / "w" / "kernel.mlir").read_text().count("linalg.transpose") == 1


def test_group_schedules_of_a_folding_plan_target_the_folded_modules_groups(engine, tmp_path: Path) -> None:
    folded = fold_transposes(KERNEL).text
    grouping = op_groups(folded)
    assert len(grouping.tag_ops) < len(op_groups(KERNEL).tag_ops)
    plan = Plan.parse("tensor(mqss-fold-transposes,transform{group=0 rank=3 kind=reduction tile=8,8,8 "
                      "vectorize=true})")
    full, script = plan_pipeline(KERNEL, plan, str(tmp_path / "t.mlir"))
    assert script is not None and f"%o:{len(grouping.tag_ops)} = transform.split_handle" in script
    ev = engine.evaluate(KERNEL, plan, measure=MEASURE)
    assert ev.ok and ev.max_abs_error < 1e-3, ev.message


def test_torch_mlir_mlp_folds_every_weight_transpose_and_checks(engine, repo_root: Path) -> None:
    text = (repo_root / "mqss_edge" / "data" / "models" / "mlp" / "mlp-4layer.mlir").read_text()
    r = fold_transposes(text)
    assert r.folded == r.removed == text.count("linalg.transpose") == 4
    ev = engine.evaluate(text, FOLD, measure=MEASURE)
    base = engine.evaluate(text, Plan(), measure=MEASURE)
    assert ev.ok and base.ok, (ev.message, base.message)
    assert ev.max_abs_error is not None and ev.max_abs_error < 1e-3


def _searched(engine, text: str, budget: int, **kw):
    """The per-group search of ``text`` through ``engine``: its result and every plan it measured, in order."""
    from mqss_edge.env.facts import module_facts
    from mqss_edge.train.search import search

    measured: list[str] = []

    def measure(plan: Plan) -> tuple[bool, float | None]:
        measured.append(str(plan))
        ev = engine.evaluate(text, plan, measure=MEASURE)
        return ev.ok, ev.runtime_ms() if ev.ok else None

    return search(text, module_facts(text), measure, budget=budget, **kw), measured


def test_per_group_search_also_searches_the_folded_module(engine) -> None:
    text = KERNEL.split("  %e2")[0] + "  return %y : tensor<48x48xf32>\n}\n"  # nn.Linear alone
    text = text.replace("-> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>)", "-> tensor<48x48xf32>")
    res, measured = _searched(engine, text, 4)
    assert res.folded is not None and res.folded["operands"] == 1 and res.folded["transposes_removed"] == 1
    folded = [p for p in measured if Plan.parse(p).folds_transposes]
    assert "tensor(mqss-fold-transposes)" in folded and len(folded) > 1  # the folded default and its schedules
    assert res.folded["best"][0] in folded and res.best is not None
    assert not Plan.parse(res.folded["unfolded_best"][0]).folds_transposes
    assert res.best[1] == min(res.folded["best"][1], res.folded["unfolded_best"][1])
    assert res.best[1] == min(ms for p, ms in [(p, engine.evaluate(text, Plan.parse(p), measure=MEASURE).runtime_ms())
                                               for p in set(measured)] if ms is not None)
    assert _searched(engine, text, 4, fold=False)[0].folded is None


def test_unfold_materializes_transposed_operands_of_generic_and_named_contractions(tmp_path: Path) -> None:
    r = unfold_transposes(GENERIC_NT)
    assert (r.folded, r.removed) == (2, 0)
    assert r.text.count("linalg.transpose") == 2 and r.text.count("linalg.generic") == 1  # the elementwise op stays
    assert "linalg.transpose ins(%k : tensor<2x12x16xf32>) outs(%mqss_t5_1_e : tensor<2x16x12xf32>)" in r.text
    assert "%s = linalg.batch_matmul ins(%q, %mqss_t5_1 : tensor<2x8x16xf32>, tensor<2x16x12xf32>)" in r.text
    assert "%t = linalg.matmul ins(%mqss_t13_0, %b : tensor<10x24xf32>, tensor<24x20xf32>)" in r.text
    v = _verifies(r.text, tmp_path)
    assert v.returncode == 0, v.stderr
    assert unfold_transposes(r.text).folded == 0  # idempotent: nothing is read transposed any more
    # mlir-opt's own printing (maps as #map aliases, its SSA names) reads the same
    printed = subprocess.run([toolchain().mlir_opt, "-"], input=GENERIC_NT, capture_output=True, text=True, check=True)
    assert "#map" in printed.stdout and unfold_transposes(printed.stdout).folded == 2
    # and so does what the fold writes: the named ops with indexing_maps, unfolded back into transposes
    folded = fold_transposes(KERNEL).text
    back = unfold_transposes(folded)
    assert back.folded == 3 and back.text.count("linalg.transpose") == 4 and "indexing_maps" not in back.text
    assert _verifies(back.text, tmp_path).returncode == 0


def test_unfold_leaves_what_it_does_not_recognise() -> None:
    untouched = {
        "a third body op": GENERIC_NT.replace("    %r = arith.addf %p, %acc : f32\n    linalg.yield %r",
                                              "    %r = arith.addf %p, %acc : f32\n    %r2 = arith.negf %r : f32\n"
                                              "    linalg.yield %r2"),
        "not a sum": GENERIC_NT.replace("%r = arith.addf %p, %acc", "%r = arith.subf %p, %acc"),
        "a dynamic operand": GENERIC_NT.replace("2x12x16xf32", "2x?x16xf32"),
        "the product of one input twice": GENERIC_NT.replace("%p = arith.mulf %x, %y", "%p = arith.mulf %x, %x"),
    }
    for why, text in untouched.items():
        assert unfold_transposes(text).folded == 1, why  # only the 2-d A^T @ B is left to rewrite
    plain = GENERIC_NT.replace("(d0, d1, d2, d3) -> (d0, d2, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)").replace(
        "tensor<2x12x16xf32>", "tensor<2x16x12xf32>")
    assert unfold_transposes(plain).folded == 1  # B as (b, k, n): nothing to materialize
    assert unfold_transposes(KERNEL).folded == 0 and unfold_transposes("func.func @f() { return }").text == (
        "func.func @f() { return }")


def test_a_plan_names_one_module_rewrite() -> None:
    with pytest.raises(ParseError, match="at most one"):
        Plan.parse("tensor(mqss-fold-transposes,mqss-unfold-transposes)")
    with pytest.raises(ParseError, match="first tensor-level"):
        Plan.parse("tensor(linalg-fuse-elementwise-ops,mqss-unfold-transposes)")
    assert UNFOLD.rewrite == "mqss-unfold-transposes" and not UNFOLD.folds_transposes
    assert UNFOLD.with_fold().rewrite == "mqss-fold-transposes" and "mqss-unfold" not in str(UNFOLD.full_pipeline())


def test_unfolded_kernel_compiles_with_accumulator_tiles_and_matches_the_reference(engine, tmp_path: Path) -> None:
    # the batch contraction is a batch_matmul after the rewrite: the register-resident accumulator tile applies
    plan = Plan.parse("tensor(mqss-unfold-transposes,transform{rank=4 kind=reduction peel=1 tile=1,6,4,4 "
                      "hoist=true vectorize=true})")
    ev = engine.evaluate(GENERIC_NT, plan, measure=MEASURE)
    base = engine.evaluate(GENERIC_NT, Plan(), measure=MEASURE)
    assert base.ok and ev.ok, (base.message, ev.message)
    assert ev.max_abs_error is not None and ev.max_abs_error < 1e-3
    res = compile_module(GENERIC_NT, plan, tmp_path / "w")
    assert res.binary is not None, res.message
    assert (tmp_path / "w" / "kernel.mlir").read_text().count("linalg.transpose") == 2


def test_per_group_search_also_searches_the_materialized_module(engine) -> None:
    res, measured = _searched(engine, GENERIC_NT, 3)
    assert res.folded is None and res.materialized is not None and res.materialized["operands"] == 2
    mine = [p for p in measured if Plan.parse(p).rewrite == "mqss-unfold-transposes"]
    assert "tensor(mqss-unfold-transposes)" in mine and len(mine) > 1
    assert res.materialized["best"][0] in mine and Plan.parse(res.materialized["unfolded_best"][0]).rewrite is None
    assert res.best is not None and res.best[1] == min(res.materialized["best"][1],
                                                       res.materialized["unfolded_best"][1])
