"""Fixed, stored splits of the corpus.

* ``family-out``: every module of the withheld families (one per domain), to test generalization to
  kinds of kernels never seen in training.
* ``holdout``: from each remaining family, the ``ceil(15 %)`` of modules whose URI hashes lowest
  (stratified by family; at least one per family).
* ``train``: everything else. Training on ``train`` leaves both test sets unseen.
* ``all``: the whole corpus.

The choice depends only on URIs (SHA-256), so rebuilding the corpus gives the same splits.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from mqss_edge.corpus.manifest import CORPUS_DIR, CorpusError, Entry, load_manifest

SPLITS_SCHEMA = 1
# One family per domain, each with near relatives left in training (pointwise/depthwise convs for
# MobileNetV2 blocks, matmul + elementwise for RNN cells, linalg element-wise generics for stencils).
FAMILY_OUT = ("mobilenetv2", "rnn-cell", "polybench-stencil")
HOLDOUT_FRACTION = 0.15
NAMES = ("train", "holdout", "family-out", "all")


def _key(u: str) -> str:
    return hashlib.sha256(u.encode()).hexdigest()


def make_splits(entries: list[Entry], family_out: tuple[str, ...] = FAMILY_OUT,
                fraction: float = HOLDOUT_FRACTION) -> dict[str, Any]:
    """The splits document for ``entries`` (what ``splits.json`` holds)."""
    fam_out = [e.uri for e in entries if e.family in family_out]
    holdout: list[str] = []
    families = sorted({e.family for e in entries if e.family not in family_out})
    for fam in families:
        members = sorted((e.uri for e in entries if e.family == fam), key=_key)
        holdout.extend(members[:max(1, math.ceil(fraction * len(members)))])
    hold = set(holdout)
    out = set(fam_out)
    train = [e.uri for e in entries if e.uri not in hold and e.uri not in out]
    order = {e.uri: i for i, e in enumerate(entries)}
    return {
        "schema_version": SPLITS_SCHEMA,
        "rule": f"family-out = families {list(family_out)}; holdout = per remaining family the ceil({fraction}) "
                "of modules with the lowest sha256(uri); train = the rest",
        "family_out_families": list(family_out),
        "train": train,
        "holdout": sorted(holdout, key=order.__getitem__),
        "family-out": fam_out,
    }


def load_splits(path: str | Path | None = None) -> dict[str, Any]:
    p = Path(path) if path else CORPUS_DIR / "splits.json"
    try:
        return json.loads(p.read_text())
    except FileNotFoundError:
        raise CorpusError(f"{p}: no splits file (run `mqss-edge corpus build`)") from None


def split(name: str, manifest: str | Path | None = None, splits: str | Path | None = None) -> list[Entry]:
    """The entries of a stored split, in manifest order.

    Args:
        name: ``train`` | ``holdout`` | ``family-out`` | ``all``.

    Raises:
        CorpusError: unknown split name, or a split naming a module the manifest lacks.
    """
    entries = load_manifest(manifest)
    if name == "all":
        return entries
    if name not in NAMES:
        raise CorpusError(f"unknown split '{name}' (choose from {', '.join(NAMES)})")
    wanted = set(load_splits(splits)[name])
    chosen = [e for e in entries if e.uri in wanted]
    if len(chosen) != len(wanted):
        raise CorpusError(f"split '{name}' names modules the manifest lacks: rebuild the corpus")
    return chosen


_T = TypeVar("_T")


def round_robin_by_family(items: Sequence[_T], n: int) -> list[_T]:
    """Up to ``n`` items (anything with a ``family``) taken one per family in turn, families in order of
    first appearance and items in their given order: a subset that covers every family it can."""
    by_family: dict[str, list[_T]] = {}
    for item in items:
        by_family.setdefault(item.family, []).append(item)  # type: ignore[attr-defined]
    queues = list(by_family.values())
    picked: list[_T] = []
    while len(picked) < n and any(queues):
        for q in queues:
            if q and len(picked) < n:
                picked.append(q.pop(0))
    return picked
