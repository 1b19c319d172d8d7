"""An op (or another alias) joined onto an alias definition's line: read as mlir-opt reads it, or refused.

``#map = affine_map<...> module {`` is valid MLIR (mlir-opt-22 reads it), but a line reader that takes
an alias's value to the end of its line reads the op into the alias: ``#map1`` defined on ``#map``'s
line went missing (its loop nest unread, different features, no error) and ``module {`` left a ``}``
closing nothing. Each variant must read like the module with one statement per line, in the C and the
Python reader; a line the reader cannot split is a ParseError, never a silently different module.
"""

from __future__ import annotations

import pytest

from mqss_edge.errors import ParseError
from mqss_edge.features import native, parse
from tests.features.helpers import mlir_opt
from tests.features.test_odd_layouts import _both

_HEAD = "func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {"
_BODY = """\
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%a, %b : \
tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
_MAP = "#map = affine_map<(d0) -> (d0)>"
_MAP1 = "#map1 = affine_map<(d0) -> (0)>"
_PLAIN = f"{_MAP}\n{_MAP1}\n{_HEAD}\n{_BODY}"
_IN_MODULE = f"{_MAP}\n{_MAP1}\nmodule {{\n{_HEAD}\n{_BODY}}}\n"

# (joined layout, the same module one statement per line)
CASES = {
    "op_after_alias": (f"{_MAP}\n{_MAP1} {_HEAD}\n{_BODY}", _PLAIN),
    "module_after_alias": (f"{_MAP}\n{_MAP1} module {{\n{_HEAD}\n{_BODY}}}\n", _IN_MODULE),
    "two_aliases_on_a_line": (f"{_MAP} {_MAP1}\n{_HEAD}\n{_BODY}", _PLAIN),
    "three_statements_on_a_line": (f"{_MAP} {_MAP1} {_HEAD}\n{_BODY}", _PLAIN),
    "typed_attribute_then_module": (f"#c = dense<1> : tensor<i32>\n{_MAP}\n{_MAP1} module {{\n{_HEAD}\n{_BODY}}}\n",
                                    f"#c = dense<1> : tensor<i32>\n{_IN_MODULE}"),
    "alias_typed_value_then_module": (f"{_MAP}\n{_MAP1}\n#c = dense<1> : tensor<i32> module {{\n{_HEAD}\n{_BODY}}}\n",
                                      f"{_MAP}\n{_MAP1}\n#c = dense<1> : tensor<i32>\nmodule {{\n{_HEAD}\n{_BODY}}}\n"),
    "op_with_results_after_alias": (f'{_MAP}\n{_MAP1} %t = "t.op"() : () -> i32\n{_HEAD}\n{_BODY}',
                                    f'{_MAP}\n{_MAP1}\n%t = "t.op"() : () -> i32\n{_HEAD}\n{_BODY}'),
    "generic_op_after_alias": (f'{_MAP}\n{_MAP1} "t.op"() : () -> ()\n{_HEAD}\n{_BODY}',
                               f'{_MAP}\n{_MAP1}\n"t.op"() : () -> ()\n{_HEAD}\n{_BODY}'),
    "type_alias_then_func": ("!t = tensor<4xf32> func.func @g(%x: !t) -> !t {\n  return %x : !t\n}\n",
                             "!t = tensor<4xf32>\nfunc.func @g(%x: !t) -> !t {\n  return %x : !t\n}\n"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_statements_joined_onto_an_alias_line_read_as_one_per_line(name):
    joined, plain = CASES[name]
    mlir_opt(joined)  # valid MLIR, and the plain layout too
    mlir_opt(plain)
    assert _both(joined) == _both(plain)
    for ext in (native.ext, None):
        mp = pytest.MonkeyPatch()
        mp.setattr(native, "ext", ext)
        try:
            a, b = parse(joined), parse(plain)
        finally:
            mp.undo()
        assert a.aliases == b.aliases and [o.name for o in a.ops] == [o.name for o in b.ops], name


def test_alias_values_with_brackets_strings_and_arrows_stay_whole():
    """What looks like a statement inside an alias's brackets or strings is part of its value."""
    text = ('#loc = loc("a.mlir":1:2)\n#s = "x = y {z} -> w"\n'
            "#set = affine_set<(d0) : (d0 - 1 >= 0)>\n"
            "#m = affine_map<(d0, d1) -> (d0 floordiv 4, d1 mod 2)>\n" + _HEAD.replace("@f", "@h") + "\n  return %a : "
            "tensor<4xf32>\n}\n")
    mlir_opt(text)
    for ext in (native.ext, None):
        mp = pytest.MonkeyPatch()
        mp.setattr(native, "ext", ext)
        try:
            m = parse(text)
        finally:
            mp.undo()
        assert m.aliases == {"#loc": 'loc("a.mlir":1:2)', "#s": '"x = y {z} -> w"', "#set": "affine_set<(d0) : (d0 - 1 >= 0)>",
                             "#m": "affine_map<(d0, d1) -> (d0 floordiv 4, d1 mod 2)>"}
        assert [o.name for o in m.ops] == ["func.func", "func.return"]


def test_an_alias_line_that_cannot_be_split_is_refused():
    """A statement after an alias inside a region (where no alias may stand) is an error naming the line."""
    text = f"{_MAP}\n{_MAP1}\n{_HEAD}\n  {_MAP} %z = arith.constant 0.0 : f32\n{_BODY}"
    for ext in (native.ext, None):
        mp = pytest.MonkeyPatch()
        mp.setattr(native, "ext", ext)
        try:
            with pytest.raises(ParseError) as err:
                parse(text)
        finally:
            mp.undo()
        assert err.value.line == 4, str(err.value)
