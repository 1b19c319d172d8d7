"""The 256-d IR state vector: syntax and semantics of the module plus the agent's recent actions.

Layout (every entry has a stable name, see `feature_names`):

- ``syntax/...`` (76): op counts over a fixed 64-entry vocabulary, module size, nesting depth,
  operand and result count distributions.
- ``sem/...`` (112): the linalg loop nests (iterators, maps, trip counts, FLOPs, bytes, element types,
  producer-consumer fusion edges), the dominant op (most FLOPs: kind, rank, per-loop trip counts,
  iterator kinds and divisibility by 4/8/16/32/64, so a policy can pick tile sizes that divide), and
  the loops and vectors of lowered IR.
- ``ctx/...`` (68): recency-weighted multi-hot of the last 10 actions over a menu of up to 64, plus
  padding, step count, repeat run and distinct count.

Values are scaled for a neural net to roughly [0, 10]:

- counts (``syntax/op_count/*``, ``syntax/num_*``, ``syntax/distinct_ops``, ``sem/linalg_ops``,
  ``sem/*_iters``, ``sem/*_ops``, ``sem/maps/transposed``, ``sem/dynamic_loops``, ``sem/gathers``,
  ``sem/tensor_extracts``, ``sem/fusion/{edges,fusable,chain_length}``, ``sem/loops/{count,strided}``,
  ``sem/vector/ops``) are log2(1 + n);
- names ending ``_log2`` are log2(1 + x), names ending ``_log16`` log2(1 + x) / 4 (FLOPs, bytes,
  iteration counts);
- fractions (``syntax/operands/*``, ``syntax/results/*``, the other ``sem/maps/*``, ``sem/elem/*``,
  ``*_fraction``, ``sem/dom/flops_share``) and flags (``sem/dom/kind/*``, ``sem/dom/reduction/*``,
  ``sem/dom/div*/*``, ``sem/dom/static``, ``sem/elem/mixed``) are in [0, 1];
- small integers stay raw: ``syntax/{max,mean}_depth``, ``sem/dom/{rank,parallel,reduction}``,
  ``sem/loops/max_depth``.

`semantics` returns the unscaled quantities. Features never depend on how the text was printed:
custom and generic form give the same vector.
"""

from __future__ import annotations

import math
import operator
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress, filterfalse

import numpy as np

import mqss_edge.features.native as native
from mqss_edge.features.defuse import def_use
from mqss_edge.features.linalg import ELEMENTWISE_NAMED, LINALG_CATEGORIES, LoopNest, is_structured
from mqss_edge.features.loops import LOOP_OPS, loop_trips
from mqss_edge.features.nests import loop_nests
from mqss_edge.features.reader import parse
from mqss_edge.features.syntax import name_info
from mqss_edge.features.tree import Module

#: Op vocabulary of the syntax group; ``<dialect>.other`` collects the rest of a known dialect.
VOCABULARY: tuple[str, ...] = (
    "func.func", "func.return", "func.call",
    "arith.constant", "arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.cmpf",
    "arith.cmpi", "arith.select", "arith.index_cast", "arith.other",
    "math.exp", "math.other",
    "linalg.matmul", "linalg.batch_matmul", "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nchw_fchw",
    "linalg.depthwise_conv_2d_nhwc_hwc", "linalg.conv_other", "linalg.pooling", "linalg.fill", "linalg.copy",
    "linalg.generic", "linalg.transpose", "linalg.broadcast", "linalg.reduce", "linalg.map",
    "linalg.elementwise", "linalg.yield", "linalg.other",
    "tensor.empty", "tensor.extract", "tensor.extract_slice", "tensor.insert_slice", "tensor.pad", "tensor.other",
    "bufferization.to_tensor", "bufferization.materialize_in_destination", "bufferization.other",
    "memref.alloc", "memref.load", "memref.store", "memref.subview", "memref.other",
    "affine.for", "affine.parallel", "affine.load", "affine.store", "affine.other",
    "scf.for", "scf.forall", "scf.if", "scf.yield", "scf.other",
    "vector.transfer_read", "vector.transfer_write", "vector.contract", "vector.broadcast", "vector.other",
    "other", "unknown",
)
_VOCAB_INDEX = {name: i for i, name in enumerate(VOCABULARY)}
# Spellings of the same operation share an entry.
_ALIASES = {"arith.maxnumf": "arith.maximumf", "memref.alloca": "memref.alloc",
            "tensor.parallel_insert_slice": "tensor.insert_slice"}

