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
from mqss_edge.features.lexer import (
    _LINE,
    _alias_entry,
    _build,
    _closing,
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
        text: the module text as ``mlir-opt`` prints it (or hand-written in the same layout).
        path: file name used in error messages.

    Returns:
        The module; ops of unknown dialects read with ``known=False``.

    Raises:
        ParseError: unbalanced brackets, text that is not an op, a ``}`` closing nothing, an
            unclosed region. No partial module is ever returned.
    """
    # Single-character tests first: `"//" in text` scans at ~1 ns/byte, `"/" in text` at memchr speed.
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "/" in text and "//" in text:
        text = _COMMENT.sub(lambda m: m.group(1) or "", text)
    if text[-256:].rstrip().endswith("#-}"):
        # dialect resources (torch-mlir weights) close the file: keep the line count, drop the blobs
        text = _RESOURCES.sub(lambda m: "\n" * m.group().count("\n"), text)
    _error_at_imbalance(text, path)
    num_lines = text.count("\n") + 1
    if native.ext is not None:
        cols = native.ext.scan(text, name_info, _count_header_operands, _label, _closing, _alias_entry,
                            _USE_ONLY_HEADERS)
        if cols is not None:
            return _from_columns(cols, text, path, num_lines)
    try:
        return _build(_LINE.findall(text), None, text, path, num_lines)
    except _NeedJoin:
        pass
    rows, lines = _join_continuations(text.split("\n"), path)
    return _build(rows, lines, text, path, num_lines)


def parse_file(path: str | Path) -> Module:
    """Read an ``.mlir`` file; see `parse`.

    Raises:
        OSError: the file cannot be read.
        ParseError: its text is not readable MLIR (the message names the file).
    """
    p = Path(path)
    return parse(p.read_text(encoding="utf-8"), path=str(p))
