"""In-process reader of MLIR text: ops, regions, blocks, SSA values and linalg loop nests.

A line-oriented reader, not a general parser: it relies on the layout ``mlir-opt`` prints (one op per
line, regions opened at the end of a line and closed by a line starting with ``}``), in custom and in
generic form, and it handles the common hand-wrapped forms (an op continued on the next lines inside
open brackets or after a keyword such as ``ins(``). All lines are split by one precompiled regular
expression in a single C-level pass; the Python loop does real work only at region boundaries and
block labels, and stores ops column-wise. `Op`/`Block`/`Region` objects are built on first access to
`Module.ops`, so feature extraction, which reads the columns, never pays for them: a 1,000-line module
reads in about a millisecond. Features never start a subprocess (ARCHITECTURE.md).

Custom and generic form read into the same structure: the same op names (``return`` is
``func.return``), the same regions and blocks (the entry block of a custom region gets the arguments
its op declares, e.g. the induction variable of ``scf.for``), the same operand lists. Two things are
marked ``implicit`` rather than removed, because the custom form elides them: zero-operand
terminators such as ``affine.yield``, and the bodies of named linalg ops (``linalg.matmul`` prints its
``arith.mulf``/``arith.addf`` body only in generic form). ``builtin.module`` is implicit too, so a
module with and without the ``module { ... }`` wrapper reads the same.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields
from functools import lru_cache, partial
from itertools import compress, filterfalse, repeat
from math import prod
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple

import numpy as np

from mqss_edge.errors import ParseError

# The hot loops in C (`_native.c`), built at install when a C compiler exists. The Python code below
# is the reference: the C functions return what it does (tests compare them on every corpus module)
# or None where the Python path should decide. MQSS_EDGE_PURE_PYTHON=1 turns the C part off.
if os.environ.get("MQSS_EDGE_PURE_PYTHON", "") not in ("", "0"):
    _native = None
else:
    try:
        from mqss_edge.features import _native
    except ImportError:
        _native = None

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

# One match per line: results, op name, rest. Results run to the first '=' (without the blanks before
# it; no '"' on the way). A quoted (generic) name must be followed by '(' and a bare name must not be
# followed by ',', '}', '=', ')' or ']' (then the line continues an attribute dictionary). Possessive
# quantifiers ('*+') never backtrack, and the optional parts are written as alternations with an empty
# branch ('|)') rather than '?': the regex engine runs those without its costlier repeat machinery.
_LINE = re.compile(r'^[ \t]*+(?:(%[^=\n" \t]*+(?:[ \t]++[^=\n" \t]++)*+)[ \t]*+=[ \t]*+|)'
                   r'("[^"\n]+"(?=\()|[A-Za-z_][\w$.]*+(?![ \t]*[,}=)\]])|)(.*)$', re.MULTILINE)
_COMMENT = re.compile(r'("(?:[^"\\\n]|\\.)*")|//[^\n]*')
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_RESOURCES = re.compile(r"\{-#.*?#-\}", re.S)
# A use of an SSA value: not a declaration (`%x:`), not a definition (`%x =`).
_USE = re.compile(r"%[\w$.-]+(?:#\d+)?(?![\w$.#-]|:|\s*=(?!=))")
_DECL = re.compile(r"%[\w$.-]+(?=:|\s*=(?!=))")
# Anything a custom header could declare block arguments with.
_ANY_DECL = re.compile(r"%[\w$.-]+(?::|\s*=(?!=))|\)\s*(?:=(?!=)|in\b)")
# Every SSA name of a custom header, with ':' or '=' when it is declared rather than used.
_NAME_USE = re.compile(r"%[\w$.-]+(?:#\d+)?(?![\w$.#-])(:|\s*=(?!=))?")
# Parenthesized induction variables: `(%i, %j) = (0, 0) to ...`, `(%i) in (4)`.
_TUPLE_DEF = re.compile(r"\(\s*(%[^()]*)\)\s*(?:=(?!=)|in\b)")
_ALIAS = re.compile(r"([#!][\w$.-]+)\s*=\s*(.*)$")
# A type in a comma-separated list; angle brackets nest three deep (strided layouts, encodings).
_TYPE_ITEM = re.compile(r"[\w.!?]+(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?")
_SHAPED = re.compile(r"\b(tensor|memref|vector)<((?:(?:\d+|\?|\[\d+\])x)*)([a-z]\w*)")
_DIM = re.compile(r"\[?(\d+|\?)\]?x")
_SEGMENTS = re.compile(r"operandSegmentSizes\s*=\s*array<i32:\s*([\d,\s]*)>")
_INT_LIST = re.compile(r"-?\d+")
_IDENT = re.compile(r"[A-Za-z_][\w$.]*")
_ATTR_ENTRY = re.compile(r'(?:[A-Za-z_][\w$.-]*|"[^"]*")\s*(?:=(?!=)|,|\}|$)')
_STRUCTURAL_END = frozenset({"{", " ", "\t"})
_CONT_KEYWORDS = frozenset({
    "ins", "outs", "attrs", "attributes", "dimensions", "permutation", "iter_args", "step", "to", "into",
    "shared_outs", "low", "high", "output_shape", "kind", "indexing_maps", "iterator_types", "do",
})


class Region(NamedTuple):
    """A region: its blocks in order (generic form may print an empty region with none)."""

    blocks: tuple[Block, ...]


class Block(NamedTuple):
    """A block of a region.

    Attributes:
        label: ``^bb0``-style label, or ``None`` for an entry block printed without one.
        args: SSA names of the block arguments, e.g. ``("%arg0", "%arg1")``.
        ops: the ops of the block in order.
        owner: index in ``Module.ops`` of the op owning the region.
        index: position in ``Module.blocks``.
        start: index in ``Module.ops`` of the first op after the block began (program order).
        depth: nesting depth of its ops (ops of a ``func.func`` body have depth 1).
        implicit: the block is only printed in generic form (body of a named linalg op), or belongs
            to ``builtin.module``.
    """

    label: str | None
    args: tuple[str, ...]
    ops: tuple[Op, ...]
    owner: int
    index: int
    start: int
    depth: int
    implicit: bool


class Op(NamedTuple):
    """One operation.

    Attributes:
        name: full op name, e.g. ``linalg.matmul`` (``return`` reads as ``func.return``).
        results: SSA result ids; ``%0:2`` gives ``("%0#0", "%0#1")`` as uses spell them.
        attributes: the op's text after its name with regions removed: custom syntax or, in generic
            form, operand list, properties, attribute dictionary and function type.
        regions: the op's regions.
        line: 1-based line of the op's first line.
        known: the dialect is one of ``KNOWN_DIALECTS``.
        generic: written in generic form (``"dialect.op"(...)``).
        depth: number of enclosing ops, not counting ``builtin.module``.
        parent: index in ``Module.ops`` of the enclosing op, -1 at top level.
        index: position in ``Module.ops`` (program order, parents before children).
        end: one past the index of the op's last nested op (``ops[index + 1:end]`` is its body).
        implicit: elided in custom form (see the module docstring); features skip such ops.
        num_operands: ``len(operands)``, counted without a regex where possible.
    """

    name: str
    results: tuple[str, ...]
    attributes: str
    regions: tuple[Region, ...]
    line: int
    known: bool
    generic: bool
    depth: int
    parent: int
    index: int
    end: int
    implicit: bool
    num_operands: int

    @property
    def dialect(self) -> str:
        """The dialect prefix of the name."""
        return self.name.partition(".")[0]

    @property
    def operands(self) -> tuple[str, ...]:
        """SSA ids of the operands, in order (computed from ``attributes`` on each access)."""
        if not self.generic and self.name in _AFFINE_SUBSCRIPTS:
            return _affine_operands(self.attributes)
        return _operands(self.attributes, self.generic)

    @property
    def operand_types(self) -> tuple[str, ...]:
        """Operand types: exact in generic form and for linalg ``ins``/``outs``; best effort otherwise."""
        return _signature(self.name, self.attributes, self.generic, len(self.results))[0]

    @property
    def result_types(self) -> tuple[str, ...]:
        """Result types: exact in generic form; best effort from custom syntax (may be empty)."""
        return _signature(self.name, self.attributes, self.generic, len(self.results))[1]


class _Columns:
    """The module column-wise: index ``k`` of each per-op list is op ``k`` in program order.

    Per-op info, results and text are sliced out of the line table at C speed; statement index,
    depth, parent, ``implicit``, ``end`` and operand counts follow from the line table, the blocks
    and the text and are derived on first use.
    """

    __slots__ = (
        "_derived",
        "_kinds",
        "aliases",
        "block",
        "block_size",
        "blocks",
        "ends",
        "header_nops",
        "header_quotes",
        "info",
        "is_op",
        "lines",
        "modules",
        "names",
        "pct",
        "quotes",
        "regions",
        "res",
        "text",
    )

    def __init__(self) -> None:
        # info[k] = (name, known, flags, generic); flags: 1 elided terminator, 2 named linalg op
        # (implicit body), 4 builtin.module
        self.info: list[tuple[str, bool, int, bool]] = []
        # names as written: their hashes are cached (the info tuples' are not), so per-op counting and
        # membership tests key on these
        self.names: list[str] = []
        self.quotes = -1  # '"' in the text (-1: not counted, assume some)
        self.res: list[str] = []  # results as written ("%0", "%1:2", "")
        self.text: list[str] = []  # attributes (see Op)
        self.is_op: list[bool] = []  # per statement: it is an op (see `row`)
        self.block: list[int] = []  # containing block, -1 at top level
        # blocks[b] = (owner op, label, argument text, arguments declared by the owner's custom
        # header, first op index, depth of its ops, its ops are implicit, the block is implicit
        # (also true for builtin.module, whose ops are not))
        self.blocks: list[tuple[int, str | None, str, bool, int, int, bool, bool]] = []
        self.block_size: list[int] = []  # direct ops of each block
        self.regions: dict[int, list[list[int]]] = {}  # op -> regions -> block ids
        self.ends: dict[int, int] = {}  # op with regions -> one past its last nested op
        self.header_nops: dict[int, int] = {}  # custom ops with regions: operands of the header
        self.modules: list[int] = []  # builtin.module ops (transparent)
        self.lines: list[int] | None = None  # statement index -> line, when continuation lines were joined
        self.aliases: dict[str, str] = {}
        # From the C reader: '%' in each op's text, except that a custom op with regions has its
        # header's operand count (header_nops) there, and the quotes in those ops' texts.
        self.pct: list[int] | None = None
        self.header_quotes = 0
        self._derived: dict[str, list] = {}
        self._kinds: set[tuple[str, bool, int, bool]] | None = None

    def _per_block(self, field: int, root: object) -> list:
        # index -1 (top level) reads the appended root value
        return [b[field] for b in self.blocks] + [root]

    @property
    def row(self) -> list[int]:
        """Statement index of each op (line - 1 unless lines were joined)."""
        d = self._derived.get("row")
        if d is None:
            d = self._derived["row"] = list(compress(range(len(self.is_op)), self.is_op))
        return d

    @property
    def name_counts(self) -> Counter[str]:
        """How many ops have each name as written (treat as read-only)."""
        d = self._derived.get("name_counts")
        if d is None:
            d = self._derived["name_counts"] = Counter(self.names)  # type: ignore[assignment]
        return d  # type: ignore[return-value]

    @property
    def kinds(self) -> set[tuple[str, bool, int, bool]]:
        """The distinct infos (found through the distinct names, whose hashes are cached)."""
        if self._kinds is None:
            self._kinds = set(map(name_info, self.name_counts))  # type: ignore[arg-type]
        return self._kinds

    @property
    def nops(self) -> list[int]:
        """SSA values each op names: its operands, except that an affine subscript naming a value
        twice (``%A[%i, %i]``, one map operand) counts it twice, in both forms; no regex needed."""
        d = self._derived.get("nops")
        if d is None:
            text, info = self.text, self.info
            d = list(self.pct) if self.pct is not None else list(map(str.count, text, repeat("%")))
            generic = {inf for inf in self.kinds if inf[3]}
            if generic:
                for k in [k for k, inf in enumerate(info) if inf in generic]:
                    t = text[k]
                    d[k] = t.count("%", 0, t.find(")"))
                    if info[k][0] in _AFFINE_SUBSCRIPTS:
                        d[k] += _repeated_map_uses(t, self.aliases)
            header = self.header_nops
            # A string in custom syntax may hold a '%'. Headers are counted anyway; the other ops are
            # only looked at when the text has quotes that the headers do not account for.
            in_headers = self.header_quotes if self.pct is not None else sum(text[k].count('"') for k in header)
            if self.quotes and self.quotes != in_headers:
                for k in set(compress(range(len(text)), map(str.__contains__, text, repeat('"')))).difference(header):
                    if not info[k][3]:
                        d[k] = _count_operands(text[k])
            if self.pct is None:  # the C reader put them there
                for k, n in header.items():
                    d[k] = n
            self._derived["nops"] = d
        return d

    @property
    def implicit_ops(self) -> list[int]:
        """The implicit ops (see `Op.implicit`) in program order: in custom form usually just
        ``builtin.module``, so features of the printed ops count over all ops and take these back out
        instead of filtering every column."""
        d = self._derived.get("implicit_ops")
        if d is None:
            hidden = set(self.modules)
            # The bodies of named linalg ops, nested ops included (their blocks inherit the flag).
            end = -1
            for owner in sorted({b[0] for b in self.blocks if b[6]}):
                if owner >= end:  # not inside the body added last
                    end = self.ends[owner]
                    hidden.update(range(owner + 1, end))
            # Zero-operand terminators are elided by the custom printer: implicit in both forms.
            elided_infos = {inf for inf in self.kinds if inf[2] & 1}
            elided: list[int] = []
            if elided_infos:
                nops, res = self.nops, self.res
                elided = [k for k, inf in enumerate(self.info) if inf in elided_infos and not nops[k] and not res[k]]
                hidden.update(elided)
            d = self._derived["implicit_ops"] = sorted(hidden)
            self._derived["elided"] = elided
        return d

    @property
    def implicit(self) -> list[bool]:
        d = self._derived.get("implicit")
        if d is None:
            d = [False] * len(self.info)
            for k in self.implicit_ops:
                d[k] = True
            self._derived["implicit"] = d
        return d

    @property
    def visible_block_size(self) -> list[int]:
        """Direct ops of each block that the custom form prints."""
        d = self._derived.get("visible_block_size")
        if d is None:
            d = list(self.block_size)
            _ = self.implicit_ops  # finds the elided terminators
            block = self.block
            for k in self._derived["elided"]:
                d[block[k]] -= 1
            self._derived["visible_block_size"] = d
        return d

    @property
    def block_depth(self) -> list[int]:
        """Depth of the ops of each block, then 0 (the top level, block -1)."""
        d = self._derived.get("block_depth")
        if d is None:
            d = self._derived["block_depth"] = self._per_block(5, 0)
        return d

    @property
    def block_owner(self) -> list[int]:
        """Owner op of each block, then -1 (the top level, block -1): ``block_owner[block[k]]`` is
        the parent of op ``k``."""
        d = self._derived.get("block_owner")
        if d is None:
            d = self._derived["block_owner"] = self._per_block(0, -1)
        return d

    @property
    def depth(self) -> list[int]:
        d = self._derived.get("depth")
        if d is None:
            d = self._derived["depth"] = list(map(self.block_depth.__getitem__, self.block))
        return d

    @property
    def parent(self) -> list[int]:
        d = self._derived.get("parent")
        if d is None:
            d = self._derived["parent"] = list(map(self.block_owner.__getitem__, self.block))
        return d

    @property
    def end(self) -> list[int]:
        d = self._derived.get("end")
        if d is None:
            d = list(range(1, len(self.info) + 1))
            for k, e in self.ends.items():
                d[k] = e
            self._derived["end"] = d
        return d

    def block_ops(self) -> tuple[list[list[int]], list[int]]:
        """Direct ops of every block, and the top-level ops."""
        out: list[list[int]] = [[] for _ in self.blocks]
        body: list[int] = []
        for k, b in enumerate(self.block):
            (out[b] if b >= 0 else body).append(k)
        return out, body


@dataclass(frozen=True, eq=False)
class Module:
    """A read module.

    `ops`, `blocks` and `body` are built on first access; the features read the columns directly.

    Attributes:
        text: the text that was read (comments and resource blobs removed).
        aliases: attribute and type aliases (``#map`` -> ``affine_map<...>``).
        path: where the text came from, if a file.
        num_lines: lines in the text.
    """

    text: str = field(repr=False)
    aliases: dict[str, str]
    path: str | None
    num_lines: int
    _c: _Columns = field(repr=False)
    # Derived data (op objects, loop nests, features) computed once per module.
    _cache: dict = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return len(self._c.info)

    @property
    def ops(self) -> tuple[Op, ...]:
        """Every op in program order (pre-order: an op before the ops of its regions)."""
        if "ops" not in self._cache:
            self._materialize()
        return self._cache["ops"]

    @property
    def blocks(self) -> tuple[Block, ...]:
        """Every block in program order."""
        if "blocks" not in self._cache:
            self._materialize()
        return self._cache["blocks"]

    @property
    def body(self) -> tuple[Op, ...]:
        """The top-level ops (usually one ``builtin.module``)."""
        ops = self.ops
        return tuple(ops[k] for k in self._c.block_ops()[1])

    def walk(self) -> Iterator[Op]:
        """Ops that the custom form prints (``implicit`` ones skipped), in program order."""
        return (op for op in self.ops if not op.implicit)

    def resolve(self, attr: str) -> str:
        """Resolve an attribute alias (``#map``) to its text; other text is returned unchanged."""
        return self.aliases.get(attr, attr) if attr.startswith("#") else attr

    def line(self, index: int) -> int:
        """1-based line of op ``index``."""
        row = self._c.row[index]
        return self._c.lines[row] if self._c.lines is not None else row + 1

    def _materialize(self) -> None:
        c = self._c
        n = len(c.info)
        ops: list = [None] * n
        blocks: list = [None] * len(c.blocks)
        block_ops, _ = c.block_ops()
        implicit, depth, parent, end, nops = c.implicit, c.depth, c.parent, c.end, c.nops
        mk = tuple.__new__
        lines = c.lines
        # Children have larger indices than their owner: build back to front.
        for k in range(n - 1, -1, -1):
            regs = c.regions.get(k)
            regions: tuple[Region, ...] = ()
            if regs:
                built = []
                for reg in regs:
                    bl = []
                    for b in reg:
                        owner, label, _, _, start, bdepth, _, bimplicit = c.blocks[b]
                        blk = mk(Block, (label, block_args(self, b), tuple(ops[j] for j in block_ops[b]), owner, b,
                                         start, bdepth, bimplicit))
                        blocks[b] = blk
                        bl.append(blk)
                    built.append(mk(Region, (tuple(bl),)))
                regions = tuple(built)
            name, known, _, generic = c.info[k]
            row = c.row[k]
            # num_operands is exact here: nops names a value twice when an affine subscript does
            n_ops = len(_affine_operands(c.text[k])) if name in _AFFINE_SUBSCRIPTS and not generic \
                else nops[k] - (_repeated_map_uses(c.text[k], c.aliases) if name in _AFFINE_SUBSCRIPTS else 0)
            ops[k] = mk(Op, (name, _results(c.res[k]) if c.res[k] else (), c.text[k], regions,
                             lines[row] if lines is not None else row + 1, known, generic, depth[k],
                             parent[k], k, end[k], implicit[k], n_ops))
        self._cache["ops"] = tuple(ops)
        self._cache["blocks"] = tuple(blocks)


def native_path() -> str | None:
    """Where the reader's C extension was loaded from, or None when the pure-Python code runs (not built,
    or turned off with ``MQSS_EDGE_PURE_PYTHON=1``)."""
    return getattr(_native, "__file__", None) if _native is not None else None


# --------------------------------------------------------------------------------------------------
# Reading


class _Frame:
    """An op whose regions are open (parse time only)."""

    __slots__ = ("block_flags", "blocks", "cur", "depth", "generic", "header", "implicit_body", "index", "name", "parts",
                 "regions")


class _NeedJoin(Exception):
    """A line continues the previous op: reread with continuation lines joined."""


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


_NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"(){}[]")))


