"""Types of ops: operand and result types from an op's text, shaped types, element sizes, op ranks."""

from __future__ import annotations

import re
from functools import lru_cache, partial
from typing import TYPE_CHECKING, NamedTuple

import mqss_edge.features.native as native
from mqss_edge.features.keys import _SHAPE_DIM, _shape_scan
from mqss_edge.features.syntax import name_info, num_results

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module, Op

# A type in a comma-separated list; angle brackets nest three deep (strided layouts, encodings).
_TYPE_ITEM = re.compile(r"[\w.!?]+(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?")
_SHAPED = re.compile(r"\b(tensor|memref|vector)<((?:(?:\d+|\?|\[\d+\])x)*)([a-z]\w*)")
_DIM = re.compile(r"\[?(\d+|\?)\]?x")
_SSA_NAME = re.compile(r"%[\w$.-]+(?:#\d+)?")


def split_types(text: str) -> tuple[str, ...]:
    """Split a comma-separated type list (``tensor<4xf32>, memref<2x2xf32, strided<[2, 1]>>``)."""
    return tuple(_TYPE_ITEM.findall(text))


class ShapedType(NamedTuple):
    """The parts of a ``tensor``/``memref``/``vector`` type the features use."""

    kind: str
    shape: tuple[int | None, ...]  # None for a dynamic dimension
    element: str

    @property
    def numel(self) -> int | None:
        n = 1
        for d in self.shape:
            if d is None:
                return None
            n *= d
        return n


@lru_cache(maxsize=4096)
def shaped(type_text: str) -> ShapedType | None:
    """Parse a shaped type; ``None`` for scalars and anything else."""
    m = _SHAPED.match(type_text.strip())
    if m is None:
        return None
    dims = tuple(None if d == "?" else int(d) for d in _DIM.findall(m.group(2)))
    return ShapedType(m.group(1), dims, m.group(3))


