"""``mqss-edge bench`` end to end on real loopback devices, its statistics, and resuming after a lost device."""

from __future__ import annotations

import copy
import json
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from mqss_edge.bench import (BenchConfig, ProgressEvent, compare_results, load_modules, mann_whitney_greater,
                             run_bench, schema, validate_document)
from mqss_edge.measurement import Measurement
from mqss_edge.store import Store
from tests.bench.conftest import run_cli
from tests.device.conftest import AdbPeer
from tests.device.peers import Sshd

pytestmark = pytest.mark.timeout(120)


def _validate(doc: dict[str, Any]) -> None:
    jsonschema.Draft202012Validator(schema()).validate(doc)
    validate_document(doc)


def _scaled(doc: dict[str, Any], factor: float, *, clear: bool = False) -> dict[str, Any]:
    """The document with every sample multiplied by ``factor`` (stats recomputed).

    With ``clear`` each row's factor is lowered further, to ``factor * min / max`` of its own samples, so every
    scaled sample lies below every original one: a regression no noise in the original can hide. A loaded CI
    machine once measured a row whose samples spread by more than 2x, and a plain 2x scaling then was, rightly,
    not significant."""
    out = copy.deepcopy(doc)
    for r in out["results"]:
        if r["runtime"] is not None:
            rt = r["runtime"]
            flat = [x for p in rt["samples_ns"] for x in p]
            f = factor * min(flat) / max(flat) if clear else factor
            rt["samples_ns"] = [[round(x * f) for x in p] for p in rt["samples_ns"]]
            r["runtime"] = Measurement.from_dict(rt).to_dict()
    return out


def _timed(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in doc["results"] if r["runtime"] is not None]


def _check_doc(doc: dict[str, Any], spec: str, kind: str, *, repeat: int = 5, processes: int = 3) -> None:
    _validate(doc)
    (dev,) = doc["devices"]
    assert (dev["spec"], dev["status"], dev["info"]["kind"]) == (spec, "ok", kind)
    assert [m["module"] for m in dev["modules"]] == ["mm64", "mm32x48"]
    for m in dev["modules"]:  # thermal zones before and after each module (empty where none are exposed)
        assert isinstance(m["thermal_before"], dict) and isinstance(m["thermal_after"], dict)
    rows = {(r["module"], r["variant"]): r for r in doc["results"]}
    for mod in ("mm64", "mm32x48"):
        d = rows[(mod, "default")]
        assert d["status"] == "ok", d["message"]
        assert d["runtime"]["stats"]["n"] == repeat * processes and len(d["runtime"]["samples_ns"]) == processes
        assert d["speedup_vs_default"] == pytest.approx(1.0)
        assert d["compile_ms"] > 0 and d["text_bytes"] > 0 and d["max_abs_error"] is not None
        assert d["runtime"]["pinned"] == dev["pinned"] and d["runtime"]["device"]["kind"] == kind
        # No counters on this VM's loopback peers: reported as unavailable, never made up.
        assert d["l1"]["source"] == (dev["info"]["l1_source"] if dev["info"]["l1_source"] in ("perf", "simpleperf")
                                     else "unavailable")
        b = rows[(mod, "baseline")]
        assert b["status"] in ("ok", "skipped", "miscompile", "crash", "timeout", "verify_error", "pass_error")
        if b["status"] == "ok":
            assert b["speedup_vs_default"] == pytest.approx(d["runtime"]["stats"]["median"]
                                                            / b["runtime"]["stats"]["median"])


