"""The A/B page over a ``--mqss-metrics`` database: the selector and baseline arms side by side.

``render_report(db, out_html)`` writes the HTML page and its PNG plots beside it (``<stem>.compile.png``,
``<stem>.size.png``) and returns the figures it shows as a record.

*Unstable codegen*: a kernel (by identity) whose builds in one arm produced different code — another plan or
another code size among the builds that succeeded (a policy that changed between builds, a pass whose output
is not deterministic, a fallback that happened once). The page lists each such kernel with its variants.
"""

from __future__ import annotations

import html
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mqss_edge.sdk_integration.edgelang.metrics import Metrics

ARMS = ("baseline", "selector")


def _pct(values: list[float], q: float) -> float | None:
    """The ``q`` quantile (0..1) by linear interpolation; ``None`` for no values."""
    if not values:
        return None
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


@dataclass(frozen=True)
class ArmSummary:
    """One arm's figures."""

    arm: str
    compiles: int
    kernels: int
    p50_compile_ms: float | None
    p95_compile_ms: float | None
    median_code_size: float | None
    median_runtime_ms: float | None
    fallbacks: int
    failures: int
    unstable: int = 0


@dataclass(frozen=True)
class Report:
    """What the page shows: per-arm summaries, per-kernel rows, and the files written."""

    arms: tuple[ArmSummary, ...]
    kernels: tuple[dict[str, Any], ...]
    html: Path
    plots: tuple[Path, ...]


def summarize(rows: list[dict[str, Any]]) -> tuple[tuple[ArmSummary, ...], tuple[dict[str, Any], ...]]:
    """Per-arm figures and one row per kernel identity (its arm's medians over every recorded compile)."""
    arms = []
    for arm in ARMS:
        rs = [r for r in rows if r["arm"] == arm]
        built = [r for r in rs if r["status"] != "failed"]
        runtimes = [r["runtime_ms"] for r in rs if r["runtime_ms"] is not None]
        arms.append(ArmSummary(arm, len(rs), len({r["kernel_id"] for r in rs}),
                               _pct([r["compile_ms"] for r in rs], 0.5), _pct([r["compile_ms"] for r in rs], 0.95),
                               _pct([float(r["code_size"]) for r in built], 0.5),
                               statistics.median(runtimes) if runtimes else None,
                               sum(r["status"] == "fallback" for r in rs), sum(r["status"] == "failed" for r in rs)))
    per: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in rows:
        per.setdefault((r["kernel_id"], r["arm"]), []).append(r)
    kernels = []
    for (kid, arm), rs in sorted(per.items()):
        last = rs[-1]
        variants = sorted({(r["plan"] or "", int(r["code_size"])) for r in rs if r["status"] != "failed"})
        kernels.append({"kernel": last["kernel"], "kernel_id": kid, "arm": arm, "compiles": len(rs),
                        "variants": [{"plan": p, "code_size": n} for p, n in variants], "unstable": len(variants) > 1,
                        "plan": last["plan"], "compile_ms": statistics.median(r["compile_ms"] for r in rs),
                        "code_size": last["code_size"], "status": last["status"],
                        "runtime_ms": (statistics.median(x) if (x := [r["runtime_ms"] for r in rs
                                                                       if r["runtime_ms"] is not None]) else None),
                        "fallback_reason": last["fallback_reason"]})
    unstable = {arm: sum(k["unstable"] for k in kernels if k["arm"] == arm) for arm in ARMS}
    arms = [ArmSummary(**{**a.__dict__, "unstable": unstable[a.arm]}) for a in arms]
    return tuple(arms), tuple(kernels)


