"""PolyBench/C 4.2 kernels, written by hand after the reference C sources, in double precision (PolyBench's
default ``DATA_TYPE``) at the suite's own dataset sizes (MINI/SMALL/MEDIUM/LARGE as in ``<kernel>.h``).

Rectangular kernels are linalg on tensors (each C loop nest is one ``linalg.generic`` with the same
indexing and the same accumulation order per element); stencils with time steps loop with ``scf.for`` over
tensors, updating interior slices as the C code updates interior points. Kernels whose iteration domain is
triangular or whose update is in place (syrk, syr2k, trmm, covariance, correlation, seidel-2d) are
affine loops on memrefs, statement for statement as in C: no linalg op expresses them without changing the
work done. Scalars (``alpha``, ``beta``, ``float_n``) take PolyBench's initial values.
"""

from __future__ import annotations

from collections.abc import Iterator

from mqss_edge.corpus._mlir import Kernel, amap, ident, mr, tt
from mqss_edge.corpus.generators.spec import Spec

F = "f64"


def _t(shape: tuple[int, ...]) -> str:
    return tt(shape, F)


def _mul_acc(kern: Kernel, a: tuple[str, tuple[int, ...], str], b: tuple[str, tuple[int, ...], str],
             out: tuple[str, tuple[int, ...], str], ndims: int, kinds: str, alpha: str | None = None) -> str:
    """``out += [alpha *] a * b`` as one generic (PolyBench's ``x[i][j] += alpha * y * z`` statements)."""
    body = ["%p = arith.mulf %in0, %in1 : f64", "%s = arith.addf %acc, %p : f64", "linalg.yield %s : f64"]
    if alpha:
        body = [f"%q = arith.mulf {alpha}, %in0 : f64", "%p = arith.mulf %q, %in1 : f64",
                "%s = arith.addf %acc, %p : f64", "linalg.yield %s : f64"]
    return kern.generic([(a[0], _t(a[1]), amap(ndims, a[2])), (b[0], _t(b[1]), amap(ndims, b[2]))],
                        (out[0], _t(out[1]), amap(ndims, out[2])), kinds, body)


def _scale(kern: Kernel, x: str, shape: tuple[int, ...], c: str) -> str:
    n = len(shape)
    return kern.generic([(x, _t(shape), ident(n))], (kern.empty(shape, F), _t(shape), ident(n)), "p" * n,
                        [f"%m = arith.mulf %in0, {c} : f64", "linalg.yield %m : f64"])


def gemm(ni: int, nj: int, nk: int) -> tuple[str, int]:
    k = Kernel("kernel_gemm", f"PolyBench gemm NI={ni} NJ={nj} NK={nk}: C = beta*C; C += alpha*A*B")
    a = k.load("A", (ni, nk), F)
    b = k.load("B", (nk, nj), F)
    c = k.load("C", (ni, nj), F)
    alpha, beta = k.const(1.5, F), k.const(1.2, F)
    cb = _scale(k, c, (ni, nj), beta)
    r = _mul_acc(k, (a, (ni, nk), "d0, d2"), (b, (nk, nj), "d2, d1"), (cb, (ni, nj), "d0, d1"), 3, "ppr", alpha)
    k.store(r, "C", (ni, nj), F)
    return k.text(), ni * nj * nk


def two_mm(ni: int, nj: int, nk: int, nl: int) -> tuple[str, int]:
    k = Kernel("kernel_2mm", f"PolyBench 2mm NI={ni} NJ={nj} NK={nk} NL={nl}: tmp = alpha*A*B; D = beta*D + tmp*C")
    a = k.load("A", (ni, nk), F)
    b = k.load("B", (nk, nj), F)
    c = k.load("C", (nj, nl), F)
    d = k.load("D", (ni, nl), F)
    alpha, beta = k.const(1.5, F), k.const(1.2, F)
    tmp = _mul_acc(k, (a, (ni, nk), "d0, d2"), (b, (nk, nj), "d2, d1"), (k.filled((ni, nj), 0.0, F), (ni, nj), "d0, d1"),
                   3, "ppr", alpha)
    db = _scale(k, d, (ni, nl), beta)
    r = _mul_acc(k, (tmp, (ni, nj), "d0, d2"), (c, (nj, nl), "d2, d1"), (db, (ni, nl), "d0, d1"), 3, "ppr")
    k.store(r, "D", (ni, nl), F)
    return k.text(), ni * nj * nk + ni * nl * nj


