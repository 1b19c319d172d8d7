"""The result document of a bench run: built from what each device thread gathered, written, read, validated.

The document is JSON (:data:`SCHEMA_VERSION`, validated against ``mqss_edge/data/bench.schema.json``);
documents of older schema versions stay loadable.
"""

from __future__ import annotations

import json
import math
import platform
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mqss_edge.bench._config import BenchConfig, BenchError, BenchModule, Variant
from mqss_edge.bench._devices import identity_key

if TYPE_CHECKING:
    from mqss_edge.device import DeviceInfo

#: Version of the JSON document :func:`run_bench` produces; older documents stay loadable.
SCHEMA_VERSION = 1
SCHEMA_PATH = Path(__file__).resolve().parents[1] / "data" / "bench.schema.json"


@dataclass
class BenchResult:
    """The result document of one run (see ``bench.schema.json``) and helpers to read it."""

    doc: dict[str, Any]

    @property
    def failed_devices(self) -> list[str]:
        return [d["spec"] for d in self.doc["devices"] if d["status"] == "failed"]

    @property
    def measured(self) -> int:
        """Pipelines timed in this run (0 when everything came from the store)."""
        return int(self.doc["measured"])

    def rows(self, device: str | None = None) -> list[dict[str, Any]]:
        return [r for r in self.doc["results"] if device is None or r["device"] == device]

    def write(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.doc, indent=1, sort_keys=True) + "\n")


@dataclass
class DeviceState:
    """What one device thread gathers: its status and errors, and the module and result rows it finished."""

    spec: str
    status: str = "running"
    attempts: int = 0
    errors: list[str] = field(default_factory=list)
    info: DeviceInfo | None = None
    modules: dict[str, dict[str, Any]] = field(default_factory=dict)
    rows: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    measured: int = 0
    checked: int = 0


_VORDER = {v.value: i for i, v in enumerate(Variant)}


def _finite(x: Any) -> Any:
    """The document with non-finite floats as ``null`` (JSON has no Infinity/NaN)."""
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, dict):
        return {k: _finite(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_finite(v) for v in x]
    return x


def build_document(config: BenchConfig, modules: Sequence[BenchModule], states: Sequence[DeviceState],
                   mlir_version: str, policy: Any, started: float) -> dict[str, Any]:
    """The result document of a run that started at ``started`` (epoch seconds), rows in module order."""
    devices, results = [], []
    order = {m.name: i for i, m in enumerate(modules)}
    for s in states:
        info = s.info
        devices.append({
            "spec": s.spec, "status": s.status, "attempts": s.attempts, "errors": list(s.errors),
            "info": info.to_dict() if info else None,
            "identity": [list(x) if isinstance(x, tuple) else x for x in info.identity()] if info else None,
            "identity_key": identity_key(info) if info else None,
            "emulated": bool(info and info.emulated),
            "pinned": config.pin if (info and info.can_pin and config.pin is not None) else None,
            "caches_dropped": bool(info and info.can_drop_caches and config.drop_caches),
            "modules": [s.modules[n] for n in sorted(s.modules, key=order.__getitem__)],
            "measured": s.measured, "checked": s.checked,
        })
        results.extend(r for _, r in sorted(s.rows.items(), key=lambda kv: (order[kv[0][0]], _VORDER[kv[0][1]])))
    return _finite({
        "schema_version": SCHEMA_VERSION,
        "kind": "mqss-edge-bench",
        "created": datetime.fromtimestamp(started, UTC).isoformat(timespec="seconds"),
        "wall_s": time.time() - started,
        "host": {"node": platform.node(), "machine": platform.machine(), "python": platform.python_version()},
        "mlir_version": mlir_version,
        "config": {**asdict(config), "devices": list(config.devices)},
        "policy": None if policy is None else {
            "path": str(getattr(policy, "path", "") or ""),
            "model_sha256": (getattr(policy, "signature", {}) or {}).get("model_sha256")},
        "modules": [{"name": m.name, "uri": m.uri, "sha256": m.sha256, "family": m.family} for m in modules],
        "devices": devices,
        "results": results,
        "measured": sum(s.measured for s in states),
        "cached": sum(1 for r in results if r.get("cached")),
    })


# ---- schema ----------------------------------------------------------------------------------------


def schema() -> dict[str, Any]:
    """The JSON schema of a result document."""
    return json.loads(SCHEMA_PATH.read_text())


def validate_document(doc: dict[str, Any]) -> None:
    """Validate a result document against ``bench.schema.json``.

    Raises:
        BenchError: the document does not follow the schema (the first error, with its path).
    """
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    if errors:
        e = errors[0]
        where = "/".join(str(p) for p in e.absolute_path) or "(root)"
        raise BenchError(f"result document does not follow the schema at {where}: {e.message}")


def load_result(path: str | Path) -> dict[str, Any]:
    """Read a result document written by any mqss-edge version up to this one.

    Raises:
        BenchError: unreadable, from a newer schema, or not following the schema.
    """
    try:
        doc = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise BenchError(f"{path}: not a readable bench result ({exc})") from exc
    if not isinstance(doc, dict) or doc.get("kind") != "mqss-edge-bench":
        raise BenchError(f"{path}: not an mqss-edge bench result")
    version = doc.get("schema_version")
    if not isinstance(version, int) or version > SCHEMA_VERSION:
        raise BenchError(f"{path}: written by a newer mqss-edge (schema {version} > {SCHEMA_VERSION})")
    validate_document(doc)
    return doc


def summary_rows(doc: dict[str, Any]) -> Iterable[dict[str, Any]]:
    """Flat per-row figures for tables (runtime stats in ms, or ``None``)."""
    for r in doc["results"]:
        st = (r.get("runtime") or {}).get("stats") or {}
        yield {"device": r["device"], "module": r["module"], "variant": r["variant"], "status": r["status"],
               "median": st.get("median"), "p90": st.get("p90"), "p99": st.get("p99"), "mad": st.get("mad"),
               "cv": st.get("cv"), "speedup": r.get("speedup_vs_default"),
               "l1_miss_rate": (r.get("l1") or {}).get("miss_rate"), "l1_source": (r.get("l1") or {}).get("source"),
               "compile_ms": r.get("compile_ms"), "text_bytes": r.get("text_bytes"), "emulated": r.get("emulated"),
               "cached": r.get("cached"), "message": r.get("message", "")}
