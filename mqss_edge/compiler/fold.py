"""``mqss-fold-transposes``: transposed matmul operands read in place, a rewrite of the module before it is compiled.

torch-mlir lowers every ``nn.Linear`` to ``linalg.transpose`` of its ``[out, in]`` weight followed by
``linalg.matmul`` (``x @ W^T``); attention's ``Q @ K^T`` is a ``[0, 2, 1]`` transpose before a
``linalg.batch_matmul``. Each transpose writes a full copy of its operand, every call, and MLIR 22 has no pass
that folds it into the contraction: ``linalg-fuse-elementwise-ops`` does fold it once both ops are generalized,
but the group tags (:func:`mqss_edge.compiler.transforms.render_tagging`) do not survive that, and
``linalg-specialize-generic-ops`` turns the fused contraction back into a plain ``linalg.matmul`` **without the
transpose** (a miscompile, measured: max error 27.9 on an 8x256x256 layer; the reference check catches it).

This rewrite does what IREE's global optimization does with such transposes: the contraction takes the
transpose's input and an ``indexing_maps`` attribute that reads it transposed, and a transpose left without
uses is dropped. Measured on an 8x256 by 256x256 layer (3 processes, pinned): transpose + matmul 0.048-0.056 ms
with their best schedules, folded 0.031-0.042 ms (the weight read once, in its own layout), pre-transposed
weights 0.022-0.035 ms. On whole models it is an option to search, not a default: the default lowering of
mlp-4layer gains 1.33 -> 0.79 ms, but the best searched plans with and without it trade places as this
machine's speed drifts (interleaved A/B of the oracle's two bests, folded / unfolded: mobilebert-tiny 0.96,
vgg-tiny 0.88, mlp-4layer 1.48, vit-layer 1.69); the menu's matmul tiles were chosen for an untransposed B.

The rewrite reads the module's lines as ``mlir-opt`` prints them (one op per line) and only touches what it
recognizes exactly: a named ``linalg.matmul`` / ``linalg.batch_matmul`` without ``indexing_maps`` whose operand
is the result of a ``linalg.transpose`` swapping the last two dimensions, of matching types. Anything else is
left as it is, so the rewrite can only leave a module unfolded, never change what it computes; the engine
still checks every candidate against the reference build of the original text.

A plan names it as the first tensor-level element (``tensor(mqss-fold-transposes,transform{group=...},...)``);
its group schedules then refer to the op groups of the folded module (:func:`fold_transposes` of the text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mqss_edge.pipeline import FOLD_TRANSPOSES

__all__ = ["FOLD_TRANSPOSES", "FoldResult", "fold_transposes"]

_NAME = r"%[\w.$-]+(?:#\d+)?"
_TENSOR = r"tensor<[^<>]*>"
_TRANSPOSE = re.compile(
    rf"^\s*(?P<res>%[\w.$-]+) = linalg\.transpose ins\((?P<src>{_NAME}) : (?P<src_t>{_TENSOR})\) "
    rf"outs\({_NAME} : (?P<dst_t>{_TENSOR})\) permutation = \[(?P<perm>[\d, ]+)\]\s*$")
_CONTRACTION = re.compile(
    rf"^(?P<head>\s*%[\w.$-]+ = linalg\.(?P<op>matmul|batch_matmul)) "
    rf"ins\((?P<a>{_NAME}), (?P<b>{_NAME}) : (?P<a_t>{_TENSOR}), (?P<b_t>{_TENSOR})\)(?P<tail> outs\(.*)$")
_USE = re.compile(r"%[\w.$-]+")

# Loop dimensions: matmul (m, n, k); batch_matmul (b, m, n, k). Maps of A, B, C as (A transposed, B transposed).
_DIMS = {"matmul": "(d0, d1, d2)", "batch_matmul": "(d0, d1, d2, d3)"}
_A = {"matmul": ("(d0, d2)", "(d2, d0)"), "batch_matmul": ("(d0, d1, d3)", "(d0, d3, d1)")}
_B = {"matmul": ("(d2, d1)", "(d1, d2)"), "batch_matmul": ("(d0, d3, d2)", "(d0, d2, d3)")}
_C = {"matmul": "(d0, d1)", "batch_matmul": "(d0, d1, d2)"}
_SWAP = {"matmul": "1, 0", "batch_matmul": "0, 2, 1"}


@dataclass(frozen=True)
class FoldResult:
    """The rewritten module and what changed.

    Attributes:
        text: the module (the input itself when nothing was folded).
        folded: contraction operands now read through a transposed map.
        removed: transposes dropped (no use left).
    """

    text: str
    folded: int
    removed: int


def _map(dims: str, res: str) -> str:
    return f"affine_map<{dims} -> {res}>"


def fold_transposes(text: str) -> FoldResult:
    """Fold the transposes that feed ``linalg.matmul`` / ``linalg.batch_matmul`` operands (see the module docs).

    SSA names are scoped by function (two functions may both hold a ``%transposed``): a contraction only takes
    a transpose defined before it in its own function, which is where its operand's definition is.
    """
    if "linalg.transpose" not in text or "matmul" not in text:
        return FoldResult(text, 0, 0)
    lines = text.split("\n")
    scope = 0
    transposes: dict[tuple[int, str], tuple[int, str, str, str, str]] = {}  # -> (line, source, its type, perm, type)
    scope_of: list[int] = []
    folded = 0
    for i, line in enumerate(lines):
        if "func.func" in line:
            scope += 1
        scope_of.append(scope)
        if "linalg.transpose" in line:
            m = _TRANSPOSE.match(line)
            if m:
                transposes[(scope, m["res"])] = (i, m["src"], m["src_t"], m["perm"].replace(" ", ""), m["dst_t"])
            continue
        if "matmul" not in line or "indexing_maps" in line:
            continue
        m = _CONTRACTION.match(line)
        if not m:
            continue
        op = m["op"]
        swap = _SWAP[op].replace(" ", "")
        operands, types, flags = [m["a"], m["b"]], [m["a_t"], m["b_t"]], [False, False]
        for j in (0, 1):
            t = transposes.get((scope, operands[j]))
            if t is not None and t[3] == swap and t[4] == types[j] and _swapped(t[2], t[4], op):
                operands[j], types[j], flags[j] = t[1], t[2], True
        if not any(flags):
            continue
        dims = _DIMS[op]
        maps = ", ".join([_map(dims, _A[op][flags[0]]), _map(dims, _B[op][flags[1]]), _map(dims, _C[op])])
        lines[i] = (f"{m['head']} indexing_maps = [{maps}] ins({operands[0]}, {operands[1]} : {types[0]}, "
                    f"{types[1]}){m['tail']}")
        folded += sum(flags)
    if not folded:
        return FoldResult(text, 0, 0)
    uses: dict[tuple[int, str], int] = {}
    for line, sc in zip(lines, scope_of):
        for name in _USE.findall(line):
            if (sc, name) in transposes:
                uses[(sc, name)] = uses.get((sc, name), 0) + 1
    dead = {transposes[key][0] for key, n in uses.items() if n == 1}  # its own definition only
    out = [line for i, line in enumerate(lines) if i not in dead]
    return FoldResult("\n".join(out), folded, len(dead))


def _swapped(src: str, dst: str, op: str) -> bool:
    """Whether ``dst`` is ``src`` with its last two dimensions swapped (the rank the contraction takes)."""
    a, b = src[7:-1].split("x"), dst[7:-1].split("x")
    rank = 2 if op == "matmul" else 3
    return len(a) == len(b) == rank + 1 and a[-1] == b[-1] and a[:-3] == b[:-3] and a[-3] == b[-2] and a[-2] == b[-3]