def three_mm(ni: int, nj: int, nk: int, nl: int, nm: int) -> tuple[str, int]:
    k = Kernel("kernel_3mm", f"PolyBench 3mm NI={ni} NJ={nj} NK={nk} NL={nl} NM={nm}: E = A*B; F = C*D; G = E*F")
    a = k.load("A", (ni, nk), F)
    b = k.load("B", (nk, nj), F)
    c = k.load("C", (nj, nm), F)
    d = k.load("D", (nm, nl), F)

    def mm(x: str, y: str, m: int, kk: int, n: int) -> str:
        acc = k.filled((m, n), 0.0, F)
        return k.op(f"linalg.matmul ins({x}, {y} : {_t((m, kk))}, {_t((kk, n))}) outs({acc} : {_t((m, n))}) "
                    f"-> {_t((m, n))}", "mm")

    e = mm(a, b, ni, nk, nj)
    f = mm(c, d, nj, nm, nl)
    g = mm(e, f, ni, nj, nl)
    k.store(g, "G", (ni, nl), F)
    return k.text(), ni * nj * nk + nj * nl * nm + ni * nl * nj


def atax(m: int, n: int) -> tuple[str, int]:
    k = Kernel("kernel_atax", f"PolyBench atax M={m} N={n}: tmp = A*x; y = A^T*tmp")
    a = k.load("A", (m, n), F)
    x = k.load("X", (n,), F)
    tmp = _mul_acc(k, (a, (m, n), "d0, d1"), (x, (n,), "d1"), (k.filled((m,), 0.0, F), (m,), "d0"), 2, "pr")
    # y[j] += A[i][j] * tmp[i], i outer in C: the reduction loop is d0
    y = _mul_acc(k, (a, (m, n), "d0, d1"), (tmp, (m,), "d0"), (k.filled((n,), 0.0, F), (n,), "d1"), 2, "rp")
    k.store(y, "Y", (n,), F)
    return k.text(), 2 * m * n


def bicg(m: int, n: int) -> tuple[str, int]:
    k = Kernel("kernel_bicg", f"PolyBench bicg M={m} N={n}: s = r^T*A; q = A*p")
    a = k.load("A", (n, m), F)
    r = k.load("R", (n,), F)
    p = k.load("P", (m,), F)
    s = _mul_acc(k, (r, (n,), "d0"), (a, (n, m), "d0, d1"), (k.filled((m,), 0.0, F), (m,), "d1"), 2, "rp")
    q = _mul_acc(k, (a, (n, m), "d0, d1"), (p, (m,), "d1"), (k.filled((n,), 0.0, F), (n,), "d0"), 2, "pr")
    k.store(s, "S", (m,), F)
    k.store(q, "Q", (n,), F)
    return k.text(), 2 * m * n


def mvt(n: int) -> tuple[str, int]:
    k = Kernel("kernel_mvt", f"PolyBench mvt N={n}: x1 += A*y1; x2 += A^T*y2")
    x1 = k.load("X1", (n,), F)
    x2 = k.load("X2", (n,), F)
    y1 = k.load("Y1", (n,), F)
    y2 = k.load("Y2", (n,), F)
    a = k.load("A", (n, n), F)
    r1 = _mul_acc(k, (a, (n, n), "d0, d1"), (y1, (n,), "d1"), (x1, (n,), "d0"), 2, "pr")
    r2 = _mul_acc(k, (a, (n, n), "d1, d0"), (y2, (n,), "d1"), (x2, (n,), "d0"), 2, "pr")
    k.store(r1, "X1", (n,), F)
    k.store(r2, "X2", (n,), F)
    return k.text(), 2 * n * n


def gemver(n: int) -> tuple[str, int]:
    k = Kernel("kernel_gemver", f"PolyBench gemver N={n}: A += u1 v1^T + u2 v2^T; x += beta A^T y + z; "
               "w += alpha A x")
    a = k.load("A", (n, n), F)
    u1, v1 = k.load("U1", (n,), F), k.load("V1", (n,), F)
    u2, v2 = k.load("U2", (n,), F), k.load("V2", (n,), F)
    w, x = k.load("W", (n,), F), k.load("X", (n,), F)
    y, z = k.load("Y", (n,), F), k.load("Z", (n,), F)
    alpha, beta = k.const(1.5, F), k.const(1.2, F)
    vt = _t((n,))
    a2 = k.generic([(a, _t((n, n)), ident(2)), (u1, vt, amap(2, "d0")), (v1, vt, amap(2, "d1")),
                    (u2, vt, amap(2, "d0")), (v2, vt, amap(2, "d1"))], (k.empty((n, n), F), _t((n, n)), ident(2)), "pp",
                   ["%p = arith.mulf %u1, %v1 : f64", "%q = arith.mulf %u2, %v2 : f64", "%s = arith.addf %a, %p : f64",
                    "%t = arith.addf %s, %q : f64", "linalg.yield %t : f64"],
                   block_args=["%a", "%u1", "%v1", "%u2", "%v2", "%acc"])
    x2 = k.generic([(a2, _t((n, n)), amap(2, "d1, d0")), (y, vt, amap(2, "d1"))], (x, vt, amap(2, "d0")), "pr",
                   [f"%q = arith.mulf {beta}, %in0 : f64", "%p = arith.mulf %q, %in1 : f64",
                    "%s = arith.addf %acc, %p : f64", "linalg.yield %s : f64"])
    x3 = k.generic([(x2, vt, ident(1)), (z, vt, ident(1))], (k.empty((n,), F), vt, ident(1)), "p",
                   ["%s = arith.addf %in0, %in1 : f64", "linalg.yield %s : f64"])
    w2 = _mul_acc(k, (a2, (n, n), "d0, d1"), (x3, (n,), "d1"), (w, (n,), "d0"), 2, "pr", alpha)
    k.store(a2, "A", (n, n), F)
    k.store(x3, "X", (n,), F)
    k.store(w2, "W", (n,), F)
    return k.text(), 4 * n * n


