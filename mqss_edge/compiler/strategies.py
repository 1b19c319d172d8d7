"""Tiling strategies of a ``transform`` schedule beyond one tile level (:mod:`mqss_edge.compiler.transforms`
parses the options and calls these for the action body).

* ``outer=o0,o1,...`` — a cache tile first (each loop by ``o``, 0 leaves it), then the register tile
  ``tile`` inside it, which must divide it.
* ``peel=l0,l1,...`` — the register tile need not divide loops ``l0``, ``l1``... (loop indices): each is
  peeled (``transform.loop.peel``), innermost first, into a main loop of full tiles and a remainder of one
  smaller static tile, and the op copies in all of them are vectorized. A peeled loop's tile must leave a
  remainder (``transform.loop.peel`` fails on a loop its step divides), so an entry names the loops it
  peels and applies where exactly those do not divide (:mod:`mqss_edge.env.applicability`).
* ``fuse=K`` — tile-and-fuse of an elementwise consumer (a matmul's or conv's bias / activation epilogue):
  the op is tiled by ``tile`` and the contractions it reads (``linalg.matmul``, an NHWC or depthwise conv)
  are fused into the tile loops, then their fills: one level, never the contractions' own producers
  (:data:`FUSED_PRODUCERS`). Each fused matmul then steps its reduction by ``K``; a fused conv steps its
  channels by ``K`` and its window by 1, a depthwise conv its window rows by 1, each decomposed to its 1-D
  form; every op in the loops is vectorized, and with ``hoist=true`` the contraction's output tile is carried
  in registers through its reduction loop: the tile result goes to the epilogue in registers, not through
  memory. The conv epilogue entries of the menu (``conv-epi-fuse-*``) are this. On a conv itself (rank 7,
  ``kind=reduction``) nothing is fused: the conv is tiled by its output tile, then its window by 1 and its
  channels by ``K`` inside it (``conv-tile2-*``: the input row and weight panel are sliced once per output
  tile, the same loops as a 7-loop tile otherwise). A fused producer with uses outside the loop stays there
  too (computed twice). Measured on matmuls (harness v2) against per-group schedules (8x32x16 matmul, 1x64 epilogue):
  linear-gelu 16x384x1536 0.355 -> 0.343 ms (0.325 with 8x64), 2x768x3072 0.671 -> 0.648 ms, 49x96x384
  0.036 -> 0.037 ms; mlp-4layer 0.197 -> 0.172 ms, but (harness v3) 0.095 ms against the oracle's plan's
  0.062 (with greedy fusion then: the fused weight transposes cost more than their own schedule). No matmul
  entry: it seldom pays, and the fused matmul's K must be a multiple of ``K`` (else its tiles are dynamic
  and do not vectorize).
"""

from __future__ import annotations

from mqss_edge.pipeline import Pass

#: The tiled op's mark while its loops are peeled: peeling clones the loop body, so the copies of the op
#: in the remainder loops are found again by it (the group tag would find the other members too).
PEEL_ATTR = "__mqss_peel"
#: The handle type of an ``scf.for`` loop.
SCF_FOR = "!transform.op<\"scf.for\">"


def outer_tile(p: Pass, tile: list[int], rank: int) -> list[int]:
    """The ``outer`` (cache) tile of ``p``, checked against its register ``tile`` (raises ``ValueError``)."""
    text = p.param("outer")
    if not text:
        return []
    outer = [int(x) for x in text.split(",") if x.strip()]
    inner = tile + [0] * (len(outer) - len(tile))
    if (len(outer) > rank or not any(outer) or p.param("pack", "false") == "true" or p.param("im2col")
            or any(o and (not t or o % t) for o, t in zip(outer, inner))):
        raise ValueError(f"outer needs a register tile that divides it in every loop it tiles, and no pack or "
                         f"im2col: {p}")
    return outer


def peeled_loops(p: Pass, tile: list[int]) -> list[int]:
    """The loops ``peel=`` names, each one the register tile tiles (raises ``ValueError`` otherwise)."""
    text = p.param("peel")
    if not text:
        return []
    loops = sorted({int(x) for x in text.split(",") if x.strip()})
    if (not loops or any(i < 0 or i >= len(tile) or not tile[i] for i in loops)
            or p.param("pack", "false") == "true" or p.param("im2col")):
        raise ValueError(f"peel names loops the register tile tiles, and goes without pack or im2col: {p}")
    return loops


def fuse_step(p: Pass, tile: list[int]) -> int:
    """``fuse=K``: the reduction step of the fused matmuls (0 without the option; raises ``ValueError``)."""
    text = p.param("fuse")
    if not text:
        return 0
    if (not text.isdigit() or int(text) <= 0 or not any(tile) or p.param("outer") or p.param("peel")
            or p.param("pack", "false") == "true" or p.param("im2col") or p.param("interchange")
            or p.param("decompose", "false") == "true"):
        raise ValueError(f"fuse needs a reduction step K > 0, a tile, and no other tiling option: {p}")
    return int(text)