def _error_at_imbalance(text: str, path: str | None) -> None:
    """Raise ParseError at the first unbalanced bracket, if any (strings ignored)."""
    # Six str.count passes over the text cost more than one C pass deleting every byte but the
    # brackets (UTF-8 keeps ASCII bytes out of multi-byte characters), then counting on what is left.
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
    if _native is not None:
        cols = _native.scan(text, name_info, _count_header_operands, _label, _closing, _alias_entry,
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
            aliases[m.group(1)] = m.group(2).strip()  # type: ignore[union-attr]
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
    return None if m is None else (m.group(1), m.group(2).strip())


def _from_columns(cols: tuple, text: str, path: str | None, num_lines: int) -> Module:
    """The module from the columns `_native.scan` built (what `_build` builds on its fast path)."""
    c = _Columns()
    (c.info, c.names, c.res, c.text, c.is_op, c.block, c.block_size, c.blocks, c.regions, c.ends, c.header_nops,
     c.modules, c.aliases, c.pct, c.header_quotes) = cols
    c.quotes = text.count('"') if '"' in text else 0
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


# --------------------------------------------------------------------------------------------------
# Types


def split_types(text: str) -> tuple[str, ...]:
    """Split a comma-separated type list (``tensor<4xf32>, memref<2x2xf32, strided<[2, 1]>>``)."""
    return tuple(_TYPE_ITEM.findall(text))


class ShapedType(NamedTuple):
    """The parts of a ``tensor``/``memref``/``vector`` type the features use."""

    kind: str
    shape: tuple[int | None, ...]  # None for a dynamic dimension
    element: str

    @property
    def numel(self) -> int | None:
        n = 1
        for d in self.shape:
            if d is None:
                return None
            n *= d
        return n


@lru_cache(maxsize=4096)
def shaped(type_text: str) -> ShapedType | None:
    """Parse a shaped type; ``None`` for scalars and anything else."""
    m = _SHAPED.match(type_text.strip())
    if m is None:
        return None
    dims = tuple(None if d == "?" else int(d) for d in _DIM.findall(m.group(2)))
    return ShapedType(m.group(1), dims, m.group(3))


@lru_cache(maxsize=256)
def element_bytes(element: str) -> int:
    """Bytes of an element type (``index`` counts 8, ``i1`` 1); cached, as `shaped` (a handful of
    element types, asked for every operand of every loop nest)."""
    if element == "index":
        return 8
    digits = "".join(ch for ch in element if ch.isdigit())
    bits = int(digits) if digits else 32
    return max(1, (bits + 7) // 8)


def op_types(module: Module, op: Op | int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(operand types, result types) of an op, as `Op.operand_types`/`Op.result_types` (cached per
    module: the loop nest of an op and its rank in the graph both ask)."""
    k = _index(op)
    cache = module._cache.setdefault("op_types", {})
    types = cache.get(k)
    if types is None:
        c = module._c
        info = c.info[k]
        types = cache[k] = _signature(info[0], c.text[k], info[3], num_results(c.res[k]))
    return types


_RANKS: dict[tuple, int] = {}


def op_rank(module: Module, op: Op | int) -> int:
    """Largest rank among the op's result types, or its operand types if it has no results.

    Attribute values (``dense<...> : tensor<2xi64>``) do not count: the generic form prints some
    that the custom form hides.
    """
    return op_ranks(module, [_index(op)])[0]


def op_ranks(module: Module, indices: list[int]) -> list[int]:
    """`op_rank` of many ops (given by index) at once."""
    c = module._c
    names_c, text_c, res_c = c.names, c.text, c.res
    ranks = _RANKS
    # The types sit at the end of the text (after ' : ' or '->'), except in linalg ins()/outs():
    # cache on that tail, or on the whole linalg text with SSA names replaced (they make texts unique).
    # Ops are told apart by their names as written, whose hashes are cached.
    linalg: set[str] = set()
    generic: set[str] = set()
    for w in set(map(names_c.__getitem__, indices)):
        inf = name_info(w)
        if inf[0].startswith("linalg."):  # type: ignore[index]
            linalg.add(w)
        elif inf[3]:  # type: ignore[index]
            generic.add(w)
    # The rank depends on how many dimensions the types have, not their sizes: keys drop the sizes
    # (`_SHAPE_DIM`), unless the text holds the placeholder itself.
    skeleton = "\x01" not in module.text
    if not skeleton:  # such keys could meet other modules' keys: no cache shared with them
        ranks = {}
    norm_of = _shape_scan(module, [k for k in indices if names_c[k] in linalg])[0] if linalg else {}
    if _native is not None:
        return _native.rank_keys(indices if type(indices) is list else list(indices), names_c, text_c, res_c, linalg,
                                 generic, norm_of, ranks, partial(_rank_miss, module, ranks), skeleton)
    out: list[int] = []
    append = out.append
    for k in indices:
        w = names_c[k]
        text = text_c[k]
        if w in linalg:
            tail = norm_of[k]
        else:
            i = text.rfind(" : (") if w in generic else text.rfind(" : ")
            if i < 0 and w not in generic:
                i = text.rfind("->")
            tail = text[i:] if i >= 0 else ""
            if skeleton:
                tail = _SHAPE_DIM.sub("\x01", tail)
        key = (w, res_c[k] != "", tail)
        rank = ranks.get(key)
        if rank is None:
            ins, outs = op_types(module, k)
            rank = _max_shaped_rank(outs if key[1] else ins)
            if len(ranks) < 65536:
                ranks[key] = rank
        append(rank)
    return out


def _rank_miss(module: Module, ranks: dict, k: int, key: tuple) -> int:
    """The rank of op ``k``, not yet in ``ranks`` under ``key`` (the C loop's callback; see `op_ranks`)."""
    ins, outs = op_types(module, k)
    rank = _max_shaped_rank(outs if key[1] else ins)
    if len(ranks) < 65536:
        ranks[key] = rank
    return rank


def operands_of(module: Module, op: Op | int) -> tuple[str, ...]:
    """`Op.operands` of op ``op`` (an `Op` or its index) without building `Op` objects."""
    c = module._c
    k = _index(op)
    text = c.text[k]
    name, _, _, generic = c.info[k]
    if name.startswith("linalg."):
        # linalg headers declare nothing: a plain scan, from ins( in custom form (skipping the
        # long indexing_maps attribute), over the operand list in generic form
        if generic:
            return tuple(_SSA_NAME.findall(text, 0, text.find(")")))
        i = text.find("ins(")
        if i < 0:
            i = text.find("outs(")
        if i >= 0:
            return tuple(_SSA_NAME.findall(text, i))
    if not generic and name in _AFFINE_SUBSCRIPTS:
        return _affine_operands(text)
    return _operands(text, generic)


def results_of(module: Module, op: Op | int) -> tuple[str, ...]:
    """`Op.results` of op ``op`` (an `Op` or its index) without building `Op` objects."""
    r = module._c.res[_index(op)]
    return _results(r) if r else ()


def block_args(module: Module, block: Block | int) -> tuple[str, ...]:
    """`Block.args` of block ``block`` (a `Block` or its index) without building `Block` objects."""
    b = block if isinstance(block, int) else block.index
    cache = module._cache.get("block_args")
    if cache is None:
        cache = module._cache["block_args"] = {}
    args = cache.get(b)
    if args is None:
        _, _, text, header, _, _, _, _ = module._c.blocks[b]
        if not text:
            args = cache[b] = ()
        else:  # labels repeat (`^bb0(%in: f32, %out: f32):`): each distinct one is read once
            by_text = module._cache.setdefault("block_args_text", {})
            args = by_text.get((text, header))
            if args is None:
                args = by_text[(text, header)] = _declared(text) if header else tuple(_DECL.findall(text))
            cache[b] = args
    return args


def _index(op: Op | int) -> int:
    return op if isinstance(op, int) else op.index


def _max_shaped_rank(types: tuple[str, ...]) -> int:
    best = 0
    for t in types:
        st = shaped(t)
        if st is not None and len(st.shape) > best:
            best = len(st.shape)
    return best


def _matching(text: str, start: int, open_c: str = "(", close_c: str = ")") -> int:
    """Index of the bracket closing the one at ``start`` (counting from ``start``), or ``len(text)``."""
    depth = 0
    i = start
    find = text.find
    while True:  # jump between brackets (str.find runs in C) instead of stepping every character
        c = find(close_c, i)
        if c < 0:
            return len(text)
        o = find(open_c, i, c)
        if o >= 0:
            depth += 1
            i = o + 1
        else:
            depth -= 1
            if depth == 0:
                return c
            i = c + 1


def _function_type(sig: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split ``(A, B) -> C`` or ``(A) -> (B, C)`` into input and result types."""
    sig = sig.strip()
    if not sig.startswith("("):
        return split_types(sig), ()
    j = _matching(sig, 0)
    ins = split_types(sig[1:j])
    rest = sig[j + 1:].strip()
    if rest.startswith("->"):
        rest = rest[2:].strip()
        if rest.startswith("("):
            rest = rest[1:_matching(rest, 0)]
        return ins, split_types(rest)
    return ins, ()


_LOADS = frozenset({"memref.load", "affine.load", "tensor.extract", "vector.extractelement"})
_CMPS = frozenset({"arith.cmpf", "arith.cmpi"})


def _group(text: str, opening: str) -> tuple[int, int] | None:
    """Span of the bracket contents that ``_INS``/``_OUTS`` (``\\bins\\(([^()]*)\\)``) find after
    ``opening`` (``"ins("``/``"outs("``), without their regex: its leading ``\\b`` makes a search cost
    a microsecond per op."""
    i = text.find(opening)
    while i >= 0:
        if i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"):  # \b before a word character
            j = i + len(opening)
            close = text.find(")", j)
            if close < 0:
                return None  # no later occurrence can close either
            if text.find("(", j, close) < 0:
                return j, close
        i = text.find(opening, i + 1)
    return None


def _signature(name: str, t: str, generic: bool, nres: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(operand types, result types) of an op from its attribute text."""
    if generic:
        i = t.rfind(" : (")
        if i < 0:
            return (), ()
        return _function_type(t[i + 3:])
    m_in = _group(t, "ins(")
    m_out = _group(t, "outs(")
    if m_in or m_out:
        types: list[str] = []
        for m in (m_in, m_out):
            if m and " : " in t[m[0]:m[1]]:
                types.extend(split_types(t[m[0]:m[1]].split(" : ", 1)[1]))
        res: tuple[str, ...] = ()
        if nres:
            last = m_out or m_in
            k = t.find("->", last[1] + 1)  # type: ignore[index]
            if k >= 0:
                r = t[k + 2:].strip()
                res = split_types(r[1:_matching(r, 0)] if r.startswith("(") else r)
            else:  # linalg.map/reduce/transpose/broadcast print no result types: results are the inits
                res = tuple(types[-nres:])
        return tuple(types), res
    k = t.rfind(" : ")
    if k < 0:
        # `scf.for ... iter_args(...) -> (f32)`, `scf.forall ... -> (tensor<...>)`
        a = t.rfind("->")
        if not nres or a < 0:
            return (), ()
        r = t[a + 2:].strip()
        return (), split_types(r[1:_matching(r, 0)] if r.startswith("(") else r)
    sig = t[k + 3:].strip()
    if sig.startswith("(") and "->" in sig:
        return _function_type(sig)
    for word in (" into ", " to "):
        if word in sig:
            a, _, b = sig.rpartition(word)
            return split_types(a), split_types(b)[:max(nres, 1)] if nres else ()
    types_ = split_types(sig)
    if not nres or not types_:
        return types_, ()
    if name in _CMPS:
        return types_, ("i1",) * nres
    if name in _LOADS:
        st = shaped(types_[0])
        return types_, ((st.element,) if st else (types_[-1],)) * nres
    if name.startswith("vector.transfer_read"):
        return types_[:-1], (types_[-1],)
    return types_, (types_[-1],) * nres


# --------------------------------------------------------------------------------------------------
# Affine maps


@dataclass(frozen=True)
class AffineMap:
    """An affine map reduced to what the features need.

    Attributes:
        num_dims: number of dimensions.
        results: per result, the dimension it is (>= 0), -1 for a constant, -2 for a compound
            expression (``d1 + d4``, ``d0 * 2``, ``d0 floordiv 4``).
        result_dims: per result, the dimensions it reads.
        constants: per result, its value when it is a constant, else None.
        offsets: per result, ``C`` when it is ``dK + C`` (a tile loop's upper bound), else None.
        is_projected_permutation: results are distinct dimensions or the constant 0 (broadcast).
        is_permutation: every result is a distinct dimension and every dimension appears.
        is_identity: ``(d0, ..., dn) -> (d0, ..., dn)``.
        is_transposed: a projected permutation whose dimensions appear out of loop order, so the
            innermost loop does not walk the last (contiguous) dimension, e.g. ``B[k][n]`` of a
            matmul with loops ``(m, n, k)``.
        is_compound: some result is a compound expression (convolution windows, strides).
    """

    num_dims: int
    results: tuple[int, ...]
    result_dims: tuple[tuple[int, ...], ...]
    constants: tuple[int | None, ...]
    offsets: tuple[int | None, ...] = ()
    # Derived once: maps are interned (parse_affine_map is cached) and read for every op.
    is_projected_permutation: bool = field(init=False)
    is_permutation: bool = field(init=False)
    is_identity: bool = field(init=False)
    is_transposed: bool = field(init=False)
    is_compound: bool = field(init=False)

    def __post_init__(self) -> None:
        dims = [r for r in self.results if r >= 0]
        proj = len(set(dims)) == len(dims) and all(r >= 0 or c == 0 for r, c in zip(self.results, self.constants))
        put = object.__setattr__
        put(self, "is_projected_permutation", proj)
        put(self, "is_permutation", proj and len(dims) == len(self.results) == self.num_dims)
        put(self, "is_identity", self.results == tuple(range(self.num_dims)))
        put(self, "is_transposed", proj and dims != sorted(dims))
        put(self, "is_compound", -2 in self.results)


_OFFSET = re.compile(r"(\w+)\s*\+\s*(\d+)|(\d+)\s*\+\s*(\w+)")
_MAP = re.compile(r"\s*(?:affine_map<)?\s*\(([^)]*)\)\s*(?:\[([^\]]*)\])?\s*->\s*\((.*)\)\s*>?\s*$", re.S)


def _split_top(text: str) -> list[str]:
    parts, depth, cur = [], 0, []
    for c in text:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    tail = "".join(cur)
    if tail.strip():
        parts.append(tail)
    return parts


@lru_cache(maxsize=4096)
def parse_affine_map(text: str) -> AffineMap | None:
    """Parse ``affine_map<(d0, d1)[s0] -> (d0, d1 + s0)>`` (the wrapper is optional).

    Returns:
        The map, or ``None`` if the text is not an affine map.
    """
    m = _MAP.match(text)
    if m is None:
        return None
    dims = [d.strip() for d in m.group(1).split(",") if d.strip()]
    index = {d: i for i, d in enumerate(dims)}
    results, used, consts, offsets = [], [], [], []
    for expr in _split_top(m.group(3)):
        e = expr.strip()
        off = None
        if e in index:
            results.append(index[e])
            used.append((index[e],))
            consts.append(None)
        elif re.fullmatch(r"-?\d+", e):
            results.append(-1)
            used.append(())
            consts.append(int(e))
        else:
            results.append(-2)
            used.append(tuple(sorted({index[w] for w in re.findall(r"[A-Za-z_]\w*", e) if w in index})))
            consts.append(None)
            om = _OFFSET.fullmatch(e)
            if om and (om.group(1) or om.group(4)) in index:
                off = int(om.group(2) or om.group(3))
        offsets.append(off)
    return AffineMap(len(dims), tuple(results), tuple(used), tuple(consts), tuple(offsets))


def _map_of(module: Module, ref: str) -> AffineMap | None:
    return parse_affine_map(module.resolve(ref.strip()))


# --------------------------------------------------------------------------------------------------
# Linalg loop nests

# Named structured ops: loop names, iterator kinds (p/r), and operand maps over the loop names
# ("oh+kh" is a compound window expression). Loop order follows MLIR's OpDSL definitions.
_CONV2D_NHWC = ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "kh kw c f", "n oh ow f"))
_NAMED: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "matmul": ("m n k", "ppr", ("m k", "k n", "m n")),
    "matmul_transpose_a": ("m n k", "ppr", ("k m", "k n", "m n")),
    "matmul_transpose_b": ("m n k", "ppr", ("m k", "n k", "m n")),
    "batch_matmul": ("b m n k", "pppr", ("b m k", "b k n", "b m n")),
    "batch_matmul_transpose_a": ("b m n k", "pppr", ("b k m", "b k n", "b m n")),
    "batch_matmul_transpose_b": ("b m n k", "pppr", ("b m k", "b n k", "b m n")),
    "batch_reduce_matmul": ("b m n k", "rppr", ("b m k", "b k n", "m n")),
    "matvec": ("m k", "pr", ("m k", "k", "m")),
    "vecmat": ("n k", "pr", ("k", "k n", "n")),
    "batch_matvec": ("b m k", "ppr", ("b m k", "b k", "b m")),
    "batch_vecmat": ("b n k", "ppr", ("b k", "b k n", "b n")),
    "dot": ("k", "r", ("k", "k", "")),
    "mmt4d": ("m n k m0 n0 k0", "pprppr", ("m k m0 k0", "n k n0 k0", "m n m0 n0")),
    "batch_mmt4d": ("b m n k m0 n0 k0", "ppprppr", ("b m k m0 k0", "b n k n0 k0", "b m n m0 n0")),
    "conv_1d": ("w kw", "pr", ("w+kw", "kw", "w")),
    "conv_2d": ("oh ow kh kw", "pprr", ("oh+kh ow+kw", "kh kw", "oh ow")),
    "conv_3d": ("od oh ow kd kh kw", "ppprrr", ("od+kd oh+kh ow+kw", "kd kh kw", "od oh ow")),
    "conv_1d_nwc_wcf": ("n w f kw c", "ppprr", ("n w+kw c", "kw c f", "n w f")),
    "conv_1d_ncw_fcw": ("n f w c kw", "ppprr", ("n c w+kw", "f c kw", "n f w")),
    "conv_2d_nhwc_hwcf": _CONV2D_NHWC,
    "conv_2d_nhwc_hwcf_q": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "kh kw c f", "", "", "n oh ow f")),
    "conv_2d_nhwc_fhwc": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "f kh kw c", "n oh ow f")),
    "conv_2d_nhwc_fhwc_q": ("n oh ow f kh kw c", "pppprrr", ("n oh+kh ow+kw c", "f kh kw c", "", "", "n oh ow f")),
    "conv_2d_nchw_fchw": ("n f oh ow c kh kw", "pppprrr", ("n c oh+kh ow+kw", "f c kh kw", "n f oh ow")),
    "conv_2d_nchw_fchw_q": ("n f oh ow c kh kw", "pppprrr", ("n c oh+kh ow+kw", "f c kh kw", "", "", "n f oh ow")),
    "conv_2d_ngchw_fgchw": ("n g f oh ow c kh kw", "ppppprrr",
                            ("n g c oh+kh ow+kw", "f g c kh kw", "n g f oh ow")),
    "conv_2d_ngchw_gfchw": ("n g f oh ow c kh kw", "ppppprrr",
                            ("n g c oh+kh ow+kw", "g f c kh kw", "n g f oh ow")),
    "conv_2d_nhwgc_gfhwc": ("n oh ow g f kh kw c", "ppppprrr",
                            ("n oh+kh ow+kw g c", "g f kh kw c", "n oh ow g f")),
    "conv_3d_ndhwc_dhwcf": ("n od oh ow f kd kh kw c", "ppppprrrr",
                            ("n od+kd oh+kh ow+kw c", "kd kh kw c f", "n od oh ow f")),
    "conv_3d_ncdhw_fcdhw": ("n f od oh ow c kd kh kw", "ppppprrrr",
                            ("n c od+kd oh+kh ow+kw", "f c kd kh kw", "n f od oh ow")),
    "depthwise_conv_1d_nwc_wc": ("n w c kw", "pppr", ("n w+kw c", "kw c", "n w c")),
    "depthwise_conv_1d_ncw_cw": ("n w c kw", "pppr", ("n c w+kw", "c kw", "n c w")),
    "depthwise_conv_2d_nhwc_hwc": ("n oh ow c kh kw", "pppprr", ("n oh+kh ow+kw c", "kh kw c", "n oh ow c")),
    "depthwise_conv_2d_nchw_chw": ("n oh ow c kh kw", "pppprr", ("n c oh+kh ow+kw", "c kh kw", "n c oh ow")),
    "depthwise_conv_2d_nhwc_hwcm": ("n oh ow c m kh kw", "ppppprr",
                                    ("n oh+kh ow+kw c", "kh kw c m", "n oh ow c m")),
    "depthwise_conv_3d_ndhwc_dhwc": ("n od oh ow c kd kh kw", "pppppprrr"[:8],
                                     ("n od+kd oh+kh ow+kw c", "kd kh kw c", "n od oh ow c")),
}
for _kind in ("sum", "max", "min", "max_unsigned", "min_unsigned"):
    _NAMED[f"pooling_nhwc_{_kind}"] = ("n oh ow c kh kw", "pppprr", ("n oh+kh ow+kw c", "kh kw", "n oh ow c"))
    _NAMED[f"pooling_nchw_{_kind}"] = ("n c oh ow kh kw", "pppprr", ("n c oh+kh ow+kw", "kh kw", "n c oh ow"))
    _NAMED[f"pooling_nwc_{_kind}"] = ("n ow c kw", "pppr", ("n ow+kw c", "kw", "n ow c"))
    _NAMED[f"pooling_ncw_{_kind}"] = ("n c ow kw", "pppr", ("n c ow+kw", "kw", "n c ow"))
    _NAMED[f"pooling_ndhwc_{_kind}"] = ("n od oh ow c kd kh kw", "ppppprrr",
                                        ("n od+kd oh+kh ow+kw c", "kd kh kw", "n od oh ow c"))
