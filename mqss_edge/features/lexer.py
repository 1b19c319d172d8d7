"""Line split and block structure: MLIR text -> the module's columns (`tree._Columns`).

All lines are split by one precompiled regular expression (`_LINE`) in a single C-level pass (or by the
C scan in `_native.c`); the Python loop does real work only at region boundaries and block labels, and
stores ops column-wise. Lines that continue an op (hand-wrapped text) are joined on a slower path.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import compress

import mqss_edge.features.native as native
from mqss_edge.errors import ParseError
from mqss_edge.features.layout import alias_value_end, odd_layout
from mqss_edge.features.syntax import (
    _NAMES,
    _STRING,
    _USE_ONLY_HEADERS,
    _count_header_operands,
    name_info,
)
from mqss_edge.features.tree import Module, _Columns


# One match per line: results, op name, rest. Results run to the first '=' (without the blanks before
# it; no '"' on the way). A quoted (generic) name must be followed by '(' and a bare name must not be
# followed by ',', '}', '=', ')' or ']' (then the line continues an attribute dictionary). Possessive
# quantifiers ('*+') never backtrack, and the optional parts are written as alternations with an empty
# branch ('|)') rather than '?': the regex engine runs those without its costlier repeat machinery. A repeated
# group is made possessive by an atomic group around it ('(?>(?:...)*)', what '(?:...)*+' means): CPython
# 3.11.0-3.11.4 (Debian 12's 3.11.2 among them) matched a possessive repeat of a group that can backtrack wrongly,
# keeping the blanks of a failed last round (``%x = ...`` read as results ``%x ``; CPython gh-106052).
_LINE = re.compile(r'^[ \t]*+(?:(%[^=\n" \t]*+(?>(?:[ \t]++[^=\n" \t]++)*))[ \t]*+=[ \t]*+|)'
                   r'("[^"\n]+"(?=\()|[A-Za-z_][\w$.]*+(?![ \t]*[,}=)\]])|)(.*)$', re.MULTILINE)
_ALIAS = re.compile(r"([#!][\w$.-]+)\s*=\s*(.*)$")
_IDENT = re.compile(r"[A-Za-z_][\w$.]*")
_ATTR_ENTRY = re.compile(r'(?:[A-Za-z_][\w$.-]*|"[^"]*")\s*(?:=(?!=)|,|\}|$)')
_STRUCTURAL_END = frozenset({"{", " ", "\t"})
_CONT_KEYWORDS = frozenset({
    "ins", "outs", "attrs", "attributes", "dimensions", "permutation", "iter_args", "step", "to", "into",
    "shared_outs", "low", "high", "output_shape", "kind", "indexing_maps", "iterator_types", "do",
})




class _Frame:
    """An op whose regions are open (parse time only)."""

    __slots__ = ("block_flags", "blocks", "cur", "depth", "generic", "header", "implicit_body", "index", "name", "parts",
                 "regions")


class OddLayout(Exception):
    """A line holds more than one op (or a label and an op): `layout.relayout` splits it first."""


class _NeedJoin(Exception):
    """A line continues the previous op: reread with continuation lines joined."""


_NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"(){}[]")))


def _error_at_imbalance(text: str, path: str | None) -> None:
    """Raise ParseError at the first unbalanced bracket, if any (strings ignored)."""
    # Six str.count passes over the text cost more than one C pass deleting every byte but the
    # brackets (UTF-8 keeps ASCII bytes out of multi-byte characters), then counting on what is left.
    if native.ext is not None and native.ext.balanced(text):  # the same counts in one C pass
        return
    brackets = text.encode("utf-8", "surrogatepass").translate(None, _NOT_BRACKETS)
    if (brackets.count(b"(") == brackets.count(b")") and brackets.count(b"{") == brackets.count(b"}")
            and brackets.count(b"[") == brackets.count(b"]")):
        return
    clean = _STRING.sub(lambda m: " " * len(m.group()), text) if '"' in text else text
    if (clean.count("(") == clean.count(")") and clean.count("{") == clean.count("}")
            and clean.count("[") == clean.count("]")):
        return
    pairs = {")": "(", "}": "{", "]": "["}
    stack: list[tuple[str, int]] = []
    for m in re.finditer(r"[(){}\[\]]", clean):
        c = m.group()
        if c in pairs:
            if not stack:
                _raise_at(clean, m.start(), f"unbalanced '{c}'", path)
            if stack[-1][0] != pairs[c]:  # the opener is the likelier culprit: report it
                _raise_at(clean, stack[-1][1], f"'{stack[-1][0]}' is never closed", path)
            stack.pop()
        else:
            stack.append((c, m.start()))
    if stack:
        c, pos = stack[-1]
        _raise_at(clean, pos, f"'{c}' is never closed", path)


def _raise_at(text: str, pos: int, message: str, path: str | None) -> None:
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    raise ParseError(message, line, column, path)


def _is_statement(row: tuple[str, str, str]) -> bool:
    res, name, rest = row
    if name:
        return name_info(name) is not None
    if not rest:
        return not res
    return rest[0] in "}^#!"


def _join_continuations(raw: list[str], path: str | None) -> tuple[list, list[int]]:
    """Slow path: join lines that continue an op onto it; keep the op's first line number."""
    stmts: list[str] = []
    lines: list[int] = []
    depth = 0  # open ( [ { of the statement being accumulated, not counting a region-opening '{'
    for ln, line in enumerate(raw, 1):
        s = line.strip()
        if not s:
            continue
        statement = _is_statement(_LINE.match(s).groups(""))  # type: ignore[union-attr]
        prev = stmts[-1] if stmts else ""
        first = _IDENT.match(s)
        # After a trailing '{' only an attribute entry continues the op (`linalg.generic {` then
        # `indexing_maps = [...]`); anything else is an op of the region, or garbage.
        incomplete = depth > 0 or prev.endswith((",", "(", "[", "=", ":", "->")) \
            or (prev.endswith("{") and _ATTR_ENTRY.match(s) is not None)
        keyword = (first is not None and "." not in first.group() and first.group() in _CONT_KEYWORDS) \
            or s.startswith(("->", ":", "(", ")", "[", "]", "{", "<"))
        if stmts and not statement and (incomplete or keyword):
            stmts[-1] = prev + " " + s
        elif statement:
            stmts.append(s)
            lines.append(ln)
        else:
            res, name, rest = _LINE.match(s).groups("")  # type: ignore[union-attr]
            if res and not name:
                col = line.find(rest, line.find("=") + 1) + 1
                raise ParseError("expected an operation name after '='", ln, col, path)
            col = len(line) - len(line.lstrip()) + 1
            raise ParseError(f"expected an operation, found {s[:40]!r}", ln, col, path)
        body = stmts[-1]
        if body.startswith("}"):
            body = body[2:] if body.startswith("})") else body[1:]
        if body.endswith("{"):
            body = body[:-2] if body.endswith("({") else body[:-1]
        depth = (body.count("(") - body.count(")") + body.count("[") - body.count("]")
                 + body.count("{") - body.count("}"))
    rows = [_LINE.match(s).groups("") for s in stmts]  # type: ignore[union-attr]
    return rows, lines


