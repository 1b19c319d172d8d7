"""The expert rules' module-level plan: one kernel-expert schedule per loop rank for a whole model module.

A plan's ``transform{rank=N ...}`` schedule applies to every linalg op with N loops, so a module-level
plan holds at most one schedule per rank (per-op schedules come later). For each rank present in the
module it is built like this:

1. the costliest op of that rank (largest iteration space) is classified into a kernel-corpus family
   (:func:`op_family`): named matmuls, batch matmuls, NHWC / NCHW convolutions, depthwise convolutions,
   pooling; generic ops are elementwise (``gelu``'s row-vector rule) or row reductions (``layernorm``'s
   tile rule), lifted to the op's rank by tiling the leading loops by 1;
2. that family's expert choice (:func:`~mqss_edge.corpus.baselines.expert_choice`) for the op's shape
   gives the schedule of that rank;
3. the rule is given the shape all ops of that rank share (per loop, the gcd of their trip counts), so
   the tiles it picks divide every op of that rank, as the kernel expert rules pick dividing tiles; a
   rank whose tile still does not divide (a rule's fallback tile), or whose vectorized tile would exceed
   the safety layer's vector limit, is left out, with the reason.

:func:`fit_expert_plan` then compiles and checks the plan and, if it fails, drops rank schedules until it
works (each schedule that fails alone first, then the cheapest ranks' until the rest works), recording
what was dropped and why.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from math import gcd, prod
from typing import Any

from mqss_edge.actions import fit
from mqss_edge.env.facts import module_facts
from mqss_edge.env.safety import MAX_VECTOR_ELEMS, GroupFacts, LoopNest, ModuleFacts
from mqss_edge.pipeline import Pass, Plan

_ELEMENTWISE = "gelu"     # the kernel family whose rule vectorizes elementwise chains along the row
_ROW_REDUCTION = "layernorm"  # the kernel family whose rule tiles row reductions


@dataclass(frozen=True)
class _OpShape:
    """What :func:`~mqss_edge.corpus.baselines.expert_choice` reads of a corpus entry."""

    family: str
    shape: dict[str, Any]


@dataclass(frozen=True)
class RankSchedule:
    """The schedule chosen for one loop rank.

    Attributes:
        rank: loops of the ops it applies to.
        schedule: the ``transform{...}`` pass text.
        family: the kernel family whose rule chose it.
        op: the costliest op of that rank (``conv_2d_nchw_fchw``) and its trip counts.
        bounds: that op's trip counts.
        ops: how many ops of the module have that rank.
        rule: the expert rule that fired, plus how the tiles were refitted.
    """

    rank: int
    schedule: str
    family: str
    op: str
    bounds: tuple[int, ...]
    ops: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["bounds"] = list(self.bounds)
        return d


@dataclass(frozen=True)
class ModulePlan:
    """The expert module plan before it is tried.

    Attributes:
        schedules: one per rank that has one, costliest rank first (the order of the plan).
        skipped: ranks left without a schedule, with the reason (``{"rank", "family", "op", "reason"}``).
    """

    schedules: tuple[RankSchedule, ...]
    skipped: tuple[dict[str, Any], ...] = ()

    def plan(self, ranks: set[int] | None = None) -> Plan:
        """The plan of the schedules of ``ranks`` (default: all)."""
        chosen = [s.schedule for s in self.schedules if ranks is None or s.rank in ranks]
        return Plan.parse("tensor(" + ",".join(chosen) + ")") if chosen else Plan()


def op_family(n: LoopNest) -> tuple[str, dict[str, Any], int] | None:
    """The kernel family, shape parameters and family rank of one op (``None``: no expert rule applies).

    The family rank is the rank the family's rule schedules; an op of higher rank gets the rule on its
    trailing loops (the leading ones tiled by 1).
    """
    op, b = n.op, n.bounds
    if op.startswith("batch_matmul") and n.rank == 4:
        return "batch-matmul", {"B": b[0], "M": b[1], "N": b[2], "K": b[3]}, 4
    if op.startswith("matmul") and n.rank == 3:
        return "matmul", {"M": b[0], "N": b[1], "K": b[2]}, 3
    if op.startswith("conv_2d_nhwc_hwcf") and n.rank == 7:  # n oh ow f kh kw c
        return "conv2d-nhwc", {"Wo": b[2], "F": b[3], "K": b[4], "C": b[6]}, 7
    if op.startswith("conv_2d_nchw_fchw") and n.rank == 7:  # n f oh ow c kh kw
        return "conv2d-nchw", {"F": b[1], "Wo": b[3], "C": b[4], "K": b[5]}, 7
    if op.startswith("depthwise_conv"):
        return "depthwise-conv", {}, n.rank
    if op.startswith("pooling"):
        # the stride is not in the loop nest: the rule's stride-1 max-pool tiling never fires here
        return "pooling", {"kind": "max" if "max" in op else "sum"}, n.rank
    if op.startswith("conv") or "matmul" in op or op in ("matvec", "vecmat", "dot", "mmt4d"):
        return None  # contractions the kernel corpus has no rule for
    if n.rank >= 2 and n.reduction:
        return _ROW_REDUCTION, {"S": b[-2], "H": b[-1]}, 2
    if not n.reduction:
        return _ELEMENTWISE, {"H": b[-1]}, min(n.rank, 2)
    return None  # a rank-1 reduction


def _family_pass(family: str, shape: dict[str, Any], rank: int) -> tuple[Pass | None, str]:
    """The family rule's schedule of ``rank`` (``None``: the rule keeps the default there) and its text."""
    from mqss_edge.corpus.baselines import expert_choice

    choice = expert_choice(_OpShape(family, shape))  # type: ignore[arg-type]  # reads .family and .shape only
    for p in Plan.parse(choice.plan).tensor if choice.plan else ():
        if p.name == "transform" and int(p.param("rank") or 0) == rank:
            return p, choice.rule
    return None, choice.rule


