"""EdgeLang: parse errors at line:column, example programs built with and without the selector (every kernel
checked against the reference build by the engine), rollout, per-kernel fallback, metrics, targets."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mqss_edge.engine import Engine
from mqss_edge.pipeline import Plan
from mqss_edge.sdk_integration.edgelang.build import SelectorOptions, build, in_rollout, kernel_id, rollout_bucket
from mqss_edge.sdk_integration.edgelang.emit import emit
from mqss_edge.sdk_integration.edgelang.syntax import EdgeError, parse
from mqss_edge.selector import Selector, default_policy_dir

EXAMPLES = Path(__file__).resolve().parents[2] / "sdk_integration" / "edgelang" / "examples"
EDGELANGC = [sys.executable, "-m", "mqss_edge.sdk_integration.edgelang.driver"]
ALL_OPS = {"conv2d", "depthwise", "pointwise", "matmul", "batch_matmul", "add", "mul", "relu", "sigmoid", "tanh",
           "gelu", "exp", "maxpool", "avgpool", "softmax", "layernorm", "reduce_sum", "reduce_max"}


def _kernels() -> dict[str, str]:
    return {k.name: k.text for f in sorted(EXAMPLES.glob("*.edge")) for k in emit(parse(f.read_text()))}


def test_examples_cover_every_kind_of_kernel() -> None:
    ops = {op for f in EXAMPLES.glob("*.edge") for k in emit(parse(f.read_text())) for op in k.ops}
    assert ALL_OPS <= ops, ALL_OPS - ops
    assert sum(len(k.ops) > 1 for f in EXAMPLES.glob("*.edge") for k in emit(parse(f.read_text()))) >= 8


@pytest.mark.parametrize(("source", "line", "col", "words"), [
    ("kernel k(x: f32[4]) {\n  y = relu(x)\n  return y\n", 4, 1, "expected '}'"),
    ("kernel k(x: f32[4,4]) {\n  y = frobnicate(x)\n  return y\n}\n", 2, 7, "unknown op 'frobnicate'"),
    ("kernel k(x: f32[4,4]) {\n  y = relu(z)\n  return y\n}\n", 2, 12, "undefined value 'z'"),
    ("kernel k(a: f32[4,8], b: f32[4,8]) {\n  c = matmul(a, b)\n  return c\n}\n", 2, 7, "needs [M,K] and [K,N]"),
    ("kernel k(x: i8[4]) {\n  return x\n}\n", 1, 13, "unsupported element type"),
    ("kernel k(x: f32[4,0]) {\n  y = relu(x)\n  return y\n}\n", 1, 19, "positive integer"),
    ("kernel k(x: f32[4,4]) -> f32[4] {\n  y = relu(x)\n  return y\n}\n", 1, 26, "declared f32[4]"),
    ("kernel k(x: f32[4,4]) {\n  y = relu(x) @\n}\n", 2, 15, "unexpected character '@'"),
    ("kernel k(x: f32[1,4,4,2]) {\n  y = maxpool(x, k=8)\n  return y\n}\n", 2, 7, "does not fit"),
    ("kernel k(x: f32[4,4]) {\n  y = relu(x, alpha=2)\n  return y\n}\n", 2, 15, "no argument 'alpha'"),
    ("kernel k(x: f32[4,4]) {\n  y = relu(x)\n  y = relu(y)\n  return y\n}\n", 3, 7, "already defined"),
    ("", 1, 1, "at least one kernel"),
])
def test_errors_name_line_and_column(source, line, col, words) -> None:
    with pytest.raises(EdgeError) as err:
        emit(parse(source))
    assert (err.value.line, err.value.column) == (line, col), str(err.value)
    assert words in err.value.message


def test_driver_error_is_one_line_with_exit_1(tmp_path) -> None:
    src = tmp_path / "bad.edge"
    src.write_text("kernel k(x: f32[4,4]) {\n  y = relu(q)\n  return y\n}\n")
    r = subprocess.run(EDGELANGC + [str(src), "-o", str(tmp_path / "o.so")], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and r.stderr == f"{src}:2:12: error: undefined value 'q'\n"
    r = subprocess.run(EDGELANGC + [str(tmp_path / "none.edge"), "-o", str(tmp_path / "o.so")], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "none.edge" in r.stderr
    for bad in ([str(src)], [str(src), "-o", "x", "--target", "riscv"], [str(src), "-o", "x", "--mqss-rollout", "150"]):
        r = subprocess.run(EDGELANGC + bad, capture_output=True, text=True, timeout=60)
        assert r.returncode == 1 and r.stderr.startswith("edgelangc: error: ") and r.stderr.count("\n") == 1, r.stderr


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict:
    """Every example built with the selector (100 %) and without, recorded in one metrics database."""
    d = tmp_path_factory.mktemp("builds")
    db = d / "metrics.db"
    out: dict = {"db": db, "reports": []}
    for f in sorted(EXAMPLES.glob("*.edge")):
        for arm, opts in (("baseline", SelectorOptions(metrics=db)),
                          ("selector", SelectorOptions(use_selector=True, rollout=100, metrics=db))):
            out["reports"].append((f, arm, build(f, d / f"{f.stem}-{arm}.so", options=opts)))
    return out


def test_examples_build_with_and_without_the_selector_and_check(builds) -> None:
    """Each kernel's compiled plan, run by the engine against the reference (-O0 default lowering) build."""
    kernels = _kernels()
    engine = Engine()
    try:
        used_plans = set()
        for _, arm, report in builds["reports"]:
            assert report.output.stat().st_size > 0
            for k in report.kernels:
                assert k.arm == arm and k.status == "ok" and k.fallback_reason is None and k.code_size > 0
                ev = engine.evaluate(kernels[k.kernel], Plan.parse(k.plan))
                assert ev.ok, (k.kernel, k.plan, ev.status, ev.message[:300])
                used_plans.add(k.plan)
    finally:
        engine.close()
    assert len(used_plans) >= 3  # the selector arm did pick schedules, not only the default lowering