def _plots(rows: list[dict[str, Any]], kernels: tuple[dict[str, Any], ...], stem: Path) -> tuple[Path, Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    compile_png, size_png = stem.with_suffix(".compile.png"), stem.with_suffix(".size.png")
    fig, ax = plt.subplots(figsize=(6, 3.5))
    data = [[r["compile_ms"] for r in rows if r["arm"] == arm] or [0.0] for arm in ARMS]
    ax.boxplot(data, showfliers=True)
    ax.set_xticks([1, 2], list(ARMS))
    ax.set_ylabel("compile ms (mlir-opt + translate + clang)")
    ax.set_title("Compile time per kernel, by arm")
    fig.tight_layout()
    fig.savefig(compile_png, dpi=100)
    plt.close(fig)

    names = sorted({k["kernel"] for k in kernels})
    fig, ax = plt.subplots(figsize=(max(6, 0.5 * len(names)), 3.5))
    width = 0.4
    for j, arm in enumerate(ARMS):
        size = {k["kernel"]: k["code_size"] for k in kernels if k["arm"] == arm}
        ax.bar([i + (j - 0.5) * width for i in range(len(names))], [size.get(n, 0) for n in names], width, label=arm)
    ax.set_xticks(range(len(names)), names, rotation=45, ha="right", fontsize=7)
    ax.set_ylabel(".text bytes")
    ax.set_title("Code size per kernel")
    ax.legend()
    fig.tight_layout()
    fig.savefig(size_png, dpi=100)
    plt.close(fig)
    return compile_png, size_png


def _fmt(v: float | None, digits: int = 1) -> str:
    return "–" if v is None else f"{v:,.{digits}f}"


def render_report(db: str | Path, out_html: str | Path) -> Report:
    """Write the A/B page for metrics database ``db``.

    Raises:
        FileNotFoundError: ``db`` does not exist.
    """
    db = Path(db)
    if not db.exists():
        raise FileNotFoundError(2, "No such file or directory", str(db))
    with Metrics(db) as m:
        rows = m.rows()
    arms, kernels = summarize(rows)
    out = Path(out_html)
    out.parent.mkdir(parents=True, exist_ok=True)
    plots = _plots(rows, kernels, out)
    e = html.escape
    head = "".join(f"<th>{e(a.arm)}</th>" for a in arms)
    stats = [("compiles", lambda a: str(a.compiles)), ("kernels", lambda a: str(a.kernels)),
             ("p50 compile ms", lambda a: _fmt(a.p50_compile_ms)), ("p95 compile ms", lambda a: _fmt(a.p95_compile_ms)),
             ("median code size (B)", lambda a: _fmt(a.median_code_size, 0)),
             ("median runtime ms", lambda a: _fmt(a.median_runtime_ms, 4)),
             ("fallbacks", lambda a: str(a.fallbacks)), ("failures", lambda a: str(a.failures)),
             ("unstable codegen (kernels)", lambda a: str(a.unstable))]
    summary = "".join(f"<tr><th>{e(name)}</th>{''.join(f'<td>{e(f(a))}</td>' for a in arms)}</tr>" for name, f in stats)
    krows = "".join(
        f"<tr class='{e(k['arm'])}'><td>{e(k['kernel'])}</td><td><code>{e(k['kernel_id'])}</code></td>"
        f"<td>{e(k['arm'])}</td><td><code>{e(k['plan'] or '(default)')}</code></td><td>{k['compiles']}</td>"
        f"<td>{k['compile_ms']:.1f}</td><td>{k['code_size']}</td><td>{e(_fmt(k['runtime_ms'], 4))}</td>"
        f"<td>{e(k['status'])}</td>"
        f"<td>{e(k['fallback_reason'] or '')}</td></tr>" for k in kernels)
    urows = "".join(
        f"<tr class='{e(k['arm'])}'><td>{e(k['kernel'])}</td><td>{e(k['arm'])}</td><td>{k['compiles']}</td><td>"
        + "<br>".join(f"<code>{e(v['plan'] or '(default)')}</code>: {v['code_size']} B" for v in k["variants"])
        + "</td></tr>" for k in kernels if k["unstable"])
    unstable_html = (f"<table id='unstable'><tr><th>kernel</th><th>arm</th><th>compiles</th><th>variants (plan: code "
                     f"size)</th></tr>{urows}</table>" if urows else "<p id='unstable'>None: every kernel built to "
                     "the same code in every build of its arm.</p>")
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>mqss-edge A/B: {e(db.name)}</title>
<link rel="icon" href="data:,">
<style>
body {{ font-family: sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; margin-bottom: 1.5em; }}
th, td {{ border: 1px solid #bbb; padding: 3px 8px; text-align: left; font-size: 13px; }}
tr.selector td {{ background: #eef6ff; }}
code {{ font-size: 11px; }}
img {{ margin-right: 1em; border: 1px solid #ddd; }}
</style></head>
<body>
<h1>EdgeLang builds: selector vs baseline</h1>
<p>{len(rows)} compiles of {len({r['kernel_id'] for r in rows})} kernels recorded in <code>{e(str(db))}</code>.</p>
<h2>Arms</h2>
<table id="arms"><tr><th></th>{head}</tr>{summary}</table>
<h2>Plots</h2>
<p><img src="{e(plots[0].name)}" alt="compile time by arm"><img src="{e(plots[1].name)}" alt="code size per kernel"></p>
<h2>Unstable codegen</h2>
{unstable_html}
<h2>Kernels</h2>
<table id="kernels"><tr><th>kernel</th><th>id</th><th>arm</th><th>plan</th><th>compiles</th><th>median compile ms</th>
<th>code size (B)</th><th>median runtime ms</th><th>status</th><th>fallback reason</th></tr>{krows}</table>
</body></html>
"""
    out.write_text(page, encoding="utf-8")
    return Report(arms, kernels, out, plots)