@lru_cache(maxsize=256)
def element_bytes(element: str) -> int:
    """Bytes of an element type (``index`` counts 8, ``i1`` 1); cached, as `shaped` (a handful of
    element types, asked for every operand of every loop nest)."""
    if element == "index":
        return 8
    digits = "".join(ch for ch in element if ch.isdigit())
    bits = int(digits) if digits else 32
    return max(1, (bits + 7) // 8)


def op_types(module: Module, op: Op | int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(operand types, result types) of an op, as `Op.operand_types`/`Op.result_types` (cached per
    module: the loop nest of an op and its rank in the graph both ask)."""
    k = _index(op)
    cache = module._cache.setdefault("op_types", {})
    types = cache.get(k)
    if types is None:
        c = module._c
        info = c.info[k]
        types = cache[k] = _signature(info[0], c.text[k], info[3], num_results(c.res[k]))
    return types


_RANKS: dict[tuple, int] = {}


def op_rank(module: Module, op: Op | int) -> int:
    """Largest rank among the op's result types, or its operand types if it has no results.

    Attribute values (``dense<...> : tensor<2xi64>``) do not count: the generic form prints some
    that the custom form hides.
    """
    return op_ranks(module, [_index(op)])[0]


def op_ranks(module: Module, indices: list[int]) -> list[int]:
    """`op_rank` of many ops (given by index) at once."""
    c = module._c
    names_c, text_c, res_c = c.names, c.text, c.res
    ranks = _RANKS
    # The types sit at the end of the text (after ' : ' or '->'), except in linalg ins()/outs():
    # cache on that tail, or on the whole linalg text with SSA names replaced (they make texts unique).
    # Ops are told apart by their names as written, whose hashes are cached.
    # Over the module's distinct names (a few dozen; only the ops' names are looked up in them).
    linalg: set[str] = set()
    generic: set[str] = set()
    for w in c.name_counts:
        inf = name_info(w)
        if inf[0].startswith("linalg."):  # type: ignore[index]
            linalg.add(w)
        elif inf[3]:  # type: ignore[index]
            generic.add(w)
    # The rank depends on how many dimensions the types have, not their sizes: keys drop the sizes
    # (`_SHAPE_DIM`), unless the text holds the placeholder itself.
    skeleton = "\x01" not in module.text
    if not skeleton:  # such keys could meet other modules' keys: no cache shared with them
        ranks = {}
    if native.ext is not None:  # reads most ranks from the texts; a linalg op's key text only where it cannot
        return native.ext.rank_keys(indices if type(indices) is list else list(indices), names_c, text_c, res_c, linalg,
                                 generic, partial(_shape_key, module), ranks, partial(_rank_miss, module, ranks),
                                 skeleton, c.info)
    norm_of = _shape_scan(module, [k for k in indices if names_c[k] in linalg])[0] if linalg else {}
    out: list[int] = []
    append = out.append
    for k in indices:
        w = names_c[k]
        text = text_c[k]
        if w in linalg:
            tail = norm_of[k]
        else:
            i = text.rfind(" : (") if w in generic else text.rfind(" : ")
            if i < 0 and w not in generic:
                i = text.rfind("->")
            tail = text[i:] if i >= 0 else ""
            if skeleton:
                tail = _SHAPE_DIM.sub("\x01", tail)
        key = (w, res_c[k] != "", tail)
        rank = ranks.get(key)
        if rank is None:
            ins, outs = op_types(module, k)
            rank = _max_shaped_rank(outs if key[1] else ins)
            if len(ranks) < 65536:
                ranks[key] = rank
        append(rank)
    return out


def _shape_key(module: Module, k: int) -> str:
    """Op ``k``'s text with SSA names and static dimensions replaced (`_shape_scan`): a linalg op's rank key."""
    return _shape_scan(module, [k])[0][k]


def _rank_miss(module: Module, ranks: dict, k: int, key: tuple) -> int:
    """The rank of op ``k``, not yet in ``ranks`` under ``key`` (the C loop's callback; see `op_ranks`)."""
    ins, outs = op_types(module, k)
    rank = _max_shaped_rank(outs if key[1] else ins)
    if len(ranks) < 65536:
        ranks[key] = rank
    return rank


def _index(op: Op | int) -> int:
    return op if isinstance(op, int) else op.index


def _max_shaped_rank(types: tuple[str, ...]) -> int:
    best = 0
    for t in types:
        st = shaped(t)
        if st is not None and len(st.shape) > best:
            best = len(st.shape)
    return best


def _matching(text: str, start: int, open_c: str = "(", close_c: str = ")") -> int:
    """Index of the bracket closing the one at ``start`` (counting from ``start``), or ``len(text)``."""
    depth = 0
    i = start
    find = text.find
    while True:  # jump between brackets (str.find runs in C) instead of stepping every character
        c = find(close_c, i)
        if c < 0:
            return len(text)
        o = find(open_c, i, c)
        if o >= 0:
            depth += 1
            i = o + 1
        else:
            depth -= 1
            if depth == 0:
                return c
            i = c + 1


def _function_type(sig: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split ``(A, B) -> C`` or ``(A) -> (B, C)`` into input and result types."""
    sig = sig.strip()
    if not sig.startswith("("):
        return split_types(sig), ()
    j = _matching(sig, 0)
    ins = split_types(sig[1:j])
    rest = sig[j + 1:].strip()
    if rest.startswith("->"):
        rest = rest[2:].strip()
        if rest.startswith("("):
            rest = rest[1:_matching(rest, 0)]
        return ins, split_types(rest)
    return ins, ()


_LOADS = frozenset({"memref.load", "affine.load", "tensor.extract", "vector.extractelement"})
_CMPS = frozenset({"arith.cmpf", "arith.cmpi"})


def _group(text: str, opening: str) -> tuple[int, int] | None:
    """Span of the bracket contents that ``_INS``/``_OUTS`` (``\\bins\\(([^()]*)\\)``) find after
    ``opening`` (``"ins("``/``"outs("``), without their regex: its leading ``\\b`` makes a search cost
    a microsecond per op."""
    i = text.find(opening)
    while i >= 0:
        if i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"):  # \b before a word character
            j = i + len(opening)
            close = text.find(")", j)
            if close < 0:
                return None  # no later occurrence can close either
            if text.find("(", j, close) < 0:
                return j, close
        i = text.find(opening, i + 1)
    return None


def _signature(name: str, t: str, generic: bool, nres: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(operand types, result types) of an op from its attribute text."""
    if generic:
        i = t.rfind(" : (")
        if i < 0:
            return (), ()
        return _function_type(t[i + 3:])
    m_in = _group(t, "ins(")
    m_out = _group(t, "outs(")
    if m_in or m_out:
        types: list[str] = []
        for m in (m_in, m_out):
            if m and " : " in t[m[0]:m[1]]:
                types.extend(split_types(t[m[0]:m[1]].split(" : ", 1)[1]))
        res: tuple[str, ...] = ()
        if nres:
            last = m_out or m_in
            k = t.find("->", last[1] + 1)  # type: ignore[index]
            if k >= 0:
                r = t[k + 2:].strip()
                res = split_types(r[1:_matching(r, 0)] if r.startswith("(") else r)
            else:  # linalg.map/reduce/transpose/broadcast print no result types: results are the inits
                res = tuple(types[-nres:])
        return tuple(types), res
    k = t.rfind(" : ")
    if k < 0:
        # `scf.for ... iter_args(...) -> (f32)`, `scf.forall ... -> (tensor<...>)`
        a = t.rfind("->")
        if not nres or a < 0:
            return (), ()
        r = t[a + 2:].strip()
        return (), split_types(r[1:_matching(r, 0)] if r.startswith("(") else r)
    sig = t[k + 3:].strip()
    if sig.startswith("(") and "->" in sig:
        return _function_type(sig)
    for word in (" into ", " to "):
        if word in sig:
            a, _, b = sig.rpartition(word)
            return split_types(a), split_types(b)[:max(nres, 1)] if nres else ()
    types_ = split_types(sig)
    if not nres or not types_:
        return types_, ()
    if name in _CMPS:
        return types_, ("i1",) * nres
    if name in _LOADS:
        st = shaped(types_[0])
        return types_, ((st.element,) if st else (types_[-1],)) * nres
    if name.startswith("vector.transfer_read"):
        return types_[:-1], (types_[-1],)
    return types_, (types_[-1],) * nres
