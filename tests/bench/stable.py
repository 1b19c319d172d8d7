"""What of a bench document is a property of the run, not of the clock: the document with timings stubbed.

Two runs of the same command on the same machine give equal :func:`stable_view` documents (timings,
timestamps and compile times differ from run to run; structure, statuses, plans, sizes, checks and
cachegrind counts do not). Used to check that a refactoring of ``mqss_edge.bench`` changes no output:

    python -m tests.bench.stable BEFORE.json AFTER.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

#: Top-level fields that depend on when and how long the run took.
_CLOCK = ("created", "wall_s")


def _shape(x: Any) -> Any:
    """``x`` with every number replaced by its type name (keys, lengths and strings kept)."""
    if isinstance(x, dict):
        return {k: _shape(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_shape(v) for v in x]
    if isinstance(x, bool) or x is None or isinstance(x, str):
        return x
    return type(x).__name__


def stable_view(doc: dict[str, Any]) -> dict[str, Any]:
    """The document with its clock-dependent figures replaced by their shape.

    Stubbed: ``created``, ``wall_s``, each row's ``runtime`` (samples, stats: every number and the bimodal flag),
    ``compile_ms``, ``compile_stages`` and ``speedup_vs_default``, and a comparison's figures.
    """
    out = json.loads(json.dumps(doc))
    for k in _CLOCK:
        if k in out:
            out[k] = "<clock>"
    for r in out.get("results", []):
        stats = (r.get("runtime") or {}).get("stats") or {}
        for k in ("bimodal", "modes"):  # whether the processes split into two speeds is a clock matter too
            if k in stats:
                stats[k] = "<clock>"
        for k in ("runtime", "compile_ms", "compile_stages", "speedup_vs_default"):
            if k in r:
                r[k] = _shape(r[k])
    if "comparison" in out:
        out["comparison"]["rows"] = _shape(out["comparison"]["rows"])
    return out


def diff(a: Any, b: Any, where: str = "") -> list[str]:
    """Paths at which two JSON values differ, with both values (empty when equal)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{where}/{k}: only in {'second' if k not in a else 'first'}")
            else:
                out.extend(diff(a[k], b[k], f"{where}/{k}"))
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True)) for d in diff(x, y, f"{where}/{i}")]
    return [] if a == b else [f"{where or '/'}: {json.dumps(a)[:200]} != {json.dumps(b)[:200]}"]


def main(argv: list[str]) -> int:
    a, b = (stable_view(json.loads(Path(p).read_text())) for p in argv[:2])
    lines = diff(a, b)
    for line in lines:
        print(line)
    print("equal" if not lines else f"{len(lines)} difference(s)")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