del _kind

#: Named elementwise linalg ops (one result per point, identity maps).
ELEMENTWISE_NAMED = frozenset({
    "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf", "exp",
    "log", "add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf", "select", "elementwise",
})
# Ops whose maps are derived from operand ranks and one attribute.
_STRUCTURED_OTHER = frozenset({"generic", "contract", "map", "reduce", "transpose", "broadcast", "fill",
                               "copy", "softmax"})
_NON_COMPUTE = frozenset({"arith.constant", "arith.index_cast", "arith.index_castui", "arith.bitcast",
                          "arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci",
                          "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui"})

#: Op categories of linalg loop nests (the dominant op's kind is one-hot over these).
LINALG_CATEGORIES = ("matmul", "batch_matmul", "conv", "depthwise", "pooling", "elementwise", "reduction",
                     "data_movement", "other")


@lru_cache(maxsize=None)
def _named_maps(short: str) -> tuple[tuple[AffineMap, ...], tuple[str, ...]] | None:
    spec = _NAMED.get(short)
    if spec is None:
        return None
    loops_s, iters_s, maps_s = spec
    loops = loops_s.split()
    dims = ", ".join(f"d{i}" for i in range(len(loops)))
    index = {n: f"d{i}" for i, n in enumerate(loops)}
    maps = []
    for ms in maps_s:
        exprs = [" + ".join(index[p] for p in e.split("+")) for e in ms.split()]
        maps.append(parse_affine_map(f"({dims}) -> ({', '.join(exprs)})"))
    iters = tuple("parallel" if c == "p" else "reduction" for c in iters_s)
    return tuple(maps), iters


