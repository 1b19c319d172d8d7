"""The small error hierarchy every layer raises. Recorded outcomes (a pass that crashes) are not errors."""

from __future__ import annotations


class MqssError(Exception):
    """Base of every error mqss-edge raises on purpose."""


class ToolchainError(MqssError):
    """A required tool is missing or has the wrong version."""


class ParseError(MqssError):
    """MLIR or pipeline text that cannot be read; carries a location when known."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None, path: str | None = None):
        self.line, self.column, self.path = line, column, path
        where = ""
        if line is not None:
            where = f"{path or '<input>'}:{line}:{column or 1}: "
        super().__init__(f"{where}{message}")


class AbiError(MqssError):
    """A module does not follow the kernel ABI (one public emit_c_interface func of static memrefs)."""


class CompileError(MqssError):
    """Compilation that had to succeed (a reference build) did not."""


class StoreError(MqssError):
    """The result store is unreadable or was written by an incompatible version."""


class DeviceError(MqssError):
    """A device could not run what it was asked to."""


class DeviceNotFound(DeviceError):
    """The device named by a spec is not reachable."""


class DeviceTimeout(DeviceError):
    """A command on a device ran past its timeout."""


class PolicyError(MqssError):
    """A policy directory is missing files, corrupted, or incompatible."""


class VersionMismatch(PolicyError):
    """A policy was trained for another MLIR major version."""
