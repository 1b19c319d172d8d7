"""``train --chip``: the chip profile's reward weights are the ones the episodes are rewarded with."""

from __future__ import annotations

import json
from dataclasses import asdict, replace

import pytest

from mqss_edge.env.reward import ChipProfile, Norms, RewardWeights, reward
from mqss_edge.pipeline import Plan
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.trainer import train
from mqss_edge.train.workloads import evaluator_for, make_evaluator
from tests.train.test_training import CFG


def test_chip_weights_reach_every_episode_reward(tiny_workloads, session_store, tmp_path, repo_root) -> None:
    chip_path = repo_root / "chips" / "edge-a53.toml"
    chip = ChipProfile.load(chip_path)
    assert chip.weights != RewardWeights()  # the profile changes the objective
    cfg = replace(TrainConfig.load(repo_root / "configs" / "train.toml", chip=str(chip_path)),
                  **{k: v for k, v in asdict(CFG).items() if k != "chip"})
    assert cfg.chip == str(chip_path)
    cfg = replace(cfg, total_updates=1, episodes_per_update=4, store=str(session_store.path))
    train(cfg, tmp_path, workloads=tiny_workloads, norms=Norms())
    logged = json.loads((tmp_path / "config.json").read_text())
    assert logged["chip"]["name"] == "edge-a53" and logged["chip"]["weights"] == asdict(chip.weights)

    evaluate = evaluator_for(cfg)  # the chip's: aarch64 builds checked under qemu, host-proxy runtimes
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


def test_profile_target_device_and_l1_reach_the_evaluator(session_store, repo_root) -> None:
    from mqss_edge.compiler.driver import Target
    from mqss_edge.engine import Engine
    from mqss_edge.env.pipeline_env import Workload
    from tests.conftest import small_matmul

    chip = ChipProfile.load(repo_root / "chips" / "edge-a53.toml")
    assert chip.target == "aarch64" and chip.runtime_proxy and chip.l1.cachegrind() == "32768,4,64"
    text = small_matmul(64, 64, 64)
    plan = Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})")
    w = Workload("test://mm64", text, "matmul", None)
    out = make_evaluator(session_store, repeat=3, processes=1, chip=chip)(w, plan)
    assert out.ok, out
    assert out.sources == {"target": "aarch64", "size": "aarch64 .text", "runtime": "host proxy",
                           "l1": "cachegrind D1=32768,4,64"}
    engine = Engine(session_store)
    a64 = engine.evaluate(text, plan, target=Target.AARCH64)
    host = engine.evaluate(text, plan)
    # the object was built for aarch64 and checked (under qemu) against the reference build
    assert a64.ok and a64.cached and a64.target == "aarch64" and a64.max_abs_error is not None
    assert out.metrics.size == a64.text_bytes != host.text_bytes  # the size term reads the aarch64 .text
    assert out.metrics.compile == a64.compile_ms["total"]
    assert 0 < out.metrics.l1 < 1 and out.metrics.runtime > 0
    # without a chip: this host's build and figures, no L1
    plain = make_evaluator(session_store, repeat=3, processes=1)(w, plan)
    assert plain.metrics.size == host.text_bytes and plain.metrics.l1 is None and plain.sources == {}
    engine.close()


def test_cachegrind_l1_follows_the_profile_geometry(session_store, tmp_path) -> None:
    from mqss_edge.env.pipeline_env import Workload
    from tests.conftest import small_matmul

    # 96x96x96 f32: 108 KiB of operands, between the two caches
    text = small_matmul(96, 96, 96)
    plan = Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})")
    w = Workload("test://mm96", text, "matmul", None)
    rates = {}
    for name, (size, assoc) in {"tiny": (4096, 2), "big": (262144, 8)}.items():
        p = tmp_path / f"{name}.toml"
        p.write_text(f'name = "{name}"\nl1_source = "cachegrind"\n[l1]\nsize = {size}\nassoc = {assoc}\n'
                     f'line = 64\n[weights]\nl1 = 0.2\n')
        chip = ChipProfile.load(p)
        out = make_evaluator(session_store, repeat=3, processes=1, chip=chip)(w, plan)
        assert out.ok and out.sources["l1"] == f"cachegrind D1={size},{assoc},64" and out.sources["target"] == "host"
        rates[name] = out.metrics.l1
    assert rates["tiny"] > 2 * rates["big"] > 0, rates


def test_compile_budget_makes_a_slow_compile_a_failure(tmp_path) -> None:
    from mqss_edge.env.reward import Metrics

    p = tmp_path / "c.toml"
    p.write_text('name = "c"\nmax_compile_ratio = 2.0\n')
    w = ChipProfile.load(p).weights
    assert w.max_compile_ratio == 2.0
    base = Metrics(100.0, 1.0, 1000.0)
    assert reward(True, Metrics(190.0, 0.5, 1000.0), base, Norms(), w) > 0.3
    assert reward(True, Metrics(210.0, 0.5, 1000.0), base, Norms(), w) == -w.failure_penalty
    assert reward(True, Metrics(210.0, 0.5, 1000.0), base, Norms(), RewardWeights()) > 0.3  # no budget: fine


@pytest.mark.parametrize("body, msg", [('bogus = 1\n', "unknown chip profile keys"),
                                       ('[l1]\nsize = 30000\nassoc = 4\nline = 64\n', "power-of-two"),
                                       ('[l1]\nways = 4\n', "unknown l1 fields"),
                                       ('l1_source = "pmu"\n', "l1_source must be")])
def test_bad_profiles_are_refused_clearly(tmp_path, body, msg) -> None:
    p = tmp_path / "bad.toml"
    p.write_text(body)
    with pytest.raises(ValueError, match=msg):
        ChipProfile.load(p)


def test_every_shipped_profile_loads_with_its_sources_documented(repo_root) -> None:
    profiles = {p.stem: ChipProfile.load(p) for p in sorted((repo_root / "chips").glob("*.toml"))}
    assert {"default", "edge-a53", "phone-a76", "x86-edge", "jetson-orin"} <= set(profiles)
    for name, c in profiles.items():
        assert c.name == name and (name == "default" or "TRM" in c.notes or "KiB" in c.notes)
    assert profiles["jetson-orin"].policy == "tensorrt-int8" and profiles["phone-a76"].device == "adb"
    assert profiles["edge-a53"].digest() != profiles["phone-a76"].digest()