def test_adb_end_to_end_json_plot_and_compare(adb_peer: AdbPeer, kernels: list[Path], tmp_path: Path) -> None:
    spec = f"adb:{adb_peer.daemon.serial}"
    env = {"ADB_SERVER_HOST": adb_peer.server.host, "ADB_SERVER_PORT": str(adb_peer.server.port)}
    mods = [a for k in kernels for a in ("--module", str(k))]
    common = ["bench", "--device", spec, *mods, "--repeat", "5", "--timeout", "30", "--store",
              str(tmp_path / "s.sqlite")]
    r = run_cli([*common, "--json", str(tmp_path / "a.json"), "--plot", str(tmp_path / "a.png")], env)
    assert r.returncode == 0, r.stderr
    assert "mm64" in r.stdout and "default" in r.stdout  # the table
    doc = json.loads((tmp_path / "a.json").read_text())
    _check_doc(doc, spec, "adb")
    assert doc["measured"] >= 2 and doc["cached"] == 0
    assert (tmp_path / "a.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    # An injected regression of at least 2x: the old file is twice as fast as the fastest sample of the slowest
    # process. The rerun comes from the store.
    old_doc = _scaled(doc, 0.5, clear=True)
    (tmp_path / "old.json").write_text(json.dumps(old_doc))
    r = run_cli([*common, "--json", str(tmp_path / "b.json"), "--compare", str(tmp_path / "old.json"),
                 "--fail-on-regression", "25"], env)
    assert r.returncode == 3, r.stderr
    b = json.loads((tmp_path / "b.json").read_text())
    _validate(b)
    assert b["measured"] == 0 and all(x["cached"] for x in _timed(b))
    verdicts = {(x["module"], x["variant"]): x for x in b["comparison"]["rows"]}
    assert b["comparison"]["regressions"] == len(_timed(b))
    old_rows = {(x["module"], x["variant"]): x for x in _timed(old_doc)}
    for x in _timed(b):
        key = (x["module"], x["variant"])
        want = x["runtime"]["stats"]["median"] / old_rows[key]["runtime"]["stats"]["median"]
        assert verdicts[key]["verdict"] == "regression" and want >= 2.0
        assert verdicts[key]["ratio"] == pytest.approx(want, rel=0.01)

    # A pure re-run (fresh store: everything measured again) is noise, not a regression. These kernels run for
    # tens of microseconds on a shared CI machine whose load drifts between runs by more than 25 % (seen once),
    # so the no-regression side is checked at a 2x threshold: still far below what a broken comparison reports.
    r = run_cli(["bench", "--device", spec, *mods, "--repeat", "5", "--timeout", "30", "--no-drop-caches",
                 "--store", str(tmp_path / "fresh.sqlite"),
                 "--json", str(tmp_path / "c.json"), "--compare", str(tmp_path / "a.json"),
                 "--fail-on-regression", "100"], env)
    c = json.loads((tmp_path / "c.json").read_text())
    assert r.returncode == 0, (r.stderr, c.get("comparison"))
    assert c["measured"] >= 2 and c["comparison"]["regressions"] == 0
    assert {x["verdict"] for x in c["comparison"]["rows"]} <= {"same", "improvement", "skipped"}


def test_ssh_end_to_end(sshd: Sshd, kernels: list[Path], tmp_path: Path) -> None:
    env = {"MQSS_SSH_IDENTITY": str(sshd.identity), "MQSS_SSH_KNOWN_HOSTS": str(sshd.known_hosts)}
    # The page cache is not dropped here: it is this whole (shared) test machine's.
    r = run_cli(["bench", "--device", sshd.spec, *[a for k in kernels for a in ("--module", str(k))], "--repeat",
                 "5", "--timeout", "30", "--no-drop-caches", "--store", str(tmp_path / "s.sqlite"),
                 "--json", str(tmp_path / "a.json")], env)
    assert r.returncode == 0, r.stderr
    doc = json.loads((tmp_path / "a.json").read_text())
    _check_doc(doc, sshd.spec, "ssh")
    assert {x["target"] for x in doc["results"]} == {"x86_64-v3"}  # a remote x86 board: portable build


@pytest.mark.skipif(shutil.which("qemu-aarch64-static") is None, reason="qemu-aarch64-static is not installed")
def test_qemu_correctness_runs_flagged_emulated(kernels: list[Path], tmp_path: Path, repo_root: Path) -> None:
    # the edge-a53 chip profile names the device (qemu-aarch64); the build target follows it
    r = run_cli(["bench", "--chip", str(repo_root / "chips" / "edge-a53.toml"),
                 *[a for k in kernels for a in ("--module", str(k))],
                 "--repeat", "5", "--processes", "1", "--timeout", "30", "--store", str(tmp_path / "s.sqlite"),
                 "--json", str(tmp_path / "q.json")])
    assert r.returncode == 0, r.stderr
    doc = json.loads((tmp_path / "q.json").read_text())
    _check_doc(doc, "qemu-aarch64", "qemu", processes=1)
    assert doc["devices"][0]["emulated"] and doc["devices"][0]["pinned"] is None
    assert all(x["emulated"] and x["target"] == "aarch64" for x in doc["results"])
    assert "emulated" in r.stdout
    # Emulated timings are never compared, not even with themselves.
    cmp = compare_results(doc, _scaled(doc, 2.0), threshold_pct=5)
    assert cmp.rows and not cmp.regressions
    assert {x.reason for x in cmp.rows} == {"emulated timings are not compared"}
    r = run_cli(["bench", "--module", str(kernels[0])])
    assert r.returncode == 1 and "--device" in r.stderr and "Traceback" not in r.stderr


def test_vanished_device_is_reported_and_a_rerun_resumes_from_the_store(
        fresh_adb, sshd: Sshd, kernels: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    victim = fresh_adb()
    monkeypatch.setenv("ADB_SERVER_HOST", victim.server.host)
    monkeypatch.setenv("ADB_SERVER_PORT", str(victim.server.port))
    monkeypatch.setenv("MQSS_SSH_IDENTITY", str(sshd.identity))
    monkeypatch.setenv("MQSS_SSH_KNOWN_HOSTS", str(sshd.known_hosts))
    store = Store(tmp_path / "s.sqlite")
    # Not corpus files: their family is given, so the matmul family baseline is measured too.
    mods = [replace(m, family="matmul") for m in load_modules(paths=kernels)]
    spec = f"adb:{victim.daemon.serial}"
    events: list[ProgressEvent] = []

    def pull_the_cable(ev: ProgressEvent) -> None:
        events.append(ev)
        if ev.device == spec and ev.done == 1 and victim.daemon.proc.poll() is None:
            victim.daemon.kill()  # the phone leaves after its first module

    # A farm of two: the adb device vanishes, the ssh board carries on in its own thread.
    cfg = BenchConfig(devices=(spec, sshd.spec), repeat=5, attempts=2, retry_wait=0.2, l1=False,
                      drop_caches=False, timeout=30)
    first = run_bench(cfg, mods, store, progress=pull_the_cable)
    _validate(first.doc)
    assert first.failed_devices == [spec]
    lost = next(d for d in first.doc["devices"] if d["spec"] == spec)
    assert lost["attempts"] == 2 and "DeviceNotFound" in lost["errors"][0] and "vanished" in lost["errors"][0]
    assert [m["module"] for m in lost["modules"]] == ["mm64"]
    assert {r["module"] for r in first.rows(spec)} == {"mm64"}
    board = next(d for d in first.doc["devices"] if d["spec"] == sshd.spec)
    assert board["status"] == "ok" and len(first.rows(sshd.spec)) == 2 * len(mods)
    assert {e.state for e in events if e.device == spec} >= {"opening", "running", "retrying", "failed"}
    stored = store.count("bench")

    # The phone comes back (as a new serial: another port); the rerun re-measures nothing it finished.
    back = fresh_adb()
    spec2 = f"adb:{back.daemon.serial}"
    second = run_bench(replace(cfg, devices=(spec2,)), mods, store)
    _validate(second.doc)
    assert second.failed_devices == []
    rows = {(r["module"], r["variant"]): r for r in second.rows(spec2)}
    assert all(r["cached"] for (m, _), r in rows.items() if m == "mm64" and r["status"] != "skipped")
    new = [r for (m, _), r in rows.items() if m == "mm32x48" and r["status"] != "skipped"]
    assert len(new) == 2 and not any(r["cached"] for r in new)  # default and baseline
    assert second.measured == sum(r["runtime"] is not None for r in new)
    assert store.count("bench") == stored + len(new)

    # Once everything is stored, a rerun times nothing at all.
    third = run_bench(replace(cfg, devices=(spec2,)), mods, store)
    assert third.measured == 0 and third.doc["devices"][0]["checked"] == 0
    assert store.count("bench") == stored + len(new)
    assert [r["runtime"] for r in third.rows()] == [rows[(r["module"], r["variant"])]["runtime"]
                                                   for r in third.rows()]


# ---- statistics, against hand-computed values and synthetic samples ---------------------------------


def test_mann_whitney_hand_computed() -> None:
    # new = [4, 5, 6] above old = [1, 2, 3]: U = 9, mean 4.5, var = 3*3/12 * 7 = 5.25,
    # z = (9 - 4.5 - 0.5) / sqrt(5.25) = 1.7457, one-sided p = 0.04043.
    u, p = mann_whitney_greater([4, 5, 6], [1, 2, 3])
    assert u == 9 and p == pytest.approx(0.04043, abs=5e-5)
    assert mann_whitney_greater([1, 2, 3], [4, 5, 6])[1] > 0.95
    assert mann_whitney_greater([7, 7, 7], [7, 7, 7]) == (4.5, 1.0)  # all tied: no evidence


def _doc(samples: list[list[int]], *, key: str = "dev1", emulated: bool = False) -> dict[str, Any]:
    m = Measurement(tuple(tuple(p) for p in samples), 3, {"kind": "adb"}, "0", False, emulated).to_dict()
    row = {"device": "adb:x", "identity_key": key, "module": "k", "module_sha256": "0" * 64, "variant": "default",
           "plan": "", "target": "aarch64", "emulated": emulated, "runtime": m, "status": "ok"}
    return {"devices": [{"identity_key": key}], "results": [row]}


def test_compare_flags_significant_regressions_only() -> None:
    import numpy as np

    rng = np.random.default_rng(1)
    base = [list(rng.normal(100_000, 3_000, 20).astype(int)) for _ in range(3)]
    rerun = [list(rng.normal(100_000, 3_000, 20).astype(int)) for _ in range(3)]
    slower = [[int(x * 1.3) for x in p] for p in rerun]
    assert compare_results(_doc(base), _doc(rerun), threshold_pct=5).rows[0].verdict == "same"
    (row,) = compare_results(_doc(base), _doc(slower), threshold_pct=5).rows
    assert row.verdict == "regression" and row.ratio == pytest.approx(1.3, rel=0.05) and row.ci_low > 1
    # Significant but under the threshold: not a regression.
    assert compare_results(_doc(base), _doc(slower), threshold_pct=50).rows[0].verdict == "same"
    assert compare_results(_doc(slower), _doc(base), threshold_pct=5).rows[0].verdict == "improvement"
    # One wild process out of three does not make a regression on its own (processes are the unit of noise).
    wild = [base[0], base[1], [x * 3 for x in base[2]]]
    assert compare_results(_doc(base), _doc(wild), threshold_pct=5).rows[0].verdict == "same"
    # Another device identity, or emulated timings: never compared.
    assert compare_results(_doc(base, key="other"), _doc(slower), threshold_pct=5).rows[0].verdict == "skipped"
    assert compare_results(_doc(base, emulated=True), _doc(slower, emulated=True)).rows[0].verdict == "skipped"


class _FixedPolicy:
    """Stands in for a Selector: always picks ``affine-loop-fusion``, which miscompiles the softmax."""

    path = None
    signature: dict[str, Any] = {}

    def select(self, text: str) -> Any:
        from types import SimpleNamespace

        from mqss_edge.pipeline import Plan

        return SimpleNamespace(plan=Plan.parse("affine(func.func(affine-loop-fusion))"))


def test_local_miscompile_is_not_timed_and_l1_min_time_cool_down(kernels: list[Path], softmax_text: str,
                                                                   tmp_path: Path) -> None:
    from mqss_edge.bench import BenchModule
    from mqss_edge.device.local import LocalDevice

    mods = [replace(load_modules(paths=kernels[1:])[0], family="matmul"),
            BenchModule("softmax", softmax_text, "builtin:softmax")]
    cfg = BenchConfig(devices=("local",), repeat=3, processes=2, min_time=0.002, cool_down=150.0,
                      drop_caches=False, timeout=60)
    res = run_bench(cfg, mods, Store(tmp_path / "s.sqlite"), policy=_FixedPolicy())
    _validate(res.doc)
    rows = {(r["module"], r["variant"]): r for r in res.rows()}
    bad = rows[("softmax", "policy")]
    assert bad["status"] == "miscompile" and bad["max_abs_error"] > 0.5
    assert bad["runtime"] is None and bad["speedup_vs_default"] is None
    good = rows[("mm32x48", "default")]
    assert good["status"] == "ok" and good["target"] == "host"
    base = rows[("mm32x48", "baseline")]  # the matmul family's baseline, timed A/B against the default
    assert base["status"] == "ok" and base["plan"] and base["speedup_vs_default"] == pytest.approx(
        good["runtime"]["stats"]["median"] / base["runtime"]["stats"]["median"])
    assert rows[("softmax", "baseline")]["status"] == "skipped"  # no family given
    # --min-time raised the repeat: each process ran >= 2 ms of timed calls.
    assert all(len(p) > 3 and sum(p) >= 1e6 for p in good["runtime"]["samples_ns"])
    assert all(m["cool_down_s"] is not None for m in res.doc["devices"][0]["modules"])
    source = LocalDevice().info().l1_source
    for r in (good, rows[("softmax", "default")]):
        if source == "unavailable":
            assert r["l1"] == {"loads": None, "misses": None, "miss_rate": None, "source": "unavailable"}
        else:  # a real count from the device's own counters or from cachegrind, never an estimate
            assert r["l1"]["source"] == source and r["l1"]["loads"] > 0 and 0 <= r["l1"]["miss_rate"] < 1