def test_selector_arm_uses_the_policy_plan(builds) -> None:
    sel = Selector.load(default_policy_dir("int8"), warmup=False)
    kernels = _kernels()
    for _, arm, report in builds["reports"]:
        for k in report.kernels:
            want = sel.select(kernels[k.kernel]).plan if arm == "selector" else Plan()
            assert k.plan == str(want), k.kernel


def test_metrics_rows(builds) -> None:
    con = sqlite3.connect(builds["db"])
    try:
        rows = con.execute("SELECT kernel, kernel_id, arm, plan, pipeline, compile_ms, code_size, status, "
                           "fallback_reason, target FROM compiles").fetchall()
    finally:
        con.close()
    n = sum(len(r.kernels) for _, _, r in builds["reports"])
    assert len(rows) == n and {r[2] for r in rows} == {"baseline", "selector"}
    kernels = _kernels()
    for kernel, kid, _, plan, pipeline, ms, size, status, reason, target in rows:
        assert kid == f"{kernel}-{hashlib.sha256(kernels[kernel].encode()).hexdigest()[:12]}"
        assert pipeline.startswith("builtin.module(") and ms > 0 and size > 0 and status == "ok" and reason is None
        assert target == "host"


def test_rollout_is_deterministic_and_near_the_share() -> None:
    ids = [f"k{i}-{hashlib.sha256(str(i).encode()).hexdigest()[:12]}" for i in range(20000)]
    for pct in (1, 10, 50, 90):
        share = sum(in_rollout(k, pct) for k in ids) / len(ids)
        assert abs(share - pct / 100) < 0.01, (pct, share)
    assert all(in_rollout(k, 10) <= in_rollout(k, 50) for k in ids)  # widening a rollout only adds kernels
    assert [rollout_bucket(k) for k in ids[:50]] == [rollout_bucket(k) for k in ids[:50]]
    assert not any(in_rollout(k, 0) for k in ids) and all(in_rollout(k, 100) for k in ids)


def _many(n: int) -> str:
    return "\n".join(f"kernel k{i}(x: f32[{2 + i % 7},{3 + i}]) {{\n  y = relu(x)\n  return y\n}}" for i in range(n))


def test_rollout_share_over_real_kernels_and_same_arm_every_build(tmp_path) -> None:
    """200 distinct kernels at 10 %: near 20 in the selector arm; 16 built twice at 30 %: the same ones both times."""
    src = tmp_path / "many.edge"
    src.write_text(_many(200))
    km = emit(parse(src.read_text()))
    expected = {k.name for k in km if in_rollout(kernel_id(k), 10)}
    assert 8 <= len(expected) <= 35  # near 20 of 200
    db = tmp_path / "m.db"
    opts = SelectorOptions(use_selector=True, rollout=10, metrics=db)
    a = build(src, tmp_path / "a.mlir", emit_kind="mlir", options=opts)
    assert a.kernels == ()  # --emit mlir compiles nothing
    small = tmp_path / "small.edge"
    small.write_text(_many(16))
    arms = []
    for _ in range(2):
        r = build(small, tmp_path / "s.o", emit_kind="obj", options=SelectorOptions(True, 30, metrics=db))
        arms.append({k.kernel for k in r.kernels if k.arm == "selector"})
    want = {k.name for k in emit(parse(small.read_text())) if in_rollout(kernel_id(k), 30)}
    assert arms[0] == arms[1] == want and 0 < len(want) < 16


class _NonDividingTiles:
    """A chooser that picks a 7-row tile for every kernel: a real pipeline that fails in mlir-opt-22 when 7
    does not divide the loop (the way a bad policy decision fails)."""

    def plan(self, text: str) -> Plan:
        return Plan.parse("tensor(transform{rank=3 kind=reduction tile=7,64,16 vectorize=true})")


