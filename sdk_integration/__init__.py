"""Adapters for vendor DSL compilers that call mqss-edge to choose MLIR pass pipelines.

``PipelineHook`` is the stable surface: a compiler hands it MLIR text and gets back the exact
``mlir-opt`` invocation (pipeline text + transform library file), or a compiled object with fallback.
``tinydsl`` is a worked example: a small tensor-expression DSL that emits kernel-ABI MLIR.
"""

from mqss_edge.sdk_integration.hook import HookReport, PipelineChoice, PipelineHook

__all__ = ["HookReport", "PipelineChoice", "PipelineHook"]
