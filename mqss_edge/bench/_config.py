"""What ``bench`` measures and how: its configuration, the pipelines of a row, and the modules to run."""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mqss_edge.errors import MqssError

if TYPE_CHECKING:
    from mqss_edge.pipeline import Plan

#: Upper bound on timed calls per process when ``min_time`` raises ``repeat``.
MAX_REPEAT = 100_000


class BenchError(MqssError):
    """A benchmark input (module list, result file) is unusable."""


class Variant(str, enum.Enum):
    """Which pipeline a result row is for."""

    DEFAULT = "default"
    BASELINE = "baseline"
    POLICY = "policy"


@dataclass(frozen=True)
class BenchConfig:
    """How ``mqss-edge bench`` measures; logged in full in every result document.

    Attributes:
        devices: device specs (see :func:`mqss_edge.device.open_device`), one thread each.
        warmup: untimed calls per process before the timed ones.
        repeat: timed calls per process (raised by ``min_time``).
        processes: separate processes per pipeline, interleaved A/B with rotating order.
        min_time: seconds of timed calls each process should at least last (0: ``repeat`` as given);
            ``repeat`` is raised from a short calibration run, up to :data:`MAX_REPEAT`.
        pin: CPU list for taskset (``None``: no pinning); ignored where the device has no taskset.
        drop_caches: drop the page cache before each process where permitted.
        cool_down: wait before each module until every thermal zone is below this many °C.
        cool_down_timeout: longest wait for ``cool_down``, in seconds.
        l1: measure L1 data-cache miss rates.
        attempts: times a device is opened before it is reported failed (reconnects included).
        retry_wait: seconds between attempts.
        timeout: seconds for one check or timed process on a device.
    """

    devices: tuple[str, ...]
    warmup: int = 3
    repeat: int = 10
    processes: int = 3
    min_time: float = 0.0
    pin: str | None = "0"
    drop_caches: bool = True
    cool_down: float | None = None
    cool_down_timeout: float = 120.0
    l1: bool = True
    attempts: int = 3
    retry_wait: float = 2.0
    timeout: float = 120.0

    def settings(self) -> dict[str, Any]:
        """The fields that determine a measurement (part of its store key)."""
        return {"warmup": self.warmup, "repeat": self.repeat, "processes": self.processes,
                "min_time": self.min_time, "pin": self.pin, "drop_caches": self.drop_caches}


@dataclass(frozen=True)
class BenchModule:
    """One module to benchmark.

    Attributes:
        name: short name (corpus name or file stem).
        text: the MLIR text.
        uri: corpus URI, or ``file://`` path for ``--module`` files.
        family: corpus family (for the family baseline), ``None`` when unknown.
    """

    name: str
    text: str
    uri: str
    family: str | None = None

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()


def load_modules(split: str | None = None, paths: Sequence[str | Path] = (),
                 max_modules: int | None = None) -> list[BenchModule]:
    """The modules of a corpus split, or module files.

    A file whose text is a corpus module's is that module (name, URI, family); any other file is named
    by its stem and gets the family of its nearest corpus module (:func:`mqss_edge.corpus.guess_family`),
    so it is benchmarked against that family's baseline.

    Raises:
        BenchError: neither or both of ``split`` and ``paths``, or nothing to run.
        CorpusError: unknown split, or a split without a corpus.
        ParseError: a module file is not readable MLIR.
    """
    if split is None and not paths:
        raise BenchError("nothing to benchmark: give a corpus split (--split) or module files (--module)")
    if split is not None and paths:
        raise BenchError("give a corpus split or module files, not both")
    mods: list[BenchModule] = []
    if split is not None:
        from mqss_edge.corpus import split as corpus_split

        mods = [BenchModule(e.name, e.text(), e.uri, e.family) for e in corpus_split(split)]
    else:
        from mqss_edge.corpus import CorpusError, guess_family, load_manifest

        try:
            entries = load_manifest()
        except CorpusError:
            entries = []  # no corpus here: files get no family, so no baseline (their rows say why)
        known = {e.sha256: e for e in entries}
        for p in paths:
            path = Path(p)
            text = path.read_text()
            entry = known.get(hashlib.sha256(text.encode()).hexdigest())
            if entry is not None:
                mods.append(BenchModule(entry.name, text, entry.uri, entry.family))
            else:
                family = guess_family(text) if entries else None
                mods.append(BenchModule(path.stem, text, path.resolve().as_uri(), family))
    if max_modules is not None:
        mods = mods[:max_modules]
    if not mods:
        raise BenchError("no modules to benchmark")
    names = [m.name for m in mods]
    if len(set(names)) != len(names):
        raise BenchError(f"module names must be unique: {sorted(n for n in set(names) if names.count(n) > 1)}")
    return mods


def baseline_plan(family: str | None) -> tuple[Plan | None, str]:
    """The family baseline, or ``None`` and why there is none."""
    from mqss_edge.corpus import family_baseline

    if family is None:
        return None, "no family baseline: the module's family is unknown"
    try:
        return family_baseline(family), ""
    except KeyError:
        return None, f"no family baseline: {family!r} is not a corpus family"

