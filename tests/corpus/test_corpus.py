"""The checked-in corpus: manifest consistency, splits, byte-for-byte generation, and (slow) every module
compiling with the reference and default pipelines and passing the numeric check."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from mqss_edge.corpus import CORPUS_DIR, FAMILY_OUT, load_manifest, load_splits, split
from mqss_edge.corpus.manifest import make_entry, op_counts

URI = re.compile(r"^benchmark://(vision|nlp|hpc)-v1/[\w.-]+$")


@pytest.fixture(scope="module")
def entries():
    return load_manifest()


def test_manifest_covers_three_domains_and_enough_families(entries) -> None:
    assert len(entries) >= 400
    assert {e.domain for e in entries} == {"vision", "nlp", "hpc"}
    fams = Counter(e.family for e in entries)
    assert len(fams) >= 10
    assert {e.source for e in entries} == {"generator", "torch-mlir", "hand-written"}
    polybench = {e.shape["kernel"] for e in entries if e.family.startswith("polybench")}
    assert len(polybench) >= 15
    for k in polybench:  # two or more dataset sizes per PolyBench kernel
        assert sum(1 for e in entries if e.shape.get("kernel") == k) >= 2


def test_every_entry_matches_its_file(entries) -> None:
    uris = set()
    for e in entries:
        assert URI.match(e.uri), e.uri
        assert e.uri not in uris
        uris.add(e.uri)
        text = e.text()
        assert hashlib.sha256(text.encode()).hexdigest() == e.sha256, e.path
        assert e.lines == text.count("\n") and e.op_counts == op_counts(text)
        assert "llvm.emit_c_interface" in text
    on_disk = {str(p.relative_to(CORPUS_DIR)) for p in CORPUS_DIR.rglob("*.mlir")}
    assert on_disk == {e.path for e in entries}


def test_generators_reproduce_the_checked_in_files(entries) -> None:
    from mqss_edge.corpus.generators import all_specs

    by_name = {e.name: e for e in entries}
    n = 0
    for sp in all_specs():
        e = by_name[sp.name]
        assert make_entry(sp.domain, sp.family, sp.name, sp.source, sp.shape, sp.text, e.notes) == e
        n += 1
    assert n == sum(1 for e in entries if e.source != "torch-mlir")


def test_splits_are_disjoint_stratified_and_stored(entries) -> None:
    train, hold, out = split("train"), split("holdout"), split("family-out")
    t, h, o = ({e.uri for e in s} for s in (train, hold, out))
    assert not (t & h) and not (t & o) and not (h & o)
    assert len(t | h | o) == len(entries) == len(split("all"))
    assert len(hold) >= 50
    assert {e.family for e in out} == set(FAMILY_OUT)
    assert not {e.family for e in train} & set(FAMILY_OUT)
    in_dist = {e.family for e in entries} - set(FAMILY_OUT)
    assert {e.family for e in hold} == in_dist  # every in-distribution family is represented
    from mqss_edge.corpus.splits import make_splits

    assert make_splits(entries) == load_splits()


def test_corpus_list_cli_json() -> None:
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "corpus", "list", "--split", "holdout", "--json"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == len(split("holdout")) and set(rows[0]) >= {"uri", "family", "shape", "sha256"}


def test_corpus_build_cli_is_byte_for_byte(tmp_path: Path) -> None:
    """A build into a copy of the corpus rewrites nothing (torch-mlir modules kept when it is absent)."""
    import shutil

    out = tmp_path / "corpus"
    shutil.copytree(CORPUS_DIR, out)
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "corpus", "build", "--out", str(out), "--no-torch"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "0 files written, 0 removed" in r.stdout


def _default_ok(args: tuple[str, str, str]) -> tuple[str, str, str]:
    uri, text, store = args
    from mqss_edge.engine import Engine
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store

    engine = Engine(Store(store))
    try:
        ev = engine.evaluate(text, Plan())  # builds and stores the reference (clang -O0) first
        return uri, ev.status.value, ev.message[:300]
    except Exception as exc:  # a reference build failure is reported per module, not as a crash of the pool
        return uri, "error", f"{type(exc).__name__}: {str(exc)[:300]}"
    finally:
        engine.close()


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_every_module_compiles_and_checks(entries, tmp_path_factory) -> None:
    """Reference and default pipelines build every module; the default's outputs match the reference's."""
    store = str(tmp_path_factory.mktemp("corpus-store") / "results.sqlite")
    jobs = [(e.uri, e.text(), store) for e in entries]
    with ProcessPoolExecutor(2) as pool:
        bad = [r for r in pool.map(_default_ok, jobs) if r[1] != "ok"]
    assert not bad, bad[:10]
