"""A retrained policy against the shipped one, zero-shot, every plan measured in one store in the same hour.

Sets:

* ``held-back``: the candidate run's held-back training modules (``bc.json``: demonstrated, never cloned).
  The export rule decides on these alone, never on a hold-out.
* ``kernels``: the kernel hold-out; ``models``: the real-model hold-out (reported, never decided on).

Per module: each policy's zero-shot compile (``Selector.compile``: the greedy pick, the guard on, the
per-op fallback chain; what it compiled is what is timed), the family baseline (for models: the expert
module plan) and the expert rules' plan, each compiled, checked against the reference build and timed
through the engine (median of 3 pinned processes' medians), the two policies in alternating order. IREE:
the figure ``benchmarks/oracle.json`` measured for the module on the oracle's host (nothing of IREE runs
here; compare only on that host).

Writes ``--json`` after every module (a rerun of the same candidate skips the modules in it), prints a table and the summary,
draws ``--png`` (per-module zero-shot speedup over the baseline, both policies). Without ``--candidate``
it only renders the JSON it finds.

    python benchmarks/bench_retrain.py --candidate runs/r106/int8 --store /tmp/ab.sqlite
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from _paths import shown  # noqa: E402  (this folder is first on sys.path)
from bench_policy import SLOWER, geomean  # noqa: E402  (the policy benchmark's regression rule and mean)

SETS = ("held-back", "kernels", "models")


def modules(name: str, candidate: Path) -> list[tuple[str, str, str, Any]]:
    """(uri, text, family, baseline plan) of a set."""
    from mqss_edge import corpus
    from mqss_edge.corpus.module_plan import module_expert_plan

    if name == "kernels":
        return [(e.uri, e.text(), e.family, corpus.family_baseline(e.family)) for e in corpus.split("holdout")]
    if name == "models":
        return [(e.uri, t, e.family, module_expert_plan(t).plan())
                for e in corpus.models_split("holdout") for t in [e.text()]]
    bc = candidate.parent / "bc.json"
    if not bc.exists():
        bc = candidate / "training" / "bc.json"
    held = set(json.loads(bc.read_text())["held_back"])
    from mqss_edge.train.workloads import load_workloads

    out = []
    for w in load_workloads("train", models=True):
        if w.uri in held:
            out.append((w.uri, w.text, w.family, w.baseline_plan or corpus.family_baseline(w.family)))
    return out


def expert_of(uri: str, base: Any) -> Any:
    """The expert rules' plan: a model's baseline is already its expert module plan."""
    from mqss_edge import corpus

    return base if uri.startswith("benchmark://models-") else corpus.expert_plan(corpus.by_uri()[uri])


def one(uri: str, text: str, family: str, base: Any, sels: dict[str, Any], engine: Any, order: int,
        iree: float | None) -> dict[str, Any]:
    from mqss_edge.engine import MeasureConfig

    mc = MeasureConfig(warmup=2, repeat=10, processes=3, pin="1")
    row: dict[str, Any] = {"uri": uri, "family": family}
    names = list(sels) if order % 2 == 0 else list(sels)[::-1]
    for name in names:
        rep = sels[name].compile(text, engine=engine, measure=mc)
        row[f"{name}_plan"] = str(rep.selection.plan)
        row[f"{name}_used"] = rep.used
        row[f"{name}_ms"] = rep.evaluation.runtime_ms() if rep.evaluation.ok else None
        row[f"{name}_guarded"] = rep.selection.guarded
    for ref, plan in (("baseline", base), ("expert", expert_of(uri, base))):
        ev = engine.evaluate(text, plan, measure=mc)
        row[f"{ref}_plan"], row[f"{ref}_ms"] = str(plan), ev.runtime_ms() if ev.ok else None
    row["iree_ms"] = iree
    row["measured_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    row["load_1min"] = round(os.getloadavg()[0], 2)
    return row


def summarize(rows: list[dict[str, Any]], arms: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"modules": len(rows)}
    for a in arms:
        def r(ref: str) -> list[float]:
            return [x[f"{ref}_ms"] / x[f"{a}_ms"] for x in rows if x.get(f"{a}_ms") and x.get(f"{ref}_ms")]

        out[a] = {"vs_baseline": geomean(r("baseline")), "vs_expert": geomean(r("expert")),
                  "vs_iree": geomean(r("iree")),
                  "slower_than_baseline": sorted(x["uri"].rsplit("/", 1)[-1] for x in rows if x.get(f"{a}_ms")
                                                 and x.get("baseline_ms") and x[f"{a}_ms"] > SLOWER * x["baseline_ms"]),
                  "below_0.8x_iree": sorted(x["uri"].rsplit("/", 1)[-1] for x in rows if x.get(f"{a}_ms")
                                            and x.get("iree_ms") and x["iree_ms"] / x[f"{a}_ms"] < 0.8),
                  "failed": sum(1 for x in rows if not x.get(f"{a}_ms"))}
    both = [x for x in rows if all(x.get(f"{a}_ms") for a in arms)]
    if len(arms) == 2 and both:
        a, b = arms
        out[f"{b}_vs_{a}"] = geomean([x[f"{a}_ms"] / x[f"{b}_ms"] for x in both])
        out["same_plan"] = sum(1 for x in both if x[f"{a}_plan"] == x[f"{b}_plan"])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--candidate", default=None,
                    help="the retrained policy directory (none: only render the JSON's table and PNG)")
    ap.add_argument("--shipped", default=None, help="the policy compared with (default: the committed int8)")
    ap.add_argument("--set", nargs="+", choices=SETS, default=list(SETS))
    ap.add_argument("--store", default=None,
                    help="result store (default: a fresh one in a temporary folder: every plan measured now)")
    ap.add_argument("--json", default=str(HERE / "retrain.json"))
    ap.add_argument("--png", default=str(HERE / "retrain.png"))
    args = ap.parse_args()

    from rich.progress import Progress

    from mqss_edge.engine import Engine
    from mqss_edge.selector import Selector
    from mqss_edge.store import Store

    path = Path(args.json)
    doc = json.loads(path.read_text()) if path.exists() else {}
    if args.candidate is None:
        if not doc.get("sets"):
            print(f"{path}: no figures to render; give --candidate to measure", file=sys.stderr)
            return 2
        render(doc, args.png)
        return 0
    cand = Path(args.candidate)
    if doc.get("candidate") != shown(cand):  # another candidate's figures: this one starts afresh
        doc = {}
    sels = {"shipped": Selector.load(args.shipped) if args.shipped else Selector.load(),
            "candidate": Selector.load(cand)}
    tmp = None
    if args.store is None:
        import tempfile

        tmp = tempfile.TemporaryDirectory(prefix="mqss-retrain-")
    engine = Engine(Store(args.store or str(Path(tmp.name) / "store.sqlite")))  # type: ignore[union-attr]
    oracle = json.loads((HERE / "oracle.json").read_text())["modules"]
    doc.update({"what": __doc__.split("\n\n")[0], "candidate": shown(cand), "shipped": shown(sels["shipped"].path),
                "iree_source": "benchmarks/oracle.json (the oracle's host)"})
    doc.setdefault("sets", {})
    for name in args.set:
        mods = modules(name, cand)
        rows = {r["uri"]: r for r in doc["sets"].get(name, {}).get("modules", [])}
        with Progress() as bar:
            task = bar.add_task(name, total=len(mods))
            for i, (uri, text, family, base) in enumerate(mods):
                if uri not in rows:
                    try:
                        rows[uri] = one(uri, text, family, base, sels, engine, i, oracle.get(uri, {}).get("iree_ms"))
                    except Exception as exc:  # noqa: BLE001 -- one module's error is a recorded row, not the end
                        rows[uri] = {"uri": uri, "family": family, "error": f"{type(exc).__name__}: {exc}"}
                    doc["sets"][name] = {"modules": list(rows.values()),
                                         "summary": summarize(list(rows.values()), list(sels))}
                    path.write_text(json.dumps(doc, indent=1))
                bar.advance(task)
        doc["sets"][name] = {"modules": list(rows.values()), "summary": summarize(list(rows.values()), list(sels))}
        path.write_text(json.dumps(doc, indent=1))
    render(doc, args.png)
    return 0


def render(doc: dict[str, Any], png: str) -> None:
    """The table (stderr), the summaries (stdout) and the PNG of a result document."""
    from rich.console import Console
    from rich.table import Table

    t = Table(title="zero-shot, shipped vs candidate (ms; x: baseline / pick)")
    for c in ("set", "module", "baseline", "shipped", "candidate", "shipped x", "candidate x", "IREE"):
        t.add_column(c, justify="left" if c in ("set", "module") else "right")

    def f(x: float | None) -> str:
        return f"{x:.3f}" if x else "-"

    for name, s in doc["sets"].items():
        for r in s["modules"]:
            b = r.get("baseline_ms")
            t.add_row(name, r["uri"].rsplit("/", 1)[-1], f(b), f(r.get("shipped_ms")), f(r.get("candidate_ms")),
                      f(b / r["shipped_ms"]) if b and r.get("shipped_ms") else "-",
                      f(b / r["candidate_ms"]) if b and r.get("candidate_ms") else "-", f(r.get("iree_ms")))
    Console(stderr=True).print(t)
    print(json.dumps({k: v["summary"] for k, v in doc["sets"].items()}, indent=1))

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sets = list(doc["sets"])
    fig, axes = plt.subplots(1, len(sets), figsize=(5 * len(sets), 4), squeeze=False)
    for ax, name in zip(axes[0], sets):
        rows = [r for r in doc["sets"][name]["modules"] if r.get("baseline_ms")]
        for k, arm in enumerate(("shipped", "candidate")):
            ys = [r["baseline_ms"] / r[f"{arm}_ms"] if r.get(f"{arm}_ms") else 0 for r in rows]
            ax.bar([i + 0.4 * k for i in range(len(rows))], ys, width=0.4, label=arm)
        ax.axhline(1.0, color="grey", lw=0.8)
        ax.set_yscale("log")
        ax.set_title(f"{name}: geomean {doc['sets'][name]['summary']['shipped']['vs_baseline'] or 0:.2f}x -> "
                     f"{doc['sets'][name]['summary']['candidate']['vs_baseline'] or 0:.2f}x")
        ax.set_ylabel("baseline / zero-shot pick")
        ax.set_xticks([])
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    sys.exit(main())