#: The contractions ``fuse=K`` steps inside the tile loops (besides ``linalg.matmul``): an NHWC conv's channel
#: loop by ``K`` and its window by 1, a depthwise conv's window rows by 1, each then decomposed to its 1-D form
#: (the vectorizer's conv patterns are 1-D). :mod:`mqss_edge.env.applicability` offers the conv epilogue entries
#: only where every producer is one of these or elementwise.
FUSED_CONV = "conv_2d_nhwc_hwcf"
FUSED_DEPTHWISE = "depthwise_conv_2d_nhwc_hwc"
#: An NCHW conv as ``fuse=K`` steps it: its channels by ``K`` in the inner loop, its window rows by 1 in the
#: outer one, the window's width whole (the 1-D NCW conv it decomposes to vectorizes along OW with the taps
#: unrolled, as the ``nchw-tile-*`` entries do).
FUSED_CONV_NCHW = "conv_2d_nchw_fchw"


def fused_tile(op: str, step: int) -> list[int]:
    """The tile sizes ``fuse=K`` (``step``) gives a contraction ``op`` (without the dialect) inside the output
    tile: its reduction loops only (the output tile is the loops around it). The safety layer checks the same
    sizes against the loop bounds."""
    return {"matmul": [0, 0, step], FUSED_CONV: [0, 0, 0, 0, 1, 1, step], FUSED_DEPTHWISE: [0, 0, 0, 0, 1, 0],
            FUSED_CONV_NCHW: [0, 0, 0, 0, step, 1, 0]}[op]


#: The producers ``fuse=K`` pulls into the consumer's tile loops, where the consumer reads them: one level,
#: never the producers' own inputs (``transform.structured.fuse`` fuses greedily up the whole chain: on a
#: conv -> ReLU -> conv -> ReLU module it recomputed the first conv and ReLU inside the second conv's tiles).
FUSED_PRODUCERS = ("linalg.matmul", f"linalg.{FUSED_CONV}", f"linalg.{FUSED_DEPTHWISE}")
#: The helper sequence :func:`fuse_lines` includes for one op at a time (the transform library holds it once,
#: see ``render_library``): the op ``%p`` is fused into ``%loop`` where the loop uses it; where it does not,
#: the transform fails silenceably and the caller suppresses that (the op stays where it is).
FUSE_USED_ENTRY = "__mqss_fuse_used"
FUSE_USED = f"""\
  transform.named_sequence @{FUSE_USED_ENTRY}(%p: !transform.any_op {{transform.consumed}},
                                          %loop: !transform.any_op {{transform.readonly}}) {{
    %f, %nl = transform.structured.fuse_into_containing_op %p into %loop
        : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }}"""


def _each_used(handle: str) -> list[str]:
    """Lines fusing each op of ``handle`` into the tile loop ``%fl#0`` where the loop uses it (else nothing)."""
    return [f"    transform.foreach {handle} : !transform.any_op {{",
            "    ^bb0(%fx: !transform.any_op):",
            f"      transform.include @{FUSE_USED_ENTRY} failures(suppress) (%fx, %fl#0) "
            ": (!transform.any_op, !transform.any_op) -> ()",
            "    }"]


