"""The policy artifact (signature.json): MLIR versions, a missing toolchain, TensorRT targets, real policy dirs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
import torch

from mqss_edge import Selector
from mqss_edge.actions import NUM_ACTIONS
from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.errors import PolicyError, VersionMismatch
from mqss_edge.features import NODE_FEATURES
from mqss_edge.policy.artifact import (
    MlirMatch,
    TensorRTTarget,
    check_mlir,
    check_tensorrt_target,
    default_policy_dir,
    load_artifact,
    read_signature,
    write_signature,
)
from mqss_edge.policy.network import PolicyNet


def _policy_dir(tmp_path: Path, mlir_version: str | None = None) -> Path:
    """A real fp32 policy directory, its signature optionally recording another MLIR version."""
    torch.manual_seed(0)
    d = tmp_path / "policy"
    d.mkdir()
    PolicyNet(node_features=NODE_FEATURES, num_actions=NUM_ACTIONS).save(d / "policy.pt")
    write_signature(d, model_file="policy.pt", backend="torch", precision="fp32", max_steps=3,
                    feature_level="context")
    if mlir_version is not None:
        sig = json.loads((d / "signature.json").read_text())
        sig["mlir_version"] = mlir_version
        (d / "signature.json").write_text(json.dumps(sig))
    return d


def _load_without_warnings(d: Path, **kwargs: object) -> Selector:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sel = Selector.load(d, warmup=False, **kwargs)  # type: ignore[arg-type]
    assert [str(w.message) for w in caught] == []
    return sel


def test_another_patch_release_loads_without_a_warning_and_is_recorded(tmp_path: Path) -> None:
    installed = toolchain().mlir_version
    other = "22.0.1" if installed != "22.0.1" else "22.0.2"  # a security update moved the installed patch
    sel = _load_without_warnings(_policy_dir(tmp_path, other))
    assert sel.mlir is not None
    assert (sel.mlir.trained, sel.mlir.installed, sel.mlir.match) == (other, installed, MlirMatch.SAME_MAJOR)
    assert sel.mlir.to_dict() == {"trained": other, "installed": installed, "match": "same-major"}


def test_the_same_version_is_recorded_as_same(tmp_path: Path) -> None:
    sel = _load_without_warnings(_policy_dir(tmp_path))
    assert sel.mlir is not None and sel.mlir.match is MlirMatch.SAME


@pytest.mark.parametrize("trained", ["21.1.8", "23.0.0"])
def test_another_major_is_refused_in_one_line_and_recorded_when_allowed(tmp_path: Path, trained: str) -> None:
    d = _policy_dir(tmp_path, trained)
    with pytest.raises(VersionMismatch, match=f"MLIR {trained}") as exc:
        Selector.load(d, warmup=False)
    assert isinstance(exc.value, PolicyError) and "\n" not in str(exc.value)
    sel = _load_without_warnings(d, allow_version_mismatch=True)
    assert sel.mlir is not None and sel.mlir.match is MlirMatch.OTHER_MAJOR_ALLOWED
    assert sel.mlir.trained == trained


def test_unreadable_or_missing_mlir_version_is_refused() -> None:
    with pytest.raises(VersionMismatch, match="not recorded"):
        check_mlir({}, "22.1.8")
    with pytest.raises(VersionMismatch, match="MLIR garbage"):
        check_mlir({"mlir_version": "garbage"}, "22.1.8")
    assert check_mlir({"mlir_version": "22.1.8"}, "22.1.8").match is MlirMatch.SAME
    assert check_mlir({"mlir_version": "22.1.9"}, "22.1.8").match is MlirMatch.SAME_MAJOR


_LOAD_WITHOUT_TOOLCHAIN = """
import sys
from mqss_edge import Selector
from mqss_edge.errors import ToolchainError
try:
    Selector.load(warmup=False)
except ToolchainError as exc:
    print(exc)
    sys.exit(3)
print("loaded")
"""


def test_loading_without_a_toolchain_fails_clearly(tmp_path: Path) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()  # PATH holds nothing: no mlir-opt-22, no clang-22
    env = {**os.environ, "PATH": str(empty)}
    r = subprocess.run([sys.executable, "-c", _LOAD_WITHOUT_TOOLCHAIN], env=env, capture_output=True, text=True,
                       timeout=120, check=False)
    assert r.returncode == 3, (r.returncode, r.stdout, r.stderr)
    assert "mlir-opt" in r.stdout and "make setup" in r.stdout, r.stdout


def test_the_committed_policies_are_valid_artifacts() -> None:
    for precision in ("fp32", "int8"):
        art = load_artifact(default_policy_dir(precision))
        assert art.model_path.is_file() and art.mlir.match in (MlirMatch.SAME, MlirMatch.SAME_MAJOR)
        assert art.backend == {"fp32": "torch", "int8": "onnx"}[precision]


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    d = _policy_dir(tmp_path)
    sig = json.loads((d / "signature.json").read_text())
    sig["schema_version"] = 99
    (d / "signature.json").write_text(json.dumps(sig))
    with pytest.raises(PolicyError, match="schema 99 is newer"):
        read_signature(d)


# ---- TensorRT targets: pure logic, runs without a GPU -------------------------------------------------

_BUILT = TensorRTTarget(version="10.13.3.9", compute_capability="8.7", device_name="Orin")


def test_a_plan_for_this_tensorrt_and_gpu_is_accepted() -> None:
    check_tensorrt_target(_BUILT, "10.13.3.9", (8, 7))
    check_tensorrt_target(_BUILT, "10.13.3.9", "8.7")


@pytest.mark.parametrize(("version", "capability", "says"), [
    ("10.13.2.6", (8, 7), "built with TensorRT 10.13.3.9, this machine has TensorRT 10.13.2.6"),
    ("11.0.0.1", (8, 7), "built with TensorRT 10.13.3.9"),
    ("10.13.3.9", (9, 0), r"compute capability 8.7 \(Orin\), this GPU has 9.0"),
    ("10.13.3.9", (8, 6), "this GPU has 8.6"),
])
def test_a_plan_from_another_tensorrt_or_gpu_is_refused(version: str, capability: tuple[int, int],
                                                       says: str) -> None:
    with pytest.raises(PolicyError, match=says) as exc:
        check_tensorrt_target(_BUILT, version, capability)
    assert "\n" not in str(exc.value)


def test_tensorrt_signature_records_the_target_and_a_policy_without_it_is_refused(tmp_path: Path) -> None:
    d = tmp_path / "trt"
    d.mkdir()
    (d / "policy.plan").write_bytes(b"not a real plan: refused before anything deserializes it")
    with pytest.raises(ValueError, match="TensorRT version and compute capability"):
        write_signature(d, model_file="policy.plan", backend="tensorrt", precision="int8", max_steps=4,
                        feature_level="context")
    sig = write_signature(d, model_file="policy.plan", backend="tensorrt", precision="int8", max_steps=4,
                          feature_level="context", tensorrt=_BUILT)
    assert TensorRTTarget.from_signature(read_signature(d)) == _BUILT
    assert sig["tensorrt"] == {"version": "10.13.3.9", "compute_capability": "8.7", "device_name": "Orin"}
    del sig["tensorrt"]  # a plan from before the target was recorded
    (d / "signature.json").write_text(json.dumps(sig))
    with pytest.raises(PolicyError, match="does not record the TensorRT version"):
        Selector.load(d, warmup=False)
