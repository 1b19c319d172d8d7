"""A loop nest's body part read in C (`_native.nest_body`) against linalg._body_nest.

From the same header (what the op's text says), the C code must build the same LoopNest (every attribute,
in the same order) or hand the op back (NotImplemented: a body that gathers).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mqss_edge.features import linalg, native, reader, types
from mqss_edge.features.linalg import ELEMENTWISE_NAMED, _NAMED, _NON_COMPUTE, LoopNest, is_structured
from tests.features.helpers import kernel, kernel_names, mlir_opt

pytestmark = pytest.mark.skipif(native.ext is None, reason="the C extension is not built (or turned off)")

DATA = Path(reader.__file__).resolve().parents[1] / "data"


def _c_body(m: reader.Module, k: int, text: str, head: tuple):
    end = m._c.ends.get(k)
    return native.ext.nest_body(LoopNest, m._c.info[k][0], text, m._c.info, k, -1 if end is None else end,
                                k in m._c.regions, head, _NAMED, ELEMENTWISE_NAMED, _NON_COMPUTE)


def _c_gathers(m: reader.Module, k: int, text: str, head: tuple):
    """`_c_body` given what a body that gathers needs: the ops' texts and the type readers."""
    end = m._c.ends.get(k)
    return native.ext.nest_body(LoopNest, m._c.info[k][0], text, m._c.info, k, -1 if end is None else end,
                                k in m._c.regions, head, _NAMED, ELEMENTWISE_NAMED, _NON_COMPUTE, m._c.text,
                                types.shaped, types.element_bytes)


def test_bodies_that_gather_are_read_in_c_given_the_types():
    """Embedding lookups (tensor.extract in the body) in custom form: the same nest as _body_nest, bytes included;
    in generic form the C code hands them back."""
    files = sorted((DATA / "corpus").rglob("*.mlir")) + sorted((DATA / "models").rglob("*.mlir"))
    read = back = 0
    for i, path in enumerate(files):
        text = path.read_text(encoding="utf-8")
        if "tensor.extract" not in text:
            continue
        forms = [reader.parse(text)]
        if i % 5 == 0:  # generic form: its tensor.extract ops are handed back
            forms.append(reader.parse(mlir_opt(text, "--mlir-print-op-generic")))
        for m in forms:
            for k, (name, *_rest) in enumerate(m._c.info):
                end = m._c.ends.get(k)
                if not is_structured(name) or end is None or not any(
                        m._c.info[j][0] == "tensor.extract" for j in range(k + 1, end)):
                    continue
                head = linalg._header(m, k, None)
                if head is None:
                    continue
                got = _c_gathers(m, k, m._c.text[k], head)
                want = linalg._body_nest(m, k, None, head, end)
                assert want.gathers > 0
                if got is NotImplemented:
                    back += 1
                    continue
                read += 1
                assert list(vars(got).items()) == list(vars(want).items())
    assert read > 0 and back > 0


def _check_module(m: reader.Module, texts: dict[int, str] | None = None) -> tuple[int, int]:
    """C == Python for every structured op of ``m`` (read from ``texts[k]`` if given); (read in C, handed back)."""
    read = back = 0
    for k, (name, *_rest) in enumerate(m._c.info):
        if not is_structured(name):
            continue
        text = (texts or {}).get(k)
        head = linalg._header(m, k, text)
        if head is None:
            continue
        got = _c_body(m, k, m._c.text[k] if text is None else text, head)
        want = linalg._body_nest(m, k, text, head, m._c.ends.get(k))
        if got is NotImplemented:
            back += 1
            assert want.gathers > 0
            continue
        read += 1
        assert type(got) is LoopNest
        assert list(vars(got).items()) == list(vars(want).items())
        assert got == want and hash(got) == hash(want)
    return read, back


def test_same_nests_on_every_module_in_both_forms():
    files = sorted((DATA / "corpus").rglob("*.mlir")) + sorted((DATA / "models").rglob("*.mlir"))
    texts = [p.read_text(encoding="utf-8") for p in files] + [kernel(n) for n in kernel_names()]
    read = back = 0
    for i, text in enumerate(texts):
        r, b = _check_module(reader.parse(text))
        read, back = read + r, back + b
        if i % 9 == 0:
            r, b = _check_module(reader.parse(mlir_opt(text, "--mlir-print-op-generic")))
            read, back = read + r, back + b
    assert read > 3000 and back > 0


def test_fixture_models_with_and_without_weights():
    from tests.features import models

    if not models.available():
        pytest.skip("torch-mlir is not installed")
    for text in models.model_modules().values():
        assert _check_module(reader.parse(text))[0] > 0
        assert _check_module(reader.parse(models.without_resources(text)))[0] > 0


