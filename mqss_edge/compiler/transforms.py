"""Transform-dialect schedules: a ``transform{...}`` pass in a plan becomes a named sequence here.

Options of a ``transform`` pass:

* ``rank=N`` — apply to linalg ops with exactly N loops (a matmul has 3, an NHWC conv 7); ops of other
  ranks are untouched, so one schedule can be given to any module.
* ``group=G`` — apply only to the ops of the module's op group ``G`` (:mod:`mqss_edge.features.groups`),
  which the compiler tags (``__mqss_group = G``) before any plan pass runs (:func:`render_tagging`).
* ``kind=reduction|parallel`` — further restrict to ops whose innermost loop is a reduction
  (contractions, convolutions, row reductions) or whose loops are all parallel (elementwise, fills).
* ``interchange=p0,p1,...`` — generalize and permute the loops first.
* ``tile=t0,t1,...`` — tile sizes per loop (0 leaves a loop untiled), ``scf.for`` loops on tensors.
* ``decompose=true`` — after tiling, rewrite convolutions with unit window tiles into 1-D ones.
* ``vectorize=true`` — vectorize the (tiled) op and lower contractions to outer products.
"""

from __future__ import annotations

from collections.abc import Sequence

from mqss_edge.pipeline import Pass

_HEADER = "module attributes {transform.with_named_sequence} {\n"

_LOWER_VECTORS = """\
    %f{i} = transform.structured.match ops{{["func.func"]}} in %r{i} : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f{i} {{
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
    transform.apply_patterns to %f{i} {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerparallel"
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
"""


def _ints(text: str | None) -> list[int]:
    if not text:
        return []
    return [int(x) for x in text.split(",") if x.strip()]


def schedule_options(p: Pass) -> dict[str, object]:
    """The parsed options of a ``transform`` pass (raises ``ValueError`` on nonsense)."""
    if p.name != "transform":
        raise ValueError(f"not a transform schedule: {p}")
    rank = int(p.param("rank") or 0)
    if rank <= 0:
        raise ValueError(f"transform schedule needs rank=N: {p}")
    tile = _ints(p.param("tile"))
    perm = _ints(p.param("interchange"))
    if len(tile) > rank or (perm and sorted(perm) != list(range(rank))):
        raise ValueError(f"transform schedule does not fit rank {rank}: {p}")
    group = p.param("group")
    if group is not None and (not group.isdigit()):
        raise ValueError(f"transform group must be a group id (0, 1, ...): {p}")
    return {
        "group": None if group is None else int(group),
        "rank": rank,
        "tile": tile,
        "interchange": perm,
        "vectorize": p.param("vectorize", "false") == "true",
        "decompose": p.param("decompose", "false") == "true",
        "kind": _kind(p),
    }


def _kind(p: Pass) -> str:
    kind = p.param("kind", "any") or "any"
    if kind not in ("any", "reduction", "parallel"):
        raise ValueError(f"transform kind must be reduction, parallel or any: {p}")
    return kind


_KIND_MATCH = {
    "any": (),
    "reduction": ("      transform.match.structured.dim %s[-1] {reduction} : !transform.any_op",),
    "parallel": ("      transform.match.structured.dim %s[all] {parallel} : !transform.any_op",),
}


def _sequence(i: int, p: Pass) -> str:
    o = schedule_options(p)
    rank = o["rank"]
    lines = [
        f"  transform.named_sequence @__mqss_m{i}(%op: !transform.any_op {{transform.readonly}}) -> !transform.any_op {{",
        "    %0 = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {",
        "    ^bb0(%s: !transform.any_op):",
        "      %r = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>",
        f"      %c = transform.param.constant {rank} : i64 -> !transform.param<i64>",
        "      transform.match.param.cmpi eq %r, %c : !transform.param<i64>",
        *_KIND_MATCH[o["kind"]],
        "      transform.match.structured.yield %s : !transform.any_op",
        "    }",
        "    transform.yield %0 : !transform.any_op",
        "  }",
        f"  transform.named_sequence @__mqss_a{i}(%op: !transform.any_op {{transform.consumed}}) {{",
    ]
    cur = "%op"
    if o["interchange"]:
        perm = ", ".join(str(x) for x in o["interchange"])
        lines.append(f"    %g = transform.structured.generalize {cur} : (!transform.any_op) -> !transform.any_op")
        lines.append(f"    %x = transform.structured.interchange %g iterator_interchange = [{perm}] "
                     ": (!transform.any_op) -> !transform.any_op")
        cur = "%x"
    tile = o["tile"]
    if tile and any(tile):
        nloops = sum(1 for t in tile if t)
        sizes = ", ".join(str(t) for t in tile)
        outs = ", ".join(["!transform.any_op"] * (nloops + 1))
        lines.append(f"    %t, %loops:{nloops} = transform.structured.tile_using_for {cur} tile_sizes [{sizes}] "
                     f": (!transform.any_op) -> ({outs})")
        cur = "%t"
    if o["decompose"]:
        lines.append(f"    %d = transform.structured.decompose {cur} : (!transform.any_op) -> !transform.any_op")
        cur = "%d"
    if o["vectorize"]:
        lines.append(f"    transform.structured.vectorize {cur} : !transform.any_op")
    lines.append("    transform.yield")
    lines.append("  }")
    lines.append(f"  transform.named_sequence @__mqss_t{i}(%root: !transform.any_op {{transform.consumed}}) {{")
    if o["group"] is None:
        lines.append(f"    %r{i} = transform.foreach_match in %root @__mqss_m{i} -> @__mqss_a{i} "
                     ": (!transform.any_op) -> !transform.any_op")
    else:  # exactly the group's tagged ops (all of one op kind and rank), each in turn
        lines.append(f"    %g{i} = transform.structured.match attributes{{{GROUP_ATTR} = {o['group']} : i64}} in %root "
                     ": (!transform.any_op) -> !transform.any_op")
        lines.append(f"    transform.foreach %g{i} : !transform.any_op {{")
        lines.append("    ^bb0(%op: !transform.any_op):")
        lines.append(f"      transform.include @__mqss_a{i} failures(propagate) (%op) : (!transform.any_op) -> ()")
        lines.append("    }")
    if o["vectorize"]:
        lines.append(_LOWER_VECTORS.format(i=i).replace(f"in %r{i} ", "in %root " if o["group"] is not None
                                                        else f"in %r{i} ").rstrip("\n"))
    lines.append("    transform.yield")
    lines.append("  }")
    return "\n".join(lines)


