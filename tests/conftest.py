"""Shared fixtures: a per-session result store and engine on the real toolchain."""

from __future__ import annotations

from pathlib import Path

import pytest

from mqss_edge.kernels import bundled_kernel


@pytest.fixture(scope="session")
def session_store(tmp_path_factory: pytest.TempPathFactory):
    from mqss_edge.store import Store

    return Store(tmp_path_factory.mktemp("store") / "results.sqlite")


@pytest.fixture(scope="session")
def engine(session_store):
    from mqss_edge.engine import Engine

    e = Engine(session_store)
    yield e
    e.close()


@pytest.fixture(scope="session")
def softmax_text() -> str:
    return bundled_kernel("softmax_256x1024.mlir")


@pytest.fixture(scope="session")
def matmul_text() -> str:
    return bundled_kernel("matmul_256.mlir")


def small_matmul(m: int = 64, n: int = 64, k: int = 64) -> str:
    return f"""
func.func @mm(%A: memref<{m}x{k}xf32>, %B: memref<{k}x{n}xf32>, %C: memref<{m}x{n}xf32>) attributes {{llvm.emit_c_interface}} {{
  %a = bufferization.to_tensor %A restrict : memref<{m}x{k}xf32> to tensor<{m}x{k}xf32>
  %b = bufferization.to_tensor %B restrict : memref<{k}x{n}xf32> to tensor<{k}x{n}xf32>
  %c = bufferization.to_tensor %C restrict : memref<{m}x{n}xf32> to tensor<{m}x{n}xf32>
  %r = linalg.matmul ins(%a, %b : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%c : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  bufferization.materialize_in_destination %r in restrict writable %C : (tensor<{m}x{n}xf32>, memref<{m}x{n}xf32>) -> ()
  return
}}
"""


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def tiny_workloads(engine):
    """Three matmul shapes (one awkward: M = 49, one GEMV) with their default-pipeline metrics as baseline."""
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.env.pipeline_env import Workload
    from mqss_edge.env.reward import Metrics
    from mqss_edge.pipeline import Plan

    out = []
    for name, (m, n, k) in {"mm64": (64, 64, 64), "mm49": (49, 64, 128), "gemv": (1, 256, 256)}.items():
        text = small_matmul(m, n, k)
        # the baseline every reward is relative to: medians of 3 processes (one process of a ~20 us kernel can
        # read 2.5x off on a loaded machine, and that lifts every unscheduled candidate's reward with it)
        ev = engine.evaluate(text, Plan(), measure=MeasureConfig(warmup=2, repeat=5, processes=3, pin=None))
        out.append(Workload(f"test://{name}", text, "matmul",
                            Metrics(ev.compile_ms["total"], ev.runtime_ms(), float(ev.text_bytes))))
    return out


from tests.device.conftest import (  # noqa: E402,F401  (loopback device fixtures for every test package)
    adb_device, adb_peer, adb_server, c_program, ssh_device, sshd)