_BODIES = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#conv = affine_map<(d0, d1) -> (d0 + d1)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %c: tensor<11xf32>, %i: tensor<4x8xi32>) -> tensor<4x8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %1 = linalg.map {   math.exp   } ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %2 = linalg.map { arith.extf } ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %3 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = arith.truncf %x : f32 to f16
    %f = arith.extf %e : f16 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  %5 = linalg.generic {indexing_maps = [#conv, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%c, %b : tensor<11xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %w: f32, %y: f32):
    %m = math.fma %x, %w, %y : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %6 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%i : tensor<4x8xi32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: i32, %y: f32):
    %j = arith.index_cast %x : i32 to index
    %g = tensor.extract %c[%j] : tensor<11xf32>
    %s = arith.maximumf %g, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %7 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.fill ins(%b : tensor<4xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
"""


def test_short_bodies_categories_and_gathers():
    m = reader.parse(_BODIES)
    read, back = _check_module(m)
    assert (read, back) == (9, 1)
    nests = {m._c.res[k]: linalg._loop_nest(m, k, None) for k in range(len(m)) if is_structured(m._c.info[k][0])}
    assert nests["%3"].category == "reduction"  # multiply-add over two maps
    assert nests["%5"].category == "conv"
    assert nests["%4"].category == "data_movement" and nests["%4"].ops_per_point == 0  # casts only
    assert nests["%2"].ops_per_point == 0 and nests["%1"].ops_per_point == 1
    assert nests["%6"].gathers == 1


def test_sentinel_texts_read_the_same():
    """The shared templates read ops from texts with sentinel dimensions (nests._instantiate): same there."""
    from mqss_edge.features import keys
    from mqss_edge.features.nests import _SENTINEL

    for p in sorted((DATA / "corpus").rglob("*.mlir"))[::5]:
        m = reader.parse(p.read_text(encoding="utf-8"))
        ks = [k for k in range(len(m)) if is_structured(m._c.info[k][0])]
        skel = keys._shape_scan(m, ks)[0]
        texts = {}
        for k in ks:
            parts = skel[k].replace("%", "%v").split("\x01")
            texts[k] = parts[0] + "".join(f"{_SENTINEL + i}{q}" for i, q in enumerate(parts[1:]))
        _check_module(m, texts)


def _distinct(m: reader.Module) -> list[list]:
    from collections import Counter

    from mqss_edge.features import vector

    ns = vector.nests(m)
    first: dict[int, list] = {}
    counts = Counter(id(n) for _, n in ns)
    for k, n in ns:
        first.setdefault(id(n), [n, counts[id(n)], k])
    return list(first.values())


def _same_totals(entries: list[list]) -> None:
    from mqss_edge.features import vector

    got = native.ext.nest_totals(entries)
    want = vector._nest_totals(entries)
    assert got[:-2] == want[:-2]
    assert list(got[-2].items()) == list(want[-2].items())  # same counts, same first-seen order
    assert got[-1] == want[-1]  # the same dominant entry


def test_same_nest_totals_on_every_module():
    files = sorted((DATA / "corpus").rglob("*.mlir")) + sorted((DATA / "models").rglob("*.mlir"))
    texts = [p.read_text(encoding="utf-8") for p in files] + [kernel(n) for n in kernel_names()]
    nonempty = 0
    for text in texts:
        entries = _distinct(reader.parse(text))
        nonempty += bool(entries)
        _same_totals(entries)
    assert nonempty > 400


def test_nest_totals_edges():
    base = _distinct(reader.parse(_BODIES))
    assert base
    _same_totals([])
    n = base[0][0]
    # dynamic, zero and huge trips (sentinel-sized), counts above one, negative dimensions
    for trips in ((None, 4), (0, 3), (10**15, 10**15 + 1), (-2, 5), ()):
        other = object.__new__(LoopNest)
        object.__setattr__(other, "__dict__", {**vars(n), "trips": trips, "flops": 10**20, "bytes": 3})
        _same_totals(base + [[other, 7, 99]])


def test_dominant_entry_ties():
    """The dominant nest: most FLOPs, then most iterations, then the first op; C and Python agree on each tie."""
    n = _distinct(reader.parse(_BODIES))[0][0]

    def nest(flops: int, trips: tuple) -> LoopNest:
        other = object.__new__(LoopNest)
        object.__setattr__(other, "__dict__", {**vars(n), "trips": trips, "flops": flops})
        return other

    for entries, want in (
        ([[nest(10, (2,)), 1, 5], [nest(10**30, (2,)), 1, 9]], 1),  # more FLOPs (past 64 bits)
        ([[nest(8, (2,)), 1, 5], [nest(8, (2, 3)), 1, 9]], 1),  # same FLOPs, more iterations
        ([[nest(8, (6,)), 1, 9], [nest(8, (2, 3)), 1, 5]], 1),  # all equal: the first op
        ([[nest(8, (None, 6)), 1, 3], [nest(8, (6,)), 1, 5]], 0),  # a dynamic loop counts 1
    ):
        _same_totals(entries)
        assert native.ext.nest_totals(entries)[-1] == want


def test_same_nest_summary_on_every_module():
    """Distinct nests, totals, fusable edges and chains (``_native.nest_summary``) as `vector._nest_summary` gives
    them, on the corpus, the model corpus and the fixture kernels."""
    from mqss_edge.features import defuse, vector

    files = sorted((DATA / "corpus").rglob("*.mlir")) + sorted((DATA / "models").rglob("*.mlir"))
    texts = [p.read_text(encoding="utf-8") for p in files] + [kernel(n) for n in kernel_names()]
    fused = 0
    for text in texts:
        m = reader.parse(text)
        ns = vector.nests(m)
        ks, nl = [k for k, _ in ns], [n for _, n in ns]
        uses = defuse.def_use(m, ks)
        got = native.ext.nest_summary(ks, nl, *uses)
        want = vector._nest_summary(ks, nl, *uses)
        assert got[0][:-2] == want[0][:-2] and got[0][-1] == want[0][-1]
        assert list(got[0][-2].items()) == list(want[0][-2].items())
        assert [[id(n), c, k] for n, c, k in got[1]] == [[id(n), c, k] for n, c, k in want[1]]
        assert got[2:] == want[2:]
        fused += got[2] > 0
    assert fused > 100  # the edge rule is exercised
    with pytest.raises(IndexError, match="out of range"):
        native.ext.nest_summary([0], [_distinct(reader.parse(_BODIES))[0][0]], [0], [0], [5])


def test_same_instances_in_c_and_python():
    """nests._instantiate's last part (``_native.nest_instance``) against its Python code, on every template of
    the corpus and model corpus with dimensions other than the ones it was read with."""
    from mqss_edge.features import nests, vector

    files = sorted((DATA / "corpus").rglob("*.mlir"))[::3] + sorted((DATA / "models").rglob("*.mlir"))
    checked = 0
    for p in files:
        nests.clear_op_caches()
        m = reader.parse(p.read_text(encoding="utf-8"))
        vector.nests(m)
        templates = list(nests._NESTS.values())
        for tpl in templates:
            if tpl.per_op or not tpl.shared[0]:
                continue
            dims = tpl.shared[0]
            k = next((k for k, n in m._cache["loop_nest"].items()  # an op read from this template
                      if n is tpl.shared[1] and m._cache["shape_nums"].get(k) == dims), None)
            if k is None:
                continue
            for other in (tuple(d + 1 for d in dims), tuple(2 * d for d in dims), tuple(10**12 + d for d in dims)):
                got = nests._instantiate(m, tpl, other, k)
                mp = pytest.MonkeyPatch()
                mp.setattr(native, "ext", None)
                try:
                    want = nests._instantiate(m, tpl, other, k)
                finally:
                    mp.undo()
                if want is None:
                    assert got is None
                    continue
                checked += 1
                assert type(got) is LoopNest
                assert list(vars(got).items()) == list(vars(want).items())
                assert all(s is None or type(s) is type(w) for s, w in zip(got.operand_types, want.operand_types))
    assert checked > 500


def _python_row(nest: LoopNest) -> tuple:
    from mqss_edge.features import graph

    mp = pytest.MonkeyPatch()
    mp.setattr(native, "ext", None)
    try:
        return graph._compute_nest_stats(nest)[1]
    finally:
        mp.undo()


def test_same_graph_rows_on_every_nest():
    from mqss_edge.features import vector

    files = sorted((DATA / "corpus").rglob("*.mlir")) + sorted((DATA / "models").rglob("*.mlir"))
    rows = 0
    for p in files:
        for _, n in vector.nests(reader.parse(p.read_text(encoding="utf-8"))):
            got = native.ext.nest_row(n)
            assert got == _python_row(n)
            rows += 1
    assert rows > 3000


def test_graph_rows_on_edges():
    n = _distinct(reader.parse(_BODIES))[0][0]
    cases = [((None, 4), 0, 0), ((0, 3), 10**20, 255), ((10**15, 10**15 + 1), 2**70, 256), ((-2, 5), -3, 1),
             ((), 1, 0), ((64, 96), 10**400, 7), ((2**63, 4), 5, 5), ((True, 4), True, 2)]
    for trips, flops, nbytes in cases:
        other = object.__new__(LoopNest)
        iters = ("parallel", "reduction", "parallel")[:len(trips)]
        object.__setattr__(other, "__dict__", {**vars(n), "trips": trips, "iterators": iters, "flops": flops,
                                               "bytes": nbytes})
        got = native.ext.nest_row(other)
        try:
            want = _python_row(other)
        except OverflowError:
            assert got is NotImplemented
            continue
        assert got is NotImplemented or got == want
