"""The zero-shot guard: its threshold choice, its calibration on real modules, and the training run that
holds modules back for it and records it in the policy."""

from __future__ import annotations

import json

import numpy as np
import pytest

from mqss_edge.env.reward import Norms
from mqss_edge.pipeline import Plan
from mqss_edge.train.guard import GuardRow, calibrate, choose_threshold


def _row(uri: str, conf: float, pick: float | None, expert: float = 1.0) -> GuardRow:
    return GuardRow(uri, conf, "p", pick, expert, 2.0)


def test_threshold_guards_exactly_the_unsure_picks_that_regress() -> None:
    rows = [_row("a", 0.9, 0.8), _row("b", 0.8, 0.7), _row("c", 0.3, 1.6), _row("d", 0.2, 1.25),
            _row("e", 0.55, 0.9)]
    g = choose_threshold(rows)
    # under 0.3 + eps both slow picks (c, d) go to the expert plan; the confident ones keep the policy's
    assert 0.3 < g["min_confidence"] <= 0.3 + 1e-5
    assert g["with_guard"]["guarded"] == 2 and g["with_guard"]["regressions"] == 0
    assert g["without_guard"]["regressions"] == 2 and g["without_guard"]["guarded"] == 0
    want = np.exp(np.mean(np.log([1 / 0.8, 1 / 0.7, 1.0, 1.0, 1 / 0.9])))
    assert g["with_guard"]["geomean_vs_expert"] == pytest.approx(want)
    # a failed pick counts at the default lowering's runtime (2.0 here): guarding it is worth it
    assert choose_threshold([_row("a", 0.9, 0.8), _row("f", 0.4, None)])["with_guard"]["guarded"] == 1
    # picks that never regress need no guard
    assert choose_threshold([_row("a", 0.9, 0.8), _row("b", 0.2, 0.9)])["min_confidence"] == 0.0


def test_calibration_measures_pick_expert_and_default_on_real_modules(tiny_workloads, session_store, tmp_path) -> None:
    import torch

    from mqss_edge.actions import NUM_ACTIONS
    from mqss_edge.corpus.module_plan import module_expert_plan
    from mqss_edge.features import NODE_FEATURES
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.quantize.runtime import TorchRuntime
    from mqss_edge.selector import Selector
    from mqss_edge.train.workloads import make_evaluator

    torch.manual_seed(0)
    net = PolicyNet(NODE_FEATURES, num_actions=NUM_ACTIONS)
    sel = Selector(TorchRuntime(net), {"max_steps": 3, "feature_level": "context"})
    evaluate = make_evaluator(session_store, repeat=3, processes=1)
    seen = []
    guard, rows = calibrate(sel, tiny_workloads, evaluate, lambda d, t: seen.append((d, t)))
    assert seen[-1] == (3, 3) and len(rows) == 3 and guard["modules"] == 3
    for w, r in zip(tiny_workloads, rows):
        pick = sel.select(w.text, guard=False)
        assert r.confidence == pytest.approx(pick.confidence) and r.pick == str(pick.plan)
        assert 0 < r.confidence <= 1
        assert r.expert_ms == evaluate(w, module_expert_plan(w.text).plan()).metrics.runtime
        assert r.default_ms == evaluate(w, Plan()).metrics.runtime
    assert guard == choose_threshold(rows)


def test_training_holds_modules_back_and_records_the_guard(tiny_workloads, session_store, tmp_path) -> None:
    from mqss_edge import Selector
    from mqss_edge.train.config import TrainConfig
    from mqss_edge.train.trainer import train

    cfg = TrainConfig(total_steps=0, workers=0, max_steps=3, measure_repeat=3, measure_processes=1,
                      store=str(session_store.path), demos=True, bc_epochs=50, holdback=0.34)
    summary = train(cfg, tmp_path, workloads=tiny_workloads, norms=Norms())
    bc = json.loads((tmp_path / "bc.json").read_text())
    assert bc["demos"] == 3 and bc["cloned"] == 2 and len(bc["held_back"]) == 1
    assert "final_selection" not in summary  # no PPO update: the clone is the policy
    guard = json.loads((tmp_path / "guard.json").read_text())
    assert [r["uri"] for r in guard["rows"]] == bc["held_back"]
    sig = json.loads((tmp_path / "policy" / "signature.json").read_text())
    assert sig["guard"]["min_confidence"] == guard["min_confidence"] and sig["guard"]["modules"] == 1
    assert Selector.load(tmp_path / "policy", warmup=False).min_confidence == guard["min_confidence"]
