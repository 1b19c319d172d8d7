"""``mqss-edge doctor`` says whether the graph encoder runs on the C network's own thread, and why not."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mqss_edge.quantize import native


@pytest.mark.skipif(native.ext is None, reason="quantize/_infer.c was not built (make setup builds it)")
@pytest.mark.parametrize("setting", ["1", "0"])
def test_doctor_reports_the_encoder_thread(setting: str) -> None:
    env = dict(os.environ, MQSS_EDGE_ENCODER_THREAD=setting, COLUMNS="200")
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "doctor"], capture_output=True, text=True, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    row = next(line for line in r.stdout.splitlines() if "graph encoder thread" in line)
    on = setting == "1" and len(os.sched_getaffinity(0)) > 1
    assert ("on" in row.split("thread", 1)[1].split()[:2]) == on
    assert ("MQSS_EDGE_ENCODER_THREAD=0" in row) == (not on)
