"""One briefly trained policy, exported and quantized once per session."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.policy._observations import random_observations, trained_policy


@pytest.fixture(scope="session")
def policy():
    return trained_policy(steps=300)


@pytest.fixture(scope="session")
def quant_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("quantize")


@pytest.fixture(scope="session")
def fp32_path(policy, quant_dir) -> Path:
    from mqss_edge.quantize import export_onnx

    path = quant_dir / "policy.onnx"
    export_onnx(policy, path, random_observations(np.random.default_rng(10), 3))
    return path


@pytest.fixture(scope="session")
def dynamic_path(fp32_path, quant_dir) -> Path:
    from mqss_edge.quantize import quantize_dynamic_int8

    path = quant_dir / "policy.int8.onnx"
    quantize_dynamic_int8(fp32_path, path)
    return path


@pytest.fixture(scope="session")
def qdq_path(fp32_path, quant_dir) -> Path:
    from mqss_edge.quantize import quantize_static_qdq

    rng = np.random.default_rng(11)
    path = quant_dir / "policy.qdq.onnx"
    quantize_static_qdq(fp32_path, path, [random_observations(rng, 16) for _ in range(16)])
    return path


@pytest.fixture(scope="session")
def held_out():
    """Observations never seen in training or calibration."""
    return random_observations(np.random.default_rng(12), 1000)