def fuse_lines(cur: str, tile: list[int], step: int, *, contraction: bool = False) -> tuple[list[str], str, str]:
    """Tile ``cur`` and fuse its producers (see ``fuse=K`` above). Returns the lines and the handle of every
    linalg op in the tile loops, for the rest of the schedule to vectorize, and the handle of the fused
    contractions' innermost reduction loops (the matmul's K, the convs' C, the depthwise's KH: the loops
    ``hoist=true`` carries the accumulator through). A handle of fused contractions of one kind may be empty
    (a conv epilogue fuses no matmul): tiling and decomposing it then do nothing.
    ``contraction``: ``cur`` is a contraction itself (a conv): nothing is fused (the contractions it reads are
    its inputs, recomputed per tile if fused; its fill is the tile loops' destination, which
    ``fuse_into_containing_op`` does not take), the schedule is its output tile, then its reduction steps."""
    n = sum(1 for t in tile if t)
    outs = ", ".join(["!transform.any_op"] * (n + 1))
    producers = ", ".join(f'"{x}"' for x in FUSED_PRODUCERS)
    mm, cv, dw, nc = (", ".join(map(str, fused_tile(op, step)))
                      for op in ("matmul", FUSED_CONV, FUSED_DEPTHWISE, FUSED_CONV_NCHW))
    # each contraction the tile reads, then each fill the fused contractions read, one op at a time in program
    # order: one that feeds a contraction fused later is not used in the loop when its turn comes
    fused = [] if contraction else [
        f"    %fp = transform.structured.match ops{{[{producers}]}} in %ffn : (!transform.any_op) -> !transform.any_op",
        *_each_used("%fp"),
        "    %fz = transform.structured.match ops{[\"linalg.fill\"]} in %ffn "
        ": (!transform.any_op) -> !transform.any_op",
        *_each_used("%fz")]
    return [
        f"    %ffn = transform.get_parent_op {cur} {{op_name = \"func.func\"}} "
        ": (!transform.any_op) -> !transform.any_op",
        f"    %ft, %fl:{n} = transform.structured.tile_using_for {cur} tile_sizes [{', '.join(map(str, tile))}] "
        f": (!transform.any_op) -> ({outs})",
        *fused,
        "    %fm = transform.structured.match ops{[\"linalg.matmul\"]} in %fl#0 "
        ": (!transform.any_op) -> !transform.any_op",
        f"    %fk, %fkl = transform.structured.tile_using_for %fm tile_sizes [{mm}] "
        ": (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        f"    %fc = transform.structured.match ops{{[\"linalg.{FUSED_CONV}\"]}} in %fl#0 "
        ": (!transform.any_op) -> !transform.any_op",
        f"    %fck, %fckl:3 = transform.structured.tile_using_for %fc tile_sizes [{cv}] "
        ": (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)",
        "    %fcd = transform.structured.decompose %fck : (!transform.any_op) -> !transform.any_op",
        f"    %fw = transform.structured.match ops{{[\"linalg.{FUSED_DEPTHWISE}\"]}} in %fl#0 "
        ": (!transform.any_op) -> !transform.any_op",
        f"    %fwk, %fwkl = transform.structured.tile_using_for %fw tile_sizes [{dw}] "
        ": (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        "    %fwd = transform.structured.decompose %fwk : (!transform.any_op) -> !transform.any_op",
        f"    %fn = transform.structured.match ops{{[\"linalg.{FUSED_CONV_NCHW}\"]}} in %fl#0 "
        ": (!transform.any_op) -> !transform.any_op",
        f"    %fnk, %fnkl:2 = transform.structured.tile_using_for %fn tile_sizes [{nc}] "
        "interchange = [0, 1, 2, 3, 5, 4, 6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, "
        "!transform.any_op)",
        "    %fnd = transform.structured.decompose %fnk : (!transform.any_op) -> !transform.any_op",
        "    %fv = transform.structured.match interface{LinalgOp} in %fl#0 : (!transform.any_op) -> !transform.any_op",
        "    %fr = transform.merge_handles %fkl, %fckl#2, %fwkl, %fnkl#1 : !transform.any_op",
    ], "%fv", "%fr"


def tile_lines(cur: str, tile: list[int], outer: list[int], peel: list[int]) -> tuple[list[str], str]:
    """The tiling of the op in handle ``cur``: the optional cache tile, the register tile, the optional peeling.

    Returns the lines and the handle of the op (copies) the rest of the schedule decomposes and vectorizes.
    """
    lines: list[str] = []
    for name, sizes in (("%ot", outer), ("%t", tile)):
        if not any(sizes):
            continue
        n = sum(1 for t in sizes if t)
        outs = ", ".join(["!transform.any_op"] * (n + 1))
        loops = "%ol" if name == "%ot" else "%loops"
        lines.append(f"    {name}, {loops}:{n} = transform.structured.tile_using_for {cur} tile_sizes "
                     f"[{', '.join(map(str, sizes))}] : (!transform.any_op) -> ({outs})")
        cur = name
    if not peel:
        return lines, cur
    # a tiled loop's handle is its place among the tiled loops
    handles = [sum(1 for t in tile[:i] if t) for i in peel]
    lines.append("    %pu = transform.param.constant unit -> !transform.any_param")
    lines.append(f'    transform.annotate {cur} "{PEEL_ATTR}" = %pu : !transform.any_op, !transform.any_param')
    # innermost first: peeling an outer loop clones its body, inner main and remainder loops alike
    for k in reversed(handles):
        lines.append(f"    %fl{k} = transform.cast %loops#{k} : !transform.any_op to {SCF_FOR}")
        lines.append(f"    %pm{k}, %pr{k} = transform.loop.peel %fl{k} : ({SCF_FOR}) -> (!transform.any_op, "
                     "!transform.any_op)")
    # A remainder loop runs once, but its tile size is still ``bound - iv``: canonicalizing the region that
    # holds the outermost peeled loop folds each remainder loop away (iv a constant) and makes its slices,
    # and so its op copy, static. Only this op carries the mark, so re-matching by it finds its copies alone.
    # Without a cache tile that region is the function: ops still to be scheduled are static named or generic
    # ops, which canonicalization leaves as they are (it would erase a dead one: a module has none).
    top = handles[0]
    lines.append(f"    %ps = transform.get_parent_op %pm{top} : (!transform.any_op) -> !transform.any_op")
    lines.append("    transform.apply_patterns to %ps {\n      transform.apply_patterns.canonicalization\n"
                 "    } : !transform.any_op")
    lines.append(f"    %pv = transform.structured.match attributes{{{PEEL_ATTR}}} in %ps "
                 ": (!transform.any_op) -> !transform.any_op")
    return lines, "%pv"
