"""In-process reader of MLIR text: `parse` turns module text into a `Module` (ops, regions, blocks).

A line-oriented reader, not a general parser: it relies on the layout ``mlir-opt`` prints (one op per
line, regions opened at the end of a line and closed by a line starting with ``}``), in custom and in
generic form, and it handles the common hand-wrapped forms (an op continued on the next lines inside
open brackets or after a keyword such as ``ins(``). `lexer` splits the lines (in C where the extension
is built, `native`) into `tree`'s columns; `Op`/`Block`/`Region` objects are built on first access to
`Module.ops`, so feature extraction, which reads the columns, never pays for them: a 1,000-line module
reads in about a millisecond. What ops say is read by `syntax` (names, operands), `types`, `affine`,
`linalg` (loop nests of one op), `nests` (of many, shared), `keys`, `defuse` and `loops`. Features
never start a subprocess (ARCHITECTURE.md).
"""

from __future__ import annotations

import re
from pathlib import Path

import mqss_edge.features.native as native
from mqss_edge.errors import ParseError
from mqss_edge.features.layout import odd_layout, relayout
from mqss_edge.features.lexer import (
    _LINE,
    OddLayout,
    _alias_entry,
    _build,
    _error_at_imbalance,
    _from_columns,
    _join_continuations,
    _label,
    _NeedJoin,
)
from mqss_edge.features.native import native_path
from mqss_edge.features.syntax import _USE_ONLY_HEADERS, _count_header_operands, name_info
from mqss_edge.features.tree import Module

__all__ = ["Module", "native_path", "parse", "parse_file"]


_COMMENT = re.compile(r'("(?:[^"\\\n]|\\.)*")|//[^\n]*')
_RESOURCES = re.compile(r"\{-#.*?#-\}", re.S)


def parse(text: str, *, path: str | None = None) -> Module:
    """Read MLIR text (custom or generic form) into a `Module`.

    Args:
        text: the module text as ``mlir-opt`` prints it (or hand-written in the same layout); a
            trailing ``{-# dialect_resources ... #-}`` section (weights) is not read.
        path: file name used in error messages.

    Returns:
        The module; ops of unknown dialects read with ``known=False``.

    Raises:
        ParseError: unbalanced brackets, text that is not an op, a ``}`` closing nothing, an
            unclosed region. No partial module is ever returned.
    """
    # Dialect resources (torch-mlir's weights, megabytes of hex) close the file: cut them off before
    # anything scans the text, so a module reads as fast with its weights as without them.
    cut = _before_resources(text) if _resources_last(text) else None
    if cut is not None:
        text = cut
    # Single-character tests first: `"//" in text` scans at ~1 ns/byte, `"/" in text` at memchr speed.
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "/" in text and "//" in text:
        stripped = native.ext.strip_comments(text) if native.ext is not None else None  # the same in one C pass
        text = stripped if stripped is not None else _COMMENT.sub(lambda m: m.group(1) or "", text)
    if cut is None and text[-256:].rstrip().endswith("#-}"):
        # resource sections elsewhere too (or a comment inside one): drop each, keep the line count
        text = _RESOURCES.sub(lambda m: "\n" * m.group().count("\n"), text)
    _error_at_imbalance(text, path)
    try:
        return _read(text, path)
    except OddLayout:
        pass
    # Valid MLIR laid out as mlir-opt never prints it: split it one op per line, or refuse it.
    text = relayout(text)
    try:
        return _read(text, path)
    except OddLayout:
        rests = "\n".join(row[2] for row in _LINE.findall(text))
        m = odd_layout(rests)
        at = text.find(m.group().strip()) if m is not None else -1
        line = text.count("\n", 0, at) + 1 if at >= 0 else 1
        raise ParseError("ops share a line in a layout the reader cannot split (print it with mlir-opt)", line, 1,
                         path) from None


def _read(text: str, path: str | None) -> Module:
    """`parse` after the text is cleaned; raises OddLayout when a line holds more than one op."""
    if native.ext is not None:
        cols = native.ext.scan(text, name_info, _count_header_operands, _label, _alias_entry, _USE_ONLY_HEADERS)
        if cols is not None:
            counts = native.ext.line_quote_counts(text)  # one pass for both (None: not ASCII)
            if counts is None:
                return _from_columns(cols, text, path, text.count("\n") + 1)
            return _from_columns(cols, text, path, counts[0] + 1, counts[1])
    num_lines = text.count("\n") + 1
    try:
        return _build(_LINE.findall(text), None, text, path, num_lines)
    except _NeedJoin:
        pass
    rows, lines = _join_continuations(text.split("\n"), path)
    return _build(rows, lines, text, path, num_lines)


def _before_resources(text: str) -> str | None:
    """The text before its one trailing ``{-# ... #-}`` section (from the start of the line that opens
    it), or None when the file is laid out otherwise (then `parse` removes every section the slow way).

    Only the module body before the section is searched, and the section itself only by line ends
    (memchr speed): its blobs are never scanned byte by byte. The section must be the file's last:
    the first line inside it that ends with ``#-}`` closes it, and only blanks and ``//`` comments may follow
    (dropped with it: the reader strips comments anyway).
    """
    ext = native.ext
    i = ext.find(text, "{-#") if ext is not None else NotImplemented  # memchr on '{' (NotImplemented: not ASCII)
    if i is NotImplemented:
        ext = None
        i = text.find("{-#")
    while i >= 0 and text[text.rfind("\n", 0, i) + 1:i].strip():  # not at the start of a line
        i = ext.find(text, "{-#", i + 3) if ext is not None else text.find("{-#", i + 3)
    if i < 0:
        return None
    start = text.rfind("\n", 0, i) + 1
    find = text.find
    pos = i
    while True:
        end = find("\n", pos)
        line_end = len(text) if end < 0 else end
        if text[max(pos, line_end - 8):line_end].rstrip().endswith("#-}"):
            break
        if end < 0:
            return None
        pos = end + 1
    if not _only_comments(text, line_end):
        return None
    return text[:start]


def _resources_last(text: str) -> bool:
    """Whether the text's last line that is neither blank nor a ``//`` comment ends with ``#-}`` (a resource
    section closes the file, perhaps with comments after it: read from the end, a few lines at most)."""
    end = len(text)
    for _ in range(64):
        while end and text[end - 1] in " \t\r\n":
            end -= 1
        if text.endswith("#-}", 0, end):
            return True
        start = line = text.rfind("\n", 0, end) + 1
        while line < end and text[line] in " \t":
            line += 1
        if not text.startswith("//", line, end):  # no slice: the last line may be the whole (one-line) module
            return False
        end = start
    return False


def _only_comments(text: str, pos: int) -> bool:
    """Whether every line from ``pos`` on is blank or a ``//`` comment."""
    n = len(text)
    while pos < n:
        end = text.find("\n", pos)
        end = n if end < 0 else end
        line = text[pos:end].strip()
        if line and not line.startswith("//"):
            return False
        pos = end + 1
    return True


def parse_file(path: str | Path) -> Module:
    """Read an ``.mlir`` file; see `parse`.

    Raises:
        OSError: the file cannot be read.
        ParseError: its text is not readable MLIR (the message names the file).
    """
    p = Path(path)
    return parse(p.read_text(encoding="utf-8"), path=str(p))
