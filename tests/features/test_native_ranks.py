"""Op ranks read in C (`_native.rank_keys` with the ops' infos) against types._signature + _max_shaped_rank.

The C reading covers ops with at most one result (linalg's ins()/outs() groups too); it hands every other
case back to the Python miss (here a marker), so each op either gets the Python rank or is handed back.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mqss_edge.features import native, reader, types
from mqss_edge.features.syntax import num_results
from tests.features.helpers import kernel, kernel_names, mlir_opt

pytestmark = pytest.mark.skipif(native.ext is None, reason="the C extension is not built (or turned off)")

CORPUS = Path(reader.__file__).resolve().parents[1] / "data" / "corpus"
MODELS = Path(reader.__file__).resolve().parents[1] / "data" / "models"
HANDED_BACK = -99


def _python_rank(name: str, text: str, generic: bool, res: str) -> int:
    ins, outs = types._signature(name, text, generic, num_results(res))
    return types._max_shaped_rank(outs if res else ins)


def _c_ranks(names: list[str], texts: list[str], res: list[str], infos: list[tuple]) -> list[int]:
    generic = {w for w, inf in zip(names, infos) if inf[3]}
    return native.ext.rank_keys(list(range(len(names))), names, texts, res, set(), generic, {}, {},
                                lambda k, key: HANDED_BACK, False, infos)


def _check(names: list[str], texts: list[str], res: list[str], infos: list[tuple]) -> int:
    """Assert C == Python for every op read in C (each with its own cache); returns how many were."""
    read = 0
    for i in range(len(names)):
        got = _c_ranks([names[i]], [texts[i]], [res[i]], [infos[i]])[0]
        if got != HANDED_BACK:
            read += 1
            assert got == _python_rank(infos[i][0], texts[i], infos[i][3], res[i]), (names[i], texts[i], res[i])
    return read


def _module_ops(text: str) -> tuple[list[str], list[str], list[str], list[tuple]]:
    m = reader.parse(text)
    keep = range(len(m))
    c = m._c
    return ([c.names[k] for k in keep], [c.text[k] for k in keep], [c.res[k] for k in keep],
            [c.info[k] for k in keep])


def test_same_ranks_on_every_module_in_both_forms():
    files = sorted(CORPUS.rglob("*.mlir")) + sorted(MODELS.rglob("*.mlir"))
    texts = [p.read_text(encoding="utf-8") for p in files] + [kernel(n) for n in kernel_names()]
    read = 0
    for i, text in enumerate(texts):
        read += _check(*_module_ops(text))
        if i % 7 == 0:
            read += _check(*_module_ops(mlir_opt(text, "--mlir-print-op-generic")))
    assert read > 5000


_OPS = [
    ("arith.cmpf", "oge, %a, %b : tensor<4x8xf32>", "%0"),
    ("arith.cmpi", "slt, %a, %b : vector<4xi32>", ""),
    ("memref.load", "%m[%i, %j] : memref<4x8xf32>", "%0"),
    ("memref.load", "%m[%i] : memref<*xf32>", "%0"),
    ("memref.load", "%m[%i] : memref<4x4>", "%0"),
    ("tensor.extract", "%t[%i] : tensor<?x4xf32>", "%0"),
    ("vector.extractelement", "%v[%i : i32] : vector<[4]x8xf32>", "%x"),
    ("vector.transfer_read", "%m[%i], %p : memref<8x8xf32>, vector<4x8xf32>", "%0"),
    ("tensor.collapse_shape", "%t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>", "%0"),
    ("tensor.collapse_shape", "%t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>", ""),
    ("arith.index_cast", "%i : index to i64", "%0"),
    ("memref.cast", "%m : memref<4x?xf32> to memref<?x?xf32>, memref<1x1x1xf32>", "%0"),
    ("func.call", "@f(%a) : (tensor<1x2x3xf32>, f32) -> (tensor<4xf32>, tensor<1x1xf32>)", "%0"),
    ("func.call", "@f(%a) : (tensor<1x2x3xf32>) -> tensor<4x4xf32>", ""),
    ("func.call", "@f(%a) : (tensor<1x2x3xf32>) ->   ", "%0"),
    ("func.call", "@f(%a) : (tensor<1x2x3xf32>", "%0"),
    ("scf.for", "%i = %a to %b step %c iter_args(%x = %y) -> (tensor<2x2xf32>, f32)", "%0"),
    ("scf.for", "%i = %a to %b step %c iter_args(%x = %y) -> tensor<2x2x2xf32>", "%0"),
    ("scf.forall", "(%i) in (4) -> (tensor<2x2xf32>) {", ""),
    ("arith.addf", "%a, %b : tensor<2x3x4xf32>", "%0"),
    ("arith.addf", "%a, %b :   tensor<2x3x4xf32>  \t", "%0"),
    ("arith.addf", "%a, %b : ", "%0"),
    ("arith.constant", "dense<1.0> : tensor<2x3xf32>", "%cst"),
    ("arith.constant", "dense<1.0> : tensor<2x3xf32, #enc<a<b<c<d>>>>>", "%cst"),
    ("arith.constant", "dense<1> : vector<2x[4]xi8>", "%cst"),
    ("tensor.empty", "() : tensor<1x?x[4]x4xf32>", "%0"),
    ("func.return", "%a, %b : tensor<1x2xf32>, memref<1x2x3x4xf32>", ""),
    ("foo.bar", "%a : !foo.t<tensor<1x2x3xf32>>, tensor<4xf32>", ""),
    ("foo.bar", "%a : tensor<4xf32>, tensor<1x2x3xf32>", "%0"),
    ("foo.bar", "ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)", "%0"),
    ("linalg.generic", "{indexing_maps = [#map]} ins(%a, %b : tensor<4x4xf32>, f32) outs(%c : tensor<4xf32>) {",
     "%0"),
    ("linalg.generic", "{indexing_maps = [#map]} ins(%a, %b : tensor<4x4xf32>, f32) outs(%c : tensor<4xf32>) {", ""),
    ("linalg.map", "{ arith.addf } ins(%a : tensor<4x4x4xf32>) outs(%c : ) ", "%0"),
    ("linalg.matmul", "ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)", ""),
    ("linalg.reduce", "ins(%a : tensor<4x4xf32>) outs(%c : tensor<4xf32>) dimensions = [1] -> tensor<4xf32>", "%0"),
    ("linalg.fill", "ins(%a : f32) outs(%c : tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1x1x1xf32>)", "%0"),
    ("linalg.fill", "ins(%a : f32) outs(%c tensor<2x3xf32>)", "%0"),
    ("linalg.fill", "ins(%a : f32) outs((%c : tensor<2x3xf32>)", "%0"),
    ("linalg.fill", "ins(%a : f32)outs(%c : tensor<2x3xf32>)", "%0"),
    ("foo.bar", "%a : tensor<4xf32>", "%0:2"),
    ("foo.bar", "%a : tensor<4xf32>", "%0, %1"),
    ("foo.bar", "", "%0"),
    ("foo.bar", "-> ", "%0"),
    ("foo.bar", "-> (tensor<1x1xf32>", "%0"),
]
_GENERIC = [
    ("\"arith.addf\"", "(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>", "%0"),
    ("\"func.return\"", "(%a) : (tensor<2x3x4xf32>) -> ()", ""),
    ("\"foo.bar\"", "(%a) <{x = 1 : i64}> : (tensor<2xf32>) -> (tensor<2x3xf32>, tensor<1x1x1x1xf32>)", "%0"),
    ("\"foo.bar\"", "(%a) : (tensor<2xf32> -> tensor<1xf32>", "%0"),
    ("\"foo.bar\"", "(%a) : (tensor<2xf32>)   ", "%0"),
    ("\"foo.bar\"", "(%a) {a = 1 : i64}", "%0"),
]


def _infos(rows: list[tuple[str, str, str]], generic: bool) -> list[tuple]:
    return [(w.strip('"'), True, 0, generic) for w, _, _ in rows]


def test_same_ranks_on_edge_texts():
    names = [w for w, _, _ in _OPS]
    read = _check(names, [t for _, t, _ in _OPS], [r for _, _, r in _OPS], _infos(_OPS, False))
    read += _check([w for w, _, _ in _GENERIC], [t for _, t, _ in _GENERIC], [r for _, _, r in _GENERIC],
                   _infos(_GENERIC, True))
    assert read == len(_OPS) + len(_GENERIC) - 2  # the two ops with several results go back


def test_same_ranks_on_mutated_texts():
    rng = random.Random(7)
    alphabet = list("<>()x?[]0123456789:,-> ") + ["tensor<", "memref<", "vector<", " : ", " to ", " into ", "f32"]
    rows = []
    for w, t, r in _OPS + _GENERIC:
        for _ in range(40):
            s = list(t)
            for _ in range(rng.randint(1, 4)):
                at = rng.randint(0, len(s))
                if rng.random() < 0.5 and s:
                    del s[min(at, len(s) - 1)]
                else:
                    s.insert(at, rng.choice(alphabet))
            rows.append((w, "".join(s), r))
    generic = [w.startswith('"') for w, _, _ in rows]
    infos = [(w.strip('"'), True, 0, g) for (w, _, _), g in zip(rows, generic)]
    assert _check([w for w, _, _ in rows], [t for _, t, _ in rows], [r for _, _, r in rows], infos) > 500


def test_non_ascii_goes_back_to_python():
    assert _c_ranks(["arith.addf"], ["%a, %b : tensor<2x3xf32> // é"], ["%0"],
                    [("arith.addf", True, 0, False)]) == [HANDED_BACK]
