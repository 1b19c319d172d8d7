"""A short real training run (real compiles, real measurements) and exact resume."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace

import numpy as np
import pytest
import torch

from mqss_edge.env.pipeline_env import PipelineEnv
from mqss_edge.env.reward import Norms
from mqss_edge.train.evaluate import random_plan
from mqss_edge.train.rollouts import to_policy_obs
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.trainer import train
from mqss_edge.train.workloads import make_evaluator

CFG = TrainConfig(total_steps=10_000, episodes_per_update=8, workers=0, ppo_epochs=4, minibatch_size=16,
                  lr=1e-3, max_steps=3, checkpoint_every=1, measure_repeat=3, measure_processes=1, seed=1,
                  ent_start=0.02, ent_end=0.005, epsilon=0.1)


def _greedy_returns(policy_dir, workloads, evaluate) -> list[float]:
    from mqss_edge.policy.network import PolicyNet

    net = PolicyNet.load(policy_dir / "policy.pt")
    env = PipelineEnv(workloads, evaluate, max_steps=CFG.max_steps)
    out = []
    for i in range(len(workloads)):
        obs, _ = env.reset(seed=0, options={"workload": i})
        done, total = False, 0.0
        while not done:
            a, _, _ = net.act(to_policy_obs(obs), greedy=True)
            obs, r, term, trunc, _ = env.step(a)
            total += r
            done = term or trunc
        out.append(total)
    return out


def _random_returns(workloads, evaluate, n: int = 12) -> list[float]:
    from mqss_edge.env.reward import RewardWeights, reward

    rng = np.random.default_rng(0)
    out = []
    for w in workloads:
        rs = []
        for _ in range(n):
            o = evaluate(w, random_plan(w.text, rng, CFG.max_steps))
            rs.append(reward(o.ok, o.metrics, w.baseline, Norms(), RewardWeights()))
        out.append(float(np.mean(rs)))
    return out


def test_short_training_beats_random_policy(tiny_workloads, session_store, tmp_path) -> None:
    cfg = replace(CFG, total_updates=8, store=str(session_store.path))
    summary = train(cfg, tmp_path, workloads=tiny_workloads, norms=Norms())
    assert summary["updates"] == 8 and (tmp_path / "curves.png").stat().st_size > 0
    assert (tmp_path / "progress.csv").read_text().count("\n") == 9
    evaluate = make_evaluator(str(session_store.path), repeat=3, processes=1)
    trained = _greedy_returns(tmp_path / "policy", tiny_workloads, evaluate)
    rand = _random_returns(tiny_workloads, evaluate)
    assert np.mean(trained) > np.mean(rand) + 0.05, (trained, rand)


def test_resume_continues_exactly(tiny_workloads, session_store, tmp_path) -> None:
    cfg = replace(CFG, store=str(session_store.path))
    train(replace(cfg, total_updates=3), tmp_path / "straight", workloads=tiny_workloads, norms=Norms())
    train(replace(cfg, total_updates=1), tmp_path / "split", workloads=tiny_workloads, norms=Norms())
    train(replace(cfg, total_updates=3), tmp_path / "split", workloads=tiny_workloads, norms=Norms(), resume=True)
    a = torch.load(tmp_path / "straight" / "checkpoint.pt", weights_only=False)
    b = torch.load(tmp_path / "split" / "checkpoint.pt", weights_only=False)
    assert a["step"] == b["step"] and a["update"] == b["update"] == 3
    for k in a["policy"]:
        torch.testing.assert_close(a["policy"][k], b["policy"][k])


KILLED = """
import pickle, sys
from dataclasses import replace
from mqss_edge.env.reward import Norms
from mqss_edge.train.trainer import TrainConfig, train
cfg, workloads = pickle.load(open(sys.argv[1], "rb"))
train(cfg, sys.argv[2], workloads=workloads, norms=Norms())
"""


def test_resume_after_kill(tiny_workloads, session_store, tmp_path) -> None:
    import pickle

    cfg = replace(CFG, total_updates=50, store=str(session_store.path))
    blob = tmp_path / "args.pkl"
    blob.write_bytes(pickle.dumps((cfg, tiny_workloads)))
    log = tmp_path / "run"
    p = subprocess.Popen([sys.executable, "-c", KILLED, str(blob), str(log)])
    deadline = time.time() + 300
    while not (log / "checkpoint.pt").exists() and time.time() < deadline and p.poll() is None:
        time.sleep(0.2)
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    ck = torch.load(log / "checkpoint.pt", weights_only=False)
    assert ck["update"] >= 1
    summary = train(replace(cfg, total_updates=ck["update"] + 1), log, workloads=tiny_workloads, norms=Norms(),
                    resume=True)
    assert summary["updates"] == ck["update"] + 1 and summary["steps"] > ck["step"]
    with pytest.raises(FileNotFoundError):
        train(cfg, tmp_path / "empty", workloads=tiny_workloads, norms=Norms(), resume=True)


def test_target_kl_ends_an_update_early(tiny_workloads, session_store, tmp_path) -> None:
    """With ``target_kl``, an update's epochs stop at the first minibatch whose KL to the rollout policy passes
    1.5x it: with a target of ~0, after the first or second minibatch (the first starts at the rollout policy,
    up to rounding); without, every epoch runs every minibatch."""
    cfg = replace(CFG, total_updates=1, store=str(session_store.path))

    def adam_steps(log) -> int:
        ck = torch.load(log / "checkpoint.pt", weights_only=False)
        (steps,) = {int(s["step"]) for s in ck["optimizer"]["state"].values()}
        return steps

    train(replace(cfg, target_kl=1e-12), tmp_path / "early", workloads=tiny_workloads, norms=Norms())
    train(cfg, tmp_path / "full", workloads=tiny_workloads, norms=Norms())
    assert adam_steps(tmp_path / "early") in (1, 2)
    full = adam_steps(tmp_path / "full")
    assert full >= CFG.ppo_epochs and full % CFG.ppo_epochs == 0
