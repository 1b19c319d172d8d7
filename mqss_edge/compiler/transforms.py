"""Transform-dialect schedules: a ``transform{...}`` pass in a plan becomes a named sequence here.

Options of a ``transform`` pass:

* ``rank=N`` — apply to linalg ops with exactly N loops (a matmul has 3, an NHWC conv 7); ops of other
  ranks are untouched, so one schedule can be given to any module.
* ``group=G`` — apply only to the ops of the module's op group ``G`` (:mod:`mqss_edge.features.groups`),
  which the compiler tags (``__mqss_group = G``) before any plan pass runs (:func:`render_tagging`).
* ``kind=reduction|parallel`` — further restrict to ops whose innermost loop is a reduction
  (contractions, convolutions, row reductions) or whose loops are all parallel (elementwise, fills).
* ``interchange=p0,p1,...`` — generalize and permute the loops first.
* ``tile=t0,t1,...`` — tile sizes per loop (0 leaves a loop untiled), ``scf.for`` loops on tensors.
* ``decompose=true`` — after tiling, rewrite convolutions with unit window tiles into 1-D ones.
* ``im2col=nchw|nhwc`` — first rewrite a 2-D convolution (``conv_2d_nchw_fchw`` / ``conv_2d_nhwc_hwcf``) into
  an im2col copy and a GEMM, which the rest of the schedule tiles and vectorizes; ``tile`` stays in the
  conv's loop space (:func:`_im2col` maps it onto the GEMM).
* ``pack=true`` — data tiling of a ``matmul`` / ``batch_matmul``: ``tile`` gives the (m, n, k) block sizes
  (0 for a batch loop); the operands are packed into contiguous blocks and each block product is
  vectorized (:func:`_pack_lines`). Measured against the plain 8x32x16 schedule: 1.25x at 1024^3
  (48.9 -> 39.0 ms), but 2.5x slower at 256^3 and 1.6x at 512^3 (the relayouts cost more than the
  contiguous panels save while B fits in L2), so no menu entry uses it yet.
* ``outer=``, ``peel=``, ``fuse=`` — cache + register tiles, peeled register tiles, tile-and-fuse of an
  epilogue with its matmul: :mod:`mqss_edge.compiler.strategies`.
* ``split=K`` — a register tile in dot-product form, for contractions whose operands are all read along the
  reduction (``x @ W^T`` with the weight in its own ``[out, in]`` layout, after ``mqss-fold-transposes``):
  the tiled op's reduction loop (its last, left untiled by ``tile``) steps by ``K`` and each step adds
  ``K``-wide elementwise products into a ``tile x K`` accumulator that stays in vector registers for the whole
  loop (``transform.structured.tile_reduction_using_for``, the accumulator's reads and writes hoisted out of
  the loop); one horizontal sum per output at the end (:func:`_split_lines`).
* ``hoist=true`` — keep the register tile's accumulator in vector registers for its whole reduction loop:
  after vectorizing, the accumulator's slice and its ``transfer_read`` / ``transfer_write`` move out of the
  innermost tile loop (``transform.loop.hoist_loop_invariant_subsets``), which then carries it as a vector
  ``iter_args``; without it each reduction step loads and stores the whole output tile, and LLVM cannot
  keep it in registers (the stores may alias the operands). It wants the reduction, the last loop, tiled
  (its step), ``kind=reduction`` and ``vectorize=true`` (:func:`_hoist`); with ``peel=`` every copy of the
  tile (full tiles and remainder) carries its own. Measured (3 processes, two interleaved rounds, one store)
  on matmul 96x384x96: 8x8x32 plus a 1x48 tail 0.213 ms -> 6x16x4 hoisted 0.140 (IREE 0.154 the same hour);
  49x384x96: 7x32x16 0.177 -> 7x16x4 hoisted 0.084-0.094 (IREE 0.067); the 1x1 conv pwconv-14x14x192x64:
  0.146 -> 0.120 (OW 7 x F 16 x C 4, IREE 0.100).
* ``vectorize=true`` — vectorize the (tiled) op and lower contractions to outer products.
* ``transpose=avx2`` — with ``vectorize=true``: after the contractions are lowered, the function's 2-D
  ``vector.transpose`` ops (an operand read transposed leaves one per tile and reduction step: ``x @ W^T``
  after ``mqss-fold-transposes``) are lowered with AVX2 shuffles, x86vector's 8x8 / 4x8 f32 sequences
  (``lower_transpose ... avx2_lowering_strategy``), others as 1-D shuffles; without it convert-vector-to-llvm
  lowers each element by an extract and an insert. It applies to the whole function, so transposes that
  earlier schedules left get it too (the same values either way). Measured on mlp-4layer folded (8x256x256,
  8x128x256, 8x256x64 on 8x8x8 hoisted tiles, 3 processes pinned, the same hour): 0.1071 -> 0.0937 ms.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mqss_edge.compiler.strategies import (FUSE_USED, SCF_FOR, fuse_lines, fuse_step, outer_tile, peeled_loops,
                                           tile_lines)
from mqss_edge.pipeline import Pass

_HEADER = "module attributes {transform.with_named_sequence} {\n"

_LOWER_VECTORS = """\
    %f{i} = transform.structured.match ops{{["func.func"]}} in %r{i} : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f{i} {{
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
    transform.apply_patterns to %f{i} {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerparallel"
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
"""


# After the contractions are lowered: an operand read transposed (``x @ W^T`` folded, ``Q @ K^T``) leaves a
# ``vector.transpose`` of its tile per reduction step; convert-vector-to-llvm lowers it element by element
# (an extract and an insert per element), and the 8x8 f32 ones become unpack / shuffle / blend / lane-permute
# sequences here (x86vector's AVX2 lowering: 24 shuffles for 64 elements).
_AVX2_TRANSPOSE = """\
    transform.apply_patterns to %f{i} {{
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_1d" avx2_lowering_strategy = true
    }} : !transform.any_op"""


def _ints(text: str | None) -> list[int]:
    if not text:
        return []
    return [int(x) for x in text.split(",") if x.strip()]


def schedule_options(p: Pass) -> dict[str, object]:
    """The parsed options of a ``transform`` pass (raises ``ValueError`` on nonsense)."""
    if p.name != "transform":
        raise ValueError(f"not a transform schedule: {p}")
    rank = int(p.param("rank") or 0)
    if rank <= 0:
        raise ValueError(f"transform schedule needs rank=N: {p}")
    tile = _ints(p.param("tile"))
    perm = _ints(p.param("interchange"))
    if len(tile) > rank or (perm and sorted(perm) != list(range(rank))):
        raise ValueError(f"transform schedule does not fit rank {rank}: {p}")
    group = p.param("group")
    if group is not None and (not group.isdigit()):
        raise ValueError(f"transform group must be a group id (0, 1, ...): {p}")
    shape = p.param("shape")
    if shape is not None and (group is None or not shape.isdigit()):
        raise ValueError(f"transform shape must be a shape index (0, 1, ...) of its group: {p}")
    return {
        "group": None if group is None else tag_value(int(group), None if shape is None else int(shape)),
        "rank": rank,
        "tile": tile,
        "interchange": perm,
        "vectorize": p.param("vectorize", "false") == "true",
        "decompose": p.param("decompose", "false") == "true",
        "im2col": _im2col(p, tile),
        "pack": _pack(p, tile, perm),
        "outer": outer_tile(p, tile, rank),
        "peel": peeled_loops(p, tile),
        "fuse": fuse_step(p, tile),
        "split": _split(p, tile, rank),
        "hoist": _hoist(p, tile, rank),
        "kind": _kind(p),
        "transpose": _transpose(p),
    }


# The GEMM an im2col rewrite leaves, per conv layout: each GEMM loop as the conv loops it merges (the conv's
# loop order is linalg's: NCHW n,f,oh,ow,c,kh,kw and NHWC n,oh,ow,f,kh,kw,c).
_IM2COL_LOOPS = {
    "nchw": ((0,), (1,), (2, 3), (4, 5, 6)),  # out[n, f, oh*ow] += W[f, c*kh*kw] * col[n, c*kh*kw, oh*ow]
    "nhwc": ((0,), (1, 2), (3,), (4, 5, 6)),  # out[n, oh*ow, f] += col[n, oh*ow, kh*kw*c] * W[kh*kw*c, f]
}


def _im2col(p: Pass, tile: list[int]) -> list[int] | None:
    """With ``im2col=nchw|nhwc``: the GEMM's tile sizes, each the product of the conv-loop tiles it merges.

    The schedule's tile stays in the conv's loop space, so the rules that judge a tile against loop bounds
    (divisibility, fitting, vector size) hold unchanged: tiles that divide ``oh`` and ``ow`` multiply to
    one that divides ``oh*ow``. A merged loop is tiled in all its parts or in none.
    """
    layout = p.param("im2col")
    if layout is None:
        return None
    if layout not in _IM2COL_LOOPS or len(tile) != 7 or p.param("interchange"):
        raise ValueError(f"im2col needs a conv layout (nchw, nhwc), 7 conv-loop tiles and no interchange: {p}")
    out = []
    for loops in _IM2COL_LOOPS[layout]:
        parts = [tile[i] for i in loops]
        if any(parts) and not all(parts):
            raise ValueError(f"im2col merges conv loops {loops}: tile all of them or none: {p}")
        size = 1
        for t in parts:
            size *= t
        out.append(size if all(parts) else 0)
    return out


def _pack(p: Pass, tile: list[int], perm: list[int]) -> bool:
    """``pack=true``: ``tile`` holds the block sizes a contraction's operands are packed into (0: that loop
    is not packed), see :func:`_pack_lines`."""
    if p.param("pack", "false") != "true":
        return False
    if (len(tile) != int(p.param("rank") or 0) or not all(tile[-3:]) or any(tile[:-3]) or perm
            or p.param("im2col") or p.param("decompose", "false") == "true"):
        raise ValueError(f"pack needs block sizes for the last three loops (m, n, k) only, and no interchange, "
                         f"im2col or decompose: {p}")
    return True


def _split(p: Pass, tile: list[int], rank: int) -> int:
    """``split=K``: the reduction step of a dot-product register tile (0 without the option; raises
    ``ValueError`` where it cannot apply: the reduction loop, the last, must be left untiled by ``tile``)."""
    text = p.param("split")
    if not text:
        return 0
    if (not text.isdigit() or int(text) <= 0 or p.param("kind") != "reduction" or len(tile) != rank
            or tile[-1] or not any(tile) or p.param("pack", "false") == "true" or p.param("im2col")
            or p.param("fuse") or p.param("peel") or p.param("interchange")
            or p.param("decompose", "false") == "true" or p.param("vectorize", "false") != "true"):
        raise ValueError(f"split needs a step K > 0, kind=reduction, a register tile over every loop but the "
                         f"last (the reduction, 0), vectorize=true, and no pack, im2col, fuse, peel, "
                         f"interchange or decompose: {p}")
    return int(text)


def _split_lines(cur: str, rank: int, step: int) -> list[str]:
    """The dot-product form of ``split=K`` on the register tile in ``cur``: the partial products (``tile x K``),
    their init and the final sum, in ``%sv``; the reduction loop in ``%sl``."""
    sizes = ", ".join(["0"] * (rank - 1) + [str(step)])
    return [
        f"    %sf, %sp, %sc, %sl = transform.structured.tile_reduction_using_for {cur} by tile_sizes = [{sizes}] "
        ": (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)",
        "    %sv = transform.merge_handles %sf, %sp, %sc : !transform.any_op",
    ]


# After vectorizing: the accumulator's transfer_read / transfer_write at the loop's top and bottom move out of
# it, so the partial sums are the loop's vector iter_args (registers), not a tensor stored and reloaded per step.
_SPLIT_HOIST = f"""    %slf = transform.cast %sl : !transform.any_op to {SCF_FOR}
    transform.loop.hoist_loop_invariant_subsets %slf : {SCF_FOR}"""


def _hoist(p: Pass, tile: list[int], rank: int) -> bool:
    """``hoist=true``: carry the register tile's accumulator in vector registers through its reduction loop
    (raises ``ValueError`` where it cannot apply: the reduction loop, the last, must be tiled, and be the loop
    right around the tile, which fusion, packing, the dot-product form and an interchange change; with
    im2col the loop is the GEMM's reduction, C*KH*KW, whose tile is the product of those three). With
    ``fuse=K`` the loops are those of the contractions fused into the consumer's tile: the matmul's K, the
    conv's C, the depthwise conv's window rows, each the innermost loop around its fused op."""
    if p.param("hoist", "false") != "true":
        return False
    if p.param("vectorize", "false") != "true":
        raise ValueError(f"hoist needs vectorize=true: {p}")
    if p.param("fuse"):
        return True
    if (p.param("kind") != "reduction" or len(tile) != rank or not tile[-1] or p.param("split")
            or p.param("pack", "false") == "true" or p.param("interchange")):
        raise ValueError(f"hoist needs kind=reduction, a tile over every loop with the reduction (the last) tiled "
                         f"(or fuse=K), vectorize=true, and no split, pack or interchange: {p}")
    return True


# The loop right around the register tile (each copy of it, when peeled) is its reduction loop, the last it
# tiles: taken before vectorizing, which replaces the op. After vectorizing, the slice of the output that loop
# reads and writes goes out of it first; its transfer_read / transfer_write pair then reads a loop constant
# (its padding value and indices) once the constants the vectorizer put in the loop are hoisted too
# (``apply_licm``), and goes out in a second round: the loop carries the accumulator as a vector.
# ``reduction_to_contract`` first keeps a unit reduction step (K by 1) a contraction, which lowers to FMAs,
# where canonicalization would turn it into a multiply and an add.
_ACC_LOOP = ("    %hk = transform.get_parent_op {cur} {{op_name = \"scf.for\", deduplicate}} : (!transform.any_op) -> "
             + SCF_FOR)
_ACC_HOIST = f"""\
    transform.apply_patterns to %hk {{
      transform.apply_patterns.vector.reduction_to_contract
    }} : {SCF_FOR}
    transform.loop.hoist_loop_invariant_subsets %hk : {SCF_FOR}
    transform.apply_licm to %hk : {SCF_FOR}
    transform.loop.hoist_loop_invariant_subsets %hk : {SCF_FOR}"""


#: The version of what ``fuse=K`` schedules compile to (the result store keys their outcomes by it): 2, the
#: fused ops' slices fold into their transfers (``_FUSED_FOLD``; a conv in two tilings fuses none and is as
#: before: the fold changed it by -5% to +5%).
FUSE_SCRIPT_VERSION = 2
# After a tile-and-fuse schedule (``fuse=K``) is vectorized: a fused op's result tile is a slice of its whole
# output (of the ``tensor.empty`` its fill wrote), written to that buffer and read back by the consumer through
# the rank-reducing slices the decomposition made, so it goes through memory: the fill's zeros and the
# contraction's result each a store of the whole tile, its consumer a load. An empty's slice becomes an empty of
# the slice's size and the slices fold into the transfers: the result then goes to the consumer in registers and
# the tile the fill writes is the tile's own (LLVM drops its stores).
_FUSED_FOLD = f"""\
    transform.apply_patterns to %fl#0 {{
      transform.apply_patterns.tensor.fold_tensor_empty
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    }} : !transform.any_op"""


_PACK = "!transform.op<\"linalg.pack\">"
_UNPACK = "!transform.op<\"linalg.unpack\">"
_GENERIC = "!transform.op<\"linalg.generic\">"


def _pack_lines(cur: str, tile: list[int], rank: int) -> list[str]:
    """Data tiling of a contraction with two inputs and one init (``matmul``, ``batch_matmul``): each operand
    is packed into blocks of ``tile`` (``linalg.pack``: a matmul's B becomes [K/kb][N/nb][kb][nb], every
    block one contiguous panel), the packed op's outer loops are tiled by 1, so one tile is one block
    product, and the packs and the unpack are lowered to pad + reshape + transpose at tensor level (there
    is no bufferization of ``linalg.pack`` in MLIR 22). Leaves the block op in ``%blk``."""
    sizes = ", ".join(str(t) for t in tile)
    lines = [f"    %pk = transform.structured.pack {cur} packed_sizes = [{sizes}] : (!transform.any_op) -> {_GENERIC}"]
    # the rhs block is packed [n][k] (its dims in loop order); as [k][n] each step of k reads one vector of n
    lines.append(f"    %pb = transform.get_producer_of_operand %pk[1] : ({_GENERIC}) -> {_PACK}")
    lines.append(f"    %pkt, %pbt, %nou = transform.structured.pack_transpose %pb with_compute_op(%pk) inner_perm = [1, 0] "
                 f": ({_PACK}, {_GENERIC}) -> ({_GENERIC}, {_PACK}, !transform.any_op)")
    for k in range(3):
        lines.append(f"    %pa{k} = transform.get_producer_of_operand %pkt[{k}] : ({_GENERIC}) -> {_PACK}")
        lines.append(f"    %pad{k}, %ex{k}, %tr{k} = transform.structured.lower_pack %pa{k} : ({_PACK}) -> "
                     "(!transform.op<\"tensor.pad\">, !transform.op<\"tensor.expand_shape\">, "
                     "!transform.op<\"linalg.transpose\">)")
    lines.append(f"    %up = transform.get_consumers_of_result %pkt[0] : ({_GENERIC}) -> {_UNPACK}")
    lines.append(f"    %ue, %utr, %ucl, %usl = transform.structured.lower_unpack %up : ({_UNPACK}) -> "
                 "(!transform.op<\"tensor.empty\">, !transform.op<\"linalg.transpose\">, "
                 "!transform.op<\"tensor.collapse_shape\">, !transform.op<\"tensor.extract_slice\">)")
    # the relayouts: every operand has its rank - 1 outer dims and two block dims; one block per tile
    moves = [f"%tr{k}" for k in range(3)] + ["%utr"]
    per = ", ".join(["1"] * (rank - 1) + ["0", "0"])
    for k, h in enumerate(moves):
        lines.append(f"    %mv{k}, %ml{k}:{rank - 1} = transform.structured.tile_using_for {h} tile_sizes [{per}] "
                     f": (!transform.op<\"linalg.transpose\">) -> ({', '.join(['!transform.any_op'] * rank)})")
        lines.append(f"    transform.structured.vectorize %mv{k} : !transform.any_op")
    inner = sum(1 for t in tile if t)
    outer = ", ".join(["1"] * rank + ["0"] * inner)
    outs = ", ".join(["!transform.any_op"] * (rank + 1))
    lines.append(f"    %blk, %bl:{rank} = transform.structured.tile_using_for %pkt tile_sizes [{outer}] "
                 f": ({_GENERIC}) -> ({outs})")
    # the loops this schedule made: its clean-up patterns rewrite nothing outside them
    loops = ", ".join([f"%ml{k}#0" for k in range(len(moves))] + ["%bl#0"])
    lines.append(f"    %fn = transform.merge_handles {loops} : !transform.any_op")
    return lines


# After the block op and the relayouts are vectorized: the block product (its vectors carry the unit
# outer-block dims) becomes a contraction; reads and writes of tile slices fold into the transfers (else
# each bufferizes to a memref.copy per block, which costs more than the block product); then the unit dims
# go, and the contraction is a plain 2-D one that lowers to outer products (with them, to one reduction per
# output element).
_PACK_CLEANUP = """\
    transform.apply_patterns to %fn {
      transform.apply_patterns.vector.reduction_to_contract
    } : !transform.any_op
    transform.apply_patterns to %fn {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %fn {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op"""


def _transpose(p: Pass) -> bool:
    """``transpose=avx2``: lower the function's 2-D ``vector.transpose`` ops with AVX2 shuffles (see the module
    docs); raises ``ValueError`` without ``vectorize=true``, which is what makes the transposes."""
    text = p.param("transpose")
    if text is None:
        return False
    if text != "avx2" or p.param("vectorize", "false") != "true":
        raise ValueError(f"transpose takes avx2 and needs vectorize=true: {p}")
    return True


def _kind(p: Pass) -> str:
    kind = p.param("kind", "any") or "any"
    if kind not in ("any", "reduction", "parallel"):
        raise ValueError(f"transform kind must be reduction, parallel or any: {p}")
    return kind


_KIND_MATCH = {
    "any": (),
    "reduction": ("      transform.match.structured.dim %s[-1] {reduction} : !transform.any_op",),
    "parallel": ("      transform.match.structured.dim %s[all] {parallel} : !transform.any_op",),
}


@lru_cache(maxsize=4096)  # a plan's sequences are rendered for every selection that picks them
def _sequence(i: int, p: Pass) -> str:
    o = schedule_options(p)
    rank = o["rank"]
    lines = [
        f"  transform.named_sequence @__mqss_m{i}(%op: !transform.any_op {{transform.readonly}}) -> !transform.any_op {{",
        "    %0 = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {",
        "    ^bb0(%s: !transform.any_op):",
        "      %r = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>",
        f"      %c = transform.param.constant {rank} : i64 -> !transform.param<i64>",
        "      transform.match.param.cmpi eq %r, %c : !transform.param<i64>",
        *_KIND_MATCH[o["kind"]],
        "      transform.match.structured.yield %s : !transform.any_op",
        "    }",
        "    transform.yield %0 : !transform.any_op",
        "  }",
        f"  transform.named_sequence @__mqss_a{i}(%op: !transform.any_op {{transform.consumed}}) {{",
    ]
    cur = "%op"
    tile = o["tile"]
    if o["im2col"] is not None:
        tile = o["im2col"]
        lines.append(f"    %col, %mm = transform.structured.convert_conv2d_to_img2col {cur} "
                     ": (!transform.any_op) -> (!transform.any_op, !transform.any_op)")
        # the second handle is the expand_shape back to the conv's output; the GEMM is its producer
        lines.append("    %gemm = transform.get_producer_of_operand %mm[0] : (!transform.any_op) -> !transform.any_op")
        cur = "%gemm"
    if o["interchange"]:
        perm = ", ".join(str(x) for x in o["interchange"])
        lines.append(f"    %g = transform.structured.generalize {cur} : (!transform.any_op) -> !transform.any_op")
        lines.append(f"    %x = transform.structured.interchange %g iterator_interchange = [{perm}] "
                     ": (!transform.any_op) -> !transform.any_op")
        cur = "%x"
    if o["pack"]:
        lines.extend(_pack_lines(cur, tile, rank))
        cur, tile = "%blk", []
    fused_loops = None
    fuses_ops = bool(o["fuse"]) and o["kind"] != "reduction"  # on a contraction itself, fuse=K fuses nothing
    if o["fuse"]:
        tiling, cur, fused_loops = fuse_lines(cur, tile, o["fuse"], contraction=not fuses_ops)
    else:
        tiling, cur = tile_lines(cur, tile, o["outer"], o["peel"])
    lines.extend(tiling)
    if o["split"]:
        lines.extend(_split_lines(cur, rank, o["split"]))
        cur = "%sv"
    if o["decompose"]:
        lines.append(f"    %d = transform.structured.decompose {cur} : (!transform.any_op) -> !transform.any_op")
        cur = "%d"
    if o["hoist"] and fused_loops:
        lines.append(f"    %hk = transform.cast {fused_loops} : !transform.any_op to {SCF_FOR}")
    elif o["hoist"]:
        lines.append(_ACC_LOOP.format(cur=cur))
    if o["vectorize"]:
        lines.append(f"    transform.structured.vectorize {cur} : !transform.any_op")
        if o["pack"]:
            lines.append(_PACK_CLEANUP)
        if o["split"]:
            lines.append(_SPLIT_HOIST)
        if o["hoist"]:
            lines.append(_ACC_HOIST)
        if fuses_ops:
            lines.append(_FUSED_FOLD)
    lines.append("    transform.yield")
    lines.append("  }")
    lines.append(f"  transform.named_sequence @__mqss_t{i}(%root: !transform.any_op {{transform.consumed}}) {{")
    if o["group"] is None:
        lines.append(f"    %r{i} = transform.foreach_match in %root @__mqss_m{i} -> @__mqss_a{i} "
                     ": (!transform.any_op) -> !transform.any_op")
    else:  # exactly the group's tagged ops (all of one op kind and rank), each in turn
        lines.append(f"    %g{i} = transform.structured.match attributes{{{GROUP_ATTR} = {o['group']} : i64}} in %root "
                     ": (!transform.any_op) -> !transform.any_op")
        lines.append(f"    transform.foreach %g{i} : !transform.any_op {{")
        lines.append("    ^bb0(%op: !transform.any_op):")
        lines.append(f"      transform.include @__mqss_a{i} failures(propagate) (%op) : (!transform.any_op) -> ()")
        lines.append("    }")
    if o["vectorize"]:
        lines.append(_LOWER_VECTORS.format(i=i).replace(f"in %r{i} ", "in %root " if o["group"] is not None
                                                        else f"in %r{i} ").rstrip("\n"))
        if o["transpose"]:
            lines.append(_AVX2_TRANSPOSE.format(i=i))
    lines.append("    transform.yield")
    lines.append("  }")
    return "\n".join(lines)


# Ops with no loop lowering of their own (AggregatedOpInterface): the fixed lowering decomposes them into
# linalg.generic ops at tensor level before any optimization pass sees the module.
DECOMPOSE_OPS = ("linalg.softmax",)
DECOMPOSE_ENTRY = "__mqss_decompose"

_DECOMPOSE = f"""\
  transform.named_sequence @{DECOMPOSE_ENTRY}(%root: !transform.any_op {{transform.readonly}}) {{
    %ops = transform.structured.match ops{{[{", ".join(f'"{o}"' for o in DECOMPOSE_OPS)}]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {{
    ^bb0(%op: !transform.any_op):
      %d = transform.structured.decompose_interface %op : (!transform.any_op) -> !transform.any_op
    }}
    transform.yield
  }}"""


GROUP_ATTR = "__mqss_group"
#: the tags of one group's members of one shape (a schedule with ``shape=K``) are ``GROUP_STRIDE * (K + 1) + G``
GROUP_STRIDE = 1000


def tag_value(group: int, shape: int | None = None) -> int:
    """The ``__mqss_group`` value a schedule for op group ``group`` targets: the group's id, or with ``shape=K`` the
    members of the group's ``K``-th distinct shape (:attr:`mqss_edge.features.groups.OpGroup.shapes`, largest
    first) alone."""
    return group if shape is None else GROUP_STRIDE * (shape + 1) + group


TAG_ENTRY = "__mqss_tag"


def render_tagging(tag_ops: Sequence[str], group_of: Sequence[int], groups: Sequence[int]) -> str:
    """The sequence ``@__mqss_tag``: every linalg op named in ``tag_ops`` is matched by name, in program order,
    and the members of ``groups`` get ``__mqss_group = <id>``.

    The handle must hold exactly ``len(tag_ops)`` ops (the reader's view of the module); if the compiler
    sees another count, ``split_handle`` fails and so does the plan: a schedule never lands on the wrong ops.
    """
    names = sorted(set(tag_ops))
    n = len(tag_ops)
    lines = [f"  transform.named_sequence @{TAG_ENTRY}(%root: !transform.any_op {{transform.readonly}}) {{",
             f"    %all = transform.structured.match ops{{[{', '.join(f'{chr(34)}{x}{chr(34)}' for x in names)}]}} "
             "in %root : (!transform.any_op) -> !transform.any_op"]
    if n == 1:
        lines.append("    %o = transform.merge_handles %all : !transform.any_op")
        ref = ["%o"]
    else:
        lines.append(f"    %o:{n} = transform.split_handle %all : (!transform.any_op) -> ({_any_ops(n)})")
        ref = _result_refs(n)
    wanted = set(groups)
    by_group: dict[int, list[str]] = {g: [] for g in wanted}
    for k, gid in enumerate(group_of):  # one pass over the ops, not one per group
        if gid in wanted:
            by_group[gid].append(ref[k])
    for g in sorted(wanted):
        members = by_group[g]
        if not members:
            continue
        lines.append(f"    %p{g} = transform.param.constant {g} : i64 -> !transform.param<i64>")
        lines.append(f"    %h{g} = transform.merge_handles {', '.join(members)} : !transform.any_op")
        lines.append(f'    transform.annotate %h{g} "{GROUP_ATTR}" = %p{g} : !transform.any_op, !transform.param<i64>')
    lines.append("    transform.yield")
    lines.append("  }")
    return "\n".join(lines)


#: ``[["%o#0", "%o#1", ...]]``: the split handle's results by position, kept across plans (a model tags hundreds of
#: ops); a longer list replaces the held one whole, so a thread never reads one half-extended
_REFS: list[list[str]] = [[]]


def _result_refs(n: int) -> list[str]:
    """At least ``n`` entries of ``%o#k`` (``k`` from 0)."""
    refs = _REFS[0]
    if len(refs) < n:
        refs = _REFS[0] = refs + [f"%o#{k}" for k in range(len(refs), n)]
    return refs


@lru_cache(maxsize=64)
def _any_ops(n: int) -> str:
    """``n`` result types of ``split_handle``, comma-separated."""
    return ", ".join(["!transform.any_op"] * n)


def render_library(transforms: Sequence[Pass], *, decompose: bool = False, tagging: str | None = None) -> str | None:
    """The transform library for a plan's schedules, entry points ``@__mqss_t0``... in order, plus
    ``@__mqss_decompose`` (``DECOMPOSE_OPS`` into generic ops) when ``decompose`` is set and the tagging
    sequence (:func:`render_tagging`) when given."""
    parts = [_sequence(i, p) for i, p in enumerate(transforms)]
    if any(p.param("fuse") for p in transforms):
        parts.append(FUSE_USED)
    if decompose:
        parts.append(_DECOMPOSE)
    if tagging:
        parts.append(tagging)
    if not parts:
        return None
    return _HEADER + "\n".join(parts) + "\n}\n"
