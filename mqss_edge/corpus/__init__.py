"""The corpus: kernel-ABI MLIR modules in three domains, their manifest, fixed splits, and baselines.

Public API::

    load_manifest() -> list[Entry]          every module (Entry.text() reads it)
    split(name) -> list[Entry]              train | holdout | family-out | all
    family_baseline(family) -> Plan         the hand-tuned pipeline of a family
    guess_family(text) -> str | None        the family of an unseen module (its nearest corpus module)
    expert_plan(entry) -> Plan              family baseline + shape rules
    load_baselines(path) -> dict            benchmarks/baseline.json as stored
    build_corpus(out) -> BuildReport        regenerate the corpus byte for byte
    load_models() / models_split(name)      the real-model corpus (data/models, benchmark://models-v1/...)
"""

from __future__ import annotations

from typing import Any

from mqss_edge.corpus.baselines import FAMILY_BASELINES, expert_choice, expert_plan, family_baseline, load_baselines
from mqss_edge.corpus.family import guess_family
from mqss_edge.corpus.manifest import CORPUS_DIR, CorpusError, Entry, by_uri, dropped, load_manifest, uri
from mqss_edge.corpus.splits import FAMILY_OUT, load_splits, round_robin_by_family, split
from mqss_edge.corpus.zoo import MODELS_DIR, ModelEntry, load_model_splits, load_models, models_dropped, models_split

__all__ = [
    "CORPUS_DIR", "FAMILY_BASELINES", "MODELS_DIR", "CorpusError", "Entry", "FAMILY_OUT", "ModelEntry", "build_corpus",
    "by_uri", "dropped", "expert_choice", "expert_plan", "families", "family_baseline", "guess_family",
    "load_baselines", "load_manifest", "load_model_splits", "load_models", "load_splits", "models_dropped",
    "models_split", "round_robin_by_family", "split", "uri",
]


def families() -> list[str]:
    """Family names in manifest order."""
    seen: dict[str, None] = {}
    for e in load_manifest():
        seen.setdefault(e.family, None)
    return list(seen)


def build_corpus(*args: Any, **kwargs: Any) -> Any:
    """Regenerate the corpus (see :func:`mqss_edge.corpus.build.build_corpus`)."""
    from mqss_edge.corpus.build import build_corpus as _build

    return _build(*args, **kwargs)