def _identity(rank: int) -> AffineMap:
    return _projection(rank, tuple(range(rank)))


@lru_cache(maxsize=1024)
def _projection(rank: int, keep: tuple[int, ...]) -> AffineMap:
    return AffineMap(rank, keep, tuple((i,) for i in keep), (None,) * len(keep), (None,) * len(keep))


def _scalar_map(rank: int) -> AffineMap:
    return _projection(rank, ())


_DIMS_ATTR = re.compile(r"\bdimensions\s*=\s*(?:array<i64:)?\s*\[?([-\d,\s]*)")
_PERM_ATTR = re.compile(r"\bpermutation\s*=\s*(?:array<i64:)?\s*\[?([-\d,\s]*)")
_DIM_ATTR = re.compile(r"\bdimension\s*(?:\(|=\s*)(\d+)")
_SSA_NAME = re.compile(r"%[\w$.-]+(?:#\d+)?")
_MAPS_ATTR = re.compile(r"(?<![\w.])indexing_maps\s*=\s*\[((?:[^\[\]]|\[[^\]]*\])*)\]")
_MAP_REF = re.compile(r"#[\w$.-]+|affine_map<.*?\)>")
_ITERS_ATTR = re.compile(r"(?<![\w.])iterator_types\s*=\s*\[([^\]]*)\]")
_ITER = re.compile(r"parallel|reduction|window")
_SHORT_BODY = re.compile(r"\s*\{\s*([\w.]+)\s*\}")


