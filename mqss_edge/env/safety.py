"""The safety layer: static rules that mask invalid actions and override risky ones.

Masking (the policy never sees these as choices):
  * stages only move forward: no tensor-level action once the plan reached buffer or affine level;
  * a transform schedule needs linalg ops of its rank, one schedule per rank, and tile sizes that divide
    every such op's loop bounds (a tile that does not divide leaves the op unvectorizable: a pass error);
    a shape-fitted schedule needs a common divisor within its range for every tiled loop (:func:`resolve`);
    a peeling schedule (``peel=``) needs no divisor on the loops it peels;
  * affine-level passes are pointless after a tiling schedule (the code is lowered through scf loops);
  * no rank-3 schedule for the whole module after an im2col schedule: the im2col copy is a rank-3 op none
    of them can vectorize (per-group schedules target tagged ops and are unaffected);
  * no action twice in one plan;
  * no ``linalg-fuse-elementwise-ops`` after an interchange-only matmul or batch-matmul schedule
    (``MATMUL_INTERCHANGES``) on a module with a layer norm (``math.rsqrt``): the interchange leaves the
    contraction a ``linalg.generic``, and the fusion then pulls the norm's elementwise tail into it and
    recomputes it for every output column. Measured on whole models, each plan with and without the fusion
    (3 processes): vit-layer 34x and vit-tiny 12-13x slower with it; on the other layer-norm models
    (t5-encoder-tiny, transformer-decoder-layer) 0.95-1.13x. Without a layer norm the fusion stays: after
    conv interchanges it gave 0.73-0.98x on 8 of 9 CNN plans (mobilenetv1 1.75x once), squeezenet and vgg
    0.63-1.06x, mobilebert-tiny 1.07-1.51x.
Overrides (the action is replaced by a no-op and the step earns 0, not a penalty):
  * ``affine-loop-fusion`` on modules with reductions: LLVM 22 miscompiles reduction chains (softmax);
  * ``affine-super-vectorize`` on modules with reductions: verifier errors and mlir-opt heap corruption;
  * unroll / unroll-jam of loop nests whose static trip-count product exceeds ``MAX_UNROLL_TRIPS``
    (code size and clang time explode: 270 KB and 26 s measured for a full unroll).
Also masked, as a full unroll of a big loop: a vectorizing schedule whose vector for one op (the tile,
an untiled loop counting its whole trip count) holds more than ``MAX_VECTOR_ELEMS`` elements. Measured:
on the oracle pools of the 61 hold-out modules every candidate above it (22, 229,376-element vectors of
a whole-channel NCHW conv) ran past the 60 s compile limit, while at 2^15 elements compile time was a
median 21x the baseline's, with code up to 8x faster. Of the 8 corpus modules the limit changes (one
schedule each), 4 of the 6 measured time out and 2 compile in 35-38 s (70-80x their baseline's, near
the limit on a slower host) for 8-10x faster code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from math import gcd
from typing import Any

import numpy as np

from mqss_edge.actions import MENU, Action, action_index, fit
from mqss_edge.compiler.strategies import FUSED_CONV, FUSED_CONV_NCHW, fused_tile
from mqss_edge.env.applicability import applies, fuse_step, peeled, read_rules, split_step
from mqss_edge.pipeline import Pass, Stage

MAX_UNROLL_TRIPS = 1 << 24
MAX_VECTOR_ELEMS = 1 << 16
_STAGE_ORDER = {Stage.TENSOR: 0, Stage.BUFFER: 1, Stage.AFFINE: 2}


@dataclass(frozen=True)
class LoopNest:
    """One linalg op's loop nest: bounds and whether any loop is a reduction."""

    bounds: tuple[int, ...]
    reduction: bool
    op: str = ""  # linalg op name without the dialect (``matmul``, ``conv_2d_nchw_fchw``, ``generic``)
    innermost_reduction: bool = False
    #: every input is read along the innermost loop, a reduction: each input's last (contiguous) dimension is
    #: that loop (``x @ W^T`` with the weight as stored, ``[out, in]``); what a dot-product tile (``split=K``) needs
    reads_along_reduction: bool = False
    #: the linalg ops whose results this op reads, each as (op name without the dialect, its last loop's trip
    #: count): an epilogue's conv with its channel count, what a tile-and-fuse schedule (``fuse=K``) pulls
    #: into its tiles and steps by ``K``
    fed_by: tuple[tuple[str, int], ...] = ()
    #: a ``linalg.generic`` the reader reads as a matmul or batch matmul (a multiply-add over two inputs and one
    #: output: attention's ``Q @ K^T`` with the transpose in its maps); named contractions are known by ``op``
    matmul_like: bool = False
    #: an operand is an ``i1`` tensor (a mask built from a comparison, read by a ``select``). Vectorized code keeps
    #: ``vector<8xi1>`` in memory as packed bits, scalar code as one byte per element: an op vectorized on a buffer
    #: of ``i1`` that scalar code writes or reads computes garbage (llama-tiny's causal mask: every attention
    #: score masked or unmasked at random, max error 3.4e38), so no vectorizing schedule fits such an op
    bool_operand: bool = False
    #: a reduction that yields values of different element types, an argmax (torch's ``max(dim)``: the maximum and
    #: its index, chosen by a ``select``): MLIR's vectorizer knows no such combiner and refuses the op
    index_reduction: bool = False
    #: a 2-D conv or NHWC max pool whose window steps by more than one input pixel (a stride or a dilation: its
    #: input's spatial sizes are not the output's plus the window's less one)
    strided: bool = False
    #: the body reads a tensor at computed indices (``tensor.extract``: an embedding lookup, an embedding bag's
    #: table rows): MLIR's vectorizer refuses such a gather from a 2-D table unless asked for n-D extracts (the
    #: schedules never ask), so a vectorizing schedule given the op fails to apply ("Attempted to vectorize, but
    #: failed": 3 of the 5 training embedding bags' picks). :func:`override` replaces such a schedule by a no-op
    gather: bool = False
    #: the static size of the first input in bytes (0 when not static): what a strided max pool streams
    source_bytes: int = 0

    @property
    def rank(self) -> int:
        return len(self.bounds)

    @property
    def unvectorizable(self) -> bool:
        """No vectorizing schedule may be given this op (:attr:`bool_operand`, :attr:`index_reduction`)."""
        return self.bool_operand or self.index_reduction


