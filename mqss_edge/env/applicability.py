"""Where the menu's strategy entries apply: the rules the safety mask asks beyond tile divisibility.

:func:`applies` is asked for every menu entry the mask would otherwise offer, with the facts of the ops the
entry would act on (a transform schedule: the op group in focus, or the module's ops of its rank; any
other pass: the whole module). An entry applies where it can do something useful and cannot be
expected to fail to apply; everything else about it (stage order, divisibility, vector size) is the
safety layer's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mqss_edge.compiler.strategies import FUSED_CONV, FUSED_CONV_NCHW, FUSED_DEPTHWISE

if TYPE_CHECKING:
    from mqss_edge.actions import Action
    from mqss_edge.env.safety import ModuleFacts


#: The math ops ``test-math-polynomial-approximation`` rewrites in MLIR 22 (f32, and f16/bf16 through f32),
#: measured on one module holding each: ``powf``, ``sqrt`` and ``rsqrt`` stay (``rsqrt`` only goes with its
#: AVX2 option, on 8-wide vectors), and so does every f64 op.
APPROXIMATED_MATH = frozenset(f"math.{n}" for n in (
    "tanh", "erf", "erfc", "exp", "expm1", "log", "log1p", "log2", "sin", "cos", "atan", "atan2", "asin", "acos",
    "cbrt"))
#: Ops the fixed lowering decomposes into generics holding approximated math before any plan pass runs
#: (:data:`mqss_edge.compiler.transforms.DECOMPOSE_OPS`: ``linalg.softmax`` becomes max, sub, exp, sum, div).
MAKES_APPROXIMATED_MATH = frozenset({"linalg.softmax"})

#: The convolutions ``transform.structured.convert_conv2d_to_img2col`` rewrites, per ``im2col`` layout
#: (``depthwise_conv_2d_nhwc_hwc`` it rewrites into a batched matvec, not a GEMM; ``_nchw_chw`` not at all).
IM2COL_OPS = {"nchw": "conv_2d_nchw_fchw", "nhwc": "conv_2d_nhwc_hwcf"}

#: A cache (``outer``) tile pays where the data it blocks is past L2: the bounds of the loops it tiles
#: multiply to more than this many elements (a matmul's N x K: B over 1 MiB in f32). Measured with 256x256
#: panels: 512^3 no gain (2.24 -> 2.43 ms), 768x768 B 1.52 -> 0.71 ms, 1024^3 50.2 -> 20.2 ms.
OUTER_MIN_ELEMS = 512 * 512

#: A depthwise conv / pool schedule that keeps the window's width loop whole (a 6-loop ``tile`` ending in 0) pays
#: on windows at least this wide: measured on the NHWC corpus pools, 3x3 and 5x5 windows 0.34-0.86x of the default
#: loops on 9 of 11, 2x2 windows 1.18-1.45x slower on all 5 training pools (too few taps to keep a tile in
#: registers for).
WINDOW_MIN = 3
#: An NCHW pool schedule that keeps the output row whole (``pool-nchw-row-vec``) takes rows up to this long:
#: squeezenet-tiny's OW 15 and 7 gained (0.489 -> 0.373 ms for the model), resnet50-stem-maxpool's OW 56 lost
#: (1.00 -> 1.71 ms; tiled by 8 it gains, 0.66).
POOL_ROW_MAX = 16
#: (NCHW pools are exempt: vectorized along the output row, a 2x2 window pays too; vgg-tiny's three 2x2 stride-2
#: pools on pool-nchw-row-vec took the model from 0.0958 to 0.0905 ms, 3 processes, back to back.)


#: What a conv epilogue schedule (``fuse=K``) may pull into its tiles: the convs it steps and decomposes
#: (:data:`mqss_edge.compiler.strategies.FUSED_CONV`, ``FUSED_DEPTHWISE``), fills and elementwise ops.
_FUSED_CONVS = frozenset({FUSED_CONV, FUSED_DEPTHWISE})
FUSABLE_PRODUCERS = _FUSED_CONVS | {"fill", "generic", "broadcast", "transpose", "copy"}


def _ints(text: str | None) -> tuple[int, ...]:
    return tuple(int(x) for x in (text or "").split(",") if x.strip())


def peeled(action: Action) -> frozenset[int]:
    """The loops a schedule peels (``peel=``): its register tile need not divide them (the safety layer's
    divisibility rule skips them; :func:`applies` asks that each leaves a remainder)."""
    p = action.pass_
    return frozenset(_ints(p.param("peel"))) if p is not None and p.name == "transform" else frozenset()


def fuse_step(action: Action) -> int:
    """The reduction step of a tile-and-fuse schedule (``fuse=K``), 0 for any other."""
    p = action.pass_
    return int(p.param("fuse") or 0) if p is not None and p.name == "transform" else 0


def split_step(action: Action) -> int:
    """The reduction step of a dot-product schedule (``split=K``), 0 for any other."""
    p = action.pass_
    return int(p.param("split") or 0) if p is not None and p.name == "transform" else 0


def _targets(action: Action, facts: ModuleFacts) -> list:
    """The nests a schedule's matcher would take (its rank, and its kind's innermost loop)."""
    return [n for n in facts.nests if n.rank == action.rank
            and (action.kind != "reduction" or n.innermost_reduction)
            and (action.kind != "parallel" or not n.reduction)]


def applies(action: Action, facts: ModuleFacts) -> bool:
    """Whether ``action`` can do anything useful on the ops of ``facts``.

    * ``test-math-polynomial-approximation``: the module holds a math op it approximates (or an op that
      decomposes into one). On a module with none it is a no-op. The reader's op names carry no element
      type, so an f64-only module is offered it too (a no-op there, never a failure).
    * a schedule with ``im2col=L``: every op of its rank is the conv the rewrite handles for layout ``L``
      (the transform fails on any other, and fails the plan).
    * a schedule with ``peel=``: in every op it takes, each peeled loop is longer than its tile and not a
      multiple of it (``transform.loop.peel`` fails on a loop its step divides; there the plain schedule
      is the same code).
    * a schedule with ``outer=``: in every op it takes, the cache tile divides its loops and the loops it
      tiles span more than :data:`OUTER_MIN_ELEMS` elements (below, the extra loops cost more than they
      save).
    * a dot-product schedule (``split=K``): every op it takes reads all its inputs along its reduction loop
      (elsewhere its products would read one input across rows, a gather per lane).
    * a schedule that lowers transposes with AVX2 shuffles (``transpose=avx2``): the same (its transposes are
      those of an operand read along the reduction; elsewhere it is the plain schedule). With ``peel=`` both
      rules hold.
    * an NCHW pool schedule with the output row whole: every op it takes has rows of at most
      :data:`POOL_ROW_MAX`.
    * a 6-loop depthwise conv / pool schedule with the window's width loop whole (``tile`` ending in 0): every
      op it takes has a window at least :data:`WINDOW_MIN` wide, or is an NCHW pool.
    * a conv schedule in two tilings (``fuse=K`` on a reduction): every op it takes is a conv the schedule
      steps (:data:`~mqss_edge.compiler.strategies.FUSED_CONV`, ``FUSED_CONV_NCHW``). The safety layer checks
      its step against the channels.
    * a conv epilogue schedule (``fuse=K``): every op it takes reads only ops in :data:`FUSABLE_PRODUCERS`,
      at least one of them a conv, and each NHWC conv's channel count is a multiple of ``K`` (a partial step
      leaves dynamic tiles that do not vectorize). Elsewhere the producers it would pull into its tiles
      (a matmul, a pool) have no step or decomposition in the schedule.
    """
    _, branch, transpose, data = _rule_of(action)
    if branch is _ALWAYS:
        return True
    if branch is _MATH:
        return not facts.ops.isdisjoint(_MATH_OPS)
    if branch is _IM2COL:
        convs = [n for n in facts.nests if n.rank == action.rank]
        return bool(convs) and all(n.op == data for n in convs)
    if transpose and not _all_read_along_reduction(action, facts):
        return False
    if branch is _PLAIN:
        return True
    if branch is _SPLIT:
        return _all_read_along_reduction(action, facts)
    nests = _targets(action, facts)
    if not nests:
        return False
    if branch is _PEEL:
        tile = action.tile
        return all(i < n.rank and n.bounds[i] > tile[i] and n.bounds[i] % tile[i] for n in nests for i in data)
    if branch is _POOL_ROW:
        return all(n.bounds[3] <= POOL_ROW_MAX for n in nests)
    if branch is _WINDOW:
        return all(n.bounds[5] >= WINDOW_MIN or n.op.startswith("pooling_nchw") for n in nests)
    if branch is _FUSED_REDUCTION:
        return all(n.op in (FUSED_CONV, FUSED_CONV_NCHW) for n in nests)
    if branch is _EPILOGUE:
        return (all(op in FUSABLE_PRODUCERS for n in nests for op, _ in n.fed_by)
                and any(op in _FUSED_CONVS for n in nests for op, _ in n.fed_by)
                and all(c % data == 0 for n in nests for op, c in n.fed_by if op == FUSED_CONV))
    return all(_outer_pays(data, n.bounds) for n in nests)  # _OUTER


# Which of :func:`applies`' rules an entry takes: a function of the entry alone, read once per entry.
_ALWAYS, _MATH, _IM2COL, _PLAIN, _PEEL, _SPLIT, _POOL_ROW, _WINDOW, _FUSED_REDUCTION, _EPILOGUE, _OUTER = (
    "always", "math", "im2col", "plain", "peel", "split", "pool row", "window", "fused reduction", "epilogue",
    "outer")
_MATH_OPS = APPROXIMATED_MATH | MAKES_APPROXIMATED_MATH
#: per entry (by id; the row holds the entry, so its id is not reused while it is kept): (entry, rule, whether it
#: lowers transposes with shuffles, the rule's datum)
_RULES: dict[int, tuple[Any, str, bool, Any]] = {}


def read_rules(actions: Iterable[Action]) -> None:
    """Read the rule of each entry now (the safety layer does it for the menu at import), not at its first use."""
    for a in actions:
        _rule_of(a)


def _rule_of(action: Action) -> tuple[Any, str, bool, Any]:
    """The row of :data:`_RULES` for an entry, read once per entry."""
    rule = _RULES.get(id(action))
    if rule is None or rule[0] is not action:
        rule = _read_rule(action)
    return rule


def _read_rule(action: Action) -> tuple[Any, str, bool, Any]:
    """Which of :func:`applies`' rules an entry takes, in the order they are documented there (the first that
    matches the entry's options), kept in :data:`_RULES`."""
    p = action.pass_
    transpose, data = False, None
    if p is None:
        branch = _ALWAYS
    elif p.name == "test-math-polynomial-approximation":
        branch = _MATH
    elif p.name != "transform":
        branch = _ALWAYS
    elif (layout := p.param("im2col")) is not None:
        branch, data = _IM2COL, IM2COL_OPS.get(layout)
    else:
        transpose = bool(p.param("transpose"))
        if loops := peeled(action):
            branch, data = _PEEL, tuple(loops)
        elif split_step(action):
            branch = _SPLIT
        elif action.ops == ("pooling_nchw",) and action.tile[3] == 0:
            branch = _POOL_ROW
        elif action.rank == 6 and len(action.tile) == 6 and action.tile[5] == 0:
            branch = _WINDOW
        elif fuse_step(action) and action.kind == "reduction":
            branch = _FUSED_REDUCTION
        elif step := fuse_step(action):
            branch, data = _EPILOGUE, step
        elif outer := _ints(p.param("outer")):
            branch, data = _OUTER, outer
        else:
            branch = _PLAIN
    if len(_RULES) > 4096:  # entries built outside the menu (tests, a caller's own): start over
        _RULES.clear()
    rule = _RULES[id(action)] = (action, branch, transpose, data)
    return rule


def _all_read_along_reduction(action: Action, facts: ModuleFacts) -> bool:
    nests = _targets(action, facts)
    return bool(nests) and all(n.reads_along_reduction for n in nests)


def _outer_pays(outer: tuple[int, ...], bounds: tuple[int, ...]) -> bool:
    span = 1
    for o, b in zip(outer, bounds):
        if o:
            if b <= 0 or b % o:
                return False
            span *= b
    return span > OUTER_MIN_ELEMS
