"""Valid MLIR in a layout ``mlir-opt`` would not print: found, and put one op per line.

The line reader (`lexer`) relies on one op per line. Text that puts an op after a region's ``{``, two
ops on one line, a label and an op on one line, or an op after a region's closing ``}`` parses with
``mlir-opt`` but would read as one op with the next op's text in its attributes. `odd_layout` finds
such lines (the C scan checks a superset and hands them back); `relayout` splits them, string- and
bracket-aware, so the reader reads what ``mlir-opt`` reads. What it cannot split stays odd, and
`reader.parse` refuses it with a ParseError rather than lose ops.
"""

from __future__ import annotations

import re

# (a repeated group's possessive written as an atomic group: lexer._LINE says why)
_RESULTS = r"%[\w$.-]++(?::\d+)?(?>(?:[ \t]*,[ \t]*%[\w$.-]+(?::\d+)?)*)[ \t]*=[ \t]*"
_NAMED = r"(?:\"|[A-Za-z_][\w$]*\.|(?:call|call_indirect|constant)\b)"
_TERMINATOR = r"(?:return|[\w$]+\.(?:[\w$.]*\.)?(?:return|yield|terminator))"
# Searched on the lines' texts after their first op's name (or the whole line when it holds no op):
# an op with results (A), an op name after the end of an op (B), an op or a label right after '{' (C).
_ODD = (
    re.compile(_RESULTS + _NAMED),
    re.compile(r"[ \t](?<=[\w>)\]}\":][ \t])[ \t]*+(?:[A-Za-z_][\w$]*\.[\w$.]+(?=[ \t(%@{:\"]|$)|\"[\w$.]+\"\()",
               re.M),
    re.compile(r"\{[ \t]*+(?:\^|\"[\w$.]+\"\(|[A-Za-z_][\w$]*\.[\w$.]+[ \t]+[%@\"(:^]|" + _TERMINATOR + r"[ \t]*\})"),
)
_RESULTS_ONLY = re.compile(_RESULTS)
_OP_WITH_RESULTS = re.compile(_RESULTS + r"(?:\"[\w$.]+\"\(|[A-Za-z_][\w$]*\.|(?:call|call_indirect|constant)\b)")
_BARE_OP = re.compile(r"[A-Za-z_][\w$]*\.[\w$.]+(?=[ \t(%@{:\"]|$)|return\b", re.M)
_QUOTED_OP = re.compile(r"\"[\w$.]+\"\(")
_LABEL = re.compile(r"\^[\w$.-]+(?:\([^)]*\))?[ \t]*:")
_ATTR_ENTRY = re.compile(r'(?:[A-Za-z_][\w$.-]*|"[^"]*")\s*(?:=(?!=)|,|\}|$)')
_TERMINATOR_BODY = re.compile(r"[ \t]*" + _TERMINATOR + r"[ \t]*\}")
_STRING_END = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_TOKEN = re.compile(r"[\w$.\-%#!@^]+|.", re.S)
_ENDS_OP = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_>)]}\":")
# An alias definition's start (`#map = `, `!t = `) and values that are one blank-free item or one
# affine map without nested parentheses: these fill their line whatever follows (`alias_value_end`).
_ALIAS_DEF = re.compile(r"[#!][\w$.-]+[ \t]*=[ \t]*")
_WHOLE_VALUE = re.compile(r"[^ \t\n]*+[ \t]*+\Z|affine_map<\([^()<>]*\)(?:\[[^\]<>]*\])?[ \t]*->[ \t]*\([^()<>]*\)>[ \t]*\Z")
_CLOSES = {")": "(", "]": "[", "}": "{", ">": "<"}


def odd_layout(rests: str) -> re.Match[str] | None:
    """The first sign of a second op on a line in ``rests`` (each line's text after its first op's
    name, one line each), or None."""
    for pattern in _ODD:
        m = pattern.search(rests)
        if m is not None:
            return m
    return None


def alias_value_end(value: str) -> int:
    """Where the value of an alias definition ends in ``value`` (the text after its ``=``, to the end
    of its line): ``len(value)`` unless another statement was joined onto the line.

    A value is one attribute or type (brackets, strings and ``->`` of function types may hold blanks),
    optionally followed by ``: type``; whatever follows at bracket depth 0 (an op, ``module {``,
    another alias) is not part of it.
    """
    if _WHOLE_VALUE.match(value):  # what mlir-opt prints: no scan
        return len(value)
    n = len(value)
    i = 0
    typed = False  # the `: type` part has been read
    while True:
        i = _value_item(value, i)
        j = i
        while j < n and value[j] in " \t":
            j += 1
        if j >= n:
            return n
        if value.startswith("->", j):  # a function type: its result follows
            i = j + 2
        elif value[j] == ":" and not typed:
            typed, i = True, j + 1
        else:
            return i
        while i < n and value[i] in " \t":
            i += 1