#: Slots of the dominant op's loops that get trip/iterator/divisibility features (conv_3d has 9).
DOMINANT_SLOTS = 8
#: Divisors the dominant op's trip counts are tested against.
DIVISORS = (4, 8, 16, 32, 64)
#: Action slots of the context group; a menu has at most this many actions.
CONTEXT_SLOTS = 64
#: How many recent actions the context group sees.
CONTEXT_WINDOW = 10
_ELEMENTS = ("f32", "f16", "bf16", "f64", "i8", "i32", "i64", "other")


def _names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    syntax = [f"syntax/op_count/{v}" for v in VOCABULARY] + [
        "syntax/num_ops", "syntax/num_blocks", "syntax/max_depth", "syntax/mean_depth", "syntax/distinct_ops",
        "syntax/operands/0", "syntax/operands/1", "syntax/operands/2", "syntax/operands/3+",
        "syntax/results/0", "syntax/results/1", "syntax/results/2+",
    ]
    sem = [
        "sem/linalg_ops", "sem/parallel_iters", "sem/reduction_iters", "sem/all_parallel_ops", "sem/reduction_ops",
        "sem/maps/permutation", "sem/maps/projected", "sem/maps/compound", "sem/maps/transposed",
        "sem/dynamic_loops", "sem/trip_max_log2", "sem/trip_min_log2", "sem/iterations_log16",
        "sem/flops_log16", "sem/bytes_log16", "sem/intensity_log2",
        "sem/gathers", "sem/tensor_extracts",
        *(f"sem/elem/{e}" for e in _ELEMENTS), "sem/elem/mixed",
        "sem/fusion/edges", "sem/fusion/fusable", "sem/fusion/fusable_fraction", "sem/fusion/chain_length",
        *(f"sem/dom/kind/{c}" for c in LINALG_CATEGORIES),
        "sem/dom/rank", "sem/dom/parallel", "sem/dom/reduction", "sem/dom/flops_log16", "sem/dom/bytes_log16",
        "sem/dom/intensity_log2", "sem/dom/flops_share", "sem/dom/static",
        *(f"sem/dom/trip_log2/{i}" for i in range(DOMINANT_SLOTS)),
        *(f"sem/dom/reduction/{i}" for i in range(DOMINANT_SLOTS)),
        *(f"sem/dom/div{d}/{i}" for d in DIVISORS for i in range(DOMINANT_SLOTS)),
        "sem/loops/count", "sem/loops/max_depth", "sem/loops/static_fraction", "sem/loops/trip_max_log2",
        "sem/loops/trip_min_log2", "sem/loops/strided", "sem/vector/ops", "sem/vector/max_width_log2",
    ]
    ctx = [f"ctx/action/{i}" for i in range(CONTEXT_SLOTS)] + [
        "ctx/padding", "ctx/steps", "ctx/repeat", "ctx/distinct"]
    return tuple(syntax), tuple(sem), tuple(ctx)


SYNTAX_NAMES, SEMANTIC_NAMES, CONTEXT_NAMES = _names()
#: All 256 feature names, in vector order.
FEATURE_NAMES: tuple[str, ...] = SYNTAX_NAMES + SEMANTIC_NAMES + CONTEXT_NAMES
NUM_FEATURES = len(FEATURE_NAMES)
SYNTAX_SLICE = slice(0, len(SYNTAX_NAMES))
SEMANTIC_SLICE = slice(SYNTAX_SLICE.stop, SYNTAX_SLICE.stop + len(SEMANTIC_NAMES))
CONTEXT_SLICE = slice(SEMANTIC_SLICE.stop, NUM_FEATURES)
#: Length of `static_features` (syntax + semantics).
STATIC_SIZE = SEMANTIC_SLICE.stop
#: Length of `context_features`.
CONTEXT_SIZE = len(CONTEXT_NAMES)
assert NUM_FEATURES == 256 and len(set(FEATURE_NAMES)) == 256 and CONTEXT_SIZE == CONTEXT_SLOTS + 4
_SEM_INDEX = {name: i for i, name in enumerate(SEMANTIC_NAMES)}


def feature_names() -> tuple[str, ...]:
    """The 256 feature names in vector order."""
    return FEATURE_NAMES