def gesummv(n: int) -> tuple[str, int]:
    k = Kernel("kernel_gesummv", f"PolyBench gesummv N={n}: tmp = A*x; y = B*x; y = alpha*tmp + beta*y")
    a = k.load("A", (n, n), F)
    b = k.load("B", (n, n), F)
    x = k.load("X", (n,), F)
    alpha, beta = k.const(1.5, F), k.const(1.2, F)
    vt = _t((n,))
    tmp = _mul_acc(k, (a, (n, n), "d0, d1"), (x, (n,), "d1"), (k.filled((n,), 0.0, F), (n,), "d0"), 2, "pr")
    y = _mul_acc(k, (b, (n, n), "d0, d1"), (x, (n,), "d1"), (k.filled((n,), 0.0, F), (n,), "d0"), 2, "pr")
    r = k.generic([(tmp, vt, ident(1)), (y, vt, ident(1))], (k.empty((n,), F), vt, ident(1)), "p",
                  [f"%p = arith.mulf {alpha}, %in0 : f64", f"%q = arith.mulf {beta}, %in1 : f64",
                   "%s = arith.addf %p, %q : f64", "linalg.yield %s : f64"])
    k.store(r, "Y", (n,), F)
    return k.text(), 2 * n * n


def doitgen(nr: int, nq: int, np_: int) -> tuple[str, int]:
    k = Kernel("kernel_doitgen", f"PolyBench doitgen NR={nr} NQ={nq} NP={np_}: A[r][q][:] = A[r][q][:] * C4")
    a = k.load("A", (nr, nq, np_), F)
    c4 = k.load("C4", (np_, np_), F)
    s = _mul_acc(k, (a, (nr, nq, np_), "d0, d1, d3"), (c4, (np_, np_), "d3, d2"),
                 (k.filled((nr, nq, np_), 0.0, F), (nr, nq, np_), "d0, d1, d2"), 4, "pppr")
    k.store(s, "A", (nr, nq, np_), F)
    return k.text(), nr * nq * np_ * np_


def _slice(k: Kernel, src: str, shape: tuple[int, ...], off: tuple[int, ...], size: tuple[int, ...]) -> str:
    o = ", ".join(map(str, off))
    s = ", ".join(map(str, size))
    one = ", ".join("1" for _ in shape)
    return k.op(f"tensor.extract_slice {src}[{o}] [{s}] [{one}] : {_t(shape)} to {_t(size)}", "sl")


def _insert(k: Kernel, v: str, dst: str, shape: tuple[int, ...], off: tuple[int, ...], size: tuple[int, ...]) -> str:
    o = ", ".join(map(str, off))
    s = ", ".join(map(str, size))
    one = ", ".join("1" for _ in shape)
    return k.op(f"tensor.insert_slice {v} into {dst}[{o}] [{s}] [{one}] : {_t(size)} into {_t(shape)}", "ins")


def _stencil(k: Kernel, src: str, dst: str, shape: tuple[int, ...], offsets: list[tuple[int, ...]],
             interior: tuple[int, ...], start: tuple[int, ...], body: list[str]) -> str:
    n = len(shape)
    ins = [(_slice(k, src, shape, o, interior), _t(interior), ident(n)) for o in offsets]
    v = k.generic(ins, (k.empty(interior, F), _t(interior), ident(n)), "p" * n, body)
    return _insert(k, v, dst, shape, start, interior)


