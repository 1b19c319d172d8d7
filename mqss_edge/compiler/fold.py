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

The other way round, ``mqss-unfold-transposes`` (:func:`unfold_transposes`) gives a contraction that reads an
operand transposed in place a ``linalg.transpose`` of that operand, for the accumulator tiles that need it in
matmul layout. A plan names at most one of the two (:func:`rewrite`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import partial

from mqss_edge.pipeline import FOLD_TRANSPOSES, UNFOLD_TRANSPOSES, Pass

__all__ = ["FOLD_TRANSPOSES", "SMALL_M_MIN_ROWS", "SMALL_M_ROWS", "UNFOLD_TRANSPOSES", "FoldResult",
           "fold_transposes", "rewrite", "unfold_transposes"]

_NAME = r"%[\w.$-]+(?:#\d+)?"
_TENSOR = r"tensor<[^<>]*>"
_TRANSPOSE = re.compile(
    rf"^\s*(?P<res>%[\w.$-]+) = linalg\.transpose ins\((?P<src>{_NAME}) : (?P<src_t>{_TENSOR})\) "
    rf"outs\({_NAME} : (?P<dst_t>{_TENSOR})\) permutation = \[(?P<perm>[\d, ]+)\]\s*$")
_CONTRACTION = re.compile(
    rf"^(?P<head>\s*%[\w.$-]+ = linalg\.(?P<op>matmul|batch_matmul)) "
    rf"ins\((?P<a>{_NAME}), (?P<b>{_NAME}) : (?P<a_t>{_TENSOR}), (?P<b_t>{_TENSOR})\)(?P<tail> outs\(.*)$")

# Loop dimensions: matmul (m, n, k); batch_matmul (b, m, n, k). Maps of A, B, C as (A transposed, B transposed).
_DIMS = {"matmul": "(d0, d1, d2)", "batch_matmul": "(d0, d1, d2, d3)"}
_A = {"matmul": ("(d0, d2)", "(d2, d0)"), "batch_matmul": ("(d0, d1, d3)", "(d0, d3, d1)")}
_B = {"matmul": ("(d2, d1)", "(d1, d2)"), "batch_matmul": ("(d0, d3, d2)", "(d0, d2, d3)")}
_C = {"matmul": "(d0, d1)", "batch_matmul": "(d0, d1, d2)"}
_SWAP = {"matmul": "1, 0", "batch_matmul": "0, 2, 1"}


#: Zero-shot selection folds the transposes of contractions of :data:`SMALL_M_MIN_ROWS` to this many rows (M):
#: there each weight transpose copies the whole weight for a few rows of work, and the accumulator tiles that
#: transpose 8x8 weight blocks in registers (``transpose=avx2``, the expert rules' schedule for a folded
#: contraction) read it in place. Measured on the 42 corpus models (the policy at K=1 with its guard on the
#: module and on its fold, 3 pinned processes each, one store, the same hour): M = 2-8 folded,
#: mlp-4layer 0.142 -> 0.027 ms, levit-tiny 0.79 -> 0.59, convnextv2-tiny 0.51 -> 0.40, convnext-tiny 0.62 ->
#: 0.52, segformer-mit-tiny 0.69 -> 0.68, transformer-decoder-layer 0.037 -> 0.042. Folding M = 16 too was
#: mixed: bert-layer 0.29 -> 0.19 and electra-tiny 0.074 -> 0.045, but t5-encoder-tiny 0.050 -> 0.116,
#: distilbert-tiny 0.064 -> 0.084, mobilebert-tiny 0.036 -> 0.038; at M = 17-65 (vit-tiny, vit-layer) the fold
#: lost (0.084 -> 0.111, 0.53 -> 0.71 ms).
SMALL_M_ROWS = 8
#: ... and from this many: at M = 1 (GEMVs: LSTM / GRU cells, classifier heads) the folded dot-product tile lost
#: (lstm-cells 0.016 -> 0.032 ms, gru-cells 0.0095 -> 0.013; lenet5 gained, 0.049 -> 0.041).
SMALL_M_MIN_ROWS = 2


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


def fold_transposes(text: str, max_rows: int | None = None, min_rows: int = 1) -> FoldResult:
    """Fold the transposes that feed ``linalg.matmul`` / ``linalg.batch_matmul`` operands (see the module docs).

    ``max_rows`` / ``min_rows``: fold only into contractions of that many rows (M, the result's second-to-last
    dimension, static; ``max_rows=None``: every contraction). A folded weight is transposed in registers once per
    M tile, an unfolded one once per call: the fold pays where M is small (:data:`SMALL_M_ROWS`).

    SSA names are scoped by function (two functions may both hold a ``%transposed``): a contraction only takes
    a transpose defined before it in its own function, which is where its operand's definition is.
    """
    if "linalg.transpose" not in text or "matmul" not in text:
        return FoldResult(text, 0, 0)
    if max_rows is not None and not any(min_rows <= int(m[1]) <= max_rows
                                        for m in map(partial(_ROWS.match, text), _find_all(text, "matmul ins("))
                                        if m is not None):
        return FoldResult(text, 0, 0)  # no contraction that small (a scan of the text, not of its lines)
    # Only the lines that open a function, define a transpose or hold a contraction are read (found by one scan
    # of the text): a rewrite inside the selection path costs tens of microseconds, not a loop over every line.
    scopes: list[int] = []  # where each function starts
    transposes: dict[tuple[int, str], tuple[int, int, str, str, str, str]] = {}  # -> (start, end, src, its type,
    edits: list[tuple[int, int, str]] = []                                     #     perm, type)
    refs: dict[tuple[int, str], int] = {}  # operands folded away, per transpose
    line_start = -1
    for at in sorted(i for word in _KEYS for i in _find_all(text, word)):
        s0 = text.rfind("\n", 0, at) + 1
        if s0 == line_start:
            continue
        line_start = s0
        e0 = text.find("\n", at)
        e0 = len(text) if e0 < 0 else e0
        line = text[s0:e0]
        if "func.func" in line:
            scopes.append(s0)
        scope = len(scopes)
        if "linalg.transpose" in line:
            m = _TRANSPOSE.match(line)
            if m:
                transposes[(scope, m["res"])] = (s0, e0, m["src"], m["src_t"], m["perm"].replace(" ", ""), m["dst_t"])
            continue
        if "indexing_maps" in line:
            continue
        m = _CONTRACTION.match(line)
        if not m or (max_rows is not None and not _rows_within(m["tail"], min_rows, max_rows)):
            continue
        op = m["op"]
        swap = _SWAP[op].replace(" ", "")
        operands, types, flags = [m["a"], m["b"]], [m["a_t"], m["b_t"]], [False, False]
        for j in (0, 1):
            t = transposes.get((scope, operands[j]))
            if t is not None and t[4] == swap and t[5] == types[j] and _swapped(t[3], t[5], op):
                refs[(scope, operands[j])] = refs.get((scope, operands[j]), 0) + 1
                operands[j], types[j], flags[j] = t[2], t[3], True
        if not any(flags):
            continue
        dims = _DIMS[op]
        maps = ", ".join([_map(dims, _A[op][flags[0]]), _map(dims, _B[op][flags[1]]), _map(dims, _C[op])])
        edits.append((s0, e0, f"{m['head']} indexing_maps = [{maps}] ins({operands[0]}, {operands[1]} : "
                              f"{types[0]}, {types[1]}){m['tail']}"))
    if not edits:
        return FoldResult(text, 0, 0)
    # a transpose whose every use was folded away goes (uses counted in its own function from its definition on)
    bounds = scopes + [len(text)]
    for scope in sorted({sc for sc, _ in refs}):
        names = sorted({name for sc, name in refs if sc == scope}, key=len, reverse=True)
        lo = min(transposes[(scope, name)][0] for name in names)
        hi = bounds[scope] if scope else bounds[0]
        stem = os.path.commonprefix(names)  # "%transposed": a literal the regex engine skips to
        pattern = re.compile(re.escape(stem) + "(" + "|".join(re.escape(n[len(stem):]) for n in names)
                             + ")(?![\\w.$-])")
        uses: dict[str, int] = {}
        for rest in pattern.findall(text, lo, hi):
            uses[stem + rest] = uses.get(stem + rest, 0) + 1
        for name in names:
            if uses.get(name, 0) - refs[(scope, name)] == 1:  # its own definition only
                s0, e0 = transposes[(scope, name)][:2]
                edits.append((s0, min(e0 + 1, len(text)), ""))
    edits.sort()
    out, at = [], 0
    for s0, e0, new in edits:
        out.append(text[at:s0])
        out.append(new)
        at = e0
    out.append(text[at:])
    return FoldResult("".join(out), sum(refs.values()), sum(1 for _, _, new in edits if not new))


_KEYS = ("func.func", "linalg.transpose", "matmul")


def _find_all(text: str, word: str) -> list[int]:
    """Where ``word`` starts in ``text`` (``str.find``: much faster than a regex alternation over the text)."""
    out, i = [], text.find(word)
    while i >= 0:
        out.append(i)
        i = text.find(word, i + 1)
    return out


_OUTS = re.compile(rf"outs\({_NAME} : tensor<(?P<dims>[^<>]*)>\)")
_ROWS = re.compile(rf"matmul ins\([^\n]*? outs\({_NAME} : tensor<(?:\d+x)*(\d+)x\d+x[a-z]+\d+>\)")


def _rows_within(tail: str, min_rows: int, max_rows: int) -> bool:
    """Whether the contraction whose ``outs(...)`` text is ``tail`` has a static M in ``[min_rows, max_rows]``."""
    m = _OUTS.search(tail)
    dims = m["dims"].split("x") if m else []
    return len(dims) >= 3 and dims[-3].isdigit() and min_rows <= int(dims[-3]) <= max_rows


def _swapped(src: str, dst: str, op: str) -> bool:
    """Whether ``dst`` is ``src`` with its last two dimensions swapped (the rank the contraction takes)."""
    a, b = src[7:-1].split("x"), dst[7:-1].split("x")
    rank = 2 if op == "matmul" else 3
    return len(a) == len(b) == rank + 1 and a[-1] == b[-1] and a[:-3] == b[:-3] and a[-3] == b[-2] and a[-2] == b[-3]


# ------------------------------------------------------------------------------------ the other way round

_AFFINE = re.compile(r"affine_map<\([^()]*\)(?:\[[^\]]*\])?\s*->\s*\([^()]*\)>|#[\w$.-]+")
_ALIAS = re.compile(r"^(#[\w$.-]+)\s*=\s*(affine_map<.*>)\s*$")
_ELEMENT = r"(?:f16|bf16|f32|f64)"
_GENERIC = re.compile(
    rf"^(?P<indent>\s*)(?P<res>%[\w.$-]+) = linalg\.generic \{{indexing_maps = \[(?P<maps>[^\]]*)\], "
    rf"iterator_types = \[(?P<iters>[^\]]*)\]\}} ins\((?P<a>{_NAME}), (?P<b>{_NAME}) : (?P<a_t>{_TENSOR}), "
    rf"(?P<b_t>{_TENSOR})\) outs\((?P<c>{_NAME}) : (?P<c_t>{_TENSOR})\) \{{\s*$")
_NAMED_MAPS = re.compile(
    rf"^(?P<indent>\s*)(?P<res>%[\w.$-]+) = linalg\.(?P<op>matmul|batch_matmul) indexing_maps = \[(?P<maps>[^\]]*)\] "
    rf"ins\((?P<a>{_NAME}), (?P<b>{_NAME}) : (?P<a_t>{_TENSOR}), (?P<b_t>{_TENSOR})\) "
    rf"outs\((?P<c>{_NAME}) : (?P<c_t>{_TENSOR})\) -> (?P<r_t>{_TENSOR})\s*$")
_BB = re.compile(rf"^\s*\^bb0\((?P<x>{_NAME}): (?P<e>{_ELEMENT}), (?P<y>{_NAME}): (?P=e), (?P<z>{_NAME}): (?P=e)\):\s*$")
_MUL = re.compile(rf"^\s*(?P<r>{_NAME}) = arith\.mulf (?P<u>{_NAME}), (?P<v>{_NAME}) : (?P<e>{_ELEMENT})\s*$")
_ADD = re.compile(rf"^\s*(?P<r>{_NAME}) = arith\.addf (?P<u>{_NAME}), (?P<v>{_NAME}) : (?P<e>{_ELEMENT})\s*$")
_YIELD = re.compile(rf"^\s*linalg\.yield (?P<r>{_NAME}) : (?P<e>{_ELEMENT})\s*$")
_CLOSE = re.compile(rf"^\s*\}} -> (?P<t>{_TENSOR})\s*$")
_ITERS = {"matmul": '"parallel","parallel","reduction"', "batch_matmul": '"parallel","parallel","parallel","reduction"'}


def unfold_transposes(text: str) -> FoldResult:
    """``mqss-unfold-transposes``: the rewrite the other way round, for contractions that read an operand
    transposed in place.

    A hand-written or vendor-generated attention computes ``Q @ K^T`` as a ``linalg.generic`` that reads ``K`` as
    ``(b, n, k)``: the reduction runs along ``K``'s rows, so no matmul tile of the menu vectorizes it well (its
    register-resident accumulator tiles need ``B`` as ``(b, k, n)``). Measured on attention-h12-s128-d64 (3
    processes, the same hour): its best searched plan 6.43 ms, the same module with ``K`` transposed once by a
    ``linalg.transpose`` and the contraction a ``linalg.batch_matmul`` 3.70 ms with the accumulator tiles; the copy
    costs one pass over ``K``. This is what IREE's data tiling does with such operands (it packs them once).

    Recognized exactly, one op per line as ``mlir-opt`` prints it (anything else is left as it is, so the rewrite
    can only leave a module unchanged, never change what it computes; the engine checks every candidate against
    the reference build of the original text):

    - a ``linalg.generic`` whose maps are those of a matmul / batch_matmul with ``A`` and/or ``B`` transposed,
      iterators ``parallel...reduction``, and the body ``mulf`` of the two inputs, ``addf`` with the accumulator,
      ``yield`` (float elements, one type);
    - a named ``linalg.matmul`` / ``linalg.batch_matmul`` with such ``indexing_maps`` (what
      :func:`fold_transposes` writes).

    Each transposed operand becomes a ``tensor.empty`` + ``linalg.transpose`` (static shapes only) right before
    the contraction, which becomes the named op without maps. ``folded`` of the result counts the operands
    materialized; ``removed`` is 0.
    """
    if "matmul" not in text and "linalg.generic" not in text:
        return FoldResult(text, 0, 0)
    lines = text.split("\n")
    aliases = {m[1]: m[2] for m in map(_ALIAS.match, lines) if m}
    prefix = "%mqss_t"
    while prefix in text:
        prefix += "x"
    out: list[str] = []
    made = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        got = None
        if "linalg.generic" in line:
            got = _generic_contraction(lines, i, aliases)
        elif "matmul" in line and "indexing_maps" in line:
            m = _NAMED_MAPS.match(line)
            if m and m["c_t"] == m["r_t"] and (named := _unfolded(m["op"], _maps(m["maps"], aliases), m)):
                got = named, 1
        if got is None:
            out.append(line)
            i += 1
            continue
        (op, flags, m), span = got
        indent, operands, types = m["indent"], [m["a"], m["b"]], [m["a_t"], m["b_t"]]
        for j in (0, 1):
            if flags[j]:
                name, t = f"{prefix}{i}_{j}", _swap_last(types[j])
                out.append(f"{indent}{name}_e = tensor.empty() : {t}")
                out.append(f"{indent}{name} = linalg.transpose ins({operands[j]} : {types[j]}) outs({name}_e : {t}) "
                           f"permutation = [{_SWAP[op]}]")
                operands[j], types[j] = name, t
                made += 1
        out.append(f"{indent}{m['res']} = linalg.{op} ins({operands[0]}, {operands[1]} : {types[0]}, {types[1]}) "
                   f"outs({m['c']} : {m['c_t']}) -> {m['c_t']}")
        i += span
    if not made:
        return FoldResult(text, 0, 0)
    return FoldResult("\n".join(out), made, 0)


def rewrite(name: str | Pass, text: str) -> FoldResult:
    """The module rewrite a plan names first (:data:`FOLD_TRANSPOSES`, with its ``max-rows`` / ``min-rows``
    options, or :data:`UNFOLD_TRANSPOSES`) applied to ``text``."""
    p = name if isinstance(name, Pass) else Pass(name)
    if p.name == FOLD_TRANSPOSES:
        most, least = p.param("max-rows"), p.param("min-rows", "1")
        if (most is not None and not most.isdigit()) or not least.isdigit():
            raise ValueError(f"{p}: max-rows and min-rows are counts of rows")
        return fold_transposes(text, int(most) if most is not None else None, int(least))
    if p.name == UNFOLD_TRANSPOSES:
        return unfold_transposes(text)
    raise ValueError(f"no module rewrite named {p.name!r}")


def _maps(text: str, aliases: dict[str, str]) -> list[str]:
    """The maps of an ``indexing_maps`` list with aliases resolved, blanks removed."""
    return [aliases.get(x, x).replace(" ", "") for x in _AFFINE.findall(text)]


def _unfolded(op: str, maps: list[str], m: re.Match) -> tuple[str, tuple[bool, bool], re.Match] | None:
    """(op, which of A and B are read transposed, the match) when ``maps`` are ``op``'s with at least one
    operand transposed and the types agree; else None."""
    if len(maps) != 3:
        return None
    body = lambda res: f"affine_map<{_DIMS[op]}->{res}>".replace(" ", "")  # noqa: E731
    if maps[2] != body(_C[op]):
        return None
    flags = []
    for j, table in ((0, _A), (1, _B)):
        plain, swapped = body(table[op][0]), body(table[op][1])
        if maps[j] not in (plain, swapped):
            return None
        flags.append(maps[j] == swapped)
    if not any(flags):
        return None
    a, b, c = (_dims(m[k]) for k in ("a_t", "b_t", "c_t"))
    rank = 2 if op == "matmul" else 3
    if any(x is None or len(x) != rank + 1 for x in (a, b, c)) or len({a[-1], b[-1], c[-1]}) != 1:
        return None
    a, b = (_swap(a) if flags[0] else a), (_swap(b) if flags[1] else b)  # as the named op takes them
    if (a[-3] != c[-3] or b[-2] != c[-2] or a[-2] != b[-3] or (rank == 3 and not a[0] == b[0] == c[0])
            or any("?" in (a, b)[j][:-1] for j in (0, 1) if flags[j])):
        return None
    return op, (flags[0], flags[1]), m


def _generic_contraction(lines: list[str], i: int, aliases: dict[str, str]
                         ) -> tuple[tuple[str, tuple[bool, bool], re.Match], int] | None:
    """(`_unfolded`'s triple, lines spanned) for a ``linalg.generic`` contraction at line ``i`` (header, block
    argument line, mulf, addf, yield, closing line), or None."""
    m = _GENERIC.match(lines[i])
    if m is None or i + 5 >= len(lines):
        return None
    iters = m["iters"].replace(" ", "")
    op = next((o for o, it in _ITERS.items() if it == iters), None)
    if op is None:
        return None
    bb, mul, add, yld, close = (r.match(lines[i + k]) for k, r in enumerate((_BB, _MUL, _ADD, _YIELD, _CLOSE), 1))
    if not (bb and mul and add and yld and close):
        return None
    e = bb["e"]
    if (mul["e"] != e or add["e"] != e or yld["e"] != e or {mul["u"], mul["v"]} != {bb["x"], bb["y"]}
            or bb["x"] == bb["y"] or {add["u"], add["v"]} != {mul["r"], bb["z"]} or mul["r"] == bb["z"]
            or yld["r"] != add["r"] or close["t"] != m["c_t"]):
        return None
    got = _unfolded(op, _maps(m["maps"], aliases), m)
    return None if got is None else (got, 6)


def _dims(t: str) -> list[str] | None:
    """``tensor<2x8x16xf32>`` -> ``['2', '8', '16', 'f32']``; None for other types."""
    if not t.startswith("tensor<") or not t.endswith(">"):
        return None
    return t[7:-1].split("x")


def _swap(d: list[str]) -> list[str]:
    return d[:-3] + [d[-2], d[-3], d[-1]]


def _swap_last(t: str) -> str:
    """A tensor type with its last two dimensions swapped."""
    return "tensor<" + "x".join(_swap(t[7:-1].split("x"))) + ">"
