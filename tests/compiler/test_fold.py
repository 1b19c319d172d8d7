"""``mqss-fold-transposes`` against the real compiler: transposed contraction operands read in place, checked
against the reference build of the unfolded module, on kernels and on a torch-mlir export."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from mqss_edge.compiler.driver import compile_module, plan_pipeline
from mqss_edge.compiler.fold import fold_transposes
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


def test_per_group_search_also_searches_the_folded_module(engine) -> None:
    from mqss_edge.env.facts import module_facts
    from mqss_edge.train.search import search

    text = KERNEL.split("  %e2")[0] + "  return %y : tensor<48x48xf32>\n}\n"  # nn.Linear alone
    text = text.replace("-> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x8x12xf32>)", "-> tensor<48x48xf32>")
    measured: list[str] = []

    def measure(plan: Plan) -> tuple[bool, float | None]:
        measured.append(str(plan))
        ev = engine.evaluate(text, plan, measure=MEASURE)
        return ev.ok, ev.runtime_ms() if ev.ok else None

    res = search(text, module_facts(text), measure, budget=4)
    assert res.folded is not None and res.folded["operands"] == 1 and res.folded["transposes_removed"] == 1
    folded = [p for p in measured if Plan.parse(p).folds_transposes]
    assert "tensor(mqss-fold-transposes)" in folded and len(folded) > 1  # the folded default and its schedules
    assert res.folded["best"][0] in folded and res.best is not None
    assert not Plan.parse(res.folded["unfolded_best"][0]).folds_transposes
    assert res.best[1] == min(res.folded["best"][1], res.folded["unfolded_best"][1])
    assert res.best[1] == min(ms for p, ms in [(p, engine.evaluate(text, Plan.parse(p), measure=MEASURE).runtime_ms())
                                               for p in set(measured)] if ms is not None)
    assert search(text, module_facts(text), measure, budget=4, fold=False).folded is None