def _lift(p: Pass, rank: int) -> Pass:
    """``p`` for ops of a higher ``rank``: the leading loops tiled by 1 (interchanges shifted)."""
    have = int(p.param("rank") or 0)
    if have == rank:
        return p
    extra = rank - have
    params = []
    for k, v in p.params:
        if k == "rank":
            v = str(rank)
        elif k == "tile":
            v = ",".join(["1"] * extra + v.split(","))
        elif k == "interchange":
            v = ",".join([str(i) for i in range(extra)] + [str(int(x) + extra) for x in v.split(",")])
        params.append((k, v))
    return Pass(p.name, tuple(params), p.anchor)


_DATA_MOVEMENT = ("fill", "transpose", "broadcast", "copy")


def _common_bounds(nests: list[LoopNest]) -> tuple[int, ...]:
    """Per loop, the gcd of the trip counts of every op of one rank: what a tile must divide."""
    out = []
    for i in range(nests[0].rank):
        g = 0
        for n in nests:
            g = gcd(g, n.bounds[i])
        out.append(g)
    return tuple(out)


def _divides(p: Pass, nests: list[LoopNest]) -> bool:
    tile = [int(x) for x in (p.param("tile") or "").split(",") if x]
    return all(not t or (b > 0 and b % t == 0) for n in nests for t, b in zip(tile, n.bounds))


def _vector_elems(p: Pass, n: LoopNest) -> int:
    tile = [int(x) for x in (p.param("tile") or "").split(",") if x]
    tile += [0] * (n.rank - len(tile))
    return prod(t or max(b, 1) for t, b in zip(tile, n.bounds))


def costliest(nests: list[LoopNest]) -> LoopNest:
    """The op of largest iteration space, computing ops before fills, transposes, broadcasts and copies."""
    compute = [n for n in nests if n.op not in _DATA_MOVEMENT]
    return max(compute or nests, key=lambda n: prod(n.bounds))


