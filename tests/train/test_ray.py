"""Ray for real: rollouts in worker processes (local Ray, 2 workers) and on both nodes of a 2-node cluster
started on loopback, while the result store stays with the driver."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pytest
import torch

from mqss_edge.env.reward import Norms
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.trainer import train

CFG = TrainConfig(total_steps=10_000, total_updates=1, episodes_per_update=4, workers=2, ppo_epochs=2,
                  minibatch_size=8, lr=1e-3, max_steps=2, checkpoint_every=1, measure_repeat=3,
                  measure_processes=1, seed=3, demos=False)


def _rollouts(log_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (log_dir / "rollouts.jsonl").read_text().splitlines()]


@pytest.fixture
def no_ray():
    """Ray is down before and after the test (the trainer leaves it up in the driver, like any Ray user)."""
    import ray

    ray.shutdown()
    yield
    ray.shutdown()


def test_local_ray_rollouts_run_in_worker_processes_and_match_in_process(no_ray, tiny_workloads, session_store,
                                                                         tmp_path) -> None:
    cfg = replace(CFG, store=str(session_store.path))
    # the same two workers' shards played in this process first: it measures every plan into the store
    train(cfg, tmp_path / "here", workloads=tiny_workloads, norms=Norms(), in_process=True)
    train(cfg, tmp_path / "ray", workloads=tiny_workloads, norms=Norms())
    here, there = _rollouts(tmp_path / "here"), _rollouts(tmp_path / "ray")
    assert {r["where"]["pid"] for r in here} == {os.getpid()}
    pids = {r["where"]["pid"] for r in there}
    assert len(pids) == 2 and os.getpid() not in pids, pids
    assert all(r["where"]["node"] for r in there) and len({r["where"]["worker"] for r in there}) == 2
    # same seeds, same weights: the same episodes, and the same rewards (the Ray workers were seeded with
    # the driver's measurements), hence the same update
    assert len(there) == cfg.episodes_per_update
    assert [(r["uri"], r["actions"], r["rewards"]) for r in here] == [(r["uri"], r["actions"], r["rewards"])
                                                                      for r in there]
    a = torch.load(tmp_path / "here" / "checkpoint.pt", weights_only=False)["policy"]
    b = torch.load(tmp_path / "ray" / "checkpoint.pt", weights_only=False)["policy"]
    for k in a:
        torch.testing.assert_close(a[k], b[k], rtol=0, atol=0)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def loopback_cluster(no_ray, monkeypatch: pytest.MonkeyPatch):
    """A head node and a worker node (1 CPU each) on 127.0.0.1, in a temp dir of their own.

    Each ``ray start --block`` stays in the foreground and takes its node's processes down when it is
    terminated, so teardown stops exactly these two nodes (``ray stop`` would stop every Ray on the host).
    """
    ray_bin = str(Path(sys.executable).parent / "ray")
    tmp = tempfile.mkdtemp(prefix="ray", dir="/tmp")  # short: Ray's socket paths live under it
    port = _free_port()
    common = ["--num-cpus=1", "--node-ip-address=127.0.0.1", "--disable-usage-stats", "--block"]
    # a loopback cluster of this test alone: no auth token (Ray's token mode reads a per-user token file that
    # the driver and the nodes would have to agree on), no usage reporting
    monkeypatch.setenv("RAY_AUTH_MODE", "disabled")
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    procs = [subprocess.Popen([ray_bin, "start", "--head", f"--port={port}", "--include-dashboard=false",
                               f"--temp-dir={tmp}", *common], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              env=env)]
    try:
        deadline = time.monotonic() + 120
        while True:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert time.monotonic() < deadline and procs[0].poll() is None, "the head node did not start"
            time.sleep(0.2)
        procs.append(subprocess.Popen([ray_bin, "start", f"--address=127.0.0.1:{port}", *common],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env))
        import ray

        while True:  # the port answers before the head's GCS serves (slowly, on a loaded 2-core host)
            try:
                ray.init(address=f"127.0.0.1:{port}", include_dashboard=False, log_to_driver=False)
                break
            except (ConnectionError, RuntimeError):
                ray.shutdown()
                assert time.monotonic() < deadline and procs[0].poll() is None, "the head node did not serve"
                time.sleep(1.0)
        while len([n for n in ray.nodes() if n["Alive"]]) < 2:
            assert time.monotonic() < deadline and procs[1].poll() is None, "the worker node did not join"
            time.sleep(0.2)
        yield f"127.0.0.1:{port}"
    finally:
        import ray

        ray.shutdown()
        for p in reversed(procs):
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(timeout=60)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        subprocess.run(["rm", "-rf", tmp], check=False)


DRIVER = """
import pickle, sys
from mqss_edge.env.reward import Norms
from mqss_edge.train.trainer import train
cfg, workloads, address = pickle.load(open(sys.argv[1], "rb"))
train(cfg, sys.argv[2], workloads=workloads, norms=Norms(), ray_address=address)
"""


def test_cluster_rollouts_run_on_both_nodes_and_only_the_driver_writes_the_store(
        loopback_cluster, tiny_workloads, tmp_path) -> None:
    import pickle

    import ray

    from mqss_edge.engine import Engine, MeasureConfig
    from mqss_edge.pipeline import Plan
    from mqss_edge.store import Store

    nodes = {n["NodeID"] for n in ray.nodes() if n["Alive"]}
    store = tmp_path / "driver.sqlite"  # empty: every result the workers measure must come back through the driver
    cfg = replace(CFG, store=str(store))
    # the driver is a process of its own, as `mqss-edge train --ray-address` is (and this one's Ray stays clean)
    blob = tmp_path / "args.pkl"
    blob.write_bytes(pickle.dumps((cfg, tiny_workloads, loopback_cluster)))
    r = subprocess.run([sys.executable, "-c", DRIVER, str(blob), str(tmp_path / "run")], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    rows = _rollouts(tmp_path / "run")
    assert len(rows) == cfg.episodes_per_update
    assert {r["where"]["node"] for r in rows} == nodes and len(nodes) == 2  # one 1-CPU actor per node
    assert not {r["where"]["pid"] for r in rows} & {os.getpid()}
    # the workers measured into stores of their own, never the run's store ...
    assert all(r["where"]["store"] and Path(r["where"]["store"]) != store for r in rows)
    # ... and the driver wrote what they returned: every final plan is in its store, measured
    engine = Engine(Store(store))
    mcfg = MeasureConfig(warmup=2, repeat=cfg.measure_repeat, processes=cfg.measure_processes, pin=None)
    texts = {w.uri: w.text for w in tiny_workloads}
    for r in rows:
        ev = engine.evaluate(texts[r["uri"]], Plan.parse(r["plan"]), measure=mcfg)
        assert ev.cached and ev.ok and ev.runtime is not None, r
    engine.close()
