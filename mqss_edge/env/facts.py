"""Loop nests of a module's linalg ops, from the in-process reader (no subprocess).

The state encoder's reader already derives every structured op's iteration space — named ops from their
operand types and indexing maps, ``linalg.generic`` from its maps and iterator types, in custom and
generic form alike — so the safety layer reads the same nests the policy's features describe. Ops whose
trip counts are not all static (or positive) are left out: no schedule's tiles can be checked on them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import mqss_edge.features.native as native
from mqss_edge.env.safety import GroupFacts, LoopNest, ModuleFacts
from mqss_edge.features.groups import op_name_set
from mqss_edge.features.nests import KEPT_PER_NEST, KEPT_PER_NEST_MAX


@lru_cache(maxsize=256)
def module_facts(text: str) -> ModuleFacts:
    """Loop nests of every linalg structured op in the module, in program order.

    Raises:
        ParseError: the text is not a readable module (with line and column).
    """
    from mqss_edge.env.observe import module_of
    from mqss_edge.features.groups import op_groups
    from mqss_edge.features.vector import nests as linalg_nests

    module = module_of(text)
    every: list[LoopNest | None] = []
    # the encoder's own selection (cached on the module it shares): no op objects are built; ops with one
    # loop nest (same op, maps and shapes) share one reader object, in this module and the next, and with the
    # same producers one safety-layer nest (:data:`_MADE`)
    made = _MADE
    if len(made) > KEPT_PER_NEST_MAX:
        made.clear()
    found = linalg_nests(module)
    fed = _fed_by(module, found)
    if native.ext is not None:  # the loop below in C
        every, nests = native.ext.made_nests(found, fed, made, _nest)
    else:
        for (_, nest), by in zip(found, fed):
            key = (id(nest), id(by))  # ``by`` is interned (`_fed_by`); the entry holds both, so neither id is reused
            got = made.get(key)
            if got is None:
                got = made[key] = (nest, by, _nest(nest, by))
            every.append(got[2])  # type: ignore[arg-type]
        nests = [n for n in every if n is not None]
    grouping = op_groups(module)
    if native.ext is not None:  # the distinct nests of each group's members, in C
        distinct = native.ext.distinct_at
        groups = tuple(GroupFacts(g.id, g.label, distinct(every, g.members), g.share, len(g.members))
                       for g in grouping.groups)
    else:
        groups = tuple(GroupFacts(g.id, g.label,
                                  tuple({id(every[i]): every[i] for i in g.members}.values()),  # type: ignore[misc]
                                  g.share, len(g.members))
                       for g in grouping.groups)
    return ModuleFacts(tuple(nests), op_name_set(module), groups)


#: per reader nest and the ops feeding it (interned: `_fed_by`), the safety layer's nest (kept across modules: the
#: reader's nests of one op form and shape are shared objects; the entry holds the reader's nest and the producers,
#: so their ids are not reused while it is there)
_MADE: dict[tuple[int, int], tuple[Any, Any, LoopNest | None]] = {}
KEPT_PER_NEST.append(_MADE)
#: per reader nest, the label a consumer's ``fed_by`` holds for it (op name without the dialect, last trip count),
#: interned: one object per distinct label
_LABELS: dict[int, tuple[Any, tuple[str, int]]] = {}
_LABEL_OF: dict[tuple[str, int], tuple[str, int]] = {}
#: ``fed_by`` tuples as a trie of interned tuples: (id of a tuple, id of a label) -> (the tuple with the label
#: appended, the tuple, the label); the entry holds both, so their ids are not reused while it is there
_EXTENDED: dict[tuple[int, int], tuple[tuple[tuple[str, int], ...], Any, Any]] = {}
KEPT_PER_NEST.extend((_LABELS, _LABEL_OF, _EXTENDED))


def _fed_by(module: Any, found: list[tuple[int, Any]]) -> list[tuple[tuple[str, int], ...]]:
    """Per linalg op of ``found`` (the module's `nests`), the linalg ops among them whose results it reads (see
    ``LoopNest.fed_by``), in the order of its first use of each, as interned tuples: equal lists are one object."""
    from mqss_edge.features.vector import nest_def_use

    if len(found) < 2:
        return [()] * len(found)
    if len(_EXTENDED) > KEPT_PER_NEST_MAX or len(_LABELS) > KEPT_PER_NEST_MAX:
        for table in (_LABELS, _LABEL_OF, _EXTENDED):
            table.clear()
    labels, extended = _LABELS, _EXTENDED
    cons, _, prod = nest_def_use(module)
    if native.ext is not None:  # the loop below in C
        return native.ext.fed_by(found, cons, prod, labels, _label, extended, ())
    out: list[tuple[tuple[str, int], ...]] = [()] * len(found)
    for i, j in zip(cons, prod):
        p = found[j][1]
        lab = labels.get(id(p))
        if lab is None:
            lab = _label(p)
        by, cur = lab[1], out[i]
        if by not in cur:
            nxt = extended.get((id(cur), id(by)))
            if nxt is None:
                nxt = extended[(id(cur), id(by))] = (cur + (by,), cur, by)
            out[i] = nxt[0]
    return out


def _label(p: Any) -> tuple[Any, tuple[str, int]]:
    """The ``fed_by`` entry of a producer's reader nest (op name without the dialect, last trip count), interned,
    recorded in :data:`_LABELS`."""
    name = (p.name.removeprefix("linalg."), p.trips[-1] if p.trips and p.trips[-1] else 0)
    lab = _LABELS[id(p)] = (p, _LABEL_OF.setdefault(name, name))
    return lab


def _nest(nest: Any, fed_by: tuple[tuple[str, int], ...] = ()) -> LoopNest | None:
    trips = nest.trips
    if not trips or None in trips or min(trips) <= 0:
        return None
    iters = nest.iterators
    inner = bool(iters) and iters[-1] == "reduction"
    last = len(iters) - 1
    along = inner and bool(nest.maps) and all(m.results and m.results[-1] == last for m in nest.maps[:nest.num_inputs])
    like = nest.name == "linalg.generic" and nest.category in ("matmul", "batch_matmul")
    argmax = "reduction" in iters and len(set(nest.element_types[nest.num_inputs:])) > 1
    op = nest.name.removeprefix("linalg.")
    return LoopNest(tuple(trips), "reduction" in iters, op, inner, along, fed_by, like,
                    "i1" in nest.element_types, argmax, _strided(op, nest), nest.gathers > 0, _source_bytes(nest))


#: per 2-D conv layout and NHWC max pool: the input's and output's spatial dimensions, and the loops of the window
#: (rows, columns)
_CONV_SPATIAL = {"conv_2d_nchw_fchw": ((2, 3), (5, 6)), "conv_2d_nhwc_hwcf": ((1, 2), (4, 5)),
                 "pooling_nhwc_max": ((1, 2), (4, 5))}


def _source_bytes(nest: Any) -> int:
    """The static size of the op's first input in bytes (``LoopNest.source_bytes``; 0 when not static)."""
    from mqss_edge.features.types import element_bytes

    types = nest.operand_types
    src = types[0] if types else None
    return src.numel * element_bytes(src.element) if src is not None and src.numel else 0


def _strided(op: str, nest: Any) -> bool:
    """Whether a 2-D conv's or max pool's window steps by more than one pixel (``LoopNest.strided``), from its
    operand shapes."""
    got = _CONV_SPATIAL.get(op)
    types = nest.operand_types
    if got is None or len(types) < 3 or types[0] is None or types[-1] is None:
        return False
    (h, w), (kh, kw) = got
    src, out = types[0].shape, types[-1].shape
    if len(src) != 4 or len(out) != 4 or None in src or None in out:
        return False
    trips = nest.trips
    return src[h] - trips[kh] + 1 != out[h] or src[w] - trips[kw] + 1 != out[w]
