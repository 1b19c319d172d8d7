"""EdgeLang source → syntax tree, every error at a line:column.

A program is a list of kernels; a kernel names typed tensor parameters, binds op results, returns one::

    # a comment (also // ...)
    kernel block(x: f32[1,16,16,8], w: f32[3,3,8,16], b: f32[16]) -> f32[1,14,14,16] {
      y = conv2d(x, w, stride=1)
      z = add(y, b)
      r = relu(z)
      return r
    }

Statements are separated by newlines or ``;``; the result type after ``->`` is optional and checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mqss_edge.errors import MqssError


class EdgeError(MqssError):
    """An EdgeLang source error at ``line:column`` (1-based)."""

    def __init__(self, message: str, line: int, column: int):
        self.message, self.line, self.column = message, line, column
        super().__init__(f"{line}:{column}: {message}")


@dataclass(frozen=True)
class Tok:
    kind: str  # ident, number, punct, eof
    text: str
    line: int
    col: int


@dataclass(frozen=True)
class TensorType:
    shape: tuple[int, ...]
    line: int = 0
    col: int = 0

    def mlir(self) -> str:
        return "tensor<" + "x".join(str(d) for d in self.shape) + "xf32>"

    def __str__(self) -> str:
        return "f32[" + ",".join(str(d) for d in self.shape) + "]"


@dataclass(frozen=True)
class Param:
    name: str
    type: TensorType
    line: int
    col: int


@dataclass(frozen=True)
class Arg:
    """A call argument: a name or a number, positional or ``key=value``."""

    key: str | None
    value: str | float
    line: int
    col: int


@dataclass(frozen=True)
class Call:
    target: str
    op: str
    args: tuple[Arg, ...]
    line: int
    col: int


@dataclass(frozen=True)
class Kernel:
    name: str
    params: tuple[Param, ...]
    body: tuple[Call, ...]
    result: str
    result_type: TensorType | None
    line: int
    col: int
    result_line: int = 0
    result_col: int = 0


@dataclass(frozen=True)
class Program:
    kernels: tuple[Kernel, ...]


_TOKEN = re.compile(r"(?P<ws>[ \t\r]+)|(?P<nl>\n)|(?P<comment>(?:#|//)[^\n]*)|(?P<arrow>->)"
                    r"|(?P<number>-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(?P<ident>[A-Za-z_][A-Za-z0-9_]*)"
                    r"|(?P<punct>[()\[\]{},:=;])")


def tokenize(source: str) -> list[Tok]:
    """Tokens of ``source`` (newlines dropped: the grammar does not need them).

    Raises:
        EdgeError: a character that starts no token.
    """
    toks: list[Tok] = []
    line, start, pos = 1, 0, 0
    while pos < len(source):
        m = _TOKEN.match(source, pos)
        if not m:
            raise EdgeError(f"unexpected character {source[pos]!r}", line, pos - start + 1)
        kind = m.lastgroup or ""
        if kind == "nl":
            line, start = line + 1, m.end()
        elif kind in ("number", "ident", "punct", "arrow"):
            toks.append(Tok("punct" if kind == "arrow" else kind, m.group(), line, pos - start + 1))
        pos = m.end()
    toks.append(Tok("eof", "", line, pos - start + 1))
    return toks


class _Parser:
    def __init__(self, toks: list[Tok]):
        self.toks, self.i = toks, 0

    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def fail(self, what: str, tok: Tok | None = None) -> EdgeError:
        t = tok or self.tok
        found = "end of file" if t.kind == "eof" else repr(t.text)
        return EdgeError(f"expected {what}, found {found}", t.line, t.col)

    def take(self, kind: str, text: str | None = None, what: str | None = None) -> Tok:
        t = self.tok
        if t.kind != kind or (text is not None and t.text != text):
            raise self.fail(what or (repr(text) if text else kind))
        self.i += 1
        return t

    def at(self, text: str) -> bool:
        return self.tok.kind == "punct" and self.tok.text == text

    def program(self) -> Program:
        kernels = []
        while self.tok.kind != "eof":
            kernels.append(self.kernel())
        if not kernels:
            raise EdgeError("a program needs at least one kernel", self.tok.line, self.tok.col)
        return Program(tuple(kernels))

    def kernel(self) -> Kernel:
        kw = self.take("ident", "kernel", "'kernel'")
        name = self.take("ident", what="a kernel name")
        self.take("punct", "(")
        params = []
        while not self.at(")"):
            if params:
                self.take("punct", ",", "',' or ')'")
            p = self.take("ident", what="a parameter name")
            self.take("punct", ":", "':' and a type")
            params.append(Param(p.text, self.type(), p.line, p.col))
        self.take("punct", ")")
        rtype = None
        if self.at("->"):
            self.i += 1
            rtype = self.type()
        self.take("punct", "{", "'{'")
        body: list[Call] = []
        result: Tok | None = None
        while not self.at("}"):
            if self.at(";"):
                self.i += 1
                continue
            if result is not None:
                raise self.fail("'}' after return")
            t = self.take("ident", what="a statement")
            if t.text == "return":
                result = self.take("ident", what="a value to return")
                continue
            self.take("punct", "=", "'='")
            op = self.take("ident", what="an op name")
            body.append(Call(t.text, op.text, self.args(), op.line, op.col))
        if result is None:
            raise self.fail("'return NAME' before '}'")
        self.take("punct", "}")
        return Kernel(name.text, tuple(params), tuple(body), result.text, rtype, kw.line, kw.col,
                      result.line, result.col)

    def args(self) -> tuple[Arg, ...]:
        self.take("punct", "(", "'('")
        out: list[Arg] = []
        while not self.at(")"):
            if out:
                self.take("punct", ",", "',' or ')'")
            t = self.tok
            key = None
            if t.kind == "ident" and self.toks[self.i + 1].text == "=":
                key = t.text
                self.i += 2
            v = self.tok
            at = t if key else v  # a keyword argument is reported at its name
            if v.kind == "number":
                out.append(Arg(key, float(v.text), at.line, at.col))
            elif v.kind == "ident":
                out.append(Arg(key, v.text, at.line, at.col))
            else:
                raise self.fail("an argument")
            self.i += 1
        self.take("punct", ")")
        return tuple(out)

    def type(self) -> TensorType:
        t = self.take("ident", what="a type such as f32[4,8]")
        if t.text != "f32":
            raise EdgeError(f"unsupported element type {t.text!r} (EdgeLang kernels are f32)", t.line, t.col)
        self.take("punct", "[", "'[' and dimensions")
        dims = []
        while True:
            d = self.take("number", what="a dimension")
            if not re.fullmatch(r"\d+", d.text) or int(d.text) == 0:
                raise EdgeError(f"a dimension must be a positive integer, not {d.text}", d.line, d.col)
            dims.append(int(d.text))
            if self.at("]"):
                break
            self.take("punct", ",", "',' or ']'")
        self.take("punct", "]")
        return TensorType(tuple(dims), t.line, t.col)


def parse(source: str) -> Program:
    """Parse an EdgeLang program.

    Raises:
        EdgeError: a syntax error, at its line:column.
    """
    return _Parser(tokenize(source)).program()
