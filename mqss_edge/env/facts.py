"""Loop nests of a module's linalg ops, from the in-process reader (no subprocess).

The state encoder's reader already derives every structured op's iteration space — named ops from their
operand types and indexing maps, ``linalg.generic`` from its maps and iterator types, in custom and
generic form alike — so the safety layer reads the same nests the policy's features describe. Ops whose
trip counts are not all static (or positive) are left out: no schedule's tiles can be checked on them.
"""

from __future__ import annotations

from functools import lru_cache

from mqss_edge.env.safety import GroupFacts, LoopNest, ModuleFacts
from mqss_edge.features.groups import op_name_set


@lru_cache(maxsize=4096)
def module_facts(text: str) -> ModuleFacts:
    """Loop nests of every linalg structured op in the module, in program order.

    Raises:
        ParseError: the text is not a readable module (with line and column).
    """
    from mqss_edge.env.observe import module_of
    from mqss_edge.features.groups import op_groups
    from mqss_edge.features.vector import nests as linalg_nests

    module = module_of(text)
    nests: list[LoopNest] = []
    every: list[LoopNest | None] = []
    # the encoder's own selection (cached on the module it shares): no op objects are built
    for _, nest in linalg_nests(module):
        if not nest.trips or not all(t is not None and t > 0 for t in nest.trips):
            every.append(None)
            continue
        iters = nest.iterators
        n = LoopNest(tuple(t for t in nest.trips if t is not None), "reduction" in iters,
                     nest.name.removeprefix("linalg."), bool(iters) and iters[-1] == "reduction")
        nests.append(n)
        every.append(n)
    grouping = op_groups(module)
    groups = tuple(GroupFacts(g.id, g.label, tuple(every[i] for i in g.members), g.share)  # type: ignore[misc]
                   for g in grouping.groups)
    return ModuleFacts(tuple(nests), op_name_set(module), groups)