def _time_loop(k: Kernel, steps: int, carried: list[tuple[str, tuple[int, ...]]]) -> tuple[str, list[str]]:
    c0, c1, ct = k.const(0, "index"), k.const(1, "index"), k.const(steps, "index")
    res = k.fresh("loop")
    names = [f"%it{i}" for i in range(len(carried))]
    iters = ", ".join(f"{nm} = {v}" for nm, (v, _) in zip(names, carried))
    types = ", ".join(_t(s) for _, s in carried)
    k.body.append(f"{res}:{len(carried)} = scf.for %t = {c0} to {ct} step {c1} iter_args({iters}) -> ({types}) {{")
    return res, names


def jacobi_1d(steps: int, n: int) -> tuple[str, int]:
    k = Kernel("kernel_jacobi_1d", f"PolyBench jacobi-1d TSTEPS={steps} N={n}: B[i] = 0.33333*(A[i-1]+A[i]+A[i+1]), "
               "then A from B")
    a = k.load("A", (n,), F)
    b = k.load("B", (n,), F)
    c = k.const(0.33333, F)
    res, (ia, ib) = _time_loop(k, steps, [(a, (n,)), (b, (n,))])
    body = ["%s = arith.addf %in0, %in1 : f64", "%u = arith.addf %s, %in2 : f64", f"%v = arith.mulf {c}, %u : f64",
            "linalg.yield %v : f64"]
    offs = [(0,), (1,), (2,)]
    b2 = _stencil(k, ia, ib, (n,), offs, (n - 2,), (1,), body)
    a2 = _stencil(k, b2, ia, (n,), offs, (n - 2,), (1,), body)
    k.body.append(f"scf.yield {a2}, {b2} : {_t((n,))}, {_t((n,))}")
    k.body.append("}")
    k.store(f"{res}#0", "A", (n,), F)
    k.store(f"{res}#1", "B", (n,), F)
    return k.text(), steps * 2 * 3 * n


def jacobi_2d(steps: int, n: int) -> tuple[str, int]:
    k = Kernel("kernel_jacobi_2d", f"PolyBench jacobi-2d TSTEPS={steps} N={n}: 5-point average into B, then into A")
    a = k.load("A", (n, n), F)
    b = k.load("B", (n, n), F)
    c = k.const(0.2, F)
    res, (ia, ib) = _time_loop(k, steps, [(a, (n, n)), (b, (n, n))])
    # C order: A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j] + A[i-1][j]
    offs = [(1, 1), (1, 0), (1, 2), (2, 1), (0, 1)]
    body = ["%s1 = arith.addf %in0, %in1 : f64", "%s2 = arith.addf %s1, %in2 : f64", "%s3 = arith.addf %s2, %in3 : f64",
            "%s4 = arith.addf %s3, %in4 : f64", f"%v = arith.mulf {c}, %s4 : f64", "linalg.yield %v : f64"]
    m = n - 2
    b2 = _stencil(k, ia, ib, (n, n), offs, (m, m), (1, 1), body)
    a2 = _stencil(k, b2, ia, (n, n), offs, (m, m), (1, 1), body)
    k.body.append(f"scf.yield {a2}, {b2} : {_t((n, n))}, {_t((n, n))}")
    k.body.append("}")
    k.store(f"{res}#0", "A", (n, n), F)
    k.store(f"{res}#1", "B", (n, n), F)
    return k.text(), steps * 2 * 5 * m * m


def heat_3d(steps: int, n: int) -> tuple[str, int]:
    k = Kernel("kernel_heat_3d", f"PolyBench heat-3d TSTEPS={steps} N={n}: 7-point heat equation, A -> B -> A")
    sh = (n, n, n)
    a = k.load("A", sh, F)
    b = k.load("B", sh, F)
    c8, c2 = k.const(0.125, F), k.const(2.0, F)
    res, (ia, ib) = _time_loop(k, steps, [(a, sh), (b, sh)])
    # ins: center, i+1, i-1, j+1, j-1, k+1, k-1
    offs = [(1, 1, 1), (2, 1, 1), (0, 1, 1), (1, 2, 1), (1, 0, 1), (1, 1, 2), (1, 1, 0)]
    body = [f"%tc = arith.mulf {c2}, %in0 : f64",
            "%i1 = arith.subf %in1, %tc : f64", "%i2 = arith.addf %i1, %in2 : f64", f"%i3 = arith.mulf {c8}, %i2 : f64",
            "%j1 = arith.subf %in3, %tc : f64", "%j2 = arith.addf %j1, %in4 : f64", f"%j3 = arith.mulf {c8}, %j2 : f64",
            "%k1 = arith.subf %in5, %tc : f64", "%k2 = arith.addf %k1, %in6 : f64", f"%k3 = arith.mulf {c8}, %k2 : f64",
            "%s1 = arith.addf %i3, %j3 : f64", "%s2 = arith.addf %s1, %k3 : f64", "%s3 = arith.addf %s2, %in0 : f64",
            "linalg.yield %s3 : f64"]
    m = n - 2
    b2 = _stencil(k, ia, ib, sh, offs, (m, m, m), (1, 1, 1), body)
    a2 = _stencil(k, b2, ia, sh, offs, (m, m, m), (1, 1, 1), body)
    k.body.append(f"scf.yield {a2}, {b2} : {_t(sh)}, {_t(sh)}")
    k.body.append("}")
    k.store(f"{res}#0", "A", sh, F)
    k.store(f"{res}#1", "B", sh, F)
    return k.text(), steps * 2 * 13 * m ** 3


