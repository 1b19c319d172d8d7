"""A rollout worker's result store, so that the run's store stays with the driver.

The result store is SQLite: one file on one host. Only the training driver writes it. A Ray worker
(local or on another node of a cluster) measures into a store of its own in a temp dir, seeded with the
driver's rows; what it adds is journaled and returned with its results, and the driver writes it
(:func:`apply`). Nothing is measured twice by one worker, and rows another worker added reach every
worker with its next call.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mqss_edge.store import Store

# ("r", key, kind, payload, put's keyword options) for a result, ("b", key, data) for a blob
Row = tuple[Any, ...]

# The engine's per-candidate results. Reference dumps (blobs) are not shipped: the store has no way to
# list them, and a worker rebuilds a module's reference once (deterministic, and journaled like the rest).
KINDS = ("valid", "eval", "runtime", "l1")


def snapshot(store: Store, kinds: Iterable[str] = KINDS) -> list[Row]:
    """The store's results of these kinds, as rows a worker store is seeded with."""
    return [("r", key, kind, payload, {}) for kind in kinds for key, payload in store.items(kind)]


def apply(store: Store, rows: Iterable[Row]) -> int:
    """Write rows into ``store`` as the worker wrote them (a key already present keeps its value unless the
    worker superseded it); returns how many rows were given."""
    n = 0
    for row in rows:
        if row[0] == "r":
            store.put(row[1], row[2], row[3], **row[4])
        else:
            store.put_blob(row[1], row[2])
        n += 1
    return n


class WorkerStore(Store):
    """A store in a fresh temp dir that journals every write (``take_journal``); removed on ``close``.

    Args:
        seed: rows written first, not journaled (the driver has them already).
    """

    def __init__(self, seed: Iterable[Row] = ()):
        self._dir = Path(tempfile.mkdtemp(prefix="mqss-worker-"))
        super().__init__(self._dir / "results.sqlite")
        self._journal: list[Row] = []
        self.absorb(seed)

    def put(self, key: str, kind: str, payload: dict[str, Any], **options: Any) -> None:
        super().put(key, kind, payload, **options)
        self._journal.append(("r", key, kind, payload, options))

    def put_blob(self, key: str, data: bytes) -> None:
        super().put_blob(key, data)
        self._journal.append(("b", key, data))

    def absorb(self, rows: Iterable[Row]) -> None:
        """Write rows that came from the driver (not journaled: it has them)."""
        for row in rows:
            if row[0] == "r":
                super().put(row[1], row[2], row[3], **row[4])
            else:
                super().put_blob(row[1], row[2])

    def take_journal(self) -> list[Row]:
        """The rows written since the last call."""
        out, self._journal = self._journal, []
        return out

    def close(self) -> None:
        super().close()
        shutil.rmtree(self._dir, ignore_errors=True)
