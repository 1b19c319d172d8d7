"""NLP families: matmul and batch-matmul at transformer shapes, attention, layernorm, GELU chains,
embedding gathers, LSTM/GRU steps.

Shapes come from BERT-base (hidden 768, 12 heads, FFN 3072), ViT-S/16 (hidden 384, 6 heads, 197 tokens,
MLP 1536), Swin windows (49 tokens) and GEMVs of batch-1 decoding; sequence lengths are those of edge
inference (16-197 tokens).
"""

from __future__ import annotations

from collections.abc import Iterator

from mqss_edge.corpus._mlir import Kernel, amap, ident, sigmoid, tt
from mqss_edge.corpus.generators.spec import Spec


def matmul(m: int, k: int, n: int, why: str = "") -> tuple[str, int]:
    """``Y = X W`` (a linear layer without bias), ``linalg.matmul`` on a zero-filled output."""
    kern = Kernel("matmul", f"matmul {m}x{k} * {k}x{n} -> {m}x{n}" + (f"\n{why}" if why else ""))
    x = kern.load("X", (m, k))
    w = kern.load("W", (k, n))
    acc = kern.filled((m, n), 0.0)
    r = kern.op(f"linalg.matmul ins({x}, {w} : {tt((m, k))}, {tt((k, n))}) outs({acc} : {tt((m, n))}) "
                f"-> {tt((m, n))}", "mm")
    kern.store(r, "Y", (m, n))
    return kern.text(), m * n * k


def batch_matmul(b: int, m: int, k: int, n: int, why: str = "") -> tuple[str, int]:
    """``linalg.batch_matmul`` (per-head products of attention, grouped GEMMs)."""
    kern = Kernel("bmm", f"batch matmul {b} x ({m}x{k} * {k}x{n})" + (f"\n{why}" if why else ""))
    x = kern.load("A", (b, m, k))
    w = kern.load("B", (b, k, n))
    acc = kern.filled((b, m, n), 0.0)
    r = kern.op(f"linalg.batch_matmul ins({x}, {w} : {tt((b, m, k))}, {tt((b, k, n))}) "
                f"outs({acc} : {tt((b, m, n))}) -> {tt((b, m, n))}", "bmm")
    kern.store(r, "C", (b, m, n))
    return kern.text(), b * m * n * k


def _softmax_rows(kern: Kernel, x: str, shape: tuple[int, ...]) -> str:
    """Softmax over the last dimension: max, exp(x - max), sum, divide."""
    n = len(shape)
    red = shape[:-1]
    rmap = amap(n, ", ".join(f"d{i}" for i in range(n - 1)))
    mx = kern.generic([(x, tt(shape), ident(n))], (kern.filled(red, float("-inf")), tt(red), rmap), "p" * (n - 1) + "r",
                      ["%m = arith.maximumf %in0, %acc : f32", "linalg.yield %m : f32"])
    ex = kern.generic([(x, tt(shape), ident(n)), (mx, tt(red), rmap)], (kern.empty(shape), tt(shape), ident(n)),
                      "p" * n, ["%d = arith.subf %in0, %in1 : f32", "%x = math.exp %d : f32", "linalg.yield %x : f32"])
    sm = kern.generic([(ex, tt(shape), ident(n))], (kern.filled(red, 0.0), tt(red), rmap), "p" * (n - 1) + "r",
                      ["%s = arith.addf %in0, %acc : f32", "linalg.yield %s : f32"])
    return kern.generic([(ex, tt(shape), ident(n)), (sm, tt(red), rmap)], (kern.empty(shape), tt(shape), ident(n)),
                        "p" * n, ["%q = arith.divf %in0, %in1 : f32", "linalg.yield %q : f32"])


