"""The demo job: bundled kernels compiled, checked and timed under the default and a tuned plan."""

from __future__ import annotations

from importlib import resources
from typing import Any

from rich.console import Console
from rich.table import Table

# Bundled kernels and the plan a compiler engineer would write for each (see FACTS: transform tiling +
# vectorization is what pays on this CPU; the softmax chain only gains from elementwise fusion).
BUNDLED: dict[str, str] = {
    "matmul_256.mlir": "tensor(transform{rank=3 tile=8,32,16 vectorize=true})",
    "conv_nhwc_34x34x32x64.mlir": "tensor(transform{rank=7 tile=1,1,8,32,1,1,0 decompose=true vectorize=true})",
    "softmax_256x1024.mlir": "tensor(linalg-fuse-elementwise-ops)",
}


def bundled_kernel(name: str) -> str:
    return resources.files("mqss_edge").joinpath("kernels", name).read_text()


def run_demo(repeat: int = 10, policy: str | None = None, progress: Console | None = None) -> list[dict[str, Any]]:
    """Compile, check and time every bundled kernel under the default and the tuned plan."""
    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.pipeline import Plan

    engine = Engine()
    cfg = MeasureConfig(repeat=repeat, processes=3)
    rows = []
    for name, tuned in BUNDLED.items():
        text = bundled_kernel(name)
        if progress:
            progress.print(f"[dim]compiling, checking and timing {name}[/dim]")
        base = engine.evaluate(text, Plan(), measure=cfg)
        best = engine.evaluate(text, Plan.parse(tuned), measure=cfg)
        b, t = base.runtime_ms(), best.runtime_ms()
        rows.append({"kernel": name, "plan": tuned, "status": best.status.value,
                     "default_ms": b, "tuned_ms": t, "speedup": (b / t) if b and t else None,
                     "compile_ms": best.compile_ms.get("total"), "text_bytes": best.text_bytes,
                     "mlir_version": best.mlir_version})
    engine.close()
    return rows


def render_table(rows: list[dict[str, Any]]) -> Table:
    t = Table(title="mqss-edge demo: default vs tuned pipeline (median of per-process medians)")
    for c in ("kernel", "status", "default ms", "tuned ms", "speedup", "compile ms", ".text B"):
        t.add_column(c, justify="right" if c not in ("kernel", "status") else "left")
    for r in rows:
        fmt = lambda v, f="{:.3f}": f.format(v) if v is not None else "-"  # noqa: E731
        t.add_row(r["kernel"], r["status"], fmt(r["default_ms"]), fmt(r["tuned_ms"]), fmt(r["speedup"], "{:.1f}x"),
                  fmt(r["compile_ms"], "{:.0f}"), str(r["text_bytes"]))
    return t