@dataclass(frozen=True)
class ModuleFacts:
    """What the safety layer needs to know about a module (from the in-process reader).

    Attributes:
        nests: every linalg op with static trip counts, in program order.
        ops: the names of the module's ops (``math.tanh``, ``linalg.matmul``, ...; ``arith`` ops left out:
            :func:`mqss_edge.features.groups.op_name_set`).
        groups: the module's op groups, costliest first (:mod:`mqss_edge.features.groups`), as the nests
            of their members; empty for facts built by hand.
    """

    nests: tuple[LoopNest, ...]
    ops: frozenset[str] = frozenset()
    groups: tuple[GroupFacts, ...] = ()
    #: derived tables (the episode's per-group choices), not part of the facts' identity
    cache: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)

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


@dataclass(frozen=True)
class GroupFacts:
    """One op group as the safety layer sees it: its id, a label, and its members' loop nests."""

    id: int
    label: str
    nests: tuple[LoopNest, ...]  # one per distinct loop nest among the members
    share: float = 0.0
    count: int = 0  # members (ops)

    @property
    def rank(self) -> int:
        return self.nests[0].rank

    def facts(self, module: ModuleFacts) -> ModuleFacts:
        """The module's facts restricted to this group's ops (what a schedule targeting the group sees); one
        object per module and group, so what the safety layer derives from it (:func:`_matched`) is derived once."""
        key = ("group", self.id)
        got = module.cache.get(key)
        if got is None or got.nests is not self.nests:
            got = module.cache[key] = ModuleFacts(self.nests, module.ops)
        return got


