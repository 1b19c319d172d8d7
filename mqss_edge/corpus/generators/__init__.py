"""Parametric generators: every family's shape sweep as kernel-ABI MLIR text.

Each generator module yields :class:`Spec` records; :func:`all_specs` is the whole generated part of
the corpus in a fixed order (the torch-mlir part comes from :mod:`mqss_edge.corpus.torch_import`).
"""

from __future__ import annotations

from collections.abc import Iterator
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


def all_specs() -> Iterator[Spec]:
    """Every generated and hand-written module, in manifest order."""
    from mqss_edge.corpus.generators import nlp, polybench, vision

    yield from vision.specs()
    yield from nlp.specs()
    yield from polybench.specs()