@dataclass(frozen=True)
class LoopNest:
    """The loop nest of one linalg structured op (ops that differ only in SSA names share one).

    Attributes:
        name: op name (``linalg.matmul``).
        category: one of `LINALG_CATEGORIES`.
        iterators: ``"parallel"``/``"reduction"`` per loop, outermost first.
        trips: static trip count per loop, None when dynamic or not derivable.
        maps: indexing map per operand (inputs then outputs).
        num_inputs: how many operands are inputs.
        operand_types: shaped type per operand, None for scalars.
        element_types: element type per operand.
        ops_per_point: arithmetic ops per iteration (multiply-add = 2).
        flops: ``ops_per_point`` times the iteration count (0 when dynamic).
        bytes: static footprint of the shaped operands plus gathered elements.
        gathers: ``tensor.extract`` ops in the body (indirect accesses).
    """

    name: str
    category: str
    iterators: tuple[str, ...]
    trips: tuple[int | None, ...]
    maps: tuple[AffineMap, ...]
    num_inputs: int
    operand_types: tuple[ShapedType | None, ...]
    element_types: tuple[str, ...]
    ops_per_point: int
    flops: int
    bytes: int
    gathers: int

    num_parallel: int = field(init=False)
    num_reduction: int = field(init=False)

    def __post_init__(self) -> None:
        par = self.iterators.count("parallel")
        object.__setattr__(self, "num_parallel", par)
        object.__setattr__(self, "num_reduction", len(self.iterators) - par)

    @property
    def is_static(self) -> bool:
        return all(t is not None for t in self.trips)

    @property
    def iterations(self) -> int:
        """Product of the static trip counts (dynamic loops count 1)."""
        n = 1
        for t in self.trips:
            n *= t or 1
        return n


_STRUCTURED: dict[str, bool] = {}


def is_structured(name: str) -> bool:
    """Whether ``name`` is a linalg structured op with a loop nest (not ``linalg.yield``)."""
    known = _STRUCTURED.get(name)
    if known is None:
        short = name[7:]
        known = _STRUCTURED[name] = name.startswith("linalg.") and (
            short in _NAMED or short in _STRUCTURED_OTHER or short in ELEMENTWISE_NAMED
            or short.startswith(("pooling_", "conv_", "depthwise_conv_")))
    return known


def _n_inputs(text: str, short: str, n: int) -> int:
    seg = _SEGMENTS.search(text) if "operandSegmentSizes" in text else None
    if seg:
        return int(_INT_LIST.findall(seg.group(1))[0])
    m = _group(text, "ins(")
    if m:
        return len(_USE.findall(text, m[0], m[1]))
    if short == "reduce":
        return n // 2
    return max(n - 1, 0)


def _category(short: str, iters: tuple[str, ...], maps: tuple[AffineMap, ...], body: list[str]) -> str:
    if short in ("matmul", "matvec", "vecmat", "dot", "mmt4d", "contract") or short.startswith("matmul"):
        return "matmul"
    if short.startswith(("batch_matmul", "batch_reduce_matmul", "batch_matvec", "batch_vecmat", "batch_mmt4d")):
        return "batch_matmul"
    if short.startswith("conv_"):
        return "conv"
    if short.startswith("depthwise_conv_"):
        return "depthwise"
    if short.startswith("pooling_"):
        return "pooling"
    if short in ("fill", "copy", "transpose", "broadcast"):
        return "data_movement"
    if short == "softmax" or short == "reduce":
        return "reduction"
    if short in ELEMENTWISE_NAMED or short == "map":
        return "elementwise"
    if short == "generic":
        has_red = any(it != "parallel" for it in iters)
        if not has_red:
            return "elementwise" if body else "data_movement"
        mul_add = any(b.startswith(("arith.mul", "arith.fma", "math.fma")) for b in body) and any(
            b.startswith("arith.add") for b in body)
        if mul_add and any(m.is_compound for m in maps):
            return "conv"
        if mul_add and len(maps) == 3:
            return "batch_matmul" if len(iters) >= 4 and iters[0] == "parallel" else "matmul"
        return "reduction"
    return "other"


def loop_nest(module: Module, op: Op | int) -> LoopNest | None:
    """The loop nest of a linalg structured op (cached per module).

    Named ops get their implicit iterators and maps from MLIR's definitions (matmul: 3 loops
    ``[par, par, red]``; ``conv_2d_nhwc_hwcf``: 7 loops); ``linalg.generic`` reads ``indexing_maps``
    and ``iterator_types``; trip counts come from static operand shapes.

    Args:
        module: the module.
        op: an `Op` of it or its index.

    Returns:
        The nest, or ``None`` for ops that are not structured or whose maps cannot be matched to
        their operands.
    """
    return loop_nests(module, [_index(op)])[0]


# Splits op texts into the text between SSA names and the names (`_ssa_scan`).
_SSA_SPLIT = re.compile(r"(%[\w$.-]+(?:#\d+)?)")

# Loop-nest templates of ops that differ only in SSA names and static dimensions, shared across
# modules (nests are immutable): (aliases, name as written, text with SSA names replaced by '%' and
# dimensions by '\x01', body op names, gathered texts, has regions) -> `_Template`. A new IR state
# mostly repeats the ops of the last one.
_NESTS: dict[tuple, _Template] = {}


def _alias_key(module: Module) -> frozenset:
    """The module's aliases as a hashable key (a nest reads its maps through them)."""
    key = module._cache.get("alias_key")
    if key is None:
        key = module._cache["alias_key"] = frozenset(module.aliases.items())
    return key