@dataclass(frozen=True)
class FeatureGroups:
    """Which feature groups `encode` fills; a switched-off group is zeroed (for ablations).

    Attributes:
        syntax: op counts and structure.
        semantics: loop nests, costs, dominant op, lowered loops.
        context: the agent's recent actions.
    """

    syntax: bool = True
    semantics: bool = True
    context: bool = True

    def mask(self) -> np.ndarray:
        """float32[256]: 1 where the group is on, 0 where it is off."""
        m = np.zeros(NUM_FEATURES, np.float32)
        for on, sl in ((self.syntax, SYNTAX_SLICE), (self.semantics, SEMANTIC_SLICE), (self.context, CONTEXT_SLICE)):
            if on:
                m[sl] = 1.0
        return m


# --------------------------------------------------------------------------------------------------

_VOCAB_CACHE: dict[tuple[str, bool], int] = {}


def vocabulary_index(name: str, known: bool = True) -> int:
    """Index in `VOCABULARY` of an op name (buckets ``<dialect>.other``, ``other``, ``unknown``)."""
    key = (name, known)
    idx = _VOCAB_CACHE.get(key)
    if idx is not None:
        return idx
    if not known:
        idx = _VOCAB_INDEX["unknown"]
    else:
        name = _ALIASES.get(name, name)
        idx = _VOCAB_INDEX.get(name)
        if idx is None:
            dialect, _, short = name.partition(".")
            if dialect == "linalg":
                if short.startswith(("conv_", "depthwise_conv_")):
                    idx = _VOCAB_INDEX["linalg.conv_other"]
                elif short.startswith("pooling_"):
                    idx = _VOCAB_INDEX["linalg.pooling"]
                elif short in ELEMENTWISE_NAMED:
                    idx = _VOCAB_INDEX["linalg.elementwise"]
            if idx is None:
                idx = _VOCAB_INDEX.get(f"{dialect}.other", _VOCAB_INDEX["other"])
    _VOCAB_CACHE[key] = idx
    return idx


def _log2p(x: float) -> float:
    return math.log2(1.0 + x) if x > 0 else 0.0


def _log16p(x: float) -> float:
    return math.log2(1.0 + x) / 4.0 if x > 0 else 0.0


class _View:
    """Visible ops of a module (what the custom form prints).

    Implicit ops are few (usually just ``builtin.module``): the view counts over all ops and takes
    them back out, rather than filtering every column it reads.
    """

    __slots__ = ("counts", "hidden", "size", "special")

    def __init__(self, module: Module) -> None:
        c = module._c
        names = c.names
        self.hidden = c.implicit_ops
        self.size = len(names) - len(self.hidden)  # visible ops
        # Count and select by the names as written (cached hashes), then map the few distinct ones.
        written = dict(c.name_counts)
        for k in self.hidden:
            written[names[k]] -= 1
        # (name, known, flags, generic) -> how many visible ops have it (a dict: Counter's += on a new key
        # calls __missing__ in Python)
        self.counts: dict[tuple, int] = {}
        counts = self.counts
        wanted = set()
        for name, n in written.items():
            if not n:
                continue
            inf = name_info(name)
            counts[inf] = counts.get(inf, 0) + n
            if inf[0] in LOOP_OPS or is_structured(inf[0]):
                wanted.add(name)
        if not wanted:
            self.special = []
        elif native.ext is not None:
            self.special = native.ext.indices_in(names, wanted)
        else:
            self.special = list(compress(range(len(names)), map(wanted.__contains__, names)))
        if self.special and self.hidden:
            self.special = list(filterfalse(set(self.hidden).__contains__, self.special))

    def visible(self, column: list) -> list:
        """The entries of a per-op column that belong to visible ops."""
        if not self.hidden:
            return column
        out: list = []
        start = 0
        for k in self.hidden:  # copy the runs between them
            out += column[start:k]
            start = k + 1
        return out + column[start:]


def _view(module: Module) -> _View:
    v = module._cache.get("view")
    if v is None:
        v = module._cache["view"] = _View(module)
    return v


def nests(module: Module) -> list[tuple[int, LoopNest]]:
    """(op index, loop nest) of the module's visible linalg structured ops, in program order (cached)."""
    out = module._cache.get("nests")
    if out is None:
        names = module._c.names
        special = _view(module).special
        linalg = {w for w in {names[k] for k in special} if name_info(w)[0].startswith("linalg.")}  # type: ignore[index]
        ks = list(compress(special, map(linalg.__contains__, map(names.__getitem__, special))))
        out = [(k, n) for k, n in zip(ks, loop_nests(module, ks)) if n is not None]
        module._cache["nests"] = out
    return out


