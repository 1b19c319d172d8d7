"""Loop nests of a module's linalg ops, from the in-process reader (no subprocess).

The state encoder's reader already derives every structured op's iteration space — named ops from their
operand types and indexing maps, ``linalg.generic`` from its maps and iterator types, in custom and
generic form alike — so the safety layer reads the same nests the policy's features describe. Ops whose
trip counts are not all static (or positive) are left out: no schedule's tiles can be checked on them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

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
    for (_, nest), by in zip(found, fed):
        key = (id(nest), by)
        got = made.get(key)
        if got is None:
            got = made[key] = (nest, _nest(nest, by))
        every.append(got[1])  # type: ignore[arg-type]
    nests = [n for n in every if n is not None]
    grouping = op_groups(module)
    groups = tuple(GroupFacts(g.id, g.label, tuple({id(every[i]): every[i] for i in g.members}.values()),  # type: ignore[misc]
                              g.share, len(g.members))
                   for g in grouping.groups)
    return ModuleFacts(tuple(nests), op_name_set(module), groups)


#: per reader nest and the ops feeding it, the safety layer's nest (kept across modules: the reader's nests of one
#: op form and shape are shared objects; the entry holds the reader's nest, so its id is not reused while there)
_MADE: dict[Any, tuple[Any, LoopNest | None]] = {}
KEPT_PER_NEST.append(_MADE)


def _fed_by(module: Any, found: list[tuple[int, Any]]) -> list[tuple[tuple[str, int], ...]]:
    """Per linalg op of ``found``, the linalg ops among them whose results it reads (see ``LoopNest.fed_by``)."""
    from mqss_edge.features.defuse import def_use

    out: list[tuple[tuple[str, int], ...]] = [()] * len(found)
    if len(found) > 1:
        cons, _, prod = def_use(module, [k for k, _ in found])
        named: dict[int, tuple[str, int]] = {}  # per producer, once
        for i, j in zip(cons, prod):
            by = named.get(j)
            if by is None:
                p = found[j][1]
                by = named[j] = (p.name.removeprefix("linalg."), p.trips[-1] if p.trips and p.trips[-1] else 0)
            if by not in out[i]:
                out[i] += (by,)
    return out


def _nest(nest: Any, fed_by: tuple[tuple[str, int], ...] = ()) -> LoopNest | None:
    if not nest.trips or not all(t is not None and t > 0 for t in nest.trips):
        return None
    iters = nest.iterators
    inner = bool(iters) and iters[-1] == "reduction"
    last = len(iters) - 1
    along = inner and bool(nest.maps) and all(m.results and m.results[-1] == last for m in nest.maps[:nest.num_inputs])
    like = nest.name == "linalg.generic" and nest.category in ("matmul", "batch_matmul")
    argmax = "reduction" in iters and len(set(nest.element_types[nest.num_inputs:])) > 1
    op = nest.name.removeprefix("linalg.")
    return LoopNest(tuple(nest.trips), "reduction" in iters, op, inner, along, fed_by, like,
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
