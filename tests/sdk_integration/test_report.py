"""`mqss-edge report`: the A/B page from a real metrics database, its figures, and the page rendered in headless
Chromium (screenshot shows the plots, no console messages)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mqss_edge.pipeline import Plan
from mqss_edge.sdk_integration.edgelang.build import SelectorOptions, build
from mqss_edge.sdk_integration.edgelang.report import _pct, render_report

EXAMPLES = Path(__file__).resolve().parents[2] / "sdk_integration" / "edgelang" / "examples"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# matplotlib's first two cycle colours: the bars and boxes of the plots (not used anywhere else on the page)
BLUE, ORANGE = (0x1F, 0x77, 0xB4), (0xFF, 0x7F, 0x0E)


class _NonDividing:
    def plan(self, text: str) -> Plan:
        return Plan.parse("tensor(transform{rank=3 kind=reduction tile=7,64,16 vectorize=true})")


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("ab")
    db = d / "metrics.db"
    src = EXAMPLES / "transformer.edge"
    build(src, d / "a.so", options=SelectorOptions(metrics=db))
    build(src, d / "b.so", options=SelectorOptions(use_selector=True, metrics=db))
    build(src, d / "c.so", options=SelectorOptions(use_selector=True, metrics=db), chooser=_NonDividing())
    return db


def test_report_figures(db, tmp_path) -> None:
    import sqlite3

    rep = render_report(db, tmp_path / "r.html")
    con = sqlite3.connect(db)
    try:
        rows = con.execute("SELECT arm, compile_ms, status FROM compiles").fetchall()
    finally:
        con.close()
    by = {a.arm: a for a in rep.arms}
    for arm in ("baseline", "selector"):
        ms = [r[1] for r in rows if r[0] == arm]
        assert by[arm].compiles == len(ms) and by[arm].p50_compile_ms == _pct(ms, 0.5)
        assert by[arm].p95_compile_ms == _pct(ms, 0.95) and by[arm].p95_compile_ms >= by[arm].p50_compile_ms
    assert by["baseline"].compiles == 4 and by["selector"].compiles == 8
    assert by["selector"].fallbacks == sum(r[2] == "fallback" for r in rows) >= 1 and by["baseline"].fallbacks == 0
    assert by["selector"].failures == 0
    assert all(p.exists() and p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in rep.plots)
    page = rep.html.read_text()
    # ffn's two selector builds made different code (the policy's plan, then the default after a fallback)
    unstable = {(k["kernel"], k["arm"]) for k in rep.kernels if k["unstable"]}
    assert ("ffn", "selector") in unstable and not any(arm == "baseline" for _, arm in unstable)
    assert by["selector"].unstable == len([u for u in unstable if u[1] == "selector"]) and by["baseline"].unstable == 0
    ffn = next(k for k in rep.kernels if k["kernel"] == "ffn" and k["arm"] == "selector")
    assert len(ffn["variants"]) == 2 and {v["plan"] for v in ffn["variants"]} >= {""}
    assert "id='unstable'" in page and "unstable codegen" in page
    assert "mlir-opt failed" in page and page.count("<tr class='selector'>") == 4 + len(
        [u for u in unstable if u[1] == "selector"])  # one row per kernel and arm, plus the unstable table
    assert _pct([1.0, 2.0, 3.0, 4.0, 5.0], 0.5) == 3.0 and _pct([0.0, 10.0], 0.95) == pytest.approx(9.5)


def test_report_cli(db, tmp_path) -> None:
    out = tmp_path / "page.html"
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "report", "--metrics", str(db), "--html", str(out)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith(str(out)) and "selector" in r.stdout and out.exists()
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "report", "--metrics", str(tmp_path / "no.db"), "--html",
                        str(out)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "no.db" in r.stderr and "Traceback" not in r.stderr


def _chromium(page: Path, tmp: Path) -> tuple[Path, list[str]]:
    shot = tmp / f"{page.stem}.png"
    r = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                        f"--user-data-dir={tmp / 'profile'}", f"--screenshot={shot}", "--window-size=1300,1400",
                        page.as_uri()], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return shot, [ln for ln in r.stderr.splitlines() if ":CONSOLE" in ln]


def _colours(png: Path) -> dict[str, int]:
    from PIL import Image

    with Image.open(png) as im:
        img = im.convert("RGB")
    w, h = img.size
    raw = img.tobytes()
    px = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
    assert len(px) == w * h
    near = lambda p, c: all(abs(a - b) < 12 for a, b in zip(p, c, strict=True))  # noqa: E731
    return {"blue": sum(near(p, BLUE) for p in px), "orange": sum(near(p, ORANGE) for p in px), "pixels": len(px),
            "distinct": len(set(px[::7]))}


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (scripts/setup.sh installs it)")
def test_page_renders_in_headless_chromium(db, tmp_path) -> None:
    rep = render_report(db, tmp_path / "ab.html")
    shot, console = _chromium(rep.html, tmp_path)
    assert console == []
    c = _colours(shot)
    assert shot.stat().st_size > 10_000 and c["distinct"] > 50
    assert c["blue"] > 500 and c["orange"] > 200, c  # both plots were loaded and drawn

    # the checks can fail: a page whose plots are missing and which logs an error is caught by both
    bad = tmp_path / "bad.html"
    bad.write_text(rep.html.read_text().replace(".png", ".gone.png").replace("</body>",
                                                                            "<script>console.error('x')</script></body>"))
    shot, console = _chromium(bad, tmp_path)
    assert len(console) == 1
    c = _colours(shot)
    assert c["blue"] < 50 and c["orange"] < 50, c
