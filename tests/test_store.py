"""The result store under two writing processes and a process killed mid-write."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from mqss_edge.errors import StoreError
from mqss_edge.store import Store, make_key

WRITER = """
import sys
from mqss_edge.store import Store
s = Store(sys.argv[1])
tag, n = sys.argv[2], int(sys.argv[3])
for i in range(n):
    s.put(f"{tag}-{i}", "eval", {"i": i, "tag": tag, "pad": "x" * 2000})
    if tag == "slow":
        print(i, flush=True)
"""


def test_two_processes_write_concurrently(tmp_path) -> None:
    db = tmp_path / "r.sqlite"
    Store(db)
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(db), tag, "300"]) for tag in ("a", "b")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    s = Store(db)
    assert s.count("eval") == 600
    assert s.get("a-299") == {"i": 299, "tag": "a", "pad": "x" * 2000}


def test_killed_writer_loses_nothing_committed(tmp_path) -> None:
    db = tmp_path / "r.sqlite"
    Store(db)
    p = subprocess.Popen([sys.executable, "-c", WRITER, str(db), "slow", "1000000"], stdout=subprocess.PIPE, text=True)
    seen = -1
    deadline = time.time() + 60
    while seen < 200 and time.time() < deadline:
        seen = int(p.stdout.readline())
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    p.stdout.close()
    s = Store(db)
    # every row the writer reported committed is there and intact
    for i in range(seen + 1):
        assert s.get(f"slow-{i}")["i"] == i
    s.put("after", "eval", {"ok": True})
    assert s.get("after") == {"ok": True}


def test_first_write_wins_and_blobs_round_trip(tmp_path) -> None:
    s = Store(tmp_path / "r.sqlite")
    s.put("k", "eval", {"v": 1})
    s.put("k", "eval", {"v": 2})
    assert s.get("k") == {"v": 1}
    s.put_blob("b", bytes(range(256)) * 100)
    assert s.get_blob("b") == bytes(range(256)) * 100
    assert make_key("a", 1, {"x": 2}) == make_key("a", 1, {"x": 2}) != make_key("a", 2, {"x": 2})


def test_corrupted_store_is_a_clear_error(tmp_path) -> None:
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="not a readable result store"):
        Store(bad)


def _open_at(args: tuple[str, float]) -> str:
    path, start = args
    while time.time() < start:  # every process opens the new store at the same instant
        pass
    try:
        s = Store(path)
        s.put(make_key(os.getpid()), "test", {"pid": os.getpid()})
        s.close()
        return "ok"
    except StoreError as exc:
        return str(exc)


def test_processes_opening_a_new_store_at_once_all_get_it(tmp_path) -> None:
    """Racing to create the tables and switch a new file to WAL, SQLite refused some openers with
    "database is locked" without waiting (3 of 480 openers before the retry, 0 of 900 after)."""
    import multiprocessing as mp

    failures = []
    with mp.get_context("fork").Pool(6) as pool:
        for trial in range(40):
            path = str(tmp_path / f"s{trial}.sqlite")
            results = pool.map(_open_at, [(path, time.time() + 0.1)] * 6)
            failures += [r for r in results if r != "ok"]
            assert Store(path).count("test") == results.count("ok")  # every opener that got it wrote its row
    assert not failures, failures[:3]
