"""``mqss-edge demo`` end to end on a tiny budget, and its table in an 80-column terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_demo_runs_and_its_table_fits_80_columns(tmp_path) -> None:
    env = {**os.environ, "COLUMNS": "80", "HOME": str(tmp_path)}  # HOME: a fresh result store
    args = [sys.executable, "-m", "mqss_edge.cli", "demo", "--modules", "2", "--repeat", "2", "--processes", "2"]
    r = subprocess.run(args, capture_output=True, text=True, timeout=600, env=env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.rstrip("\n").splitlines()
    assert max(len(line) for line in lines) <= 80, r.stdout
    # every module on one line (a wrapped pipeline adds rows), with its short plan name
    rows = json.loads(subprocess.run([*args, "--json"], capture_output=True, text=True, timeout=600,
                                     env=env).stdout)
    assert len(rows) == 2 and all(row["status"] == "ok" for row in rows)
    names = [row["module"].rsplit("/", 1)[-1] for row in rows]
    for name, row in zip(names, rows, strict=True):
        hits = [line for line in lines if name[:14] in line]
        assert len(hits) == 1, r.stdout
        assert row["plan_name"][:10] in hits[0] or row["used"] != "policy"
        assert hits[0].rstrip().endswith(("x", "-")) and "…x" not in hits[0]  # the figures are whole
        assert row["full_pipeline"].startswith("builtin.module(")
    assert "geomean" in r.stdout
