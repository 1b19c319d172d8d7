"""``train --chip``: the chip profile's reward weights are the ones the episodes are rewarded with."""

from __future__ import annotations

import json
from dataclasses import asdict, replace

import pytest

from mqss_edge.env.reward import ChipProfile, Norms, RewardWeights, reward
from mqss_edge.pipeline import Plan
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.trainer import train
from mqss_edge.train.workloads import make_evaluator
from tests.train.test_training import CFG


def test_chip_weights_reach_every_episode_reward(tiny_workloads, session_store, tmp_path, repo_root) -> None:
    chip_path = repo_root / "chips" / "edge-a53.toml"
    chip = ChipProfile.load(chip_path)
    assert chip.weights != RewardWeights()  # the profile changes the objective
    cfg = replace(TrainConfig.load(repo_root / "configs" / "train.toml", chip=str(chip_path)),
                  **{k: v for k, v in asdict(CFG).items() if k != "chip"})
    assert cfg.chip == str(chip_path)
    cfg = replace(cfg, total_updates=1, store=str(session_store.path))
    train(cfg, tmp_path, workloads=tiny_workloads, norms=Norms())
    logged = json.loads((tmp_path / "config.json").read_text())
    assert logged["chip"]["name"] == "edge-a53" and logged["chip"]["weights"] == asdict(chip.weights)

    evaluate = make_evaluator(str(session_store.path), cfg.measure_repeat, cfg.measure_processes, cfg.pin)
    by_uri = {w.uri: w for w in tiny_workloads}
    episodes = [json.loads(line) for line in (tmp_path / "rollouts.jsonl").read_text().splitlines()]
    assert episodes
    differs = 0
    for e in episodes:
        w = by_uri[e["uri"]]
        out = evaluate(w, Plan.parse(e["plan"]))  # stored: the very outcome the episode was rewarded for
        want = reward(out.ok, out.metrics, w.baseline, Norms(), chip.weights)
        assert sum(e["rewards"]) == pytest.approx(want, abs=1e-9), e
        differs += want != pytest.approx(reward(out.ok, out.metrics, w.baseline, Norms(), RewardWeights()))
    assert differs > 0  # with the default weights some episode would have earned another reward
