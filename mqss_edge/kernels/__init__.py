"""Kernels shipped with the package: the demo's, the selector's warm-up and the tests' small examples."""

from __future__ import annotations

from importlib import resources


def bundled_kernel(name: str) -> str:
    """The text of a kernel shipped in ``mqss_edge/kernels`` (e.g. ``matmul_256.mlir``)."""
    return resources.files("mqss_edge.kernels").joinpath(name).read_text()
