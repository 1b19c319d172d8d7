"""Adapters for vendor DSL compilers that call mqss-edge to choose MLIR pass pipelines.

``PipelineHook`` is the stable surface: a compiler hands it MLIR text and gets back the exact
``mlir-opt`` invocation (pipeline text + transform library file), or a compiled object with fallback.
``tinydsl`` is a one-op example; ``edgelang`` a multi-kernel DSL compiler with rollout and metrics;
``mqss_opt`` a drop-in for mlir-opt-22; ``server`` and ``c/`` the selection server and its C client.
Names are imported lazily, so ``mqss-opt``'s pass-through starts without loading the selector.
"""

from __future__ import annotations

from typing import Any

__all__ = ["HookReport", "PipelineChoice", "PipelineHook"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from mqss_edge.sdk_integration import hook

        return getattr(hook, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