def attention(h: int, s: int, d: int, why: str = "") -> tuple[str, int]:
    """Scaled dot-product attention per head: ``softmax(Q Kᵀ / sqrt(d)) V``."""
    kern = Kernel("attention", f"attention, {h} heads, {s} tokens, head dim {d}: softmax(Q K^T / sqrt({d})) V"
                  + (f"\n{why}" if why else ""))
    q = kern.load("Q", (h, s, d))
    k = kern.load("K", (h, s, d))
    v = kern.load("V", (h, s, d))
    scale = kern.const(1.0 / d ** 0.5)
    # scores(h, i, j) = sum_d Q(h, i, d) K(h, j, d) * scale
    sc = kern.generic([(q, tt((h, s, d)), amap(4, "d0, d1, d3")), (k, tt((h, s, d)), amap(4, "d0, d2, d3"))],
                      (kern.filled((h, s, s), 0.0), tt((h, s, s)), amap(4, "d0, d1, d2")), "pppr",
                      ["%p = arith.mulf %in0, %in1 : f32", "%a = arith.addf %p, %acc : f32", "linalg.yield %a : f32"])
    sc = kern.generic([(sc, tt((h, s, s)), ident(3))], (kern.empty((h, s, s)), tt((h, s, s)), ident(3)), "ppp",
                      [f"%m = arith.mulf %in0, {scale} : f32", "linalg.yield %m : f32"])
    p = _softmax_rows(kern, sc, (h, s, s))
    acc = kern.filled((h, s, d), 0.0)
    o = kern.op(f"linalg.batch_matmul ins({p}, {v} : {tt((h, s, s))}, {tt((h, s, d))}) "
                f"outs({acc} : {tt((h, s, d))}) -> {tt((h, s, d))}", "pv")
    kern.store(o, "O", (h, s, d))
    return kern.text(), 2 * h * s * s * d


def layernorm(s: int, hid: int, why: str = "") -> tuple[str, int]:
    """LayerNorm over the hidden dimension with affine gamma/beta (eps 1e-5)."""
    kern = Kernel("layernorm", f"layernorm {s}x{hid} over the last dim, eps 1e-5" + (f"\n{why}" if why else ""))
    x = kern.load("X", (s, hid))
    g = kern.load("G", (hid,))
    b = kern.load("Bt", (hid,))
    inv = kern.const(1.0 / hid)
    eps = kern.const(1e-5)
    row = amap(2, "d0")
    col = amap(2, "d1")
    sm = kern.generic([(x, tt((s, hid)), ident(2))], (kern.filled((s,), 0.0), tt((s,)), row), "pr",
                      ["%a = arith.addf %in0, %acc : f32", "linalg.yield %a : f32"])
    mean = kern.generic([(sm, tt((s,)), ident(1))], (kern.empty((s,)), tt((s,)), ident(1)), "p",
                        [f"%m = arith.mulf %in0, {inv} : f32", "linalg.yield %m : f32"])
    var = kern.generic([(x, tt((s, hid)), ident(2)), (mean, tt((s,)), row)], (kern.filled((s,), 0.0), tt((s,)), row),
                       "pr", ["%d = arith.subf %in0, %in1 : f32", "%q = arith.mulf %d, %d : f32",
                              "%a = arith.addf %q, %acc : f32", "linalg.yield %a : f32"])
    rstd = kern.generic([(var, tt((s,)), ident(1))], (kern.empty((s,)), tt((s,)), ident(1)), "p",
                        [f"%m = arith.mulf %in0, {inv} : f32", f"%e = arith.addf %m, {eps} : f32",
                         "%r = math.rsqrt %e : f32", "linalg.yield %r : f32"])
    y = kern.generic([(x, tt((s, hid)), ident(2)), (mean, tt((s,)), row), (rstd, tt((s,)), row),
                      (g, tt((hid,)), col), (b, tt((hid,)), col)],
                     (kern.empty((s, hid)), tt((s, hid)), ident(2)), "pp",
                     ["%d = arith.subf %in0, %in1 : f32", "%n = arith.mulf %d, %in2 : f32",
                      "%s = arith.mulf %n, %in3 : f32", "%y = arith.addf %s, %in4 : f32", "linalg.yield %y : f32"],
                     block_args=["%in0", "%in1", "%in2", "%in3", "%in4", "%acc"])
    kern.store(y, "Y", (s, hid))
    return kern.text(), 4 * s * hid


