"""Loop nests of many ops at once: one reading per shape-free op form (`_Template`), shared across modules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from functools import partial
from itertools import compress, filterfalse
from math import prod
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

import mqss_edge.features.native as native
from mqss_edge.features.keys import _shape_scan
from mqss_edge.features.linalg import (
    _NAMED,
    _NON_COMPUTE,
    ELEMENTWISE_NAMED,
    LoopNest,
    _header_caches,
    _loop_nest,
    _projection,
    _spec_of,
    is_structured,
)
from mqss_edge.features.syntax import name_info
from mqss_edge.features.types import _RANKS, _SSA_NAME, ShapedType, _index, element_bytes, shaped

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module, Op

def loop_nest(module: Module, op: Op | int) -> LoopNest | None:
    """The loop nest of a linalg structured op (cached per module).

    Named ops get their implicit iterators and maps from MLIR's definitions (matmul: 3 loops
    ``[par, par, red]``; ``conv_2d_nhwc_hwcf``: 7 loops); ``linalg.generic`` reads ``indexing_maps``
    and ``iterator_types``; trip counts come from static operand shapes.

    Args:
        module: the module.
        op: an `Op` of it or its index.

    Returns:
        The nest, or ``None`` for ops that are not structured or whose maps cannot be matched to
        their operands.
    """
    return loop_nests(module, [_index(op)])[0]



# Loop-nest templates of ops that differ only in SSA names and static dimensions, shared across
# modules (nests are immutable): (aliases, name as written, text with SSA names replaced by '%' and
# dimensions by '\x01', body op names, gathered texts, has regions) -> `_Template`. A new IR state
# mostly repeats the ops of the last one.
_NESTS: dict[tuple, _Template] = {}
#: (id of a template, its dimensions) -> (template, nest): one nest object per op form and shape, across modules
_INSTANCES: dict[tuple, tuple] = {}
#: tables other modules keep per reader nest across modules (:func:`clear_op_caches` empties them too)
KEPT_PER_NEST: list[dict] = []
#: how many entries such a table holds before it starts over (reader nests made for one op only are never asked
#: again)
KEPT_PER_NEST_MAX = 8192


def _alias_key(module: Module) -> frozenset:
    """The module's aliases as a hashable key (a nest reads its maps through them)."""
    key = module._cache.get("alias_key")
    if key is None:
        key = module._cache["alias_key"] = frozenset(module.aliases.items())
    return key


def clear_op_caches() -> None:
    """Forget what was learned about individual ops across modules (ranks, loop nests, and the tables of
    :data:`KEPT_PER_NEST`: the op groups' keys, the safety layer's nests).

    Only for measuring cold extraction: a new module whose ops were seen before (the next IR state of the
    same kernel, the same layer in another model) reuses these, and results do not depend on them.
    """
    _RANKS.clear()
    _NESTS.clear()
    _INSTANCES.clear()
    for table in KEPT_PER_NEST:
        table.clear()


