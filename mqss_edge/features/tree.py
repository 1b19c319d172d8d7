"""The read module: `Module`, its column-wise store `_Columns`, and the `Op`/`Block`/`Region` views.

Custom and generic form read into the same structure: the same op names (``return`` is
``func.return``), the same regions and blocks (the entry block of a custom region gets the arguments
its op declares, e.g. the induction variable of ``scf.for``), the same operand lists. Two things are
marked ``implicit`` rather than removed, because the custom form elides them: zero-operand
terminators such as ``affine.yield``, and the bodies of named linalg ops (``linalg.matmul`` prints its
``arith.mulf``/``arith.addf`` body only in generic form). ``builtin.module`` is implicit too, so a
module with and without the ``module { ... }`` wrapper reads the same.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import compress, repeat
from typing import NamedTuple

import mqss_edge.features.native as native
from mqss_edge.features.syntax import (
    _AFFINE_SUBSCRIPTS,
    _DECL,
    _affine_operands,
    _count_operands,
    _declared,
    _operands,
    _repeated_map_uses,
    _results,
    name_info,
)
from mqss_edge.features.types import _SSA_NAME, _index, _signature

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
                quoted = native.ext.indices_with(text, '"') if native.ext is not None else None  # memchr per text
                if quoted is None:
                    quoted = compress(range(len(text)), map(str.__contains__, text, repeat('"')))
                for k in set(quoted).difference(header):
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