def clear_op_caches() -> None:
    """Forget what was learned about individual ops across modules (ranks, loop nests).

    Only for measuring cold extraction: a new module whose ops were seen before (the next IR state of the
    same kernel, the same layer in another model) reuses these, and results do not depend on them.
    """
    _RANKS.clear()
    _NESTS.clear()


def loop_nests(module: Module, indices: list[int]) -> list[LoopNest | None]:
    """`loop_nest` of many ops at once (cached per module, and across modules for ops that differ
    only in SSA names and static dimensions).

    Ops are keyed on their names as written (which determine the info, and whose hashes are
    cached), their text with SSA names and static dimensions replaced (`_shape_scan`) and, for ops
    with regions, the names of their body ops and the gathered types: each distinct key is read once
    (`_Template`) and each op gets its own dimensions back (`_instantiate`).
    """
    c = module._c
    cache = module._cache.setdefault("loop_nest", {})
    names_c = c.names
    structured = {w for w in set(map(names_c.__getitem__, indices))
                  if is_structured(name_info(w)[0])}  # type: ignore[index]
    todo = list(compress(indices, map(structured.__contains__, map(names_c.__getitem__, indices))))
    if cache:
        todo = list(filterfalse(cache.__contains__, todo))
    if todo:
        extracts: set[str] = set()  # spellings of tensor.extract: the types it gathers count
        if any(inf[0] == "tensor.extract" for inf in c.kinds):
            extracts = {w for w in set(names_c) if name_info(w)[0] == "tensor.extract"}  # type: ignore[index]
        skel_of, nums_of = _shape_scan(module, todo)
        aliases = _alias_key(module)
        ends = c.ends
        if len(_NESTS) > 16384:  # many distinct ops (or garbage input): start over
            _NESTS.clear()
        made = module._cache.setdefault("nest_instances", {})  # (template, dimensions) -> nest: shared objects
        if _native is not None:
            cache.update(zip(todo, _native.nest_keys(todo, names_c, skel_of, ends, extracts, partial(_gathered, module),
                                                     aliases, _NESTS, partial(_nest_template, module), nums_of, made,
                                                     partial(_instantiate, module), partial(_loop_nest, module))))
            return list(map(cache.get, indices))
        templates: list[_Template] = []
        add = templates.append
        seen: dict[tuple, _Template] = {}  # this call's keys (the aliases are fixed)
        for k, text in zip(todo, map(skel_of.__getitem__, todo)):
            end = ends.get(k)  # ops with regions only
            if end is None:
                local: tuple = (names_c[k], text)
            else:
                body = tuple(names_c[k + 1:end])
                gathers = ()
                if extracts and not extracts.isdisjoint(body):
                    gathers = _gathered(module, k, end)
                local = (names_c[k], text, body, gathers)
            tpl = seen.get(local)
            if tpl is None:
                key = (aliases, names_c[k], text, (), (), False) if end is None else (aliases, *local, True)
                tpl = _NESTS.get(key)
                if tpl is None:
                    tpl = _NESTS[key] = _nest_template(module, k)
                seen[local] = tpl
            add(tpl)
        found: list[LoopNest | None] = []
        add = found.append
        for k, tpl, nums in zip(todo, templates, map(nums_of.__getitem__, todo)):
            if tpl.per_op:
                add(_loop_nest(module, k))
                continue
            key = (id(tpl), nums)  # the entry holds tpl: its id is not reused while it is there
            entry = made.get(key)
            if entry is None:
                entry = made[key] = (tpl, _instantiate(module, tpl, nums, k))
            add(entry[1])
        cache.update(zip(todo, found))
    return list(map(cache.get, indices))


# A static dimension of a shaped type as written (``64`` and ``256`` in ``tensor<64x256xf32>``): ops
# whose texts differ only there share a loop-nest template and a rank (`_shape_scan`).
_SHAPE_DIM = re.compile(r"(?<=[<x])\d{1,63}(?=x)")
# Dimension i of a template stands as _SENTINEL + i (no real shape has such a dimension).
_SENTINEL = 10**15


def _shape_scan(module: Module, indices: list[int]) -> tuple[dict[int, str], dict[int, tuple[int, ...]]]:
    """(op -> its text with SSA names replaced by '%' and static shape dimensions by '\\x01',
    op -> those dimensions in order) for ``indices`` (cached per module)."""
    cache = module._cache
    skel_of = cache.setdefault("shape_skel", {})
    nums_of = cache.setdefault("shape_nums", {})
    todo = [k for k in indices if k not in skel_of] if skel_of else indices
    if todo:
        text_c = module._c.text
        split = _native.shape_split([text_c[k] for k in todo], True) if _native is not None else None
        if split is None:
            norm_of = _ssa_scan(module, todo)
            norms = list(map(norm_of.__getitem__, todo))
            split = ([_SHAPE_DIM.sub("\x01", t) for t in norms],
                     [tuple(map(int, _SHAPE_DIM.findall(t))) for t in norms])
            if any("\x01" in t for t in norms):  # the placeholder would be ambiguous: no sharing
                split = (norms, [()] * len(norms))
        skel_of.update(zip(todo, split[0]))
        nums_of.update(zip(todo, split[1]))
    return skel_of, nums_of


class _Template(NamedTuple):
    """The loop nest shared by ops that differ only in SSA names and static dimensions.

    ``shared`` holds the dimensions of the first op read and its nest, and, once an op with other
    dimensions comes, the nest read from a text whose i-th dimension is ``_SENTINEL + i``
    (`_instantiate` puts an op's own dimensions back). ``per_op``: each op is read itself (its body
    gathers, whose byte count depends on other ops' types).
    """

    shared: list  # [dimensions, nest, sentinel nest or None, how to put dimensions back]
    per_op: bool


def _nest_template(module: Module, k: int) -> _Template:
    """The template of op ``k``'s loop nest (see `_Template`): op ``k`` read as it is."""
    c = module._c
    end = c.ends.get(k)
    if end is not None and any(c.info[j][0] == "tensor.extract" for j in range(k + 1, end)):
        return _Template([(), None, None, None], True)
    return _Template([module._cache["shape_nums"][k], _loop_nest(module, k), None, None], False)


def _instantiate(module: Module, tpl: _Template, nums: tuple[int, ...], k: int) -> LoopNest | None:
    """The loop nest of op ``k``, whose dimensions are ``nums``, from its template (see `_Template`)."""
    shared = tpl.shared
    if nums == shared[0]:
        return shared[1]
    if len(nums) != len(shared[0]):  # only a text holding the placeholder itself can get here
        return _loop_nest(module, k)
    n = shared[2]
    if n is None:  # another shape: read the op once with sentinels for its dimensions
        parts = module._cache["shape_skel"][k].replace("%", "%v").split("\x01")  # any SSA name reads the same
        text = parts[0] + "".join(f"{_SENTINEL + i}{p}" for i, p in enumerate(parts[1:]))
        # Reading is parametric in the dimensions (they only flow into shapes, trip counts, FLOPs and
        # bytes): tests check instances against every structured op of the corpus read directly.
        n = shared[2] = _loop_nest(module, k, text)
        if n is not None:
            # Which dimensions are dynamic (None) is fixed by the text, so the template knows whether the
            # trips are all static and which operands have a static size.
            shared[3] = (tuple(None if s is None else (s.kind, _picker(s.shape), s.element) for s in n.operand_types),
                         _picker(n.trips), None not in n.trips,
                         tuple((i, element_bytes(s.element)) for i, s in enumerate(n.operand_types)
                               if s is not None and None not in s.shape),
                         {f: getattr(n, f) for f in _NEST_FIELDS})
    if n is None:
        return None
    operands, pick_trips, static, sized, base = shared[3]
    st = tuple(None if s is None else tuple.__new__(ShapedType, (s[0], s[1](nums), s[2])) for s in operands)
    trips = pick_trips(nums)
    values = dict(base)
    values["operand_types"] = st
    values["trips"] = trips
    values["flops"] = n.ops_per_point * prod(trips) if static else 0
    values["bytes"] = sum([prod(st[i].shape) * eb for i, eb in sized])
    nest = object.__new__(LoopNest)  # the template's checked fields with this op's sizes: no __init__ needed
    object.__setattr__(nest, "__dict__", values)
    return nest


# Every attribute a LoopNest instance holds (its fields, the derived ones included).
_NEST_FIELDS = tuple(f.name for f in fields(LoopNest))


def _work(trips: tuple[int | None, ...] | list[int | None],
          operands: tuple[ShapedType | None, ...]) -> tuple[int, bool, int]:
    """(iterations: product of the static trip counts, whether all are static, bytes of the operands
    with a static shape)."""
    iterations = 1
    static = True
    for t in trips:
        if t is None:
            static = False
        else:
            iterations *= t
    nbytes = 0
    for s in operands:
        if s is not None:
            numel = s.numel
            if numel is not None:
                nbytes += numel * element_bytes(s.element)
    return iterations, static, nbytes


def _picker(dims: tuple[int | None, ...]) -> Callable[[tuple[int, ...]], tuple[int | None, ...]]:
    """A function of an op's dimensions giving ``dims`` with each sentinel (see `_Template`) replaced by
    the dimension it stands for (a C-level itemgetter when all of them are sentinels)."""
    if dims and all(d is not None and d >= _SENTINEL for d in dims):
        get = itemgetter(*[d - _SENTINEL for d in dims])
        return get if len(dims) > 1 else lambda nums: (get(nums),)

    def pick(nums: tuple[int, ...]) -> tuple[int | None, ...]:
        return tuple(nums[d - _SENTINEL] if d is not None and d >= _SENTINEL else d for d in dims)
    return pick


def _gathered(module: Module, k: int, end: int) -> tuple[str, ...]:
    """Texts (SSA names replaced) of the ``tensor.extract`` ops in the body of op ``k`` (``end``: see
    `Op.end`): part of the key of a loop nest that gathers."""
    c = module._c
    return tuple(_SSA_NAME.sub("%", c.text[j]) for j in range(k + 1, end) if c.info[j][0] == "tensor.extract")