def _matching(action: Action, facts: ModuleFacts) -> list[LoopNest] | None:
    """The ops a schedule applies to, or ``None`` when there are none or one is not of its op kind."""
    got = _matched(action, facts)
    return None if got is None else got[0]


def _matched(action: Action, facts: ModuleFacts) -> tuple[list[LoopNest], tuple[int, ...]] | None:
    """:func:`_matching`'s ops with, per loop, the gcd of their trip counts (what a fitted tile divides);
    once per facts and matcher: the mask asks it of every schedule of a rank, and they share a few
    (rank, kind, ops)."""
    return _matched_by(("match", action.rank, action.kind, action.ops), facts)


def _matched_by(key: tuple[str, int, str, tuple[str, ...]], facts: ModuleFacts
                ) -> tuple[list[LoopNest], tuple[int, ...]] | None:
    """:func:`_matched` by its cache key, ``("match", rank, kind, ops)`` of the schedule."""
    got = facts.cache.get(key, facts)
    if got is facts:
        _, rank, kind, ops = key
        by_rank = facts.cache.get("by rank")
        if by_rank is None:  # the nests per rank, once per facts (the mask asks for a few ranks of 100s of ops)
            by_rank = facts.cache["by rank"] = {}
            for n in facts.nests:
                by_rank.setdefault(len(n.bounds), []).append(n)
        nests = [n for n in by_rank.get(rank, ()) if _kind_matches(kind, n)]
        if not nests or (ops and not all(n.op.startswith(ops) for n in nests)):
            got = None
        else:
            commons = []
            for i in range(rank):
                common = 0
                for n in nests:
                    common = gcd(common, n.bounds[i])
                commons.append(common)
            got = (nests, tuple(commons))
        facts.cache[key] = got
    return got


def fitted_tile(action: Action, facts: ModuleFacts) -> tuple[int, ...] | None:
    """The tile sizes a schedule uses on this module, or ``None`` when it does not apply.

    A fixed schedule's tile is its own; a shape-fitted one (``action.fit``) takes, per tiled loop, the
    largest divisor of the loop's trip count — of the gcd over every matching op, since one schedule
    tiles them all alike — between ``fit`` and ``tile`` (``None`` when a loop has none); a loop it peels
    (``peel=``) keeps the entry's tile.
    """
    got = _matched(action, facts)
    return None if got is None else _tile_for(action, got[1])


def _tile_for(action: Action, commons: tuple[int, ...]) -> tuple[int, ...] | None:
    """:func:`fitted_tile` for the ops the schedule matches, given the gcd of their trip counts per loop."""
    if not action.fit:
        return action.tile
    return _fitted(action.tile, action.fit, _spec_of(action)[2], commons)


def _fitted(tile: tuple[int, ...], least: tuple[int, ...], peel: frozenset[int], commons: tuple[int, ...]
            ) -> tuple[int, ...] | None:
    """:func:`_tile_for` of a shape-fitted entry (its ``tile``, ``fit`` and peeled loops)."""
    out = []
    fits = _FIT
    for i, (want, low) in enumerate(zip(tile, least)):
        if not want or i in peel:  # a peeled loop keeps its tile: peeling takes any trip count
            out.append(want)
            continue
        common = commons[i] if i < len(commons) else 0
        if common <= 0:
            return None
        t = fits.get((common, want, low), fits)
        if t is fits:
            if len(fits) > 65536:
                fits.clear()
            t = fits[(common, want, low)] = fit(common, want, low)
        if t is None:
            return None
        out.append(t)
    return tuple(out)


#: :func:`mqss_edge.actions.fit` per (trip count, tile wanted, least tile): a few hundred distinct ones
_FIT: dict[tuple[int, int, int], int | None] = {}