def nest_def_use(module: Module) -> tuple[list[int], list[int], list[int]]:
    """`def_use` among the ops of :func:`nests` (positions in that list; cached per module: the semantic features
    and the safety layer's producers both read it)."""
    got = module._cache.get("nest_def_use")
    if got is None:
        got = module._cache["nest_def_use"] = def_use(module, [k for k, _ in nests(module)])
    return got


def semantics(module: Module | str) -> dict[str, float | int | str]:
    """Raw (unscaled) semantic quantities of a module, e.g. ``flops`` = 2·M·N·K for a matmul.

    Keys: ``linalg_ops``, ``parallel_iters``, ``reduction_iters``, ``all_parallel_ops``, ``reduction_ops``,
    ``maps``, ``maps_permutation``, ``maps_projected``, ``maps_compound``, ``maps_transposed``,
    ``dynamic_loops``, ``trip_max``, ``trip_min``, ``iterations``, ``flops``, ``bytes``, ``intensity``,
    ``gathers``, ``tensor_extracts``, ``elem/<type>`` (operand counts), ``edges``, ``fusable_edges``,
    ``chain_length``, ``dominant_op`` (name, '' if none), ``dominant_index``, ``dominant_kind``,
    ``dominant_flops``, ``dominant_bytes``, ``dominant_trips`` (tuple), ``dominant_iterators`` (tuple),
    ``elem_distinct``, ``loops``, ``loop_ivs``, ``loop_max_depth``, ``loops_static`` (induction
    variables with a static trip count), ``loop_trip_max``, ``loop_trip_min``, ``loops_strided``,
    ``vector_ops``, ``vector_max_width``.

    Args:
        module: a module from `mqss_edge.features.parse`, or MLIR text.

    Returns:
        The quantities; cached per module, so treat the dict as read-only.

    Raises:
        ParseError: ``module`` is text that is not readable MLIR.
    """
    if isinstance(module, str):
        module = parse(module)
    cached = module._cache.get("semantics")
    if cached is not None:
        return cached
    view = _view(module)
    c = module._c
    ns = nests(module)
    s: dict = {}
    ks = [k for k, _ in ns]
    nl = [n for _, n in ns]
    # Producer -> consumer edges between linalg ops (through SSA tensors).
    cons, poss, prod = nest_def_use(module)
    summary = native.ext.nest_summary(ks, nl, cons, poss, prod) if native.ext is not None else None
    totals, entries, fusable, chain_max = summary if summary is not None else _nest_summary(ks, nl, cons, poss, prod)
    (par, red, all_par, n_maps, perm, proj, comp, transp, dyn, trip_max, trip_min, iterations, flops, nbytes,
     gathers, elem_counts, dom_at) = totals
    elems = Counter(elem_counts)
    s["linalg_ops"] = len(ns)
    s["parallel_iters"] = par
    s["reduction_iters"] = red
    s["all_parallel_ops"] = all_par
    s["reduction_ops"] = len(ns) - all_par
    s["maps"] = n_maps
    s["maps_permutation"] = perm
    s["maps_projected"] = proj
    s["maps_compound"] = comp
    s["maps_transposed"] = transp
    s["dynamic_loops"] = dyn
    s["trip_max"] = trip_max
    s["trip_min"] = trip_min or 0
    s["iterations"] = iterations
    s["flops"] = flops
    s["bytes"] = nbytes
    s["intensity"] = flops / nbytes if nbytes else 0.0
    s["gathers"] = gathers
    s["tensor_extracts"] = sum(n for inf, n in view.counts.items() if inf[0] == "tensor.extract")
    for e in _ELEMENTS[:-1]:
        s[f"elem/{e}"] = elems.get(e, 0)
    s["elem/other"] = sum(cnt for e, cnt in elems.items() if e not in _ELEMENTS)
    s["elem_distinct"] = len(elems)
    s["edges"] = len(cons)
    s["fusable_edges"] = fusable
    s["chain_length"] = chain_max

    # The dominant op: most FLOPs, then most iterations, then first in program order.
    dom, _, dom_k = entries[dom_at] if dom_at >= 0 else (None, 0, -1)
    s["dominant_op"] = dom.name if dom else ""
    s["dominant_index"] = dom_k
    s["dominant_kind"] = dom.category if dom else ""
    s["dominant_flops"] = dom.flops if dom else 0
    s["dominant_bytes"] = dom.bytes if dom else 0
    s["dominant_trips"] = dom.trips if dom else ()
    s["dominant_iterators"] = dom.iterators if dom else ()

    # Loops and vectors of lowered IR.
    loop_depth: dict[int, int] = {}
    loop_trip_list: list[int] = []
    n_loops = n_static = strided = 0
    vector_ops = 0
    vmax = 0
    n_ivs = 0
    owner = c.block_owner
    block_of = c.block
    names = c.names
    loop_names = {w for w in {names[k] for k in view.special} if name_info(w)[0] in LOOP_OPS}  # type: ignore[index]
    loops = list(compress(view.special, map(loop_names.__contains__, map(names.__getitem__, view.special)))) \
        if loop_names else []
    for k in loops:
        n_loops += 1
        p = owner[block_of[k]]
        while p >= 0 and c.info[p][0] not in LOOP_OPS:
            p = owner[block_of[p]]
        loop_depth[k] = loop_depth.get(p, 0) + 1
        for trip, step in loop_trips(module, k):
            n_ivs += 1
            if trip is not None:
                n_static += 1
                loop_trip_list.append(trip)
            if step is not None and step > 1:
                strided += 1
    at = native.ext.find(module.text, "vector<") if native.ext is not None else NotImplemented  # memchr on 'v'
    has_vector = "vector<" in module.text if at is NotImplemented else at >= 0
    vtexts = [t for t in view.visible(c.text) if "vector<" in t] if has_vector else []
    vector_ops = len(vtexts)
    if vtexts:
        for dims in set(_VECTOR_DIMS.findall(" ".join(vtexts))):
            n = 1
            for d in _DIGITS.findall(dims):
                n *= int(d)
            vmax = max(vmax, n)
    s["loops"] = n_loops
    s["loop_max_depth"] = max(loop_depth.values(), default=0)
    s["loops_static"] = n_static
    s["loop_trip_max"] = max(loop_trip_list, default=0)
    s["loop_trip_min"] = min(loop_trip_list, default=0)
    s["loops_strided"] = strided
    s["vector_ops"] = vector_ops
    s["vector_max_width"] = vmax
    s["loop_ivs"] = n_ivs
    module._cache["semantics"] = s
    return s