def gelu_chain(s: int, hid: int, residual: bool, why: str = "") -> tuple[str, int]:
    """The FFN middle of a transformer: ``gelu_tanh(x + bias)``, optionally ``+ residual``.

    GELU is PyTorch's tanh approximation: ``0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))``.
    """
    kern = Kernel("gelu", f"gelu_tanh(x + bias) on {s}x{hid}" + (" + residual" if residual else "")
                  + (f"\n{why}" if why else ""))
    x = kern.load("X", (s, hid))
    b = kern.load("Bias", (hid,))
    c05, c1 = kern.const(0.5), kern.const(1.0)
    ck, cc = kern.const(0.7978845608), kern.const(0.044715)
    ins = [(x, tt((s, hid)), ident(2)), (b, tt((hid,)), amap(2, "d1"))]
    names = ["%in0", "%in1"]
    if residual:
        r = kern.load("R", (s, hid))
        ins.append((r, tt((s, hid)), ident(2)))
        names.append("%in2")
    body = ["%x = arith.addf %in0, %in1 : f32", "%x2 = arith.mulf %x, %x : f32", "%x3 = arith.mulf %x2, %x : f32",
            f"%t0 = arith.mulf %x3, {cc} : f32", "%t1 = arith.addf %x, %t0 : f32", f"%t2 = arith.mulf %t1, {ck} : f32",
            "%t3 = math.tanh %t2 : f32", f"%t4 = arith.addf %t3, {c1} : f32", f"%t5 = arith.mulf %x, {c05} : f32",
            "%g = arith.mulf %t5, %t4 : f32"]
    if residual:
        body += ["%y = arith.addf %g, %in2 : f32", "linalg.yield %y : f32"]
    else:
        body.append("linalg.yield %g : f32")
    y = kern.generic(ins, (kern.empty((s, hid)), tt((s, hid)), ident(2)), "pp", body, block_args=names + ["%acc"])
    kern.store(y, "Y", (s, hid))
    return kern.text(), 12 * s * hid


def linear_gelu(m: int, k: int, n: int, why: str = "") -> tuple[str, int]:
    """The first FFN layer fused with its epilogue: ``gelu_tanh(X W + b)``."""
    kern = Kernel("ffn1", f"gelu_tanh({m}x{k} * {k}x{n} + bias)" + (f"\n{why}" if why else ""))
    x = kern.load("X", (m, k))
    w = kern.load("W", (k, n))
    b = kern.load("Bias", (n,))
    acc = kern.filled((m, n), 0.0)
    mm = kern.op(f"linalg.matmul ins({x}, {w} : {tt((m, k))}, {tt((k, n))}) outs({acc} : {tt((m, n))}) "
                 f"-> {tt((m, n))}", "mm")
    c05, c1 = kern.const(0.5), kern.const(1.0)
    ck, cc = kern.const(0.7978845608), kern.const(0.044715)
    y = kern.generic([(mm, tt((m, n)), ident(2)), (b, tt((n,)), amap(2, "d1"))],
                     (kern.empty((m, n)), tt((m, n)), ident(2)), "pp",
                     ["%x = arith.addf %in0, %in1 : f32", "%x2 = arith.mulf %x, %x : f32",
                      "%x3 = arith.mulf %x2, %x : f32", f"%t0 = arith.mulf %x3, {cc} : f32",
                      "%t1 = arith.addf %x, %t0 : f32", f"%t2 = arith.mulf %t1, {ck} : f32", "%t3 = math.tanh %t2 : f32",
                      f"%t4 = arith.addf %t3, {c1} : f32", f"%t5 = arith.mulf %x, {c05} : f32",
                      "%g = arith.mulf %t5, %t4 : f32", "linalg.yield %g : f32"])
    kern.store(y, "Y", (m, n))
    return kern.text(), m * n * k


def embedding(s: int, vocab: int, hid: int, positions: bool, why: str = "") -> tuple[str, int]:
    """Token embedding gather ``table[ids[s], :]``, optionally ``+ pos_table[s, :]`` (BERT embeddings)."""
    kern = Kernel("embedding", f"embedding gather: {s} ids into a {vocab}x{hid} table"
                  + (" + learned positions" if positions else "") + (f"\n{why}" if why else ""))
    kern.int_max = vocab
    ids = kern.load("Ids", (s,), "i32")
    table = kern.load("Table", (vocab, hid))
    ins = [(ids, tt((s,), "i32"), amap(2, "d0"))]
    names = ["%id"]
    if positions:
        pos = kern.load("Pos", (s, hid))
        ins.append((pos, tt((s, hid)), ident(2)))
        names.append("%p")
    body = ["%j = linalg.index 1 : index", "%row = arith.index_cast %id : i32 to index",
            f"%v = tensor.extract {table}[%row, %j] : {tt((vocab, hid))}"]
    body += ["%y = arith.addf %v, %p : f32", "linalg.yield %y : f32"] if positions else ["linalg.yield %v : f32"]
    y = kern.generic(ins, (kern.empty((s, hid)), tt((s, hid)), ident(2)), "pp", body, block_args=names + ["%acc"])
    kern.store(y, "Y", (s, hid))
    return kern.text(), s * hid


