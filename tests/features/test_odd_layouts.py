"""Valid MLIR in layouts mlir-opt never prints: read the same as the printed form, or refused clearly.

Ops after a region's ``{``, two or three ops on one line, a ``}`` with the next op after it, comments
everywhere: each variant is checked to parse with ``mlir-opt-22`` and must give the same features and
graph as the module as printed, in the C and the Python reader (layout.relayout splits such lines).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mqss_edge.errors import ParseError
from mqss_edge.features import encode, ir_graph, native, parse, semantics
from tests.features import models
from tests.features.helpers import kernel, kernel_names, mlir_opt

CORPUS = Path(native.__file__).resolve().parents[1] / "data" / "corpus"
_OP_START = re.compile(r'(?:%|"[\w$.]+"\(|[A-Za-z_][\w$]*\.[\w$.]+(?:\s|$)|return\b)')


def _features(text: str) -> tuple:
    m = parse(text)
    g = ir_graph(m)
    # op positions (semantics' dominant_index) differ in generic form, which prints named ops' bodies
    return (encode(m).tobytes(), g.nodes.tobytes(), g.edges.tobytes(), g.edge_links.tobytes(),
            sorted((k, v) for k, v in semantics(m).items() if k != "dominant_index"))


def _both(text: str) -> tuple:
    with_c = _features(text)
    mp = pytest.MonkeyPatch()
    mp.setattr(native, "ext", None)
    try:
        assert _features(text) == with_c
    finally:
        mp.undo()
    return with_c


def reformatted(text: str, every: int = 2) -> str:
    """``text`` with every ``every``-th op (and region-closing ``}``) joined onto the line before it
    (after an op, a ``{``, a block label or a ``}``), comments at line ends and on lines of their own."""
    out: list[str] = []
    for i, line in enumerate(text.split("\n")):
        s = line.strip()
        prev = out[-1].split("//")[0].rstrip() if out else ""
        joinable = prev and not prev.lstrip().startswith(("#", "!")) and "{-#" not in prev
        if s and joinable and i % every == 0 and (_OP_START.match(s) or s.startswith("}")):
            out[-1] = prev + " " + s
        else:
            out.append(line)
        if i % 5 == 1 and s and not s.startswith(("#", "!")):
            out[-1] += "  // a comment { with } brackets %x = arith.addf"
        if i % 7 == 3:
            out.append("// a line comment: scf.for %i = 0 to 4 {")
    return "\n".join(out)


def test_layernorm_with_ops_joined_onto_one_line():
    """The measured bug: three arith ops on one line read as one op (different features, no error)."""
    text = (CORPUS / "nlp" / "layernorm" / "layernorm-512x768.mlir").read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[27].strip().startswith("%d = arith.subf") and lines[29].strip().startswith("%a = arith.addf")
    joined = "\n".join(lines[:27] + [" ".join([lines[27]] + [x.strip() for x in lines[28:30]])] + lines[30:])
    mlir_opt(joined)  # valid MLIR
    assert _both(joined) == _both(text)


@pytest.mark.parametrize("variant", [
    "scf.for %i = %c0 to %c4 step %c1 { %v = memref.load %m[%i] : memref<4xf32>  memref.store %v, %m[%i] : "
    "memref<4xf32> }",
    "scf.for %i = %c0 to %c4 step %c1 {\n %v = memref.load %m[%i] : memref<4xf32> } %w = arith.addf %a, %a : f32",
    "%t = tensor.empty() : tensor<4xf32> %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], "
    "iterator_types = [\"parallel\"]} outs(%t : tensor<4xf32>) { ^bb0(%o: f32): %s = arith.addf %o, %a : f32  "
    "linalg.yield %s : f32 } -> tensor<4xf32>",
])
def test_small_odd_layouts(variant):
    canonical = mlir_opt("func.func @f(%m: memref<4xf32>, %a: f32) {\n %c0 = arith.constant 0 : index\n"
                         " %c1 = arith.constant 1 : index\n %c4 = arith.constant 4 : index\n"
                         f" {variant}\n return\n}}\n")
    text = ("module { func.func @f(%m: memref<4xf32>, %a: f32) { %c0 = arith.constant 0 : index "
            "%c1 = arith.constant 1 : "
            f"index\n %c4 = arith.constant 4 : index {variant} return }} }}\n")
    mlir_opt(text)
    assert _both(text) == _both(canonical)


def _cases() -> list[tuple[str, str]]:
    cases = [(f"kernel:{n}", kernel(n)) for n in kernel_names()]
    cases += [(str(p.relative_to(CORPUS)), p.read_text(encoding="utf-8")) for p in sorted(CORPUS.rglob("*.mlir"))[::9]]
    return cases


@pytest.mark.parametrize(("name", "text"), _cases(), ids=lambda x: x if len(x) < 80 else "")
def test_generic_and_reformatted_read_the_same(name, text):
    want = _both(text)
    generic = mlir_opt(text, "--mlir-print-op-generic")
    assert _both(generic) == want
    for every in (2, 3):
        for variant in (reformatted(text, every), reformatted(generic, every)):
            mlir_opt(variant)  # the variant is valid MLIR
            try:
                got = _both(variant)
            except ParseError as e:  # refusing is allowed; it must say so clearly
                assert "layout" in str(e) or "expected" in str(e), e
                continue
            assert got == want


@pytest.mark.skipif(not models.available(), reason="torch-mlir (optional dependency 'import') is not installed")
def test_models_generic_and_reformatted_read_the_same():
    checked = 0
    for name, text in models.model_modules().items():
        if "tm_tensor." in text:  # torch-mlir's own dialect (GPT-2's cumsum): mlir-opt-22 cannot print it
            continue
        checked += 1
        want = _both(text)
        generic = mlir_opt(text, "--mlir-print-op-generic")
        assert _both(generic) == want, name
        bare = models.without_resources(text)
        variant = reformatted(bare)
        mlir_opt(variant)
        assert _both(variant) == want, name
    assert checked >= 3