def module_expert_plan(text: str) -> ModulePlan:
    """The expert module plan of a tensor-level (or kernel-ABI) module, from its linalg ops.

    Per rank, the family is that of the costliest op (:func:`costliest`, :func:`op_family`) and the
    family rule is given the shape every op of that rank shares (per loop, the gcd of the trip counts),
    so the tiles it picks divide them all; when the rule's minimum tile does not divide, it falls back the
    way it does on a kernel (an interchange, or the default).

    Raises:
        ParseError: the module cannot be read.
    """
    by_rank: dict[int, list[LoopNest]] = {}
    for n in module_facts(text).nests:
        by_rank.setdefault(n.rank, []).append(n)
    scheds: list[tuple[int, RankSchedule]] = []
    skipped: list[dict[str, Any]] = []
    for rank, nests in sorted(by_rank.items()):
        top = costliest(nests)
        fam = op_family(top)

        def skip(family: str | None, reason: str) -> None:
            skipped.append({"rank": rank, "family": family, "op": top.op, "reason": reason})

        if fam is None:
            skip(None, "no expert rule for this op")
            continue
        common = LoopNest(_common_bounds(nests), top.reduction, top.op, top.innermost_reduction)
        family, shape, frank = op_family(common) or fam
        p, rule = _family_pass(family, shape, frank)
        if p is None:
            skip(family, f"expert rule: {rule}")
            continue
        p = _lift(p, rank)
        if not _divides(p, nests):
            skip(family, f"{p}: no tile of the rule ({rule}) divides all {len(nests)} rank-{rank} ops")
            continue
        if ("vectorize", "true") in p.params:
            hazard = next((n for n in nests if n.unvectorizable or n.gather), None)
            if hazard is not None:
                why = ("reads or writes i1" if hazard.bool_operand else "is an argmax" if hazard.index_reduction
                       else "gathers (tensor.extract)")
                skip(family, f"{p}: {hazard.op} {'x'.join(map(str, hazard.bounds))} {why}, not vectorized")
                continue
            big = max(nests, key=lambda n: _vector_elems(p, n))
            if _vector_elems(p, big) > MAX_VECTOR_ELEMS:
                skip(family, f"{p}: a {_vector_elems(p, big)}-element vector for {big.op} "
                             f"{'x'.join(map(str, big.bounds))} (over {MAX_VECTOR_ELEMS})")
                continue
        how = f"{rule}; shape shared by all {len(nests)} rank-{rank} ops: {'x'.join(map(str, common.bounds))}"
        if frank != rank:
            how += f" (rank-{frank} rule on the trailing loops)"
        scheds.append((prod(top.bounds), RankSchedule(rank, str(p), family, top.op, top.bounds, len(nests), how)))
    scheds.sort(key=lambda ws: -ws[0])
    return ModulePlan(tuple(s for _, s in scheds), tuple(skipped))


@dataclass(frozen=True)
class ExpertModulePlan:
    """The expert module plan after trying it: what was kept, what was dropped and why.

    Attributes:
        plan: the plan that compiles and checks (``""`` when every schedule was dropped: the default).
        kept: the schedules in it.
        dropped: ``{"rank", "schedule", "status", "stage", "message", "when"}`` per dropped schedule; ``when``
            is ``alone`` (it failed by itself) or ``combined`` (it was dropped to make the rest work).
        skipped: ranks that never got a schedule (see :class:`ModulePlan`).
        tried: plans compiled to get there.
        status: the final plan's status (``ok`` unless even the default fails).
    """

    plan: str
    kept: tuple[RankSchedule, ...]
    dropped: tuple[dict[str, Any], ...] = ()
    skipped: tuple[dict[str, Any], ...] = ()
    tried: int = 0
    status: str = "ok"
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"plan": self.plan, "kept": [s.to_dict() for s in self.kept], "dropped": list(self.dropped),
                "skipped": list(self.skipped), "tried": self.tried, "status": self.status}


def _failure(ev: Any, rank: int, schedule: str, when: str) -> dict[str, Any]:
    lines = [ln.strip() for ln in ev.message.splitlines() if ln.strip()]
    msg = next((ln for ln in lines if "error" in ln), lines[0] if lines else "")
    msg = re.sub(r"\S*/(?=[\w.-]+:\d+:)", "", msg)  # the temp dir of the build says nothing
    return {"rank": rank, "schedule": schedule, "status": ev.status.value, "stage": ev.stage,
            "message": msg[:300], "when": when}


