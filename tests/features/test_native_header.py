"""The C reading of a loop nest's header (`_native.nest_header`) against `linalg._header`'s Python code.

The C function reads custom-form ops with ``indexing_maps`` and hands every other case back
(NotImplemented); where it answers, its tuple must equal the Python one: on every structured op of the
corpus, the fixture kernels, the torch-mlir models, their sentinel texts (`nests._instantiate`), and
hand-made texts on the edges of the regexes it replaces.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest

from mqss_edge.features import affine, linalg, native, nests, reader, types
from tests.features import models
from tests.features.helpers import kernel, kernel_names

CORPUS = Path(reader.__file__).resolve().parents[1] / "data" / "corpus"

pytestmark = pytest.mark.skipif(native.ext is None, reason="the C extension is not built (or turned off)")


def _python_header(module: reader.Module, k: int, text: str | None) -> tuple | None:
    mp = pytest.MonkeyPatch()
    mp.setattr(native, "ext", None)
    try:
        return linalg._header(module, k, text)
    finally:
        mp.undo()


def _c_header(module: reader.Module, k: int, text: str | None, named: bool = True) -> object:
    """The C reading; with ``named``, given the spec `linalg._header` passes for ops without indexing_maps
    (a named op's maps, identity-like maps, a transpose's permutation, or NotImplemented for maps read from other
    attributes)."""
    c = module._c
    short = c.info[k][0][7:]
    spec = linalg._spec_of(short) if named else NotImplemented
    return native.ext.nest_header(c.text[k] if text is None else text, c.info[k][0] == "linalg.reduce", types.shaped,
                                  types.element_bytes, {}, partial(affine._map_of, module), spec, linalg._projection)


def _check_module(text: str) -> tuple[int, int]:
    """(ops the C code read, ops it handed back); fails on the first op whose reading differs."""
    module = reader.parse(text)
    c = module._c
    read = back = 0
    for k, info in enumerate(c.info):
        if not linalg.is_structured(info[0]) or info[3]:
            continue
        texts: list[str | None] = [None]
        skel = nests._shape_scan(module, [k])[0][k]
        parts = skel.replace("%", "%v").split("\x01")
        if len(parts) > 1:  # the sentinel text nests._instantiate reads
            texts.append(parts[0] + "".join(f"{nests._SENTINEL + i}{p}" for i, p in enumerate(parts[1:])))
        for t in texts:
            got = _c_header(module, k, t)
            if got is NotImplemented:
                back += 1
                continue
            read += 1
            assert got == _python_header(module, k, t), (c.text[k] if t is None else t)
            plain = _c_header(module, k, t, named=False)  # without the spec: indexing_maps only
            assert plain is NotImplemented or plain == got
    return read, back


def test_corpus_and_fixtures() -> None:
    read = back = 0
    for text in [p.read_text(encoding="utf-8") for p in sorted(CORPUS.rglob("*.mlir"))] + [
            kernel(n) for n in kernel_names()]:
        r, b = _check_module(text)
        read, back = read + r, back + b
    assert read > 500 and back < read / 10  # what goes back: maps from attributes, generic form


@pytest.mark.skipif(not models.available(), reason="torch-mlir is not installed")
def test_models() -> None:
    read = 0
    for text in models.model_modules().values():
        read += _check_module(text)[0]
    assert read > 100


_MAPS = """\
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
"""
_EDGES = [
    # several results through a `#N` use, `%x = ` not a use, an inline map, iterators missing or short
    "%r:2 = linalg.generic {indexing_maps = [#map, affine_map<(d0, d1) -> (d1)>, #map], iterator_types = "
    "[\"parallel\", \"reduction\"]} ins(%a#1, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map1]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map1], iterator_types = [\"parallel\"]} ins(%a : tensor<4x8xf32>) "
    "outs(%c : tensor<8xf32>)",
    # maps of other dimension counts, an unknown alias, more maps than operands, none at all
    "%r = linalg.generic {indexing_maps = [#map, #map3], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #nope], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [], iterator_types = []} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    # dynamic and scalable dimensions, scalars, types nested four deep (read as their words), no types
    "%r = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a, %s : tensor<?x8xf32>, f32) outs(%c : memref<4x8xf32, strided<[8, 1], offset: ?>>)",
    "%r = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a : !t.x<a<b<c<d>>>>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"]} ins(%a) outs(%c)",
    # no ins (outs only), `xins(` is not ins, brackets inside the maps list, maps without '=' then with it
    "%r = linalg.generic {indexing_maps = [#map], iterator_types = [\"parallel\", \"window\"]} outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"], x = xins(%z : f32)} "
    "ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.generic {foo.indexing_maps = [#map1], indexing_maps [#map1], indexing_maps = [#map, [#map1], #map], "
    "iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.reduce {indexing_maps = [#map, #map1]} outs(%a, %c : tensor<4x8xf32>, tensor<8xf32>)",
    "%r = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"], "
    "operandSegmentSizes = array<i32: 1, 1>} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>)",
    # named ops and identity-like maps: matmul with maps of its own, too few operands, scalars, lower ranks
    "%r = linalg.matmul indexing_maps = [#map3, #map3, #map3] ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) "
    "outs(%c : tensor<4x2xf32>)",
    "%r = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x2xf32>)",
    "%r = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x?xf32>) outs(%c : tensor<2x4x?xf32>)",
    "%r = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%c : tensor<1x6x6x4xf32>)",
    "%r = linalg.fill ins(%s : f32) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>",
    "%r = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>",
    "%r = linalg.copy ins(%a : tensor<2x4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>",
    "%r = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, memref<?x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.exp ins(%a : tensor<4x8xf32>) outs(%c : f32) -> f32",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation = [1, 0]",
    # permutations as _PERM_ATTR reads them: array form, none (the identity), spaces and a newline, out of range and
    # negative entries, fewer entries than the rank, `xpermutation` is not one, the first of two counts
    "%r = linalg.transpose ins(%a : tensor<2x4x8xf32>) outs(%c : tensor<8x2x4xf32>) permutation = array<i64: 2, 0, 1>",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation  =\t[ 1 ,\n0 ]",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation = [7, -1]",
    "%r = linalg.transpose ins(%a : tensor<2x4x8xf32>) outs(%c : tensor<8x2x4xf32>) permutation = [1]",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) {xpermutation = [0, 1]} "
    "permutation = [1, 0]",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation = [1, 0] {permutation = [0, 1]}",
    "%r = linalg.broadcast ins(%a : tensor<8xf32>) outs(%c : tensor<4x8xf32>) dimensions = [0]",
    "%r = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>",
]


@pytest.mark.parametrize("perm", ["100000000000000000000, 0", ", ".join(map(str, range(70)))])
def test_permutations_the_c_reading_does_not_hold_go_back(perm: str) -> None:
    """An entry past 17 digits or more than 64 entries: handed back (NotImplemented), and the loop nest the reader
    builds is the Python code's."""
    line = f"%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation = [{perm}]"
    module = reader.parse(_MAPS + line + "\n")
    k = next(k for k, info in enumerate(module._c.info) if info[0] == "linalg.transpose")
    assert _c_header(module, k, None) is NotImplemented
    nests.clear_op_caches()
    got = nests.loop_nests(module, [k])[0]
    assert got is not None and got == linalg._loop_nest(reader.parse(_MAPS + line + "\n"), k)
    assert linalg._header(module, k, None) == _python_header(module, k, None)


@pytest.mark.parametrize("line", _EDGES)
def test_edges(line: str) -> None:
    module = reader.parse(_MAPS + line + "\n")
    k = next(k for k, info in enumerate(module._c.info) if info[0].startswith("linalg."))
    got = _c_header(module, k, None)
    want = _python_header(module, k, None)
    if got is not NotImplemented:
        assert got == want
    if "operandSegmentSizes" in line or any(w in line for w in ("broadcast", "softmax")):
        assert got is NotImplemented
    elif "transpose" in line:  # read in C from its permutation, without the spec handed back
        assert got is not NotImplemented
        assert _c_header(module, k, None, named=False) is NotImplemented
    elif "indexing_maps" not in line:  # named and identity-like maps are read in C, without the spec they go back
        assert got is not NotImplemented
        assert _c_header(module, k, None, named=False) is NotImplemented
