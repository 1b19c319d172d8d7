"""What the training objective sees on the real-model hold-out: reward against runtime.

For each hold-out model, three plans are compiled, checked against the reference build and timed through the
engine as the training's evaluator measures (its repeats and processes; median of per-process medians,
pinned, each with its spread and bimodality): the expert module plan (the reward's baseline for models, as in
training), the shipped policy's zero-shot pick (``zero_shot_plan`` of ``benchmarks/policy.json``) and the
per-group runtime oracle (``oracle_plan`` of ``benchmarks/oracle.json``). Each is scored with the reward the
policy was trained on: the default chip profile's weights (success 0.3, compile 0.2, runtime 0.4, size 0.1)
and the shipped policy's training norms (``training/config.json``), against the expert plan.

The question it answers (issue #16, real-model hold-out at K=1): when the runtime oracle is much faster than
the pick, does the objective prefer it? Per model it reports both plans' reward, runtime, compile time and
``.text``, and which plan the reward prefers (a difference under the teacher's tie, 0.005, is a tie).

    python benchmarks/bench_model_objective.py [--pin 1] [--store PATH] [--out benchmarks/model_objective]

Writes ``OUT.json``, prints a table and draws ``OUT.png`` (reward gain against log runtime gain over the
expert plan, one arrow per model from the pick to the oracle). A benchmark reports; the exit status is 0
whenever every plan was measured.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(ROOT))

from _paths import shown  # noqa: E402  (this folder is first on sys.path)

PLANS = ("expert", "zero_shot", "oracle")


def measure(store: str | None, pin: str, policy_dir: Path) -> dict:
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.env.reward import Metrics, Norms, RewardWeights, reward
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store
    from mqss_edge.train.demos import TIE
    from mqss_edge.train.workloads import model_workloads

    cfg = json.loads((policy_dir / "training" / "config.json").read_text())
    train = cfg["train"]
    norms = Norms(cfg["norms"]["lo"], cfg["norms"]["hi"])
    weights = RewardWeights(**cfg["chip"]["weights"]) if cfg.get("chip") else RewardWeights()
    picks = json.loads((HERE / "policy.json").read_text())["modules"]
    oracle = json.loads((HERE / "oracle.json").read_text())["modules"]
    # measured as the training's evaluator (train.workloads.make_evaluator) measures, keeping each runtime's
    # spread and bimodality, which its outcomes drop; the workloads are the training's (baseline: expert plan)
    engine = Engine(Store(store) if store else None)
    mc = MeasureConfig(warmup=2, repeat=train["measure_repeat"], processes=train["measure_processes"], pin=pin)
    rows = []
    for w in model_workloads("holdout"):
        if w.uri not in picks or w.uri not in oracle:
            continue
        plans = {"expert": w.baseline_plan, "zero_shot": Plan.parse(picks[w.uri]["zero_shot_plan"]),
                 "oracle": Plan.parse(oracle[w.uri]["oracle_plan"])}
        evs = {k: engine.evaluate(w.text, p, measure=mc) for k, p in plans.items()}
        met = {k: Metrics(ev.compile_ms.get("total", 0.0), ev.runtime_ms(), float(ev.text_bytes)) if ev.ok else None
               for k, ev in evs.items()}
        base = met["expert"]
        row: dict = {"uri": w.uri, "name": w.uri.rsplit("/", 1)[-1]}
        for k in PLANS:
            m, stats = met[k], evs[k].runtime.stats() if evs[k].ok and evs[k].runtime else None
            row[k] = {"plan": str(plans[k]), "status": evs[k].status.value,
                      "runtime_ms": m.runtime if m else None, "compile_ms": m.compile if m else None,
                      "text_bytes": m.size if m else None,
                      "spread": stats.spread if stats else None, "bimodal": stats.bimodal if stats else None,
                      "reward": reward(evs[k].ok, m, base, norms, weights) if base else None}
        z, o = row["zero_shot"], row["oracle"]
        if z["reward"] is not None and o["reward"] is not None:
            d = o["reward"] - z["reward"]
            row["reward_prefers"] = "tie" if abs(d) < TIE else ("oracle" if d > 0 else "zero_shot")
            row["oracle_speedup_over_pick"] = z["runtime_ms"] / o["runtime_ms"]
        rows.append(row)
    engine.close()
    return {"schema_version": 1, "benchmark": "model_objective", "policy": shown(policy_dir),
            "weights": {k: getattr(weights, k) for k in ("success", "compile", "runtime", "size")},
            "norms": cfg["norms"], "tie": TIE, "pin": pin, "measure_repeat": train["measure_repeat"],
            "measure_processes": train["measure_processes"], "load_1min": os.getloadavg()[0], "models": rows,
            "summary": summarize(rows, TIE)}


def summarize(rows: list[dict], tie: float) -> dict:
    scored = [r for r in rows if "reward_prefers" in r]
    faster = [r for r in scored if r["oracle_speedup_over_pick"] >= 1.25]
    return {"models": len(rows),
            "oracle_faster_than_pick_by_25pct": len(faster),
            "of_those_reward_prefers_oracle": sum(r["reward_prefers"] == "oracle" for r in faster),
            "pick_below_expert_on_its_own_reward": sum(r["zero_shot"]["reward"] < r["expert"]["reward"] - tie
                                                       for r in scored)}


def table(doc: dict) -> object:
    from rich.table import Table

    t = Table(title="reward (default profile, shipped norms) against runtime, real-model hold-out")
    for c in ("model", "plan", "ms", "spread", "compile s", ".text KB", "reward", "reward prefers"):
        t.add_column(c, justify="left" if c in ("model", "plan", "reward prefers") else "right")
    for r in doc["models"]:
        for i, k in enumerate(PLANS):
            x = r[k]
            ok = x["runtime_ms"] is not None
            t.add_row(r["name"] if i == 0 else "", k, f"{x['runtime_ms']:.3f}" if ok else x["status"],
                      (f"{x['spread']:.2f}" + (" bimodal" if x["bimodal"] else "")) if ok else "",
                      f"{x['compile_ms'] / 1e3:.1f}" if ok else "", f"{x['text_bytes'] / 1e3:.0f}" if ok else "",
                      f"{x['reward']:.3f}" if x["reward"] is not None else "",
                      r.get("reward_prefers", "") if k == "oracle" else "")
    return t


def plot(doc: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 5))
    for r in doc["models"]:
        e, z, o = r["expert"], r["zero_shot"], r["oracle"]
        if None in (e["runtime_ms"], z["runtime_ms"], o["runtime_ms"], z["reward"], o["reward"]):
            continue
        xz, xo = math.log2(e["runtime_ms"] / z["runtime_ms"]), math.log2(e["runtime_ms"] / o["runtime_ms"])
        yz, yo = z["reward"] - e["reward"], o["reward"] - e["reward"]
        ax.annotate("", xy=(xo, yo), xytext=(xz, yz), arrowprops={"arrowstyle": "->", "color": "tab:blue"})
        ax.plot([xz], [yz], "o", color="tab:orange")
        ax.text(xo, yo, " " + r["name"], fontsize=8, va="center")
    ax.axhline(0, color="grey", lw=0.5)
    ax.axvline(0, color="grey", lw=0.5)
    ax.set_xlabel("log2 runtime gain over the expert module plan")
    ax.set_ylabel("reward gain over the expert module plan")
    ax.set_title("zero-shot pick (dot) -> per-group runtime oracle (arrow head)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--policy", default=str(ROOT / "mqss_edge" / "data" / "policy" / "fp32"),
                    help="fp32 policy directory whose training config holds the norms")
    ap.add_argument("--store", default=None, help="result store (default: the user's)")
    ap.add_argument("--pin", default="0", help="CPU list the timed processes are pinned to")
    ap.add_argument("--out", default=str(HERE / "model_objective"), help="path stem for .json and .png")
    args = ap.parse_args()

    from rich.console import Console

    doc = measure(args.store, args.pin, Path(args.policy))
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps(doc, indent=1) + "\n")
    plot(doc, out.with_suffix(".png"))
    Console(stderr=True, width=120).print(table(doc))
    print(json.dumps(doc["summary"]))
    return 0 if all(r[k]["runtime_ms"] is not None for r in doc["models"] for k in PLANS) else 1


if __name__ == "__main__":
    sys.exit(main())
