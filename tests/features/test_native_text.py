"""Whole-text passes in C (`_native.balanced`) against the Python counts they replace."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mqss_edge.features import native, reader

pytestmark = pytest.mark.skipif(native.ext is None, reason="the C extension is not built (or turned off)")

DATA = Path(reader.__file__).resolve().parents[1] / "data"


def _python_balanced(text: str) -> bool:
    return all(text.count(a) == text.count(b) for a, b in ("()", "{}", "[]"))


def test_balanced_on_every_module_and_damaged_text():
    rng = random.Random(5)
    texts = [p.read_text(encoding="utf-8") for p in sorted(DATA.rglob("*.mlir"))]
    assert len(texts) > 400
    for text in texts[::3]:
        assert native.ext.balanced(text) is _python_balanced(text) is True
        for _ in range(3):
            at = rng.randrange(len(text))
            damaged = text[:at] + rng.choice("(){}[]") + text[at:]
            assert native.ext.balanced(damaged) is _python_balanced(damaged) is False


@pytest.mark.parametrize("n", [0, 1, 254, 255, 256, 509, 510, 511, 5000])
def test_balanced_at_block_edges(n):
    rng = random.Random(n)
    for fill in ("(", ")", "{", "[", "x"):
        text = fill * n
        assert native.ext.balanced(text) is _python_balanced(text)
    for _ in range(20):
        text = "".join(rng.choice("(){}[]ab") for _ in range(n))
        assert native.ext.balanced(text) is _python_balanced(text)
        balanced = "(" * n + "[" * (n // 3) + "]" * (n // 3) + ")" * n
        assert native.ext.balanced(balanced) is True


def test_non_ascii_goes_back_to_python():
    assert native.ext.balanced("(é)") is None
    with pytest.raises(TypeError):
        native.ext.balanced(b"()")


def test_line_and_quote_counts():
    rng = random.Random(9)
    texts = [p.read_text(encoding="utf-8") for p in sorted(DATA.rglob("*.mlir"))[::4]]
    texts += ["", "\n", '"', "\n" * 255 + '"' * 256, "".join(rng.choice('\n"ab') for _ in range(1000))]
    for text in texts:
        assert native.ext.line_quote_counts(text) == (text.count("\n"), text.count('"'))
    assert native.ext.line_quote_counts('"é"\n') is None


def test_parse_counts_lines_and_quotes_as_python():
    for p in sorted((DATA / "corpus").rglob("*.mlir"))[::6]:
        text = p.read_text(encoding="utf-8")
        c_mod = reader.parse(text)
        mp = pytest.MonkeyPatch()
        mp.setattr(native, "ext", None)
        try:
            py_mod = reader.parse(text)
        finally:
            mp.undo()
        assert (c_mod.num_lines, c_mod._c.quotes) == (py_mod.num_lines, py_mod._c.quotes)


def _regex_strip(text: str) -> str:
    return reader._COMMENT.sub(lambda m: m.group(1) or "", text)


def test_strip_comments_is_the_regex():
    rng = random.Random(11)
    texts = [p.read_text(encoding="utf-8") for p in sorted(DATA.rglob("*.mlir"))[::2]]
    texts += ['', '//', '/', '"', '""', '"//"', '"a\\"b" // c\n', '"a\\\n" // c', '"\\', '// x "y\n"z" //', 'a/b//c\nd',
              '"unclosed // comment\n"', '"x\\\\" // y', '\\"// z\n', '"a" "b // c" // d\n//\n']
    pieces = ['"', '\\', '/', '//', '\n', 'a', ' ', '"x"', '\\"', '%0 = arith.addf', ' // note "q"\n']
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 60))) for _ in range(3000)]
    for text in texts:
        assert native.ext.strip_comments(text) == _regex_strip(text), text
    assert native.ext.strip_comments("// é\n") is None


def test_commented_models_read_the_same():
    """Every real-model module starts with comment lines: the C strip and the regex give the same module."""
    for p in sorted((DATA / "models").rglob("*.mlir")):
        text = p.read_text(encoding="utf-8")
        assert "//" in text
        assert native.ext.strip_comments(text) == _regex_strip(text)


def test_find_is_str_find():
    rng = random.Random(13)
    texts = [p.read_text(encoding="utf-8") for p in sorted(DATA.rglob("*.mlir"))[::25]]
    for text in texts:
        for needle in ("{-#", "vector<", "#-}", "tensor<", "%", "zzz"):
            assert native.ext.find(text, needle) == text.find(needle)
            start = rng.randrange(len(text) + 2)
            assert native.ext.find(text, needle, start) == text.find(needle, start)
    for _ in range(3000):
        text = "".join(rng.choice("ab{-#<v") for _ in range(rng.randint(0, 30)))
        needle = "".join(rng.choice("ab{-#<v") for _ in range(rng.randint(1, 4)))
        start = rng.randint(0, 32)
        assert native.ext.find(text, needle, start) == text.find(needle, start), (text, needle, start)
    assert native.ext.find("é{-#", "{-#") is NotImplemented
    assert native.ext.find("abc", "") is NotImplemented
    assert native.ext.find("abc", "c", -1) is NotImplemented


def test_indices_with_is_the_contains_scan():
    rng = random.Random(17)
    for p in sorted(DATA.rglob("*.mlir"))[::20]:
        texts = reader.parse(p.read_text(encoding="utf-8"))._c.text
        for ch in '"%{':
            assert native.ext.indices_with(texts, ch) == [k for k, t in enumerate(texts) if ch in t]
    texts = ["".join(rng.choice('ab"') for _ in range(rng.randint(0, 5))) for _ in range(500)]
    assert native.ext.indices_with(texts, '"') == [k for k, t in enumerate(texts) if '"' in t]
    assert native.ext.indices_with(['"é"'], '"') is None
    assert native.ext.indices_with(["a"], "é") is None


def test_operand_counts_of_quoted_ops_as_python():
    for p in sorted(DATA.rglob("*.mlir"))[::5]:
        text = p.read_text(encoding="utf-8")
        c_nops = reader.parse(text)._c.nops
        mp = pytest.MonkeyPatch()
        mp.setattr(native, "ext", None)
        try:
            assert reader.parse(text)._c.nops == c_nops
        finally:
            mp.undo()