def operand_lists(module: Module, indices: list[int]) -> list[list[str]]:
    """SSA names each op's text mentions, for many ops in one regex pass (cached per module).

    A superset of `Op.operands` for building def-use edges: block arguments a custom header
    declares (``scf.for %i = ...``) are included, but they never name an op result, so they never
    produce an edge. Treat the lists as read-only.
    """
    names_of = module._cache.get("ssa_names")
    if names_of is None:
        names_of = module._cache["ssa_names"] = {}
        todo = indices
    else:
        todo = [k for k in indices if k not in names_of]
    if todo:  # one C call per op beats one joined pass that Python then splits per op
        text_c = module._c.text
        texts = [text_c[k] for k in todo]
        split = _native.ssa_split(texts, False) if _native is not None else None
        names_of.update(zip(todo, split[1] if split is not None else map(_SSA_NAME.findall, texts)))
    return list(map(names_of.__getitem__, indices))


def def_use(module: Module, indices: list[int]) -> tuple[list[int], list[int], list[int]]:
    """Def-use among the ops ``indices`` (in program order), as positions in ``indices``.

    Returns:
        (consumer, use position, producer) lists, one entry per use, consumers in order: the use at
        position ``pos`` of `operand_lists` of op ``indices[consumer]`` names a result of op
        ``indices[producer]``, the latest earlier op of the list defining that name. Entering a block
        drops the names of its arguments (mlir-opt reuses value numbers in sibling regions, and a block
        argument shadows an earlier result of the same name). A value used twice gives two entries.
    """
    c = module._c
    res = list(map(c.res.__getitem__, indices))
    blocks = list(map(c.block.__getitem__, indices))
    args_of = partial(block_args, module)
    if _native is not None:
        found = _native.def_use(list(map(c.text.__getitem__, indices)), res, blocks, args_of, _results, None, 0,
                                c.blocks)
        if found is not None:
            return found
    return _def_use(operand_lists(module, indices), res, blocks, args_of, _results)


def def_use_codes(module: Module, indices: list[int], nodes: list[int], n3: int) -> np.ndarray:
    """`def_use` among ops ``indices`` as graph edge codes ``nodes[producer] * n3 + nodes[consumer] * 3``
    (see `graph.ir_graph`), sorted, each pair once: int64[E]."""
    c = module._c
    res = list(map(c.res.__getitem__, indices))
    blocks = list(map(c.block.__getitem__, indices))
    if _native is not None:
        found = _native.def_use(list(map(c.text.__getitem__, indices)), res, blocks, partial(block_args, module), _results,
                                nodes, n3, c.blocks)
        if found is not None:
            return np.frombuffer(found, np.int64)
    cons, _, prod = def_use(module, indices)
    return np.array(sorted({nodes[j] * n3 + nodes[i] * 3 for i, j in zip(cons, prod)}), np.int64)


def _def_use(names: list[list[str]], results: list[str], blocks: list[int], args_of: Callable[[int], tuple[str, ...]],
             expand: Callable[[str], tuple[str, ...]]) -> tuple[list[int], list[int], list[int]]:
    """`def_use` in Python (``_native.def_use`` is the same in C)."""
    defs: dict[str, int] = {}
    get = defs.get
    entered: set[int] = set()
    cons: list[int] = []
    poss: list[int] = []
    prod: list[int] = []
    prev_b = None
    for i, (used, r, b) in enumerate(zip(names, results, blocks)):
        if b != prev_b:
            prev_b = b
            if b >= 0 and b not in entered:
                entered.add(b)
                for a in args_of(b):
                    defs.pop(a, None)
        for pos, v in enumerate(used):
            j = get(v)
            if j is not None:
                cons.append(i)
                poss.append(pos)
                prod.append(j)
        if r:
            if "," in r or ":" in r:
                for name in expand(r):
                    defs[name] = i
            else:
                defs[r] = i
    return cons, poss, prod


def _ssa_scan(module: Module, indices: list[int]) -> dict[int, str]:
    """Op -> its text with SSA names replaced by '%', filled for ``indices`` with one regex pass over
    all their texts not scanned before (cached per module; the keys of `_shape_scan` start here).

    The Python path also stores the SSA names each text mentions, found in the same pass, where its
    def-use reads them (`operand_lists`); the C path, whose def-use reads the texts, does not.
    """
    cache = module._cache
    names_of = cache.setdefault("ssa_names", {})
    norm_of = cache.get("ssa_norm")
    if norm_of is None:
        norm_of = cache["ssa_norm"] = {}
        todo = indices
    else:
        todo = [k for k in indices if k not in norm_of]
    if not todo:
        return norm_of
    text_c = module._c.text
    if _native is not None:  # the names are only wanted by the Python def-use (operand_lists)
        split = _native.ssa_split([text_c[k] for k in todo], True, False)
        if split is not None:
            norm_of.update(zip(todo, split[0]))
            return norm_of
    pieces = _SSA_SPLIT.split("\x01".join([text_c[k] for k in todo]))  # text, name, text, ..., text
    norm = "%".join(pieces[::2]).split("\x01")
    names = pieces[1::2]
    counts = list(map(str.count, norm, repeat("%")))
    if len(norm) == len(todo) and sum(counts) == len(names):
        # every '%' starts a name: op k's names are the next counts[k] of the joined scan
        at = 0
        for k, t, n in zip(todo, norm, counts):
            norm_of[k] = t
            names_of[k] = names[at:at + n]
            at += n
    else:  # a stray '%' (in a string) or a text holding the separator: op by op
        for k in todo:
            p = _SSA_SPLIT.split(text_c[k])
            norm_of[k] = "%".join(p[::2])
            names_of[k] = p[1::2]
    return norm_of


def _loop_nest(module: Module, k: int, text: str | None = None) -> LoopNest | None:
    """The loop nest of op ``k``, read from ``text`` instead of the op's own text if given (the same
    op with other shapes: see `_nest_template`)."""
    c = module._c
    name, _, _, generic = c.info[k]
    short = name[7:]
    if text is None:
        types = op_types(module, k)[0]
        attrs = c.text[k]
    else:
        types = _signature(name, text, generic, num_results(c.res[k]))[0]
        attrs = text
    n = len(types)
    if n == 0:
        return None
    st = tuple(shaped(t) for t in types)
    elts = tuple(s.element if s else t for s, t in zip(st, types))
    ranks = [len(s.shape) if s else 0 for s in st]
    n_in = _n_inputs(attrs, short, n)
    out_rank = ranks[-1]
    inner = range(k + 1, c.ends.get(k, k + 1))
    body = [c.info[j][0] for j in inner
            if c.info[j][0] not in _NON_COMPUTE and c.info[j][0].startswith(("arith.", "math."))]
    short_body = None if k in c.regions else _SHORT_BODY.match(attrs)
    if short_body:
        body = [short_body.group(1)] if short_body.group(1) not in _NON_COMPUTE else []
    extracts = [j for j in inner if c.info[j][0] == "tensor.extract"]
    gathers = len(extracts)

    maps: tuple[AffineMap, ...] | None = None
    iters: tuple[str, ...] | None = None
    m = _MAPS_ATTR.search(attrs) if "indexing_maps" in attrs else None
    if m:
        maps_l = [_map_of(module, r) for r in _MAP_REF.findall(m.group(1))]
        if any(x is None for x in maps_l):
            return None
        maps = tuple(maps_l)  # type: ignore[arg-type]
        it = _ITERS_ATTR.search(attrs) if "iterator_types" in attrs else None
        if it:
            iters = tuple(_ITER.findall(it.group(1)))
    named = _named_maps(short) if maps is None else None
    if named is not None:
        maps, iters = named
    elif maps is None:
        if short in ("transpose",):
            pm = _PERM_ATTR.search(attrs)
            perm = [int(x) for x in _INT_LIST.findall(pm.group(1))] if pm else list(range(out_rank))
            inv = [0] * len(perm)
            for i, p in enumerate(perm):
                if 0 <= p < len(inv):
                    inv[p] = i
            maps = (_projection(out_rank, tuple(inv)), _identity(out_rank))
        elif short == "broadcast":
            dm = _DIMS_ATTR.search(attrs)
            added = {int(x) for x in _INT_LIST.findall(dm.group(1))} if dm else set()
            maps = (_projection(out_rank, tuple(d for d in range(out_rank) if d not in added)), _identity(out_rank))
        elif short == "reduce":
            in_rank = ranks[0]
            dm = _DIMS_ATTR.search(attrs)
            red = {int(x) for x in _INT_LIST.findall(dm.group(1))} if dm else set()
            keep = tuple(d for d in range(in_rank) if d not in red)
            maps = tuple([_identity(in_rank)] * n_in + [_projection(in_rank, keep)] * (n - n_in))
            iters = tuple("reduction" if d in red else "parallel" for d in range(in_rank))
        elif short == "softmax":
            dm = _DIM_ATTR.search(attrs)
            d = int(dm.group(1)) if dm else out_rank - 1
            maps = (_identity(out_rank),) * n
            iters = tuple("reduction" if i == d else "parallel" for i in range(out_rank))
        else:  # fill, copy, map, named elementwise: identity maps, scalars broadcast
            maps = tuple(_identity(out_rank) if r == out_rank else _scalar_map(out_rank) if r == 0
                         else _projection(out_rank, tuple(range(out_rank - r, out_rank))) for r in ranks)
    if maps is None or len(maps) != n:
        return None
    num_loops = maps[0].num_dims if maps else 0
    if any(mp.num_dims != num_loops for mp in maps):
        return None
    if iters is None or len(iters) != num_loops:
        out_dims = {r for mp in maps[n_in:] for r in mp.results if r >= 0}
        iters = tuple("parallel" if d in out_dims else "reduction" for d in range(num_loops))

    trips: list[int | None] = [None] * num_loops
    for s, mp in zip(st, maps):
        if s is None or len(s.shape) != len(mp.results):
            continue
        for size, r in zip(s.shape, mp.results):
            if r >= 0 and trips[r] is None and size is not None:
                trips[r] = size

    if short in _NAMED:
        per_point = 1 if short.startswith("pooling_") else 2
    elif short in ELEMENTWISE_NAMED:
        per_point = 1
    elif short in ("fill", "copy", "transpose", "broadcast"):
        per_point = 0
    elif short == "softmax":
        per_point = 5  # max, sub, exp, add, div per element
    elif short == "contract":
        per_point = 2
    else:
        per_point = len(body)
    iterations, static, nbytes = _work(trips, st)
    flops = per_point * iterations if static else 0
    if gathers:
        for j in extracts:
            ins = op_types(module, j)[0]
            src = shaped(ins[0]) if ins else None
            if src is not None and src.numel is not None:
                nbytes += min(src.numel, iterations) * element_bytes(src.element)
    category = _category(short, iters, maps, body)
    return LoopNest(name, category, iters, tuple(trips), maps, n_in, st, elts, per_point,
                    flops, nbytes, gathers)


