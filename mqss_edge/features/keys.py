"""Shape-free keys of op texts: SSA names replaced by '%', static dimensions by '\\x01'.

Ops whose texts differ only in SSA names and static dimensions share one loop-nest reading
(`nests`) and one rank (`types.op_ranks`); these are the keys, cached per module.
"""

from __future__ import annotations

import re
from itertools import repeat
from typing import TYPE_CHECKING

import mqss_edge.features.native as native

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module

# Splits op texts into the text between SSA names and the names (`_ssa_scan`).
_SSA_SPLIT = re.compile(r"(%[\w$.-]+(?:#\d+)?)")

# A static dimension of a shaped type as written (``64`` and ``256`` in ``tensor<64x256xf32>``): ops
# whose texts differ only there share a loop-nest template and a rank (`_shape_scan`).
_SHAPE_DIM = re.compile(r"(?<=[<x])\d{1,63}(?=x)")


def _shape_scan(module: Module, indices: list[int]) -> tuple[dict[int, str], dict[int, tuple[int, ...]]]:
    """(op -> its text with SSA names replaced by '%' and static shape dimensions by '\\x01',
    op -> those dimensions in order) for ``indices`` (cached per module)."""
    cache = module._cache
    skel_of = cache.setdefault("shape_skel", {})
    nums_of = cache.setdefault("shape_nums", {})
    todo = [k for k in indices if k not in skel_of] if skel_of else indices
    if todo:
        text_c = module._c.text
        split = native.ext.shape_split([text_c[k] for k in todo], True) if native.ext is not None else None
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
    if native.ext is not None:  # the names are only wanted by the Python def-use (operand_lists)
        split = native.ext.ssa_split([text_c[k] for k in todo], True, False)
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
