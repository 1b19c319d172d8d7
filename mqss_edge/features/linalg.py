"""Linalg semantics: named op definitions, loop categories, and the loop nest of one structured op."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import mqss_edge.features.native as native
from mqss_edge.features.affine import AffineMap, _map_of, parse_affine_map
from mqss_edge.features.syntax import _INT_LIST, _SEGMENTS, _USE, num_results
from mqss_edge.features.types import ShapedType, _group, _signature, element_bytes, op_types, shaped

if TYPE_CHECKING:
    from collections.abc import Callable

    from mqss_edge.features.tree import Module


# Named structured ops: loop names, iterator kinds (p/r), and operand maps over the loop names
# ("oh+kh" is a compound window expression). Loop order follows MLIR's OpDSL definitions.
_CONV2D_NHWC = ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "kh kw c f", "n oh ow f"))
_NAMED: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "matmul": ("m n k", "ppr", ("m k", "k n", "m n")),
    "matmul_transpose_a": ("m n k", "ppr", ("k m", "k n", "m n")),
    "matmul_transpose_b": ("m n k", "ppr", ("m k", "n k", "m n")),
    "batch_matmul": ("b m n k", "pppr", ("b m k", "b k n", "b m n")),
    "batch_matmul_transpose_a": ("b m n k", "pppr", ("b k m", "b k n", "b m n")),
    "batch_matmul_transpose_b": ("b m n k", "pppr", ("b m k", "b n k", "b m n")),
    "batch_reduce_matmul": ("b m n k", "rppr", ("b m k", "b k n", "m n")),
    "matvec": ("m k", "pr", ("m k", "k", "m")),
    "vecmat": ("n k", "pr", ("k", "k n", "n")),
    "batch_matvec": ("b m k", "ppr", ("b m k", "b k", "b m")),
    "batch_vecmat": ("b n k", "ppr", ("b k", "b k n", "b n")),
    "dot": ("k", "r", ("k", "k", "")),
    "mmt4d": ("m n k m0 n0 k0", "pprppr", ("m k m0 k0", "n k n0 k0", "m n m0 n0")),
    "batch_mmt4d": ("b m n k m0 n0 k0", "ppprppr", ("b m k m0 k0", "b n k n0 k0", "b m n m0 n0")),
    "conv_1d": ("w kw", "pr", ("w+kw", "kw", "w")),
    "conv_2d": ("oh ow kh kw", "pprr", ("oh+kh ow+kw", "kh kw", "oh ow")),
    "conv_3d": ("od oh ow kd kh kw", "ppprrr", ("od+kd oh+kh ow+kw", "kd kh kw", "od oh ow")),
    "conv_1d_nwc_wcf": ("n w f kw c", "ppprr", ("n w+kw c", "kw c f", "n w f")),
    "conv_1d_ncw_fcw": ("n f w c kw", "ppprr", ("n c w+kw", "f c kw", "n f w")),
    "conv_2d_nhwc_hwcf": _CONV2D_NHWC,
    "conv_2d_nhwc_hwcf_q": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "kh kw c f", "", "", "n oh ow f")),
    "conv_2d_nhwc_fhwc": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "f kh kw c", "n oh ow f")),
    "conv_2d_nhwc_fhwc_q": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "f kh kw c", "", "", "n oh ow f")),
    "conv_2d_nchw_fchw": ("n f oh ow c kh kw", "pppprrr", ("n c oh+kh ow+kw", "f c kh kw", "n f oh ow")),
    "conv_2d_nchw_fchw_q": ("n f oh ow c kh kw", "pppprrr", ("n c oh+kh ow+kw", "f c kh kw", "", "", "n f oh ow")),
    "conv_2d_ngchw_fgchw": ("n g f oh ow c kh kw", "ppppprrr",
                            ("n g c oh+kh ow+kw", "f g c kh kw", "n g f oh ow")),
    "conv_2d_ngchw_gfchw": ("n g f oh ow c kh kw", "ppppprrr",
                            ("n g c oh+kh ow+kw", "g f c kh kw", "n g f oh ow")),
    "conv_2d_nhwgc_gfhwc": ("n oh ow g f kh kw c", "ppppprrr",
                            ("n oh+kh ow+kw g c", "g f kh kw c", "n oh ow g f")),
    "conv_3d_ndhwc_dhwcf": ("n od oh ow f kd kh kw c", "ppppprrrr",
                            ("n od+kd oh+kh ow+kw c", "kd kh kw c f", "n od oh ow f")),
    "conv_3d_ncdhw_fcdhw": ("n f od oh ow c kd kh kw", "ppppprrrr",
                            ("n c od+kd oh+kh ow+kw", "f c kd kh kw", "n f od oh ow")),
    "depthwise_conv_1d_nwc_wc": ("n w c kw", "pppr", ("n w+kw c", "kw c", "n w c")),
    "depthwise_conv_1d_ncw_cw": ("n w c kw", "pppr", ("n c w+kw", "c kw", "n c w")),
    "depthwise_conv_2d_nhwc_hwc": ("n oh ow c kh kw", "pppprr", ("n oh+kh ow+kw c", "kh kw c", "n oh ow c")),
    "depthwise_conv_2d_nchw_chw": ("n oh ow c kh kw", "pppprr", ("n c oh+kh ow+kw", "c kh kw", "n c oh ow")),
    "depthwise_conv_2d_nhwc_hwcm": ("n oh ow c m kh kw", "ppppprr",
                                    ("n oh+kh ow+kw c", "kh kw c m", "n oh ow c m")),
    "depthwise_conv_3d_ndhwc_dhwc": ("n od oh ow c kd kh kw", "pppppprrr"[:8],
                                     ("n od+kd oh+kh ow+kw c", "kd kh kw c", "n od oh ow c")),
}
for _kind in ("sum", "max", "min", "max_unsigned", "min_unsigned"):
    _NAMED[f"pooling_nhwc_{_kind}"] = ("n oh ow c kh kw", "pppprr", ("n oh+kh ow+kw c", "kh kw", "n oh ow c"))
    _NAMED[f"pooling_nchw_{_kind}"] = ("n c oh ow kh kw", "pppprr", ("n c oh+kh ow+kw", "kh kw", "n c oh ow"))
    _NAMED[f"pooling_nwc_{_kind}"] = ("n ow c kw", "pppr", ("n ow+kw c", "kw", "n ow c"))
    _NAMED[f"pooling_ncw_{_kind}"] = ("n c ow kw", "pppr", ("n c ow+kw", "kw", "n c ow"))
    _NAMED[f"pooling_ndhwc_{_kind}"] = ("n od oh ow c kd kh kw", "ppppprrr",
                                        ("n od+kd oh+kh ow+kw c", "kd kh kw", "n od oh ow c"))
del _kind

#: Named elementwise linalg ops (one result per point, identity maps).
ELEMENTWISE_NAMED = frozenset({
    "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf", "exp",
    "log", "add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf", "select", "elementwise",
})
# Ops whose maps are derived from operand ranks and one attribute.
_STRUCTURED_OTHER = frozenset({"generic", "contract", "map", "reduce", "transpose", "broadcast", "fill",
                               "copy", "softmax"})
_NON_COMPUTE = frozenset({"arith.constant", "arith.index_cast", "arith.index_castui", "arith.bitcast",
                          "arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci",
                          "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui"})

#: Op categories of linalg loop nests (the dominant op's kind is one-hot over these).
LINALG_CATEGORIES = ("matmul", "batch_matmul", "conv", "depthwise", "pooling", "elementwise", "reduction",
                     "data_movement", "other")


@lru_cache(maxsize=None)
def _named_maps(short: str) -> tuple[tuple[AffineMap, ...], tuple[str, ...]] | None:
    spec = _NAMED.get(short)
    if spec is None:
        return None
    loops_s, iters_s, maps_s = spec
    loops = loops_s.split()
    dims = ", ".join(f"d{i}" for i in range(len(loops)))
    index = {n: f"d{i}" for i, n in enumerate(loops)}
    maps = []
    for ms in maps_s:
        exprs = [" + ".join(index[p] for p in e.split("+")) for e in ms.split()]
        maps.append(parse_affine_map(f"({dims}) -> ({', '.join(exprs)})"))
    iters = tuple("parallel" if c == "p" else "reduction" for c in iters_s)
    return tuple(maps), iters


def _identity(rank: int) -> AffineMap:
    return _projection(rank, tuple(range(rank)))


@lru_cache(maxsize=1024)
def _projection(rank: int, keep: tuple[int, ...]) -> AffineMap:
    return AffineMap(rank, keep, tuple((i,) for i in keep), (None,) * len(keep), (None,) * len(keep))


def _scalar_map(rank: int) -> AffineMap:
    return _projection(rank, ())


_DIMS_ATTR = re.compile(r"\bdimensions\s*=\s*(?:array<i64:)?\s*\[?([-\d,\s]*)")
_PERM_ATTR = re.compile(r"\bpermutation\s*=\s*(?:array<i64:)?\s*\[?([-\d,\s]*)")
_DIM_ATTR = re.compile(r"\bdimension\s*(?:\(|=\s*)(\d+)")
_SSA_NAME = re.compile(r"%[\w$.-]+(?:#\d+)?")
_MAPS_ATTR = re.compile(r"(?<![\w.])indexing_maps\s*=\s*\[((?:[^\[\]]|\[[^\]]*\])*)\]")
_MAP_REF = re.compile(r"#[\w$.-]+|affine_map<.*?\)>")
_ITERS_ATTR = re.compile(r"(?<![\w.])iterator_types\s*=\s*\[([^\]]*)\]")
_ITER = re.compile(r"parallel|reduction|window")
_SHORT_BODY = re.compile(r"\s*\{\s*([\w.]+)\s*\}")


@dataclass(frozen=True)
class LoopNest:
    """The loop nest of one linalg structured op (ops that differ only in SSA names share one).

    Attributes:
        name: op name (``linalg.matmul``).
        category: one of `LINALG_CATEGORIES`.
        iterators: ``"parallel"``/``"reduction"`` per loop, outermost first.
        trips: static trip count per loop, None when dynamic or not derivable.
        maps: indexing map per operand (inputs then outputs).
        num_inputs: how many operands are inputs.
        operand_types: shaped type per operand, None for scalars.
        element_types: element type per operand.
        ops_per_point: arithmetic ops per iteration (multiply-add = 2).
        flops: ``ops_per_point`` times the iteration count (0 when dynamic).
        bytes: static footprint of the shaped operands plus gathered elements.
        gathers: ``tensor.extract`` ops in the body (indirect accesses).
    """

    name: str
    category: str
    iterators: tuple[str, ...]
    trips: tuple[int | None, ...]
    maps: tuple[AffineMap, ...]
    num_inputs: int
    operand_types: tuple[ShapedType | None, ...]
    element_types: tuple[str, ...]
    ops_per_point: int
    flops: int
    bytes: int
    gathers: int

    num_parallel: int = field(init=False)
    num_reduction: int = field(init=False)

    def __post_init__(self) -> None:
        par = self.iterators.count("parallel")
        object.__setattr__(self, "num_parallel", par)
        object.__setattr__(self, "num_reduction", len(self.iterators) - par)

    @property
    def is_static(self) -> bool:
        return all(t is not None for t in self.trips)

    @property
    def iterations(self) -> int:
        """Product of the static trip counts (dynamic loops count 1)."""
        n = 1
        for t in self.trips:
            n *= t or 1
        return n


_STRUCTURED: dict[str, bool] = {}


def is_structured(name: str) -> bool:
    """Whether ``name`` is a linalg structured op with a loop nest (not ``linalg.yield``)."""
    known = _STRUCTURED.get(name)
    if known is None:
        short = name[7:]
        known = _STRUCTURED[name] = name.startswith("linalg.") and (
            short in _NAMED or short in _STRUCTURED_OTHER or short in ELEMENTWISE_NAMED
            or short.startswith(("pooling_", "conv_", "depthwise_conv_")))
    return known


def _n_inputs(text: str, short: str, n: int) -> int:
    seg = _SEGMENTS.search(text) if "operandSegmentSizes" in text else None
    if seg:
        return int(_INT_LIST.findall(seg.group(1))[0])
    m = _group(text, "ins(")
    if m:
        return len(_USE.findall(text, m[0], m[1]))
    if short == "reduce":
        return n // 2
    return max(n - 1, 0)


def _category(short: str, iters: tuple[str, ...], maps: tuple[AffineMap, ...], body: list[str]) -> str:
    if short in ("matmul", "matvec", "vecmat", "dot", "mmt4d", "contract") or short.startswith("matmul"):
        return "matmul"
    if short.startswith(("batch_matmul", "batch_reduce_matmul", "batch_matvec", "batch_vecmat", "batch_mmt4d")):
        return "batch_matmul"
    if short.startswith("conv_"):
        return "conv"
    if short.startswith("depthwise_conv_"):
        return "depthwise"
    if short.startswith("pooling_"):
        return "pooling"
    if short in ("fill", "copy", "transpose", "broadcast"):
        return "data_movement"
    if short == "softmax" or short == "reduce":
        return "reduction"
    if short in ELEMENTWISE_NAMED or short == "map":
        return "elementwise"
    if short == "generic":
        has_red = any(it != "parallel" for it in iters)
        if not has_red:
            return "elementwise" if body else "data_movement"
        mul_add = any(b.startswith(("arith.mul", "arith.fma", "math.fma")) for b in body) and any(
            b.startswith("arith.add") for b in body)
        if mul_add and any(m.is_compound for m in maps):
            return "conv"
        if mul_add and len(maps) == 3:
            return "batch_matmul" if len(iters) >= 4 and iters[0] == "parallel" else "matmul"
        return "reduction"
    return "other"



def _work(trips: tuple[int | None, ...] | list[int | None],
          operands: tuple[ShapedType | None, ...]) -> tuple[int, bool, int]:
    """(iterations: product of the static trip counts, whether all are static, bytes of the operands
    with a static shape)."""
    iterations = 1
    static = True
    for t in trips:
        if t is None:
            static = False
        else:
            iterations *= t
    nbytes = 0
    for s in operands:
        if s is not None:
            numel = s.numel
            if numel is not None:
                nbytes += numel * element_bytes(s.element)
    return iterations, static, nbytes


def _loop_nest(module: Module, k: int, text: str | None = None) -> LoopNest | None:
    """The loop nest of op ``k``, read from ``text`` instead of the op's own text if given (the same
    op with other shapes: see `_nest_template`).

    What the op's text says (operand types, maps, iterators, trips: `_header`) is read once per module
    for ops whose texts differ only in SSA names (torch-mlir's ``linalg.generic`` ops share a few
    headers among many bodies); what its body says (arithmetic per point, gathers, category) per op.
    """
    c = module._c
    name = c.info[k][0]
    if text is None:
        skel = module._cache.get("shape_skel")
        key = (name, skel[k], module._cache["shape_nums"][k]) if skel is not None and k in skel else (name, c.text[k])
    else:
        key = (name, text)
    headers = module._cache.get("nest_headers")
    if headers is None:
        headers = _header_caches(module)[0]
    head = headers.get(key, False)
    if head is False:
        head = headers[key] = _header(module, k, text)
    if head is None:
        return None
    end = c.ends.get(k)
    if native.ext is not None:  # the body part in C (hands back bodies that gather)
        nest = native.ext.nest_body(LoopNest, name, c.text[k] if text is None else text, c.info, k,
                                    -1 if end is None else end, k in c.regions, head, _NAMED, ELEMENTWISE_NAMED,
                                    _NON_COMPUTE)
        if nest is not NotImplemented:
            return nest
    return _body_nest(module, k, text, head, end)


def _body_nest(module: Module, k: int, text: str | None, head: tuple, end: int | None) -> LoopNest:
    """The loop nest of op ``k`` from its header (`_header`): what its body says (arithmetic per point,
    gathers, category) added (``_native.nest_body`` is the same in C for bodies that do not gather)."""
    c = module._c
    name = c.info[k][0]
    st, elts, n_in, maps, iters, trips, iterations, static, nbytes = head
    short = name[7:]
    info = c.info
    if end is None:
        body: list[str] = []
        extracts: list[int] = []
        short_body = _SHORT_BODY.match(c.text[k] if text is None else text)
        if short_body:
            body = [short_body.group(1)] if short_body.group(1) not in _NON_COMPUTE else []
    else:
        names = [info[j][0] for j in range(k + 1, end)]
        body = [b for b in names if b not in _NON_COMPUTE and b.startswith(("arith.", "math."))]
        extracts = [j for j, b in zip(range(k + 1, end), names) if b == "tensor.extract"] \
            if "tensor.extract" in names else []
        if k not in c.regions:
            short_body = _SHORT_BODY.match(c.text[k] if text is None else text)
            if short_body:
                body = [short_body.group(1)] if short_body.group(1) not in _NON_COMPUTE else []
    gathers = len(extracts)
    if short in _NAMED:
        per_point = 1 if short.startswith("pooling_") else 2
    elif short in ELEMENTWISE_NAMED:
        per_point = 1
    elif short in ("fill", "copy", "transpose", "broadcast"):
        per_point = 0
    elif short == "softmax":
        per_point = 5  # max, sub, exp, add, div per element
    elif short == "contract":
        per_point = 2
    else:
        per_point = len(body)
    flops = per_point * iterations if static else 0
    if gathers:
        for j in extracts:
            ins = op_types(module, j)[0]
            src = shaped(ins[0]) if ins else None
            if src is not None and src.numel is not None:
                nbytes += min(src.numel, iterations) * element_bytes(src.element)
    par = iters.count("parallel")
    nest = object.__new__(LoopNest)  # the fields as LoopNest.__init__ sets them, without its per-field setattr
    object.__setattr__(nest, "__dict__", {
        "name": name, "category": _category(short, iters, maps, body), "iterators": iters, "trips": trips,
        "maps": maps, "num_inputs": n_in, "operand_types": st, "element_types": elts, "ops_per_point": per_point,
        "flops": flops, "bytes": nbytes, "gathers": gathers, "num_parallel": par, "num_reduction": len(iters) - par})
    return nest


_ATTR_MAPS = frozenset({"transpose", "broadcast", "reduce", "softmax"})  # maps from attributes (`_header`)


@lru_cache(maxsize=1024)
def _spec_of(short: str) -> tuple | str | None:
    """How the C header reading gets an op's maps when it has no ``indexing_maps``: a named op's (maps,
    iterators), None for identity-like maps, 'transpose' for a permutation attribute, NotImplemented where the
    Python code reads them from other attributes."""
    if short == "transpose":
        return "transpose"
    return _named_maps(short) or (NotImplemented if short in _ATTR_MAPS else None)


def _header_caches(module: Module) -> tuple[dict, dict, Callable]:
    """(headers by (name, text, dimensions), affine maps by reference, the map reader) of a module's ops."""
    cache = module._cache
    headers = cache.get("nest_headers")
    if headers is None:
        headers = cache["nest_headers"] = {}
    refs = cache.get("map_refs")
    if refs is None:
        refs = cache["map_refs"] = {}
        # over the aliases, not the module: a module whose cache held a callable holding the module was a cycle,
        # left to the collector's full passes once the module was dropped (100-150 ms each)
        cache["map_of"] = partial(_map_in, module.aliases)
    return headers, refs, cache["map_of"]