def _nest_summary(ks: list[int], nl: list[LoopNest], cons: list[int], poss: list[int],
                  prod: list[int]) -> tuple[tuple, list[list], int, int]:
    """`semantics`' reading of the linalg ops ``ks`` with loop nests ``nl`` and def-use ``(cons, poss, prod)``
    (``_native.nest_summary`` is the same in C): (`_nest_totals` of the distinct nests, the distinct nests as
    ``[nest, count, op index of its first use]`` in order of first use, fusable edges, longest producer chain).

    Identical ops share one LoopNest object: each distinct nest is summed once, times its count.
    """
    slot: dict[int, int] = {}
    entries: list[list] = []
    slots = []
    for k, n in zip(ks, nl):
        i = slot.get(id(n))
        if i is None:
            i = slot[id(n)] = len(entries)
            entries.append([n, 0, k])
        entries[i][1] += 1
        slots.append(i)
    chain = [1] * len(ks)  # longest producer chain ending at each op
    for i, j in zip(cons, prod):  # consumers in program order: chain[j] is final
        if chain[j] >= chain[i]:
            chain[i] = chain[j] + 1
    # Elementwise fusion (linalg-fuse-elementwise-ops) merges an all-parallel producer into a
    # consumer that reads it as an input through a projected permutation.
    fusable = 0
    for i, pos, j in zip(cons, poss, prod):
        n = entries[slots[i]][0]
        if pos < n.num_inputs and entries[slots[j]][0].num_reduction == 0 and n.maps[pos].is_projected_permutation:
            fusable += 1
    return _nest_totals(entries), entries, fusable, max(chain, default=0)


