"""The result store: the only module that speaks SQL.

SQLite in WAL mode, one row per key (a hash of everything that determines a result), written once.
Several processes may write at once (busy timeout + ``INSERT OR IGNORE``); a process killed mid-write
loses only its uncommitted row.
"""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
import threading
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mqss_edge.errors import StoreError

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
  key TEXT PRIMARY KEY, kind TEXT NOT NULL, created REAL NOT NULL, payload TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS results_kind ON results(kind);
CREATE TABLE IF NOT EXISTS blobs (key TEXT PRIMARY KEY, data BLOB NOT NULL);
"""


def make_key(*parts: object) -> str:
    """A stable hash of the parts (JSON-encoded, sorted keys)."""
    blob = json.dumps(parts, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    msg = str(exc).lower()
    return "locked" in msg or "busy" in msg


def default_path() -> Path:
    return Path.home() / ".cache" / "mqss-edge" / "results.sqlite"


class Store:
    """A key → JSON payload store with blobs, safe across threads and processes."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        deadline = time.monotonic() + 60.0
        while True:
            try:
                con = self._con()
                with con:
                    con.executescript(_SCHEMA)
                    con.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
                row = con.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
                break
            except sqlite3.OperationalError as exc:
                # Processes opening a new store at once race to switch it to WAL and create the tables;
                # SQLite answers some of those lock upgrades with "locked" at once instead of waiting
                # (its deadlock avoidance bypasses the busy timeout). Start over with a new connection.
                if not _is_busy(exc) or time.monotonic() > deadline:
                    raise StoreError(f"{self.path}: not a readable result store ({exc})") from exc
                self.close()
                time.sleep(random.uniform(0.02, 0.1))  # jittered, so the racers do not collide again
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"{self.path}: not a readable result store ({exc})") from exc
        if int(row[0]) > SCHEMA_VERSION:
            raise StoreError(f"{self.path}: written by a newer mqss-edge (schema {row[0]} > {SCHEMA_VERSION})")

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(self.path, timeout=60.0, isolation_level=None)
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=NORMAL")
            con.execute("PRAGMA busy_timeout=60000")
            self._local.con = con
        return con

    def get(self, key: str) -> dict[str, Any] | None:
        row = self._con().execute("SELECT payload FROM results WHERE key=?", (key,)).fetchone()
        return json.loads(row[0]) if row else None

    def put(self, key: str, kind: str, payload: dict[str, Any], *, supersede: bool = False) -> None:
        """Store a payload under key; a key already present keeps its first value unless ``supersede``
        (for a result that replaces one known to be provisional, such as a timeout under load)."""
        con = self._con()
        with con:
            con.execute(f"INSERT OR {'REPLACE' if supersede else 'IGNORE'} INTO results VALUES (?, ?, ?, ?)",
                        (key, kind, time.time(), json.dumps(payload, sort_keys=True)))

    def items(self, kind: str) -> Iterator[tuple[str, dict[str, Any]]]:
        for key, payload in self._con().execute("SELECT key, payload FROM results WHERE kind=? ORDER BY created",
                                                (kind,)):
            yield key, json.loads(payload)

    def count(self, kind: str | None = None) -> int:
        if kind is None:
            return int(self._con().execute("SELECT COUNT(*) FROM results").fetchone()[0])
        return int(self._con().execute("SELECT COUNT(*) FROM results WHERE kind=?", (kind,)).fetchone()[0])

    def get_blob(self, key: str) -> bytes | None:
        row = self._con().execute("SELECT data FROM blobs WHERE key=?", (key,)).fetchone()
        return zlib.decompress(row[0]) if row else None

    def put_blob(self, key: str, data: bytes) -> None:
        con = self._con()
        with con:
            con.execute("INSERT OR IGNORE INTO blobs VALUES (?, ?)", (key, zlib.compress(data, 1)))

    def close(self) -> None:
        con = getattr(self._local, "con", None)
        if con is not None:
            con.close()
            self._local.con = None