def fit_expert_plan(engine: Any, text: str, mp: ModulePlan | None = None) -> ExpertModulePlan:
    """Compile and check the expert module plan, dropping rank schedules until it works.

    The whole plan is tried first. If it fails, each schedule is tried alone and those that fail alone
    are dropped; if the rest still fails together, the schedule of the cheapest rank is dropped in turn
    until the plan works (the empty plan is the default pipeline).

    Args:
        engine: a :class:`~mqss_edge.engine.Engine` (results go through its store).
        text: the module.
        mp: the plan to try (default: :func:`module_expert_plan`).
    """
    mp = mp or module_expert_plan(text)
    tried = 0

    def ev_of(ranks: set[int]) -> Any:
        nonlocal tried
        tried += 1
        return engine.evaluate(text, mp.plan(ranks))

    ranks = {s.rank for s in mp.schedules}
    if not ranks:
        ev = ev_of(set())
        return ExpertModulePlan("", (), (), mp.skipped, tried, ev.status.value)
    ev = ev_of(ranks)
    dropped: list[dict[str, Any]] = []
    if not ev.ok and len(ranks) > 1:
        for s in mp.schedules:
            alone = ev_of({s.rank})
            if not alone.ok:
                dropped.append(_failure(alone, s.rank, s.schedule, "alone"))
                ranks.discard(s.rank)
        ev = ev_of(ranks) if ranks else ev
    elif not ev.ok:
        dropped.append(_failure(ev, next(iter(ranks)), mp.schedules[0].schedule, "alone"))
        ranks = set()
    # costliest first in the plan: drop from the cheap end
    order = [s for s in reversed(mp.schedules) if s.rank in ranks]
    while ranks and not ev.ok:
        s = order.pop(0)
        dropped.append(_failure(ev, s.rank, s.schedule, "combined"))
        ranks.discard(s.rank)
        ev = ev_of(ranks)
    if not ranks:
        ev = ev_of(set())
    kept = tuple(s for s in mp.schedules if s.rank in ranks)
    return ExpertModulePlan(str(mp.plan(ranks)) if ranks else "", kept, tuple(dropped), mp.skipped, tried,
                            ev.status.value)


def group_expert_schedule(group: GroupFacts, facts: ModuleFacts | None = None) -> Pass | None:
    """The expert rules' schedule for one op group (``None``: no rule, or its tile does not divide), written
    for the group (``group=<id>``): the family of the group's costliest op, given the group's common shape
    (per loop, the gcd of its members' trip counts), as :func:`module_expert_plan` does per rank.

    The per-op fallback's second choice for a group whose own schedule fails (:func:`mqss_edge.fallback.fit_plan`).
    A function of the group's loop nests, its id and the module's op names alone, so it is kept across modules
    (the zero-shot guard asks it of every contraction group of every selection).
    """
    # keyed by the nests' identities (shared objects across modules; hashing them hashes each of their fields): the
    # entry holds the nests, so their ids are not reused while it is there
    key = (tuple(map(id, group.nests)), group.id, None if facts is None else facts.ops)
    got = _GROUP_RULES.get(key)
    if got is None:
        if len(_GROUP_RULES) > 16384:  # many distinct groups: start over
            _GROUP_RULES.clear()
        got = _GROUP_RULES[key] = (group.nests, _group_expert_schedule(group, facts))
    return got[1]


_GROUP_RULES: dict[Any, tuple[Any, Pass | None]] = {}


def _group_expert_schedule(group: GroupFacts, facts: ModuleFacts | None) -> Pass | None:
    nests = list(group.nests)
    if group.rank in (3, 4) and generic_tr_contraction(nests):  # the transposing tiles
        return _menu_rule(group, TRANSPOSED_OPERAND_RULES["matmul" if group.rank == 3 else "batch-matmul"], facts)
    top = costliest(nests)
    common = LoopNest(_common_bounds(nests), top.reduction, top.op, top.innermost_reduction)
    fam = op_family(common)
    if fam is None:
        return None
    family, shape, frank = fam
    if family in ("matmul", "batch-matmul") and all(n.reads_along_reduction for n in nests):
        return _menu_rule(group, TRANSPOSED_OPERAND_RULES[family], facts)
    if all(n.op.startswith("pooling_nchw") for n in nests):
        return _menu_rule(group, NCHW_POOLING_RULES, facts)
    if family == "conv2d-nchw" and (p := _menu_rule(group, NCHW_CONV_RULES, facts)) is not None:
        return p
    if family == "depthwise-conv":
        return _menu_rule(group, DEPTHWISE_RULES, facts)
    p, _ = _family_pass(family, shape, frank)
    if p is None:
        return None
    p = _lift(p, group.rank)
    if not _divides(p, nests):
        return None
    if ("vectorize", "true") in p.params and max(_vector_elems(p, n) for n in nests) > MAX_VECTOR_ELEMS:
        return None
    return _for_group(p, group)


