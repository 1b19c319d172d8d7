"""Extra training modules: the corpus generators at shapes the corpus does not have.

The committed corpus has 292 training modules, 11-39 per family. A policy cloned from them learns a
schedule per *shape* more than a rule per family: on hold-out shapes it copies the choice of the nearest
training shape (notes of issue 5). This module draws more shapes per family from the same generators, as
training material only:

* the shapes come from dimension sets of common edge models (token counts, hidden sizes, feature map
  sizes, channel counts), not from the hold-out list; a drawn shape that is already a corpus module (of
  any split) is skipped, so no hold-out or family-out module is ever trained on;
* each family's work (multiply-accumulates) stays within the range of its corpus modules, so runs take
  as long as the corpus's;
* the draw is seeded and the result ordered, so the same ``(per_family, seed)`` always gives the same
  modules, and the result store measures each at most once.

Augmented modules get URIs under ``benchmark://augment-v1/`` and are never written to the corpus.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mqss_edge.corpus.manifest import Entry

URI_PREFIX = "benchmark://augment-v1/"

# dimension sets of common edge models
_TOKENS = (1, 2, 4, 8, 16, 32, 49, 64, 77, 96, 128, 196, 197, 256)
_HIDDEN = (32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072)
_HEADS = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32)
_HEAD_DIM = (16, 32, 48, 64, 96, 128)
_SPATIAL = (7, 8, 14, 16, 28, 32, 56, 112)
_CHANNELS = (8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 144, 160, 192, 240, 256, 320, 384, 480, 512, 576,
             960, 1024)


@dataclass(frozen=True)
class AugmentedEntry(Entry):
    """A generated module with its text in memory (no corpus file)."""

    generated: str = field(default="", repr=False, compare=False)

    def text(self, root: Any = None) -> str:
        return self.generated


def _draws(rng: random.Random) -> dict[str, Callable[[], tuple[str, dict[str, Any], tuple[str, int]]]]:
    """family -> a function drawing (name, shape, (text, macs)) from the family's generator."""
    from mqss_edge.corpus.generators import nlp, vision

    c = rng.choice

    def matmul() -> Any:
        m, k, n = c(_TOKENS), c(_HIDDEN), c(_HIDDEN)
        return f"matmul-{m}x{k}x{n}", {"M": m, "K": k, "N": n}, nlp.matmul(m, k, n)

    def bmm() -> Any:
        b, m, k, n = c(_HEADS), c(_TOKENS[3:]), c(_HEAD_DIM + _TOKENS[5:10]), c(_TOKENS[3:] + _HEAD_DIM)
        return f"bmm-{b}x{m}x{k}x{n}", {"B": b, "M": m, "K": k, "N": n}, nlp.batch_matmul(b, m, k, n)

    def attention() -> Any:
        h, s, d = c(_HEADS[:8]), c(_TOKENS[4:]), c(_HEAD_DIM[:4])
        return f"attention-h{h}-s{s}-d{d}", {"heads": h, "S": s, "D": d}, nlp.attention(h, s, d)

    def layernorm() -> Any:
        s, hid = c(_TOKENS[3:]), c(_HIDDEN[2:])
        return f"layernorm-{s}x{hid}", {"S": s, "H": hid}, nlp.layernorm(s, hid)

    def gelu() -> Any:
        if rng.random() < 0.5:
            m, k, n = c(_TOKENS[:6]), c(_HIDDEN[4:]), c(_HIDDEN[4:])
            return f"linear-gelu-{m}x{k}x{n}", {"M": m, "K": k, "N": n, "fused": True}, nlp.linear_gelu(m, k, n)
        s, hid, res = c(_TOKENS[3:]), c(_HIDDEN[4:]), rng.random() < 0.5
        return (f"gelu{'-res' if res else ''}-{s}x{hid}", {"S": s, "H": hid, "residual": res},
                nlp.gelu_chain(s, hid, res))

    def conv(layout: str) -> Callable[[], Any]:
        def draw() -> Any:
            h, ci, co, k = c(_SPATIAL), c(_CHANNELS), c(_CHANNELS), c((1, 1, 3, 3, 5))
            s = c((1, 1, 2)) if h >= 14 else 1
            ho = h // s
            gen = vision.conv_nhwc if layout == "nhwc" else vision.conv_nchw
            return (f"conv2d-{layout}-{ho}x{ho}x{ci}x{co}-k{k}s{s}",
                    {"N": 1, "Ho": ho, "Wo": ho, "C": ci, "F": co, "K": k, "stride": s, "layout": layout.upper()},
                    gen(ho, ho, ci, co, k, s))
        return draw

    def depthwise() -> Any:
        h, ch, k, s, relu6 = c(_SPATIAL), c(_CHANNELS[:-2]), c((3, 3, 5)), c((1, 1, 2)), rng.random() < 0.5
        ho = max(1, h // s)
        shape = {"N": 1, "Ho": ho, "Wo": ho, "C": ch, "K": k, "stride": s}
        if relu6:
            shape["epilogue"] = "bias+relu6"
        return (f"dwconv{'-relu6' if relu6 else ''}-{ho}x{ho}x{ch}-k{k}s{s}", shape,
                vision.depthwise(ho, ho, ch, k, s, relu6=relu6))

    def pointwise() -> Any:
        h, ci, co = c(_SPATIAL), c(_CHANNELS), c(_CHANNELS)
        return (f"pwconv-{h}x{h}x{ci}x{co}", {"N": 1, "Ho": h, "Wo": h, "C": ci, "F": co, "K": 1, "stride": 1},
                vision.conv_nhwc(h, h, ci, co, 1, 1))

    def conv_act() -> Any:
        h, ci, co, k, act = c(_SPATIAL), c(_CHANNELS), c(_CHANNELS), c((1, 1, 3)), c(("relu", "relu6"))
        return (f"conv-{act}-{h}x{h}x{ci}x{co}-k{k}s1",
                {"N": 1, "Ho": h, "Wo": h, "C": ci, "F": co, "K": k, "stride": 1, "epilogue": f"bias+{act}"},
                vision.conv_nhwc(h, h, ci, co, k, 1, epilogue=act))

    def pooling() -> Any:
        h, ch, k, kind = c(_SPATIAL[1:]), c(_CHANNELS), c((2, 3)), c(("max", "max", "avg"))
        return (f"{kind}pool-{h}x{h}x{ch}-k{k}s2", {"N": 1, "Ho": h, "Wo": h, "C": ch, "K": k, "stride": 2,
                                                    "kind": kind}, vision.pool(h, h, ch, k, 2, kind))

    return {"matmul": matmul, "batch-matmul": bmm, "attention": attention, "layernorm": layernorm, "gelu": gelu,
            "conv2d-nhwc": conv("nhwc"), "conv2d-nchw": conv("nchw"), "depthwise-conv": depthwise,
            "pointwise-conv": pointwise, "conv-bias-act": conv_act, "pooling": pooling}


FAMILIES = ("matmul", "batch-matmul", "attention", "layernorm", "gelu", "conv2d-nhwc", "conv2d-nchw",
            "depthwise-conv", "pointwise-conv", "conv-bias-act", "pooling")
_VISION = frozenset(FAMILIES[5:])


def _work_ranges(entries: list[Entry]) -> dict[str, tuple[int, int]]:
    """family -> (least, most) multiply-accumulates of its corpus modules (manifest ``notes.work``)."""
    out: dict[str, tuple[int, int]] = {}
    for e in entries:
        w = int(e.notes.get("work", 0) or 0)
        if w:
            lo, hi = out.get(e.family, (w, w))
            out[e.family] = (min(lo, w), max(hi, w))
    return out


def augmented(per_family: int, seed: int = 0, families: tuple[str, ...] = FAMILIES) -> list[AugmentedEntry]:
    """``per_family`` generated modules for each family, none of them a corpus module (fewer only when 200
    draws per wanted module find no new shape within the family's work range).

    Raises:
        ValueError: a family this module cannot generate.
    """
    from mqss_edge.corpus.manifest import load_manifest

    unknown = set(families) - set(FAMILIES)
    if unknown:
        raise ValueError(f"cannot generate modules of {sorted(unknown)} (choose from {', '.join(FAMILIES)})")
    corpus = load_manifest()
    taken = {e.name for e in corpus}
    ranges = _work_ranges(corpus)
    out: list[AugmentedEntry] = []
    for fam in families:
        rng = random.Random(f"{seed}:{fam}")  # one stream per family: adding a family changes no other
        draw = _draws(rng)[fam]
        lo, hi = ranges.get(fam, (1, 1 << 62))
        got = 0
        for _ in range(200 * per_family):
            if got >= per_family:
                break
            name, shape, (text, macs) = draw()
            if name in taken or not lo <= macs <= hi:
                continue
            taken.add(name)
            got += 1
            out.append(AugmentedEntry(uri=f"{URI_PREFIX}{name}", name=name, path="",
                                      domain="vision" if fam in _VISION else "nlp", family=fam,
                                      source="generator", shape=shape, op_counts={}, lines=text.count("\n"),
                                      sha256="", notes={"work": macs, "augmented": True}, generated=text))
    return out
