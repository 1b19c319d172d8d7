"""Family baselines, expert rules, the stored baseline.json, and the ``baseline`` command end to end."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mqss_edge.corpus import (
    FAMILY_BASELINES, expert_choice, expert_plan, family_baseline, families, load_baselines, load_manifest, split,
)
from mqss_edge.corpus.baselines import BASELINE_JSON, fit
from mqss_edge.pipeline import Plan


def test_every_family_has_a_baseline_with_a_rationale() -> None:
    assert set(families()) == set(FAMILY_BASELINES)
    for fam, b in FAMILY_BASELINES.items():
        assert isinstance(family_baseline(fam), Plan)
        assert str(Plan.parse(b.plan)) == b.plan  # written in the project notation, round-trips
        assert len(b.rationale) > 40


def test_expert_plans_parse_and_name_their_rule() -> None:
    for e in load_manifest():
        ch = expert_choice(e)
        assert str(expert_plan(e)) == ch.plan and ch.rule


def test_fit_picks_dividing_tiles() -> None:
    assert fit(49, 8) == 7 and fit(1000, 32) == 25 and fit(3, 8, 4) is None and fit(197, 8, 2) is None


def test_expert_rules_on_awkward_shapes() -> None:
    by = {e.name: e for e in load_manifest()}
    gemv = expert_choice(by["matmul-1x1024x1024"]).plan
    assert "interchange=0,2,1" in gemv  # a GEMV has no row tile: interchange
    m49 = expert_choice(by["matmul-49x384x384"]).plan
    assert "tile=7,32,16" in m49  # M = 49 tiles by 7 rows instead of failing on 8
    f32 = expert_choice(by["conv2d-nhwc-56x56x32x32-k3s1"]).plan
    assert "tile=1,1,8,32,1,1,16" in f32


def test_stored_baselines_cover_the_corpus() -> None:
    if not BASELINE_JSON.exists():
        pytest.skip("benchmarks/baseline.json not generated yet")
    rows = load_baselines()
    uris = {e.uri for e in load_manifest()}
    assert set(rows) <= uris
    for uri, r in rows.items():
        assert {"comp_time", "run_time", "size", "l1_miss_rate", "pipeline", "default", "expert"} <= set(r), uri
        assert r["default"]["status"] == "ok" and r["default"]["run_time"] > 0


def test_baseline_cli_one_module(tmp_path) -> None:
    out, store = tmp_path / "baseline.json", tmp_path / "s.sqlite"
    name = split("holdout")[0].name
    cmd = [sys.executable, "-m", "mqss_edge.cli", "baseline", "--split", "holdout", "--limit", "1", "--out", str(out),
           "--store", str(store), "--no-l1", "--no-iree", "--processes", "1", "--workers", "1"]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    rows = json.loads(out.read_text())
    (uri, row), = rows.items()
    assert uri.endswith(name) and row["default"]["run_time"] > 0 and row["expert"]["pipeline"] is not None
    assert len(row["default"]["compile_ms_samples"]) == 5
    # resumable: a second run measures nothing
    r2 = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert r2.returncode == 0 and "(0 measured now" in r2.stdout
