"""Small builders for MLIR text under the kernel ABI (memref boundary, linalg on tensors inside).

Generators write kernels as text: ``Kernel`` holds the signature and body lines and prints the module;
the helpers print the ops every family needs (loads, stores, fills, elementwise generics).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

Shape = tuple[int, ...]


def ty(shape: Sequence[int], dt: str = "f32") -> str:
    """``4x8xf32`` (the element type alone for rank 0)."""
    return "x".join(str(d) for d in shape) + ("x" if shape else "") + dt


def mr(shape: Sequence[int], dt: str = "f32") -> str:
    return f"memref<{ty(shape, dt)}>"


def tt(shape: Sequence[int], dt: str = "f32") -> str:
    return f"tensor<{ty(shape, dt)}>"


def amap(ndims: int, results: str) -> str:
    """``affine_map<(d0, d1) -> (results)>``."""
    dims = ", ".join(f"d{i}" for i in range(ndims))
    return f"affine_map<({dims}) -> ({results})>"


def ident(ndims: int) -> str:
    return amap(ndims, ", ".join(f"d{i}" for i in range(ndims)))


def iters(kinds: str) -> str:
    """``"ppr"`` → ``["parallel", "parallel", "reduction"]``."""
    names = {"p": '"parallel"', "r": '"reduction"'}
    return "[" + ", ".join(names[k] for k in kinds) + "]"


@dataclass
class Kernel:
    """One kernel function: memref arguments, a body, and the module text around it.

    Attributes:
        fname: the function name.
        comment: what the kernel computes and where its shape comes from (printed as a header).
        args: ``(name, shape, dtype)`` per memref argument, in order.
        body: body lines (without the final ``return``).
        int_max: integer inputs are filled in ``[0, int_max)`` (gather indices); ``None`` keeps the default.
    """

    fname: str
    comment: str
    args: list[tuple[str, Shape, str]] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    int_max: int | None = None
    _n: int = 0

    def arg(self, name: str, shape: Sequence[int], dt: str = "f32") -> str:
        """Declare a memref argument ``%NAME``; returns the memref SSA name."""
        self.args.append((name, tuple(shape), dt))
        return f"%{name}"

    def load(self, name: str, shape: Sequence[int], dt: str = "f32") -> str:
        """Declare an argument and read it as a tensor; returns the tensor SSA name."""
        self.arg(name, shape, dt)
        t = f"%{name.lower()}_t"
        self.body.append(f"{t} = bufferization.to_tensor %{name} restrict : {mr(shape, dt)} to {tt(shape, dt)}")
        return t

    def store(self, value: str, name: str, shape: Sequence[int], dt: str = "f32") -> None:
        """Write a tensor into argument ``%NAME`` (declaring it if it is not an input)."""
        if name not in {a[0] for a in self.args}:
            self.arg(name, shape, dt)
        self.body.append(f"bufferization.materialize_in_destination {value} in restrict writable %{name} "
                         f": ({tt(shape, dt)}, {mr(shape, dt)}) -> ()")

    def fresh(self, stem: str = "v") -> str:
        # Outer names carry an underscore; region names never do, so a region never shadows one.
        self._n += 1
        return f"%{stem}_{self._n}"

    def const(self, value: float | int, dt: str = "f32") -> str:
        v = self.fresh("c")
        lit = _float_lit(value) if dt.startswith("f") else str(int(value))
        self.body.append(f"{v} = arith.constant {lit} : {dt}")
        return v

    def empty(self, shape: Sequence[int], dt: str = "f32") -> str:
        v = self.fresh("e")
        self.body.append(f"{v} = tensor.empty() : {tt(shape, dt)}")
        return v

    def filled(self, shape: Sequence[int], value: float | str, dt: str = "f32") -> str:
        """A new tensor filled with ``value`` (a literal or an SSA scalar)."""
        c = value if isinstance(value, str) else self.const(value, dt)
        e = self.empty(shape, dt)
        v = self.fresh("f")
        self.body.append(f"{v} = linalg.fill ins({c} : {dt}) outs({e} : {tt(shape, dt)}) -> {tt(shape, dt)}")
        return v

    def generic(self, ins: Sequence[tuple[str, str, str]], out: tuple[str, str, str], kinds: str,
                body: Sequence[str], *, block_args: Sequence[str] | None = None) -> str:
        """A ``linalg.generic`` with one result.

        Args:
            ins: ``(value, tensor type, indexing map)`` per input.
            out: ``(init value, tensor type, indexing map)`` of the output.
            kinds: iterator kinds, ``p``/``r`` per loop.
            body: region lines; the last must be ``linalg.yield``. Block arguments are ``%in0``... for
                inputs and ``%acc`` for the output unless ``block_args`` names them.
        """
        v = self.fresh("g")
        maps = ", ".join(m for _, _, m in ins) + (", " if ins else "") + out[2]
        ins_txt = ", ".join(x for x, _, _ in ins)
        ins_ty = ", ".join(t for _, t, _ in ins)
        names = list(block_args) if block_args else [f"%in{i}" for i in range(len(ins))] + ["%acc"]
        el = [_elem(t) for _, t, _ in ins] + [_elem(out[1])]
        bb = ", ".join(f"{n}: {e}" for n, e in zip(names, el))
        head = f"{v} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {iters(kinds)}}}"
        if ins:
            head += f" ins({ins_txt} : {ins_ty})"
        head += f" outs({out[0]} : {out[1]}) {{"
        self.body.append(head)
        self.body.append(f"^bb0({bb}):")
        self.body.extend("  " + line for line in body)
        self.body.append(f"}} -> {out[1]}")
        return v

    def op(self, line: str, stem: str = "r") -> str:
        """Append ``%v = <line>`` and return ``%v``."""
        v = self.fresh(stem)
        self.body.append(f"{v} = {line}")
        return v

    def text(self) -> str:
        sig = ", ".join(f"%{n}: {mr(s, d)}" for n, s, d in self.args)
        attrs = "llvm.emit_c_interface"
        if self.int_max is not None:
            attrs += f", mqss.int_max = {self.int_max} : i64"
        lines = [f"// {c}" if c else "//" for c in self.comment.strip().splitlines()]
        lines.append(f"func.func @{self.fname}({sig}) attributes {{{attrs}}} {{")
        lines.extend(_indent(self.body, 2))
        lines.append("  return")
        lines.append("}")
        return "\n".join(lines) + "\n"


def _indent(lines: Sequence[str], n: int) -> list[str]:
    out, depth = [], 0
    for line in lines:
        s = line.strip()
        if s.startswith("}"):
            depth -= 1
        pad = " " * (n + 2 * max(depth, 0))
        if s.startswith("^bb"):
            pad = pad[:-2] if len(pad) > n else pad
        out.append(pad + s)
        if s.endswith("{"):
            depth += 1
    return out


def _elem(tensor_type: str) -> str:
    inner = tensor_type[tensor_type.index("<") + 1:tensor_type.rindex(">")]
    return inner.split("x")[-1]


def _float_lit(v: float | int) -> str:
    if v == float("-inf"):
        return "0xFF800000"  # f32 -inf: MLIR has no decimal spelling for infinities
    return f"{float(v):.6e}"


def sigmoid(x: str, out: str, c1: str, tmp: str = "%s") -> list[str]:
    """``out = 1 / (1 + exp(-x))`` as region lines (``c1`` is the constant 1.0)."""
    return [f"{tmp}n = arith.negf {x} : f32", f"{tmp}e = math.exp {tmp}n : f32",
            f"{tmp}d = arith.addf {tmp}e, {c1} : f32", f"{out} = arith.divf {c1}, {tmp}d : f32"]
