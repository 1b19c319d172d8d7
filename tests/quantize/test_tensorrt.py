from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import numpy as np
import pytest

from mqss_edge.errors import ToolchainError
from mqss_edge.quantize import OrtRuntime, TensorRTRuntime, build_int8_engine, measure_agreement
from tests.policy._observations import random_observation

HAVE_TENSORRT = importlib.util.find_spec("tensorrt") is not None


def _have_gpu() -> bool:
    if not HAVE_TENSORRT:
        return False
    import torch

    return torch.cuda.is_available()


needs_tensorrt = pytest.mark.skipif(not _have_gpu(), reason="needs the tensorrt package and a CUDA GPU")


@pytest.fixture(scope="module")
def plan(qdq_path, quant_dir):
    return build_int8_engine(qdq_path, quant_dir / "policy.plan", min_nodes=1, opt_nodes=64, max_nodes=256)


@pytest.mark.tensorrt
@needs_tensorrt
def test_engine_agrees_with_fp32(plan, fp32_path, held_out):
    assert plan.plan_path.stat().st_size == plan.plan_bytes > 0
    runtime = TensorRTRuntime(plan.plan_path)

    class _Session:  # the run(None, feed) shape measure_agreement expects
        def run(self, _names, feed):
            out = runtime.run(feed)
            return [out["logits"], out["value"]]

    stats = measure_agreement(OrtRuntime(fp32_path).session, _Session(), held_out[:300])
    assert stats["top1_agreement"] >= 0.97, stats
    assert stats["top1_agreement_within_tol"] >= 0.99, stats


@pytest.mark.tensorrt
@needs_tensorrt
def test_engine_handles_every_node_count_in_its_profile(plan):
    runtime = TensorRTRuntime(plan.plan_path)
    rng = np.random.default_rng(0)
    for nodes in (0, 1, 17, 64, 256):
        obs = random_observation(rng, nodes)
        logits = runtime.logits(obs)
        assert logits.shape == (40,) and obs["mask"][int(np.argmax(logits))]
    with pytest.raises(ValueError, match="at most 256"):
        runtime.logits(random_observation(rng, 257))


@pytest.mark.tensorrt
@needs_tensorrt
def test_plan_records_its_target_and_another_one_is_refused_before_loading(plan):
    import tensorrt
    import torch

    from mqss_edge.errors import PolicyError
    from mqss_edge.policy.artifact import TensorRTTarget

    cc = torch.cuda.get_device_capability(0)
    assert plan.target.version == tensorrt.__version__ and plan.target.compute_capability == f"{cc[0]}.{cc[1]}"
    TensorRTRuntime(plan.plan_path, target=plan.target)
    for other in (TensorRTTarget("0.0.0", plan.target.compute_capability), TensorRTTarget(plan.target.version, "1.0")):
        with pytest.raises(PolicyError, match="plans load only on"):
            TensorRTRuntime(plan.plan_path, target=other)
    with pytest.raises(ToolchainError, match="no CUDA device"):
        TensorRTRuntime(plan.plan_path, device=torch.cuda.device_count())


@pytest.mark.tensorrt
@needs_tensorrt
def test_a_shape_the_engine_refuses_is_an_error(plan):
    from mqss_edge.errors import PolicyError
    from mqss_edge.policy import collate_arrays

    runtime = TensorRTRuntime(plan.plan_path)
    feed = collate_arrays([random_observation(np.random.default_rng(1), 17)], min_nodes=runtime.min_nodes)
    feed["node_x"] = np.zeros((*feed["node_x"].shape[:2], feed["node_x"].shape[2] + 1), np.float32)  # wrong width
    with pytest.raises(PolicyError, match="refused shape"):
        runtime.run(feed)


@pytest.mark.skipif(HAVE_TENSORRT, reason="checks the error raised when tensorrt is missing")
def test_missing_tensorrt_is_a_clear_error(tmp_path):
    with pytest.raises(ToolchainError, match="TensorRT is not installed"):
        TensorRTRuntime(tmp_path / "missing.plan")
    with pytest.raises(ToolchainError, match="TensorRT is not installed"):
        build_int8_engine(tmp_path / "missing.onnx", tmp_path / "missing.plan")


@pytest.mark.skipif(_have_gpu(), reason="checks the skip path of the GPU benchmark")
def test_benchmark_script_checks_the_shipped_policy_and_skips_cleanly_without_a_gpu(repo_root):
    from mqss_edge.policy.artifact import default_policy_dir

    out = subprocess.run(
        [sys.executable, str(repo_root / "benchmarks" / "tensorrt_check.py")],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["schema_version"] == 2 and result["skipped"]
    # by default the committed policies, validated (checksums) even where the engine cannot be built
    for key, sha_key, precision in (("policy", "policy_sha256", "fp32"), ("ort_int8_policy", "ort_int8_sha256", "int8")):
        d = default_policy_dir(precision)
        assert result[key] == str(d)
        assert result[sha_key] == json.loads((d / "signature.json").read_text())["model_sha256"]