def loop_nests(module: Module, indices: list[int]) -> list[LoopNest | None]:
    """`loop_nest` of many ops at once (cached per module, and across modules for ops that differ
    only in SSA names and static dimensions).

    Ops are keyed on their names as written (which determine the info, and whose hashes are
    cached), their text with SSA names and static dimensions replaced (`_shape_scan`) and, for ops
    with regions, the names of their body ops and the gathered types: each distinct key is read once
    (`_Template`) and each op gets its own dimensions back (`_instantiate`).
    """
    c = module._c
    cache = module._cache.setdefault("loop_nest", {})
    names_c = c.names
    structured = {w for w in set(map(names_c.__getitem__, indices))
                  if is_structured(name_info(w)[0])}  # type: ignore[index]
    todo = list(compress(indices, map(structured.__contains__, map(names_c.__getitem__, indices))))
    if cache:
        todo = list(filterfalse(cache.__contains__, todo))
    if todo:
        extracts: set[str] = set()  # spellings of tensor.extract: the types it gathers count
        if any(inf[0] == "tensor.extract" for inf in c.kinds):
            extracts = {w for w in set(names_c) if name_info(w)[0] == "tensor.extract"}  # type: ignore[index]
        skel_of, nums_of = _shape_scan(module, todo)
        aliases = _alias_key(module)
        ends = c.ends
        if len(_NESTS) > 16384:  # many distinct ops (or garbage input): start over
            _NESTS.clear()
        if len(_INSTANCES) > 16384:
            _INSTANCES.clear()
        made = _INSTANCES  # (template, dimensions) -> nest: shared objects, across modules
        if native.ext is not None:
            cache.update(zip(todo, native.ext.nest_keys(todo, names_c, skel_of, ends, extracts, partial(_gathered, module),
                                                     aliases, _NESTS, partial(_nest_template, module), nums_of, made,
                                                     partial(_instantiate, module), partial(_loop_nest, module),
                                                     _template_context(module))))
            return list(map(cache.get, indices))
        templates: list[_Template] = []
        add = templates.append
        seen: dict[tuple, _Template] = {}  # this call's keys (the aliases are fixed)
        for k, text in zip(todo, map(skel_of.__getitem__, todo)):
            end = ends.get(k)  # ops with regions only
            if end is None:
                local: tuple = (names_c[k], text)
            else:
                body = tuple(names_c[k + 1:end])
                gathers = ()
                if extracts and not extracts.isdisjoint(body):
                    gathers = _gathered(module, k, end)
                local = (names_c[k], text, body, gathers)
            tpl = seen.get(local)
            if tpl is None:
                key = (aliases, names_c[k], text, (), (), False) if end is None else (aliases, *local, True)
                tpl = _NESTS.get(key)
                if tpl is None:
                    tpl = _NESTS[key] = _nest_template(module, k)
                seen[local] = tpl
            add(tpl)
        found: list[LoopNest | None] = []
        add = found.append
        for k, tpl, nums in zip(todo, templates, map(nums_of.__getitem__, todo)):
            if tpl.per_op:
                add(_loop_nest(module, k))
                continue
            key = (id(tpl), nums)  # the entry holds tpl: its id is not reused while it is there
            entry = made.get(key)
            if entry is None:
                entry = made[key] = (tpl, _instantiate(module, tpl, nums, k))
            add(entry[1])
        cache.update(zip(todo, found))
    return list(map(cache.get, indices))



# Dimension i of a template stands as _SENTINEL + i (no real shape has such a dimension).
_SENTINEL = 10**15


class _Template(NamedTuple):
    """The loop nest shared by ops that differ only in SSA names and static dimensions.

    ``shared`` holds the dimensions of the first op read and its nest, and, once an op with other
    dimensions comes, the nest read from a text whose i-th dimension is ``_SENTINEL + i``
    (`_instantiate` puts an op's own dimensions back). ``per_op``: each op is read itself (its body
    gathers, whose byte count depends on other ops' types).
    """

    shared: list  # [dimensions, nest, sentinel nest or None, how to put dimensions back]
    per_op: bool


def _nest_template(module: Module, k: int) -> _Template:
    """The template of op ``k``'s loop nest (see `_Template`): op ``k`` read as it is."""
    c = module._c
    end = c.ends.get(k)
    if end is not None and any(c.info[j][0] == "tensor.extract" for j in range(k + 1, end)):
        return _Template([(), None, None, None], True)
    return _Template([module._cache["shape_nums"][k], _loop_nest(module, k), None, None], False)


def _template_context(module: Module) -> tuple:
    """What ``_native.nest_keys`` reads loop nests with itself where it can: templates (`_nest_template`), ops read
    one by one (`_loop_nest`) and instances (`_instantiate`) of ops in custom form, headers and bodies in C, cached
    as the Python code caches them."""
    c = module._c
    headers, refs, map_of = _header_caches(module)
    return (c.text, c.info, c.regions, headers, refs, map_of, shaped, element_bytes, _projection, _spec_of, LoopNest,
            _Template, _NAMED, ELEMENTWISE_NAMED, _NON_COMPUTE, ShapedType)