def clear_caches() -> None:
    """Forget the fitted tiles kept across modules (only for measuring a cold selection)."""
    _FIT.clear()


def resolve(action: Action, facts: ModuleFacts) -> Pass | None:
    """The pass an action appends to this module's plan (``None``: a fitted schedule that does not apply).

    Only shape-fitted schedules depend on the module: their ``tile`` option becomes the fitted sizes, so
    the plan is an ordinary, module-independent transform schedule (and equal to a fixed entry's when the
    sizes coincide: the result store measures it once).
    """
    if action.pass_ is None or not action.fit:
        return action.pass_
    tile = fitted_tile(action, facts)
    if tile is None:
        return None
    sizes = ",".join(map(str, tile))
    return Pass(action.pass_.name, tuple((k, sizes if k == "tile" else v) for k, v in action.pass_.params))


def schedule_fits(action: Action, facts: ModuleFacts) -> bool:
    """A transform schedule applies to ≥1 op, its (fitted) tiles divide every op of that rank, and what it
    vectorizes stays within ``MAX_VECTOR_ELEMS`` per op."""
    _, vectorizes, peel, split, inner, key = _spec_of(action)
    got = _matched_by(key, facts)
    if got is None:
        return False
    tile = _fitted(action.tile, action.fit, peel, got[1]) if action.fit else action.tile
    if tile is None:
        return False
    nests = got[0]
    if split:  # a dot-product tile steps its reduction loop (the last, untiled) by ``split``: that is its tile
        tile = tuple(tile[:-1]) + (split,)
    if inner:  # a conv in two tilings: the steps inside its output tile
        tile = tuple(tile[:4]) + inner
    for n in nests:
        if vectorizes and n.unvectorizable:
            return False
        elems = 1
        for i, (t, b) in enumerate(zip(tile, n.bounds)):
            if t and (b <= 0 or t > b or (b % t and i not in peel)):
                return False
            elems *= t or max(b, 1)
        if vectorizes and elems > MAX_VECTOR_ELEMS:
            return False
    return applies(action, facts)


def _spec_of(action: Action) -> tuple[Any, ...]:
    """``(action, *_spec(action), its :func:`_matched` key)``, once per entry (the entry holds its action, so its
    id is not reused while it is kept)."""
    spec = _SPECS.get(id(action))
    if spec is None or spec[0] is not action:
        if len(_SPECS) > 4096:  # entries built outside the menu (tests, a caller's own): start over
            _SPECS.clear()
        spec = _SPECS[id(action)] = (action, *_spec(action), ("match", action.rank, action.kind, action.ops))
    return spec


def _spec(action: Action) -> tuple[bool, frozenset[int], int, tuple[int, ...]]:
    """What :func:`schedule_fits` reads of a schedule's options, once per entry: whether it vectorizes, the
    loops it peels (split into full tiles and a static remainder: the tile need not divide them), its dot
    product step (``split``) and, for a conv in two tilings (``fuse=K`` on a reduction), the steps inside its
    output tile (channels by ``K``, window rows by 1, width by 1 (NHWC) or whole)."""
    vectorizes = action.pass_ is not None and ("vectorize", "true") in action.pass_.params
    inner: tuple[int, ...] = ()
    if action.kind == "reduction" and action.rank == 7 and (step := fuse_step(action)):
        nchw = any(o.startswith("conv_2d_nchw") for o in action.ops)
        inner = tuple(fused_tile(FUSED_CONV_NCHW if nchw else FUSED_CONV, step)[4:])
    return vectorizes, peeled(action), split_step(action), inner


_SPECS: dict[int, tuple[Any, ...]] = {}


