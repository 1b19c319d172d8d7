"""The policy artifact: a directory holding the model file(s) and ``signature.json``, read and written here only.

``signature.json`` records what a policy was built for and with: the feature names, the action menu, the MLIR
version of the toolchain it was trained with, the backend and precision, quantization details, the model file's
checksum, and for a TensorRT plan the TensorRT version and GPU compute capability it was built for. The trainer's
export and ``quantize`` write it with :func:`write_signature`; the selector loads it with :func:`load_artifact`.

Compatibility rules, checked before any model file is deserialized:

* schema: a newer ``schema_version`` than this code reads is refused; older ones stay loadable.
* action menu: another menu (other names or order) is refused: the logits would mean other actions. A menu
  that is a prefix of this one (the menu is append-only) is accepted: entries appended since are never chosen.
* checksum: a model file whose SHA-256 differs from the recorded one is refused (corrupted or replaced).
* MLIR: another *major* version than the installed toolchain's is refused (:class:`VersionMismatch`); another
  minor or patch version of the same major (a distribution's security update) is accepted and recorded in
  :class:`MlirCheck`, never warned about. Without a toolchain, loading fails with :class:`ToolchainError`.
* TensorRT: a plan only deserializes on the TensorRT version and GPU architecture that built it, so another
  version or compute capability is refused with a :class:`PolicyError` (:func:`check_tensorrt_target`).
"""

from __future__ import annotations

import enum
import hashlib
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from mqss_edge.actions import ACTION_NAMES, MENU, Action
from mqss_edge.errors import PolicyError, VersionMismatch

#: The ``signature.json`` schema this code writes; files with a larger number are refused.
SIGNATURE_SCHEMA = 1
SIGNATURE_FILE = "signature.json"


def default_policy_dir(precision: str = "int8") -> Path:
    """The policy committed with the package (``mqss_edge/data/policy/<precision>``)."""
    return Path(str(resources.files("mqss_edge").joinpath("data", "policy", precision)))


def file_sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def menu_entry(a: Action) -> dict[str, Any]:
    """One action as ``signature.json`` records it; a shape-fitted schedule adds its least tile (``fit``):
    its ``pass`` holds the largest tiles, and the tiles used are resolved per module."""
    out = {"name": a.name, "stage": a.stage.value if a.stage else None, "pass": str(a.pass_) if a.pass_ else None,
           "doc": a.doc}
    if a.fit:
        out["fit"] = list(a.fit)
    return out


# ---- reading and validating ------------------------------------------------------------------------


def read_signature(d: Path) -> dict[str, Any]:
    """Read ``signature.json`` and check its schema and action menu (nothing is deserialized).

    Raises:
        PolicyError: not a directory, missing, not JSON, a newer schema, or another action menu.
    """
    d = Path(d)
    p = d / SIGNATURE_FILE
    if not d.is_dir():
        raise PolicyError(f"{d}: not a policy directory")
    try:
        sig = json.loads(p.read_text())
    except FileNotFoundError:
        raise PolicyError(f"{d}: {SIGNATURE_FILE} is missing") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise PolicyError(f"{p}: corrupted ({exc})") from None
    if not isinstance(sig, dict) or "schema_version" not in sig or "model_file" not in sig:
        raise PolicyError(f"{p}: not a policy signature")
    try:
        schema = int(sig["schema_version"])
    except (TypeError, ValueError):
        raise PolicyError(f"{p}: schema_version {sig['schema_version']!r} is not a number") from None
    if schema > SIGNATURE_SCHEMA:
        raise PolicyError(f"{p}: schema {schema} is newer than this mqss-edge reads ({SIGNATURE_SCHEMA})")
    names = [a.get("name") for a in sig.get("action_menu", [])]
    if not names or names != list(ACTION_NAMES[:len(names)]):
        raise PolicyError(f"{p}: the policy was trained for another action menu")
    return sig


def verify_model(d: Path, sig: dict[str, Any]) -> Path:
    """The model file the signature names, after checking that it exists and matches its checksum.

    Raises:
        PolicyError: the file is missing or its SHA-256 differs from ``model_sha256``.
    """
    model = Path(d) / str(sig["model_file"])
    if not model.is_file():
        raise PolicyError(f"{d}: model file {sig['model_file']} is missing")
    if file_sha256(model) != sig.get("model_sha256"):
        raise PolicyError(f"{model}: checksum does not match {SIGNATURE_FILE} (corrupted or replaced file)")
    return model


# ---- MLIR version ----------------------------------------------------------------------------------


