"""Generated training modules: reproducible, never a corpus module, real kernels the engine checks."""

from __future__ import annotations

import pytest

from mqss_edge import corpus
from mqss_edge.corpus.augment import FAMILIES, URI_PREFIX, augmented
from mqss_edge.corpus.manifest import load_manifest
from mqss_edge.engine import MeasureConfig
from mqss_edge.features import parse
from mqss_edge.features.vector import semantics
from mqss_edge.pipeline import Plan


@pytest.fixture(scope="module")
def modules():
    return augmented(3, seed=0)


def test_same_seed_same_modules_other_seed_other_shapes(modules) -> None:
    again = augmented(3, seed=0)
    assert [(e.uri, e.text()) for e in again] == [(e.uri, e.text()) for e in modules]
    other = augmented(3, seed=1)
    assert {e.name for e in other} != {e.name for e in modules}
    # one random stream per family: asking for fewer families changes none of the others' draws
    only = augmented(3, seed=0, families=("matmul",))
    assert [e.uri for e in only] == [e.uri for e in modules if e.family == "matmul"]


def test_no_generated_module_is_a_corpus_module_and_work_stays_in_range(modules) -> None:
    manifest = load_manifest()
    names = {e.name for e in manifest}
    assert len(modules) == 3 * len(FAMILIES)
    assert {e.family for e in modules} == set(FAMILIES)
    for e in modules:
        assert e.uri.startswith(URI_PREFIX) and e.name not in names
        work = [m.notes["work"] for m in manifest if m.family == e.family and m.notes.get("work")]
        assert min(work) <= e.notes["work"] <= max(work), e.name
    assert len({e.uri for e in modules}) == len(modules)


def test_generated_gemm_reads_with_its_shape(modules) -> None:
    mm = next(e for e in modules if e.family == "matmul")
    s = semantics(parse(mm.text()))
    m, k, n = mm.shape["M"], mm.shape["K"], mm.shape["N"]
    assert s["linalg_ops"] >= 1 and s["dominant_op"] == "linalg.matmul"
    assert s["dominant_flops"] == 2 * m * n * k
    # the expert rules read the generated shape like a corpus module's
    assert "transform" in str(corpus.expert_plan(mm)) or m == 1


def test_generated_modules_compile_run_and_match_the_reference(modules, engine) -> None:
    measure = MeasureConfig(warmup=1, repeat=2, processes=1, pin=None)
    for fam in ("batch-matmul", "depthwise-conv"):
        e = next(m for m in modules if m.family == fam)
        ev = engine.evaluate(e.text(), corpus.family_baseline(fam), measure=measure)
        assert ev.ok, (e.name, ev.status, ev.message)
        assert ev.runtime_ms() and ev.runtime_ms() > 0
        assert engine.evaluate(e.text(), Plan(), measure=measure).ok


def test_generated_modules_only_join_the_train_split() -> None:
    from mqss_edge.train.trainer import load_workloads

    with pytest.raises(ValueError, match="train split"):
        load_workloads("holdout", augment=1)
    with pytest.raises(ValueError, match="cannot generate"):
        augmented(1, families=("rnn-cell",))
    train = load_workloads("train", max_modules=2, augment=1)
    assert len(train) == 2 + len(FAMILIES)
    assert all(w.uri.startswith(URI_PREFIX) for w in train[2:])
    assert all(w.baseline_plan == corpus.family_baseline(w.family) for w in train)