def covers_module(action: Action, group: GroupFacts, facts: ModuleFacts) -> bool:
    """Whether a schedule given to ``group`` would match exactly the group's ops on the whole module too
    (then it needs no group: the module-level schedule is the same plan)."""
    key = ("covers", action.name, group.id)
    got = facts.cache.get(key)
    if got is None:
        nests = _matching(action, facts)
        got = facts.cache[key] = nests is not None and len(nests) == (group.count or len(group.nests))
    return got


def _kind_matches(kind: str, n: LoopNest) -> bool:
    """The transform matcher's ``kind`` rule, mirrored: innermost reduction / all parallel / any."""
    if kind == "reduction":
        return n.innermost_reduction
    if kind == "parallel":
        return not n.reduction
    return True


def stage_of(history: Sequence[int]) -> Stage:
    """The furthest stage the plan reached."""
    return _STAGE_AT_ORDER[_stage_order(history)]


def _stage_order(history: Sequence[int]) -> int:
    """:func:`stage_of` as its position in ``_STAGE_ORDER``."""
    top = max(map(_ORDER_OF.__getitem__, history), default=0)
    return top if top > 0 else 0  # entries without a stage are at -1


def action_mask(facts: ModuleFacts, history: Sequence[int], applied: Sequence[int] | None = None, *,
                schedules: bool = True) -> np.ndarray:
    """Valid actions after ``history`` (indices into the menu). STOP is always valid.

    Args:
        facts: the module's loop nests.
        history: actions taken so far (including overridden ones, so they are not offered again).
        applied: actions actually in the plan (default: ``history``).
        schedules: judge transform schedules by rank (one per rank); ``False`` leaves them all masked (the
            episode offers them per op group, :mod:`mqss_edge.episode`).
    """
    applied = history if applied is None else applied
    stage = _stage_order(history)
    at_stage = facts.cache.get(("applies", stage))
    if at_stage is None:  # what depends on the module alone, once per module (transforms are judged below)
        static = facts.cache.get("applies")
        if static is None:
            static = facts.cache["applies"] = np.array([not a.is_transform and applies(a, facts) for a in MENU],
                                                       bool)
        at_stage = facts.cache[("applies", stage)] = static & (_STAGE_AT >= stage)  # no stage: -1, never here
    mask = at_stage.copy()
    tiled_ranks = {MENU[a].rank for a in applied if _IS_TRANSFORM[a]} if applied else set()
    if applied and any(map(IS_IM2COL.__getitem__, applied)):
        tiled_ranks.add(3)  # the im2col copy is a rank-3 op no module-level rank-3 schedule can vectorize
    if tiled_ranks or not facts.nests:
        mask &= _NOT_AFFINE
    if schedules:
        for i in _TRANSFORMS:
            a = MENU[i]
            mask[i] = _STAGE_AT[i] >= stage and a.rank not in tiled_ranks and schedule_fits(a, facts)
    if history:
        mask[list(history)] = False
    if applied:
        if "math.rsqrt" in facts.ops and any(map(_IS_MATMUL_INTERCHANGE.__getitem__, applied)):
            mask[_FUSE_ELEMENTWISE] = False
        if any(map(_IS_EPILOGUE_FUSE.__getitem__, applied)):
            mask[_BUFFER_HOISTING] = False
    mask[_STOP_AT] = True
    return mask


# Per menu entry, what `action_mask` asks of it at every step.
_IS_STOP = np.array([a.is_stop for a in MENU], bool)
_IS_TRANSFORM = tuple(a.is_transform for a in MENU)
_TRANSFORMS = tuple(i for i, t in enumerate(_IS_TRANSFORM) if t)
_STOP_AT = np.flatnonzero(_IS_STOP)
_NOT_AFFINE = np.array([a.stage is not Stage.AFFINE for a in MENU], bool)
_STAGE_AT = np.array([-1 if a.stage is None else _STAGE_ORDER[a.stage] for a in MENU], np.int64)
_ORDER_OF = tuple(int(x) for x in _STAGE_AT)
_STAGE_AT_ORDER = {v: k for k, v in _STAGE_ORDER.items()}
# What the mask reads of each menu entry, read at import rather than in a process's first selections (a module whose
# groups are new to the process reads the entries of their ranks: 0.1-0.2 ms of the first selection)
for _a in MENU:
    _spec_of(_a)
