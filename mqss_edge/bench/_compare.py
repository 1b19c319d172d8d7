"""Comparing two result documents: regressions only where significant, larger than a threshold, same device."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from mqss_edge.bench._stats import bootstrap_ratio_ci, mann_whitney_greater


@dataclass(frozen=True)
class CompareRow:
    """One (device identity, module, pipeline) present in the old and the new result.

    ``verdict`` is regression | improvement | same | skipped; ``reason`` says why a row was skipped.
    """

    device: str
    module: str
    variant: str
    verdict: str
    old_ms: float | None = None
    new_ms: float | None = None
    ratio: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    p_slower: float | None = None
    p_faster: float | None = None
    reason: str = ""


@dataclass(frozen=True)
class Comparison:
    """The outcome of :func:`compare_results`."""

    against: str
    threshold_pct: float
    alpha: float
    rows: tuple[CompareRow, ...]

    @property
    def regressions(self) -> list[CompareRow]:
        return [r for r in self.rows if r.verdict == "regression"]

    def to_dict(self) -> dict[str, Any]:
        return {"against": self.against, "threshold_pct": self.threshold_pct, "alpha": self.alpha,
                "method": "one-sided Mann-Whitney U on raw samples + hierarchical bootstrap 95% CI of the median "
                          "ratio (computed only where p < alpha and the ratio passes the threshold); "
                          "regression = p < alpha, ratio > 1 + threshold and CI low > 1",
                "regressions": len(self.regressions), "rows": [asdict(r) for r in self.rows]}


def compare_results(old: dict[str, Any], new: dict[str, Any], *, threshold_pct: float = 5.0, alpha: float = 0.01,
                    against: str = "", seed: int = 0) -> Comparison:
    """Compare two result documents, row by row, only between identical device identities.

    A row is a ``regression`` when the new median is significantly slower (one-sided Mann–Whitney
    ``p < alpha`` on the raw samples and the 95 % hierarchical-bootstrap CI of new/old above 1) and
    slower by more than ``threshold_pct`` %; ``improvement`` is the mirror image; anything else is
    ``same`` (noise); the bootstrap CI is computed (and reported) only for rows that pass the test and
    the threshold, where it decides. Emulated timings, rows without timings, and rows measured pinned
    differently are ``skipped`` with the reason.
    """
    index: dict[tuple[str, str, str, str, str], dict[str, Any]] = {}
    for r in old.get("results", []):
        index[(r["identity_key"], r["module_sha256"], r["variant"], r.get("plan") or "", r["target"])] = r
    old_identities = {d.get("identity_key") for d in old.get("devices", [])}
    out: list[CompareRow] = []
    limit = 1.0 + threshold_pct / 100.0
    for r in new.get("results", []):
        head = {"device": r["device"], "module": r["module"], "variant": r["variant"]}
        if r.get("runtime") is None:
            continue
        o = index.get((r["identity_key"], r["module_sha256"], r["variant"], r.get("plan") or "", r["target"]))
        if o is None:
            why = ("no result for this module and pipeline in the old file" if r["identity_key"] in old_identities
                   else "no device with this identity in the old file")
            out.append(CompareRow(**head, verdict="skipped", reason=why))
            continue
        if r.get("emulated") or o.get("emulated"):
            out.append(CompareRow(**head, verdict="skipped", reason="emulated timings are not compared"))
            continue
        if o.get("runtime") is None:
            out.append(CompareRow(**head, verdict="skipped", reason=f"old result is {o.get('status')}, not timed"))
            continue
        if o["runtime"].get("pinned") != r["runtime"].get("pinned"):
            out.append(CompareRow(**head, verdict="skipped", reason="measured under different pinning"))
            continue
        new_s, old_s = r["runtime"]["samples_ns"], o["runtime"]["samples_ns"]
        new_ms, old_ms = float(r["runtime"]["stats"]["median"]), float(o["runtime"]["stats"]["median"])
        flat_new = [x for p in new_s for x in p]
        flat_old = [x for p in old_s for x in p]
        _, p_slow = mann_whitney_greater(flat_new, flat_old)
        _, p_fast = mann_whitney_greater(flat_old, flat_new)
        ratio = new_ms / old_ms if old_ms > 0 else math.inf
        slower, faster = p_slow < alpha and ratio > limit, p_fast < alpha and ratio < 1.0 / limit
        lo = hi = None
        verdict = "same"
        if slower or faster:  # the bootstrap is the costly part: only where it can decide the verdict
            lo, hi = bootstrap_ratio_ci(new_s, old_s, seed=seed)
            if slower and lo > 1.0:
                verdict = "regression"
            elif faster and hi < 1.0:
                verdict = "improvement"
        out.append(CompareRow(**head, verdict=verdict, old_ms=old_ms, new_ms=new_ms, ratio=ratio, ci_low=lo,
                              ci_high=hi, p_slower=p_slow, p_faster=p_fast))
    return Comparison(against, threshold_pct, alpha, tuple(out))
