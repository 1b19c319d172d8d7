"""benchmarks/bench_features.py reports its targets (figure, target, met or not) and exits 0 when one is missed."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_features.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_features", _PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _samples(ms: float, n: int = 10) -> dict[str, list[float]]:
    s = [ms / 1e3] * n
    return {"wall": s, "cpu": s, "parse": s, "vector": s, "graph": s}


def test_rows_say_target_figure_and_whether_met(bench):
    slow = bench._row("model_gpt2_weights", 1, 500, 300, _samples(3.0))  # 6 ms per 1,000 lines
    assert slow["per_1000_lines_ms"]["median"] == pytest.approx(6.0)
    assert (slow["target_ms"], slow["target_of"], slow["meets_target"]) == (2.0, "median per 1,000 lines", False)
    fast = bench._row("model_gpt2_weights", 1, 2000, 300, _samples(3.0))  # 1.5 ms per 1,000 lines
    assert fast["meets_target"] is True
    assert "target_ms" not in bench._row("model_gpt2_no_weights", 1, 500, 300, _samples(3.0))
    synth = bench._row("synthetic_10000_ops", 1, 20000, 10000, _samples(31.0))
    assert (synth["target_ms"], synth["target_of"], synth["meets_target"]) == (30.0, "median per module", False)


def test_a_missed_target_is_reported_not_an_exit_status(bench, monkeypatch, capsys, tmp_path):
    result = {"schema_version": bench.SCHEMA_VERSION, "machine": {"load_average_1m": 0.0}, "reader": "C extension",
              "results": [bench._row("model_gpt2_weights", 1, 500, 300, _samples(3.0))]}
    monkeypatch.setattr(bench, "run", lambda repeat: result)
    assert bench.main(["--json-only", "--repeat", "1"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["results"][0]["meets_target"] is False and doc["results"][0]["target_ms"] == 2.0
    assert bench.main(["--repeat", "1", "--png", str(tmp_path / "features.png")]) == 0  # with the table
    out = capsys.readouterr().out
    assert "2.0/1k lines" in out and "NO" in out and (tmp_path / "features.png").stat().st_size > 0