read_rules(MENU)
#: per menu entry, whether its schedule makes an im2col copy (a new rank-3 op)
IS_IM2COL = tuple(t and bool(a.pass_.param("im2col")) for a, t in zip(MENU, _IS_TRANSFORM))  # type: ignore[union-attr]


def reorders_only(p: Pass) -> bool:
    """A schedule that only reorders its ops' loops (an interchange, no tile): it leaves each op an untiled
    ``linalg.generic``."""
    return p.name == "transform" and bool(p.param("interchange")) and not p.param("tile")


def interchange_only_matmul(p: Pass) -> bool:
    """A matmul (rank 3) or batch-matmul (rank 4) schedule that only reorders loops: no elementwise fusion after it
    on a module with a layer norm (the mask here; the zero-shot guard's fusion rule, on a finished plan, holds the
    fusion back for the matmul ones only: :func:`mqss_edge.guard_rules.fusion_guard`)."""
    return reorders_only(p) and p.param("rank") in ("3", "4")


#: interchange-only schedules of matmuls (rank 3) and batch matmuls (rank 4): no elementwise fusion after them on
#: a module with a layer norm
MATMUL_INTERCHANGES = tuple(a.name for a in MENU if a.is_transform and a.pass_ is not None
                            and interchange_only_matmul(a.pass_))
_IS_MATMUL_INTERCHANGE = tuple(a.name in MATMUL_INTERCHANGES for a in MENU)
_FUSE_ELEMENTWISE = action_index("fuse-elementwise")
#: conv epilogue schedules (``fuse=K`` on an elementwise group, which pulls the conv into its tiles): after one,
#: ``buffer-loop-hoisting`` moves a buffer out of the tile loop that the loop still frees, and the kernel frees it
#: twice (glibc aborts: "double free detected"). On 21 training conv+ReLU kernels every fused plan with the pass
#: crashed (9), every one without it ran (12, and one of the 9 again without the pass)
_IS_EPILOGUE_FUSE = tuple(a.is_transform and a.kind == "parallel" and a.pass_ is not None
                          and a.pass_.param("fuse") is not None for a in MENU)
_BUFFER_HOISTING = action_index("buffer-hoisting")


def override(action: Action, facts: ModuleFacts) -> str | None:
    """Why a valid but risky action is replaced by a no-op, or ``None`` when it may run (``facts``: the module's, or
    for a schedule given to an op group the group's).

    A vectorizing schedule on a gather (:attr:`LoopNest.gather`) is overridden rather than masked: the mask is an
    input of the policy, and masking it moved the policy's picks on modules whose plans never vectorized a gather
    (the hold-out's embbag-256x16x8192x64 from a schedule on its fill to a loop order on its bag, 1.4-1.6x slower).
    """
    name = action.pass_.name if action.pass_ is not None else ""
    if (action.is_transform and any(n.gather for n in facts.nests) and action.pass_ is not None
            and ("vectorize", "true") in action.pass_.params):
        nests = _matching(action, facts)
        if nests and any(n.gather for n in nests):
            return "vectorizing a gather (tensor.extract): MLIR's vectorizer refuses it without n-D extracts"
    if name == "affine-loop-fusion" and facts.has_reduction:
        return "affine-loop-fusion miscompiles reduction chains on LLVM 22"
    if name == "affine-super-vectorize" and facts.has_reduction:
        return "affine-super-vectorize breaks verification on reductions"
    if name in ("affine-loop-unroll", "affine-loop-unroll-jam") and facts.max_trips > MAX_UNROLL_TRIPS:
        return f"unrolling a loop nest of {facts.max_trips} iterations"
    return None