def fdtd_2d(steps: int, nx: int, ny: int) -> tuple[str, int]:
    k = Kernel("kernel_fdtd_2d", f"PolyBench fdtd-2d TMAX={steps} NX={nx} NY={ny}: ey, ex, hz updates per step")
    sh = (nx, ny)
    ex = k.load("Ex", sh, F)
    ey = k.load("Ey", sh, F)
    hz = k.load("Hz", sh, F)
    fict = k.load("Fict", (steps,), F)
    c5, c7 = k.const(0.5, F), k.const(0.7, F)
    res, (iex, iey, ihz) = _time_loop(k, steps, [(ex, sh), (ey, sh), (hz, sh)])
    # In-place updates (ey[i][j] = ey[i][j] - ...) read the destination slice as the generic's output,
    # so bufferization writes in place instead of copying the slice first.
    f = k.op(f"tensor.extract {fict}[%t] : {_t((steps,))}", "fict")
    row = _slice(k, iey, sh, (0, 0), (1, ny))
    row = k.op(f"linalg.fill ins({f} : f64) outs({row} : {_t((1, ny))}) -> {_t((1, ny))}", "f")
    ey1 = _insert(k, row, iey, sh, (0, 0), (1, ny))
    upd = ["%d = arith.subf %in0, %in1 : f64", f"%m = arith.mulf {c5}, %d : f64", "%r = arith.subf %acc, %m : f64",
           "linalg.yield %r : f64"]

    def update(dst: str, off: tuple[int, int], size: tuple[int, int], ins: list[tuple[str, tuple[int, int]]],
               body: list[str]) -> str:
        operands = [(_slice(k, src, sh, o, size), _t(size), ident(2)) for src, o in ins]
        v = k.generic(operands, (_slice(k, dst, sh, off, size), _t(size), ident(2)), "pp", body)
        return _insert(k, v, dst, sh, off, size)

    ey2 = update(ey1, (1, 0), (nx - 1, ny), [(ihz, (1, 0)), (ihz, (0, 0))], upd)
    ex2 = update(iex, (0, 1), (nx, ny - 1), [(ihz, (0, 1)), (ihz, (0, 0))], upd)
    hz2 = update(ihz, (0, 0), (nx - 1, ny - 1), [(ex2, (0, 1)), (ex2, (0, 0)), (ey2, (1, 0)), (ey2, (0, 0))],
                 ["%a = arith.subf %in0, %in1 : f64", "%b = arith.addf %a, %in2 : f64",
                  "%c = arith.subf %b, %in3 : f64", f"%m = arith.mulf {c7}, %c : f64", "%r = arith.subf %acc, %m : f64",
                  "linalg.yield %r : f64"])
    k.body.append(f"scf.yield {ex2}, {ey2}, {hz2} : {_t(sh)}, {_t(sh)}, {_t(sh)}")
    k.body.append("}")
    k.store(f"{res}#0", "Ex", sh, F)
    k.store(f"{res}#1", "Ey", sh, F)
    k.store(f"{res}#2", "Hz", sh, F)
    return k.text(), steps * 11 * nx * ny


# ---------------------------------------------------------------------------------------------------
# Affine kernels: triangular domains and in-place updates, statement for statement.

def _affine(fname: str, comment: str, args: list[tuple[str, tuple[int, ...]]], body: str) -> str:
    sig = ", ".join(f"%{n}: {mr(s, F)}" for n, s in args)
    lines = [f"// {c}" for c in comment.strip().splitlines()]
    lines.append(f"func.func @{fname}({sig}) attributes {{llvm.emit_c_interface}} {{")
    lines.extend("  " + ln if ln.strip() else "" for ln in body.strip("\n").splitlines())
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


