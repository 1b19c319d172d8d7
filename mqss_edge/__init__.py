"""mqss-edge: learned MLIR pass-pipeline selection for edge chips.

Public names are imported lazily so ``import mqss_edge`` (and ``mqss-edge --help``) stays instant.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

_LAZY = {
    "Selector": "mqss_edge.selector",
    "Pass": "mqss_edge.pipeline",
    "Pipeline": "mqss_edge.pipeline",
    "Plan": "mqss_edge.pipeline",
    "Stage": "mqss_edge.pipeline",
    "Engine": "mqss_edge.engine",
    "MeasureConfig": "mqss_edge.engine",
    "Evaluation": "mqss_edge.engine",
    "Status": "mqss_edge.compiler.driver",
    "Target": "mqss_edge.compiler.driver",
    "Store": "mqss_edge.store",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'mqss_edge' has no attribute {name!r}")