def _label(rest: str) -> tuple[str, str] | None:
    """(label, argument text) of a block label line (``^bb0(%a: f32, %b: f32):``, ``^bb1:``); None if
    it is malformed."""
    p = rest.find("(")
    label, args = (rest[:-1].strip(), "") if p < 0 else (rest[:p].strip(), rest[p + 1:rest.rfind(")")])
    if rest[-1] != ":" or not label[1:] or " " in label:
        return None
    return label, args


def _closing(rest: str, generic: bool) -> tuple[bool, str] | None:
    """(the line closes the op, text it adds to the op's attributes) of a line starting with '}' that
    ends a region of an op in generic or custom form; None if it is malformed."""
    tail = rest[1:].strip()
    if generic:
        if tail.startswith(")"):
            return True, tail[1:].strip()
        if not (tail.startswith(",") and tail.endswith("{")):
            return None
        return False, ""
    if tail.endswith("{"):
        return False, tail[:-1].strip()
    if tail.startswith(")"):
        return None
    return True, tail


def _build(rows: list, lines: list[int] | None, text: str, path: str | None, num_lines: int) -> Module:
    c = _Columns()
    c.lines = lines
    fast = lines is None
    n = len(rows)
    # Column-wise at C speed: most lines are ops without regions and need nothing else.
    res_col, name_col, rest_col = zip(*rows) if n else ((), (), ())
    if n and odd_layout("\n".join(rest_col)) is not None:  # two ops on a line, an op after '{'
        raise OddLayout
    is_op = list(map(bool, name_col))
    # Lines that are not plain ops: labels, '}', aliases, blanks, and ops opening regions (or ending
    # in whitespace, to be looked at twice). A comprehension beats chained maps here.
    structural = [i for i, (_, name, rest) in enumerate(rows) if not name or rest[-1:] in _STRUCTURAL_END]
    get = _NAMES.get
    names_c = c.names = list(compress(name_col, is_op))
    info = c.info = list(map(get, names_c))
    if None in info:  # names not seen before (or no op names at all)
        for k, name in enumerate(names_c):
            if info[k] is None:
                info[k] = name_info(name)  # type: ignore[assignment]
                if info[k] is None:
                    row = list(compress(range(n), is_op))[k]
                    if fast:
                        raise _NeedJoin
                    _fail(f"expected an operation, found {name!r}", row, lines, text, path, name)
    c.quotes = text.count('"') if '"' in text else 0
    c.res = list(compress(res_col, is_op))
    text_c = c.text = list(compress(rest_col, is_op))
    c.is_op = is_op
    seen = 0  # statements before the current one that are not ops
    block_c = c.block
    block_size = c.block_size
    blocks_a = c.blocks.append
    aliases: dict[str, str] = {}
    root = _Frame()
    root.index, root.depth, root.implicit_body, root.name = -1, 0, False, ""
    stack = [root]
    top = root
    cur: int | None = -1  # the block ops go to (top-level ops: -1); None until the open region needs one
    run = 0  # first op not yet assigned to a block
    # Block labels and region closings repeat (`^bb0(%in: f32, %out: f32):`, `} -> tensor<4xf32>`): each
    # distinct line is read once per module.
    labels: dict[str, tuple[str, str] | None] = {}  # line -> `_label` of it
    closings: tuple[dict, dict] = ({}, {})  # custom, generic form: line -> `_closing` of it

    def fail(message: str, i: int, token: str = "") -> None:
        _fail(message, i, lines, text, path, token)

    def entry(fr: _Frame, start: int) -> int:
        """Open the unlabeled block ops of ``fr`` go to (the entry block takes the header's arguments)."""
        first = not fr.regions and not fr.blocks
        b = len(block_size)
        fr.blocks.append(b)
        block_size.append(0)
        blocks_a((fr.index, None, fr.header if first else "", first and bool(fr.header), start, *fr.block_flags))
        return b

    for i in structural:
        res, name, rest = rows[i]
        k = i - seen  # this op, or the ops before this line
        if name:  # an op opening regions (or ending in blanks)
            if rest[-1] != "{":
                rest = text_c[k] = rest.rstrip()
                if rest[-1:] != "{":
                    continue  # an op without regions after all
            # it goes into the open block, with the ops read since the last structural line
            if cur is None:
                cur = entry(top, run)
            block_c.extend([cur] * (k + 1 - run))
            if cur >= 0:
                block_size[cur] += k + 1 - run
            full, _, flags, generic = info[k]
            if generic:
                if not rest.endswith("({"):
                    if fast:
                        raise _NeedJoin
                    fail("expected '({' to open the regions of a generic op", i, "{")
                head = rest[:-2]
            else:
                head = rest[:-1]
                # Headers of these only use values (and strings there never hold '%'): no regex.
                c.header_nops[k] = head.count("%") if full in _USE_ONLY_HEADERS else _count_header_operands(head)
            text_c[k] = head
            depth = top.depth + (0 if flags & 4 else 1)
            implicit_body = top.implicit_body or bool(flags & 2)
            # blocks of builtin.module are transparent; those of named linalg ops are elided in custom form
            block_flags = (depth, implicit_body, implicit_body or bool(flags & 4))
            if flags & 4:
                c.modules.append(k)
            top.cur = cur
            fr = _Frame()
            fr.index, fr.name, fr.generic = k, full, generic
            fr.depth, fr.implicit_body, fr.block_flags = depth, implicit_body, block_flags
            fr.regions, fr.blocks = [], []
            fr.header = "" if generic else head
            fr.parts = [head]
            stack.append(fr)
            top = fr
            cur = None
            run = k + 1
            continue
        seen += 1
        # First put the ops read since the last structural line into the open block.
        if k > run:
            if cur is None:
                cur = entry(top, run)
            block_c.extend([cur] * (k - run))
            if cur >= 0:
                block_size[cur] += k - run
            run = k
        if not rest:
            if res:
                fail("expected an operation name after '='", i, "=")
            continue
        ch = rest[0]
        if ch == "}":
            fr = top
            if fr.index < 0:
                fail("unexpected '}': no region is open", i, "}")
            done = closings[fr.generic].get(rest, False)
            if done is False:
                done = closings[fr.generic][rest] = _closing(rest, fr.generic)
            if done is None:
                fail("expected '})' or '}, {' to close a region of a generic op" if fr.generic
                     else "'})' closes a custom-form op", i, "}")
            close, part = done  # type: ignore[misc]
            if part:
                fr.parts.append(part)
            fr.regions.append(fr.blocks)
            fr.blocks = []
            cur = None
            if close:
                if len(fr.parts) > 1:
                    text_c[fr.index] = " ".join(fr.parts)
                c.ends[fr.index] = k
                c.regions[fr.index] = fr.regions
                stack.pop()
                top = stack[-1]
                cur = top.cur
        elif ch == "^":
            fr = top
            if fr.index < 0:
                fail("block label outside of a region", i, "^")
            block = labels.get(rest, False)
            if block is False:
                block = labels[rest] = _label(rest)
            if block is None:
                fail("malformed block label", i, "^")
            cur = len(block_size)
            fr.blocks.append(cur)
            block_size.append(0)
            blocks_a((fr.index, *block, False, k, *fr.block_flags))  # type: ignore[misc]
        elif ch == "#" or ch == "!":
            m = _ALIAS.match(rest)
            if m is None or top.index >= 0:
                fail("alias definitions belong at the top of the module", i, ch)
            value = m.group(2)  # type: ignore[union-attr]
            if alias_value_end(value) < len(value):  # a statement joined onto the line
                raise OddLayout
            aliases[m.group(1)] = value.strip()  # type: ignore[union-attr]
        else:
            if fast:
                raise _NeedJoin
            fail(f"expected an operation, found {rest.strip()[:40]!r}", i, rest.strip()[:1])
    k = len(info)
    if k > run:
        if cur is None:
            cur = entry(top, run)
        block_c.extend([cur] * (k - run))
        if cur >= 0:
            block_size[cur] += k - run
    if len(stack) > 1:
        fr = stack[-1]
        row = c.row[fr.index]
        raise ParseError(f"region of '{fr.name}' is never closed", lines[row] if lines is not None else row + 1, 1,
                         path)
    c.aliases = aliases
    return Module(text, aliases, path, num_lines, c)


