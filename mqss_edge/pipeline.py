"""Passes, pipelines and plans.

Three layers of one model:

* :class:`Pass` — one ``mlir-opt`` pass with its options and the op it is anchored on
  (``func.func(affine-loop-tile{tile-size=32})``). A pass named ``transform`` is a transform-dialect
  schedule (tiling, interchange, vectorization) that the driver expands into a preloaded library.
* :class:`Pipeline` — an ordered tuple of passes; ``str()`` is exact ``--pass-pipeline`` text
  (``builtin.module(...)``) and :meth:`Pipeline.parse` is its inverse.
* :class:`Plan` — the optimization passes a policy or a user chooses, in three stage slots
  (tensor level, buffer level, affine level). The project notation is
  ``tensor(...),buffer(...),affine(...)`` and :meth:`Plan.full_pipeline` inserts the fixed
  bufferization and lowering tail between and after the slots.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from mqss_edge.errors import ParseError

FUNC_ANCHOR = "func.func"
#: The module rewrites a plan may start with (:mod:`mqss_edge.compiler.fold`): rewrites of the text before anything
#: compiles, never ``mlir-opt`` passes; a plan names at most one.
FOLD_TRANSPOSES = "mqss-fold-transposes"
UNFOLD_TRANSPOSES = "mqss-unfold-transposes"
REWRITES = (FOLD_TRANSPOSES, UNFOLD_TRANSPOSES)


class Stage(str, enum.Enum):
    """Where in the lowering an optimization pass runs."""

    TENSOR = "tensor"  # linalg on tensors, before bufferization
    BUFFER = "buffer"  # linalg on memrefs, after one-shot bufferization
    AFFINE = "affine"  # affine loops, after convert-linalg-to-affine-loops


@dataclass(frozen=True)
class Pass:
    """One pass: ``name{k=v ...}``, optionally nested under ``anchor(...)``.

    Attributes:
        name: the ``mlir-opt`` pass argument, or ``transform`` for a transform-dialect schedule.
        params: option pairs in print order; values are kept as text (lists are comma separated).
        anchor: the op the pass is nested on (``func.func``), or ``None`` for module passes.
    """

    name: str
    params: tuple[tuple[str, str], ...] = ()
    anchor: str | None = None

    @staticmethod
    def of(name: str, anchor: str | None = None, **params: object) -> Pass:
        """Build a pass from keyword options (``tile_size=32`` becomes ``tile-size=32``)."""
        return Pass(name, tuple((k.replace("_", "-"), _fmt(v)) for k, v in params.items()), anchor)

    def param(self, key: str, default: str | None = None) -> str | None:
        for k, v in self.params:
            if k == key:
                return v
        return default

    @property
    def body(self) -> str:
        if not self.params:
            return self.name
        return self.name + "{" + " ".join(f"{k}={v}" for k, v in self.params) + "}"

    def __str__(self) -> str:
        return f"{self.anchor}({self.body})" if self.anchor else self.body


def _fmt(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (list, tuple)):
        return ",".join(_fmt(x) for x in v)
    return str(v)


@dataclass(frozen=True)
class Pipeline:
    """An ordered tuple of passes; ``str()`` is the exact ``mlir-opt --pass-pipeline`` text."""

    passes: tuple[Pass, ...] = ()

    def __str__(self) -> str:
        return "builtin.module(" + ",".join(str(p) for p in self.passes) + ")"

    def __iter__(self) -> Iterator[Pass]:
        return iter(self.passes)

    def __len__(self) -> int:
        return len(self.passes)

    def __add__(self, other: Pipeline | Iterable[Pass]) -> Pipeline:
        return Pipeline(self.passes + tuple(other))

    @staticmethod
    def parse(text: str) -> Pipeline:
        """Parse ``builtin.module(a,func.func(b{x=1},c))`` (the outer anchor is optional).

        Raises:
            ParseError: unbalanced brackets or an empty pass name.
        """
        items = _parse_items(text.strip())
        if len(items) == 1 and items[0].name == "builtin.module" and items[0].children is not None:
            items = items[0].children
        return Pipeline(tuple(_flatten(items, None)))


@dataclass
class _Item:
    name: str
    params: tuple[tuple[str, str], ...] = ()
    children: list[_Item] | None = None


def _flatten(items: Sequence[_Item], anchor: str | None) -> Iterator[Pass]:
    for it in items:
        if it.children is None:
            yield Pass(it.name, it.params, anchor)
        else:
            if anchor is not None:
                raise ParseError(f"nested anchors '{anchor}({it.name}(...))' are not supported")
            yield from _flatten(it.children, it.name)


def _parse_items(text: str) -> list[_Item]:
    """Recursive-descent parse of comma separated ``name{opts}`` / ``name(children)`` items."""
    items, pos = _items_at(text, 0)
    if pos != len(text):
        raise ParseError(f"unexpected '{text[pos]}' in pass pipeline", 1, pos + 1)
    return items


def _items_at(text: str, pos: int) -> tuple[list[_Item], int]:
    items: list[_Item] = []
    n = len(text)
    if pos < n and text[pos] == ")":
        return items, pos
    while pos < n:
        start = pos
        while pos < n and text[pos] not in "{}(),":
            pos += 1
        name = text[start:pos].strip()
        if not name:
            raise ParseError("empty pass name in pass pipeline", 1, pos + 1)
        item = _Item(name)
        if pos < n and text[pos] == "{":
            item.params, pos = _options_at(text, pos + 1)
        if pos < n and text[pos] == "(":
            item.children, pos = _items_at(text, pos + 1)
            if pos >= n or text[pos] != ")":
                raise ParseError("missing ')' in pass pipeline", 1, pos + 1)
            pos += 1
        items.append(item)
        if pos < n and text[pos] == ",":
            pos += 1
            continue
        break
    return items, pos


def _options_at(text: str, pos: int) -> tuple[tuple[tuple[str, str], ...], int]:
    depth, start, n = 0, pos, len(text)
    while pos < n:
        c = text[pos]
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                break
            depth -= 1
        elif c == '"':
            end = text.find('"', pos + 1)
            pos = end if end >= 0 else n
        pos += 1
    if pos >= n:
        raise ParseError("missing '}' in pass options", 1, start)
    body = text[start:pos]
    pairs: list[tuple[str, str]] = []
    for tok in _split_options(body):
        key, eq, value = tok.partition("=")
        pairs.append((key.strip(), value.strip() if eq else "true"))
    return tuple(pairs), pos + 1


def _split_options(body: str) -> list[str]:
    out, cur, depth, quote = [], [], 0, False
    for c in body:
        if c == '"':
            quote = not quote
        elif not quote and c in "{[(":
            depth += 1
        elif not quote and c in "}])":
            depth -= 1
        if c == " " and depth == 0 and not quote:
            if cur:
                out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    if cur:
        out.append("".join(cur))
    return out


# ---------------------------------------------------------------------------------------------------
# Stage slots and the fixed lowering

# Tensor results become trailing out-parameters (``compiler/abi.py``: how the harness calls a tensor-level
# entry); a no-op for kernels under the memref ABI.
BUFFERIZE = Pipeline.parse(
    "eliminate-empty-tensors,"
    "one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map},"
    "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true},"
    "canonicalize,buffer-deallocation-pipeline"
)
LINALG_TO_AFFINE = Pipeline.parse("convert-linalg-to-affine-loops")
# Tiled code whose tiles do not divide the shape cannot become affine loops ("operand cannot be used as
# a dimension id"); scf loops take everything.
LINALG_TO_LOOPS = Pipeline.parse("convert-linalg-to-loops")
# Math: integer powers outlined (math-to-funcs; fpowi stays an LLVM intrinsic), then LLVM intrinsics, then libm
# for what has none (erf, ...); both before vector-to-llvm, which lowers the vector code libm calls unroll to.
LOWERING_TAIL = Pipeline.parse(
    "convert-math-to-funcs{min-width-of-fpowi-exponent=65},"
    "lower-affine,convert-vector-to-scf{full-unroll=true},convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,"
    "convert-vector-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-arith-to-llvm,"
    "convert-ub-to-llvm,convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts"
)

# Passes whose stage is unambiguous by name, for plans written without stage slots.
_STAGE_BY_PREFIX: tuple[tuple[str, Stage], ...] = (
    ("transform", Stage.TENSOR),
    ("linalg-", Stage.TENSOR),
    ("mqss-fold-transposes", Stage.TENSOR),
    ("mqss-unfold-transposes", Stage.TENSOR),
    ("affine-", Stage.AFFINE),
)


def infer_stage(p: Pass) -> Stage:
    """The stage a pass written without a slot goes to: linalg/transform → tensor, affine → affine."""
    for prefix, stage in _STAGE_BY_PREFIX:
        if p.name.startswith(prefix):
            return stage
    return Stage.AFFINE


@dataclass(frozen=True)
class Plan:
    """Optimization passes in three stage slots; the thing a policy builds.

    The project notation is ``tensor(p,...),buffer(p,...),affine(p,...)`` with empty slots omitted;
    the empty plan prints as ``""`` (the default pipeline).
    """

    tensor: tuple[Pass, ...] = ()
    buffer: tuple[Pass, ...] = ()
    affine: tuple[Pass, ...] = ()

    def slot(self, stage: Stage) -> tuple[Pass, ...]:
        return {Stage.TENSOR: self.tensor, Stage.BUFFER: self.buffer, Stage.AFFINE: self.affine}[stage]

    def with_pass(self, stage: Stage, p: Pass) -> Plan:
        """A new plan with ``p`` appended to ``stage``'s slot."""
        if stage is Stage.TENSOR:
            return Plan(self.tensor + (p,), self.buffer, self.affine)
        if stage is Stage.BUFFER:
            return Plan(self.tensor, self.buffer + (p,), self.affine)
        return Plan(self.tensor, self.buffer, self.affine + (p,))

    def steps(self) -> Iterator[tuple[Stage, Pass]]:
        for stage in Stage:
            for p in self.slot(stage):
                yield stage, p

    @property
    def transforms(self) -> tuple[Pass, ...]:
        return tuple(p for p in self.tensor if p.name == "transform")

    @property
    def rewrite(self) -> str | None:
        """The module rewrite the plan starts with (one of :data:`REWRITES`), or None: the module is rewritten
        before it is compiled (:mod:`mqss_edge.compiler.fold`) and the plan's group schedules refer to the
        rewritten module's groups."""
        return self.tensor[0].name if self.tensor and self.tensor[0].name in REWRITES else None

    @property
    def folds_transposes(self) -> bool:
        """Whether the plan starts with ``mqss-fold-transposes`` (see :attr:`rewrite`)."""
        return self.rewrite == FOLD_TRANSPOSES

    @property
    def rewrite_pass(self) -> Pass | None:
        """The module rewrite with its options (``mqss-fold-transposes{max-rows=16}``), or None."""
        return self.tensor[0] if self.rewrite is not None else None

    def with_rewrite(self, name: str | Pass | None) -> Plan:
        """This plan behind the module rewrite ``name`` (a name, or a :class:`Pass` with its options; None: without
        any): its group schedules then refer to the rewritten module's groups."""
        if name is None:
            return Plan(self.tensor[1:], self.buffer, self.affine) if self.rewrite else self
        p = name if isinstance(name, Pass) else Pass(name)
        if p.name not in REWRITES:
            raise ValueError(f"no module rewrite named {p.name!r}")
        if self.rewrite_pass == p:
            return self
        rest = self.tensor[1:] if self.rewrite else self.tensor
        return Plan((p,) + rest, self.buffer, self.affine)

    def with_fold(self) -> Plan:
        """This plan behind ``mqss-fold-transposes``: its group schedules then refer to the folded module's groups."""
        return self.with_rewrite(FOLD_TRANSPOSES)

    def __bool__(self) -> bool:
        return bool(self.tensor or self.buffer or self.affine)

    def __str__(self) -> str:
        parts = []
        for stage in Stage:
            passes = self.slot(stage)
            if passes:
                parts.append(f"{stage.value}(" + ",".join(str(p) for p in passes) + ")")
        return ",".join(parts)

    @staticmethod
    def parse(text: str) -> Plan:
        """Parse the project notation; passes outside a slot go to :func:`infer_stage`'s slot.

        Raises:
            ParseError: malformed text, or slots out of order.
        """
        text = text.strip()
        if not text:
            return Plan()
        slots: dict[Stage, list[Pass]] = {s: [] for s in Stage}
        last = -1
        for item in _parse_items(text):
            if item.name in Stage._value2member_map_ and item.children is not None:
                stage = Stage(item.name)
                order = list(Stage).index(stage)
                if order < last:
                    raise ParseError(f"stage slot '{stage.value}' after a later stage")
                last = order
                slots[stage].extend(_flatten(item.children, None))
            else:
                for p in _flatten([item], None):
                    slots[infer_stage(p)].append(p)
        plan = Plan(tuple(slots[Stage.TENSOR]), tuple(slots[Stage.BUFFER]), tuple(slots[Stage.AFFINE]))
        named = [p.name for _, p in plan.steps() if p.name in REWRITES]
        if named and (plan.rewrite is None or len(named) > 1):
            raise ParseError(f"{named[0]} rewrites the module before it is compiled: it can only be the first "
                             f"tensor-level element, and a plan names at most one of {', '.join(REWRITES)}")
        rp = plan.rewrite_pass
        if rp is not None and (rp.anchor is not None or any(
                k not in ("max-rows", "min-rows") or rp.name != FOLD_TRANSPOSES or not v.isdigit()
                for k, v in rp.params)):
            raise ParseError(f"{rp}: {FOLD_TRANSPOSES} takes the options max-rows=<rows> and min-rows=<rows>, "
                             f"{UNFOLD_TRANSPOSES} none")
        return plan

    def full_pipeline(self, transform_library: str | None = None) -> Pipeline:
        """The complete ``builtin.module(...)`` pipeline ``mlir-opt`` runs for this plan.

        Args:
            transform_library: path of the preloaded transform library holding this plan's schedules
                (``@__mqss_t0``, ``@__mqss_t1``, ... in order); required when the plan has transforms.
        """
        out: list[Pass] = []
        n = 0
        if any(p.name == "transform" for p in self.tensor):
            if transform_library is None:
                raise ValueError("a plan with transform schedules needs a transform library path")
            # first, whatever tensor passes come before the schedules: the library is loaded once per module, and
            # the group tagging the driver puts right behind it must see the module's ops as the reader did
            out.append(Pass("transform-preload-library", (("transform-library-paths", transform_library),)))
        for p in self.tensor:
            if p.name in REWRITES:  # a rewrite of the text before mlir-opt runs (the driver's)
                continue
            if p.name == "transform":
                out.append(Pass("transform-interpreter", (("entry-point", f"__mqss_t{n}"),)))
                out.append(Pass("canonicalize"))
                n += 1
            else:
                out.append(p)
        out.extend(BUFFERIZE)
        out.extend(self.buffer)
        out.extend(LINALG_TO_LOOPS if n else LINALG_TO_AFFINE)
        out.extend(self.affine)
        out.extend(LOWERING_TAIL)
        return Pipeline(tuple(out))


@dataclass(frozen=True)
class FullPlan:
    """A complete pipeline given as is (``--full-pipeline``), bypassing the stage slots."""

    pipeline: Pipeline
    transform_library_text: str | None = field(default=None)

    def __str__(self) -> str:
        return str(self.pipeline)