def _map_in(aliases: dict[str, str], ref: str) -> AffineMap | None:
    """The affine map ``ref`` names (an alias resolved through ``aliases``, as ``Module.resolve`` does)."""
    ref = ref.strip()
    return parse_affine_map(aliases.get(ref, ref) if ref.startswith("#") else ref)


def _header(module: Module, k: int, text: str | None) -> tuple | None:
    """What op ``k``'s text (or ``text``) says of its loop nest, whatever its body: (operand shaped types,
    element types, inputs, maps, iterators, trips, iteration count, all trips static, bytes of the
    static operands); None when the op has no nest."""
    c = module._c
    name, _, _, generic = c.info[k]
    short = name[7:]
    if native.ext is not None and not generic:  # custom form with indexing_maps: the C reading of the same
        _, refs, map_of = _header_caches(module)
        head = native.ext.nest_header(c.text[k] if text is None else text, short == "reduce", shaped, element_bytes,
                                      refs, map_of, _spec_of(short), _projection)
        if head is not NotImplemented:
            return head
    if text is None:
        types = op_types(module, k)[0]
        attrs = c.text[k]
    else:
        types = _signature(name, text, generic, num_results(c.res[k]))[0]
        attrs = text
    n = len(types)
    if n == 0:
        return None
    st = tuple([shaped(t) for t in types])
    elts = tuple([s.element if s else t for s, t in zip(st, types)])
    ranks = [len(s.shape) if s else 0 for s in st]
    n_in = _n_inputs(attrs, short, n)
    out_rank = ranks[-1]

    maps: tuple[AffineMap, ...] | None = None
    iters: tuple[str, ...] | None = None
    m = _MAPS_ATTR.search(attrs) if "indexing_maps" in attrs else None
    if m:
        maps_l = [_map_of(module, r) for r in _MAP_REF.findall(m.group(1))]
        for x in maps_l:
            if x is None:
                return None
        maps = tuple(maps_l)  # type: ignore[arg-type]
        it = _ITERS_ATTR.search(attrs) if "iterator_types" in attrs else None
        if it:
            iters = tuple(_ITER.findall(it.group(1)))
    named = _named_maps(short) if maps is None else None
    if named is not None:
        maps, iters = named
    elif maps is None:
        if short in ("transpose",):
            pm = _PERM_ATTR.search(attrs)
            perm = [int(x) for x in _INT_LIST.findall(pm.group(1))] if pm else list(range(out_rank))
            inv = [0] * len(perm)
            for i, p in enumerate(perm):
                if 0 <= p < len(inv):
                    inv[p] = i
            maps = (_projection(out_rank, tuple(inv)), _identity(out_rank))
        elif short == "broadcast":
            dm = _DIMS_ATTR.search(attrs)
            added = {int(x) for x in _INT_LIST.findall(dm.group(1))} if dm else set()
            maps = (_projection(out_rank, tuple(d for d in range(out_rank) if d not in added)), _identity(out_rank))
        elif short == "reduce":
            in_rank = ranks[0]
            dm = _DIMS_ATTR.search(attrs)
            red = {int(x) for x in _INT_LIST.findall(dm.group(1))} if dm else set()
            keep = tuple(d for d in range(in_rank) if d not in red)
            maps = tuple([_identity(in_rank)] * n_in + [_projection(in_rank, keep)] * (n - n_in))
            iters = tuple("reduction" if d in red else "parallel" for d in range(in_rank))
        elif short == "softmax":
            dm = _DIM_ATTR.search(attrs)
            d = int(dm.group(1)) if dm else out_rank - 1
            maps = (_identity(out_rank),) * n
            iters = tuple("reduction" if i == d else "parallel" for i in range(out_rank))
        else:  # fill, copy, map, named elementwise: identity maps, scalars broadcast
            maps = tuple(_identity(out_rank) if r == out_rank else _scalar_map(out_rank) if r == 0
                         else _projection(out_rank, tuple(range(out_rank - r, out_rank))) for r in ranks)
    if maps is None or len(maps) != n:
        return None
    num_loops = maps[0].num_dims if maps else 0
    for mp in maps:
        if mp.num_dims != num_loops:
            return None
    if iters is None or len(iters) != num_loops:
        out_dims = {r for mp in maps[n_in:] for r in mp.results if r >= 0}
        iters = tuple("parallel" if d in out_dims else "reduction" for d in range(num_loops))

    trips: list[int | None] = [None] * num_loops
    for s, mp in zip(st, maps):
        if s is None or len(s.shape) != len(mp.results):
            continue
        for size, r in zip(s.shape, mp.results):
            if r >= 0 and trips[r] is None and size is not None:
                trips[r] = size
    iterations, static, nbytes = _work(trips, st)
    return st, elts, n_in, maps, iters, tuple(trips), iterations, static, nbytes