def generic_tr_contraction(nests: Sequence[LoopNest]) -> bool:
    """Whether every op of ``nests`` is a generic contraction reading both inputs along K (``Q @ K^T`` written as
    a ``linalg.generic``): one the expert rules give the transposing tiles, and the guard counts as a contraction."""
    return all(n.matmul_like and n.reads_along_reduction for n in nests)


def _for_group(p: Pass, group: GroupFacts) -> Pass:
    """``p`` written for ``group`` (``group=<id>`` first, any other group option dropped)."""
    return Pass(p.name, (("group", str(group.id)),) + tuple(kv for kv in p.params if kv[0] != "group"), p.anchor)


#: The expert rules for contractions that read both inputs along K (``x @ W^T`` with the weight as stored, after
#: ``mqss-fold-transposes``; attention's ``Q @ K^T``), first that fits: the kernel families' rules assume a
#: ``[K, N]`` weight, and their tiles lower the transposed read element by element (an extract and an insert per
#: element: a folded mlp-4layer ran 0.66 ms on them against 0.14 unfolded). These are the menu's accumulator
#: tiles that transpose each 8x8 weight block in registers, then the dot-product tile for GEMVs (one row).
TRANSPOSED_OPERAND_RULES = {
    "matmul": ("mm-acc-tr-fit-8x8x8-vec", "mm-acc-tr-peel-m-8x8x8-vec", "mm-dot-fit-1x8-k8-vec"),
    "batch-matmul": ("bmm-acc-tr-fit-1x8x8x8-vec",),
}
#: The expert rules for NCHW pooling (the kernel families' pooling rule is NHWC's), first that fits: vectorized
#: along the output rows (whole up to 16, else by 8), where the default loops take a NaN-propagating max one
#: element at a time.
NCHW_POOLING_RULES = ("pool-nchw-row-vec", "pool-nchw-fit-ow8-vec")
#: The expert rules for an NCHW conv group, before the family rule (the conv2d-nchw family's rule is the scalar
#: F-C-W interchange, its kernel baseline): the menu's direct 1-D accumulator tiles, IREE's way with NCHW convs
#: (conv2d-nchw-56x56x16x32-k3s1 0.452 -> 0.240 ms, conv2d-nchw-14x14x64x64-k5s1 0.440 -> 0.288; the entries'
#: docs), where they fit.
NCHW_CONV_RULES = ("nchw-acc-fit-f16-ow16-c8-vec", "nchw-acc-fit-f8-ow8-c8-vec")
#: The expert rules for a depthwise conv group (the depthwise-conv family's rule is the default lowering, measured
#: before the menu had window schedules), first that fits: the output row by 8 (fitted) and the channels by 16, else
#: by 8, the window's rows stepped one at a time, its columns whole. On the 11 training depthwise kernels the shipped
#: policy leaves on the default loops they ran 0.41-0.93x the default's time (1.02x on
#: dwconv-14x14x192-k3s2-n4), 0.57x geomean (3 pinned processes, one store).
DEPTHWISE_RULES = ("dw-win-fit-ow8-c16-vec", "dw-win-fit-ow8-c8-vec")


def _menu_rule(group: GroupFacts, names: tuple[str, ...], facts: ModuleFacts | None) -> Pass | None:
    """The first of the menu entries ``names`` that the safety layer lets fit ``group``, for the group."""
    from mqss_edge.actions import MENU, action_index
    from mqss_edge.env.safety import resolve, schedule_fits

    gf = group.facts(facts) if facts is not None else ModuleFacts(group.nests)
    for name in names:
        action = MENU[action_index(name)]
        if action.rank != group.rank or not schedule_fits(action, gf):
            continue
        p = resolve(action, gf)
        if p is not None:
            return _for_group(p, group)
    return None
