"""The action menu: every pass and transform the policy may append to a plan, with its parameters.

Each entry is documented with why it is on the menu. Order is part of a trained policy's contract
(it is written into ``signature.json``); append, never reorder.
"""

from __future__ import annotations

from dataclasses import dataclass

from mqss_edge.pipeline import FUNC_ANCHOR, Pass, Stage


@dataclass(frozen=True)
class Action:
    """One menu entry.

    Attributes:
        name: stable identifier (used in explanations and signature.json).
        stage: the slot the pass is appended to; choosing it moves the episode to that stage.
        pass_: the pass (``None`` for STOP).
        doc: what it does and why it is on the menu.
        rank: for transform schedules, the loop count of the linalg ops it applies to.
        tile: for transform schedules, the tile sizes (0 = untiled), used by the safety layer; with ``fit``,
            the largest tile wanted per loop.
        fit: for shape-fitted schedules, the smallest tile worth taking per loop. Such an entry is a rule,
            not a constant: for a module, each tiled loop gets the largest divisor of its trip count (of
            every matching op's, when several match) between ``fit`` and ``tile`` — what a compiler engineer
            does by hand (7x32x16 for a 49-row GEMM, 6x20x10 for a 12-wide conv with 40 channels). The
            safety layer resolves it (:func:`mqss_edge.env.safety.resolve`); the plan holds the result.
    """

    name: str
    stage: Stage | None
    pass_: Pass | None
    doc: str
    rank: int = 0
    tile: tuple[int, ...] = ()
    kind: str = "any"
    ops: tuple[str, ...] = ()
    fit: tuple[int, ...] = ()

    @property
    def is_stop(self) -> bool:
        return self.name == "stop"

    @property
    def is_skip(self) -> bool:
        """``next-group``: the op group in focus keeps the default lowering; the episode moves on."""
        return self.name == SKIP_NAME

    @property
    def is_transform(self) -> bool:
        return self.pass_ is not None and self.pass_.name == "transform"


def fit(size: int, pref: int, least: int = 1) -> int | None:
    """The largest divisor of ``size`` not above ``pref``; ``None`` when it would be below ``least``."""
    for d in range(min(size, pref), 0, -1):
        if size % d == 0:
            return d if d >= least else None
    return None


def _schedule(name: str, rank: int, tile: tuple[int, ...], doc: str, *, decompose: bool = False,
              vectorize: bool = True, interchange: tuple[int, ...] = (), kind: str = "reduction",
              ops: tuple[str, ...] = (), fit: tuple[int, ...] = (), im2col: str | None = None,
              outer: tuple[int, ...] = (), peel: tuple[int, ...] = (), split: int = 0,
              hoist: bool = False, transpose: str | None = None, fuse: int = 0) -> Action:
    params: list[tuple[str, str]] = [("rank", str(rank))] + ([("kind", kind)] if kind != "any" else [])
    if im2col:
        params.append(("im2col", im2col))
    if outer:
        params.append(("outer", ",".join(map(str, outer))))
    if peel:
        params.append(("peel", ",".join(map(str, peel))))
    if interchange:
        params.append(("interchange", ",".join(map(str, interchange))))
    if tile:
        params.append(("tile", ",".join(map(str, tile))))
    if split:
        params.append(("split", str(split)))
    if fuse:
        params.append(("fuse", str(fuse)))
    if decompose:
        params.append(("decompose", "true"))
    if hoist:
        params.append(("hoist", "true"))
    if transpose:
        params.append(("transpose", transpose))
    if vectorize:
        params.append(("vectorize", "true"))
    return Action(name, Stage.TENSOR, Pass("transform", tuple(params)), doc, rank, tile, kind, ops, fit)


def _affine(name: str, pass_name: str, doc: str, **params: object) -> Action:
    return Action(name, Stage.AFFINE, Pass.of(pass_name, FUNC_ANCHOR, **params), doc)


STOP = Action("stop", None, None, "End the episode: the plan so far is the answer.")
SKIP_NAME = "next-group"