def _alias_entry(rest: str) -> tuple[str, str] | None:
    """(alias, its text) of an alias definition line, None if malformed (the C reader's callback)."""
    m = _ALIAS.match(rest)
    if m is None or alias_value_end(m.group(2)) < len(m.group(2)):  # (a statement joined onto the line)
        return None
    return m.group(1), m.group(2).strip()


def _from_columns(cols: tuple, text: str, path: str | None, num_lines: int, quotes: int | None = None) -> Module:
    """The module from the columns `native.ext.scan` built (what `_build` builds on its fast path)."""
    c = _Columns()
    (c.info, c.names, c.res, c.text, c.is_op, c.block, c.block_size, c.blocks, c.regions, c.ends, c.header_nops,
     c.modules, c.aliases, c.pct, c.header_quotes, name_counts) = cols
    c._derived["name_counts"] = Counter(name_counts)  # counted by the scan: no pass over the names
    c.quotes = quotes if quotes is not None else text.count('"') if '"' in text else 0
    return Module(text, c.aliases, path, num_lines, c)


def _fail(message: str, i: int, lines: list[int] | None, text: str, path: str | None, token: str = "") -> None:
    """Raise ParseError for statement ``i``, pointing at ``token`` on its line."""
    ln = lines[i] if lines is not None else i + 1
    raw = text.split("\n")
    col = 1
    if 0 < ln <= len(raw):
        line = raw[ln - 1]
        idx = line.find(token) if token else -1
        col = (idx if idx >= 0 else len(line) - len(line.lstrip())) + 1
    raise ParseError(message, ln, col, path)
