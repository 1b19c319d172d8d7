"""The per-group oracle against IREE llvm-cpu, on the kernel hold-out and the real-model hold-out.

For each module the oracle is the best correct candidate of the per-group search
(:func:`mqss_edge.train.search.search`: every schedule the safety layer allows for each op group alone,
their combination, the module-level tails) plus the family baseline, the expert plan and, on a rerun, the
plan the module's previous row found best as extra candidates. Every candidate is compiled, checked against
the reference build and timed through the engine (median of per-process medians, pinned like the IREE
figures), in the result store, so a rerun measures nothing twice.

IREE's figures are the committed ones: ``benchmarks/baseline.json`` (kernels, ``mqss-edge baseline``) and
``benchmarks/models_baseline.json`` (models, ``mqss-edge baseline --models``); nothing of IREE is run here, except
with ``--iree-now``: each module's IREE figure (kernel or model) is then measured right after its search
(3 processes, pinned), for a machine whose speed drifts between the day of the baseline and the day of the
search.

The model hold-out is the stored split of the model corpus (``models_split("holdout")``, the rule in
``data/models/splits.json``: whole models in sha256(uri) order, never a family's last training model).

Writes ``--json`` after every module (a rerun skips the modules already in it unless ``--fresh``),
prints a table on stderr and the summary JSON on stdout, and draws ``--png``. ``--render`` only reads the
JSON and draws. Targets (issue #15) are reported with the measured truth, met or not.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from _paths import shown  # this folder is first on sys.path

HERE = Path(__file__).resolve().parent
SCHEMA_VERSION = 1
SETS = ("kernels", "models")
# what a --fresh rerun keeps of a module's earlier row
PREVIOUS_KEYS = ("commit", "tree_hash", "menu_size", "grouping_version", "harness_version", "oracle_ms", "oracle_plan",
                 "oracle_vs_iree", "search_seconds", "stored_candidates", "measured_at")
# issue #15 "Done means": oracle / IREE geomean at least this, IREE faster on at most / no model below
TARGETS = {
    "kernels": {"geomean_vs_iree": 1.5, "iree_faster_max": 3},
    "models": {"geomean_vs_iree": 1.3, "floor_vs_iree": 0.8},
}


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _dirty() -> bool:
    """Whether the library differs from the commit (the figures then describe a working tree)."""
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--", "mqss_edge"], cwd=HERE.parent,
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return False
    return bool(out.strip())


def _tree_hash() -> str | None:
    """A short hash of the library's uncommitted changes (``None``: none), so figures from a working tree
    that moved on under a run can be told apart."""
    import hashlib

    root = HERE.parent
    try:
        diff = subprocess.run(["git", "diff", "HEAD", "--", "mqss_edge"], cwd=root, capture_output=True,
                              check=True).stdout
        new = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "--", "mqss_edge"], cwd=root,
                             capture_output=True, text=True, check=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return None
    if not diff and not new:
        return None
    h = hashlib.sha256(diff)
    for f in sorted(new):
        h.update(f.encode() + b"\0" + (root / f).read_bytes())
    return h.hexdigest()[:12]


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


# --------------------------------------------------------------------------------------------- the sets


def entries_of(name: str) -> list[Any]:
    """The modules of a set, each with its IREE runtime (ms, or ``None``) and the extra plans."""
    from mqss_edge import corpus

    if name == "kernels":
        return corpus.split("holdout")
    return corpus.models_split("holdout")


def iree_now(name: str, text: str, processes: int = 3, pin: str = "0") -> tuple[float | None, list[float], str]:
    """IREE measured now on this module, compiled once: the median of the per-process medians of ``processes``
    runs of ``iree-benchmark-module`` (pinned to ``pin`` like the oracle's candidates), those medians, and why
    there is no figure (``status: message``; empty when there is one).
    A kernel goes through the kernel ABI's IREE input (as ``mqss-edge baseline``), a model as it is, on
    tensors (as ``mqss-edge baseline --models``)."""
    if name == "models":
        from mqss_edge.corpus.model_peers import ModelPeerConfig, Peer, iree_peer

        got = iree_peer(text, ModelPeerConfig(processes=processes, peers=(Peer.IREE,)), pin=pin)
        ok = got["status"] == "ok"
        return ((got["run_ms"] if ok else None), list(got.get("process_ms", [])),
                "" if ok else f"{got['status']}: {str(got.get('message', ''))[:300]}")
    from mqss_edge.corpus.iree import compile_and_time

    r = compile_and_time(text, processes=processes, pin=pin)
    ok = r.status == "ok"
    return (r.run_ms if ok else None), list(r.process_ms), "" if ok else f"{r.status}: {str(r.message)[:300]}"


def _vs_iree(iree: float | None, oracle_ms: float | None, default_ms: float | None) -> dict[str, float | None]:
    """A row's ratios: IREE ms over the oracle's and over the default's (None where a figure is missing)."""
    return {"oracle_vs_iree": iree / oracle_ms if iree and oracle_ms else None,
            "default_vs_iree": iree / default_ms if iree and default_ms else None}


def iree_ms(name: str, entry: Any, model_rows: dict[str, Any]) -> float | None:
    from mqss_edge import corpus

    if name == "kernels":
        try:
            return corpus.load_baselines().get(entry.uri, {}).get("iree", {}).get("run_time")
        except FileNotFoundError:  # the corpus has not been measured (`mqss-edge baseline`) on this checkout
            return None
    return model_rows.get(entry.uri, {}).get("peers", {}).get("iree", {}).get("run_ms")


def extras(name: str, entry: Any, model_rows: dict[str, Any]) -> dict[str, Any]:
    """Named extra candidates: the family baseline and the expert plan (for models, the fitted module plan
    of ``models_baseline.json``)."""
    from mqss_edge import corpus
    from mqss_edge.pipeline import Plan

    out: dict[str, Any] = {}
    try:
        out["family_baseline"] = corpus.family_baseline(entry.family)
    except KeyError:  # model families have no hand-tuned pipeline
        pass
    if name == "kernels":
        out["expert"] = corpus.expert_plan(entry)
    else:
        exp = model_rows.get(entry.uri, {}).get("peers", {}).get("expert", {})
        if exp.get("plan"):
            out["expert"] = Plan.parse(exp["plan"])
    return out


# ------------------------------------------------------------------------------------------- one module


def oracle_module(name: str, entry: Any, engine: Any, budget: int, model_rows: dict[str, Any],
                  progress: Any = None, measure_iree: bool = False, previous_plan: str | None = None,
                  pin: str = "0") -> dict[str, Any]:
    """The oracle's row of one module (see the module docs); ``measure_iree``: the IREE figure is measured
    right after its search (:func:`iree_now`) instead of read from the committed baseline; ``previous_plan``:
    the plan an earlier run found best, measured again as one more candidate (``extra_plans["previous"]``),
    so a rerun whose per-group search the noise sent elsewhere still knows it; ``pin``: the CPU list every
    timed run (candidates and IREE) is pinned to."""
    from mqss_edge import actions
    from mqss_edge.compiler.harness import HARNESS_VERSION
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.env.facts import module_facts
    from mqss_edge.features.groups import GROUPING_VERSION
    from mqss_edge.pipeline import Plan
    from mqss_edge.train.search import REWRITE_ROWS, group_singles, search

    text = entry.text()
    facts = module_facts(text)
    mc = MeasureConfig(warmup=2, repeat=10, processes=3, pin=pin)
    seen: dict[str, dict[str, Any]] = {}

    def measure(plan: Plan) -> tuple[bool, float | None]:
        ev = engine.evaluate(text, plan, measure=mc)
        st = ev.runtime.stats() if ev.ok and ev.runtime is not None else None
        seen[str(plan)] = {"status": ev.status.value if st else ("timeout" if ev.ok else ev.status.value),
                           "ms": st.median if st else None, "spread": st.spread if st else None,
                           "bimodal": st.bimodal if st else None, "cached": ev.cached,
                           "stage": ev.stage, "message": ev.message[:160]}
        return st is not None, st.median if st else None

    extra = extras(name, entry, model_rows)
    if previous_plan:
        extra["previous"] = Plan.parse(previous_plan)
    load0 = os.getloadavg()[0]
    res = search(text, facts, measure, budget=budget, extra=list(extra.values()), progress=progress)
    singles = group_singles(facts)[:budget]
    source: dict[str, str] = {"": "default"}
    per_group = []
    for k, row in enumerate(res.per_group):
        tried = []
        for t in row.get("tried", []):
            source.setdefault(t["plan"], f"single:{k}:{t['schedule']}")
            tried.append({"schedule": t["schedule"], "ms": t["ms"], "status": seen.get(t["plan"], {}).get("status")})
        per_group.append({**row, "tried": tried})
    for label in REWRITE_ROWS.values():  # the singles behind a module rewrite, labelled by it
        for k, row in enumerate((getattr(res, label) or {}).get("per_group", [])):
            for t in row.get("tried", []):
                source.setdefault(t.pop("plan"), f"{label}:single:{k}:{t['schedule']}")
    for label, plan in extra.items():
        source[str(plan)] = label
    best_plan, best_ms = res.best if res.best else (None, None)
    iree_samples: list[float] | None = None
    iree_error = ""
    if measure_iree:
        iree, iree_samples, iree_error = iree_now(name, text, pin=pin)
    else:
        iree = iree_ms(name, entry, model_rows)
    ops = sum(v for k, v in getattr(entry, "op_counts", {}).items() if k.startswith("linalg."))
    extra_ms = {k: seen.get(str(p), {}).get("ms") for k, p in extra.items()}
    best_rec = seen.get(best_plan, {}) if best_plan is not None else {}
    return {
        "uri": entry.uri, "set": name, "family": entry.family, "lines": entry.lines, "linalg_ops": ops,
        "groups": len(facts.groups), "candidate_groups": len(res.per_group),
        "default_ms": res.default_ms, "oracle_ms": best_ms, "oracle_plan": best_plan,
        "oracle_source": (None if best_plan is None else source.get(best_plan) or (
            REWRITE_ROWS.get(Plan.parse(best_plan).rewrite, "combination/tail"))),
        **{key: getattr(res, key) for key in REWRITE_ROWS.values()},
        "oracle_spread": best_rec.get("spread"), "oracle_bimodal": best_rec.get("bimodal"),
        "extra_plans": {k: str(p) for k, p in extra.items()}, "extra_ms": extra_ms,
        "iree_ms": iree, **_vs_iree(iree, best_ms, res.default_ms),
        **({"iree_source": "measured after the search (3 processes, pinned)", "iree_samples_ms": iree_samples}
           if iree_samples is not None else {}),
        **({"iree_error": iree_error} if iree_error else {}),
        "per_group": per_group, "candidates": res.candidates, "failed": res.failed,
        "failures": [{"plan": p, "status": r["status"], "stage": r["stage"], "message": r["message"]}
                     for p, r in seen.items() if r["ms"] is None],
        "stored_candidates": sum(1 for r in seen.values() if r["cached"]),
        "search_seconds": round(res.seconds, 2), "budget": budget, "singles": len(singles),
        "commit": _commit(), "dirty_tree": _dirty(), "tree_hash": _tree_hash(), "menu_size": len(actions.MENU),
        "grouping_version": GROUPING_VERSION, "harness_version": HARNESS_VERSION,
        "measure": {"warmup": mc.warmup, "repeat": mc.repeat, "processes": mc.processes, "pin": mc.pin},
        "load_1min": [round(load0, 2), round(os.getloadavg()[0], 2)],
        "measured_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }


# ----------------------------------------------------------------------------------------------- summary


def unfolded_ms(row: dict[str, Any]) -> float | None:
    """The row's best runtime among plans that do not fold transposes (its oracle where none was searched)."""
    f = row.get("folded")
    if not f:
        return row.get("oracle_ms")
    return f["unfolded_best"][1] if f.get("unfolded_best") else None


def summarize(doc: dict[str, Any]) -> dict[str, Any]:
    """Per set: coverage, geomean oracle / IREE (> 1: the oracle is faster), where IREE is faster, search cost,
    and each target with whether it is met."""
    out: dict[str, Any] = {}
    for name in SETS:
        rows = [r for r in doc["modules"].values() if r["set"] == name]
        total = doc.get("totals", {}).get(name)
        if not rows and total is None:
            continue
        sp = [r["oracle_vs_iree"] for r in rows if r.get("oracle_vs_iree")]
        slower = sorted(((r["uri"], round(r["oracle_vs_iree"], 3)) for r in rows
                         if r.get("oracle_vs_iree") and r["oracle_vs_iree"] < 1.0), key=lambda x: x[1])
        secs = [r["search_seconds"] for r in rows if r.get("search_seconds") is not None]
        # a search that found candidates already in the store took less than it costs: cost figures from
        # the searches that measured everything themselves
        # (or, for a rerun that found them, the earlier run's when that one measured everything)
        fresh = []
        for r in rows:
            for run in (r, r.get("previous") or {}):
                if run.get("search_seconds") is not None and run.get("stored_candidates") == 0:
                    fresh.append(run["search_seconds"])
                    break
        g = geomean(sp)
        s: dict[str, Any] = {
            "modules_measured": len(rows), "modules_total": total, "with_iree": len(sp),
            "no_iree": [r["uri"] for r in rows if not r.get("iree_ms")],
            "no_oracle": [r["uri"] for r in rows if r.get("oracle_ms") is None],
            "geomean_oracle_vs_iree": g,
            "geomean_default_vs_iree": geomean([r["default_vs_iree"] for r in rows if r.get("default_vs_iree")]),
            # the same oracle without the folded search (mqss-fold-transposes): what the fold adds
            "geomean_unfolded_vs_iree": geomean([r["iree_ms"] / u for r in rows
                                                 if r.get("iree_ms") and (u := unfolded_ms(r))]),
            "folded_wins": sorted(r["uri"] for r in rows if r.get("oracle_source") == "folded"),
            "iree_faster_count": len(slower), "iree_faster": [{"uri": u, "oracle_vs_iree": x} for u, x in slower],
            "search_seconds_median": statistics.median(secs) if secs else None,
            "search_seconds_max": max(secs) if secs else None,
            "search_seconds_fresh": {"n": len(fresh), "median": statistics.median(fresh) if fresh else None,
                                     "max": max(fresh) if fresh else None},
            "candidates_median": statistics.median([r["candidates"] for r in rows]) if rows else None,
            "commits": sorted({r["commit"] for r in rows}), "menu_sizes": sorted({r["menu_size"] for r in rows}),
            "grouping_versions": sorted({r.get("grouping_version", 1) for r in rows}),
            # rows without one were measured before harness v3 (heap-kept temporaries) was committed
            "harness_versions": sorted({r.get("harness_version", 2) for r in rows}),
        }
        t = TARGETS[name]
        s["target_geomean"] = {"want": t["geomean_vs_iree"], "met": bool(g and g >= t["geomean_vs_iree"])}
        if name == "kernels":
            s["target_iree_faster"] = {"want_at_most": t["iree_faster_max"], "met": len(slower) <= t["iree_faster_max"]}
        else:
            low = [{"uri": u, "oracle_vs_iree": x} for u, x in slower if x < t["floor_vs_iree"]]
            s["below_floor"] = low
            s["target_floor"] = {"want_at_least": t["floor_vs_iree"], "met": not low}
        s["complete"] = total is not None and len(rows) == total
        out[name] = s
    return out


# ------------------------------------------------------------------------------------------------ output


def plot(doc: dict[str, Any], path: Path) -> None:
    """Oracle / IREE speedup per module (log scale, > 1: the oracle is faster), both sets, a line at 1.0."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sets = [n for n in SETS if any(r["set"] == n and r.get("oracle_vs_iree") for r in doc["modules"].values())]
    if not sets:
        return
    rows = {n: sorted((r for r in doc["modules"].values() if r["set"] == n and r.get("oracle_vs_iree")),
                      key=lambda r: r["oracle_vs_iree"]) for n in sets}
    widths = [max(4, len(rows[n])) for n in sets]
    ys_all = [r["oracle_vs_iree"] for n in sets for r in rows[n]]
    lo, hi = min(ys_all + [0.5]) / 1.3, max(ys_all + [2.0]) * 1.3
    fig, axes = plt.subplots(1, len(sets), figsize=(min(24.0, max(9.0, 2 + 0.22 * sum(widths))), 6.0),
                             gridspec_kw={"width_ratios": widths}, squeeze=False, sharey=True)
    for ax, n in zip(axes[0], sets):
        rs = rows[n]
        ys = [r["oracle_vs_iree"] for r in rs]
        # bars grow from 1.0 (parity) up or down, so a loss reads as a bar below the line
        ax.bar(range(len(rs)), [y - 1.0 for y in ys], bottom=1.0,
               color=["tab:red" if y < 1.0 else "tab:blue" for y in ys])
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.axhline(TARGETS[n]["geomean_vs_iree"], color="grey", linewidth=0.8, linestyle="--",
                   label=f"target geomean {TARGETS[n]['geomean_vs_iree']}x")
        s = doc["summary"][n]
        g = s["geomean_oracle_vs_iree"]
        if g:
            ax.axhline(g, color="tab:green", linewidth=1.0, label=f"geomean {g:.2f}x")
        ax.set_yscale("log")
        ax.set_ylim(lo, hi)
        ax.set_xlim(-0.7, len(rs) - 0.3)
        ax.set_xticks(range(len(rs)))
        ax.set_xticklabels([r["uri"].rsplit("/", 1)[-1] for r in rs], rotation=80, ha="right", fontsize=6)
        ax.set_title(f"{n} hold-out: {s['modules_measured']}/{s['modules_total']} modules\n"
                     f"IREE faster on {s['iree_faster_count']}", fontsize=9)
        ax.legend(fontsize=7, loc="upper left")
    axes[0][0].set_ylabel("IREE runtime / oracle runtime (log; > 1: oracle faster)")
    fig.suptitle("per-group oracle vs IREE llvm-cpu: one thread, pinned, medians of 3 processes", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def table(doc: dict[str, Any]) -> Any:
    from rich.table import Table

    t = Table(title="per-group oracle vs IREE (ms; x = IREE / oracle, > 1: oracle faster)")
    for c in ("set", "module", "groups", "default", "unfolded", "oracle", "IREE", "x", "from", "cands", "fail",
              "s"):
        t.add_column(c, justify="left" if c in ("set", "module", "from") else "right")

    def f(x: float | None, d: int = 3) -> str:
        return "-" if x is None else f"{x:.{d}f}"

    for r in sorted(doc["modules"].values(), key=lambda r: (r["set"], r.get("oracle_vs_iree") or 0)):
        x = r.get("oracle_vs_iree")
        xs = "-" if x is None else (f"[red]{x:.2f}[/red]" if x < 1 else f"{x:.2f}")
        t.add_row(r["set"], r["uri"].rsplit("/", 1)[-1], str(r["groups"]), f(r["default_ms"]),
                  f(unfolded_ms(r)) if r.get("folded") else "", f(r["oracle_ms"]),
                  f(r["iree_ms"]), xs, str(r["oracle_source"]), str(r["candidates"]), str(r["failed"]),
                  f(r["search_seconds"], 1))
    for n, s in doc["summary"].items():
        g = s["geomean_oracle_vs_iree"]
        gu = s.get("geomean_unfolded_vs_iree")
        t.add_row(f"[bold]{n}[/bold]", f"[bold]geomean ({s['modules_measured']}/{s['modules_total']})[/bold]", "",
                  "", f"{gu:.2f}x" if gu and gu != g else "", "", "", f"[bold]{g:.2f}[/bold]" if g else "-",
                  f"IREE faster: {s['iree_faster_count']}", "", "", f(s["search_seconds_fresh"]["median"], 1))
    return t


def save(doc: dict[str, Any], path: Path) -> None:
    doc["summary"] = summarize(doc)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=False))
    tmp.replace(path)  # a run killed mid-write leaves the last complete file


def _named(uri: str, names: list[str]) -> bool:
    """Whether ``--only`` names the module (its URI or its last part)."""
    return uri in names or uri.rsplit("/", 1)[-1] in names


NOTES = [
    "oracle_vs_iree = IREE ms / oracle ms (> 1: the oracle is faster); geomeans over modules with both figures",
    "each module row records the commit, tree_hash (uncommitted library changes), menu_size and grouping_version "
    "it was measured with: the library moved during the run",
    "search_seconds counts only what the search measured itself: candidates found in the result store cost "
    "nothing (stored_candidates); search_seconds_fresh is over searches that measured every candidate",
    "IREE figures are not measured here unless --iree-now (3 processes right after the row's search, "
    "the row's iree_source says so): kernels take the committed ones (mqss-edge baseline, 2 pinned "
    "workers), models those of --models-baseline (mqss-edge baseline --models; each row's iree_source), "
    "which should come from the machine the oracle ran on",
    "a model with transposed contraction operands is searched twice, as written and folded "
    "(mqss-fold-transposes): the row's folded holds both bests",
    "the model rows of 2026-12-02 were measured on a 2-core AMD EPYC (AVX2, no AVX-512) whose speed drifted "
    "by up to 1.8x within the hour (the same plan: 0.078 ms at one time, 0.157 ms 50 minutes later): a "
    "search compares candidates minutes apart, so its best is noisy at that level; the kernel rows come "
    "from the earlier, faster machine",
    "rows measured in an hour when IREE's figures and the plans' moved against the committed ones out of step "
    "(12-05, 20 kernels: IREE 0.5-7.3x, attention-h12-s128-d64 7.3x; the plans 0.5-2.3x) are not committed: "
    "their ratios would measure the host; a row's two figures always come from the same minutes",
    "the kernel rows: all 61 searched again from 23:53 on 12-05 on one host (an AVX-512 Xeon; IREE's figure for "
    "a kernel moved 0.78-1.34x between two searches 30 minutes apart, 13 of 24 within 5%), in one fresh store, on "
    "the 99-entry menu (commit 9ddce9e); then the 24 kernels the conv epilogue, two-tiling and NCHW entries apply "
    "to again on the "
    "101-entry menu with the fused conv's result kept in registers (FUSE_SCRIPT_VERSION 2), in another fresh store, "
    "then the 5 conv epilogue kernels on the 103-entry menu (the epilogue tiles sized for AVX-512) in a third",
    "the three CNN models searched again on the 97-entry menu (12-05 evening) picked none of the new entries; "
    "those rows were not committed (their ratios, 1.25-1.36x, moved with the host, not the menu)",
    "the seven model rows were searched again on 12-06 on the kernels' host, IREE right after each: the three CNN "
    "models (00:30-00:45, 101-entry menu; vgg-tiny and squeezenet-tiny pick the NCHW direct-conv entries), then "
    "the four others (01:05-01:27, 103 entries); 12-05's rows (a slower AVX2 host) are each row's previous",
]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=("kernels", "models", "both"), default="both")
    ap.add_argument("--max-modules", type=int, default=0, help="at most N modules per set, one family at a time "
                    "(0: all)")
    ap.add_argument("--budget", type=int, default=120, help="most single-group candidates per module")
    ap.add_argument("--only", nargs="+", default=None, metavar="URI", help="only these modules (URI or name)")
    ap.add_argument("--fresh", action="store_true", help="measure modules already in the JSON again")
    ap.add_argument("--store", default=None, help="result store (default: the user cache)")
    ap.add_argument("--models-baseline", default=str(HERE / "models_baseline.json"),
                    help="the models' IREE figures (mqss-edge baseline --models --out): measure them on the machine "
                         "the oracle runs on")
    ap.add_argument("--iree-now", action="store_true", help="measure each module's IREE figure right after its search "
                    "(3 processes) instead of reading the committed baseline: on a machine whose speed drifts, the "
                    "two figures of a row then come from the same hour")
    ap.add_argument("--iree-again", action="store_true", help="measure only the IREE figure of the selected rows "
                    "already in the JSON (3 processes, pinned), keeping their searches: a row whose IREE run failed")
    ap.add_argument("--pin", default="0", help="CPU list for every timed run (candidates and --iree-now)")
    ap.add_argument("--json", default=str(HERE / "oracle.json"))
    ap.add_argument("--png", default=str(HERE / "oracle.png"))
    ap.add_argument("--render", action="store_true", help="only render the JSON's table and PNG")
    args = ap.parse_args()

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge import corpus
    from mqss_edge.engine import Engine
    from mqss_edge.store import Store, default_path

    err = Console(stderr=True, width=None if sys.stderr.isatty() else 200)
    path = Path(args.json)
    doc: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    if doc.get("schema_version", SCHEMA_VERSION) > SCHEMA_VERSION:
        err.print(f"[red]{path}: written by a newer bench_oracle (schema {doc['schema_version']})[/red]")
        return 1
    doc.setdefault("schema_version", SCHEMA_VERSION)
    doc.setdefault("benchmark", "oracle")
    doc["sets"] = {
        "kernels": "corpus.split('holdout'); IREE: benchmarks/baseline.json [uri].iree.run_time",
        "models": "corpus.models_split('holdout') (data/models/splits.json: " + corpus.load_model_splits()["rule"]
                  + "); IREE: the models baseline file (each row's iree_source) rows[uri].peers.iree.run_ms",
    }
    doc["oracle"] = ("best correct candidate of train.search.search (the lead pass, per-group singles up to the "
                     "budget behind it, their combination, module-level tails, each group's next singles swapped "
                     "into the best plan) plus the family baseline, the expert plan and the row's previous best")
    doc["notes"] = list(NOTES)
    doc.setdefault("modules", {})
    doc["totals"] = {n: len(entries_of(n)) for n in SETS}
    if args.iree_again:
        for n in SETS if args.set == "both" else (args.set,):
            for e in entries_of(n):
                row = doc["modules"].get(e.uri)
                if row is None or not (args.only is None or _named(e.uri, args.only)):
                    continue
                iree, samples, why = iree_now(n, e.text(), pin=args.pin)
                row.update(iree_ms=iree, iree_samples_ms=samples,
                           iree_source=f"measured again at {time.strftime('%Y-%m-%dT%H:%M:%S')} (3 processes, pinned; "
                                       f"search ended {row.get('measured_at')})",
                           **_vs_iree(iree, row.get("oracle_ms"), row.get("default_ms")))
                row.pop("iree_error", None)
                if why:
                    row["iree_error"] = why
                err.print(f"{e.uri}: IREE {iree} ms {samples} {why}")
        save(doc, path)
    elif not args.render:
        model_rows = json.loads(Path(args.models_baseline).read_text())["rows"]
        iree_source = shown(args.models_baseline)
        sets = SETS if args.set == "both" else (args.set,)
        todo = []
        for n in sets:
            es = entries_of(n)
            if args.only:
                es = [e for e in es if _named(e.uri, args.only)]
            elif args.max_modules:
                es = corpus.round_robin_by_family(es, args.max_modules)
            todo += [(n, e) for e in es if args.fresh or e.uri not in doc["modules"]]
        engine = Engine(Store(args.store or default_path()))
        try:
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=err) as prog:
                whole = prog.add_task("modules", total=len(todo))
                for n, e in todo:
                    one = prog.add_task(f"  {n} {e.uri.rsplit('/', 1)[-1]}", total=None)
                    old = doc["modules"].get(e.uri)
                    try:
                        row = oracle_module(n, e, engine, args.budget, model_rows,
                                            progress=lambda i, k, one=one: prog.update(one, completed=i, total=k),
                                            measure_iree=args.iree_now, pin=args.pin,
                                            previous_plan=(old or {}).get("oracle_plan"))
                    except Exception as exc:  # a module the engine refuses: shown, not recorded, tried next run
                        err.print(f"[red]{e.uri}: {type(exc).__name__}: {exc}[/red]")
                        prog.remove_task(one)
                        prog.advance(whole)
                        continue
                    if n == "models" and not args.iree_now:
                        row["iree_source"] = iree_source
                    if old:  # a --fresh rerun: what the module measured before, under which tree
                        row["previous"] = {k: old.get(k) for k in PREVIOUS_KEYS}
                    doc["modules"][e.uri] = row
                    save(doc, path)
                    prog.remove_task(one)
                    prog.advance(whole)
                    x = row["oracle_vs_iree"]
                    err.print(f"[dim]{n} {e.uri}: oracle {row['oracle_ms']} ms ({row['oracle_source']}), "
                              f"IREE {row['iree_ms']} ms, x {x and round(x, 2)}, {row['search_seconds']} s[/dim]")
        finally:
            engine.close()
        save(doc, path)
    else:  # reading only: a measuring run may be writing the file
        doc["summary"] = summarize(doc)
    err.print(table(doc))
    if args.png:
        plot(doc, Path(args.png))
    print(json.dumps(doc["summary"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
