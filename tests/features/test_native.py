"""The reader's C loops (`mqss_edge/features/_native.c`) against the Python code they replace.

Every C function must give what the Python reference gives, or None where the Python path decides
(continuation lines, parse errors, non-ASCII text). Compared on every corpus module, the fixture
kernels in custom and generic form, generated modules, and damaged text.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest

from mqss_edge.corpus.augment import augmented
from mqss_edge.errors import ParseError
from mqss_edge.features import (
    defuse,
    encode,
    ir_graph,
    lexer,
    linalg,
    native,
    nests,
    reader,
    semantics,
    syntax,
    types,
)
from tests.features.helpers import kernel, kernel_names, mlir_opt

CORPUS = Path(reader.__file__).resolve().parents[1] / "data" / "corpus"
COLUMNS = ("info", "names", "res", "text", "is_op", "block", "block_size", "blocks", "regions", "ends", "header_nops",
           "modules", "aliases", "quotes", "lines")


def _texts() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.rglob("*.mlir"))]
    texts += [kernel(name) for name in kernel_names()]
    texts += [e.text() for e in augmented(2, seed=3)]
    return texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    found = _texts()
    assert len(found) > 400  # the corpus is there
    return found


def _python() -> pytest.MonkeyPatch:
    """The reader runs its Python code only until ``.undo()``."""
    mp = pytest.MonkeyPatch()
    mp.setattr(native, "ext", None)
    return mp


def _read(text: str, with_c: bool) -> tuple[reader.Module | None, str | None]:
    mp = None if with_c else _python()
    try:
        return reader.parse(text), None
    except ParseError as e:
        return None, str(e)
    finally:
        if mp is not None:
            mp.undo()


def _same_read(text: str) -> str | None:
    """Read ``text`` both ways; assert the same columns (or the same error). Returns the error."""
    py, py_err = _read(text, with_c=False)
    c, c_err = _read(text, with_c=True)
    assert c_err == py_err
    if py is not None:
        for col in COLUMNS:
            assert getattr(c._c, col) == getattr(py._c, col), col
        assert c._c.nops == py._c.nops
        assert c._c.implicit_ops == py._c.implicit_ops
        # the scan counts the names itself: the same counts, in the order of the names' first ops
        assert list(c._c.name_counts.items()) == list(py._c.name_counts.items())
        assert c.num_lines == py.num_lines
    return py_err


def _features(module: reader.Module) -> tuple:
    g = ir_graph(module)
    return (encode(module).tobytes(), g.nodes.tobytes(), g.edges.tobytes(), g.edge_links.tobytes(),
            sorted(semantics(module).items()))


def test_the_extension_is_built_and_used():
    """Setup compiles it; without it every feature test below would compare the Python code with itself."""
    assert native.ext is not None, "mqss_edge.features._native is missing: run `make setup` (needs a C compiler)"
    text = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}\n"
    assert native.ext.scan(text, syntax.name_info, syntax._count_header_operands, lexer._label,
                               lexer._alias_entry, syntax._USE_ONLY_HEADERS) is not None


def test_same_module_columns_on_every_module(texts):
    for text in texts:
        assert _same_read(text) is None


def test_same_module_columns_in_generic_form():
    for name in kernel_names():
        assert _same_read(mlir_opt(kernel(name), "--mlir-print-op-generic")) is None


def test_same_columns_or_same_error_on_damaged_text(texts):
    """Deleted lines, stray braces, labels, cut and inserted characters, trailing blanks."""
    rng = random.Random(7)
    inserts = ["}", "})", "^bb1:", "%x = ", "foo", "  ", "\t", "#m9 = affine_map<(d0) -> (d0)>", "} {", "}, {",
               "%a, %b = arith.addf %c, %d : f32 {", '"x.y"() ({', "linalg.yield %1 : f32 \t", "ins(%a : f32)"]
    errors = 0
    for _ in range(1500):
        lines = rng.choice(texts).split("\n")[:400]
        i = rng.randrange(len(lines))
        kind = rng.randrange(5)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, rng.choice(inserts))
        elif kind == 2 and lines[i]:
            j = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:j] + rng.choice(" \t{}()%=\"^#,:") + lines[i][j:]
        elif kind == 3:
            lines[i] += rng.choice([" ", "\t", " {", "({", "\x0c"])
        else:
            lines[i] = lines[i].lstrip()
        errors += _same_read("\n".join(lines)) is not None
    assert 200 < errors < 1400  # both outcomes were exercised


@pytest.mark.parametrize("label", [
    "^bb0(%a: f32, %b: f32):", "^bb1:", "^bb0(%a: f32) :", "^bb0 (%a: f32):", "^ bb0:", "^b:", "^:",
    "^bb0(%a: f32)x:", "^bb0(%a: f32", "^bb0(:", "^bb0():", "^bb0)(%a: f32:", "^bb0(%a: f32)", "^bb0(%a)(%b):",
    "^bb0\t(%a: f32):", "^bb0(%a: f32):\x0c"])
def test_block_labels_read_as_lexer_label_reads_them(label):
    """The C scan reads label lines itself (lexer._label's tuple, or the same refusal)."""
    text = ("func.func @f(%x: f32) -> f32 {\n  cf.br ^bb1(%x : f32)\n" + label + "\n"
            "  %0 = arith.addf %x, %x : f32\n  return %0 : f32\n}\n")
    _same_read(text)


_CLOSINGS = ["}", "} -> f32", "}  ", "} {", "} attrs {", "}\t{\x0c", "})", "}) ", "}) : (i1) -> f32", "}, {", "},{",
             "} , {", "}, ", "}{", "} ) x", "}\x1c", "},"]


def _closing_module(middle: str, last: str, generic: bool) -> str:
    """scf.if with two regions: ``middle`` ends the first, ``last`` the second."""
    if generic:
        return ('"func.func"() ({\n^bb0(%x: i1, %y: f32):\n  %0 = "scf.if"(%x) ({\n    "scf.yield"(%y) : (f32) -> ()\n'
                + middle + '\n    "scf.yield"(%y) : (f32) -> ()\n' + last + '\n  "func.return"(%0) : (f32) -> ()\n'
                '}) {function_type = (i1, f32) -> f32, sym_name = "f"} : () -> ()\n')
    return ("func.func @f(%x: i1, %y: f32) -> f32 {\n  %0 = scf.if %x -> (f32) {\n    scf.yield %y : f32\n" + middle
            + "\n    scf.yield %y : f32\n" + last + "\n  return %0 : f32\n}\n")


@pytest.mark.parametrize("closing", _CLOSINGS)
@pytest.mark.parametrize("generic", [False, True])
def test_region_closings_read_as_lexer_closing_reads_them(closing, generic):
    """The C scan reads the lines that close a region itself (lexer._closing's reading, or the same refusal), in
    custom form and in generic form (a region list), between two regions and after the last."""
    _same_read(_closing_module(closing, "  }) : (i1) -> f32" if generic else "  }", generic))
    _same_read(_closing_module("  }, {" if generic else "  } else {", closing, generic))


def test_region_closings_are_read_in_c():
    """The closing lines above that make a valid module are read by the C scan, not handed to the Python reader."""
    read = 0
    for generic in (False, True):
        for closing in _CLOSINGS:
            for text in (_closing_module(closing, "  }) : (i1) -> f32" if generic else "  }", generic),
                         _closing_module("  }, {" if generic else "  } else {", closing, generic)):
                read += native.ext.scan(text, syntax.name_info, syntax._count_header_operands, lexer._label,
                                        lexer._alias_entry, syntax._USE_ONLY_HEADERS) is not None
    assert read >= 20


@pytest.mark.parametrize("alias", [
    "#map = affine_map<(d0, d1) -> (d1, d0)>", "#map1=affine_map<(d0)[s0] -> (d0 + s0)>  ",
    "#map2 = affine_map<(d0) -> ((d0))>", "#map3 = affine_map<(d0)[s0 -> (d0)>", "#m = affine_map<(d0) ->(d0)>\t",
    "!t = tensor<4xf32>", "!t2 = !llvm.ptr", "#a = dense<[1, 2]> : tensor<2xi32>", "#b\x0c=\x1c1 ", "#c-d.e$ = 7",
    "# = 1", "#x 1 = 2", "#y = ", "#z == 1", "#w = 1 // two", "#v = affine_map<(d0) -> (d0)> x"])
def test_alias_lines_read_as_lexer_alias_entry_reads_them(alias):
    """The C scan reads an alias line whose value needs no scan itself (lexer._alias_entry's pair), and hands the
    others to it: the same aliases, or the same refusal."""
    _same_read(alias + "\nfunc.func @f() {\n  return\n}\n")


def test_non_ascii_text_reads_through_python():
    text = "func.func @f(%a: f32) -> f32 attributes {x.doc = \"caf\u00e9\"} {\n  return %a : f32\n}\n"
    assert native.ext.scan(text, syntax.name_info, syntax._count_header_operands, lexer._label,
                               lexer._alias_entry, syntax._USE_ONLY_HEADERS) is None
    assert _same_read(text) is None


@pytest.mark.parametrize("line, results", [("%x = arith.addf %a, %a : f32", "%x"),
                                           ("%x   =   arith.addf %a, %a : f32", "%x"),
                                           ("%0:2, %1 = test.op", "%0:2, %1"), ("%0:2 , %1 = test.op", "%0:2 , %1")])
def test_results_are_read_without_the_blanks_before_the_equals_sign(line, results):
    """The Python reader's line pattern gives the results as written, on any CPython 3.11: 3.11.0-3.11.4 (Debian 12
    has 3.11.2) matched a possessive repeat of a group wrongly (CPython gh-106052) and read ``%x = ...`` as ``%x ``;
    the pattern now says it with an atomic group. The layout check's results pattern likewise."""
    from mqss_edge.features import layout

    assert lexer._LINE.match("  " + line).group(1) == results
    assert re.match(layout._RESULTS, line).group().rstrip(" =") == results
    text = "func.func @f(%a: f32) {\n  " + line.replace("arith.addf %a, %a : f32", "test.op") + "\n  return\n}\n"
    assert _same_read(text) is None


def test_same_features_and_graph_on_every_module(texts):
    for text in texts[::3]:
        nests.clear_op_caches()
        with_c = _features(reader.parse(text))
        mp = _python()
        try:
            nests.clear_op_caches()
            python = _features(reader.parse(text))
        finally:
            mp.undo()
        assert with_c == python


_SSA_SPLIT = re.compile(r"(%[\w$.-]+(?:#\d+)?)")


@pytest.mark.parametrize("text", [
    "", "no names", "%0", "%", "a % b", "%0#1 %0# %0#x %a.b-c$d, %1:2", "ins(%a, %b : f32) outs(%c)", "%%x",
    "x%y%", "%arg0[%i, %j + 1]"])
def test_ssa_split_is_the_regex_split(text):
    pieces = _SSA_SPLIT.split(text)
    norms, names = native.ext.ssa_split([text, text])
    assert norms == ["%".join(pieces[::2])] * 2
    assert names == [pieces[1::2]] * 2
    assert native.ext.ssa_split([text], False) == (None, [pieces[1::2]])
    assert native.ext.ssa_split([text], True, False) == (["%".join(pieces[::2])], None)


def test_ssa_split_leaves_non_ascii_to_python():
    assert native.ext.ssa_split(["%a", "%\u00e9"]) is None


def test_def_use_matches_python_with_shadowing_and_multiple_results():
    """Random op lists: uses of earlier results, block arguments shadowing them, `%x:2` and `%a, %b`."""
    rng = random.Random(3)
    for _ in range(300):
        n = rng.randrange(1, 40)
        pool = [f"%{i}" for i in range(12)] + ["%x#0", "%x#1", "%a", "%b"]
        results = [rng.choice(["", "%0", "%1", "%2", "%x:2", "%a, %b", f"%{rng.randrange(12)}"]) for _ in range(n)]
        texts = [" ".join(rng.choice(pool) + rng.choice(["", ",", "[%1]", " : f32"]) for _ in range(rng.randrange(4)))
                 for _ in range(n)]
        blocks = sorted(rng.randrange(-1, 4) for _ in range(n))
        block_args = {b: tuple(rng.sample(pool, 2)) for b in range(4)}
        names = [_SSA_SPLIT.split(t)[1::2] for t in texts]
        want = defuse._def_use(names, results, blocks, block_args.__getitem__, syntax._results)
        got = native.ext.def_use(texts, results, blocks, block_args.__getitem__, syntax._results)
        assert got == want
        nodes = sorted(rng.sample(range(100), n))
        codes = np.frombuffer(native.ext.def_use(texts, results, blocks, block_args.__getitem__, syntax._results,
                                                     nodes, 300), np.int64)
        assert codes.tolist() == sorted({nodes[j] * 300 + nodes[i] * 3 for i, j in zip(want[0], want[2])})
        # the same ops picked from longer columns by index (the module's columns)
        pad = rng.randrange(1, 5)
        at = list(range(pad, pad + n))
        cols = [["%junk"] * pad + texts, ["%junk"] * pad + results, [-1] * pad + blocks]
        assert native.ext.def_use(*cols, block_args.__getitem__, syntax._results, None, 0, None, at) == want
        picked = native.ext.def_use(*cols, block_args.__getitem__, syntax._results, nodes, 300, None, at)
        assert np.frombuffer(picked, np.int64).tolist() == codes.tolist()
    with pytest.raises(IndexError, match="out of range"):
        native.ext.def_use(["%0"], [""], [-1], block_args.__getitem__, syntax._results, None, 0, None, [1])


_INS = re.compile(r"\bins\(([^()]*)\)")
_OUTS = re.compile(r"\bouts\(([^()]*)\)")


def test_group_finds_what_the_regex_finds(texts):
    tricky = ["shared_outs(%a) outs(%b)", "ins((x)) ins(%a)", "xins(%a)", "ins(%a", "_ins(%a) ins(%b)",
              "\u00e9ins(%a) ins(%b)", "ins() outs(%o : t) -> t", "1ins(%a)"]
    for t in tricky + [line for text in texts[::10] for line in text.split("\n")]:
        for rx, opening in ((_INS, "ins("), (_OUTS, "outs(")):
            m = rx.search(t)
            assert types._group(t, opening) == (m.span(1) if m else None), t


def test_loop_nests_shared_across_shapes_equal_direct_reads(texts):
    """Ops that differ only in static dimensions share one template (across modules too: the cache is
    not cleared here); every instance must equal the op read on its own, in both reader paths."""
    two_shapes = ("func.func @f(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %c: tensor<64x48xf32>, "
                  "%d: tensor<8x16xf32>, %e: tensor<16x4xf32>, %g: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
                  "  %0 = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%c : tensor<64x48xf32>)"
                  " -> tensor<64x48xf32>\n"
                  "  %1 = linalg.matmul ins(%d, %e : tensor<8x16xf32>, tensor<16x4xf32>) outs(%g : tensor<8x4xf32>)"
                  " -> tensor<8x4xf32>\n"
                  "  return %1 : tensor<8x4xf32>\n}\n")
    checked = shared = 0
    for with_c in (True, False):
        mp = None if with_c else _python()
        try:
            nests.clear_op_caches()
            for text in [two_shapes, *texts]:
                m = reader.parse(text)
                ks = [k for k, inf in enumerate(m._c.info) if linalg.is_structured(inf[0])]
                for k, nest in zip(ks, nests.loop_nests(m, ks)):
                    assert nest == linalg._loop_nest(m, k), (text[:80], k)
                    checked += 1
            # the instances made (kept across modules): those of a template read with sentinel dimensions
            shared += sum(1 for entry in nests._INSTANCES.values() if entry[0].shared[2])
        finally:
            if mp is not None:
                mp.undo()
    first = reader.parse(two_shapes)
    a, b = nests.loop_nests(first, [1, 2])
    assert (a.trips, b.trips) == ((64, 48, 32), (8, 4, 16)) and a.flops == 2 * 64 * 48 * 32
    assert checked > 2000 and shared > 50  # instances from templates were among them


def test_ranks_shared_across_shapes_equal_direct_reads(texts):
    nests.clear_op_caches()
    for text in texts[::2]:
        m = reader.parse(text)
        ks = list(range(len(m)))
        direct = [types._max_shaped_rank(outs if m._c.res[k] else ins)
                  for k, (ins, outs) in zip(ks, (types.op_types(m, k) for k in ks))]
        assert types.op_ranks(m, ks) == direct


_SHAPE_DIM = re.compile(r"(?<=[<x])\d{1,63}(?=x)")


@pytest.mark.parametrize("text", [
    "tensor<64x264xf32>", "tensor<?x8xf32>, memref<4x4xf32, strided<[4, 1], offset: ?>>", "vector<[4]x8xf32>",
    "0x1F <12a x123x", "x" + "9" * 70 + "x", "tensor<1x1x1xi8> dense<2> : tensor<2xi64>", "", "<x>"])
def test_shape_split_is_the_regex(text):
    skels, nums = native.ext.shape_split([text])
    assert skels == [_SHAPE_DIM.sub("\x01", text)]
    assert nums == [tuple(map(int, _SHAPE_DIM.findall(text)))]
    assert native.ext.shape_split(["a\x01b"]) is None


def test_matching_bracket_by_jumps():
    def stepwise(text: str, start: int, open_c: str, close_c: str) -> int:
        depth = 0
        for i in range(start, len(text)):
            if text[i] == open_c:
                depth += 1
            elif text[i] == close_c:
                depth -= 1
                if depth == 0:
                    return i
        return len(text)

    rng = random.Random(5)
    for _ in range(20000):
        text = "".join(rng.choice("(()) ab<>") for _ in range(rng.randrange(20)))
        start = rng.randrange(len(text) + 1)
        pair = rng.choice([("(", ")"), ("<", ">")])
        assert types._matching(text, start, *pair) == stepwise(text, start, *pair)


def test_deep_nesting_and_many_blocks():
    """Regions nested 40 deep (the C reader grows its frame stack) and 300 sibling regions."""
    depth = 40
    lines = ["func.func @deep(%m: memref<4xf32>) {", "  %c = arith.constant 1.0 : f32"]
    lines += [f"{'  ' * (i + 1)}affine.for %i{i} = 0 to 4 {{" for i in range(depth)]
    lines += [f"{'  ' * (depth + 1)}affine.store %c, %m[%i{depth - 1}] : memref<4xf32>"]
    lines += [f"{'  ' * (i + 1)}}}" for i in reversed(range(depth))]
    lines += ["  return", "}"]
    siblings = ["func.func @wide(%m: memref<4xf32>) {", "  %c = arith.constant 1.0 : f32"]
    for i in range(300):
        siblings += [f"  scf.if %b{i} {{", f"    memref.store %c, %m[%i{i}] : memref<4xf32>", "  } else {",
                     "    %x = arith.addf %c, %c : f32", "  }"]
    siblings += ["  return", "}"]
    for text, levels in (("\n".join(lines) + "\n", depth + 1), ("\n".join(siblings) + "\n", 2)):
        assert native.ext.scan(text, syntax.name_info, syntax._count_header_operands, lexer._label,
                                   lexer._alias_entry, syntax._USE_ONLY_HEADERS) is not None
        assert _same_read(text) is None
        m = reader.parse(text)
        assert max(m._c.depth) == levels and len(m.blocks) > depth
        with_c = _features(m)
        mp = _python()
        try:
            assert _features(reader.parse(text)) == with_c
        finally:
            mp.undo()


def test_text_holding_the_placeholder_shares_nothing():
    """A text with a literal '\\x01' (the shape placeholder) where the dimensions would be: its keys equal a
    real module's shape-free keys, yet each must read as itself, in either order and both paths."""
    real = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {\n"
            "  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>)"
            " -> tensor<4x16xf32>\n  return %0 : tensor<4x16xf32>\n}\n")
    garbage = re.sub(r"(?<=[<x])\d+(?=x)", "\x01", real)
    assert "\x01" in garbage
    for with_c in (True, False):
        mp = None if with_c else _python()
        try:
            for order in ((real, garbage), (garbage, real)):
                nests.clear_op_caches()
                for text in order:
                    m = reader.parse(text)
                    assert nests.loop_nests(m, [1]) == [linalg._loop_nest(m, 1)]
                    assert types.op_ranks(m, [0, 1, 2]) == [
                        types._max_shaped_rank(outs if m._c.res[k] else ins)
                        for k, (ins, outs) in ((k, types.op_types(m, k)) for k in (0, 1, 2))]
                    encode(m)
                    ir_graph(m)
        finally:
            if mp is not None:
                mp.undo()


@pytest.mark.parametrize("label_args", [
    "%in: f32, %out: f32", "%a : f32", "%b = x", "%c == d", "%d\t=\te", "%e.f-g$: i32", "% : f32", "%h", "",
    "%i:%j: f32", "%k\n= 1", "%l=", "%m.n: f32, %o"])
def test_def_use_reads_label_arguments_as_block_args_does(label_args):
    """With the block table, def_use drops a label's argument names itself; they must be syntax._DECL's."""
    decl = tuple(syntax._DECL.findall(label_args))
    table = [(0, "^bb0", label_args, False, 1, 1, False, False)]
    names = ["%in", "%out", "%a", "%b", "%c", "%d", "%e.f-g$", "%h", "%i", "%j", "%k", "%l", "%m.n", "%o", "%x"]
    texts = [""] + [" ".join(names)]
    results = [", ".join(names), ""]
    blocks = [-1, 0]
    called = native.ext.def_use(texts, results, blocks, lambda b: decl, syntax._results)
    read = native.ext.def_use(texts, results, blocks, lambda b: pytest.fail("called"), syntax._results, None,
                                  0, table)
    assert read == called
    assert len(called[0]) == len(names) - len(set(decl) & set(names))


@pytest.mark.parametrize("max_nodes", [1, 7, 50, 256, 2000])
def test_same_graph_at_every_node_cap(texts, max_nodes):
    """The cap cuts blocks off from their ops and owners: the C graph bookkeeping must keep only the
    edges whose both ends are nodes, as the Python one does."""
    for text in texts[1::4]:
        m = reader.parse(text)
        with_c = ir_graph(m, max_nodes)
        mp = _python()
        try:
            python = ir_graph(reader.parse(text), max_nodes)
        finally:
            mp.undo()
        for a, b in ((with_c.nodes, python.nodes), (with_c.edges, python.edges),
                     (with_c.edge_links, python.edge_links)):
            assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def test_indices_in_is_the_membership_test():
    """``_native.indices_in`` remembers each object's answer by address: items that repeat, equal strings that are
    distinct objects, and more distinct items than it remembers all give what the membership test gives."""
    rng = random.Random(9)
    names = [f"op.{i}" for i in range(300)]
    copies = ["".join(list(w)) for w in names]  # equal, other objects
    wanted = set(rng.sample(names, 40)) | {"op.absent"}
    for pool in (names[:5], names[:90], names, names + copies):
        items = [rng.choice(pool) for _ in range(2000)]
        assert native.ext.indices_in(items, wanted) == [i for i, x in enumerate(items) if x in wanted]
        assert native.ext.indices_in(items, frozenset()) == []
    with pytest.raises(TypeError, match="set"):
        native.ext.indices_in(names, list(wanted))


def test_graph_fill_sorts_edge_codes_of_every_size():
    """The edges come out sorted by code whatever their number and size (insertion sort for a few, a byte radix
    sort past that), duplicates kept, the def-use codes merged in."""
    from mqss_edge.features.graph import _BLOCK_TUPLE, _DENSE_TUPLE, _LOOP_TUPLE, NODE_FEATURES

    rng = random.Random(5)
    for size in (0, 1, 2, 15, 16, 17, 255, 256, 257, 3000):
        for top in (3, 300, 70_000, 2**40):
            codes = [rng.randrange(top) for _ in range(size)]
            du = np.array(sorted(rng.randrange(top) for _ in range(size // 3)), np.int64)
            n3 = 3 * (top // 3 + 1)
            edges, links = native.ext.graph_fill(np.zeros((0, NODE_FEATURES), np.float32), [], b"", None, None, None,
                                                 [], b"", codes, du, n3, _DENSE_TUPLE, _LOOP_TUPLE, _BLOCK_TUPLE)
            pairs = np.frombuffer(links, np.int64).reshape(-1, 2)
            kinds = np.frombuffer(edges, np.float32).astype(np.int64)
            got = (pairs[:, 0] * n3 + pairs[:, 1] * 3 + kinds).tolist()
            assert got == sorted(codes + du.tolist())


def test_syntax_stats_is_the_python_count(texts):
    """The syntax group's structure counts in C (``_native.syntax_stats``) against `vector._syntax_stats`, on every
    module, with the implicit module op hidden, and on hand-written results (``%a, %b = ...``) and odd columns."""
    from mqss_edge.features import vector

    seen_hidden = 0
    for text in texts:
        c = reader.parse(text)._c
        args = (c.blocks, c.block_size, len(c.names), c.implicit_ops, c.block, c.block_depth, c.nops, c.res)
        assert native.ext.syntax_stats(*args) == vector._syntax_stats(*args)
        seen_hidden += bool(c.implicit_ops)
    assert seen_hidden > 50
    c = reader.parse(kernel(kernel_names()[0]))._c
    res = list(c.res)
    res[1] = "%a, %b"
    args = [c.blocks, c.block_size, len(c.names), c.implicit_ops, c.block, c.block_depth, c.nops, res]
    assert native.ext.syntax_stats(*args) == vector._syntax_stats(*args)
    args[7] = res[:-1]  # a column of another length, a hidden op past the end, non-ASCII results: Python decides
    assert native.ext.syntax_stats(*args) is None
    args[7], args[3] = res, [len(res)]
    assert native.ext.syntax_stats(*args) is None
    args[3], args[7] = [], res[:1] + ["%\u00e9"] + res[2:]
    assert native.ext.syntax_stats(*args) is None


def test_graph_fill_refuses_what_it_cannot_write():
    """The C assembly writes into the caller's matrix: anything but a float32 matrix of the graph's
    width, or columns that do not line up, is a clear error, never a write out of bounds."""
    from mqss_edge.features.graph import _BLOCK_TUPLE, _DENSE_TUPLE, _LOOP_TUPLE, NODE_FEATURES

    dense = np.zeros(5, np.float32).tobytes()

    def fill(feats, opos=(0,), cats=(3,), rows=(None,), codes=(), du=None):
        return native.ext.graph_fill(feats, list(opos), dense, [2], list(cats), list(rows), [], b"", list(codes), du,
                                     3, _DENSE_TUPLE, _LOOP_TUPLE, _BLOCK_TUPLE)

    feats = np.zeros((1, NODE_FEATURES), np.float32)
    edges, links = fill(feats, codes=[2], du=np.array([0], np.int64))
    assert feats[0, 3] == 1.0 and feats[0, _DENSE_TUPLE[3]] == 2.0
    assert np.frombuffer(links, np.int64).tolist() == [0, 0, 0, 0]
    assert np.frombuffer(edges, np.float32).tolist() == [0.0, 2.0]
    with pytest.raises(TypeError, match="float32 matrix"):
        fill(np.zeros((1, NODE_FEATURES), np.float64))
    with pytest.raises(IndexError, match="out of range"):
        fill(np.zeros((1, NODE_FEATURES), np.float32), opos=(1,))
    with pytest.raises(IndexError, match="out of range"):
        fill(np.zeros((1, NODE_FEATURES), np.float32), cats=(NODE_FEATURES,))
    with pytest.raises(TypeError, match="loop row"):
        fill(np.zeros((1, NODE_FEATURES), np.float32), rows=((1.0,),))
    with pytest.raises(ValueError, match="differ in length"):
        fill(np.zeros((1, NODE_FEATURES), np.float32), cats=(3, 4))


def test_shape_split_of_raw_text_is_ssa_split_then_shape_split(texts):
    """The one-pass form (SSA names and dimensions together) equals the two passes it replaces."""
    lines = ["%x64x = foo %a12 <3x%b4x>", "%0#1x2x %c#x <5x6xf32>", "% 7x <8x", "%a.b-c$9x <10x"]
    lines += [line for text in texts[::7] for line in text.split("\n")]
    norms = native.ext.ssa_split(lines, True, False)[0]
    assert native.ext.shape_split(lines, True) == native.ext.shape_split(norms)
