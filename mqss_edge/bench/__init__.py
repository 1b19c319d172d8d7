"""Benchmarking pipelines on real devices: a device farm, resumable through the result store.

For every module and every device, three pipelines are built for the device's architecture —
``default`` (the empty plan), ``baseline`` (the module family's hand-tuned plan) and, with a policy,
``policy`` (the plan the selector picks) — deployed, checked against the reference build's outputs on
the device (a wrong answer is recorded as ``miscompile`` and never timed), then timed A/B-interleaved
with :func:`~mqss_edge.device.time_interleaved`. L1 miss rates come from hardware counters
(perf / simpleperf) when the device has them, from cachegrind on the local machine, and are reported as
``unavailable`` otherwise; nothing is ever estimated.

Devices run in parallel, one thread each. Every finished (device identity, module, pipeline, settings)
result is written to the :class:`~mqss_edge.store.Store` at once, so a device that disconnects is
reopened and resumes where it stopped, and a rerun of the same command measures nothing twice.

The result is one JSON document (:data:`SCHEMA_VERSION`, validated against
``mqss_edge/data/bench.schema.json``). :func:`compare_results` flags regressions against an older
document only when they are statistically significant (one-sided Mann–Whitney U on the raw samples
*and* a hierarchical bootstrap CI of the median ratio above 1) *and* larger than a threshold, and only
between results of identical device identity; emulated (qemu) timings are never compared.

One concept per module:

- ``_config``: :class:`BenchConfig`, :class:`BenchModule`, :class:`Variant`, :func:`load_modules`
- ``_devices``: opening a device, its build target, its identity key
- ``_farm``: :func:`run_bench`, the device threads and their per-module work
- ``_document``: the result document, its schema, :func:`load_result`, :func:`summary_rows`
- ``_stats``: Mann–Whitney U and the hierarchical bootstrap
- ``_compare``: :func:`compare_results`
- ``_plot``: :func:`plot_results` (matplotlib, imported when called)
"""

from __future__ import annotations

from mqss_edge.bench._compare import CompareRow, Comparison, compare_results
from mqss_edge.bench._config import MAX_REPEAT, BenchConfig, BenchError, BenchModule, Variant, load_modules
from mqss_edge.bench._devices import identity_key, open_bench_device, target_for
from mqss_edge.bench._document import (SCHEMA_PATH, SCHEMA_VERSION, BenchResult, load_result, schema, summary_rows,
                                       validate_document)
from mqss_edge.bench._farm import BENCH_VERSION, ProgressEvent, run_bench
from mqss_edge.bench._plot import plot_results
from mqss_edge.bench._stats import bootstrap_ratio_ci, mann_whitney_greater

__all__ = [
    "BENCH_VERSION", "MAX_REPEAT", "SCHEMA_PATH", "SCHEMA_VERSION", "BenchConfig", "BenchError", "BenchModule",
    "BenchResult", "CompareRow", "Comparison", "ProgressEvent", "Variant", "bootstrap_ratio_ci", "compare_results",
    "identity_key", "load_modules", "load_result", "mann_whitney_greater", "open_bench_device", "plot_results",
    "run_bench", "schema", "summary_rows", "target_for", "validate_document",
]