MENU: tuple[Action, ...] = (
    STOP,
    # ---- tensor level -------------------------------------------------------------------------
    Action("fuse-elementwise", Stage.TENSOR, Pass("linalg-fuse-elementwise-ops"),
           "Fuse producer/consumer elementwise linalg ops on tensors: fewer passes over memory for chains "
           "(softmax, GELU, bias+ReLU epilogues)."),
    Action("fold-unit-dims", Stage.TENSOR, Pass("linalg-fold-unit-extent-dims"),
           "Drop unit loops (N=1 batch, 1x1 windows) so later schedules see the real loop nest."),
    Action("tensor-canonicalize", Stage.TENSOR, Pass("canonicalize"), "Canonicalize at tensor level."),
    _schedule("mm-tile-8x32x16-vec", 3, (8, 32, 16),
              "Matmul-like (3 loops, reduction innermost): 8x32 register tile, K step 16, vectorized with "
              "outer products. Measured 41x over plain loops on a 256^3 matmul."),
    _schedule("mm-tile-8x16x64-vec", 3, (8, 16, 64), "Matmul-like: narrower N tile, longer K step."),
    _schedule("mm-tile-4x64x16-vec", 3, (4, 64, 16), "Matmul-like: wide N tile for small M."),
    _schedule("mm-tile-1x64x64-vec", 3, (1, 64, 64), "Matmul-like with M=1 (GEMV) or odd M."),
    _schedule("mm-tile-1x16x8-vec", 3, (1, 16, 8), "Matmul-like with awkward N/K (multiples of 16/8 only)."),
    _schedule("mm-tile-16x16x16-vec", 3, (16, 16, 16), "Matmul-like: square 16 tile."),
    _schedule("mm-interchange-ikj", 3, (), "Matmul-like: loop order i,k,j (unit-stride inner loop), no tiling; "
              "27x on a 256^3 matmul and the only fast choice when no tile divides M.", vectorize=False,
              interchange=(0, 2, 1)),
    _schedule("bmm-tile-1x8x32x16-vec", 4, (1, 8, 32, 16), "Batch-matmul-like (4 loops): per-batch 8x32x16."),
    _schedule("bmm-tile-1x4x64x16-vec", 4, (1, 4, 64, 16), "Batch-matmul-like: wide N."),
    _schedule("bmm-tile-1x1x16x8-vec", 4, (1, 1, 16, 8), "Batch-matmul-like with awkward M."),
    _schedule("bmm-interchange-ikj", 4, (), "Batch-matmul-like: loop order b,i,k,j, no tiling (odd shapes such "
              "as 77x77 attention).", vectorize=False, interchange=(0, 1, 3, 2)),
    _schedule("conv-tile-ow8-f32-vec", 7, (1, 1, 8, 32, 1, 1, 0),
              "NHWC conv (7 loops): tile OW 8, F 32, unit window, decompose to 1-D, vectorize.", decompose=True,
              ops=("conv_2d_nhwc",)),
    _schedule("conv-tile-ow4-f64-c16-vec", 7, (1, 1, 4, 64, 1, 1, 16),
              "NHWC conv: tile OW 4, F 64, C 16 (wide filters).", decompose=True, ops=("conv_2d_nhwc",)),
    _schedule("conv-tile-ow8-f16-c8-vec", 7, (1, 1, 8, 16, 1, 1, 8), "NHWC conv with few filters (F=16/32).",
              decompose=True, ops=("conv_2d_nhwc",)),
    _schedule("conv-tile-ow7-f32-c16-vec", 7, (1, 1, 7, 32, 1, 1, 16),
              "NHWC conv at ResNet/MobileNet widths (7, 14, 28, 56, 112 are multiples of 7, not of 8).",
              decompose=True, ops=("conv_2d_nhwc",)),
    _schedule("conv-tile-ow7-f16-c8-vec", 7, (1, 1, 7, 16, 1, 1, 8), "NHWC conv, width 7k, few filters.",
              decompose=True, ops=("conv_2d_nhwc",)),
    _schedule("nchw-interchange-fcw", 7, (), "NCHW conv: loop order n,f,c,oh,kh,kw,ow (unit-stride innermost), "
              "no tiling: the NCHW family baseline.", vectorize=False, interchange=(0, 1, 4, 2, 5, 6, 3),
              ops=("conv_2d_nchw",)),
    _schedule("nchw-tile-f16-ow7-vec", 7, (1, 16, 1, 7, 0, 1, 0), "NCHW conv at widths 7k: F 16, OW 7.",
              decompose=True, ops=("conv_2d_nchw",)),
    _schedule("nchw-tile-f16-ow8-vec", 7, (1, 16, 1, 8, 0, 1, 0),
              "NCHW conv (N,F,OH,OW,C,KH,KW): tile F 16, one output row, OW 8, unit KH; decompose to a 1-D "
              "NCW conv and vectorize.", decompose=True, ops=("conv_2d_nchw",)),
    _schedule("nchw-tile-f8-ow16-vec", 7, (1, 8, 1, 16, 0, 1, 0), "NCHW conv: F 8, OW 16.", decompose=True,
              ops=("conv_2d_nchw",)),
    _schedule("dw-tile-ow8-c32-vec", 6, (1, 1, 8, 32, 1, 1), "Depthwise conv / pooling NHWC (6 loops): tile OW 8, "
              "C 32, decompose, vectorize.", decompose=True),
    _schedule("dw-tile-ow7-c32-vec", 6, (1, 1, 7, 32, 1, 1), "Depthwise conv / pooling at widths 7k.",
              decompose=True),
    _schedule("dw-tile-ow7-c8-vec", 6, (1, 1, 7, 8, 1, 1), "Depthwise conv / pooling at widths 7k, few channels.",
              decompose=True),
    _schedule("dw-tile-ow4-c16-vec", 6, (1, 1, 4, 16, 1, 1), "Depthwise conv / pooling: smaller tiles.",
              decompose=True),
    _schedule("red2-tile-4x64-vec", 2, (4, 64), "Row reductions / matvec (2 loops, reduction innermost): "
              "4 rows, 64 wide."),
    _schedule("red2-tile-1x128-vec", 2, (1, 128), "Row reductions: one row, 128 wide."),
    _schedule("par2-tile-8x64-vec", 2, (8, 64), "Elementwise 2-D ops and fills: 8x64 tiles, vectorized.",
              kind="parallel"),
    _schedule("par2-tile-1x16-vec", 2, (1, 16), "Elementwise 2-D ops with short rows.", kind="parallel"),
    _schedule("par3-tile-1x8x32-vec", 3, (1, 8, 32), "Elementwise 3-D ops.", kind="parallel"),
    _schedule("par4-tile-1x1x8x16-vec", 4, (1, 1, 8, 16), "Elementwise 4-D ops (NCHW / NHWC activations, "
              "bias + ReLU epilogues, fills).", kind="parallel"),
    _schedule("par4-tile-1x1x7x32-vec", 4, (1, 1, 7, 32), "Elementwise 4-D NHWC ops at widths 7k.",
              kind="parallel"),
    # ---- buffer level -------------------------------------------------------------------------
    Action("buffer-hoisting", Stage.BUFFER, Pass.of("buffer-loop-hoisting", FUNC_ANCHOR),
           "Hoist allocations out of loops after bufferization."),
    Action("buffer-canonicalize", Stage.BUFFER, Pass("canonicalize"), "Canonicalize after bufferization."),
    # ---- affine level (only meaningful when no transform schedule tiled the code) -------------
    _affine("affine-tile-32", "affine-loop-tile", "Tile affine loop nests by 32 (2.1x on matmul).", tile_size=32),
    _affine("affine-tile-64", "affine-loop-tile", "Tile affine loop nests by 64.", tile_size=64),
    _affine("affine-vectorize-8", "affine-super-vectorize", "Vectorize innermost affine loops by 8.",
            virtual_vector_size=8),
    _affine("affine-vectorize-16", "affine-super-vectorize", "Vectorize innermost affine loops by 16.",
            virtual_vector_size=16),
    _affine("affine-unroll-4", "affine-loop-unroll", "Unroll innermost loops by 4.", unroll_factor=4),
    _affine("affine-unroll-jam-4", "affine-loop-unroll-jam", "Unroll-and-jam by 4.", unroll_jam_factor=4),
    _affine("affine-scalrep", "affine-scalrep", "Replace affine loads/stores with scalars (store forwarding)."),
    _affine("affine-licm", "affine-loop-invariant-code-motion", "Hoist loop-invariant code."),
    _affine("affine-fusion", "affine-loop-fusion", "Fuse affine loop nests. Known to miscompile reduction "
            "chains on LLVM 22 (softmax); the safety layer overrides it there."),
    # ---- appended: every family baseline's schedule is reachable, plus odd-size register tiles --------
    _schedule("red2-tile-10x10-vec", 2, (10, 10), "2-loop ops (matrix-vector generics) tiled 10x10: the "
              "polybench-mv family baseline (10 divides every PolyBench MEDIUM/LARGE size), 1.2-2.2x.", kind="any"),
    _schedule("row-tile-4x4-vec", 2, (4, 4), "2-loop row reductions and normalizations in 4x4 tiles: the layernorm "
              "family baseline, 2.5x at small code size.", kind="any"),
    _schedule("row-vec-1x8", 2, (1, 8), "2-loop elementwise chains as 8-wide row vectors: the GELU family "
              "baseline (8 divides every hidden size), 1.5-1.8x.", kind="any"),
    _schedule("nchw-interchange-fckw", 7, (), "NCHW conv: loop order n,f,c,kh,kw,oh,ow: the MobileNetV2 family "
              "baseline for expand/project 1x1 convs, 1.5-2.1x.", vectorize=False, interchange=(0, 1, 4, 5, 6, 2, 3),
              kind="any", ops=("conv_2d_nchw",)),
    _schedule("softmax-rows-1x4", 3, (1, 4, 0), "3-loop row reductions (attention softmax) 4 rows at a time, "
              "whole rows vectorized. Generic ops only: on a matmul it tiles N by 4 and leaves K whole (a "
              "retrained policy picked it for matmul-49x384x96, 14x slower than the fitted matmul tile).",
              ops=("generic",)),
    _schedule("bmm-tile-1x7x32x7-vec", 4, (1, 7, 32, 7), "Batch-matmul-like at 49-token shapes (7 divides 49): "
              "3-5x over the interchange."),
    _schedule("mm-tile-7x32x7-vec", 3, (7, 32, 7), "Matmul-like at M, K multiples of 7 (49-token GEMMs)."),
    # ---- appended: shape-fitted register tiles (the tile is resolved per module, see ``Action.fit``) ---------
    _schedule("mm-fit-8x32x16-vec", 3, (8, 32, 16), "Matmul-like: the largest tiles up to 8x32x16 that divide "
              "M, N, K (at least 4x8x4): 7x32x16 at M = 49, 6x32x16 at M = 54. Fixed tiles cover powers of two "
              "and 7x32x7; on the 49-row hold-out GEMMs 7x32x16 ran 2.2-3.1x faster than every plan of "
              "the fixed menu (200-candidate search).",
              fit=(4, 8, 4)),
    _schedule("mm-fit-4x64x16-vec", 3, (4, 64, 16), "Matmul-like, wide N for few rows: up to 4x64x16, at least "
              "2x16x4 (LSTM gate GEMMs at batch 2-8, 4H = 1024).", fit=(2, 16, 4)),
    _schedule("bmm-fit-1x8x32x16-vec", 4, (1, 8, 32, 16), "Batch-matmul-like (attention QK^T and PV included): "
              "the largest per-batch tiles up to 8x32x16 dividing every matching op, at least 4x8x4.",
              fit=(1, 4, 8, 4)),
    _schedule("conv-fit-ow8-f32-c16-vec", 7, (1, 1, 8, 32, 1, 1, 16), "NHWC conv: OW, F, C tiled by their largest "
              "divisors up to 8, 32, 16 (at least 2, 8, 4), decompose, vectorize: widths 6, 12, 14, 28 and "
              "40 channels that no fixed tile divides.", decompose=True, ops=("conv_2d_nhwc",),
              fit=(1, 1, 2, 8, 1, 1, 4)),
    _schedule("dw-fit-ow8-c32-vec", 6, (1, 1, 8, 32, 1, 1), "Depthwise conv / pooling NHWC: OW and C tiled by "
              "their largest divisors up to 8 and 32 (at least 2 and 8), decompose, vectorize.", decompose=True,
              fit=(1, 1, 2, 8, 1, 1)),
    _schedule("par4-fit-1x1x8x32-vec", 4, (1, 1, 8, 32), "Elementwise 4-D NHWC ops (conv epilogues): W and C by "
              "their largest divisors up to 8 and 32 (at least 2 and 8).", kind="parallel", fit=(1, 1, 2, 8)),
    _schedule("row-fit-1x64-vec", 2, (1, 64), "2-loop elementwise chains and row reductions as row vectors of "
              "the widest divisor of the row up to 64 (at least 8).", kind="any", fit=(1, 8)),
    # ---- appended: per-op-group episodes ------------------------------------------------------------
    Action(SKIP_NAME, None, None, "Leave the op group in focus on the default lowering and decide the next "
           "group (a group whose every schedule is slower than the default loops, or a tail group not worth "
           "the compile time)."),
    # ---- appended: 1-D convolutions (audio and keyword-spotting models: TCN, wav2vec2, HuBERT, Whisper) --------
    _schedule("conv1d-ncw-fit-f8-ow8-vec", 5, (1, 8, 8, 0, 0), "1-D NCW conv (5 loops: n, f, ow, c, kw): F and "
              "OW by their largest divisors up to 8 (at least 2), vectorized along OW. A TCN keyword-spotting "
              "model (three 32x64x32 k3 convs, 91 % of its cost): 0.302 -> 0.044 ms with this schedule on its "
              "costliest group alone (6.8x, 3 processes).", ops=("conv_1d_ncw",), fit=(1, 2, 2, 1, 1)),
    _schedule("conv1d-ncw-fit-f8-ow16-c8-vec", 5, (1, 8, 16, 8, 0), "1-D NCW conv: F 8, OW 16, C 8 (largest "
              "divisors, at least 2, 4, 2): longer vectors for wide sequences (0.048 ms on the TCN above).",
              ops=("conv_1d_ncw",), fit=(1, 2, 4, 2, 1)),
    _schedule("conv1d-nwc-fit-ow8-f8-vec", 5, (1, 8, 8, 0, 0), "1-D NWC conv (n, ow, f, kw, c): OW and F by "
              "their largest divisors up to 8 (at least 2), vectorized.", ops=("conv_1d_nwc",),
              fit=(1, 2, 2, 1, 1)),
    # ---- appended: strategies beyond tile-and-vectorize (where each applies: env/applicability.py) ---------
    Action("math-polynomial-approx", Stage.TENSOR, Pass.of("test-math-polynomial-approximation", FUNC_ANCHOR),
           "Replace f32 tanh, erf, exp, expm1, log, log1p, log2, sin, cos, atan, asin, acos, cbrt by polynomial "
           "approximations (plain arithmetic: LLVM vectorizes it, where it cannot vectorize a libm call). "
           "Measured: GELU(tanh) 128x768 1.66 -> 0.050 ms, 3136x384 20.9 -> 0.64 ms, max abs error 2.4e-7; "
           "attention softmax exp (12x128x128, with schedules) 2.88 -> 2.23 ms."),
    _schedule("nchw-im2col-fit-f16-ow14-c16-vec", 7, (1, 16, 1, 14, 16, 1, 1), "NCHW conv as im2col + GEMM "
              "(out[f, oh*ow] += W[f, c*kh*kw] * col[c*kh*kw, oh*ow]), the GEMM tiled F x OW x C by the largest "
              "divisors up to 16, 14, 16 (at least 8, 4, 4) and vectorized along the output row. Measured "
              "against direct-conv schedules: 64->64 5x5 at 14x14 4.90 -> 0.54 ms (the oracle's plan; IREE "
              "0.74), 128->128 3x3 at 14x14 7.67 -> 0.69 ms, ResNet-50 layer4 1x1 2048->512 at 7x7 19.7 -> "
              "1.94 ms (IREE 3.39); on all 66 NCHW corpus modules it checks, 61 beat their expert plan "
              "(geomean 6.8x).",
              ops=("conv_2d_nchw",), fit=(1, 8, 1, 4, 4, 1, 1), im2col="nchw"),
    # ---- appended: peeled register tiles for awkward shapes, cache + register tiles for big matmuls --------
    _schedule("mm-peel-m-8x32x16-vec", 3, (8, 32, 16), "Matmul-like whose M no 8-row tile divides (token "
              "counts 17, 49, 65): 8x32x16 tiles, the M loop peeled into full tiles and one smaller static "
              "remainder tile, both vectorized. Measured: 17x128x512 0.034 (1x64x64) -> 0.019 ms; ViT layer "
              "(65-row matmuls) 2.09 (5x32x16) -> 1.89 ms (one run of three 2.53: noisy); 49-row and 196-row "
              "matmuls as fast as the fitted 7x32x16 / 4x64x16.", peel=(0,)),
    _schedule("bmm-peel-mn-1x8x16x16-vec", 4, (1, 8, 16, 16), "Batch-matmul-like whose M and N no tile divides "
              "(49x49 or 65x65 attention scores): 1x8x16x16 tiles, M and N loops peeled, vectorized. Measured: "
              "bmm 6x49x49x64 0.097 (b,i,k,j) / 0.054 (fitted 1x7x49x16) -> 0.020 ms.", peel=(1, 2)),
    _schedule("bmm-peel-mk-1x8x16x16-vec", 4, (1, 8, 16, 16), "Batch-matmul-like whose M and K no tile divides "
              "(attention's probabilities x values at 49 or 65 tokens): 1x8x16x16 tiles, M and K loops peeled, "
              "vectorized. With the entry above, attention h3 s49 d32 0.060 (fitted tiles) -> 0.044 ms, a ViT "
              "layer (all its matmul groups peeled) 1.53 -> 1.43 ms (harness v3: 1.49 -> 1.06-1.15).",
              peel=(1, 3)),
    _schedule("mm-l2-fit-8x32x16-n256k256-vec", 3, (8, 32, 16), "Matmul-like with a B operand past L2 (N*K over "
              "512*512, N and K multiples of 256): 256x256 panels of B (outer N and K tiles), inside them the "
              "register tile, M by its largest divisor up to 8, vectorized. Measured against the same register "
              "tile alone: 1024^3 50.2 -> 20.2 ms, 49x768x768 1.52 -> 0.71 ms, 16x768x768 0.45 -> 0.34 ms, "
              "the corpus matmul-2x3072x768 (K 3072) 1.07 -> 0.79 ms, matmul-1x4096x1024 1.31 (1x64x64) -> 0.87 "
              "ms; no gain at 4x1024x1024 (0.22 either way) and 512^3 (2.24 vs 2.43: masked there), a loss on "
              "the GEMV 1x768x768 (0.082 with 1x64x64 vs 0.112).",
              fit=(1, 32, 16), outer=(0, 256, 256)),
    # ---- appended: NHWC depthwise convs and pools with the window's width loop whole ------------------------
    _schedule("dw-win-fit-ow8-c16-vec", 6, (1, 1, 8, 16, 1, 0), "NHWC depthwise conv / pool (n, oh, ow, c, kh, "
              "kw): OW by its largest divisor up to 8 (at least 2), C by 16, KH by 1 and the KW loop whole, "
              "decomposed to a 1-D conv and vectorized: the 1-D vectorizer keeps the output tile in registers "
              "across the window and reuses the inputs its taps share, where a KW tile of 1 stores and reloads "
              "the tile per tap. Measured (3 processes) on the 23 NHWC depthwise corpus modules whose C 16 "
              "divides: 0.32-0.92x of the default loops' time, where the KW-by-1 entries above measured 0.76-1.43x; "
              "dwconv-112x112x16-k3s2 0.132 (the OW 8 x C 32 entry above) -> 0.066 ms (IREE 0.061). Pools "
              "with windows of 3 or more: 0.34-0.86x on 9 of 11; the 5 training 2x2 pools lose (1.18-1.45x: "
              "masked, env/applicability.py).", decompose=True, ops=("depthwise_conv_2d_nhwc", "pooling_nhwc"),
              fit=(1, 1, 2, 16, 1, 0)),
    _schedule("dw-win-fit-ow8-c8-vec", 6, (1, 1, 8, 8, 1, 0), "The entry above with C by 8, for channel counts "
              "16 does not divide (72, 120, 200): 0.32-0.88x of the default loops on those 3 (dwconv-28x28x120-k5s1 "
              "0.167 -> 0.054 ms); where C 16 divides it is about 10% slower than the entry above.", decompose=True,
              ops=("depthwise_conv_2d_nhwc", "pooling_nhwc"), fit=(1, 1, 2, 8, 1, 0)),
    # ---- appended: register tiles that fit AVX2's 16 vector registers, and dot-product tiles -------------------
    _schedule("mm-fit-8x8x32-vec", 3, (8, 8, 32), "Matmul-like: an 8x8 accumulator tile (8 ymm registers on "
              "AVX2, which has 16; the 8x32 and 16x16 tiles above need 32 and spill), M, N and K by their largest "
              "divisors up to 8, 8 and 32 (at least 2, 8, 8). Measured (3 processes) on x @ W^T with the weight "
              "as stored (after mqss-fold-transposes), against the best of the entries above: 8x256x256 0.025-0.029 "
              "(1x16x8 0.075, 8x32x16 0.06), 8x128x256 0.012-0.015 (0.020), 8x256x64 0.0063-0.0072 (0.0128) ms.",
              fit=(2, 8, 8)),
    _schedule("bmm-fit-1x8x8x32-vec", 4, (1, 8, 8, 32), "Batch-matmul-like (attention's Q @ K^T folded, P @ V): the "
              "8x8 accumulator tile of the entry above per batch (at least 2, 8, 8).", fit=(1, 2, 8, 8)),
    _schedule("mm-dot-fit-1x8-k8-vec", 3, (1, 8, 0), "Matmul-like whose inputs are both read along K (x @ W^T with "
              "the weight as stored): one row times 8 weight rows in dot-product form, 8 accumulators of 8 lanes "
              "carried in registers through the whole K loop, one horizontal sum per output at the end "
              "(compiler/transforms.py split=K). For GEMVs (batch-1 linear layers) it streams each weight row "
              "once, contiguously: 1x768x768 0.044-0.054 ms and 1x1000x1280 0.111-0.119 ms against 0.100 and 0.219 "
              "with the 1x8x32 outer-product tile (3 processes). Masked where an input is not read along K.",
              fit=(1, 2, 1), split=8),
    _schedule("nchw-im2col-fit-f8-ow8-c32-vec", 7, (1, 8, 1, 8, 32, 1, 1), "NCHW conv as im2col + GEMM (see the "
              "F16 x OW14 entry above) with the GEMM's accumulator tile 8x8 (F by up to 8, OW by up to 8, C by up to "
              "32; at least 4, 4, 4): 8 vector registers, where the F16 x OW14 tile needs 32 and spills on AVX2. "
              "Measured in the model search (fresh store, each group alone, the rest on default loops): the "
              "pick on both 3x3 groups of vgg-tiny and squeezenet-tiny and the 128x4x4 1x1 group of "
              "mobilenetv1-025, 1-2% ahead of the F16 x OW14 entry on its own groups; whole models vgg-tiny "
              "0.168 -> 0.154 ms, squeezenet-tiny 0.677 -> 0.645, mobilenetv1-025 1.02 -> 0.98.",
              ops=("conv_2d_nchw",), fit=(1, 4, 1, 4, 4, 1, 1), im2col="nchw"),
    _schedule("mm-peel-m-8x8x32-vec", 3, (8, 8, 32), "Matmul-like whose M no 8-row tile divides (token counts 17, "
              "49, 65): the 8x8 accumulator tile above with the M loop peeled into full tiles and one static "
              "remainder tile (the peeled entry above uses 8x32x16, which spills on AVX2). Picked on vit-layer's "
              "65x128x128 and 65x512x128 groups: whole layer 0.844 -> 0.773 ms (the oracle with and without it, "
              "fresh stores).",
              peel=(0,)),
    _schedule("nchw-im2col-fit-f8-hw2x2-c32-vec", 7, (1, 8, 2, 2, 32, 1, 1), "NCHW conv as im2col + GEMM for small "
              "feature maps: the GEMM's spatial tile is 2 output rows x 2 columns (4 of the merged OH*OW loop) where "
              "the OW-only entries above need OW divisible by 4 (1x1 convs from 32x32 down to 2x2 in one group: "
              "gcd 2); F by up to 8, C by up to 32 (at least 4, 4). Measured on mobilenetv1-025 (grouping v3, its "
              "1x1 convs of 2x2 to 32x32 maps one group, 38% of the cost): the whole model 0.97 ms with that group "
              "on the NCHW interchange (the best before) -> 0.48 ms with this tile, IREE 0.60.",
              ops=("conv_2d_nchw",), fit=(1, 4, 2, 2, 4, 1, 1), im2col="nchw"),
    _schedule("conv-win-fit-ow6-f16-c16-vec", 7, (1, 1, 6, 16, 1, 0, 16), "NHWC conv with the window's width loop "
              "whole, as the depthwise window entries above: OW by its largest divisor up to 6 (at least 2), F by "
              "16 (12 accumulators at most of AVX2's 16 registers), C by its largest divisor up to 16 (at least 4), "
              "KH by 1, decomposed to a 1-D conv and vectorized, so the output tile stays in registers across the "
              "KW taps and the C tile, where the KW-by-1 entries store and reload it per tap. Measured (3 "
              "processes, two interleaved rounds, against the KW-by-1 entries' best): training kernels conv2d-nhwc-"
              "28x28x48x48-k3s1 1.27-1.28 -> 0.36-0.37 ms (4x16x16), -20x20x64x64-k3s1 0.69 -> 0.38-0.39 (5x16x16), "
              "but -14x14x128x128-k3s1 1.43-1.57 -> 2.15-2.21 (OW 2: its width has no divisor from 3 to 6); "
              "hold-out conv2d-nhwc-28x28x32x32-k3s1 0.33-0.37 -> 0.18-0.19.",
              decompose=True, ops=("conv_2d_nhwc",), fit=(1, 1, 2, 16, 1, 0, 4)),
    _schedule("conv-win-fit-ow6-f8-c16-vec", 7, (1, 1, 6, 8, 1, 0, 16), "The entry above with F by 8, for filter "
              "counts 16 does not divide (24, 40, 72, 120): conv2d-nhwc-12x12x40x40-k3s1 0.22-0.31 ms with the "
              "oracle's pick (OW 6 x F 20 x C 10, KW by 1: F 20 is two and a half vectors) -> 0.08-0.11 ms (6x8x10).",
              decompose=True, ops=("conv_2d_nhwc",), fit=(1, 1, 2, 8, 1, 0, 4)),
    # ---- appended: register tiles whose accumulator stays in registers through the reduction loop ------------
    _schedule("mm-acc-fit-7x16x4-vec", 3, (7, 16, 4), "Matmul-like: up to 7x16 accumulators (M by its largest "
              "divisor up to 7, at least 2; N by up to 16, at least 8), K stepped by up to 4, the accumulator "
              "carried in vector registers through the whole K loop (compiler/transforms.py hoist=true), where "
              "the entries above load and store the output tile at every K step. Measured (3 processes, two "
              "interleaved rounds, one store): 96x384x96 0.213 (8x8x32, the oracle's pick) -> 0.140 ms (6x16x4; "
              "IREE 0.154 the same hour), 49x384x96 0.177 (7x32x16) -> 0.084-0.094 ms (IREE 0.067).",
              fit=(2, 8, 2), hoist=True),
    _schedule("bmm-acc-fit-1x7x16x4-vec", 4, (1, 7, 16, 4), "Batch-matmul-like: the entry above per batch (at "
              "least 2, 8, 2).", fit=(1, 2, 8, 2), hoist=True),
    _schedule("conv-acc-fit-ow7-f16-c4-vec", 7, (1, 1, 7, 16, 1, 1, 4), "NHWC conv: OW by its largest divisor up to "
              "7 (at least 2), F by up to 16 (at least 8), C stepped by up to 4, unit window, decomposed to a 1-D "
              "conv, the output tile carried in vector registers through the C loop (hoist=true). Measured on the "
              "1x1 conv pwconv-14x14x192x64: 0.146 (OW 2 x F 16 x C 16, KW whole: the oracle's pick) -> 0.120 ms "
              "(IREE 0.100).", decompose=True, ops=("conv_2d_nhwc",), fit=(1, 1, 2, 8, 1, 1, 2), hoist=True),
    _schedule("mm-acc-peel-m-6x16x4-vec", 3, (6, 16, 4), "Matmul-like whose M no 6-row tile divides (49, 56, 65 "
              "rows): 6x16 accumulators in registers through the K loop (12 of AVX2's 16 vector registers; the 7x16 "
              "of the fitted entry above take 14 and spill with the operands), the M loop peeled into full tiles "
              "and one static remainder. Measured (two interleaved rounds of 3 processes): 49x384x96 0.094 "
              "(7x16x4) -> 0.074 ms (IREE 0.080), 56x512x128 0.180 -> 0.137 ms (IREE 0.145).", peel=(0,),
              hoist=True),
    _schedule("bmm-acc-peel-m-1x6x16x4-vec", 4, (1, 6, 16, 4), "Batch-matmul-like whose M no 6-row tile divides: "
              "the entry above per batch.", peel=(1,), hoist=True),
    _schedule("conv-acc-peel-ow-6x16x4-vec", 7, (1, 1, 6, 16, 1, 1, 4), "NHWC conv whose OW no 6 divides (7, 14, "
              "28, 56): OW 6 x F 16 accumulators in registers through the C loop, the OW loop peeled, unit window, "
              "decomposed to a 1-D conv. Measured on the 1x1 conv pwconv-14x14x384x64: 0.214 (the OW 7 entry above) "
              "-> 0.169 ms (IREE 0.184).", decompose=True, ops=("conv_2d_nhwc",), peel=(2,), hoist=True),
    _schedule("nchw-im2col-acc-fit-f4-hw2x8-c4-vec", 7, (1, 4, 2, 8, 4, 1, 1), "NCHW conv as im2col + GEMM with "
              "the GEMM's 4 x 16 accumulator (F by up to 4, at least 2; 2 output rows x 8 columns, at least 1 x 4, "
              "of the merged OH*OW loop; C stepped by up to 4, at least 2) carried in vector registers through the "
              "C*KH*KW loop (hoist=true): 8 of AVX2's 16 registers, where the im2col entries above reload the "
              "output tile per step. Measured (3 processes, two interleaved rounds) on conv2d-nchw-56x56x16x32-k3s1: "
              "0.985 ms (the NCHW interchange, the oracle's pick) -> 0.626 (0.645 without hoist; F 8 x OW 8 "
              "hoisted 0.643, F 2 0.91), IREE 0.592 the same hour.",
              ops=("conv_2d_nchw",), fit=(1, 2, 1, 4, 2, 1, 1), im2col="nchw", hoist=True),
    # ---- appended: accumulator tiles sized for f64 (4 lanes per AVX2 register), N peeled ---------------------
    _schedule("mm-acc-peel-n-6x8x4-vec", 3, (6, 8, 4), "Matmul-like whose N no 8-wide tile divides (PolyBench's "
              "50, 70, 190, 210): M by its largest divisor up to 6 (at least 2), N by 8, peeled into full tiles "
              "and one static remainder, K stepped by up to 4 (at least 2), the accumulator carried in vector "
              "registers through the K loop (hoist=true). An 8-wide f64 row is two AVX2 registers, so 6x8 holds "
              "12 accumulators where the 16-wide entries above take 24 and spill (f32: 6, the row one register). "
              "Measured on the f64 3mm kernels (5-7 processes, one store): 3mm-small 0.182 ms (the oracle's "
              "interchange and 8x14x10 / 5x10x4 tiles) -> 0.066, 3mm-medium 7.98 -> 2.74 ms (in a noisier hour "
              "4.4-4.6 ms, and 4.9-7.6 with the third matmul on a 4x38x10 tile).",
              fit=(2, 0, 2), peel=(1,), hoist=True),
    _schedule("bmm-acc-peel-n-1x6x8x4-vec", 4, (1, 6, 8, 4), "Batch-matmul-like whose N no 8-wide tile divides: "
              "the entry above per batch.", fit=(1, 2, 0, 2), peel=(2,), hoist=True),
    # ---- appended: accumulator tiles for an operand read transposed, its tile transposed by AVX2 shuffles ------
    _schedule("mm-acc-tr-fit-8x8x8-vec", 3, (8, 8, 8), "Matmul-like whose inputs are both read along K (x @ W^T "
              "with the weight as stored, after mqss-fold-transposes): an 8x8 accumulator (M by its largest divisor "
              "up to 8, at least 2; N and K by 8) carried in registers through the K loop (hoist=true), each step's "
              "8x8 weight block read as stored and transposed in registers by AVX2 unpack / shuffle / blend / "
              "lane-permute sequences (compiler/transforms.py transpose=avx2) where the entries above lower that "
              "transpose element by element (an extract and an insert per element): IREE's llvm-cpu kernel for "
              "the same op. Measured (pinned, interleaved, the same hour): the 8x256x256 layer alone 0.0785 ms "
              "(8x16x64) -> 0.0537 (IREE 0.0717, 5 processes); mlp-4layer (4 Linear layers at batch 8, all three "
              "big ones on this tile; 3 processes): 0.1265 ms (the oracle's 8x16x64 / 8x8x32 / 8x32x16 tiles) -> "
              "0.0937 (0.1071 hoisted without the shuffles), IREE 0.1097. Masked where an input is not read "
              "along K (there is no transpose to lower).", fit=(2, 8, 8), hoist=True, transpose="avx2"),
    _schedule("mm-acc-tr-peel-m-8x8x8-vec", 3, (8, 8, 8), "The entry above for M no 8-row tile divides (token "
              "counts 17, 49, 65): full 8-row tiles and one static remainder (peel=0), N and K by 8. On vit-layer "
              "folded (65x128x128, 65x512x128, 65x128x512): the whole layer 2.06 -> 1.83 ms against the same "
              "tiles without the shuffles (IREE 1.96 the same hour); the layer's best plan stays the unfolded one "
              "(1.54 ms): with 65 rows each weight block is transposed 9 times, where the unfolded module "
              "transposes each weight once.", peel=(0,), hoist=True, transpose="avx2"),
    # ---- appended: conv epilogues with their conv fused into the epilogue's tiles ----------------------------
    _schedule("conv-epi-fuse-fit-ow7-f16-c4-vec", 4, (1, 1, 7, 16), "An NHWC conv's elementwise epilogue (bias, "
              "ReLU/ReLU6, residual add) tiled by OW up to 7 (at least 2) x F up to 16 (at least 8), its producers "
              "fused into each tile (compiler/strategies.py fuse=K: the conv's channel loop stepped by 4 and its "
              "window by 1, a depthwise conv's window rows by 1, each decomposed to its 1-D form; the fill), the "
              "conv's output tile carried in registers through that loop (hoist=true) and the epilogue applied "
              "to it there: the conv's result never goes through memory, where per-group schedules write it and "
              "read it back (IREE's one dispatch per conv + epilogue). Measured (3 processes each, the same "
              "store, back to back): conv-relu6-7x7x160x960-k1s1 0.784 ms (the oracle's OW 6 x F 16 peeled conv "
              "tile and the epilogue tiled apart) -> 0.508 (IREE 0.86-0.99 the same minutes); "
              "conv-relu6-112x112x16x96-k1s1 5.40 -> 3.88 (this entry) and 3.21 (OW 4, the entry below; "
              "IREE 2.89-4.55). Offered where every op it takes reads only elementwise ops, fills and such "
              "convs, at least one conv, each NHWC conv's channels a multiple of 4.",
              kind="parallel", fit=(1, 1, 2, 8), fuse=4, hoist=True),
    _schedule("conv-epi-fuse-fit-ow4-f16-c4-vec", 4, (1, 1, 4, 16), "The entry above with OW up to 4 (at least "
              "2): 4 x 16 accumulators, 8 of AVX2's 16 vector registers, for wide feature maps.",
              kind="parallel", fit=(1, 1, 2, 8), fuse=4, hoist=True),
    _schedule("conv-epi-fuse-fit-ow7-f8-c4-vec", 4, (1, 1, 7, 8), "The entry above with F by 8: a depthwise "
              "conv's window row (3-5 taps of each input vector) beside its 7 accumulators. Measured on "
              "dwconv-relu6-14x14x384-k3s1-n2: 0.250 ms (the oracle's OW 7 x C 8 depthwise tile, epilogue apart) "
              "-> 0.123 (F 16: 0.236; IREE 0.19-0.37 the same minutes).",
              kind="parallel", fit=(1, 1, 2, 8), fuse=4, hoist=True),
    _schedule("conv-tile2-fit-ow7-f16-c4-vec", 7, (1, 1, 7, 16), "NHWC conv in two tilings: its OW up to 7 (at "
              "least 2) x F up to 16 (at least 8) output tile first, then inside it the window by 1 and the "
              "channels by 4 (compiler/strategies.py fuse=K on the conv itself; nothing is fused), decomposed to "
              "a 1-D conv, the tile carried in registers through the channel loop (hoist=true). The loops are "
              "conv-acc-fit-ow7-f16-c4-vec's; the input row and the weight panel are sliced once per output tile "
              "instead of per channel step. Measured (3 processes, back to back, twice) on pwconv-14x14x192x64: "
              "0.213-0.223 ms (conv-acc-fit, the oracle's pick) -> 0.145-0.150 (IREE 0.16-0.18 the same "
              "minutes).", ops=("conv_2d_nhwc",), fit=(1, 1, 2, 8), fuse=4, hoist=True),
    _schedule("conv-tile2-fit-ow7-f16-c8-vec", 7, (1, 1, 7, 16), "The entry above with channels stepped by 8: "
              "pwconv-14x14x192x64 0.133 ms (step 4: 0.150, the same minutes).", ops=("conv_2d_nhwc",),
              fit=(1, 1, 2, 8), fuse=8, hoist=True),
    _schedule("nchw-tile2-fit-f8-ow8-c8-vec", 7, (1, 8, 1, 8), "NCHW conv in two tilings: its F up to 8 x OW up to "
              "8 output tile (at least 2 x 4) first, then inside it the window rows by 1 and the channels by 8, "
              "the window's width whole, decomposed to a 1-D NCW conv, the tile carried in registers through the "
              "channel loop (hoist=true). Measured (3 processes, back to back): conv2d-nchw-16x16x32x32-k3s1 "
              "0.66 ms (nchw-tile-f16-ow8-vec, the oracle's pick: all 32 channels in one vector op) -> 0.40 "
              "(IREE 0.17-0.38, bimodal); on conv2d-nchw-56x56x16x32-k3s1 it loses to the im2col entries (3.65 "
              "against 2.33 ms).", ops=("conv_2d_nchw",), fit=(1, 2, 1, 4), fuse=8, hoist=True),
    # ---- appended: strided windows vectorized along the channels ----------------------------------------------
    _schedule("dw-win-fit-ow1-c32-vec", 6, (1, 1, 1, 32, 1, 0), "Depthwise conv / pooling NHWC: one output column at "
              "a time, C by its largest divisor up to 32 (at least 8), the window's width whole, decomposed: the "
              "vectors run along the contiguous channels. The entries above vectorize along OW, which a stride-2 "
              "window reads every other column of (a gather per vector). Measured (3 processes, back to back) on "
              "maxpool-112x112x64-k3s2: 4.14 ms (the default loops, the oracle's pick: every OW tile ran 4-5x "
              "slower) -> 2.45 (C 16: 4.38; IREE 4.7-7.2 in that slow hour, 1.14 against the default's 1.32 on "
              "12-03).", decompose=True, ops=("depthwise_conv_2d_nhwc", "pooling_nhwc"), fit=(1, 1, 1, 8, 1, 0)),
    # ---- appended: the transposed-operand accumulator tile per batch (attention's Q @ K^T) ---------------------
    _schedule("bmm-acc-tr-fit-1x8x8x8-vec", 4, (1, 8, 8, 8), "Batch-matmul-like whose inputs are both read along "
              "K (attention scores Q @ K^T with K as stored, a generic with the transpose in its maps): "
              "mm-acc-tr-fit-8x8x8-vec per batch, an 8x8 accumulator (M by its largest divisor up to 8, at least "
              "2; N and K by 8) carried in registers through the K loop, each step's 8x8 block of K transposed by "
              "AVX2 shuffles. Measured (3 processes, back to back) on attention-h12-s128-d64: 4.00 ms (its scores "
              "on the 1x8x32x16 tile, the oracle's pick) -> 3.31 (IREE 3.30-3.33 in that slow hour). Masked where "
              "an input is not read along K.", fit=(1, 2, 8, 8), hoist=True, transpose="avx2"),
    # ---- appended: NCHW convs as direct 1-D convs with the F x OW accumulator in registers ---------------------
    _schedule("nchw-acc-fit-f16-ow16-c8-vec", 7, (1, 16, 1, 16, 8, 1, 1), "NCHW conv: F by its largest divisor up "
              "to 16 (at least 4) x OW up to 16 (at least 4) outputs, C stepped by up to 8 (at least 2), the window "
              "one tap at a time, decomposed to a 1-D NCW conv: each step is F outer products of a weight with the "
              "contiguous OW row of the input, the output tile carried in vector registers through the C, KH and "
              "KW loops (hoist=true): 16 of AVX-512's 32 registers (IREE's CPU codegen runs NCHW convs the same "
              "way, F 4 x OW 8 x C 8). Measured (3 processes, back to back, IREE the same minutes): "
              "conv2d-nchw-56x56x16x32-k3s1 0.452 ms (im2col + GEMM, the oracle's pick) -> 0.240 (F 8 x OW 8: "
              "0.320; IREE 0.46-0.49), conv2d-nchw-16x16x32x32-k3s1 0.062 -> 0.032 (IREE 0.073), "
              "conv2d-nchw-14x14x64x64-k5s1 0.440 -> 0.288 (IREE 0.508).", decompose=True, ops=("conv_2d_nchw",),
              fit=(1, 4, 1, 4, 2, 1, 1), hoist=True),
    _schedule("nchw-acc-fit-f8-ow8-c8-vec", 7, (1, 8, 1, 8, 8, 1, 1), "The entry above with an F 8 x OW 8 tile "
              "(at least 2 x 4): 8 AVX2 registers, where F 16 x OW 16 takes 32 of AVX2's 16 and spills.",
              decompose=True, ops=("conv_2d_nchw",), fit=(1, 2, 1, 4, 2, 1, 1), hoist=True),
    # ---- appended: conv epilogue tiles sized for AVX-512's 32 registers ---------------------------------------
    _schedule("conv-epi-fuse-fit-ow7-f32-c8-vec", 4, (1, 1, 7, 32), "Conv epilogue with its conv fused (the "
              "conv-epi-fuse entries above): OW up to 7 (at least 2) x F up to 32 (at least 16), channels stepped "
              "by 8: 14 AVX-512 accumulators (28 of AVX2's 16 registers: for AVX-512 hosts). Measured (3 "
              "processes, back to back, the fused result in registers): conv-relu6-14x14x96x576-k1s1 0.148 ms "
              "(OW 7 x F 16 x C 4, the oracle's pick) -> 0.125 (IREE 0.16 the same minutes), "
              "dwconv-relu6-14x14x384-k3s1-n2 0.043, as on the C 4 tile (a depthwise conv steps no channels).",
              kind="parallel", fit=(1, 1, 2, 16),
              fuse=8, hoist=True),
    _schedule("conv-epi-fuse-fit-ow16-f16-c8-vec", 4, (1, 1, 16, 16), "The entry above with OW up to 16 (at "
              "least 4) x F up to 16 (at least 8): conv-relu-16x16x32x32-k3s1 0.043 ms (OW 4 x F 16 x C 4) -> "
              "0.029 (OW 8 x F 32: 0.031; IREE 0.034-0.055 the same minutes).", kind="parallel", fit=(1, 1, 4, 8),
              fuse=8, hoist=True),
    # ---- appended: NCHW pooling along its output rows ------------------------------------------------------------
    _schedule("pool-nchw-row-vec", 6, (1, 1, 1, 0, 1, 0), "Pooling NCHW (torch's max / avg pool as exported) with "
              "output rows of at most 16 (POOL_ROW_MAX): one channel and one output row at a time, the row (OW) and "
              "the window's width whole, decomposed to a 1-D NCW pool and vectorized along the row: a contiguous "
              "read of the input row per window tap, the stride taken by shuffles. The default loops compute a "
              "NaN-propagating max one element at a time (a max, an unordered compare and a masked move each): on "
              "squeezenet-tiny its two 3x3 stride-2 pools (OW 15 and 7, one group) took about 30% of the model's "
              "time (perf), and this tile takes the model from 0.489 to 0.373 ms (3 processes, back to back; IREE "
              "0.47 the same hour). Nothing is divided, so a group of pools of several sizes takes it too. Longer "
              "rows are slower whole (resnet50-stem-maxpool, OW 56: 1.71 ms against the default's 1.00): the "
              "entry below.", decompose=True, ops=("pooling_nchw",)),
    _schedule("pool-nchw-fit-ow8-vec", 6, (1, 1, 1, 8, 1, 0), "The entry above for long output rows: OW by its "
              "largest divisor up to 8 (at least 7), one ymm register of outputs. resnet50-stem-maxpool (3x3 "
              "stride 2, 112x112x64): 1.00 ms (the default loops) -> 0.66 (OW 14: 0.70, 28: 1.97, whole 56: 1.71, "
              "4: 1.28; 3 processes each, one store).", decompose=True, ops=("pooling_nchw",), fit=(1, 1, 1, 7, 1, 0)),
)

ACTION_NAMES: tuple[str, ...] = tuple(a.name for a in MENU)
NUM_ACTIONS = len(MENU)
# The context features have 64 action slots; entries past 64 share them (mqss_edge.features.context_features).
assert NUM_ACTIONS <= 128, "the policy's action mask and logits grow with the menu: keep it to a useful size"


def action_index(name: str) -> int:
    return ACTION_NAMES.index(name)