def syrk(m: int, n: int) -> tuple[str, int]:
    t = mr((n, n), F)
    ta = mr((n, m), F)
    body = f"""\
%alpha = arith.constant 1.5 : f64
%beta = arith.constant 1.2 : f64
affine.for %i = 0 to {n} {{
  affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {{
    %c = affine.load %C[%i, %j] : {t}
    %cb = arith.mulf %c, %beta : f64
    affine.store %cb, %C[%i, %j] : {t}
  }}
  affine.for %k = 0 to {m} {{
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {{
      %aik = affine.load %A[%i, %k] : {ta}
      %ajk = affine.load %A[%j, %k] : {ta}
      %p = arith.mulf %alpha, %aik : f64
      %q = arith.mulf %p, %ajk : f64
      %c = affine.load %C[%i, %j] : {t}
      %s = arith.addf %c, %q : f64
      affine.store %s, %C[%i, %j] : {t}
    }}
  }}
}}"""
    return _affine("kernel_syrk", f"PolyBench syrk M={m} N={n}: lower triangle of C = beta*C + alpha*A*A^T",
                   [("C", (n, n)), ("A", (n, m))], body), n * (n + 1) // 2 * m


def syr2k(m: int, n: int) -> tuple[str, int]:
    t = mr((n, n), F)
    ta = mr((n, m), F)
    body = f"""\
%alpha = arith.constant 1.5 : f64
%beta = arith.constant 1.2 : f64
affine.for %i = 0 to {n} {{
  affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {{
    %c = affine.load %C[%i, %j] : {t}
    %cb = arith.mulf %c, %beta : f64
    affine.store %cb, %C[%i, %j] : {t}
  }}
  affine.for %k = 0 to {m} {{
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {{
      %ajk = affine.load %A[%j, %k] : {ta}
      %bik = affine.load %B[%i, %k] : {ta}
      %bjk = affine.load %B[%j, %k] : {ta}
      %aik = affine.load %A[%i, %k] : {ta}
      %p1 = arith.mulf %ajk, %alpha : f64
      %p2 = arith.mulf %p1, %bik : f64
      %q1 = arith.mulf %bjk, %alpha : f64
      %q2 = arith.mulf %q1, %aik : f64
      %s1 = arith.addf %p2, %q2 : f64
      %c = affine.load %C[%i, %j] : {t}
      %s = arith.addf %c, %s1 : f64
      affine.store %s, %C[%i, %j] : {t}
    }}
  }}
}}"""
    return _affine("kernel_syr2k", f"PolyBench syr2k M={m} N={n}: lower triangle of C = beta*C + alpha*(A*B^T + B*A^T)",
                   [("C", (n, n)), ("A", (n, m)), ("B", (n, m))], body), n * (n + 1) * m


def trmm(m: int, n: int) -> tuple[str, int]:
    tb = mr((m, n), F)
    ta = mr((m, m), F)
    body = f"""\
%alpha = arith.constant 1.5 : f64
affine.for %i = 0 to {m} {{
  affine.for %j = 0 to {n} {{
    affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to {m} {{
      %aki = affine.load %A[%k, %i] : {ta}
      %bkj = affine.load %B[%k, %j] : {tb}
      %p = arith.mulf %aki, %bkj : f64
      %b = affine.load %B[%i, %j] : {tb}
      %s = arith.addf %b, %p : f64
      affine.store %s, %B[%i, %j] : {tb}
    }}
    %b = affine.load %B[%i, %j] : {tb}
    %r = arith.mulf %alpha, %b : f64
    affine.store %r, %B[%i, %j] : {tb}
  }}
}}"""
    return _affine("kernel_trmm", f"PolyBench trmm M={m} N={n}: B = alpha * A^T B, A unit lower triangular, in place",
                   [("A", (m, m)), ("B", (m, n))], body), m * (m - 1) // 2 * n


def seidel_2d(steps: int, n: int) -> tuple[str, int]:
    t = mr((n, n), F)
    loads = []
    terms = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0), (1, 1)]
    for idx, (di, dj) in enumerate(terms):
        ii = f"%i {'+' if di >= 0 else '-'} {abs(di)}" if di else "%i"
        jj = f"%j {'+' if dj >= 0 else '-'} {abs(dj)}" if dj else "%j"
        loads.append(f"      %a{idx} = affine.load %A[{ii}, {jj}] : {t}")
    sums = ["      %s1 = arith.addf %a0, %a1 : f64"] + [f"      %s{k} = arith.addf %s{k - 1}, %a{k} : f64"
                                                       for k in range(2, 9)]
    body = f"""\
%nine = arith.constant 9.0 : f64
affine.for %t = 0 to {steps} {{
  affine.for %i = 1 to {n - 1} {{
    affine.for %j = 1 to {n - 1} {{
{chr(10).join(loads)}
{chr(10).join(sums)}
      %r = arith.divf %s8, %nine : f64
      affine.store %r, %A[%i, %j] : {t}
    }}
  }}
}}"""
    return _affine("kernel_seidel_2d", f"PolyBench seidel-2d TSTEPS={steps} N={n}: in-place 9-point Gauss-Seidel",
                   [("A", (n, n))], body), steps * (n - 2) ** 2 * 9