def embedding_bag(b: int, bag: int, vocab: int, dim: int, why: str = "") -> tuple[str, int]:
    """Sum-pooled embedding bags (DLRM / recommendation): ``Y[b] = sum_l table[ids[b, l]]``."""
    kern = Kernel("embbag", f"embedding bag: {b} bags of {bag} ids into a {vocab}x{dim} table, sum pooling"
                  + (f"\n{why}" if why else ""))
    kern.int_max = vocab
    ids = kern.load("Ids", (b, bag), "i32")
    table = kern.load("Table", (vocab, dim))
    y = kern.generic([(ids, tt((b, bag), "i32"), amap(3, "d0, d2"))],
                     (kern.filled((b, dim), 0.0), tt((b, dim)), amap(3, "d0, d1")), "ppr",
                     ["%j = linalg.index 1 : index", "%row = arith.index_cast %id : i32 to index",
                      f"%v = tensor.extract {table}[%row, %j] : {tt((vocab, dim))}",
                      "%a = arith.addf %v, %acc : f32", "linalg.yield %a : f32"], block_args=["%id", "%acc"])
    kern.store(y, "Y", (b, dim))
    return kern.text(), b * bag * dim


def lstm_step(b: int, i: int, h: int, why: str = "") -> tuple[str, int]:
    """One LSTM step (PyTorch gate order i, f, g, o), weights stored transposed (K x 4H)."""
    kern = Kernel("lstm", f"LSTM step: batch {b}, input {i}, hidden {h}; gates = x Wih + h Whh + b"
                  + (f"\n{why}" if why else ""))
    x = kern.load("X", (b, i))
    hp = kern.load("H", (b, h))
    c = kern.load("C", (b, h))
    wih = kern.load("Wih", (i, 4 * h))
    whh = kern.load("Whh", (h, 4 * h))
    bias = kern.load("Bias", (4 * h,))
    g0 = kern.filled((b, 4 * h), 0.0)
    g1 = kern.op(f"linalg.matmul ins({x}, {wih} : {tt((b, i))}, {tt((i, 4 * h))}) outs({g0} : {tt((b, 4 * h))}) "
                 f"-> {tt((b, 4 * h))}", "mm")
    g2 = kern.op(f"linalg.matmul ins({hp}, {whh} : {tt((b, h))}, {tt((h, 4 * h))}) outs({g1} : {tt((b, 4 * h))}) "
                 f"-> {tt((b, 4 * h))}", "mm")
    one = kern.const(1.0)
    gt = tt((b, 4 * h))
    # gate slices (i, f, g, o) of the pre-activations, bias added inside the cell generic
    sl = []
    bl = []
    for q in range(4):
        sl.append(kern.op(f"tensor.extract_slice {g2}[0, {q * h}] [{b}, {h}] [1, 1] : {gt} to {tt((b, h))}", "gs"))
        bl.append(kern.op(f"tensor.extract_slice {bias}[{q * h}] [{h}] [1] : {tt((4 * h,))} to {tt((h,))}", "bs"))
    bh = tt((b, h))
    ins = [(s, bh, ident(2)) for s in sl] + [(x_, tt((h,)), amap(2, "d1")) for x_ in bl] + [(c, bh, ident(2))]
    names = ["%gi", "%gf", "%gg", "%go", "%bi", "%bf", "%bg", "%bo", "%cp", "%acc"]
    pre = ["%ai = arith.addf %gi, %bi : f32", "%af = arith.addf %gf, %bf : f32",
           "%ag = arith.addf %gg, %bg : f32", "%ao = arith.addf %go, %bo : f32"]
    act = (sigmoid("%ai", "%si", one, "%i") + sigmoid("%af", "%sf", one, "%f") + sigmoid("%ao", "%so", one, "%o")
           + ["%tg = math.tanh %ag : f32"])
    cnew = ["%c1 = arith.mulf %sf, %cp : f32", "%c2 = arith.mulf %si, %tg : f32", "%cn = arith.addf %c1, %c2 : f32"]
    cn = kern.generic(ins, (kern.empty((b, h)), bh, ident(2)), "pp", pre + act + cnew + ["linalg.yield %cn : f32"],
                      block_args=names)
    hn = kern.generic(ins[:4] + ins[4:8] + [(cn, bh, ident(2))], (kern.empty((b, h)), bh, ident(2)), "pp",
                      ["%ao = arith.addf %go, %bo : f32"] + sigmoid("%ao", "%so", one, "%o")
                      + ["%tc = math.tanh %cn : f32", "%hn = arith.mulf %so, %tc : f32", "linalg.yield %hn : f32"],
                      block_args=["%gi", "%gf", "%gg", "%go", "%bi", "%bf", "%bg", "%bo", "%cn", "%acc"])
    kern.store(cn, "Cout", (b, h))
    kern.store(hn, "Hout", (b, h))
    return kern.text(), b * 4 * h * (i + h)


