"""The one episode step: per-group decisions on real models, one-op modules as before groups, purity."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from mqss_edge import episode
from mqss_edge.actions import ACTION_NAMES, MENU, STOP, action_index
from mqss_edge.env.facts import module_facts
from mqss_edge.env.safety import ModuleFacts, action_mask
from mqss_edge.kernels import bundled_kernel

MODELS = Path(__file__).resolve().parents[2] / "mqss_edge" / "data" / "models"
SKIP = action_index("next-group")
FIT = action_index("mm-fit-8x32x16-vec")


def _gpt2() -> ModuleFacts:
    return module_facts((MODELS / "gpt" / "gpt2-block.mlir").read_text())


def test_a_one_op_module_decides_as_before_groups() -> None:
    facts = module_facts(bundled_kernel("matmul_256.mlir"))
    start = episode.mask(facts, episode.State())
    old = action_mask(facts, [])
    schedules = [i for i, a in enumerate(MENU) if a.is_transform]
    assert (start[schedules] == old[schedules]).all() and start[schedules].any()
    state, ev = episode.step(facts, episode.State(), FIT)
    assert ev.kind == "applied" and ev.group == 0
    assert str(state.plan) == "tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})"  # no group
    assert episode.focus(facts, state) is None and not episode.mask(facts, state)[schedules].any()
    assert episode.max_steps(facts, 4) == 4


def test_groups_are_decided_in_cost_order_each_with_its_own_tiles() -> None:
    facts = _gpt2()
    s0 = episode.State()
    g0 = episode.focus(facts, s0)
    assert g0 is not None and g0.id == 0 and g0.label.startswith("matmul 16x512x128")
    s1, ev = episode.step(facts, s0, FIT)
    assert ev.group == 0 and str(s1.plan) == "tensor(transform{group=0 rank=3 kind=reduction tile=8,32,16 vectorize=true})"
    assert episode.focus(facts, s1).id == 1
    s2, ev = episode.step(facts, s1, SKIP)  # group 1 stays on the default lowering
    assert ev.kind == "skip" and ev.group == 1 and s2.plan == s1.plan
    g2 = episode.focus(facts, s2)
    assert g2.id == 2 and g2.label.startswith("matmul 16x384x128")
    valid = episode.mask(facts, s2)
    # only schedules that fit the group in focus: matmul-like, no batch-matmul or conv schedules
    assert valid[FIT] and not valid[action_index("bmm-tile-1x8x32x16-vec")] and not valid[action_index("conv-tile-ow8-f32-vec")]
    s3, _ = episode.step(facts, s2, action_index("mm-fit-4x64x16-vec"))
    assert [p.param("group") for p in s3.plan.transforms] == ["0", "2"]
    assert dict(s3.assigned) == {0: "mm-fit-8x32x16-vec", 2: "mm-fit-4x64x16-vec"}
    rows = episode.describe(facts, s3)
    assert [r["schedule"] for r in rows[:3]] == ["mm-fit-8x32x16-vec", "default", "mm-fit-4x64x16-vec"]
    assert episode.max_steps(facts, 4) == 4 + len(rows) - 1
    done, ev = episode.step(facts, s3, action_index(STOP.name))
    assert ev.kind == "stop" and done.done and done.plan == s3.plan


def test_steps_are_pure_and_invalid_actions_are_recorded_no_ops() -> None:
    facts = _gpt2()
    s0 = episode.State()
    a, _ = episode.step(facts, s0, FIT)
    b, _ = episode.step(facts, s0, FIT)
    assert a == b and s0 == episode.State()
    bad = action_index("conv-tile-ow8-f32-vec")
    c, ev = episode.step(facts, a, bad)
    assert ev.kind == "invalid" and c.history == a.history + (bad,) and c.plan == a.plan
    assert episode.replay(facts, [FIT, bad]) == c


def test_a_policy_with_an_earlier_menu_never_chooses_entries_appended_since() -> None:
    facts = _gpt2()
    valid = episode.mask(facts, episode.State())
    assert valid[SKIP]
    logits = np.zeros(SKIP)  # a policy scoring the menu before next-group was appended
    logits[action_index(STOP.name)] = -1.0
    a = episode.greedy(logits, valid)
    assert a < SKIP and valid[a] and ACTION_NAMES[a] != "next-group"


def test_the_shipped_policy_selects_on_a_model_and_says_which_group_got_what() -> None:
    from mqss_edge.selector import Selector

    sel = Selector.load()
    assert sel.num_actions <= len(MENU)
    text = (MODELS / "gpt" / "gpt2-block.mlir").read_text()
    pick = sel.select(text, guard=False)
    rows = pick.groups
    assert rows and [r["group"] for r in rows] == sorted(r["group"] for r in rows)
    given = {r["schedule"] for r in rows} - {"default"}
    assert given == {a for a in pick.actions if MENU[action_index(a)].is_transform}
    assert all(action_index(a) < sel.num_actions for a in pick.actions)
    # with the guard, a group whose schedule it swapped names the menu entry it fitted (or the expert rules)
    guarded = sel.select(text)
    swapped = [r for r in guarded.groups if r["schedule"].endswith("(guard)")]
    assert swapped and guarded.guarded is not None
    assert all(r["schedule"] == "expert rules (guard)" or r["schedule"].removesuffix(" (guard)") in ACTION_NAMES
               for r in swapped)


def test_schedules_after_im2col_target_their_group() -> None:
    """The im2col copy is a new rank-3 op: a later rank-3 schedule must not be written for the whole module."""
    from mqss_edge.pipeline import Plan

    text = (MODELS / "lenet" / "lenet5.mlir").read_text()
    facts = module_facts(text)
    im2col = action_index("nchw-im2col-fit-f16-ow14-c16-vec")
    state = episode.State()
    while (g := episode.focus(facts, state)) is not None and not episode.mask(facts, state)[im2col]:
        state, _ = episode.step(facts, state, SKIP)
    assert g is not None and g.label.startswith("conv_2d_nchw_fchw")
    state, ev = episode.step(facts, state, im2col)
    assert ev.kind == "applied" and "im2col=nchw" in str(state.plan)
    later = 0
    while (g := episode.focus(facts, state)) is not None:
        valid = episode.mask(facts, state)
        rank3 = [i for i in np.flatnonzero(valid) if MENU[i].is_transform and MENU[i].rank == 3]
        state, _ = episode.step(facts, state, int(rank3[0]) if rank3 else SKIP)
        later += bool(rank3)
    rank3_passes = [p for p in Plan.parse(str(state.plan)).transforms if p.param("rank") == "3"]
    assert later and len(rank3_passes) == later and all(p.param("group") for p in rank3_passes)
    from mqss_edge.engine import Engine
    from mqss_edge.store import Store

    ev = Engine(Store(":memory:")).evaluate(text, state.plan)
    assert ev.ok, ev.message


def test_a_peeling_schedule_is_offered_where_no_tile_divides_and_builds() -> None:
    """65-row GEMMs (a ViT layer's tokens): the peeled 8-row tile is offered, the plain 8-row one is not."""
    from mqss_edge.engine import Engine
    from mqss_edge.store import Store

    text = (MODELS / "vit" / "vit-layer.mlir").read_text()
    facts = module_facts(text)
    valid = episode.mask(facts, episode.State())
    assert episode.focus(facts, episode.State()).label.startswith("matmul 65x")
    assert valid[action_index("mm-peel-m-8x32x16-vec")] and not valid[action_index("mm-tile-8x32x16-vec")]
    state, _ = episode.step(facts, episode.State(), action_index("mm-peel-m-8x32x16-vec"))
    assert "peel=0" in str(state.plan) and "group=0" in str(state.plan)
    ev = Engine(Store(":memory:")).evaluate(text, state.plan)
    assert ev.ok, ev.message
    # a module whose rows an 8-row tile divides is not offered the peeled one
    square = module_facts(bundled_kernel("matmul_256.mlir"))
    assert not episode.mask(square, episode.State())[action_index("mm-peel-m-8x32x16-vec")]


def test_schedule_tables_kept_across_modules_are_the_ones_computed_afresh() -> None:
    """The schedules that fit a group are kept across modules (keyed on its loop nests and the module's op
    names): each module's table read from that cache is the table computed with nothing kept."""
    texts = [(MODELS / "gpt" / "gpt2-block.mlir").read_text(), (MODELS / "cnn" / "vgg-tiny.mlir").read_text(),
             bundled_kernel("matmul_256.mlir")]

    def tables(tag: str) -> list[list[tuple[int, tuple[int, ...]]]]:  # a new text each time: new facts
        return [[(g.id, fits) for g, fits in episode.group_schedules(module_facts(t + f"\n// {tag}\n"))]
                for t in texts]

    fresh = []
    for i, t in enumerate(texts):
        episode.clear_caches()
        fresh.append(tables(f"fresh {i}")[i])
    assert all(fresh) and len(fresh[0]) > 1
    episode.clear_caches()
    for t in reversed(texts):  # filled in another order: later modules reuse groups an earlier one left
        episode.group_schedules(module_facts(t + "\n// warm\n"))
    assert tables("again") == fresh
