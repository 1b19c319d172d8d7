"""Parametric generators: every family's shape sweep as kernel-ABI MLIR text.

Each generator module yields :class:`Spec` records; :func:`all_specs` is the whole generated part of
the corpus in a fixed order (the torch-mlir part comes from :mod:`mqss_edge.corpus.torch_import`).
"""

from __future__ import annotations

from collections.abc import Iterator

from mqss_edge.corpus.generators.spec import Spec

__all__ = ["Spec", "all_specs"]


def all_specs() -> Iterator[Spec]:
    """Every generated and hand-written module, in manifest order."""
    import mqss_edge.corpus.generators.nlp as nlp
    import mqss_edge.corpus.generators.polybench as polybench
    import mqss_edge.corpus.generators.vision as vision

    yield from vision.specs()
    yield from nlp.specs()
    yield from polybench.specs()