def gru_step(b: int, i: int, h: int, why: str = "") -> tuple[str, int]:
    """One GRU step (PyTorch gate order r, z, n): ``n = tanh(xn + r * hn)``, ``h' = (1 - z) n + z h``."""
    kern = Kernel("gru", f"GRU step: batch {b}, input {i}, hidden {h}" + (f"\n{why}" if why else ""))
    x = kern.load("X", (b, i))
    hp = kern.load("H", (b, h))
    wih = kern.load("Wih", (i, 3 * h))
    whh = kern.load("Whh", (h, 3 * h))
    bih = kern.load("Bih", (3 * h,))
    bhh = kern.load("Bhh", (3 * h,))
    gt = tt((b, 3 * h))
    gx = kern.op(f"linalg.matmul ins({x}, {wih} : {tt((b, i))}, {tt((i, 3 * h))}) "
                 f"outs({kern.filled((b, 3 * h), 0.0)} : {gt}) -> {gt}", "mm")
    gh = kern.op(f"linalg.matmul ins({hp}, {whh} : {tt((b, h))}, {tt((h, 3 * h))}) "
                 f"outs({kern.filled((b, 3 * h), 0.0)} : {gt}) -> {gt}", "mm")
    one = kern.const(1.0)
    bh = tt((b, h))
    ins = []
    for src in (gx, gh):
        for q in range(3):
            ins.append((kern.op(f"tensor.extract_slice {src}[0, {q * h}] [{b}, {h}] [1, 1] : {gt} to {bh}", "gs"),
                        bh, ident(2)))
    for src in (bih, bhh):
        for q in range(3):
            ins.append((kern.op(f"tensor.extract_slice {src}[{q * h}] [{h}] [1] : {tt((3 * h,))} to {tt((h,))}", "bs"),
                        tt((h,)), amap(2, "d1")))
    ins.append((hp, bh, ident(2)))
    names = ["%xr", "%xz", "%xn", "%hr", "%hz", "%hn", "%bir", "%biz", "%bin", "%bhr", "%bhz", "%bhn", "%hp", "%acc"]
    body = ["%r0 = arith.addf %xr, %hr : f32", "%r1 = arith.addf %r0, %bir : f32", "%r2 = arith.addf %r1, %bhr : f32"]
    body += sigmoid("%r2", "%r", one, "%sr")
    body += ["%z0 = arith.addf %xz, %hz : f32", "%z1 = arith.addf %z0, %biz : f32", "%z2 = arith.addf %z1, %bhz : f32"]
    body += sigmoid("%z2", "%z", one, "%sz")
    body += ["%hb = arith.addf %hn, %bhn : f32", "%rh = arith.mulf %r, %hb : f32", "%xb = arith.addf %xn, %bin : f32",
             "%n0 = arith.addf %xb, %rh : f32", "%n = math.tanh %n0 : f32", f"%omz = arith.subf {one}, %z : f32",
             "%a = arith.mulf %omz, %n : f32", "%bz = arith.mulf %z, %hp : f32", "%hnew = arith.addf %a, %bz : f32",
             "linalg.yield %hnew : f32"]
    hn = kern.generic(ins, (kern.empty((b, h)), bh, ident(2)), "pp", body, block_args=names)
    kern.store(hn, "Hout", (b, h))
    return kern.text(), b * 3 * h * (i + h)


# ---------------------------------------------------------------------------------------------------
# Shape sweeps

_BERT = "BERT-base"
_VIT = "ViT-S/16"