def _value_item(value: str, i: int) -> int:
    """End of the item (a run of non-blanks, with whatever its brackets and strings hold) at ``value[i]``."""
    n = len(value)
    stack: list[str] = []
    while i < n:
        c = value[i]
        if c == '"':
            m = _STRING_END.match(value, i)
            i = m.end() if m else n
            continue
        if c in "([{<":
            stack.append(c)
        elif c in ")]}>":
            if c == ">" and i and value[i - 1] in "-=" or c == ">" and value[i + 1:i + 2] == "=":
                pass  # `->`, `>=`: no bracket
            elif stack and stack[-1] == _CLOSES[c]:
                stack.pop()
        elif c in " \t" and not stack:
            return i
        i += 1
    return n


def _opens_region(text: str, j: int) -> bool:
    """Whether the ``{`` before ``text[j]`` opens a region (rather than an attribute dictionary or a
    linalg short body such as ``{ math.exp }``)."""
    n = len(text)
    while j < n and text[j] in " \t":
        j += 1
    if j >= n or text[j] == "\n":  # at the end of its line: a region unless an attribute entry follows
        while j < n and text[j] in " \t\n":
            j += 1
        return j >= n or _ATTR_ENTRY.match(text, j) is None
    c = text[j]
    if c in "%^":
        return True
    if c == '"':
        return _QUOTED_OP.match(text, j) is not None
    if _TERMINATOR_BODY.match(text, j):
        return True
    m = _BARE_OP.match(text, j)
    return m is not None and _ATTR_ENTRY.match(text, j) is None


def relayout(text: str) -> str:
    """``text`` with every op, block label and region-closing ``}`` starting a line of its own."""
    out: list[str] = []
    put = out.append
    stack: list[str] = []  # open brackets: '(' or '[', 'r' for a region's '{', 'a' for another '{'
    fresh = True  # nothing but blanks written on the current line
    last = "\n"  # last non-blank character written
    i, n = 0, len(text)

    def newline() -> None:
        nonlocal fresh, last
        if not fresh:
            put("\n")
            fresh, last = True, "\n"

    while i < n:
        c = text[i]
        if c == "\n":
            put(c)
            fresh, last = True, "\n"
            i += 1
            continue
        if c in " \t":
            put(c)
            i += 1
            continue
        level = not stack or stack[-1] == "r"  # where ops can start
        if c == '"':
            if level and not fresh and last in _ENDS_OP and _QUOTED_OP.match(text, i):
                newline()
            m = _STRING_END.match(text, i)
            j = m.end() if m else i + 1
            put(text[i:j])
            fresh, last, i = False, '"', j
            continue
        if c in "#!" and fresh and not stack:
            m = _ALIAS_DEF.match(text, i)
            if m is not None:  # an alias definition: a statement joined onto its line goes to the next
                eol = text.find("\n", i)
                eol = n if eol < 0 else eol
                end = m.end() + alias_value_end(text[m.end():eol])
                put(text[i:end])
                fresh, last, i = False, text[end - 1], end
                if text[end:eol].strip():
                    newline()
                continue
        if c == "{":
            region = _opens_region(text, i + 1)
            stack.append("r" if region else "a")
            put(c)
            fresh, last, i = False, c, i + 1
            eol = text.find("\n", i)
            if region and text[i:n if eol < 0 else eol].strip():
                newline()  # (at the end of its line the line break follows anyway)
            continue
        if c == "}":
            if stack and stack.pop() == "r":
                newline()
            put(c)
            fresh, last, i = False, c, i + 1
            continue
        if c in "([":
            stack.append(c)
        elif c in ")]" and stack and stack[-1] in "([":
            stack.pop()
        if c == "%" and level:
            m = _OP_WITH_RESULTS.match(text, i)
            if m is not None:  # an op's results: the op starts here, and its name follows the '='
                newline()
                m = _RESULTS_ONLY.match(text, i)
                put(m.group())  # type: ignore[union-attr]
                fresh, last, i = False, "=", m.end()  # type: ignore[union-attr]
                continue
        if level and not fresh:
            if last in _ENDS_OP and text[i - 1] in " \t" and _BARE_OP.match(text, i):
                newline()
            elif c == "^" and last in "}{" and _LABEL.match(text, i):
                newline()
        if c == "^" and fresh and level:  # a block label: whatever follows it starts a line
            m = _LABEL.match(text, i)
            if m is not None:
                put(m.group())
                i = m.end()
                fresh, last = False, ":"
                newline()
                continue
        m = _TOKEN.match(text, i)
        tok = m.group()  # type: ignore[union-attr]
        put(tok)
        fresh, last, i = False, tok[-1], i + len(tok)
    return "".join(out)
