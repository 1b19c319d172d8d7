"""Measuring the corpus under {default, family baseline, expert rules} (and IREE): the ``baseline`` command.

For each module and each plan: compile time (median of ``compile_repeats`` full compiles), runtime
(median of per-process medians; ``warmup`` + ``repeat`` calls in each of ``processes`` processes, pinned),
``.text`` size, and the L1 data-cache miss rate (cachegrind, or perf where the PMU exists). Everything goes
through the result store, and each finished module's row is stored too, so an interrupted run resumes
where it stopped. Work is spread over ``workers`` processes, each pinned to its own core.

A family or expert plan that fails on a module (``pass_error`` when a tile does not divide, a crash, a
miscompile) is recorded with its status; its figures are then the default pipeline's, marked
``"fallback": "default"`` — what a compiler would ship after the failed attempt.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from mqss_edge.corpus.manifest import Entry, dumps
from mqss_edge.store import Store, make_key

ROW_VERSION = 1


@dataclass(frozen=True)
class BaselineConfig:
    """How the corpus is measured.

    Attributes:
        warmup: untimed calls per process.
        repeat: timed calls per process.
        processes: separate processes timed per candidate.
        compile_repeats: full compiles whose median is the compile time.
        l1: count L1 data-cache misses.
        iree: also compile and time the module with IREE.
        workers: modules measured at once, each worker pinned to its own core.
    """

    warmup: int = 3
    repeat: int = 10
    processes: int = 3
    compile_repeats: int = 5
    l1: bool = True
    iree: bool = True
    workers: int = 2


def _compile_times(engine: Any, text: str, plan: Any, n: int, first_ms: float) -> list[float]:
    """``n`` compile times (ms): the engine's own compile plus ``n - 1`` fresh ones, stored once."""
    from mqss_edge.engine import module_hash

    key = make_key("compile-times", engine.tc.mlir_version, module_hash(text), str(plan), n)
    got = engine.store.get(key)
    if got:
        return list(got["ms"])
    ms = [first_ms] + [engine.compile_time_ms(text, plan) for _ in range(n - 1)]
    engine.store.put(key, "compile-times", {"ms": ms})
    return ms


def _plan_row(engine: Any, text: str, plan: Any, cfg: BaselineConfig, pin: str | None) -> dict[str, Any]:
    from mqss_edge.engine import MeasureConfig

    mc = MeasureConfig(warmup=cfg.warmup, repeat=cfg.repeat, processes=cfg.processes, pin=pin, drop_caches=False)
    ev = engine.evaluate(text, plan, measure=mc, l1=cfg.l1)
    row: dict[str, Any] = {"pipeline": str(plan), "status": ev.status.value}
    if not ev.ok:
        row["message"] = ev.message[:500]
        return row
    cms = _compile_times(engine, text, plan, cfg.compile_repeats, ev.compile_ms.get("total", 0.0))
    row.update({
        "comp_time": statistics.median(cms),
        "run_time": ev.runtime_ms(),
        "size": ev.text_bytes,
        "l1_miss_rate": ev.l1.miss_rate if ev.l1 else None,
        "l1_source": ev.l1.source if ev.l1 else "unavailable",
        "compile_ms_samples": cms,
        "runtime_spread": ev.runtime.stats().spread if ev.runtime else None,
    })
    return row


def measure_entry(entry: Entry, store_path: str, cfg: BaselineConfig, pin: str | None = "0") -> dict[str, Any]:
    """The baseline.json row of one module: family baseline figures at the top, ``default``,
    ``expert`` and ``iree`` nested."""
    from mqss_edge.corpus.baselines import FAMILY_BASELINES, expert_choice
    from mqss_edge.engine import Engine
    from mqss_edge.pipeline import Plan

    t0 = time.perf_counter()
    store = Store(store_path)
    engine = Engine(store)
    try:
        text = entry.text()
        default = _plan_row(engine, text, Plan(), cfg, pin)
        rows = {"default": default}
        choice = expert_choice(entry)
        for name, plan_text in (("family", FAMILY_BASELINES[entry.family].plan), ("expert", choice.plan)):
            plan = Plan.parse(plan_text)
            r = _plan_row(engine, text, plan, cfg, pin)
            if r["status"] != "ok":
                r.update({k: default.get(k) for k in ("comp_time", "run_time", "size", "l1_miss_rate", "l1_source")})
                r["fallback"] = "default"
            rows[name] = r
        rows["expert"]["rule"] = choice.rule
        out: dict[str, Any] = {
            "row_version": ROW_VERSION, "uri": entry.uri, "family": entry.family, "domain": entry.domain,
            **{k: rows["family"].get(k) for k in ("comp_time", "run_time", "size", "l1_miss_rate", "pipeline",
                                                   "status")},
            "default": rows["default"], "family_baseline": rows["family"], "expert": rows["expert"],
        }
        if rows["family"].get("fallback"):
            out["fallback"] = "default"
        if cfg.iree:
            import mqss_edge.corpus.iree as iree

            ir = iree.evaluate(store, text, pin=pin)
            out["iree"] = {"status": ir.status, "run_time": ir.run_ms, "comp_time": ir.compile_ms,
                           "size": ir.vmfb_bytes, "message": ir.message[:300] if ir.status != "ok" else ""}
        out["measure_wall_s"] = round(time.perf_counter() - t0, 2)
        return out
    finally:
        engine.close()