def test_a_failing_selected_pipeline_falls_back_and_the_build_succeeds(tmp_path) -> None:
    src = EXAMPLES / "transformer.edge"
    db = tmp_path / "m.db"
    r = build(src, tmp_path / "t.so", options=SelectorOptions(use_selector=True, metrics=db),
              chooser=_NonDividingTiles())
    ffn = next(k for k in r.kernels if k.kernel == "ffn")  # the matmul kernel: rank 3, 16 rows
    assert ffn.arm == "selector" and ffn.status == "fallback" and ffn.plan == ""
    assert ffn.fallback_reason is not None and ffn.fallback_reason.startswith("mlir-opt failed: ")
    assert r.output.stat().st_size > 0 and all(k.status in ("ok", "fallback") for k in r.kernels)
    con = sqlite3.connect(db)
    try:
        row = con.execute("SELECT status, fallback_reason FROM compiles WHERE kernel='ffn'").fetchone()
    finally:
        con.close()
    assert row == ("fallback", ffn.fallback_reason)


def test_a_broken_policy_falls_back_per_kernel(tmp_path) -> None:
    """A deployed policy whose model file was damaged: selection fails, every kernel still builds."""
    pol = tmp_path / "policy"
    shutil.copytree(default_policy_dir("int8"), pol)
    model = next(p for p in pol.iterdir() if p.suffix == ".onnx")
    model.write_bytes(model.read_bytes()[:1000])
    r = subprocess.run(EDGELANGC + [str(EXAMPLES / "reductions.edge"), "-o", str(tmp_path / "r.so"),
                                    "--use-mqss-selector", f"--mqss-policy={pol}"], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stderr.count("fallback: select failed: PolicyError") == 3 and (tmp_path / "r.so").stat().st_size > 0


def test_targets_and_output_kinds(tmp_path) -> None:
    src = EXAMPLES / "vision.edge"
    r = subprocess.run(EDGELANGC + [str(src), "-o", str(tmp_path / "v.o"), "--target", "aarch64", "--emit", "obj",
                                    "--use-mqss-selector", "--mqss-rollout", "50", "-q"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    head = (tmp_path / "v.o").read_bytes()[:20]
    assert head[:4] == b"\x7fELF" and head[16] == 1 and int.from_bytes(head[18:20], "little") == 183  # ET_REL, aarch64
    nm = subprocess.run(["nm", str(tmp_path / "v.o")], capture_output=True, text=True).stdout
    assert all(f" T _mlir_ciface_{k}" in nm for k in ("stem", "dw_block", "pw_block", "pool", "head"))
    build(src, tmp_path / "v.mlir", emit_kind="mlir")
    from mqss_edge.compiler.toolchain import toolchain

    ok = subprocess.run([toolchain().mlir_opt, str(tmp_path / "v.mlir"), "-o", "/dev/null"], capture_output=True)
    assert ok.returncode == 0 and (tmp_path / "v.mlir").read_text().count("func.func @") == 5


def test_bench_checks_and_times_every_kernel_into_the_metrics(tmp_path) -> None:
    from mqss_edge.sdk_integration.edgelang.report import render_report

    db = tmp_path / "m.db"
    src = EXAMPLES / "reductions.edge"
    for opts in (SelectorOptions(metrics=db, bench=True), SelectorOptions(True, 100, metrics=db, bench=True)):
        r = build(src, tmp_path / "r.so", options=opts)
        assert all(k.status == "ok" and k.runtime_ms is not None and k.runtime_ms > 0 for k in r.kernels), r.kernels
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT COUNT(*) FROM compiles WHERE runtime_ms > 0").fetchone()[0] == 6
    finally:
        con.close()
    rep = render_report(db, tmp_path / "r.html")
    assert all(a.median_runtime_ms is not None and a.median_runtime_ms > 0 for a in rep.arms)
    assert all(k["runtime_ms"] is not None for k in rep.kernels)
    with pytest.raises(ValueError, match="--target host"):
        build(src, tmp_path / "r.o", target="aarch64", options=SelectorOptions(bench=True))


class _OneBadSchedule:
    """A chooser whose plan has a schedule that fails (7 rows do not divide 16) and one that works."""

    plan_text = "tensor(transform{rank=3 kind=reduction tile=7,64,16 vectorize=true},transform{rank=2 tile=1,8 vectorize=true})"

    def plan(self, text: str) -> Plan:
        return Plan.parse(self.plan_text)


def test_a_failing_schedule_falls_back_per_op_and_the_others_are_kept(tmp_path) -> None:
    r = build(EXAMPLES / "transformer.edge", tmp_path / "t.so", options=SelectorOptions(use_selector=True),
              chooser=_OneBadSchedule())
    ffn = next(k for k in r.kernels if k.kernel == "ffn")  # matmul (rank 3, 16 rows) + bias and GELU (rank 2)
    assert ffn.arm == "selector" and ffn.status == "fallback"
    assert ffn.plan == "tensor(transform{rank=2 tile=1,8 vectorize=true})"  # the working schedule is kept
    assert "per op: transform{rank=3 kind=reduction tile=7,64,16 vectorize=true} left on the default lowering" \
        in ffn.fallback_reason
    assert "transform-interpreter" in ffn.pipeline and r.output.stat().st_size > 0
