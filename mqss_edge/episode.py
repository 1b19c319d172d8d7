"""The one episode step: mask → choice → safety override → plan, for the selector, env, teacher and evaluation.

An episode builds a plan for one module, one menu action at a time:

1. **Op groups in turn.** The module's op groups (:mod:`mqss_edge.features.groups`) are decided in cost
   order, largest first, at most ``MAX_GROUPS`` of them. The group in *focus* is the costliest undecided
   group that some schedule fits; a transform schedule is valid when it fits that group (its rank, kind
   and ops, tiles dividing the group's loops, the vector cap), and choosing it gives the group that
   schedule, its tiles fitted to the group's shape, and moves the focus on. ``next-group`` leaves the
   group on the default lowering. A schedule that covers every op it would match on the whole module
   anyway (a one-op module, or a group that is all of a rank) is written without a group, as a
   module-level schedule: such plans are the ones from before groups existed.
2. **Module-level passes** (fusion, canonicalization, buffer and affine passes) are valid at any step
   whose stage they do not move backward, once each, as the safety layer allows; affine passes only
   when no schedule tiled the code.
3. **STOP** ends the episode; groups not decided keep the default lowering.

Every function here is pure: :class:`State` is immutable and the facts are the module's
(:func:`mqss_edge.env.facts.module_facts`). :func:`step` on an invalid action is a no-op recorded in the
history (the env's rule); an overridden action is recorded, not applied.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from mqss_edge.actions import MENU, Action
from mqss_edge.env import safety
from mqss_edge.env.safety import (IS_IM2COL, GroupFacts, ModuleFacts, action_mask, covers_module, override,
                                  resolve, schedule_fits, stage_of)
from mqss_edge.pipeline import Pass, Plan, Stage

#: Op groups an episode decides at most (costliest first); the rest keep the default lowering.
MAX_GROUPS = 8


@dataclass(frozen=True)
class State:
    """Where an episode is.

    Attributes:
        history: every action chosen, in order (invalid, overridden and skips included).
        applied: the actions in the plan, in order.
        passes: the plan's passes as resolved for this module (stage, pass), in order.
        decided: how many of the candidate groups (cost order) have been decided or passed over.
        assigned: ``(group id, action name)`` per group given a schedule.
        overridden: ``(action name, reason)`` per action the safety layer replaced by a no-op.
        done: STOP was chosen.
    """

    history: tuple[int, ...] = ()
    applied: tuple[int, ...] = ()
    passes: tuple[tuple[Stage, Pass], ...] = ()
    decided: int = 0
    assigned: tuple[tuple[int, str], ...] = ()
    overridden: tuple[tuple[str, str], ...] = ()
    done: bool = False

    @property
    def plan(self) -> Plan:
        plan = Plan()
        for stage, p in self.passes:
            plan = plan.with_pass(stage, p)
        return plan


@dataclass(frozen=True)
class Event:
    """What one step did: ``applied``, ``skip``, ``stop``, ``invalid`` or ``overridden`` (with the reason)."""

    kind: str
    reason: str = ""
    group: int | None = None


def _table(facts: ModuleFacts) -> tuple[tuple[GroupFacts, tuple[int, ...]], ...]:
    """The candidate groups (cost order, at most ``MAX_GROUPS`` that some schedule fits) and, per group, the
    schedules that fit it (cached on the facts)."""
    got = facts.cache.get("episode")
    if got is None:
        rows = []
        for g in facts.groups:
            if len(rows) >= MAX_GROUPS:
                break
            fits = _fits(g, facts)
            if fits:
                rows.append((g, fits))
        got = facts.cache["episode"] = tuple(rows)
    return got


def _fits(g: GroupFacts, facts: ModuleFacts) -> tuple[int, ...]:
    """The menu schedules that fit group ``g``: a function of its members' loop nests and the module's op names
    alone, so it is kept across modules (the same layer in another model, the next text of the same module;
    :func:`clear_caches` forgets them)."""
    # keyed by the nests' identities (the safety layer's nests are shared objects across modules: hashing them
    # would hash every field of each) and the op names (a frozenset: its hash is kept); the entry holds the nests,
    # so their ids are not reused while it is there
    key = (tuple(map(id, g.nests)), facts.ops)
    got = _FITS.get(key)
    if got is None:
        if len(_FITS) > 16384:  # many distinct groups (or garbage input): start over
            _FITS.clear()
        gf = g.facts(facts)
        got = _FITS[key] = (g.nests, tuple(i for i in _BY_RANK.get(g.rank, ()) if schedule_fits(MENU[i], gf)))
    return got[1]


_FITS: dict[tuple[Any, ...], tuple[tuple[Any, ...], tuple[int, ...]]] = {}


def clear_caches() -> None:
    """Forget the per-group tables kept across modules, and the safety layer's fitted tiles (only for measuring a
    cold selection)."""
    _FITS.clear()
    safety.clear_caches()


def group_schedules(facts: ModuleFacts) -> tuple[tuple[GroupFacts, tuple[int, ...]], ...]:
    """Per candidate group (cost order), the menu schedules that fit it: what the mask offers in its turn."""
    return _table(facts)


def candidate_groups(facts: ModuleFacts) -> tuple[GroupFacts, ...]:
    """The op groups an episode decides, costliest first (at most ``MAX_GROUPS`` that some schedule fits)."""
    return tuple(g for g, _ in _table(facts))


def focus(facts: ModuleFacts, state: State) -> GroupFacts | None:
    """The op group the next schedule is for, or ``None`` when every candidate group is decided."""
    table = _table(facts)
    return table[state.decided][0] if state.decided < len(table) else None


def beyond_menu(facts: ModuleFacts, state: State, size: int) -> bool:
    """Whether the group in turn has schedules that fit it, none of them among the menu's first ``size`` entries
    (a policy trained on an earlier menu: the entries appended since fit it, which that policy never chooses).
    Such a policy's only move there is :data:`SKIP` (``next-group``); asking it would let it stop or leave the
    tensor level instead, and lose the groups after."""
    if size >= len(MENU) or not facts.groups:
        return False
    table = _table(facts)
    if state.decided >= len(table) or stage_of(state.history) is not Stage.TENSOR:
        return False
    return all(i >= size for i in table[state.decided][1])


def max_steps(facts: ModuleFacts, base: int) -> int:
    """An episode's length cap: ``base`` (the policy's) plus one step per candidate group beyond the first."""
    return base + max(0, len(_table(facts)) - 1)


def mask(facts: ModuleFacts, state: State, size: int | None = None) -> np.ndarray:
    """The valid actions (over the menu, or its first ``size`` entries: a policy trained on an earlier menu)."""
    if not facts.groups:  # facts without groups (built by hand): one schedule per rank, as before groups
        out = action_mask(facts, state.history, state.applied)
    else:
        out = action_mask(facts, state.history, state.applied, schedules=False)
        offered = _offered(facts)
        if state.decided < len(offered) and stage_of(state.history) is Stage.TENSOR:  # a group in focus
            out[offered[state.decided]] = True
    return out if size is None else out[:size]


def _offered(facts: ModuleFacts) -> list[np.ndarray]:
    """Per candidate group (cost order), the menu indices the mask offers in its turn: the schedules that fit it
    and ``next-group`` (cached on the facts)."""
    got = facts.cache.get("offered")
    if got is None:
        got = facts.cache["offered"] = [np.array(fits + (_SKIP,), np.intp) for _, fits in _table(facts)]
    return got


_SKIP = next(i for i, a in enumerate(MENU) if a.is_skip)
SKIP = _SKIP  # the menu index of ``next-group``
_BY_RANK: dict[int, tuple[int, ...]] = {}
for _i, _a in enumerate(MENU):
    if _a.is_transform:
        _BY_RANK[_a.rank] = _BY_RANK.get(_a.rank, ()) + (_i,)


def group_pass(action: Action, facts: ModuleFacts, g: GroupFacts, state: State) -> Pass | None:
    """The schedule pass for group ``g``: fitted to its shape; with ``group=`` unless it covers every op the
    schedule would match on the whole module and no earlier schedule made new ops (an im2col copy is a
    rank-3 op a module-level rank-3 schedule would match, and fail to vectorize)."""
    p = resolve(action, g.facts(facts))
    made_ops = any(map(IS_IM2COL.__getitem__, state.applied))
    if p is None or (covers_module(action, g, facts) and not made_ops):
        return p
    return Pass(p.name, (("group", str(g.id)),) + p.params, p.anchor)


def step(facts: ModuleFacts, state: State, action: int, valid: np.ndarray | None = None) -> tuple[State, Event]:
    """One step of the episode (pure). ``valid``: :func:`mask` of this state, when the caller has it."""
    if state.done:
        return state, Event("stop")
    a = MENU[action]
    valid = mask(facts, state) if valid is None else valid
    hist = state.history + (action,)
    if not valid[action]:
        return State(hist, state.applied, state.passes, state.decided, state.assigned, state.overridden), \
            Event("invalid")
    if a.is_stop:
        return State(state.history, state.applied, state.passes, state.decided, state.assigned,
                     state.overridden, True), Event("stop")
    if a.is_skip:
        g = focus(facts, state)
        return State(hist, state.applied, state.passes, state.decided + 1, state.assigned, state.overridden), \
            Event("skip", group=g.id if g else None)
    grouped = a.is_transform and bool(facts.groups)
    g = focus(facts, state) if grouped else None
    reason = override(a, g.facts(facts) if g is not None else facts)
    if reason:  # a group's schedule overridden leaves the group on the default lowering and moves on, as next-group
        return State(hist, state.applied, state.passes, state.decided + (g is not None), state.assigned,
                     state.overridden + ((a.name, reason),)), Event("overridden", reason, group=g.id if g else None)
    assert a.stage is not None
    if grouped:
        assert g is not None  # the mask offers schedules only with a group in focus
        p = group_pass(a, facts, g, state)
        passes = state.passes + (((a.stage, p),) if p is not None else ())
        return State(hist, state.applied + (action,), passes, state.decided + 1,
                     state.assigned + ((g.id, a.name),), state.overridden), Event("applied", group=g.id)
    p = resolve(a, facts)
    passes = state.passes + (((a.stage, p),) if p is not None else ())
    return State(hist, state.applied + (action,), passes, state.decided, state.assigned, state.overridden), \
        Event("applied")


def replay(facts: ModuleFacts, actions: Sequence[int]) -> State:
    """The state after ``actions`` (invalid ones are no-ops, as in :func:`step`)."""
    state = State()
    for a in actions:
        state, _ = step(facts, state, int(a))
    return state


def greedy(logits: Any, valid: np.ndarray) -> int:
    """The policy's choice: the valid action with the highest logit (the menu beyond ``logits`` is never chosen)."""
    x = np.full(len(valid), -np.inf)
    lg = np.asarray(logits, dtype=float)
    x[:len(lg)] = lg[:len(valid)]
    return int(np.argmax(np.where(valid, x, -np.inf)))


def run(facts: ModuleFacts, choose: Any, base_steps: int) -> State:
    """A whole episode: ``choose(state, valid_mask) -> action`` until STOP or :func:`max_steps`."""
    state = State()
    for _ in range(max_steps(facts, base_steps)):
        valid = mask(facts, state)
        a = int(choose(state, valid))
        state, ev = step(facts, state, a, valid)
        if ev.kind == "stop":
            break
    return state


def describe(facts: ModuleFacts, state: State) -> list[dict[str, Any]]:
    """Which op group got what: one row per candidate group, in cost order (for ``select --json``, ``explain``,
    the signature's documentation)."""
    got = dict(state.assigned)
    rows = []
    for g, _ in _table(facts):
        rows.append({"group": g.id, "label": g.label, "cost_share": round(g.share, 4),
                     "schedule": got.get(g.id, "default")})
    return rows