# (M, K, N, note)
# Token counts are those of edge inference: the default pipeline walks W column-wise (stride N), so wide
# layers at long sequences run for seconds; M is kept where the default stays under ~100 ms.
MATMUL = [
    (32, 768, 768, f"{_BERT} Q/K/V/out projection, 32 tokens"),
    (16, 768, 768, f"{_BERT} projection, 16 tokens"),
    (8, 768, 768, f"{_BERT} projection, 8 tokens"),
    (4, 768, 2304, f"{_BERT} fused QKV, 4 tokens"),
    (2, 768, 3072, f"{_BERT} FFN1, 2 tokens"),
    (4, 3072, 768, f"{_BERT} FFN2, 4 tokens"),
    (2, 3072, 768, f"{_BERT} FFN2, 2 tokens"),
    (197, 384, 384, f"{_VIT} projection, 197 tokens"),
    (64, 384, 384, f"{_VIT} projection, 64 tokens"),
    (16, 384, 1536, f"{_VIT} MLP fc1, 16 tokens"),
    (16, 1536, 384, f"{_VIT} MLP fc2, 16 tokens"),
    (49, 384, 384, "Swin window (M = 49) projection"),
    (49, 384, 1152, "Swin window (M = 49) fused QKV"),
    (49, 1536, 384, "Swin window (M = 49) MLP fc2"),
    (49, 768, 768, "M = 49, 768 hidden"),
    (49, 96, 384, "Swin-T stage-1 window MLP fc1 (M = 49, K = 96)"),
    (49, 384, 96, "Swin-T stage-1 window MLP fc2 (M = 49, N = 96)"),
    (49, 192, 192, "Swin-T stage-2 window projection (M = 49)"),
    (49, 64, 64, "M = 49, small"),
    (1, 1024, 1024, "GEMV 1x1024x1024 (batch-1 decoding)"),
    (1, 768, 768, "GEMV 1x768x768"),
    (1, 2048, 1000, "GEMV: ResNet-50 classifier"),
    (1, 1280, 1000, "GEMV: MobileNetV2 classifier"),
    (1, 768, 3072, "GEMV: FFN1, one token"),
    (1, 3072, 768, "GEMV: FFN2, one token"),
    (1, 4096, 1024, "GEMV 1x4096x1024"),
    (1, 512, 512, "GEMV 1x512x512"),
    (1, 384, 1536, "GEMV: ViT-S MLP, one token"),
    (4, 1024, 1024, "batch-4 decoding"),
    (64, 1024, 64, "64x1024x64 (a long, thin reduction)"),
    (256, 256, 256, "the 256-cube example"),
    (128, 128, 128, "128-cube"),
    (64, 64, 64, "64-cube"),
    (256, 64, 256, "64-deep outer-product-like"),
    (100, 100, 100, "100-cube (no power of two)"),
    (96, 384, 96, "96x384x96"),
    (200, 220, 240, "PolyBench MEDIUM gemm shape, f32"),
    (384, 384, 32, "N = 32 (narrow output)"),
    (144, 576, 144, "MobileNetV2-sized GEMM"),
    (56, 512, 128, "M = 56"),
    (77, 512, 128, "CLIP-sized, 77 tokens"),
    (8, 512, 2048, "CLIP text MLP fc1, 8 tokens"),
    (196, 64, 64, "196 tokens, 64 wide"),
    (128, 256, 64, "128x256x64"),
    (32, 512, 32, "32x512x32"),
    (10, 1000, 10, "tiny M and N, long K"),
    (300, 100, 200, "300x100x200 (no power of two)"),
]

# (B, M, K, N, note)
BATCH_MATMUL = [
    (12, 128, 64, 128, f"{_BERT} Q K^T, 128 tokens"),
    (12, 128, 128, 64, f"{_BERT} P V, 128 tokens"),
    (12, 64, 64, 64, f"{_BERT} Q K^T, 64 tokens"),
    (12, 32, 64, 32, f"{_BERT} Q K^T, 32 tokens"),
    (12, 32, 32, 64, f"{_BERT} P V, 32 tokens"),
    (6, 197, 64, 197, f"{_VIT} Q K^T"),
    (6, 197, 197, 64, f"{_VIT} P V"),
    (3, 49, 32, 49, "Swin-T window attention Q K^T (49 tokens)"),
    (24, 49, 32, 49, "Swin-T 8 windows x 3 heads Q K^T"),
    (24, 49, 49, 32, "Swin-T 8 windows x 3 heads P V"),
    (8, 77, 64, 77, "CLIP text Q K^T"),
    (8, 77, 77, 64, "CLIP text P V"),
    (16, 64, 64, 64, "batched 64-cube"),
    (4, 128, 128, 128, "batched 128-cube"),
    (32, 32, 32, 32, "many small 32-cubes"),
    (64, 16, 64, 16, "many small GEMMs (16x64x16)"),
    (2, 256, 64, 256, "2 heads, 256 tokens"),
    (8, 100, 100, 100, "batched 100-cube"),
    (12, 1, 64, 128, "decode step Q K^T (M = 1)"),
    (12, 1, 128, 64, "decode step P V (M = 1)"),
    (2, 128, 512, 128, "grouped GEMM"),
    (8, 96, 48, 96, "batched 96x48x96"),
    (12, 16, 64, 16, f"{_BERT} Q K^T, 16 tokens"),
    (12, 49, 49, 64, "12 heads, 49 tokens P V"),
    (6, 49, 64, 49, "6 heads, 49 tokens Q K^T"),
    (8, 64, 32, 64, "8 heads of 32, 64 tokens"),
    (16, 32, 128, 32, "16 x (32x128x32)"),
    (12, 77, 64, 77, "12 heads, 77 tokens Q K^T"),
    (2, 128, 256, 128, "2 x (128x256x128)"),
    (4, 49, 49, 96, "Swin windows P V, 96 wide"),
]

