"""The safety layer: static rules that mask invalid actions and override risky ones.

Masking (the policy never sees these as choices):
  * stages only move forward: no tensor-level action once the plan reached buffer or affine level;
  * a transform schedule needs linalg ops of its rank, one schedule per rank, and tile sizes that divide
    every such op's loop bounds (a tile that does not divide leaves the op unvectorizable: a pass error);
  * affine-level passes are pointless after a tiling schedule (the code is lowered through scf loops);
  * no action twice in one plan.
Overrides (the action is replaced by a no-op and the step earns 0, not a penalty):
  * ``affine-loop-fusion`` on modules with reductions: LLVM 22 miscompiles reduction chains (softmax);
  * ``affine-super-vectorize`` on modules with reductions: verifier errors and mlir-opt heap corruption;
  * unroll / unroll-jam of loop nests whose static trip-count product exceeds ``MAX_UNROLL_TRIPS``
    (code size and clang time explode: 270 KB and 26 s measured for a full unroll).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mqss_edge.actions import MENU, Action
from mqss_edge.pipeline import Stage

MAX_UNROLL_TRIPS = 1 << 24
_STAGE_ORDER = {Stage.TENSOR: 0, Stage.BUFFER: 1, Stage.AFFINE: 2}


@dataclass(frozen=True)
class LoopNest:
    """One linalg op's loop nest: bounds and whether any loop is a reduction."""

    bounds: tuple[int, ...]
    reduction: bool
    op: str = ""  # linalg op name without the dialect (``matmul``, ``conv_2d_nchw_fchw``, ``generic``)
    innermost_reduction: bool = False

    @property
    def rank(self) -> int:
        return len(self.bounds)


@dataclass(frozen=True)
class ModuleFacts:
    """What the safety layer needs to know about a module (from the in-process reader)."""

    nests: tuple[LoopNest, ...]

    @property
    def has_reduction(self) -> bool:
        return any(n.reduction for n in self.nests)

    @property
    def max_trips(self) -> int:
        out = 0
        for n in self.nests:
            p = 1
            for b in n.bounds:
                p *= max(b, 1)
            out = max(out, p)
        return out

    def ranks(self) -> set[int]:
        return {n.rank for n in self.nests}


def schedule_fits(action: Action, facts: ModuleFacts) -> bool:
    """A transform schedule applies to ≥1 op and its tiles divide every op of that rank."""
    nests = [n for n in facts.nests if n.rank == action.rank and _kind_matches(action.kind, n)]
    if not nests:
        return False
    if action.ops and not all(n.op.startswith(action.ops) for n in nests):
        return False
    for n in nests:
        for t, b in zip(action.tile, n.bounds):
            if t and (b <= 0 or t > b or b % t):
                return False
    return True


def _kind_matches(kind: str, n: LoopNest) -> bool:
    """The transform matcher's ``kind`` rule, mirrored: innermost reduction / all parallel / any."""
    if kind == "reduction":
        return n.innermost_reduction
    if kind == "parallel":
        return not n.reduction
    return True


def stage_of(history: Sequence[int]) -> Stage:
    """The furthest stage the plan reached."""
    stage = Stage.TENSOR
    for a in history:
        s = MENU[a].stage
        if s is not None and _STAGE_ORDER[s] > _STAGE_ORDER[stage]:
            stage = s
    return stage


def action_mask(facts: ModuleFacts, history: Sequence[int], applied: Sequence[int] | None = None) -> np.ndarray:
    """Valid actions after ``history`` (indices into the menu). STOP is always valid.

    Args:
        facts: the module's loop nests.
        history: actions taken so far (including overridden ones, so they are not offered again).
        applied: actions actually in the plan (default: ``history``).
    """
    applied = history if applied is None else applied
    stage = stage_of(history)
    tiled_ranks = {MENU[a].rank for a in applied if MENU[a].is_transform}
    taken = set(history)
    mask = np.zeros(len(MENU), dtype=bool)
    for i, a in enumerate(MENU):
        if a.is_stop:
            mask[i] = True
            continue
        if i in taken or a.stage is None or _STAGE_ORDER[a.stage] < _STAGE_ORDER[stage]:
            continue
        if a.is_transform:
            mask[i] = a.rank not in tiled_ranks and schedule_fits(a, facts)
        elif a.stage is Stage.AFFINE:
            mask[i] = not tiled_ranks and bool(facts.nests)
        else:
            mask[i] = True
    return mask


def override(action: Action, facts: ModuleFacts) -> str | None:
    """Why a valid but risky action is replaced by a no-op, or ``None`` when it may run."""
    name = action.pass_.name if action.pass_ is not None else ""
    if name == "affine-loop-fusion" and facts.has_reduction:
        return "affine-loop-fusion miscompiles reduction chains on LLVM 22"
    if name == "affine-super-vectorize" and facts.has_reduction:
        return "affine-super-vectorize breaks verification on reductions"
    if name in ("affine-loop-unroll", "affine-loop-unroll-jam") and facts.max_trips > MAX_UNROLL_TRIPS:
        return f"unrolling a loop nest of {facts.max_trips} iterations"
    return None
