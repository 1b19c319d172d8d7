"""How the text of one op reads: op names, results, operands, the block arguments a header declares.

Everything here looks at one op's text (its results as written, its name, the rest of its line) with
regular expressions or str methods; `lexer` calls these while it splits lines, and `tree` when it builds
`Op` objects.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mqss_edge.features.affine import _MAP

#: Dialects whose ops the reader knows; any other op reads with ``known=False``.
KNOWN_DIALECTS = frozenset({
    "builtin", "func", "arith", "math", "linalg", "tensor", "memref", "bufferization", "affine", "scf",
    "vector", "ub", "cf", "index",
})

# Ops printed without a dialect prefix in custom form (the default dialect of their parent).
_DOTLESS = {"module": "builtin.module", "return": "func.return", "call": "func.call",
            "call_indirect": "func.call_indirect", "constant": "func.constant"}

# Affine memory ops whose custom subscripts fold repeated values into one map operand:
# `affine.store %v, %A[%i, %i]` has 3 operands, not 4.
_AFFINE_SUBSCRIPTS = frozenset({"affine.load", "affine.store", "affine.vector_load", "affine.vector_store",
                                "affine.prefetch"})

# Custom ops whose header before the region only uses values (declares no block arguments).
_USE_ONLY_HEADERS = frozenset({"linalg.generic", "scf.if", "tensor.pad", "tensor.generate", "scf.execute_region",
                               "scf.index_switch", "scf.forall.in_parallel", "builtin.module"})

# Terminators the custom printer elides when they carry no operands.
_ELIDED_TERMINATORS = frozenset({"affine.yield", "scf.yield", "scf.reduce", "vector.yield",
                                 "memref.alloca_scope.return"})

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# A use of an SSA value: not a declaration (`%x:`), not a definition (`%x =`).
_USE = re.compile(r"%[\w$.-]+(?:#\d+)?(?![\w$.#-]|:|\s*=(?!=))")
_DECL = re.compile(r"%[\w$.-]+(?=:|\s*=(?!=))")
# Anything a custom header could declare block arguments with.
_ANY_DECL = re.compile(r"%[\w$.-]+(?::|\s*=(?!=))|\)\s*(?:=(?!=)|in\b)")
# Every SSA name of a custom header, with ':' or '=' when it is declared rather than used.
_NAME_USE = re.compile(r"%[\w$.-]+(?:#\d+)?(?![\w$.#-])(:|\s*=(?!=))?")
# Parenthesized induction variables: `(%i, %j) = (0, 0) to ...`, `(%i) in (4)`.
_TUPLE_DEF = re.compile(r"\(\s*(%[^()]*)\)\s*(?:=(?!=)|in\b)")
_SEGMENTS = re.compile(r"operandSegmentSizes\s*=\s*array<i32:\s*([\d,\s]*)>")
_INT_LIST = re.compile(r"-?\d+")


_NAMES: dict[str, tuple[str, bool, int, bool] | None] = {}


def name_info(name: str) -> tuple[str, bool, int, bool] | None:
    """(normalized name, known, flags, generic) of a name as written; None if it is no op name."""
    info = _NAMES.get(name, False)
    if info is not False:
        return info  # type: ignore[return-value]
    generic = name.startswith('"')
    full = name[1:-1] if generic else name
    if "." not in full:
        full = None if generic else _DOTLESS.get(full)  # type: ignore[assignment]
    if full is None:
        info = None
    else:
        dialect = full.partition(".")[0]
        flags = (1 if full in _ELIDED_TERMINATORS else 0) | (2 if dialect == "linalg" and full != "linalg.generic"
                                                             else 0) | (4 if full == "builtin.module" else 0)
        info = (full, dialect in KNOWN_DIALECTS, flags, generic)
    if len(_NAMES) > 65536:  # garbage input must not grow the cache without bound
        _NAMES.clear()
    _NAMES[name] = info
    return info


def _results(res: str) -> tuple[str, ...]:
    if "," not in res and ":" not in res:
        return (res,)
    out: list[str] = []
    for part in res.split(","):
        part = part.strip()
        name, _, count = part.partition(":")
        if count:
            out.extend(f"{name.strip()}#{i}" for i in range(int(count)))
        else:
            out.append(name)
    return tuple(out)


def num_results(res: str) -> int:
    """How many results a results prefix as written (``%0``, ``%0:2``, ``%a, %b``) defines."""
    if not res:
        return 0
    if "," not in res and ":" not in res:
        return 1
    return len(_results(res))


def _operands(text: str, generic: bool) -> tuple[str, ...]:
    if generic:
        return tuple(_USE.findall(text, 0, text.find(")")))
    if '"' in text:
        text = _STRING.sub('""', text)
    if ") =" in text or ") in" in text or ")=" in text:
        text = _TUPLE_DEF.sub(" ", text)
    return tuple(_USE.findall(text))


_MAP_PROPERTY = re.compile(r"\bmap\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)")


def _repeated_map_uses(text: str, aliases: dict[str, str]) -> int:
    """How many more times the subscripts of a generic affine load/store name their map operands
    than there are map operands (``(d0) -> (d0, d0)``: one more)."""
    m = _MAP_PROPERTY.search(text)
    if m is None:
        return 0
    return _map_extra_uses(aliases.get(m.group(1), m.group(1)))


@lru_cache(maxsize=1024)
def _map_extra_uses(map_text: str) -> int:
    m = _MAP.match(map_text)
    if m is None:
        return 0
    ids = [d.strip() for d in (m.group(1) + "," + (m.group(2) or "")).split(",") if d.strip()]
    uses = sum(len(re.findall(rf"\b{re.escape(i)}\b", m.group(3))) for i in ids)
    return max(0, uses - len(ids))


def _affine_operands(text: str) -> tuple[str, ...]:
    """Operands of a custom affine load/store: a value used twice in the subscripts is one operand."""
    i = text.find("[")
    j = text.find("]", i)
    if i < 0 or j < 0:
        return _operands(text, False)
    inside = tuple(dict.fromkeys(_USE.findall(text, i, j)))
    return tuple(_USE.findall(text, 0, i)) + inside + tuple(_USE.findall(text, j))


def _declared(text: str) -> tuple[str, ...]:
    """Names a custom op header declares for its entry block, in order (`%i =`, `(%i, %j) in`, `%a:`)."""
    if '"' in text:
        text = _STRING.sub('""', text)
    found: list[tuple[int, str]] = []
    for m in _TUPLE_DEF.finditer(text):
        found.extend((m.start(1) + k, name) for k, name in enumerate(re.findall(r"%[\w$.-]+", m.group(1))))
    found.extend((m.start(), m.group()) for m in _DECL.finditer(text))
    found.sort()
    return tuple(name for _, name in found)


def _count_operands(rest: str) -> int:
    if '"' in rest:
        rest = _STRING.sub('""', rest)
    return rest.count("%")


def _count_header_operands(head: str) -> int:
    """Operands of a custom op that opens regions: its header also declares block arguments."""
    if _ANY_DECL.search(head) is None:  # linalg.generic, scf.if, tensor.pad: only uses
        return _count_operands(head)
    if '"' in head:
        head = _STRING.sub('""', head)
    if ") =" in head or ") in" in head or ")=" in head:
        head = _TUPLE_DEF.sub(" ", head)
    return sum(1 for d in _NAME_USE.findall(head) if not d)
