"""Op groups: a module's linalg ops grouped by what one schedule can serve, costliest group first.

A real model has dozens of linalg ops of a handful of kinds and shapes. Ops land in one group when they
share the op (``matmul``, ``conv_2d_nchw_fchw``, ``generic``), the iterator types (loop structure), the
element type and the *shape class*: per loop, the bit length of the trip count and its divisibility by
powers of two (up to 64), 3 and 7. Two shapes of one class have a common divisor that serves the same
register tiles (512 and 640, gcd 128; 49 and 56 differ: one is odd), so a schedule fitted to the group's
common shape (per loop, the gcd of its members' trip counts) fits each member about as well as it fits any.
Classes under ``MERGE_SHARE`` (10 %) of the module's estimated cost merge into one group per op kind, loop
structure, element type, the innermost loop's divisibility by 2, 4 and 8 (so the merged group's common
shape still takes vector tiles) and, for ops that reduce, which loops have a trip of 1 (a 1x1 conv is a GEMM
and a 3x3 one is not: merged, mobilenet's 3-channel stem forced C = 1 on its 1x1 convs' common shape): a
model of 50-300 linalg ops has 6-51 groups, of which the costliest 8 (the ones an episode decides) cover a
median 98 % of the estimated cost over the 49 corpus models (at least 87 %).

Groups are ordered by estimated cost (FLOPs, or iterations for data movement, summed over members),
largest first; their ``id`` is that position. The compiler tags each op with its group id
(``__mqss_group``) before any plan pass runs, matching ops by name in program order
(:attr:`Grouping.tag_ops`), so a schedule can target exactly one group.

Ops whose trip counts are not all static are tagged as members of no group (``-1``): no tile can be
checked on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import count
from math import gcd, prod
from typing import Any

import mqss_edge.features.native as native
from mqss_edge.features.nests import KEPT_PER_NEST, KEPT_PER_NEST_MAX
from mqss_edge.features.reader import parse
from mqss_edge.features.tree import Module

#: Bumped whenever the grouping rule changes: group ids in stored plans mean the groups of this version.
GROUPING_VERSION = 3  # 3: tails keep unit loops apart
#: Shape classes below this fraction of the module's estimated cost are merged per op kind.
MERGE_SHARE = 0.1


@dataclass(frozen=True)
class OpGroup:
    """One group of ops that share a schedule.

    Attributes:
        id: position in cost order (0: the costliest).
        op: linalg op name without the dialect (``matmul``, ``generic``).
        iterators: ``p``/``r`` per loop, outermost first (``ppr`` for a matmul).
        element: the element type of the op's result.
        shapes: the members' distinct trip-count tuples, largest first.
        common: per loop, the gcd of the members' trip counts (what a fitted tile divides).
        members: the members' positions in the module's linalg ops (program order).
        cost: the estimated cost (FLOPs or iterations, summed over members).
        share: the group's fraction of the module's estimated cost.
    """

    id: int
    op: str
    iterators: str
    element: str
    shapes: tuple[tuple[int, ...], ...]
    common: tuple[int, ...]
    members: tuple[int, ...]
    cost: float
    share: float

    @classmethod
    def _make(cls, id: int, op: str, iterators: str, element: str, shapes: tuple[tuple[int, ...], ...],
              common: tuple[int, ...], members: tuple[int, ...], cost: float, share: float) -> OpGroup:
        """The same as the constructor without its per-field ``object.__setattr__`` (a frozen dataclass's):
        a selection makes some 30 groups per model (``_native.op_buckets`` builds them the same way)."""
        g = object.__new__(cls)
        g.__dict__.update(id=id, op=op, iterators=iterators, element=element, shapes=shapes, common=common,
                          members=members, cost=cost, share=share)
        return g

    @property
    def rank(self) -> int:
        return len(self.iterators)

    @property
    def label(self) -> str:
        """A short readable name: ``matmul 128x768x768 (x4)``."""
        shape = "x".join(map(str, self.shapes[0])) + ("..." if len(self.shapes) > 1 else "")
        return f"{self.op} {shape} (x{len(self.members)})"

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "op": self.op, "iterators": self.iterators, "element": self.element,
                "shapes": [list(s) for s in self.shapes], "common": list(self.common), "ops": len(self.members),
                "cost_share": round(self.share, 4), "label": self.label}


@dataclass(frozen=True)
class Grouping:
    """A module's op groups and how to tag its ops.

    Attributes:
        groups: costliest first (``groups[i].id == i``).
        tag_ops: full op names (``linalg.matmul``) of every linalg structured op the reader sees, in program
            order: the compiler tags the ops it matches by these names, in this order.
        group_of: per entry of ``tag_ops``, its group id (``-1``: in no group).
    """

    groups: tuple[OpGroup, ...]
    tag_ops: tuple[str, ...]
    group_of: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.groups)

    def to_dict(self) -> dict[str, Any]:
        return {"version": GROUPING_VERSION, "groups": [g.to_dict() for g in self.groups]}


def _v(n: int, p: int, cap: int) -> int:
    k = 0
    while n % p == 0 and k < cap:
        n //= p
        k += 1
    return k


@lru_cache(maxsize=65536)
def shape_class(trips: Sequence[int]) -> tuple[tuple[int, int, bool, bool], ...]:
    """Per loop: bit length, powers of two dividing it (up to 64), divisible by 3, divisible by 7."""
    return tuple((t.bit_length(), _v(t, 2, 6), t % 3 == 0, t % 7 == 0) for t in trips)


class _GroupKey:
    """A group key (op, iterators, element type, shape class) interned per reader nest, with a number of its own
    (``n``: the buckets of a module are keyed by it, an int, not by hashing the nested key). ``tail``: the key of the
    tail bucket it joins when small."""

    __slots__ = ("key", "n", "tail")

    def __init__(self, key: tuple[Any, ...], tail: _GroupKey | None = None) -> None:
        self.key, self.n, self.tail = key, next(_NUMBERS), tail


#: numbers of interned group keys, never reused. ``_KEYS`` and ``_INTERNED`` start over together, so the keys of one
#: module's nests all come from one interning: equal keys have one number
_NUMBERS = count()


def _key(n: Any) -> tuple[Any, ...] | None:
    """(group key, trip counts, cost) of one reader nest, ``None`` when its trips are not all static."""
    trips = n.trips
    if not trips or None in trips or min(trips) <= 0:
        return None
    t = tuple(trips)
    iters = _LETTERS.get(n.iterators)
    if iters is None:
        if len(_LETTERS) > 4096:  # garbage input: start over
            _LETTERS.clear()
        iters = _LETTERS[n.iterators] = "".join("r" if it == "reduction" else "p" for it in n.iterators)
    elem = n.element_types[-1] if n.element_types else ""
    key = (n.name, iters, elem, shape_class(t))
    got = _INTERNED.get(key)
    if got is None:
        # a tail keeps the innermost loop's divisibility by 2, 4, 8 apart: its common shape still takes vector
        # tiles and, for ops that reduce, its unit loops (bit length 1: a trip of 1): a 1x1 conv is a GEMM, a 3x3
        # one is not, and a GEMV (M = 1) takes other tiles than a GEMM
        cls = key[3]
        units = tuple(c[0] == 1 for c in cls) if "r" in iters else ()
        tail = key[:3] + ((("tail", min(cls[-1][1], 3), units) if cls else ("tail",)),)
        tk = _INTERNED.get(tail)
        if tk is None:
            tk = _INTERNED[tail] = _GroupKey(tail)
        got = _INTERNED[key] = _GroupKey(key, tk)
    return got, t, float(max(n.flops, prod(t)))


#: per iterator list, its letters (``p``arallel, ``r``eduction): a few dozen distinct lists
_LETTERS: dict[tuple[str, ...], str] = {}
#: per reader nest (by id, the entry holding it), its group key: kept across modules
_KEYS: dict[int, tuple[Any, Any]] = {}
KEPT_PER_NEST.append(_KEYS)
#: group keys and tail keys, interned (kept across modules; started over with ``_KEYS``)
_INTERNED: dict[tuple[Any, ...], _GroupKey] = {}
KEPT_PER_NEST.append(_INTERNED)


def shape_order(shapes: Any) -> tuple[tuple[int, ...], ...]:
    """Distinct trip-count tuples in the order :attr:`OpGroup.shapes` keeps them (largest first): what a schedule's
    ``shape=K`` counts in."""
    return tuple(sorted(set(shapes), key=lambda s: (-prod(s), s)))


def _several(distinct: set[tuple[int, ...]]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """A group's shapes (:func:`shape_order`) and its common shape (per loop, the gcd of the trip counts) where it
    has more than one."""
    shapes = shape_order(distinct)
    return shapes, tuple(gcd(*col) for col in zip(*shapes))


def op_groups(module: Module | str) -> Grouping:
    """The module's op groups (cached per module).

    Raises:
        ParseError: ``module`` is text that is not readable MLIR.
    """
    from mqss_edge.features.vector import nests

    if isinstance(module, str):
        module = parse(module)
    cached = module._cache.get("groups")
    if cached is not None:
        return cached
    entries = nests(module)
    # ops sharing one reader nest (same op, maps and shapes) share their key: gather them per nest first, so each
    # nest's key is looked up once, not once per op
    if native.ext is not None:  # the loop below in C
        gathered = native.ext.per_object(entries)
    else:
        per_nest: dict[int, tuple[Any, list[int]]] = {}
        for i, (_, n) in enumerate(entries):
            got = per_nest.get(id(n))
            if got is None:
                per_nest[id(n)] = (n, [i])
            else:
                got[1].append(i)
        gathered = list(per_nest.values())
    keys = _KEYS
    if len(keys) > KEPT_PER_NEST_MAX or len(_INTERNED) > KEPT_PER_NEST_MAX:
        keys.clear()
        _INTERNED.clear()
    if native.ext is not None:  # the rest in C
        groups_c, tags, group_of_c = native.ext.op_buckets(gathered, keys, _key, MERGE_SHARE, entries, OpGroup,
                                                           _several)
        out = Grouping(groups_c, tags, group_of_c)
        module._cache["groups"] = out
        return out
    total = 0.0
    buckets: dict[int, list[Any]] = {}  # key number -> [key, members, cost, distinct trip counts]
    for n, ops in gathered:
        kn = keys.get(id(n))
        if kn is None:
            kn = keys[id(n)] = (n, _key(n))
        got = kn[1]
        if got is None:
            continue
        key, t, cost = got
        cost *= len(ops)
        total += cost
        b = buckets.get(key.n)
        if b is None:
            buckets[key.n] = [key, ops, cost, {t}]
        else:
            b[1] = b[1] + ops
            b[2] += cost
            b[3].add(t)
    total = total or 1.0
    # small buckets (under MERGE_SHARE of the module's cost) join one tail bucket per op, loop structure and
    # element type (`_key`): a handful of groups per model, each worth a decision
    merged: dict[int, list[Any]] = {}
    limit = MERGE_SHARE * total
    for key, members, cost, shapes in buckets.values():
        mk = key.tail if cost < limit else key
        m = merged.get(mk.n)
        if m is None:
            merged[mk.n] = [mk, members, cost, shapes]
        else:
            m[1] = m[1] + members
            m[2] += cost
            m[3] = m[3] | shapes
    for m in merged.values():
        m[1].sort()
    order = sorted(merged.values(), key=lambda m: (-m[2], m[1][0]))
    groups: list[OpGroup] = []
    group_of = [-1] * len(entries)
    for gid, (mk, members, cost, distinct) in enumerate(order):
        name, iters, elem = mk.key[:3]
        if len(distinct) == 1:
            shapes = (common := next(iter(distinct))),
        else:
            shapes, common = _several(distinct)
        groups.append(OpGroup._make(gid, name.removeprefix("linalg."), iters, elem, shapes, common,
                                    tuple(members), cost, cost / total))
        for i in members:
            group_of[i] = gid
    out = Grouping(tuple(groups), tuple([n.name for _, n in entries]), tuple(group_of))
    module._cache["groups"] = out
    return out


def op_name_set(module: Module | str) -> frozenset[str]:
    """The names of the module's ops, custom and generic spellings alike (cached per module).

    ``arith`` ops, ``linalg.yield`` and ``builtin.module`` are left out: a named linalg op's body holds the
    first two in generic form and not in custom form, the module op may be implicit, and the set must not
    depend on how the module was printed.
    """
    from mqss_edge.features.syntax import name_info

    if isinstance(module, str):
        module = parse(module)
    cached = module._cache.get("op_names")
    if cached is None:
        names = {name_info(w)[0] for w in set(module._c.names)}  # type: ignore[index]
        cached = module._cache["op_names"] = frozenset(x for x in names if not x.startswith("arith.")
                                                       and x not in ("linalg.yield", "builtin.module"))
    return cached
