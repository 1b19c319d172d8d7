"""The result document of a real local run: its schema, every field in place, and the same run giving the same
document (timings aside) — what a refactoring of ``mqss_edge.bench`` must keep."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mqss_edge.bench import BenchConfig, load_modules, load_result, run_bench, schema, validate_document
from mqss_edge.measurement import Measurement
from mqss_edge.selector import Selector
from mqss_edge.store import Store
from tests.bench.stable import diff, stable_view

pytestmark = pytest.mark.timeout(300)

DOCUMENT_KEYS = {"cached", "config", "created", "devices", "host", "kind", "measured", "mlir_version", "modules",
                 "policy", "results", "schema_version", "wall_s"}
DEVICE_KEYS = {"attempts", "caches_dropped", "checked", "emulated", "errors", "identity", "identity_key", "info",
               "measured", "modules", "pinned", "spec", "status"}
DEVICE_MODULE_KEYS = {"cached", "cool_down_s", "module", "thermal_after", "thermal_before"}
ROW_KEYS = {"cached", "compile_ms", "compile_stages", "device", "emulated", "family", "identity_key", "l1",
            "max_abs_error", "message", "module", "module_sha256", "plan", "runtime", "speedup_vs_default", "status",
            "target", "text_bytes", "uri", "variant"}
CONFIG_KEYS = {"attempts", "cool_down", "cool_down_timeout", "devices", "drop_caches", "l1", "min_time", "pin",
               "processes", "repeat", "retry_wait", "timeout", "warmup"}


def test_document_fields_and_a_rerun_equal_but_for_timings(kernels: list[Path], tmp_path: Path) -> None:
    mods = load_modules(paths=kernels[1:])  # the 32x48x40 matmul: family matmul, guessed
    cfg = BenchConfig(devices=("local",), repeat=2, processes=2, l1=False, drop_caches=False, timeout=60)
    sel = Selector.load()
    a = run_bench(cfg, mods, Store(tmp_path / "a.sqlite"), policy=sel)
    b = run_bench(cfg, mods, Store(tmp_path / "b.sqlite"), policy=sel)  # a fresh store: measured again
    cached = run_bench(cfg, mods, Store(tmp_path / "a.sqlite"), policy=sel)  # everything from the store

    doc = a.doc
    validate_document(doc)
    import jsonschema

    jsonschema.Draft202012Validator(schema()).validate(doc)
    assert set(doc) == DOCUMENT_KEYS and set(doc["config"]) == CONFIG_KEYS
    assert (doc["kind"], doc["schema_version"], doc["measured"], doc["cached"]) == ("mqss-edge-bench", 1, 3, 0)
    assert doc["modules"] == [{"name": "mm32x48", "uri": kernels[1].resolve().as_uri(), "sha256": mods[0].sha256,
                               "family": "matmul"}]
    (dev,) = doc["devices"]
    assert set(dev) == DEVICE_KEYS and (dev["spec"], dev["status"], dev["checked"]) == ("local", "ok", 3)
    assert [set(m) for m in dev["modules"]] == [DEVICE_MODULE_KEYS]
    assert [(r["module"], r["variant"], r["status"]) for r in doc["results"]] == [
        ("mm32x48", "default", "ok"), ("mm32x48", "baseline", "ok"), ("mm32x48", "policy", "ok")]
    for r in doc["results"]:
        assert set(r) == ROW_KEYS and r["family"] == "matmul" and r["target"] == "host"
        assert r["l1"] == {"loads": None, "misses": None, "miss_rate": None, "source": "not-measured"}
        m = Measurement.from_dict(r["runtime"])
        assert [len(p) for p in m.samples_ns] == [2, 2] and m.warmup == cfg.warmup
    assert doc["results"][2]["plan"] == str(sel.select(mods[0].text).plan)

    # Written and read back: the same document.
    a.write(tmp_path / "a.json")
    assert load_result(tmp_path / "a.json") == json.loads(json.dumps(doc))

    # Another run of the same command: only clock figures differ (stable_view stubs them, nothing else).
    assert diff(stable_view(doc), stable_view(b.doc)) == []
    # From the store: the same figures, flagged as cached, nothing measured or checked.
    changed = diff(stable_view(doc), stable_view(cached.doc))
    assert {line.split(":")[0] for line in changed} == {
        "/cached", "/measured", "/devices/0/measured", "/devices/0/checked", "/devices/0/modules/0/cached",
        "/results/0/cached", "/results/1/cached", "/results/2/cached"}
    assert [r["runtime"] for r in cached.doc["results"]] == [r["runtime"] for r in doc["results"]]