# (heads, tokens, head dim, note)
ATTENTION = [
    (12, 128, 64, f"{_BERT}, 128 tokens"),
    (12, 64, 64, f"{_BERT}, 64 tokens"),
    (12, 32, 64, f"{_BERT}, 32 tokens"),
    (12, 16, 64, f"{_BERT}, 16 tokens"),
    (6, 197, 64, f"{_VIT}"),
    (6, 64, 64, f"{_VIT}-sized, 64 tokens"),
    (3, 49, 32, "Swin-T window"),
    (24, 49, 32, "Swin-T, 8 windows x 3 heads"),
    (8, 77, 64, "CLIP text encoder"),
    (4, 256, 64, "4 heads, 256 tokens"),
    (8, 128, 32, "8 heads of 32"),
    (16, 64, 64, "16 heads, 64 tokens"),
    (2, 512, 64, "2 heads, 512 tokens"),
    (8, 100, 48, "no power of two"),
    (4, 196, 64, "DeiT-Tiny-like, 196 tokens"),
    (12, 96, 64, "BERT-base, 96 tokens"),
    (12, 48, 64, "BERT-base, 48 tokens"),
    (8, 64, 64, "8 heads, 64 tokens"),
    (6, 32, 64, f"{_VIT}-sized, 32 tokens"),
]

# (tokens, hidden, note)
LAYERNORM = [
    (128, 768, _BERT), (64, 768, _BERT), (256, 768, f"{_BERT}, 256 tokens"), (512, 768, f"{_BERT}, 512 tokens"),
    (197, 384, _VIT), (394, 384, f"{_VIT}, 2 images"), (49, 768, "Swin window"), (196, 768, "ViT-B/16"),
    (128, 1024, "BERT-large"), (77, 512, "CLIP text"), (256, 512, "512 hidden"), (1024, 256, "long sequence, 256 hidden"),
    (64, 2048, "2048 hidden"), (300, 300, "no power of two"), (32, 4096, "4096 hidden, 32 tokens"),
    (3136, 96, "Swin-T stage 1 (56x56 tokens, 96 channels)"),
]

# (tokens, hidden, residual, note)
GELU = [
    (128, 3072, False, f"{_BERT} FFN activation"), (64, 3072, False, f"{_BERT} FFN activation, 64 tokens"),
    (197, 1536, False, f"{_VIT} MLP activation"), (49, 1536, False, "Swin window MLP activation"),
    (32, 3072, True, f"{_BERT}, with residual"), (128, 768, True, "residual path, 768 hidden"),
    (256, 1024, False, "1024 hidden"), (77, 2048, False, "CLIP MLP activation"),
    (3136, 384, False, "Swin-T stage 1 MLP activation"), (100, 1000, True, "no power of two"),
]
# (M, K, N, note): FFN1 with its GELU epilogue fused into one module.
LINEAR_GELU = [
    (1, 768, 3072, f"{_BERT} FFN1 + GELU, one token"), (2, 768, 3072, f"{_BERT} FFN1 + GELU, 2 tokens"),
    (4, 384, 1536, f"{_VIT} fc1 + GELU, 4 tokens"), (16, 384, 1536, f"{_VIT} fc1 + GELU, 16 tokens"),
    (8, 512, 2048, "CLIP fc1 + GELU, 8 tokens"), (49, 96, 384, "Swin-T stage-1 fc1 + GELU (M = 49)"),
    (32, 384, 384, "384 -> 384 + GELU, 32 tokens"),
]

# (tokens, vocab, hidden, positions, note)
EMBEDDING = [
    (512, 4096, 768, True, "BERT-style word + position embeddings, 512 tokens"),
    (256, 4096, 768, True, "word + position, 256 tokens"),
    (512, 8192, 384, True, "word + position, 384 hidden"),
    (512, 2048, 768, False, "word embeddings only, 512 tokens"),
    (1024, 4096, 512, False, "1024 tokens, 512 hidden"),
    (2048, 1024, 256, False, "2048 tokens, 256 hidden"),
    (1024, 2048, 1024, True, "1024 tokens, 1024 hidden"),
]
# (bags, ids per bag, vocab, dim, note)
EMBEDDING_BAG = [
    (256, 16, 8192, 64, "DLRM-style bags"), (128, 32, 16384, 128, "DLRM-style bags, dim 128"),
    (1024, 8, 4096, 32, "small-dim bags"), (64, 64, 4096, 256, "long bags"), (2048, 4, 32768, 16, "tiny bags"),
    (200, 20, 10000, 100, "no power of two"),
]