def row_key(entry: Entry, cfg: BaselineConfig) -> str:
    from mqss_edge.corpus.baselines import FAMILY_BASELINES, expert_choice

    c = asdict(cfg)
    c.pop("workers")
    return make_key("baseline-row", ROW_VERSION, entry.uri, entry.sha256, c,
                    FAMILY_BASELINES[entry.family].plan, expert_choice(entry).plan)


def iter_baselines(entries: list[Entry], store_path: str | Path, cfg: BaselineConfig = BaselineConfig(),
                   ) -> Iterator[tuple[Entry, dict[str, Any], bool]]:
    """Measure every entry (resuming: stored rows are yielded first, marked cached).

    Yields:
        ``(entry, row, cached)`` as modules finish.
    """
    store = Store(store_path)
    todo = []
    for e in entries:
        got = store.get(row_key(e, cfg))
        if got:
            yield e, got, True
        else:
            todo.append(e)
    if not todo:
        return
    from mqss_edge.corpus.pinned_pool import run_pinned

    for e, row in run_pinned(measure_entry, todo, (str(store_path), cfg), cfg.workers, in_flight=cfg.workers * 2):
        store.put(row_key(e, cfg), "baseline-row", row)
        yield e, row, False


def export(rows: dict[str, dict[str, Any]], path: str | Path, merge: bool = True) -> None:
    """Write ``baseline.json`` (``{uri: row}``), merged with the rows already there.

    ``measure_wall_s`` is the worker time a module took when measured from scratch: a row re-measured
    after a plan change (most results cached) keeps the larger, earlier figure.
    """
    import json

    p = Path(path)
    data: dict[str, Any] = {}
    if merge and p.exists():
        data = json.loads(p.read_text())
    for uri, row in rows.items():
        old = data.get(uri, {}).get("measure_wall_s", 0.0)
        # a row re-measured after a plan change reuses cached results: keep the from-scratch cost
        row = {**row, "measure_wall_s": max(old, row.get("measure_wall_s", 0.0))}
        data[uri] = row
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(dumps(data))


def speedup(num: float | None, den: float | None) -> float | None:
    return num / den if num and den else None


def summarize(rows: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Per family: module count and geometric-mean speedups (family/default, expert/default, IREE vs family)."""
    import math
    from collections import defaultdict

    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows.values():
        by[r["family"]].append(r)

    def gm(vals: list[float]) -> float | None:
        vals = [v for v in vals if v]
        return math.exp(sum(math.log(v) for v in vals) / len(vals)) if vals else None

    out = []
    for fam, rs in by.items():
        d = [r["default"].get("run_time") for r in rs]
        out.append({
            "family": fam, "modules": len(rs),
            "family_vs_default": gm([speedup(x, r["run_time"]) for x, r in zip(d, rs)]),
            "expert_vs_default": gm([speedup(x, r["expert"].get("run_time")) for x, r in zip(d, rs)]),
            "iree_vs_family": gm([speedup(r["run_time"], r.get("iree", {}).get("run_time")) for r in rs]),
            "iree_vs_expert": gm([speedup(r["expert"].get("run_time"), r.get("iree", {}).get("run_time"))
                                  for r in rs]),
            "family_failed": sum(1 for r in rs if r.get("fallback")),
            "iree_ok": sum(1 for r in rs if r.get("iree", {}).get("status") == "ok"),
            "measure_wall_s": sum(r.get("measure_wall_s", 0.0) for r in rs),
        })
    return out
