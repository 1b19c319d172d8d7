"""Loops of lowered IR (affine/scf): induction variables, trip counts and steps."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mqss_edge.features.affine import AffineMap, _map_of, parse_affine_map
from mqss_edge.features.syntax import _INT_LIST, _SEGMENTS, _USE, _operands
from mqss_edge.features.types import _index

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module, Op


#: Ops that are loops, with one induction variable per dimension.
LOOP_OPS = frozenset({"affine.for", "affine.parallel", "scf.for", "scf.forall", "scf.parallel"})
_AFFINE_FOR_CONST = re.compile(r"\s*%[\w$.-]+\s*=\s*(-?\d+)\s+to\s+(-?\d+)(?:\s+step\s+(\d+))?\s*$")
_AFFINE_FOR = re.compile(r"%[\w$.-]+\s*=\s*(.*?)\s+to\s+(.*?)(?:\s+step\s+(\d+))?(?:\s+iter_args|\s*->|\s*$)")
_BOUND = re.compile(r"(?:(max|min)\s+)?(#[\w$.-]+|affine_map<.*?\)>)\s*(\([^)]*\))?(\[[^\]]*\])?")
_ATTR_MAP = re.compile(r"\b(lowerBoundMap|upperBoundMap)\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)")
_STEP = re.compile(r"\bstep\s*=\s*(\d+)")
_SCF_FOR = re.compile(r"=\s*(%[\w$.#-]+|-?\d+)\s+to\s+(%[\w$.#-]+|-?\d+)\s+step\s+(%[\w$.#-]+|-?\d+)")
_TUPLE = re.compile(r"\(([^()]*)\)")
_STATIC_ARR = re.compile(r"\b(staticLowerBound|staticUpperBound|staticStep)\s*=\s*array<i64:?\s*([-\d,\s]*)>")
_CONST = re.compile(r"^\s*(?:<\{value\s*=\s*)?(-?\d+)\s*:\s*(?:index|i\d+)")
_GENERIC_CONST = re.compile(r"value\s*=\s*(-?\d+)\s*:\s*(?:index|i\d+)")
_INTEGER = re.compile(r"-?\d+")


def integer_constants(module: Module) -> dict[str, int]:
    """SSA id -> value of every integer/index ``arith.constant`` (cached per module)."""
    cache = module._cache
    if "constants" in cache:
        return cache["constants"]
    out: dict[str, int] = {}
    c = module._c
    for k, info in enumerate(c.info):
        if info[0] == "arith.constant" and c.res[k] and not c.implicit[k]:
            m = (_GENERIC_CONST.search(c.text[k]) if info[3] else _CONST.match(c.text[k]))
            if m:
                out[c.res[k]] = int(m.group(1))
    cache["constants"] = out
    return out


def _trip(lb: int | None, ub: int | None, step: int | None) -> int | None:
    if lb is None or ub is None or not step or step <= 0:
        return None
    return max(0, -(-(ub - lb) // step))


def _affine_bound_trip(lo: tuple[AffineMap | None, tuple[str, ...]], hi: tuple[AffineMap | None, tuple[str, ...]],
                       step: int) -> int | None:
    lm, lops = lo
    um, uops = hi
    if lm is None or um is None or len(lm.results) != 1 or len(um.results) != 1:
        return None
    if lm.results[0] == -1 and um.results[0] == -1:
        return _trip(lm.constants[0], um.constants[0], step)
    # A tile loop: `d0 to d0 + C` over the same operands.
    if lm.results[0] >= 0 and um.results[0] == -2 and lops == uops:
        c = um.offsets[0]
        return None if c is None or um.result_dims[0] != (lm.results[0],) else _trip(0, c, step)
    return None


def _bound_map(module: Module, ref: str) -> AffineMap | None:
    return parse_affine_map(module.resolve(ref.strip()))


def loop_trips(module: Module, op: Op | int) -> tuple[tuple[int | None, int | None], ...]:
    """(trip count, step) per induction variable of an affine/scf loop op; None where not static.

    Handles constant bounds, ``arith.constant`` bounds of ``scf.for``/``scf.parallel``, static
    ``scf.forall``/``affine.parallel`` bounds, and the tile loops ``affine.for %i = #map(%t) to
    #map1(%t)`` with ``#map1 = (d0) -> (d0 + C)``.

    Args:
        module: the module.
        op: an `Op` of it or its index.

    Returns:
        One pair per induction variable; ``()`` for ops that are not loops.
    """
    k = _index(op)
    cache = module._cache.setdefault("loop_trips", {})  # the vector and the graph both ask
    trips = cache.get(k)
    if trips is None:
        trips = cache[k] = _loop_trips(module, k)
    return trips


def _loop_trips(module: Module, k: int) -> tuple[tuple[int | None, int | None], ...]:
    c = module._c
    name, _, _, generic = c.info[k]
    t = c.text[k]
    if name == "affine.for":
        if generic:
            maps = dict(_ATTR_MAP.findall(t))
            sm = _STEP.search(t)
            step = int(sm.group(1)) if sm else 1
            opers = _operands(t, True)
            seg = _SEGMENTS.search(t)
            nl = int(_INT_LIST.findall(seg.group(1))[0]) if seg else 0
            nu = int(_INT_LIST.findall(seg.group(1))[1]) if seg else 0
            lo = (_bound_map(module, maps.get("lowerBoundMap", "")), opers[:nl])
            hi = (_bound_map(module, maps.get("upperBoundMap", "")), opers[nl:nl + nu])
            return ((_affine_bound_trip(lo, hi, step), step),)
        m = _AFFINE_FOR_CONST.match(t)
        if m is not None:  # the common case, `%i = 0 to 256 step 32`: one regex
            step = int(m.group(3) or 1)
            return ((_trip(int(m.group(1)), int(m.group(2)), step), step),)
        m = _AFFINE_FOR.search(t)
        if m is None:
            return ((None, None),)
        step = int(m.group(3)) if m.group(3) else 1
        return ((_affine_bound_trip(_custom_bound(module, m.group(1)), _custom_bound(module, m.group(2)), step), step),)
    if name == "scf.for":
        consts = integer_constants(module)
        if generic:
            opers = _operands(t, True)[:3]
            if len(opers) < 3:
                return ((None, None),)
            lb, ub, st = (consts.get(o) for o in opers)
        else:
            m = _SCF_FOR.search(t)
            if m is None:
                return ((None, None),)
            lb, ub, st = (int(v) if v[0] != "%" else consts.get(v) for v in m.groups())
        return ((_trip(lb, ub, st), st),)
    if name == "scf.forall":
        if generic:
            arrs = {k: [int(x) for x in _INT_LIST.findall(v)] for k, v in _STATIC_ARR.findall(t)}
            ubs = arrs.get("staticUpperBound", [])
            lbs = arrs.get("staticLowerBound", [0] * len(ubs))
            steps = arrs.get("staticStep", [1] * len(ubs))
            dyn = -(2 ** 63)
            return tuple((None, None) if dyn in (lb, ub, s) else (_trip(lb, ub, s), s)
                         for lb, ub, s in zip(lbs, ubs, steps))
        return _tuple_loop(module, t)
    if name in ("affine.parallel", "scf.parallel"):
        if generic:
            if name == "affine.parallel":
                lm = re.search(r"lowerBoundsMap\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)", t)
                um = re.search(r"upperBoundsMap\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)", t)
                sm = re.search(r"steps\s*=\s*\[([-\d,\s]*)\]", t)
                lmap = _map_of(module, lm.group(1)) if lm else None
                umap = _map_of(module, um.group(1)) if um else None
                steps = [int(x) for x in _INT_LIST.findall(sm.group(1))] if sm else []
                if lmap is None or umap is None or len(lmap.results) != len(umap.results):
                    return ((None, None),)
                return tuple((_trip(a, b, s), s) for a, b, s in zip(lmap.constants, umap.constants,
                                                                    steps or [1] * len(umap.results)))
            consts = integer_constants(module)
            opers = _operands(t, True)
            seg = _SEGMENTS.search(t)
            k = int(_INT_LIST.findall(seg.group(1))[0]) if seg else len(opers) // 3
            vals = [consts.get(o) for o in opers[:3 * k]]
            return tuple((_trip(vals[i], vals[k + i], vals[2 * k + i]), vals[2 * k + i]) for i in range(k))
        return _tuple_loop(module, t)
    return ()


def _custom_bound(module: Module, text: str) -> tuple[AffineMap | None, tuple[str, ...]]:
    text = text.strip()
    if _INTEGER.fullmatch(text):
        return parse_affine_map(f"() -> ({text})"), ()
    m = _BOUND.match(text)
    if m is None or m.group(1):
        return None, ()
    opers = tuple(_USE.findall((m.group(3) or "") + (m.group(4) or "")))
    return _bound_map(module, m.group(2)), opers


def _tuple_loop(module: Module, t: str) -> tuple[tuple[int | None, int | None], ...]:
    """Bounds of `(%i, %j) in (4, 8)` or `(%i, %j) = (0, 0) to (8, 16) step (2, 4)` headers."""
    consts = integer_constants(module)

    def vals(g: str) -> list[int | None]:
        return [int(v) if _INTEGER.fullmatch(v) else consts.get(v) for v in (x.strip() for x in g.split(","))]

    k = t.find(" in ")
    if k >= 0 and t.find(" = ") < 0 or 0 <= k < t.find(" = "):
        groups = _TUPLE.findall(t[k:])
        return tuple((u, 1) for u in vals(groups[0])) if groups else ((None, None),)
    k = t.find(" = ")
    groups = _TUPLE.findall(t[k:]) if k >= 0 else []
    if len(groups) < 2:
        return ((None, None),)
    lbs, ubs = vals(groups[0]), vals(groups[1])
    steps = vals(groups[2]) if len(groups) > 2 and " step " in t else [1] * len(ubs)
    return tuple((_trip(a, b, s), s) for a, b, s in zip(lbs, ubs, steps))
