"""EdgeLang kernels → tensor-level MLIR: one ``func.func`` (linalg on tensors, ``llvm.emit_c_interface``) per
kernel, several ops each, every shape checked at the op's line:column.

Ops (tensors are f32; N,H,W,C layouts for images):

==============================  ==================================================================
``conv2d(x, w, stride=1)``      x [N,H,W,C], w [KH,KW,C,F] → [N,(H-KH)/s+1,(W-KW)/s+1,F] (valid)
``depthwise(x, w, stride=1)``   x [N,H,W,C], w [KH,KW,C] → [N,OH,OW,C]
``pointwise(x, w)``             x [N,H,W,C], w [C,F] → [N,H,W,F] (a 1x1 convolution)
``matmul(a, b)``                [M,K] x [K,N] → [M,N]
``batch_matmul(a, b)``          [B,M,K] x [B,K,N] → [B,M,N]
``add/sub/mul/max(a, b)``       same shapes, or ``b`` of rank 1 along ``a``'s last dimension (a bias)
``relu/sigmoid/tanh/gelu/exp``  elementwise (gelu: the tanh form)
``maxpool/avgpool(x, k, s)``    x [N,H,W,C], k x k window, stride s (default k)
``softmax(x)``                  along the last dimension
``layernorm(x, g, b, eps)``     along the last dimension D; g, b [D]; eps default 1e-5
``reduce_sum/reduce_max(x)``    along ``axis`` (default the last) → the shape without it
==============================  ==================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from mqss_edge.sdk_integration.edgelang.syntax import Arg, Call, EdgeError, Kernel, Program, TensorType

UNARY = ("relu", "sigmoid", "tanh", "gelu", "exp")
BINARY = {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf", "max": "arith.maximumf"}
OPS = ("conv2d", "depthwise", "pointwise", "matmul", "batch_matmul", *BINARY, *UNARY, "maxpool", "avgpool",
       "softmax", "layernorm", "reduce_sum", "reduce_max")


@dataclass(frozen=True)
class KernelModule:
    """One kernel as a module of its own.

    Attributes:
        name: the kernel's (and the function's) name.
        text: the MLIR module.
        ops: EdgeLang ops in the kernel, in order.
        params: parameter shapes; result: the result shape.
    """

    name: str
    text: str
    ops: tuple[str, ...]
    params: tuple[tuple[int, ...], ...]
    result: tuple[int, ...]


def _t(shape: tuple[int, ...]) -> str:
    return TensorType(shape).mlir()


def _map(rank: int, dims: list[int] | tuple[int, ...]) -> str:
    ds = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({ds}) -> ({', '.join(f'd{i}' for i in dims)})>"


def _f(x: float) -> str:
    return f"{x:.8e}"


class _Emitter:
    def __init__(self, kernel: Kernel):
        self.k = kernel
        self.lines: list[str] = []
        self.n = 0
        self.env: dict[str, tuple[str, tuple[int, ...]]] = {}

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def const(self, x: float) -> str:
        v = self.fresh()
        self.emit(f"{v} = arith.constant {_f(x)} : f32")
        return v

    def filled(self, shape: tuple[int, ...], value: str) -> str:
        e, f = self.fresh(), self.fresh()
        self.emit(f"{e} = tensor.empty() : {_t(shape)}")
        self.emit(f"{f} = linalg.fill ins({value} : f32) outs({e} : {_t(shape)}) -> {_t(shape)}")
        return f

    def generic(self, ins: list[tuple[str, tuple[int, ...], list[int]]], out: tuple[str, tuple[int, ...]],
                iters: list[str], body: list[str], result: str) -> str:
        """A linalg.generic over ``len(iters)`` loops; ``body`` uses %a0.. for inputs, %o for the output."""
        rank = len(iters)
        maps = [_map(rank, m) for _, _, m in ins] + [_map(rank, [i for i, it in enumerate(iters) if it == "parallel"])]
        r = self.fresh()
        its = ", ".join(f'"{i}"' for i in iters)
        ins_txt = ", ".join(v for v, _, _ in ins)
        ins_ty = ", ".join(_t(s) for _, s, _ in ins)
        args = ", ".join(f"%a{i}: f32" for i in range(len(ins)))
        self.emit(f"{r} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{its}]}} "
                  f"ins({ins_txt} : {ins_ty}) outs({out[0]} : {_t(out[1])}) {{")
        self.emit(f"^bb0({args}, %o: f32):")
        for b in body:
            self.emit("  " + b)
        self.emit(f"  linalg.yield {result} : f32")
        self.emit(f"}} -> {_t(out[1])}")
        return r

    # ---- arguments --------------------------------------------------------------------------------

    def tensors(self, c: Call, n: int) -> list[tuple[str, tuple[int, ...]]]:
        pos = [a for a in c.args if a.key is None]
        if len(pos) < n:
            raise EdgeError(f"{c.op} takes {n} tensor argument{'s' if n > 1 else ''}, got {len(pos)}", c.line, c.col)
        out = []
        for a in pos[:n]:
            if not isinstance(a.value, str):
                raise EdgeError(f"{c.op}: expected a tensor name, found {a.value:g}", a.line, a.col)
            if a.value not in self.env:
                raise EdgeError(f"undefined value {a.value!r}", a.line, a.col)
            out.append(self.env[a.value])
        return out

    def number(self, c: Call, key: str, index: int, default: float | None, *, integer: bool = True) -> float:
        pos = [a for a in c.args if a.key is None]
        arg: Arg | None = next((a for a in c.args if a.key == key), pos[index] if len(pos) > index else None)
        if arg is None:
            if default is None:
                raise EdgeError(f"{c.op} needs {key}=", c.line, c.col)
            return default
        if not isinstance(arg.value, float):
            raise EdgeError(f"{c.op}: {key} must be a number", arg.line, arg.col)
        if integer and (arg.value != int(arg.value) or arg.value < 1):
            raise EdgeError(f"{c.op}: {key} must be a positive integer", arg.line, arg.col)
        return arg.value

    def check_keys(self, c: Call, allowed: tuple[str, ...]) -> None:
        for a in c.args:
            if a.key is not None and a.key not in allowed:
                raise EdgeError(f"{c.op} has no argument {a.key!r}", a.line, a.col)

    # ---- ops --------------------------------------------------------------------------------------

    def call(self, c: Call) -> tuple[str, tuple[int, ...]]:
        if c.op not in OPS:
            raise EdgeError(f"unknown op {c.op!r} (known: {', '.join(OPS)})", c.line, c.col)
        self.check_keys(c, {"conv2d": ("stride",), "depthwise": ("stride",), "maxpool": ("k", "stride"),
                            "avgpool": ("k", "stride"), "layernorm": ("eps",), "reduce_sum": ("axis",),
                            "reduce_max": ("axis",)}.get(c.op, ()))
        return getattr(self, "op_" + c.op, None)(c) if hasattr(self, "op_" + c.op) else self.elementwise(c)

    def bad(self, c: Call, msg: str) -> EdgeError:
        return EdgeError(f"{c.op}: {msg}", c.line, c.col)

    def _conv_out(self, c: Call, x: tuple[int, ...], kh: int, kw: int, s: int) -> tuple[int, int]:
        if len(x) != 4:
            raise self.bad(c, f"input must be [N,H,W,C], got {TensorType(x)}")
        if kh > x[1] or kw > x[2]:
            raise self.bad(c, f"a {kh}x{kw} window does not fit a {x[1]}x{x[2]} image")
        return (x[1] - kh) // s + 1, (x[2] - kw) // s + 1

    def op_conv2d(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (xv, x), (wv, w) = self.tensors(c, 2)
        s = int(self.number(c, "stride", 2, 1))
        if len(w) != 4 or len(x) != 4 or w[2] != x[3]:
            raise self.bad(c, f"filter must be [KH,KW,{x[3] if len(x) == 4 else 'C'},F], got {TensorType(w)}")
        oh, ow = self._conv_out(c, x, w[0], w[1], s)
        out = (x[0], oh, ow, w[3])
        f = self.filled(out, self.const(0.0))
        r = self.fresh()
        self.emit(f"{r} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<{s}> : "
                  f"tensor<2xi64>}} ins({xv}, {wv} : {_t(x)}, {_t(w)}) outs({f} : {_t(out)}) -> {_t(out)}")
        return r, out

    def op_depthwise(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (xv, x), (wv, w) = self.tensors(c, 2)
        s = int(self.number(c, "stride", 2, 1))
        if len(w) != 3 or len(x) != 4 or w[2] != x[3]:
            raise self.bad(c, f"filter must be [KH,KW,{x[3] if len(x) == 4 else 'C'}], got {TensorType(w)}")
        oh, ow = self._conv_out(c, x, w[0], w[1], s)
        out = (x[0], oh, ow, x[3])
        f = self.filled(out, self.const(0.0))
        r = self.fresh()
        self.emit(f"{r} = linalg.depthwise_conv_2d_nhwc_hwc {{dilations = dense<1> : tensor<2xi64>, strides = "
                  f"dense<{s}> : tensor<2xi64>}} ins({xv}, {wv} : {_t(x)}, {_t(w)}) outs({f} : {_t(out)}) -> {_t(out)}")
        return r, out

    def op_pointwise(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (xv, x), (wv, w) = self.tensors(c, 2)
        if len(x) != 4 or len(w) != 2 or w[0] != x[3]:
            raise self.bad(c, f"needs x [N,H,W,C] and w [C,F], got {TensorType(x)} and {TensorType(w)}")
        out = (x[0], x[1], x[2], w[1])
        f = self.filled(out, self.const(0.0))
        # loops (n, h, w, f, c): c is the reduction
        r = self.generic([(xv, x, [0, 1, 2, 4]), (wv, w, [4, 3])], (f, out), ["parallel"] * 4 + ["reduction"],
                         ["%m = arith.mulf %a0, %a1 : f32", "%s = arith.addf %o, %m : f32"], "%s")
        return r, out

    def op_matmul(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (av, a), (bv, b) = self.tensors(c, 2)
        if len(a) != 2 or len(b) != 2 or a[1] != b[0]:
            raise self.bad(c, f"needs [M,K] and [K,N], got {TensorType(a)} and {TensorType(b)}")
        out = (a[0], b[1])
        f = self.filled(out, self.const(0.0))
        r = self.fresh()
        self.emit(f"{r} = linalg.matmul ins({av}, {bv} : {_t(a)}, {_t(b)}) outs({f} : {_t(out)}) -> {_t(out)}")
        return r, out

    def op_batch_matmul(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (av, a), (bv, b) = self.tensors(c, 2)
        if len(a) != 3 or len(b) != 3 or a[0] != b[0] or a[2] != b[1]:
            raise self.bad(c, f"needs [B,M,K] and [B,K,N], got {TensorType(a)} and {TensorType(b)}")
        out = (a[0], a[1], b[2])
        f = self.filled(out, self.const(0.0))
        r = self.fresh()
        self.emit(f"{r} = linalg.batch_matmul ins({av}, {bv} : {_t(a)}, {_t(b)}) outs({f} : {_t(out)}) -> {_t(out)}")
        return r, out

    def elementwise(self, c: Call) -> tuple[str, tuple[int, ...]]:
        rank_of = len
        if c.op in BINARY:
            (av, a), (bv, b) = self.tensors(c, 2)
            if b == a:
                bmap = list(range(rank_of(a)))
            elif len(b) == 1 and b[0] == a[-1]:
                bmap = [rank_of(a) - 1]
            else:
                raise self.bad(c, f"shapes {TensorType(a)} and {TensorType(b)} do not match (nor is the second a "
                                  "bias along the last dimension)")
            e = self.fresh()
            self.emit(f"{e} = tensor.empty() : {_t(a)}")
            ident = list(range(rank_of(a)))
            r = self.generic([(av, a, ident), (bv, b, bmap)], (e, a), ["parallel"] * rank_of(a),
                             [f"%r = {BINARY[c.op]} %a0, %a1 : f32"], "%r")
            return r, a
        ((xv, x),) = self.tensors(c, 1)
        body = {
            "relu": ["%z = arith.constant 0.0 : f32", "%r = arith.maximumf %a0, %z : f32"],
            "exp": ["%r = math.exp %a0 : f32"],
            "tanh": ["%r = math.tanh %a0 : f32"],
            "sigmoid": ["%one = arith.constant 1.0 : f32", "%n = arith.negf %a0 : f32", "%e = math.exp %n : f32",
                        "%d = arith.addf %one, %e : f32", "%r = arith.divf %one, %d : f32"],
            "gelu": ["%half = arith.constant 0.5 : f32", "%one = arith.constant 1.0 : f32",
                     f"%c0 = arith.constant {_f(0.7978845608)} : f32", f"%c1 = arith.constant {_f(0.044715)} : f32",
                     "%x2 = arith.mulf %a0, %a0 : f32", "%x3 = arith.mulf %x2, %a0 : f32",
                     "%t0 = arith.mulf %c1, %x3 : f32", "%t1 = arith.addf %a0, %t0 : f32",
                     "%t2 = arith.mulf %c0, %t1 : f32", "%t3 = math.tanh %t2 : f32", "%t4 = arith.addf %one, %t3 : f32",
                     "%t5 = arith.mulf %half, %a0 : f32", "%r = arith.mulf %t5, %t4 : f32"],
        }[c.op]
        e = self.fresh()
        self.emit(f"{e} = tensor.empty() : {_t(x)}")
        return self.generic([(xv, x, list(range(len(x))))], (e, x), ["parallel"] * len(x), body, "%r"), x

    def _pool(self, c: Call, kind: str) -> tuple[str, tuple[int, ...]]:
        ((xv, x),) = self.tensors(c, 1)
        k = int(self.number(c, "k", 1, 2))
        s = int(self.number(c, "stride", 2, k))
        oh, ow = self._conv_out(c, x, k, k, s)
        out = (x[0], oh, ow, x[3])
        if kind == "max":
            init = self.fresh()
            self.emit(f"{init} = arith.constant 0xFF800000 : f32")  # -inf
        else:
            init = self.const(0.0)
        f = self.filled(out, init)
        win, r = self.fresh(), self.fresh()
        self.emit(f"{win} = tensor.empty() : tensor<{k}x{k}xf32>")
        self.emit(f"{r} = linalg.pooling_nhwc_{kind} {{dilations = dense<1> : tensor<2xi64>, strides = dense<{s}> : "
                  f"tensor<2xi64>}} ins({xv}, {win} : {_t(x)}, tensor<{k}x{k}xf32>) outs({f} : {_t(out)}) -> {_t(out)}")
        return r, out

    def op_maxpool(self, c: Call) -> tuple[str, tuple[int, ...]]:
        return self._pool(c, "max")

    def op_avgpool(self, c: Call) -> tuple[str, tuple[int, ...]]:
        r, out = self._pool(c, "sum")
        k = int(self.number(c, "k", 1, 2))
        e = self.fresh()
        self.emit(f"{e} = tensor.empty() : {_t(out)}")
        body = [f"%inv = arith.constant {_f(1.0 / (k * k))} : f32", "%r = arith.mulf %a0, %inv : f32"]
        return self.generic([(r, out, [0, 1, 2, 3])], (e, out), ["parallel"] * 4, body, "%r"), out

    def op_softmax(self, c: Call) -> tuple[str, tuple[int, ...]]:
        ((xv, x),) = self.tensors(c, 1)
        e, r = self.fresh(), self.fresh()
        self.emit(f"{e} = tensor.empty() : {_t(x)}")
        self.emit(f"{r} = linalg.softmax dimension({len(x) - 1}) ins({xv} : {_t(x)}) outs({e} : {_t(x)}) -> {_t(x)}")
        return r, x

    def _reduce(self, xv: str, x: tuple[int, ...], axis: int, kind: str) -> tuple[str, tuple[int, ...]]:
        out = x[:axis] + x[axis + 1:]
        if kind == "max":
            init = self.fresh()
            self.emit(f"{init} = arith.constant 0xFF800000 : f32")
        else:
            init = self.const(0.0)
        f = self.filled(out, init)
        iters = ["reduction" if i == axis else "parallel" for i in range(len(x))]
        op = "arith.maximumf" if kind == "max" else "arith.addf"
        return self.generic([(xv, x, list(range(len(x))))], (f, out), iters, [f"%r = {op} %o, %a0 : f32"], "%r"), out

    def _axis(self, c: Call, x: tuple[int, ...]) -> int:
        arg = next((a for a in c.args if a.key == "axis"), None)
        if arg is None:
            return len(x) - 1
        if not isinstance(arg.value, float) or arg.value != int(arg.value) or not -len(x) <= arg.value < len(x):
            raise EdgeError(f"{c.op}: axis must be an integer in [-{len(x)}, {len(x)})", arg.line, arg.col)
        return int(arg.value) % len(x)

    def op_reduce_sum(self, c: Call) -> tuple[str, tuple[int, ...]]:
        ((xv, x),) = self.tensors(c, 1)
        if len(x) < 2:
            raise self.bad(c, "needs a tensor of rank 2 or more (a kernel returns a tensor)")
        return self._reduce(xv, x, self._axis(c, x), "sum")

    def op_reduce_max(self, c: Call) -> tuple[str, tuple[int, ...]]:
        ((xv, x),) = self.tensors(c, 1)
        if len(x) < 2:
            raise self.bad(c, "needs a tensor of rank 2 or more (a kernel returns a tensor)")
        return self._reduce(xv, x, self._axis(c, x), "max")

    def op_layernorm(self, c: Call) -> tuple[str, tuple[int, ...]]:
        (xv, x), (gv, g), (bv, b) = self.tensors(c, 3)
        eps = self.number(c, "eps", 3, 1e-5, integer=False)
        d = x[-1]
        if len(x) < 2 or g != (d,) or b != (d,):
            raise self.bad(c, f"needs x [...,D] (rank >= 2) and gamma, beta [D], got {TensorType(x)}, "
                              f"{TensorType(g)}, {TensorType(b)}")
        n = len(x)
        ident, rows = list(range(n)), list(range(n - 1))
        s, rs = self._reduce(xv, x, n - 1, "sum")
        f = self.filled(rs, self.const(0.0))
        inv_d = _f(1.0 / d)
        v = self.generic([(xv, x, ident), (s, rs, rows)], (f, rs), ["parallel"] * (n - 1) + ["reduction"],
                         [f"%k = arith.constant {inv_d} : f32", "%m = arith.mulf %a1, %k : f32",
                          "%c = arith.subf %a0, %m : f32", "%q = arith.mulf %c, %c : f32", "%r = arith.addf %o, %q : f32"],
                         "%r")
        e = self.fresh()
        self.emit(f"{e} = tensor.empty() : {_t(x)}")
        body = [f"%k = arith.constant {inv_d} : f32", f"%eps = arith.constant {_f(eps)} : f32",
                "%m = arith.mulf %a1, %k : f32", "%c = arith.subf %a0, %m : f32", "%w = arith.mulf %a2, %k : f32",
                "%we = arith.addf %w, %eps : f32", "%sd = math.sqrt %we : f32", "%nx = arith.divf %c, %sd : f32",
                "%gx = arith.mulf %nx, %a3 : f32", "%r = arith.addf %gx, %a4 : f32"]
        r = self.generic([(xv, x, ident), (s, rs, rows), (v, rs, rows), (gv, g, [n - 1]), (bv, b, [n - 1])], (e, x),
                         ["parallel"] * n, body, "%r")
        return r, x

    # ---- the kernel -------------------------------------------------------------------------------

    def kernel(self) -> KernelModule:
        k = self.k
        for p in k.params:
            if p.name in self.env:
                raise EdgeError(f"parameter {p.name!r} defined twice", p.line, p.col)
            self.env[p.name] = (f"%{p.name}", p.type.shape)
        for c in k.body:
            if c.target in self.env:
                raise EdgeError(f"{c.target!r} is already defined (values are assigned once)", c.line, c.col)
            self.env[c.target] = self.call(c)
        if k.result not in self.env:
            raise EdgeError(f"undefined value {k.result!r}", k.result_line, k.result_col)
        rv, rshape = self.env[k.result]
        if k.result_type is not None and k.result_type.shape != rshape:
            t = k.result_type
            raise EdgeError(f"kernel {k.name} returns {TensorType(rshape)}, declared {t}", t.line, t.col)
        if rv.startswith("%") and k.result in {p.name for p in k.params}:
            raise EdgeError("a kernel must compute its result, not return a parameter", k.result_line, k.result_col)
        args = ", ".join(f"%{p.name}: {p.type.mlir()}" for p in k.params)
        head = [f"// EdgeLang kernel {k.name} ({', '.join(c.op for c in k.body)})",
                f"func.func @{k.name}({args}) -> {_t(rshape)} attributes {{llvm.emit_c_interface}} {{"]
        tail = [f"  return {rv} : {_t(rshape)}", "}", ""]
        return KernelModule(k.name, "\n".join(head + self.lines + tail), tuple(c.op for c in k.body),
                            tuple(p.type.shape for p in k.params), rshape)


def emit(program: Program) -> list[KernelModule]:
    """One module per kernel, in source order.

    Raises:
        EdgeError: an unknown op, an undefined or redefined name, mismatched shapes, a duplicate kernel name.
    """
    seen: set[str] = set()
    out = []
    for k in program.kernels:
        if k.name in seen:
            raise EdgeError(f"kernel {k.name!r} defined twice", k.line, k.col)
        seen.add(k.name)
        if not k.body:
            raise EdgeError(f"kernel {k.name} computes nothing", k.line, k.col)
        out.append(_Emitter(k).kernel())
    return out
