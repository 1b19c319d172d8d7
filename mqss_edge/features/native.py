"""The reader's hot loops in C (`_native.c`), built at install when a C compiler exists.

The Python code of the reader is the reference: the C functions return what it does (tests compare them
on every corpus module) or None where the Python path should decide. ``MQSS_EDGE_PURE_PYTHON=1`` turns
the C part off. Every caller reads `ext` at call time, so tests can switch it off (``ext = None``).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

ext: ModuleType | None
if os.environ.get("MQSS_EDGE_PURE_PYTHON", "") not in ("", "0"):
    ext = None
else:
    try:
        ext = importlib.import_module("mqss_edge.features._native")
    except ImportError:
        ext = None


def native_path() -> str | None:
    """Where the reader's C extension was loaded from, or None when the pure-Python code runs (not built,
    or turned off with ``MQSS_EDGE_PURE_PYTHON=1``)."""
    return getattr(ext, "__file__", None) if ext is not None else None