# --------------------------------------------------------------------------------------------------
# Loops of lowered IR (affine/scf)

#: Ops that are loops, with one induction variable per dimension.
LOOP_OPS = frozenset({"affine.for", "affine.parallel", "scf.for", "scf.forall", "scf.parallel"})
_AFFINE_FOR_CONST = re.compile(r"\s*%[\w$.-]+\s*=\s*(-?\d+)\s+to\s+(-?\d+)(?:\s+step\s+(\d+))?\s*$")
_AFFINE_FOR = re.compile(r"%[\w$.-]+\s*=\s*(.*?)\s+to\s+(.*?)(?:\s+step\s+(\d+))?(?:\s+iter_args|\s*->|\s*$)")
_BOUND = re.compile(r"(?:(max|min)\s+)?(#[\w$.-]+|affine_map<.*?\)>)\s*(\([^)]*\))?(\[[^\]]*\])?")
_ATTR_MAP = re.compile(r"\b(lowerBoundMap|upperBoundMap)\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)")
_STEP = re.compile(r"\bstep\s*=\s*(\d+)")
_SCF_FOR = re.compile(r"=\s*(%[\w$.#-]+|-?\d+)\s+to\s+(%[\w$.#-]+|-?\d+)\s+step\s+(%[\w$.#-]+|-?\d+)")
_TUPLE = re.compile(r"\(([^()]*)\)")
_STATIC_ARR = re.compile(r"\b(staticLowerBound|staticUpperBound|staticStep)\s*=\s*array<i64:?\s*([-\d,\s]*)>")
_CONST = re.compile(r"^\s*(?:<\{value\s*=\s*)?(-?\d+)\s*:\s*(?:index|i\d+)")
_GENERIC_CONST = re.compile(r"value\s*=\s*(-?\d+)\s*:\s*(?:index|i\d+)")
_INTEGER = re.compile(r"-?\d+")


def integer_constants(module: Module) -> dict[str, int]:
    """SSA id -> value of every integer/index ``arith.constant`` (cached per module)."""
    cache = module._cache
    if "constants" in cache:
        return cache["constants"]
    out: dict[str, int] = {}
    c = module._c
    for k, info in enumerate(c.info):
        if info[0] == "arith.constant" and c.res[k] and not c.implicit[k]:
            m = (_GENERIC_CONST.search(c.text[k]) if info[3] else _CONST.match(c.text[k]))
            if m:
                out[c.res[k]] = int(m.group(1))
    cache["constants"] = out
    return out


def _trip(lb: int | None, ub: int | None, step: int | None) -> int | None:
    if lb is None or ub is None or not step or step <= 0:
        return None
    return max(0, -(-(ub - lb) // step))


def _affine_bound_trip(lo: tuple[AffineMap | None, tuple[str, ...]], hi: tuple[AffineMap | None, tuple[str, ...]],
                       step: int) -> int | None:
    lm, lops = lo
    um, uops = hi
    if lm is None or um is None or len(lm.results) != 1 or len(um.results) != 1:
        return None
    if lm.results[0] == -1 and um.results[0] == -1:
        return _trip(lm.constants[0], um.constants[0], step)
    # A tile loop: `d0 to d0 + C` over the same operands.
    if lm.results[0] >= 0 and um.results[0] == -2 and lops == uops:
        c = um.offsets[0]
        return None if c is None or um.result_dims[0] != (lm.results[0],) else _trip(0, c, step)
    return None


def _bound_map(module: Module, ref: str) -> AffineMap | None:
    return parse_affine_map(module.resolve(ref.strip()))


def loop_trips(module: Module, op: Op | int) -> tuple[tuple[int | None, int | None], ...]:
    """(trip count, step) per induction variable of an affine/scf loop op; None where not static.

    Handles constant bounds, ``arith.constant`` bounds of ``scf.for``/``scf.parallel``, static
    ``scf.forall``/``affine.parallel`` bounds, and the tile loops ``affine.for %i = #map(%t) to
    #map1(%t)`` with ``#map1 = (d0) -> (d0 + C)``.

    Args:
        module: the module.
        op: an `Op` of it or its index.

    Returns:
        One pair per induction variable; ``()`` for ops that are not loops.
    """
    k = _index(op)
    cache = module._cache.setdefault("loop_trips", {})  # the vector and the graph both ask
    trips = cache.get(k)
    if trips is None:
        trips = cache[k] = _loop_trips(module, k)
    return trips


def _loop_trips(module: Module, k: int) -> tuple[tuple[int | None, int | None], ...]:
    c = module._c
    name, _, _, generic = c.info[k]
    t = c.text[k]
    if name == "affine.for":
        if generic:
            maps = dict(_ATTR_MAP.findall(t))
            sm = _STEP.search(t)
            step = int(sm.group(1)) if sm else 1
            opers = _operands(t, True)
            seg = _SEGMENTS.search(t)
            nl = int(_INT_LIST.findall(seg.group(1))[0]) if seg else 0
            nu = int(_INT_LIST.findall(seg.group(1))[1]) if seg else 0
            lo = (_bound_map(module, maps.get("lowerBoundMap", "")), opers[:nl])
            hi = (_bound_map(module, maps.get("upperBoundMap", "")), opers[nl:nl + nu])
            return ((_affine_bound_trip(lo, hi, step), step),)
        m = _AFFINE_FOR_CONST.match(t)
        if m is not None:  # the common case, `%i = 0 to 256 step 32`: one regex
            step = int(m.group(3) or 1)
            return ((_trip(int(m.group(1)), int(m.group(2)), step), step),)
        m = _AFFINE_FOR.search(t)
        if m is None:
            return ((None, None),)
        step = int(m.group(3)) if m.group(3) else 1
        return ((_affine_bound_trip(_custom_bound(module, m.group(1)), _custom_bound(module, m.group(2)), step), step),)
    if name == "scf.for":
        consts = integer_constants(module)
        if generic:
            opers = _operands(t, True)[:3]
            if len(opers) < 3:
                return ((None, None),)
            lb, ub, st = (consts.get(o) for o in opers)
        else:
            m = _SCF_FOR.search(t)
            if m is None:
                return ((None, None),)
            lb, ub, st = (int(v) if v[0] != "%" else consts.get(v) for v in m.groups())
        return ((_trip(lb, ub, st), st),)
    if name == "scf.forall":
        if generic:
            arrs = {k: [int(x) for x in _INT_LIST.findall(v)] for k, v in _STATIC_ARR.findall(t)}
            ubs = arrs.get("staticUpperBound", [])
            lbs = arrs.get("staticLowerBound", [0] * len(ubs))
            steps = arrs.get("staticStep", [1] * len(ubs))
            dyn = -(2 ** 63)
            return tuple((None, None) if dyn in (lb, ub, s) else (_trip(lb, ub, s), s)
                         for lb, ub, s in zip(lbs, ubs, steps))
        return _tuple_loop(module, t)
    if name in ("affine.parallel", "scf.parallel"):
        if generic:
            if name == "affine.parallel":
                lm = re.search(r"lowerBoundsMap\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)", t)
                um = re.search(r"upperBoundsMap\s*=\s*(#[\w$.-]+|affine_map<.*?\)>)", t)
                sm = re.search(r"steps\s*=\s*\[([-\d,\s]*)\]", t)
                lmap = _map_of(module, lm.group(1)) if lm else None
                umap = _map_of(module, um.group(1)) if um else None
                steps = [int(x) for x in _INT_LIST.findall(sm.group(1))] if sm else []
                if lmap is None or umap is None or len(lmap.results) != len(umap.results):
                    return ((None, None),)
                return tuple((_trip(a, b, s), s) for a, b, s in zip(lmap.constants, umap.constants,
                                                                    steps or [1] * len(umap.results)))
            consts = integer_constants(module)
            opers = _operands(t, True)
            seg = _SEGMENTS.search(t)
            k = int(_INT_LIST.findall(seg.group(1))[0]) if seg else len(opers) // 3
            vals = [consts.get(o) for o in opers[:3 * k]]
            return tuple((_trip(vals[i], vals[k + i], vals[2 * k + i]), vals[2 * k + i]) for i in range(k))
        return _tuple_loop(module, t)
    return ()


def _custom_bound(module: Module, text: str) -> tuple[AffineMap | None, tuple[str, ...]]:
    text = text.strip()
    if _INTEGER.fullmatch(text):
        return parse_affine_map(f"() -> ({text})"), ()
    m = _BOUND.match(text)
    if m is None or m.group(1):
        return None, ()
    opers = tuple(_USE.findall((m.group(3) or "") + (m.group(4) or "")))
    return _bound_map(module, m.group(2)), opers


def _tuple_loop(module: Module, t: str) -> tuple[tuple[int | None, int | None], ...]:
    """Bounds of `(%i, %j) in (4, 8)` or `(%i, %j) = (0, 0) to (8, 16) step (2, 4)` headers."""
    consts = integer_constants(module)

    def vals(g: str) -> list[int | None]:
        return [int(v) if _INTEGER.fullmatch(v) else consts.get(v) for v in (x.strip() for x in g.split(","))]

    k = t.find(" in ")
    if k >= 0 and t.find(" = ") < 0 or 0 <= k < t.find(" = "):
        groups = _TUPLE.findall(t[k:])
        return tuple((u, 1) for u in vals(groups[0])) if groups else ((None, None),)
    k = t.find(" = ")
    groups = _TUPLE.findall(t[k:]) if k >= 0 else []
    if len(groups) < 2:
        return ((None, None),)
    lbs, ubs = vals(groups[0]), vals(groups[1])
    steps = vals(groups[2]) if len(groups) > 2 and " step " in t else [1] * len(ubs)
    return tuple((_trip(a, b, s), s) for a, b, s in zip(lbs, ubs, steps))