# Ops with no loop lowering of their own (AggregatedOpInterface): the fixed lowering decomposes them into
# linalg.generic ops at tensor level before any optimization pass sees the module.
DECOMPOSE_OPS = ("linalg.softmax",)
DECOMPOSE_ENTRY = "__mqss_decompose"

_DECOMPOSE = f"""\
  transform.named_sequence @{DECOMPOSE_ENTRY}(%root: !transform.any_op {{transform.readonly}}) {{
    %ops = transform.structured.match ops{{[{", ".join(f'"{o}"' for o in DECOMPOSE_OPS)}]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {{
    ^bb0(%op: !transform.any_op):
      %d = transform.structured.decompose_interface %op : (!transform.any_op) -> !transform.any_op
    }}
    transform.yield
  }}"""


GROUP_ATTR = "__mqss_group"
TAG_ENTRY = "__mqss_tag"


def render_tagging(tag_ops: Sequence[str], group_of: Sequence[int], groups: Sequence[int]) -> str:
    """The sequence ``@__mqss_tag``: every linalg op named in ``tag_ops`` is matched by name, in program order,
    and the members of ``groups`` get ``__mqss_group = <id>``.

    The handle must hold exactly ``len(tag_ops)`` ops (the reader's view of the module); if the compiler
    sees another count, ``split_handle`` fails and so does the plan: a schedule never lands on the wrong ops.
    """
    names = sorted(set(tag_ops))
    n = len(tag_ops)
    lines = [f"  transform.named_sequence @{TAG_ENTRY}(%root: !transform.any_op {{transform.readonly}}) {{",
             f"    %all = transform.structured.match ops{{[{', '.join(f'{chr(34)}{x}{chr(34)}' for x in names)}]}} "
             "in %root : (!transform.any_op) -> !transform.any_op"]
    if n == 1:
        lines.append("    %o = transform.merge_handles %all : !transform.any_op")
        ref = ["%o"]
    else:
        lines.append(f"    %o:{n} = transform.split_handle %all : (!transform.any_op) -> ("
                     + ", ".join(["!transform.any_op"] * n) + ")")
        ref = [f"%o#{k}" for k in range(n)]
    for g in sorted(set(groups)):
        members = [ref[k] for k, gid in enumerate(group_of) if gid == g]
        if not members:
            continue
        lines.append(f"    %p{g} = transform.param.constant {g} : i64 -> !transform.param<i64>")
        lines.append(f"    %h{g} = transform.merge_handles {', '.join(members)} : !transform.any_op")
        lines.append(f'    transform.annotate %h{g} "{GROUP_ATTR}" = %p{g} : !transform.any_op, !transform.param<i64>')
    lines.append("    transform.yield")
    lines.append("  }")
    return "\n".join(lines)


def render_library(transforms: Sequence[Pass], *, decompose: bool = False, tagging: str | None = None) -> str | None:
    """The transform library for a plan's schedules, entry points ``@__mqss_t0``... in order, plus
    ``@__mqss_decompose`` (``DECOMPOSE_OPS`` into generic ops) when ``decompose`` is set and the tagging
    sequence (:func:`render_tagging`) when given."""
    parts = [_sequence(i, p) for i, p in enumerate(transforms)]
    if decompose:
        parts.append(_DECOMPOSE)
    if tagging:
        parts.append(tagging)
    if not parts:
        return None
    return _HEADER + "\n".join(parts) + "\n}\n"