def _nest_totals(entries) -> tuple:
    """Sums over distinct loop nests (``[nest, count, op index]`` each), weighted by count, then the distinct
    element types' operand counts and the position in ``entries`` of the dominant nest (most FLOPs, then most
    iterations, then first in program order; -1 if none) (``_native.nest_totals`` is the same in C)."""
    par = red = all_par = n_maps = perm = proj = comp = transp = dyn = 0
    iterations = flops = nbytes = gathers = 0
    trip_max = 0
    trip_min: int | None = None
    elems: Counter = Counter()
    dom, best = -1, None
    for at, (n, cnt, k) in enumerate(entries):
        par += n.num_parallel * cnt
        red += n.num_reduction * cnt
        if n.num_reduction == 0:
            all_par += cnt
        for m in n.maps:
            n_maps += cnt
            if m.is_permutation:
                perm += cnt
            elif m.is_projected_permutation:
                proj += cnt
            if m.is_compound:
                comp += cnt
            if m.is_transposed:
                transp += cnt
        for t in n.trips:
            if t is None:
                dyn += cnt
            else:
                trip_max = max(trip_max, t)
                trip_min = t if trip_min is None else min(trip_min, t)
        its = n.iterations
        iterations += its * cnt
        flops += n.flops * cnt
        nbytes += n.bytes * cnt
        gathers += n.gathers * cnt
        for e in n.element_types:
            elems[e] += cnt
        key = (n.flops, its, -k)
        if best is None or key > best:
            dom, best = at, key
    return (par, red, all_par, n_maps, perm, proj, comp, transp, dyn, trip_max, trip_min, iterations, flops, nbytes,
            gathers, elems, dom)


_VECTOR_DIMS = re.compile(r"\bvector<((?:\[?\d+\]?x)*)")
_DIGITS = re.compile(r"\d+")


def _syntax(module: Module, out: np.ndarray) -> None:
    view = _view(module)
    c = module._c
    names = set()
    nv = len(VOCABULARY)
    counts = [0] * nv  # summed in Python: a numpy scalar += costs a dozen calls
    for (name, known, _, _), n in view.counts.items():
        counts[vocabulary_index(name, known)] += n
        names.add(name)
    out[:nv] = np.log2(np.add(1.0, counts))
    n = view.size
    args = (c.blocks, c.block_size, len(c.names), c.implicit_ops, c.block, c.block_depth, c.nops, c.res)
    stats = native.ext.syntax_stats(*args) if native.ext is not None else None
    n_blocks, max_depth, depth_sum, few, none, multi = stats if stats is not None else _syntax_stats(*args)
    out[nv] = _log2p(n)
    out[nv + 1] = _log2p(n_blocks)
    if n:
        out[nv + 2] = max_depth
        out[nv + 3] = depth_sum / n
        out[nv + 4] = _log2p(len(names))
        out[nv + 5] = few[0] / n
        out[nv + 6] = few[1] / n
        out[nv + 7] = few[2] / n
        out[nv + 8] = 1.0 - (few[0] + few[1] + few[2]) / n
        out[nv + 9] = none / n
        out[nv + 10] = (n - none - multi) / n
        out[nv + 11] = multi / n


def _syntax_stats(blocks: list[tuple], block_size: list[int], num_ops: int, hidden: list[int], block_of: list[int],
                  depths: list[int], nops: list[int], res: list[str]) -> tuple:
    """The structure counts of the syntax group over the visible ops (all but ``hidden``; ``_native.syntax_stats``
    is the same in C): (visible blocks, deepest depth holding a visible op, sum of the visible ops' depths, ops naming
    [0, 1, 2] values, ops with no result, ops with several)."""
    n_blocks = sum(1 for b in blocks if not b[7])
    # Depth is per block: count the visible ops of each block (top level last, at depth 0).
    per_block = block_size + [num_ops - sum(block_size)]
    for k in hidden:
        per_block[block_of[k]] -= 1
    max_depth = max((d for d, m in zip(depths, per_block) if m), default=0)
    depth_sum = sum(map(operator.mul, depths, per_block))
    # ops naming 0, 1, 2 values (list.count compares the cached small ints by identity)
    few = [nops.count(0), nops.count(1), nops.count(2)]
    for k in hidden:
        if nops[k] < 3:
            few[nops[k]] -= 1
    if hidden:
        hide = set(hidden)
        res = [r for k, r in enumerate(res) if k not in hide]
    none = res.count("")
    joined = "\n".join(res)
    # mlir-opt prints several results as `%x:N`; `%a, %b` lists only appear in hand-written text
    multi = joined.count(":") if "," not in joined else sum(1 for r in res if ":" in r or "," in r)
    return n_blocks, max_depth, depth_sum, few, none, multi


