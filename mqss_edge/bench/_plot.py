"""A PNG of a result document: speedup vs the default pipeline, one panel per device (matplotlib, imported lazily)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.bench._config import Variant


def plot_results(doc: dict[str, Any], path: str | Path) -> Path:
    """A PNG with one panel per device: speedup vs the default pipeline for each module and pipeline.

    Emulated devices are titled as such; pipelines that were not timed have no bar.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    devices = [d for d in doc["devices"]]
    modules = [m["name"] for m in doc["modules"]]
    variants = [v.value for v in Variant if any(r["variant"] == v.value for r in doc["results"])] or ["default"]
    n = max(1, len(devices))
    fig = Figure(figsize=(max(6.0, 1.2 * len(modules) * len(variants) / 2 + 3), 3.2 * n), dpi=100)
    FigureCanvasAgg(fig)
    axes = fig.subplots(n, 1, squeeze=False)[:, 0]
    width = 0.8 / len(variants)
    x = np.arange(len(modules))
    for ax, d in zip(axes, devices or [{"spec": "(no device)", "emulated": False, "status": "failed"}], strict=False):
        rows = {(r["module"], r["variant"]): r for r in doc["results"] if r["device"] == d["spec"]}
        for i, v in enumerate(variants):
            ys = [rows.get((m, v), {}).get("speedup_vs_default") for m in modules]
            xs = x + (i - (len(variants) - 1) / 2) * width
            ax.bar(xs, [y if y is not None else 0.0 for y in ys], width, label=v)
            for xi, m, y in zip(xs, modules, ys, strict=True):
                if y is None and (m, v) in rows:  # say why there is no bar (skipped, miscompile, ...)
                    ax.text(xi, 0.02, rows[(m, v)]["status"], rotation=90, fontsize=7, ha="center", va="bottom")
        ax.axhline(1.0, color="grey", linewidth=0.8)
        ax.set_xticks(x, modules, rotation=20, fontsize=8)
        ax.set_ylabel("speedup vs default")
        title = d["spec"] + (" (emulated: timings not meaningful)" if d.get("emulated") else "")
        if d.get("status") == "failed":
            title += " [failed]"
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=7)
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out, format="png")
    return out
