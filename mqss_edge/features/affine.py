"""Affine maps, reduced to what the features need."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mqss_edge.features.tree import Module

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
