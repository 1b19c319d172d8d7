"""The record every generator yields: one corpus module before it is written."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Spec:
    """One corpus module before it is written.

    Attributes:
        domain: ``vision`` | ``nlp`` | ``hpc``.
        family: the family (the unit of family baselines and family-out splits).
        name: unique within the domain; also the file stem.
        source: ``generator`` | ``torch-mlir`` | ``hand-written``.
        shape: the shape parameters the module was made from.
        text: the MLIR module.
        macs: multiply-accumulates (or comparable element operations), to keep runtimes in range.
    """

    domain: str
    family: str
    name: str
    source: str
    shape: dict[str, Any]
    text: str
    macs: int = 0
    notes: dict[str, Any] = field(default_factory=dict)