def _instantiate(module: Module, tpl: _Template, nums: tuple[int, ...], k: int) -> LoopNest | None:
    """The loop nest of op ``k``, whose dimensions are ``nums``, from its template (see `_Template`)."""
    shared = tpl.shared
    if nums == shared[0]:
        return shared[1]
    if len(nums) != len(shared[0]):  # only a text holding the placeholder itself can get here
        return _loop_nest(module, k)
    n = shared[2]
    if n is None:  # another shape: read the op once with sentinels for its dimensions
        parts = module._cache["shape_skel"][k].replace("%", "%v").split("\x01")  # any SSA name reads the same
        text = parts[0] + "".join(f"{_SENTINEL + i}{p}" for i, p in enumerate(parts[1:]))
        # Reading is parametric in the dimensions (they only flow into shapes, trip counts, FLOPs and
        # bytes): tests check instances against every structured op of the corpus read directly.
        n = shared[2] = _loop_nest(module, k, text)
        if n is not None:
            # Which dimensions are dynamic (None) is fixed by the text, so the template knows whether the
            # trips are all static and which operands have a static size.
            shared[3] = [None not in n.trips,
                         tuple((i, element_bytes(s.element)) for i, s in enumerate(n.operand_types)
                               if s is not None and None not in s.shape),
                         {f: getattr(n, f) for f in _NEST_FIELDS}, None]
    if n is None:
        return None
    static, sized, base, pickers = shared[3]
    if native.ext is not None:  # the rest in C (sentinels mapped to nums directly)
        nest = native.ext.nest_instance(LoopNest, ShapedType, n, nums, static, sized, base)
        if nest is not NotImplemented:
            return nest
    if pickers is None:
        pickers = shared[3][3] = (tuple(None if s is None else (s.kind, _picker(s.shape), s.element)
                                        for s in n.operand_types), _picker(n.trips))
    operands, pick_trips = pickers
    st = tuple(None if s is None else tuple.__new__(ShapedType, (s[0], s[1](nums), s[2])) for s in operands)
    trips = pick_trips(nums)
    values = dict(base)
    values["operand_types"] = st
    values["trips"] = trips
    values["flops"] = n.ops_per_point * prod(trips) if static else 0
    values["bytes"] = sum([prod(st[i].shape) * eb for i, eb in sized])
    nest = object.__new__(LoopNest)  # the template's checked fields with this op's sizes: no __init__ needed
    object.__setattr__(nest, "__dict__", values)
    return nest


# Every attribute a LoopNest instance holds (its fields, the derived ones included).
_NEST_FIELDS = tuple(f.name for f in fields(LoopNest))



def _picker(dims: tuple[int | None, ...]) -> Callable[[tuple[int, ...]], tuple[int | None, ...]]:
    """A function of an op's dimensions giving ``dims`` with each sentinel (see `_Template`) replaced by
    the dimension it stands for (a C-level itemgetter when all of them are sentinels)."""
    if dims and all(d is not None and d >= _SENTINEL for d in dims):
        get = itemgetter(*[d - _SENTINEL for d in dims])
        return get if len(dims) > 1 else lambda nums: (get(nums),)

    def pick(nums: tuple[int, ...]) -> tuple[int | None, ...]:
        return tuple(nums[d - _SENTINEL] if d is not None and d >= _SENTINEL else d for d in dims)
    return pick


def _gathered(module: Module, k: int, end: int) -> tuple[str, ...]:
    """Texts (SSA names replaced) of the ``tensor.extract`` ops in the body of op ``k`` (``end``: see
    `Op.end`): part of the key of a loop nest that gathers."""
    c = module._c
    return tuple(_SSA_NAME.sub("%", c.text[j]) for j in range(k + 1, end) if c.info[j][0] == "tensor.extract")
