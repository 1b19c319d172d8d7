"""A user's module file (not in the corpus) gets its family's baseline: ``bench --module K.mlir --device local``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mqss_edge.corpus import family_baseline, load_manifest
from tests.bench.conftest import run_cli

pytestmark = pytest.mark.timeout(120)


def test_user_module_is_benchmarked_against_its_family_baseline(kernels: list[Path], tmp_path: Path) -> None:
    path = kernels[1]  # a 32x48x40 matmul written by the test: no corpus module has its text
    text = path.read_text()
    assert all(e.text() != text for e in load_manifest())
    out = tmp_path / "a.json"
    r = run_cli(["bench", "--device", "local", "--module", str(path), "--repeat", "3", "--processes", "1",
                 "--no-l1", "--no-drop-caches", "--timeout", "60", "--store", str(tmp_path / "s.sqlite"),
                 "--json", str(out)])
    assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    (mod,) = doc["modules"]
    assert (mod["name"], mod["uri"], mod["family"]) == ("mm32x48", path.resolve().as_uri(), "matmul")
    rows = {x["variant"]: x for x in doc["results"]}
    base, default = rows["baseline"], rows["default"]
    assert base["family"] == "matmul" and base["plan"] == str(family_baseline("matmul")), base["message"]
    assert base["status"] == "ok" and default["status"] == "ok", (base["message"], default["message"])
    assert base["speedup_vs_default"] == pytest.approx(default["runtime"]["stats"]["median"]
                                                       / base["runtime"]["stats"]["median"])
    assert "baseline" in r.stdout  # the table has the baseline row