class MlirMatch(str, enum.Enum):
    """How the MLIR version a policy was trained with relates to the installed one."""

    SAME = "same"
    SAME_MAJOR = "same-major"  # another minor/patch release of the same major: accepted
    OTHER_MAJOR_ALLOWED = "other-major-allowed"  # refused unless the caller allowed it


@dataclass(frozen=True)
class MlirCheck:
    """The MLIR versions behind a loaded policy (recorded, not warned about).

    Attributes:
        trained: the version recorded in ``signature.json``.
        installed: the version of the toolchain found on this machine.
        match: how the two relate.
    """

    trained: str
    installed: str
    match: MlirMatch

    def to_dict(self) -> dict[str, str]:
        return {"trained": self.trained, "installed": self.installed, "match": self.match.value}


def _major(version: str) -> int | None:
    head = version.strip().split(".")[0]
    return int(head) if head.isdigit() else None


def check_mlir(sig: dict[str, Any], installed: str, *, allow_mismatch: bool = False) -> MlirCheck:
    """Compare the signature's MLIR version with ``installed`` (pure).

    Args:
        sig: a signature as :func:`read_signature` returns it.
        installed: the installed toolchain's version, e.g. ``22.1.8``.
        allow_mismatch: accept another major version (the result says so).

    Raises:
        VersionMismatch: another (or an unreadable) major version, and ``allow_mismatch`` is false.
    """
    trained = str(sig.get("mlir_version", ""))
    want, have = _major(trained), _major(installed)
    if want is not None and want == have:
        return MlirCheck(trained, installed, MlirMatch.SAME if trained == installed else MlirMatch.SAME_MAJOR)
    if allow_mismatch:
        return MlirCheck(trained, installed, MlirMatch.OTHER_MAJOR_ALLOWED)
    raise VersionMismatch(f"policy was trained with MLIR {trained or '(not recorded)'}, the installed toolchain is "
                          f"MLIR {installed}: another major version (retrain it, or pass "
                          "allow_version_mismatch=True to use it anyway)")


def installed_mlir_version() -> str:
    """The installed toolchain's MLIR version.

    Raises:
        ToolchainError: the toolchain is missing or incomplete (the message names what and says ``make setup``).
    """
    from mqss_edge.compiler.toolchain import toolchain

    return toolchain().mlir_version


# ---- TensorRT --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TensorRTTarget:
    """What a TensorRT plan was built with; it deserializes only where both match.

    Attributes:
        version: ``tensorrt.__version__`` of the builder (engines are tied to the exact version).
        compute_capability: the GPU's compute capability, ``"major.minor"`` (engines are tied to the architecture).
        device_name: the GPU's name, for messages only.
    """

    version: str
    compute_capability: str
    device_name: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"version": self.version, "compute_capability": self.compute_capability,
                "device_name": self.device_name}

    @classmethod
    def from_signature(cls, sig: dict[str, Any]) -> TensorRTTarget:
        """The target a tensorrt policy's signature records.

        Raises:
            PolicyError: the signature lacks it (built before it was recorded: rebuild the plan).
        """
        rec = sig.get("tensorrt")
        if not isinstance(rec, dict) or not rec.get("version") or not rec.get("compute_capability"):
            raise PolicyError(f"{SIGNATURE_FILE} of this TensorRT policy does not record the TensorRT version and GPU "
                              "compute capability its plan was built for; rebuild it with "
                              "`mqss-edge quantize POLICY --to tensorrt-int8`")
        return cls(str(rec["version"]), str(rec["compute_capability"]), str(rec.get("device_name", "")))


def compute_capability_text(capability: tuple[int, int] | str) -> str:
    """``(8, 7)`` or ``"8.7"`` as ``"8.7"``."""
    if isinstance(capability, str):
        return capability.strip()
    return f"{int(capability[0])}.{int(capability[1])}"


def check_tensorrt_target(target: TensorRTTarget, installed_version: str,
                          capability: tuple[int, int] | str) -> None:
    """Refuse a plan built with another TensorRT version or for another GPU architecture (pure).

    Called before deserializing: TensorRT itself would fail deep inside, or with a log line only.

    Args:
        target: what the plan was built with.
        installed_version: ``tensorrt.__version__`` here.
        capability: the compute capability of the GPU the plan would run on.

    Raises:
        PolicyError: either differs.
    """
    cc = compute_capability_text(capability)
    if str(installed_version) != target.version:
        raise PolicyError(f"the TensorRT plan was built with TensorRT {target.version}, this machine has TensorRT "
                          f"{installed_version}; plans load only on the version that built them (rebuild it here)")
    if cc != target.compute_capability:
        where = f" ({target.device_name})" if target.device_name else ""
        raise PolicyError(f"the TensorRT plan was built for compute capability {target.compute_capability}{where}, "
                          f"this GPU has {cc}; plans load only on the architecture that built them (rebuild it here)")


