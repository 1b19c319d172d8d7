"""Def-use among ops: which earlier op defines each SSA name an op mentions."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import numpy as np

import mqss_edge.features.native as native
from mqss_edge.features.syntax import _results
from mqss_edge.features.tree import block_args
from mqss_edge.features.types import _SSA_NAME

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module

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
        split = native.ext.ssa_split(texts, False) if native.ext is not None else None
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
    args_of = partial(block_args, module)
    if native.ext is not None:  # the module's columns at `indices`
        found = native.ext.def_use(c.text, c.res, c.block, args_of, _results, None, 0, c.blocks,
                                   indices if type(indices) is list else list(indices))
        if found is not None:
            return found
    res = list(map(c.res.__getitem__, indices))
    blocks = list(map(c.block.__getitem__, indices))
    return _def_use(operand_lists(module, indices), res, blocks, args_of, _results)


def def_use_codes(module: Module, indices: list[int], nodes: list[int], n3: int) -> np.ndarray:
    """`def_use` among ops ``indices`` as graph edge codes ``nodes[producer] * n3 + nodes[consumer] * 3``
    (see `graph.ir_graph`), sorted, each pair once: int64[E]."""
    c = module._c
    if native.ext is not None:  # the module's columns at `indices`
        found = native.ext.def_use(c.text, c.res, c.block, partial(block_args, module), _results, nodes, n3, c.blocks,
                                   indices if type(indices) is list else list(indices))
        if found is not None:
            return np.frombuffer(found, np.int64)
    cons, _, prod = def_use(module, indices)
    return np.array(sorted({nodes[j] * n3 + nodes[i] * 3 for i, j in zip(cons, prod)}), np.int64)


def _def_use(names: list[list[str]], results: list[str], blocks: list[int], args_of: Callable[[int], tuple[str, ...]],
             expand: Callable[[str], tuple[str, ...]]) -> tuple[list[int], list[int], list[int]]:
    """`def_use` in Python (``native.ext.def_use`` is the same in C)."""
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
