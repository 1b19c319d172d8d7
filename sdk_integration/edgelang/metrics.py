"""The ``--mqss-metrics`` database: one row per kernel compile, for comparing the two rollout arms.

SQLite (WAL, so parallel builds may share one file). Table ``compiles``:

==================  =====================================================================================
``time``            unix seconds
``build``           one id per edgelangc run
``source``          the .edge file
``kernel``          the kernel's name; ``kernel_id`` its identity (name + hash of its MLIR)
``arm``             ``selector`` or ``baseline`` (the rollout's decision, kept when the selector arm fell back)
``plan``            the plan that was compiled ("" for the default lowering)
``pipeline``        the exact ``--pass-pipeline`` text that produced the object
``compile_ms``      mlir-opt + mlir-translate + clang wall time, fallback attempts included
``code_size``       bytes of ``.text`` in the kernel's object
``status``          ``ok``, ``fallback`` (built with the default lowering after the selection failed) or
                    ``failed`` (not built at all)
``fallback_reason`` why the selection was not used, or NULL
``target``          ``host`` or ``aarch64``
``runtime_ms``      median kernel runtime when measured, else NULL
==================  =====================================================================================
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS compiles (
  id INTEGER PRIMARY KEY, time REAL, build TEXT, source TEXT, kernel TEXT, kernel_id TEXT, arm TEXT,
  plan TEXT, pipeline TEXT, compile_ms REAL, code_size INTEGER, status TEXT, fallback_reason TEXT,
  target TEXT, runtime_ms REAL);
CREATE INDEX IF NOT EXISTS compiles_kernel ON compiles (kernel_id);
"""


@dataclass(frozen=True)
class KernelBuild:
    """How one kernel was built (what its metrics row records, beside the build, source and target)."""

    kernel: str
    kernel_id: str
    arm: str
    plan: str
    pipeline: str
    compile_ms: float
    code_size: int
    status: str
    fallback_reason: str | None
    runtime_ms: float | None = None


class Metrics:
    """The metrics database at ``path`` (created on first use)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.con = sqlite3.connect(self.path, timeout=60.0, isolation_level=None)
        try:
            self.con.execute("PRAGMA journal_mode=WAL")
            self.con.execute("PRAGMA busy_timeout=60000")
            with self.con:
                self.con.executescript(_SCHEMA)
                self.con.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        except sqlite3.DatabaseError:
            self.con.close()
            raise

    def record(self, kernel: KernelBuild, *, build: str, source: str, target: str) -> None:
        """One row of ``compiles``: the kernel's build as part of build ``build`` of ``source`` for ``target``."""
        d = {"build": build, "source": source, **asdict(kernel), "target": target}
        cols = ["time", *d]
        with self.con:
            self.con.execute(f"INSERT INTO compiles ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                             [time.time(), *d.values()])

    def rows(self) -> list[dict[str, Any]]:
        cur = self.con.execute("SELECT * FROM compiles ORDER BY id")
        names = [c[0] for c in cur.description]
        return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> Metrics:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
