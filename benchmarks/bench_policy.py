"""The shipped policy on the hold-outs: zero-shot (with and without the no-regression guard) and with a
budget, against the default, the family baseline, the expert rules, the per-group oracle and IREE.

Sets: the kernel hold-out (``corpus.split("holdout")``), the kernel family-out split, and the real-model
hold-out (``corpus.models_split("holdout")``). Per module:

- **zero-shot**: ``Selector.compile`` (the greedy pick, the guard on, the per-op fallback chain); what it
  compiled is what is timed. **unguarded**: the greedy pick with the guard off (``select(guard=False)``).
- **budget K** (K = 4, 8): ``Selector.select(module, budget=K)``: the policy's K most probable plans,
  each compiled, checked and timed, the fastest kept.
- **baseline**: the family baseline for kernels; for models (no family pipeline) the expert module plan,
  the hand-tuned reference a compiler engineer would write. **expert**: the expert rules' plan.
- **oracle**: the per-group oracle of ``benchmarks/oracle.json`` (same measurement settings, so its
  stored candidates are reused); **IREE**: the committed IREE figures (nothing of IREE runs here).

Every candidate is compiled, checked against the reference build and timed through the engine: median of
per-process medians over 3 processes, pinned to core 0, stored (a rerun measures nothing twice). Runtime
capture = sum over modules of log(baseline / pick) / sum of log(baseline / oracle).

Writes ``--json`` after every module (a rerun skips the modules in it unless ``--fresh``), prints a table
on stderr and the summary on stdout, draws ``--png``. Targets (issue #16) are reported, met or not.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(ROOT))

from _paths import shown  # noqa: E402  (this folder is first on sys.path)

SCHEMA_VERSION = 1
SETS = ("kernels", "family-out", "models")
BUDGETS = (4, 8)
ARMS = ("zero_shot", "unguarded") + tuple(f"budget_k{k}" for k in BUDGETS)
SLOWER = 1.05  # a pick this much slower than a reference counts as a regression
# issue #16 "Done means"
TARGETS = {"kernels": {"vs_baseline": 1.5, "vs_expert": 1.15, "slower_than_baseline_max": 1},
           "family-out": {"vs_baseline": 1.25},
           "models": {"vs_iree": 1.2, "floor_vs_iree": 0.8}}


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def entries_of(name: str) -> list[Any]:
    from mqss_edge import corpus

    if name == "kernels":
        return corpus.split("holdout")
    if name == "family-out":
        return corpus.split("family-out")
    return corpus.models_split("holdout")


def references(name: str, entry: Any, model_rows: dict[str, Any]) -> dict[str, Any]:
    """The plans the picks are compared with: ``baseline`` and ``expert``."""
    from mqss_edge import corpus
    from mqss_edge.corpus.module_plan import module_expert_plan
    from mqss_edge.pipeline import Plan

    if name != "models":
        return {"baseline": corpus.family_baseline(entry.family), "expert": corpus.expert_plan(entry)}
    fitted = model_rows.get(entry.uri, {}).get("peers", {}).get("expert", {}).get("plan")
    plan = Plan.parse(fitted) if fitted else module_expert_plan(entry.text()).plan()
    return {"baseline": plan, "expert": plan}


def iree_ms(name: str, entry: Any, model_rows: dict[str, Any]) -> float | None:
    from mqss_edge import corpus

    if name != "models":
        try:
            return corpus.load_baselines().get(entry.uri, {}).get("iree", {}).get("run_time")
        except FileNotFoundError:
            return None
    return model_rows.get(entry.uri, {}).get("peers", {}).get("iree", {}).get("run_ms")


def policy_module(name: str, entry: Any, sel: Any, engine: Any, oracle_rows: dict[str, Any],
                  model_rows: dict[str, Any]) -> dict[str, Any]:
    """Every figure of one module (see the module docs)."""
    from mqss_edge.engine import MeasureConfig
    from mqss_edge.pipeline import Plan

    text = entry.text()
    mc = MeasureConfig(warmup=2, repeat=10, processes=3)

    def ms(plan: Plan) -> tuple[float | None, str]:
        ev = engine.evaluate(text, plan, measure=mc)
        return (ev.runtime_ms() if ev.ok else None), ev.status.value

    t0 = time.perf_counter()
    row: dict[str, Any] = {"uri": entry.uri, "set": name, "family": entry.family}
    rep = sel.compile(text, engine=engine, measure=mc)
    s = rep.selection
    row.update({"zero_shot_plan": str(s.plan), "zero_shot_used": rep.used, "zero_shot_fallback": rep.fallback,
                "zero_shot_ms": rep.evaluation.runtime_ms() if rep.evaluation.ok else None,
                "confidence": round(s.confidence, 4), "guarded": s.guarded, "select_ms": round(s.latency_ms, 3),
                "groups": len(s.groups)})
    raw = sel.select(text, guard=False)
    row["unguarded_plan"] = str(raw.plan)
    row["unguarded_ms"], row["unguarded_status"] = ms(raw.plan)
    for k in BUDGETS:
        b = sel.select(text, k, engine=engine, measure=mc)
        row[f"budget_k{k}_plan"] = str(b.plan)
        row[f"budget_k{k}_ms"] = next((c["runtime_ms"] for c in b.candidates if c["pipeline"] == str(b.plan)), None)
        row[f"budget_k{k}_candidates"] = len(b.candidates)
    row["default_ms"], _ = ms(Plan())
    for ref, plan in references(name, entry, model_rows).items():
        row[f"{ref}_plan"] = str(plan)
        row[f"{ref}_ms"], row[f"{ref}_status"] = ms(plan)
    orc = oracle_rows.get(entry.uri, {})
    best = [x for x in (orc.get("oracle_ms"), *(row.get(f"{a}_ms") for a in ARMS), row["baseline_ms"],
                        row["expert_ms"], row["default_ms"]) if x]
    # the oracle is the best correct candidate seen: its search's, or any arm's here (a pick it never tried)
    row["oracle_ms"] = min(best) if best else None
    row["oracle_from_search"] = orc.get("oracle_ms")
    row["iree_ms"] = iree_ms(name, entry, model_rows)
    row["seconds"] = round(time.perf_counter() - t0, 2)
    row["load_1min"] = round(os.getloadavg()[0], 2)
    row["measured_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    return row


def summarize(doc: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in SETS:
        rows = [r for r in doc["modules"].values() if r["set"] == name]
        if not rows:
            continue
        s: dict[str, Any] = {"modules": len(rows), "modules_total": doc.get("totals", {}).get(name)}
        for arm in ARMS + ("baseline", "expert", "oracle"):
            def ratio(ref: str) -> list[float]:
                return [r[f"{ref}_ms"] / r[f"{arm}_ms"] for r in rows if r.get(f"{arm}_ms") and r.get(f"{ref}_ms")]

            a: dict[str, Any] = {f"vs_{ref}": geomean(ratio(ref)) for ref in ("default", "baseline", "expert", "iree")}
            a["vs_oracle"] = geomean(ratio("oracle"))
            a["slower_than_baseline"] = sorted(r["uri"].rsplit("/", 1)[-1] for r in rows if r.get(f"{arm}_ms")
                                               and r.get("baseline_ms") and r[f"{arm}_ms"] > SLOWER * r["baseline_ms"])
            a["slower_than_expert"] = sorted(r["uri"].rsplit("/", 1)[-1] for r in rows if r.get(f"{arm}_ms")
                                             and r.get("expert_ms") and r[f"{arm}_ms"] > SLOWER * r["expert_ms"])
            a["below_0.8x_iree"] = sorted(r["uri"].rsplit("/", 1)[-1] for r in rows if r.get(f"{arm}_ms")
                                          and r.get("iree_ms") and r["iree_ms"] / r[f"{arm}_ms"] < 0.8)
            got = [(r["baseline_ms"], r[f"{arm}_ms"], r["oracle_ms"]) for r in rows
                   if r.get("baseline_ms") and r.get(f"{arm}_ms") and r.get("oracle_ms")]
            num = sum(math.log(b / p) for b, p, _ in got)
            den = sum(math.log(b / o) for b, _, o in got)
            a["runtime_capture"] = num / den if den > 0 else None
            a["failed"] = sum(1 for r in rows if r.get(f"{arm}_ms") is None)
            s[arm] = a
        s["guarded"] = sum(1 for r in rows if r.get("guarded"))
        s["select_ms_median"] = statistics.median([r["select_ms"] for r in rows])
        t = TARGETS[name]
        z = s["zero_shot"]
        met: dict[str, Any] = {}
        if "vs_baseline" in t:
            met["vs_baseline"] = {"want": t["vs_baseline"], "got": z["vs_baseline"],
                                  "met": bool(z["vs_baseline"] and z["vs_baseline"] >= t["vs_baseline"])}
        if "vs_expert" in t:
            met["vs_expert"] = {"want": t["vs_expert"], "got": z["vs_expert"],
                                "met": bool(z["vs_expert"] and z["vs_expert"] >= t["vs_expert"])}
        if "slower_than_baseline_max" in t:
            n = len(z["slower_than_baseline"])
            met["slower_than_baseline"] = {"want_at_most": t["slower_than_baseline_max"], "got": n,
                                           "met": n <= t["slower_than_baseline_max"]}
        if "vs_iree" in t:
            met["vs_iree"] = {"want": t["vs_iree"], "got": z["vs_iree"],
                              "met": bool(z["vs_iree"] and z["vs_iree"] >= t["vs_iree"])}
            met["floor_vs_iree"] = {"want_at_least": t["floor_vs_iree"], "below": z["below_0.8x_iree"],
                                    "met": not z["below_0.8x_iree"]}
        s["targets"] = met
        out[name] = s
    return out


def table(doc: dict[str, Any]) -> Any:
    from rich.table import Table

    t = Table(title="policy on the hold-outs (ms; x = reference / pick, > 1: the pick is faster)")
    for c in ("set", "module", "conf", "zero-shot", "K=8", "baseline", "expert", "oracle", "IREE", "x base",
              "x IREE"):
        t.add_column(c, justify="left" if c in ("set", "module") else "right")

    def f(x: float | None, d: int = 3) -> str:
        return "-" if x is None else f"{x:.{d}f}"

    def x(a: float | None, b: float | None) -> str:
        if not a or not b:
            return "-"
        v = a / b
        return f"[red]{v:.2f}[/red]" if v < 1 / SLOWER else f"{v:.2f}"

    for r in sorted(doc["modules"].values(), key=lambda r: (SETS.index(r["set"]), r["uri"])):
        conf = f(r["confidence"], 2) + ("*" if r.get("guarded") else "")
        t.add_row(r["set"], r["uri"].rsplit("/", 1)[-1], conf, f(r["zero_shot_ms"]), f(r.get("budget_k8_ms")),
                  f(r["baseline_ms"]), f(r["expert_ms"]), f(r["oracle_ms"]), f(r["iree_ms"]),
                  x(r["baseline_ms"], r["zero_shot_ms"]), x(r["iree_ms"], r["zero_shot_ms"]))
    for n, s in doc["summary"].items():
        z = s["zero_shot"]
        t.add_row(f"[bold]{n}[/bold]", f"[bold]geomean ({s['modules']}/{s['modules_total']})[/bold]",
                  f"{s['guarded']}*", "", "", "", "", "", "", f(z["vs_baseline"], 2), f(z["vs_iree"], 2))
    return t


def plot(doc: dict[str, Any], path: Path) -> None:
    """Per set: geomean speedup over the family baseline (models: the expert module plan) and over IREE
    of each arm, and the oracle's, as grouped bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sets = list(doc["summary"])
    if not sets:
        return
    arms = ARMS + ("expert", "oracle")
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8))
    for ax, ref in zip(axes, ("baseline", "iree")):
        width = 0.8 / len(arms)
        for i, arm in enumerate(arms):
            ys = [doc["summary"][n][arm][f"vs_{ref}"] or 0 for n in sets]
            ax.bar([j + i * width for j in range(len(sets))], ys, width, label=arm.replace("_", " "))
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_xticks([j + 0.4 - width / 2 for j in range(len(sets))])
        ax.set_xticklabels([f"{n} ({doc['summary'][n]['modules']})" for n in sets])
        ax.set_ylabel(f"geomean {ref} runtime / arm runtime (> 1: faster)")
        ax.set_title(f"vs {'family baseline (models: expert module plan)' if ref == 'baseline' else 'IREE llvm-cpu'}",
                     fontsize=9)
        ax.legend(fontsize=7)
    fig.suptitle(f"policy {doc.get('policy_sha256', '')[:12]}: medians of 3 pinned processes", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def save(doc: dict[str, Any], path: Path) -> None:
    doc["summary"] = summarize(doc)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(doc, indent=1))
    tmp.replace(path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--policy", default=None, help="policy directory (default: the committed int8 policy)")
    ap.add_argument("--set", nargs="+", choices=SETS, default=["kernels", "models"])
    ap.add_argument("--max-modules", type=int, default=0, help="at most N modules per set (0: all)")
    ap.add_argument("--fresh", action="store_true", help="measure modules already in the JSON again")
    ap.add_argument("--store", default=None, help="result store (default: the user cache)")
    ap.add_argument("--json", default=str(HERE / "policy.json"))
    ap.add_argument("--png", default=str(HERE / "policy.png"))
    ap.add_argument("--render", action="store_true", help="only render the JSON's table and PNG")
    args = ap.parse_args()

    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge import Selector, corpus
    from mqss_edge.engine import Engine
    from mqss_edge.store import Store, default_path

    err = Console(stderr=True, width=None if sys.stderr.isatty() else 200)
    path = Path(args.json)
    doc: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    sel = Selector.load(args.policy)
    sha = hashlib.sha256((Path(sel.path) / sel.signature["model_file"]).read_bytes()).hexdigest()
    if doc.get("policy_sha256") not in (None, sha) and not args.render:
        err.print(f"[yellow]{path} holds another policy's figures: starting afresh[/yellow]")
        doc = {}
    doc.update({"schema_version": SCHEMA_VERSION, "benchmark": "policy", "policy": shown(sel.path),
                "policy_sha256": sha, "guard": sel.signature.get("guard"),
                "training": sel.signature.get("training"), "budgets": list(BUDGETS)})
    doc.setdefault("modules", {})
    doc["totals"] = {n: len(entries_of(n)) for n in SETS}
    if not args.render:
        model_rows = json.loads((HERE / "models_baseline.json").read_text())["rows"]
        oracle_rows = json.loads((HERE / "oracle.json").read_text())["modules"]
        todo = []
        for n in args.set:
            es = entries_of(n)
            if args.max_modules:
                es = corpus.round_robin_by_family(es, args.max_modules)
            todo += [(n, e) for e in es if args.fresh or e.uri not in doc["modules"]]
        engine = Engine(Store(args.store or default_path()))
        try:
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=err) as prog:
                whole = prog.add_task("modules", total=len(todo))
                for n, e in todo:
                    try:
                        row = policy_module(n, e, sel, engine, oracle_rows, model_rows)
                    except Exception as exc:  # a module the engine refuses: shown, not recorded, tried next run
                        err.print(f"[red]{e.uri}: {type(exc).__name__}: {exc}[/red]")
                        prog.advance(whole)
                        continue
                    doc["modules"][e.uri] = row
                    save(doc, path)
                    prog.advance(whole)
        finally:
            engine.close()
        save(doc, path)
    else:
        doc["summary"] = summarize(doc)
    err.print(table(doc))
    if args.png:
        plot(doc, Path(args.png))
    print(json.dumps(doc["summary"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
