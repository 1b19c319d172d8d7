"""The family of a module the corpus has never seen: the family of its most similar corpus module.

A family is a property of a module (which hand-tuned baseline fits it), so it lives with the corpus
that defines the families; the selector's fallback and ``bench`` both ask it for modules without a
corpus label (vendor modules, ``--module`` files).
"""

from __future__ import annotations

import threading

import numpy as np

from mqss_edge.corpus.manifest import load_manifest

_FAMILY_INDEX: tuple[np.ndarray, list[str]] | None = None
_FAMILY_LOCK = threading.Lock()


def guess_family(module_text: str) -> str | None:
    """The family of the most similar corpus module (cosine similarity of the static features).

    Vendor modules carry no family label; the fallback needs one to pick a hand-tuned baseline.

    Returns:
        A corpus family name, or ``None`` when the corpus has no modules.

    Raises:
        CorpusError: there is no corpus manifest.
        ParseError: the module is not readable MLIR.
    """
    from mqss_edge.features import parse, static_features

    global _FAMILY_INDEX
    with _FAMILY_LOCK:
        if _FAMILY_INDEX is None:
            entries = load_manifest()
            if not entries:
                return None
            mat = np.stack([static_features(parse(e.text())) for e in entries]).astype(np.float64)
            mat /= np.linalg.norm(mat, axis=1, keepdims=True) + 1e-12
            _FAMILY_INDEX = (mat, [e.family for e in entries])
    mat, fams = _FAMILY_INDEX
    v = static_features(parse(module_text)).astype(np.float64)
    v /= np.linalg.norm(v) + 1e-12
    return fams[int(np.argmax(mat @ v))]