# (batch, input, hidden, note)
LSTM = [
    (1, 512, 512, "batch-1 LSTM (GEMV-bound)"), (1, 1024, 1024, "batch-1 LSTM 1024"),
    (8, 256, 256, "batch-8 LSTM 256"), (8, 512, 512, "batch-8 LSTM 512"), (32, 256, 256, "batch-32 LSTM 256"),
    (16, 256, 256, "batch-16 LSTM 256"), (64, 128, 128, "batch-64 LSTM 128"), (4, 300, 300, "no power of two"),
]
GRU = [
    (1, 512, 512, "batch-1 GRU"), (1, 1024, 1024, "batch-1 GRU 1024"), (8, 512, 512, "batch-8 GRU"),
    (32, 256, 256, "batch-32 GRU"), (8, 256, 512, "batch-8 GRU 256 -> 512"), (64, 128, 256, "batch-64 GRU"),
    (4, 300, 300, "no power of two"),
]


def specs() -> Iterator[Spec]:
    for m, k, n, why in MATMUL:
        text, macs = matmul(m, k, n, why)
        yield Spec("nlp", "matmul", f"matmul-{m}x{k}x{n}", "generator", {"M": m, "K": k, "N": n}, text, macs,
                   {"from": why})
    for b, m, k, n, why in BATCH_MATMUL:
        text, macs = batch_matmul(b, m, k, n, why)
        yield Spec("nlp", "batch-matmul", f"bmm-{b}x{m}x{k}x{n}", "generator", {"B": b, "M": m, "K": k, "N": n},
                   text, macs, {"from": why})
    for h, s, d, why in ATTENTION:
        text, macs = attention(h, s, d, why)
        yield Spec("nlp", "attention", f"attention-h{h}-s{s}-d{d}", "generator", {"heads": h, "S": s, "D": d},
                   text, macs, {"from": why})
    for s, hid, why in LAYERNORM:
        text, macs = layernorm(s, hid, why)
        yield Spec("nlp", "layernorm", f"layernorm-{s}x{hid}", "generator", {"S": s, "H": hid}, text, macs,
                   {"from": why})
    for s, hid, res, why in GELU:
        text, macs = gelu_chain(s, hid, res, why)
        yield Spec("nlp", "gelu", f"gelu{'-res' if res else ''}-{s}x{hid}", "generator",
                   {"S": s, "H": hid, "residual": res}, text, macs, {"from": why})
    for m, k, n, why in LINEAR_GELU:
        text, macs = linear_gelu(m, k, n, why)
        yield Spec("nlp", "gelu", f"linear-gelu-{m}x{k}x{n}", "generator", {"M": m, "K": k, "N": n, "fused": True},
                   text, macs, {"from": why})
    for s, v, hid, pos, why in EMBEDDING:
        text, macs = embedding(s, v, hid, pos, why)
        yield Spec("nlp", "embedding", f"embedding{'-pos' if pos else ''}-{s}x{v}x{hid}", "generator",
                   {"S": s, "vocab": v, "H": hid, "positions": pos}, text, macs, {"from": why})
    for b, bag, v, dim, why in EMBEDDING_BAG:
        text, macs = embedding_bag(b, bag, v, dim, why)
        yield Spec("nlp", "embedding", f"embbag-{b}x{bag}x{v}x{dim}", "generator",
                   {"bags": b, "bag": bag, "vocab": v, "H": dim}, text, macs, {"from": why})
    for b, i, h, why in LSTM:
        text, macs = lstm_step(b, i, h, why)
        yield Spec("nlp", "rnn-cell", f"lstm-b{b}-i{i}-h{h}", "generator", {"cell": "lstm", "B": b, "I": i, "H": h},
                   text, macs, {"from": why})
    for b, i, h, why in GRU:
        text, macs = gru_step(b, i, h, why)
        yield Spec("nlp", "rnn-cell", f"gru-b{b}-i{i}-h{h}", "generator", {"cell": "gru", "B": b, "I": i, "H": h},
                   text, macs, {"from": why})