def _mean_std_prologue(m: int, n: int, t: str, tv: str, with_std: bool) -> str:
    std = ""
    if with_std:
        std = f"""
affine.for %j = 0 to {m} {{
  affine.store %zero, %Stddev[%j] : {tv}
  affine.for %i = 0 to {n} {{
    %d = affine.load %Data[%i, %j] : {t}
    %mu = affine.load %Mean[%j] : {tv}
    %x = arith.subf %d, %mu : f64
    %sq = arith.mulf %x, %x : f64
    %s = affine.load %Stddev[%j] : {tv}
    %s2 = arith.addf %s, %sq : f64
    affine.store %s2, %Stddev[%j] : {tv}
  }}
  %s = affine.load %Stddev[%j] : {tv}
  %v = arith.divf %s, %float_n : f64
  %sd = math.sqrt %v : f64
  %small = arith.cmpf ole, %sd, %eps : f64
  %sd2 = arith.select %small, %one, %sd : f64
  affine.store %sd2, %Stddev[%j] : {tv}
}}"""
    center_extra = ""
    if with_std:
        center_extra = f"""
    %sd = affine.load %Stddev[%j] : {tv}
    %den = arith.mulf %sqrt_n, %sd : f64
    %y = arith.divf %x, %den : f64
    affine.store %y, %Data[%i, %j] : {t}"""
    else:
        center_extra = f"""
    affine.store %x, %Data[%i, %j] : {t}"""
    return f"""\
affine.for %j = 0 to {m} {{
  affine.store %zero, %Mean[%j] : {tv}
  affine.for %i = 0 to {n} {{
    %d = affine.load %Data[%i, %j] : {t}
    %s = affine.load %Mean[%j] : {tv}
    %s2 = arith.addf %s, %d : f64
    affine.store %s2, %Mean[%j] : {tv}
  }}
  %s = affine.load %Mean[%j] : {tv}
  %mu = arith.divf %s, %float_n : f64
  affine.store %mu, %Mean[%j] : {tv}
}}{std}
affine.for %i = 0 to {n} {{
  affine.for %j = 0 to {m} {{
    %d = affine.load %Data[%i, %j] : {t}
    %mu = affine.load %Mean[%j] : {tv}
    %x = arith.subf %d, %mu : f64{center_extra}
  }}
}}"""


def covariance(m: int, n: int) -> tuple[str, int]:
    t, tv, tc = mr((n, m), F), mr((m,), F), mr((m, m), F)
    body = f"""\
%zero = arith.constant 0.0 : f64
%one = arith.constant 1.0 : f64
%float_n = arith.constant {float(n):.1f} : f64
%n1 = arith.subf %float_n, %one : f64
{_mean_std_prologue(m, n, t, tv, False)}
affine.for %i = 0 to {m} {{
  affine.for %j = affine_map<(d0) -> (d0)>(%i) to {m} {{
    affine.store %zero, %Cov[%i, %j] : {tc}
    affine.for %k = 0 to {n} {{
      %a = affine.load %Data[%k, %i] : {t}
      %b = affine.load %Data[%k, %j] : {t}
      %p = arith.mulf %a, %b : f64
      %c = affine.load %Cov[%i, %j] : {tc}
      %s = arith.addf %c, %p : f64
      affine.store %s, %Cov[%i, %j] : {tc}
    }}
    %c = affine.load %Cov[%i, %j] : {tc}
    %r = arith.divf %c, %n1 : f64
    affine.store %r, %Cov[%i, %j] : {tc}
    affine.store %r, %Cov[%j, %i] : {tc}
  }}
}}"""
    return _affine("kernel_covariance", f"PolyBench covariance M={m} N={n}: column means, centering, upper-triangle "
                   "covariance mirrored", [("Data", (n, m)), ("Cov", (m, m)), ("Mean", (m,))], body), m * (m + 1) // 2 * n


