"""The checked-in corpus: manifest entries, URIs, loading, and the byte-for-byte rebuild.

Layout under ``mqss_edge/data/corpus/``::

    manifest.json                 schema_version, modules (one entry each), dropped (what was left out, why)
    splits.json                   train / holdout / family-out (see :mod:`mqss_edge.corpus.splits`)
    <domain>/<family>/<name>.mlir the modules

Modules are addressed as ``benchmark://<domain>-v1/<name>``.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from mqss_edge.errors import MqssError

SCHEMA_VERSION = 1
DATASET_VERSION = 1
CORPUS_DIR = Path(__file__).resolve().parent.parent / "data" / "corpus"

class CorpusError(MqssError):
    """The corpus or its manifest is missing, stale, or inconsistent."""


def uri(domain: str, name: str) -> str:
    """``benchmark://<domain>-v1/<name>``."""
    return f"benchmark://{domain}-v{DATASET_VERSION}/{name}"


@dataclass(frozen=True)
class Entry:
    """One module of the corpus as the manifest records it.

    Attributes:
        uri: ``benchmark://<domain>-v1/<name>``.
        name: unique name (the file stem).
        path: the module file, relative to the corpus directory.
        domain: ``vision`` | ``nlp`` | ``hpc``.
        family: the family (unit of family baselines and of the family-out split).
        source: ``generator`` | ``torch-mlir`` | ``hand-written``.
        shape: the shape parameters the module was made from.
        op_counts: occurrences of each op name in the text (``linalg.matmul``: 1, ...).
        lines: lines of text.
        sha256: hash of the module text.
        notes: provenance (the layer it comes from, conversions applied).
    """

    uri: str
    name: str
    path: str
    domain: str
    family: str
    source: str
    shape: dict[str, Any]
    op_counts: dict[str, int]
    lines: int
    sha256: str
    notes: dict[str, Any] = field(default_factory=dict)

    def text(self, root: Path | None = None) -> str:
        """The module's MLIR text."""
        return ((root or CORPUS_DIR) / self.path).read_text()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Entry:
        return Entry(**{k: d[k] for k in Entry.__dataclass_fields__ if k in d})


def op_counts(text: str) -> dict[str, int]:
    """How many ops of each name a module holds, as the reader reads it (ops elided in custom form and the
    enclosing ``builtin.module`` not counted), sorted by name.

    Raises:
        ParseError: the text is not readable MLIR.
    """
    from mqss_edge.features import parse

    ops = (op.name for op in parse(text).ops if not op.implicit and op.name != "builtin.module")
    return dict(sorted(Counter(ops).items()))


def make_entry(domain: str, family: str, name: str, source: str, shape: dict[str, Any], text: str,
               notes: dict[str, Any] | None = None) -> Entry:
    return Entry(uri=uri(domain, name), name=name, path=f"{domain}/{family}/{name}.mlir", domain=domain,
                 family=family, source=source, shape=dict(shape), op_counts=op_counts(text),
                 lines=text.count("\n"), sha256=hashlib.sha256(text.encode()).hexdigest(), notes=dict(notes or {}))


def dumps(obj: Any) -> str:
    """The one JSON spelling of corpus files (stable for byte-for-byte rebuilds)."""
    return json.dumps(obj, indent=1, sort_keys=True) + "\n"


def write_corpus(out: Path, mods: list[tuple[Entry, str]], drops: list[dict[str, Any]],
                 splits: dict[str, Any]) -> tuple[list[Entry], list[str], list[str]]:
    """Write a corpus directory: every module file, ``manifest.json``, ``splits.json``; delete module files
    no entry names. Files whose content is unchanged are not rewritten.

    Returns:
        ``(entries, written, removed)``: the manifest's entries, the files written (relative to ``out``), the
        stale module files deleted.

    Raises:
        CorpusError: two modules share a name.
    """
    names = [e.name for e, _ in mods]
    if len(set(names)) != len(names):
        raise CorpusError(f"duplicate module names: {', '.join(sorted({n for n in names if names.count(n) > 1}))}")
    written: list[str] = []

    def write(path: Path, text: str) -> None:
        if path.exists() and path.read_text() == text:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(str(path.relative_to(out)))

    for e, text in mods:
        write(out / e.path, text)
    entries = [e for e, _ in mods]
    write(out / "manifest.json", dumps({"schema_version": SCHEMA_VERSION, "modules": [e.to_dict() for e in entries],
                                        "dropped": drops}))
    write(out / "splits.json", dumps(splits))
    keep = {e.path for e in entries}
    removed = []
    for p in sorted(out.rglob("*.mlir")):
        rel = str(p.relative_to(out))
        if rel not in keep:
            p.unlink()
            removed.append(rel)
    return entries, written, removed


@lru_cache(maxsize=4)
def _load(path: Path) -> tuple[tuple[Entry, ...], tuple[dict[str, Any], ...]]:
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise CorpusError(f"{path}: no corpus manifest (run `mqss-edge corpus build`)") from None
    if int(data.get("schema_version", 0)) > SCHEMA_VERSION:
        raise CorpusError(f"{path}: written by a newer mqss-edge (schema {data['schema_version']})")
    return tuple(Entry.from_dict(d) for d in data["modules"]), tuple(data.get("dropped", []))


def load_manifest(path: str | Path | None = None) -> list[Entry]:
    """Every module of the corpus, in manifest order.

    Raises:
        CorpusError: the manifest is missing or from a newer schema.
    """
    return list(_load(Path(path) if path else CORPUS_DIR / "manifest.json")[0])


def dropped(path: str | Path | None = None) -> list[dict[str, Any]]:
    """Modules considered and left out, each with ``name``, ``family``, ``source`` and ``reason``."""
    return [dict(d) for d in _load(Path(path) if path else CORPUS_DIR / "manifest.json")[1]]


def by_uri(path: str | Path | None = None) -> dict[str, Entry]:
    return {e.uri: e for e in load_manifest(path)}