# ---- loading and writing ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PolicyArtifact:
    """A validated policy directory, ready for a runtime to load its model file.

    Attributes:
        path: the directory.
        signature: ``signature.json`` as read.
        model_path: the model file, checksum verified.
        mlir: the MLIR versions it was trained with and runs with.
    """

    path: Path
    signature: dict[str, Any]
    model_path: Path
    mlir: MlirCheck

    @property
    def backend(self) -> str:
        return str(self.signature["backend"])


def load_artifact(path: str | Path | None = None, *, allow_version_mismatch: bool = False,
                  installed_mlir: str | None = None) -> PolicyArtifact:
    """Read and validate a policy directory: schema, menu, MLIR version, then the model's checksum.

    Args:
        path: the directory (default: the committed int8 policy).
        allow_version_mismatch: accept a policy trained for another MLIR major version.
        installed_mlir: the installed MLIR version (default: ask the toolchain).

    Raises:
        PolicyError: missing or corrupted files, a newer schema, or another action menu.
        VersionMismatch: another MLIR major version.
        ToolchainError: no (complete) MLIR 22 toolchain is installed.
    """
    d = Path(path) if path is not None else default_policy_dir()
    sig = read_signature(d)
    installed = installed_mlir if installed_mlir is not None else installed_mlir_version()
    mlir = check_mlir(sig, installed, allow_mismatch=allow_version_mismatch)
    return PolicyArtifact(d, sig, verify_model(d, sig), mlir)


def write_signature(d: Path, *, model_file: str, backend: str, precision: str, max_steps: int,
                    feature_level: str, extra: dict[str, Any] | None = None,
                    tensorrt: TensorRTTarget | None = None, num_actions: int | None = None) -> dict[str, Any]:
    """Write ``signature.json`` for a model file already in ``d``.

    Args:
        d: the policy directory.
        model_file: the model's file name inside ``d``.
        backend: ``torch``, ``onnx`` or ``tensorrt``.
        precision: ``fp32`` or ``int8``.
        max_steps: the selection's length cap.
        feature_level: the observation's feature level.
        extra: more top-level keys (training, quantization, accuracy records).
        tensorrt: what the plan was built with; required for the ``tensorrt`` backend.
        num_actions: the menu the model scores: its first entries (default: the whole menu).

    Raises:
        ValueError: a ``tensorrt`` backend without its target.
        ToolchainError: no MLIR toolchain to record the version of.
    """
    from mqss_edge.compiler.toolchain import toolchain
    from mqss_edge.episode import MAX_GROUPS
    from mqss_edge.features import NODE_FEATURES, feature_names
    from mqss_edge.features.groups import GROUPING_VERSION, MERGE_SHARE

    if backend == "tensorrt" and tensorrt is None:
        raise ValueError("a tensorrt policy must record the TensorRT version and compute capability it was built for")
    d = Path(d)
    sig: dict[str, Any] = {
        "schema_version": SIGNATURE_SCHEMA,
        "model_file": model_file,
        "model_sha256": file_sha256(d / model_file),
        "backend": backend,
        "precision": precision,
        "mlir_version": toolchain().mlir_version,
        "feature_names": list(feature_names()),
        "node_features": NODE_FEATURES,
        "feature_level": feature_level,
        "max_steps": max_steps,
        "action_menu": [menu_entry(a) for a in MENU[:num_actions or len(MENU)]],
        # how a module's ops are grouped for its per-group decisions (which group got what is per module:
        # ``select --json`` and ``explain`` say it)
        "op_groups": {"version": GROUPING_VERSION, "max_groups": MAX_GROUPS, "merge_share": MERGE_SHARE,
                      "order": "estimated cost, largest first",
                      "key": "op, iterator types, element type, shape class (per loop: bit length, powers of "
                             "two up to 64, divisible by 3, by 7)"},
        **({"tensorrt": tensorrt.to_dict()} if tensorrt is not None else {}),
        **(extra or {}),
    }
    save_signature(d, sig)
    return sig


def save_signature(d: Path, sig: dict[str, Any]) -> None:
    """Write an already complete signature (after adding records to what :func:`write_signature` wrote)."""
    (Path(d) / SIGNATURE_FILE).write_text(json.dumps(sig, indent=2) + "\n")
