"""Loop nests of a module's linalg ops, read from the text in-process (no subprocess; microseconds).

Named ops get their implicit iteration space from operand types; ``linalg.generic`` from its indexing
maps and iterator types. This is all the safety layer needs to know which schedules fit.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mqss_edge.env.safety import LoopNest, ModuleFacts

_ALIAS = re.compile(r"^\s*(#[\w$.]+)\s*=\s*(affine_map<.*?>)\s*$", re.M)
_SHAPED = re.compile(r"(?:tensor|memref)<([^<>]*?)>")
_OP = re.compile(r"\blinalg\.([a-z_0-9]+)\b|\"linalg\.([a-z_0-9]+)\"")
_MAP = re.compile(r"affine_map<\(([^)]*)\)\s*(?:\[[^\]]*\])?\s*->\s*\(([^)]*)\)>")


def _shape(body: str) -> tuple[int, ...]:
    dims = body.split(",")[0].split("x")[:-1]
    return tuple(int(d) if d.isdigit() else 0 for d in dims)


def _named_bounds(name: str, shapes: list[tuple[int, ...]]) -> tuple[tuple[int, ...], bool] | None:
    if not shapes:
        return None
    out = shapes[-1]
    if name == "fill":
        return out, False
    if len(shapes) < 2:
        return None
    a = shapes[0]
    b = shapes[1] if len(shapes) > 2 else ()
    if name in ("fill", "copy", "transpose", "broadcast", "elementwise", "map") or name.startswith(("add", "mul", "sub", "div", "exp", "max", "min", "abs", "negf")):
        return out, False
    if name == "matmul" and len(a) == 2 and len(b) == 2:
        return (out[0], out[1], a[1]), True
    if name in ("matvec",) and len(a) == 2:
        return (out[0], a[1]), True
    if name in ("vecmat",) and len(b) == 2:
        return (out[0], b[0]), True
    if name == "batch_matmul" and len(a) == 3:
        return (out[0], out[1], out[2], a[2]), True
    if name.startswith("conv_2d_nhwc_hwcf") and len(b) == 4:
        return (out[0], out[1], out[2], out[3], b[0], b[1], b[2]), True
    if name.startswith("conv_2d_nchw_fchw") and len(b) == 4:
        return (out[0], out[1], out[2], out[3], b[1], b[2], b[3]), True
    if name.startswith("depthwise_conv_2d_nhwc_hwc") and len(b) >= 2:
        return (out[0], out[1], out[2], out[3], b[0], b[1]), True
    if name.startswith("pooling_nhwc") and len(b) >= 2:
        return (out[0], out[1], out[2], out[3], b[0], b[1]), True
    if name.startswith("pooling_nchw") and len(b) >= 2:
        return (out[0], out[1], out[2], out[3], b[0], b[1]), True
    if name.startswith("conv_1d") or name.startswith("conv_3d"):
        return None
    return out, False


def _generic_bounds(op: str, aliases: dict[str, str],
                    shapes: list[tuple[int, ...]]) -> tuple[tuple[int, ...], bool, bool] | None:
    im = re.search(r"indexing_maps\s*=\s*\[(.*?)\]\s*,\s*iterator_types", op, re.S)
    it = re.search(r"iterator_types\s*=\s*\[(.*?)\]", op, re.S)
    if not im or not it:
        return None
    maps_text = im.group(1)
    for k, v in aliases.items():
        maps_text = maps_text.replace(k, v)
    maps = _MAP.findall(maps_text)
    iters = re.findall(r"parallel|reduction|window", it.group(1))
    n = len(iters)
    bounds = [0] * n
    for (dims, results), shape in zip(maps, shapes):
        names = [d.strip() for d in dims.split(",") if d.strip()]
        for j, expr in enumerate(r.strip() for r in results.split(",") if r.strip()):
            if expr in names and j < len(shape):
                d = names.index(expr)
                if d < n and bounds[d] == 0:
                    bounds[d] = shape[j]
    return tuple(bounds), "reduction" in iters, bool(iters) and iters[-1] == "reduction"


def _close(text: str, i: int) -> int:
    """Index of the bracket closing the one at ``i``."""
    depth = 0
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    opener = text[i]
    closer = pairs[opener]
    for j in range(i, len(text)):
        if text[j] == opener:
            depth += 1
        elif text[j] == closer:
            depth -= 1
            if depth == 0:
                return j
    return len(text) - 1


def _types_in(group: str) -> list[tuple[int, ...]]:
    if ":" not in group:
        return []
    return [_shape(s) for s in _SHAPED.findall(group.split(":", 1)[1])]


@lru_cache(maxsize=4096)
def module_facts(text: str) -> ModuleFacts:
    """Loop nests of every linalg compute op in the module (custom form), in program order."""
    aliases = dict(_ALIAS.findall(text))
    nests: list[LoopNest] = []
    for m in _OP.finditer(text):
        name = m.group(1) or m.group(2)
        if name in ("yield", "index") or m.group(2):
            continue
        ins = text.find("ins(", m.end())
        outs = text.find("outs(", m.end())
        nxt = text.find("linalg.", m.end())
        if outs < 0 or (0 <= nxt < outs and name != "generic") or outs - m.end() > 4000:
            continue
        shapes: list[tuple[int, ...]] = []
        attrs_end = outs
        if 0 <= ins < outs:
            shapes += _types_in(text[ins + 3:_close(text, ins + 3) + 1])
            attrs_end = ins
        shapes += _types_in(text[outs + 4:_close(text, outs + 4) + 1])
        if name == "generic":
            got = _generic_bounds(text[m.end():attrs_end], aliases, shapes)
        else:
            named = _named_bounds(name, shapes)
            # named contractions, convolutions and poolings all iterate a reduction innermost
            got = (named[0], named[1], named[1]) if named else None
        if got and got[0] and all(b > 0 for b in got[0]):
            nests.append(LoopNest(got[0], got[1], name, got[2]))
    return ModuleFacts(tuple(nests))