def correlation(m: int, n: int) -> tuple[str, int]:
    t, tv, tc = mr((n, m), F), mr((m,), F), mr((m, m), F)
    body = f"""\
%zero = arith.constant 0.0 : f64
%one = arith.constant 1.0 : f64
%eps = arith.constant 0.1 : f64
%float_n = arith.constant {float(n):.1f} : f64
%sqrt_n = math.sqrt %float_n : f64
{_mean_std_prologue(m, n, t, tv, True)}
affine.for %i = 0 to {m - 1} {{
  affine.store %one, %Corr[%i, %i] : {tc}
  affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to {m} {{
    affine.store %zero, %Corr[%i, %j] : {tc}
    affine.for %k = 0 to {n} {{
      %a = affine.load %Data[%k, %i] : {t}
      %b = affine.load %Data[%k, %j] : {t}
      %p = arith.mulf %a, %b : f64
      %c = affine.load %Corr[%i, %j] : {tc}
      %s = arith.addf %c, %p : f64
      affine.store %s, %Corr[%i, %j] : {tc}
    }}
    %c = affine.load %Corr[%i, %j] : {tc}
    affine.store %c, %Corr[%j, %i] : {tc}
  }}
}}
affine.store %one, %Corr[{m - 1}, {m - 1}] : {tc}"""
    return _affine("kernel_correlation", f"PolyBench correlation M={m} N={n}: means, standard deviations, "
                   "normalization, upper-triangle correlation mirrored",
                   [("Data", (n, m)), ("Corr", (m, m)), ("Mean", (m,)), ("Stddev", (m,))], body), m * m // 2 * n


# (kernel, family, generator, {dataset: args})
KERNELS = [
    ("gemm", "polybench-blas", gemm, {"small": (60, 70, 80), "medium": (200, 220, 240)}),
    ("2mm", "polybench-blas", two_mm, {"small": (40, 50, 70, 80), "medium": (180, 190, 210, 220)}),
    ("3mm", "polybench-blas", three_mm, {"small": (40, 50, 60, 70, 80), "medium": (180, 190, 200, 210, 220)}),
    ("doitgen", "polybench-blas", doitgen, {"small": (25, 20, 30), "medium": (50, 40, 60)}),
    ("syrk", "polybench-blas", syrk, {"small": (60, 80), "medium": (200, 240)}),
    ("syr2k", "polybench-blas", syr2k, {"small": (60, 80), "medium": (200, 240)}),
    ("trmm", "polybench-blas", trmm, {"small": (60, 80), "medium": (200, 240)}),
    ("atax", "polybench-mv", atax, {"medium": (390, 410), "large": (1900, 2100)}),
    ("bicg", "polybench-mv", bicg, {"medium": (390, 410), "large": (1900, 2100)}),
    ("mvt", "polybench-mv", mvt, {"medium": (400,), "large": (2000,)}),
    ("gemver", "polybench-mv", gemver, {"medium": (400,), "large": (2000,)}),
    ("gesummv", "polybench-mv", gesummv, {"medium": (250,), "large": (1300,)}),
    ("covariance", "polybench-datamining", covariance, {"small": (80, 100), "medium": (240, 260)}),
    ("correlation", "polybench-datamining", correlation, {"small": (80, 100), "medium": (240, 260)}),
    ("jacobi-1d", "polybench-stencil", jacobi_1d, {"large": (500, 2000), "extralarge": (1000, 4000)}),
    ("jacobi-2d", "polybench-stencil", jacobi_2d, {"small": (40, 90), "medium": (100, 250)}),
    ("heat-3d", "polybench-stencil", heat_3d, {"small": (40, 20), "medium": (100, 40)}),
    ("fdtd-2d", "polybench-stencil", fdtd_2d, {"small": (40, 60, 80), "medium": (100, 200, 240)}),
    ("seidel-2d", "polybench-stencil", seidel_2d, {"mini": (20, 40), "small": (40, 120)}),
]

_PARAMS = {
    "gemm": ("NI", "NJ", "NK"), "2mm": ("NI", "NJ", "NK", "NL"), "3mm": ("NI", "NJ", "NK", "NL", "NM"),
    "doitgen": ("NR", "NQ", "NP"), "syrk": ("M", "N"), "syr2k": ("M", "N"), "trmm": ("M", "N"),
    "atax": ("M", "N"), "bicg": ("M", "N"), "mvt": ("N",), "gemver": ("N",), "gesummv": ("N",),
    "covariance": ("M", "N"), "correlation": ("M", "N"), "jacobi-1d": ("TSTEPS", "N"),
    "jacobi-2d": ("TSTEPS", "N"), "heat-3d": ("TSTEPS", "N"), "fdtd-2d": ("TMAX", "NX", "NY"),
    "seidel-2d": ("TSTEPS", "N"),
}
AFFINE = {"syrk", "syr2k", "trmm", "covariance", "correlation", "seidel-2d"}


def specs() -> Iterator[Spec]:
    for kernel, family, gen, sizes in KERNELS:
        for dataset, args in sizes.items():
            text, macs = gen(*args)
            shape = {"kernel": kernel, "dataset": dataset.upper(), **dict(zip(_PARAMS[kernel], args)),
                     "form": "affine" if kernel in AFFINE else "linalg", "dtype": "f64"}
            yield Spec("hpc", family, f"{kernel}-{dataset}", "hand-written", shape, text, macs,
                       {"from": f"PolyBench/C 4.2 {kernel}, {dataset.upper()}_DATASET"})