def _semantic(module: Module, out: np.ndarray) -> None:
    s = semantics(module)
    ix = _SEM_INDEX
    vals = [0.0] * len(SEMANTIC_NAMES)  # written to `out` at once: a numpy item write per value costs more

    def put(name: str, value: float) -> None:
        vals[ix[name]] = value

    put("sem/linalg_ops", _log2p(s["linalg_ops"]))
    put("sem/parallel_iters", _log2p(s["parallel_iters"]))
    put("sem/reduction_iters", _log2p(s["reduction_iters"]))
    put("sem/all_parallel_ops", _log2p(s["all_parallel_ops"]))
    put("sem/reduction_ops", _log2p(s["reduction_ops"]))
    if s["maps"]:
        put("sem/maps/permutation", s["maps_permutation"] / s["maps"])
        put("sem/maps/projected", s["maps_projected"] / s["maps"])
        put("sem/maps/compound", s["maps_compound"] / s["maps"])
        put("sem/maps/transposed", _log2p(s["maps_transposed"]))
    put("sem/dynamic_loops", _log2p(s["dynamic_loops"]))
    put("sem/trip_max_log2", _log2p(s["trip_max"]))
    put("sem/trip_min_log2", _log2p(s["trip_min"]))
    put("sem/iterations_log16", _log16p(s["iterations"]))
    put("sem/flops_log16", _log16p(s["flops"]))
    put("sem/bytes_log16", _log16p(s["bytes"]))
    put("sem/intensity_log2", _log2p(s["intensity"]))
    put("sem/gathers", _log2p(s["gathers"]))
    put("sem/tensor_extracts", _log2p(s["tensor_extracts"]))
    total = sum(s[f"elem/{e}"] for e in _ELEMENTS)
    if total:
        for e in _ELEMENTS:
            put(f"sem/elem/{e}", s[f"elem/{e}"] / total)
    put("sem/elem/mixed", 1.0 if s["elem_distinct"] > 1 else 0.0)
    put("sem/fusion/edges", _log2p(s["edges"]))
    put("sem/fusion/fusable", _log2p(s["fusable_edges"]))
    put("sem/fusion/fusable_fraction", s["fusable_edges"] / s["edges"] if s["edges"] else 0.0)
    put("sem/fusion/chain_length", _log2p(s["chain_length"]))
    if s["dominant_op"]:
        trips, iters = s["dominant_trips"], s["dominant_iterators"]
        put(f"sem/dom/kind/{s['dominant_kind']}", 1.0)
        put("sem/dom/rank", len(trips))
        put("sem/dom/parallel", sum(1 for it in iters if it == "parallel"))
        put("sem/dom/reduction", sum(1 for it in iters if it != "parallel"))
        put("sem/dom/flops_log16", _log16p(s["dominant_flops"]))
        put("sem/dom/bytes_log16", _log16p(s["dominant_bytes"]))
        if s["dominant_bytes"]:
            put("sem/dom/intensity_log2", _log2p(s["dominant_flops"] / s["dominant_bytes"]))
        put("sem/dom/flops_share", s["dominant_flops"] / s["flops"] if s["flops"] else 0.0)
        put("sem/dom/static", 1.0 if all(t is not None for t in trips) else 0.0)
        for i, (t, it) in enumerate(zip(trips[:DOMINANT_SLOTS], iters[:DOMINANT_SLOTS])):
            put(f"sem/dom/reduction/{i}", 0.0 if it == "parallel" else 1.0)
            if t is None:
                continue
            put(f"sem/dom/trip_log2/{i}", _log2p(t))
            for d in DIVISORS:
                if t % d == 0:
                    put(f"sem/dom/div{d}/{i}", 1.0)
    put("sem/loops/count", _log2p(s["loops"]))
    put("sem/loops/max_depth", s["loop_max_depth"])
    put("sem/loops/static_fraction", s["loops_static"] / s["loop_ivs"] if s["loop_ivs"] else 0.0)
    put("sem/loops/trip_max_log2", _log2p(s["loop_trip_max"]))
    put("sem/loops/trip_min_log2", _log2p(s["loop_trip_min"]))
    put("sem/loops/strided", _log2p(s["loops_strided"]))
    put("sem/vector/ops", _log2p(s["vector_ops"]))
    put("sem/vector/max_width_log2", _log2p(s["vector_max_width"]))
    out[:] = vals


