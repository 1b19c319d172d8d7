"""mqss-opt against the real mlir-opt-22: pass-through byte for byte, selection equal to running mlir-opt-22
with the printed pipeline and library, fallback to the default lowering when the selected pipeline fails."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.sdk_integration.hook import library_name
from mqss_edge.sdk_integration.mqss_opt import split_args
from mqss_edge.sdk_integration.tinydsl import Dense
from mqss_edge.selector import Selector

MQSS_OPT = [sys.executable, "-m", "mqss_edge.sdk_integration.mqss_opt"]


def _run(cmd: list[str], stdin: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(cmd, input=stdin, capture_output=True, timeout=120, cwd=cwd)


def _decisions(stderr: bytes) -> dict[str, str]:
    out = {}
    for line in stderr.decode().splitlines():
        if line.startswith("mqss-opt: "):
            key, _, value = line[len("mqss-opt: "):].partition(" ")
            out[key] = value
    return out


@pytest.fixture(scope="module")
def module(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("m") / "dense.mlir"
    p.write_text(Dense(64, 128, 256).to_mlir())
    return p


@pytest.mark.parametrize("args", [
    ["{m}"],
    ["{m}", "--mlir-print-op-generic"],
    ["{m}", "--pass-pipeline=builtin.module(canonicalize,cse)", "-o", "{out}"],
    ["{m}", "--no-such-option"],
    ["{bad}"],
    ["{missing}"],
    ["-", "--canonicalize"],
])
def test_pass_through_is_mlir_opt_byte_for_byte(args, module, tmp_path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %x = arith.constant 1 : i32\n  return %y : i32\n}\n")
    results = []
    for which, prefix in (("mlir-opt", [toolchain().mlir_opt]), ("mqss-opt", MQSS_OPT)):
        out = tmp_path / f"{which}.out"
        argv = [a.format(m=module, bad=bad, missing=tmp_path / "none.mlir", out=out) for a in args]
        r = _run(prefix + argv, stdin=module.read_bytes() if "-" in args else None)
        results.append((r.returncode, r.stdout, r.stderr, out.read_bytes() if out.exists() else None))
    assert results[0] == results[1]
    assert results[0][0] != 0 or results[0][1] or results[0][3]  # each case does something observable


def test_select_equals_mlir_opt_with_the_printed_pipeline(module, tmp_path) -> None:
    r = _run(MQSS_OPT + ["--mqss-select", str(module), "-o", str(tmp_path / "sel.mlir"),
                         f"--mqss-workdir={tmp_path / 'libs'}"])
    assert r.returncode == 0, r.stderr
    d = _decisions(r.stderr)
    pick = Selector.load(warmup=False).select(module.read_text())
    assert d["plan"] == str(pick.plan) and "fallback" not in d
    assert pick.transform_script is not None  # this module gets a schedule: the library path is exercised
    lib = Path(d["library"])
    assert lib.read_text() == pick.transform_script and lib.name == library_name(pick.transform_script)
    assert d["pipeline"] == pick.full_pipeline.replace("transform-library-paths=transforms.mlir",
                                                       f"transform-library-paths={lib}")
    ref = _run([toolchain().mlir_opt, str(module), f"--pass-pipeline={d['pipeline']}", "-o", str(tmp_path / "ref.mlir")])
    assert ref.returncode == 0, ref.stderr
    assert (tmp_path / "sel.mlir").read_bytes() == (tmp_path / "ref.mlir").read_bytes()
    assert b"llvm.func @dense" in (tmp_path / "sel.mlir").read_bytes()


def test_select_through_a_running_server_matches(module, tmp_path) -> None:
    import time

    sock = tmp_path / "s.sock"
    srv = subprocess.Popen([sys.executable, "-m", "mqss_edge.cli", "serve", "--socket", str(sock)],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not sock.exists():
            assert srv.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        a = _run(MQSS_OPT + ["--mqss-select", f"--mqss-server={sock}", str(module), f"--mqss-workdir={tmp_path}"])
        b = _run(MQSS_OPT + ["--mqss-select", str(module), f"--mqss-workdir={tmp_path}"])
    finally:
        srv.terminate()
        srv.communicate(timeout=30)
    assert a.returncode == 0 and a.stdout == b.stdout and _decisions(a.stderr) == _decisions(b.stderr)
    gone = _run(MQSS_OPT + ["--mqss-select", f"--mqss-server={sock}", str(module), f"--mqss-workdir={tmp_path}"])
    assert gone.returncode == 0 and _decisions(gone.stderr)["fallback"].startswith("selection failed:")


def test_select_reads_stdin_and_writes_stdout(module, tmp_path) -> None:
    r = _run(MQSS_OPT + ["--mqss-select", f"--mqss-workdir={tmp_path}"], stdin=module.read_bytes())
    assert r.returncode == 0, r.stderr
    ref = _run([toolchain().mlir_opt, f"--pass-pipeline={_decisions(r.stderr)['pipeline']}", "-"],
               stdin=module.read_bytes())
    assert r.stdout == ref.stdout and r.stdout


def test_a_failing_selected_pipeline_falls_back_to_the_default_lowering(module, tmp_path) -> None:
    """7 does not divide M = 64: the tiling schedule fails in mlir-opt-22; the default lowering builds it."""
    r = _run(MQSS_OPT + [str(module), "--mqss-plan=tensor(transform{rank=3 kind=reduction tile=7,64,16 vectorize=true})",
                         f"--mqss-workdir={tmp_path}", "-o", str(tmp_path / "out.mlir")])
    assert r.returncode == 0, r.stderr
    d = _decisions(r.stderr)
    assert d["fallback"].startswith("selected pipeline failed (exit 1):") and "error" in d["fallback"]
    assert d["plan"] == "(default)" and d["library"] == "(none)"
    ref = _run([toolchain().mlir_opt, str(module), f"--pass-pipeline={d['pipeline']}"])
    assert (tmp_path / "out.mlir").read_bytes() == ref.stdout and b"llvm.func @dense" in ref.stdout


def test_a_folding_plan_compiles_the_folded_module(tmp_path) -> None:
    """mlir-opt has no mqss-fold-transposes: the drop-in folds the input, then runs the plan's pipeline on it
    (its group tags count the folded module's ops: on the input as written, the tagging would fail)."""
    from tests.compiler.test_fold import KERNEL

    src = tmp_path / "linear.mlir"
    src.write_text(KERNEL)
    plan = "tensor(mqss-fold-transposes,transform{group=0 rank=3 kind=reduction tile=8,8,8 vectorize=true})"
    r = _run(MQSS_OPT + [str(src), f"--mqss-plan={plan}", f"--mqss-workdir={tmp_path}", "-o", str(tmp_path / "o.mlir")])
    assert r.returncode == 0, r.stderr
    d = _decisions(r.stderr)
    assert "fallback" not in d and d["plan"] == plan
    out = (tmp_path / "o.mlir").read_text()
    assert "llvm.func @main" in out and "linalg" not in out


def test_a_module_mlir_opt_rejects_fails_as_mlir_opt_would(tmp_path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  return %y : i32\n}\n")
    r = _run(MQSS_OPT + ["--mqss-select", str(bad), f"--mqss-workdir={tmp_path}"])
    assert r.returncode == 1 and b"bad.mlir:2:" in r.stderr and b"Traceback" not in r.stderr


def test_pass_through_loads_nothing_heavy() -> None:
    """Pass-through is one exec after a bare interpreter start: neither numpy nor the selector is imported."""
    from mqss_edge.compiler.toolchain import MLIR_MAJOR
    from mqss_edge.sdk_integration import mqss_opt

    assert mqss_opt.MLIR_MAJOR == MLIR_MAJOR
    code = ("import sys; import mqss_edge.sdk_integration.mqss_opt as m; "
            "print(sorted(k for k in sys.modules if k.split('.')[0] in ('numpy', 'onnxruntime', 'torch') "
            "or k in ('mqss_edge.selector', 'mqss_edge.compiler')))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "[]", r.stdout + r.stderr


def test_split_args() -> None:
    inv = split_args(["in.mlir", "--mqss-select", "-o", "x", "--mqss-policy", "P", "--pass-pipeline", "p",
                      "--mlir-print-op-generic"])
    assert inv.select and inv.input == "in.mlir" and inv.own == {"mqss-policy": "P"}
    assert inv.passthrough == ("-o", "x", "--mlir-print-op-generic")