def static_features(module: Module | str) -> np.ndarray:
    """The syntax and semantics groups: float32[`STATIC_SIZE`] (188), names ``FEATURE_NAMES[:188]``.

    These depend only on the module, so a caller computes them once per IR state and appends
    `context_features` for every step: ``np.concatenate([static, context_features(h, n)])`` equals
    ``encode(module, h, n)``.

    Args:
        module: a module from `mqss_edge.features.parse`, or MLIR text.

    Returns:
        A fresh float32 array (safe to modify); the module keeps a cached copy.

    Raises:
        ParseError: ``module`` is text that is not readable MLIR.
    """
    if isinstance(module, str):
        module = parse(module)
    cached = module._cache.get("static")
    if cached is None:
        out = np.zeros(STATIC_SIZE, np.float64)
        _syntax(module, out[SYNTAX_SLICE])
        _semantic(module, out[SEMANTIC_SLICE])
        cached = module._cache["static"] = out.astype(np.float32)
    return cached.copy()


def context_features(history: Sequence[int], num_actions: int) -> np.ndarray:
    """The context group: float32[`CONTEXT_SIZE`] (68) from the agent's action history.

    Slot ``a`` of the first 64 holds ``(10 - age) / 10`` for the most recent use of action ``a``
    among the last 10 actions (age 0 = the last action), 0 otherwise; slots beyond ``num_actions``
    stay 0. A menu of more than 64 actions folds action ``a`` into slot ``a % 64`` (the first entry
    past 64 shares slot 0 with STOP, which never appears in a history; later ones share a slot with
    an early tensor-level entry). Then ``ctx/padding`` (empty window places / 10), ``ctx/steps`` (actions taken / 10),
    ``ctx/repeat`` (how many times in a row the last action was repeated / 10) and ``ctx/distinct``
    (distinct actions in the window / 10).

    Args:
        history: action indices into the menu, oldest first.
        num_actions: size of the action menu.

    Raises:
        ValueError: a negative menu size or an index outside the menu.
    """
    if num_actions < 0:
        raise ValueError(f"num_actions must be >= 0, got {num_actions}")
    out = [0.0] * CONTEXT_SIZE  # filled as Python floats, converted once (a step of a selection calls this)
    n = len(history)
    recent = [int(a) for a in history[max(0, n - CONTEXT_WINDOW):]]
    for a in recent:
        if not 0 <= a < num_actions:
            raise ValueError(f"action {a} is outside the menu of {num_actions} actions")
    for age, a in enumerate(reversed(recent)):
        w = (CONTEXT_WINDOW - age) / CONTEXT_WINDOW
        a %= CONTEXT_SLOTS
        if w > out[a]:
            out[a] = w
    out[CONTEXT_SLOTS] = (CONTEXT_WINDOW - len(recent)) / CONTEXT_WINDOW
    out[CONTEXT_SLOTS + 1] = n / CONTEXT_WINDOW
    if recent:
        run = 0
        for a in reversed(recent[:-1]):
            if a != recent[-1]:
                break
            run += 1
        out[CONTEXT_SLOTS + 2] = run / CONTEXT_WINDOW
        out[CONTEXT_SLOTS + 3] = len(set(recent)) / CONTEXT_WINDOW
    return np.array(out, np.float32)


def encode(text_or_module: str | Module, history: Sequence[int] = (), num_actions: int = 0,
           groups: FeatureGroups = FeatureGroups()) -> np.ndarray:
    """The full 256-d state vector (names: `feature_names`).

    Args:
        text_or_module: MLIR text or a module from `mqss_edge.features.parse`.
        history: the agent's actions so far (menu indices), oldest first.
        num_actions: size of the action menu (at most 64).
        groups: groups to fill; switched-off groups are zeros.

    Returns:
        float32[256].

    Raises:
        ParseError: the text is not readable MLIR.
        ValueError: see `context_features`.
    """
    module = parse(text_or_module) if isinstance(text_or_module, str) else text_or_module
    out = np.zeros(NUM_FEATURES, np.float32)
    if groups.syntax or groups.semantics:
        out[:STATIC_SIZE] = static_features(module)
        if not groups.syntax:
            out[SYNTAX_SLICE] = 0.0
        if not groups.semantics:
            out[SEMANTIC_SLICE] = 0.0
    if groups.context:
        out[CONTEXT_SLICE] = context_features(history, num_actions)
    elif history:
        context_features(history, num_actions)  # still validate: a bad history is a caller bug
    return out
