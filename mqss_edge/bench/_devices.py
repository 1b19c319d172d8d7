"""The devices of a bench run: opening one, its build target, and the identity results are keyed by."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from mqss_edge.errors import DeviceError
from mqss_edge.store import make_key

if TYPE_CHECKING:
    from mqss_edge.compiler.driver import Target
    from mqss_edge.device import Device, DeviceInfo


def open_bench_device(spec: str) -> Device:
    """:func:`~mqss_edge.device.open_device`, plus ``MQSS_SSH_KNOWN_HOSTS`` for ssh specs.

    ``open_device`` only takes the ssh key from the environment; the known-hosts file (the loopback
    test peer's, a farm's pinned one) is otherwise always ``~/.ssh/known_hosts``.
    """
    from mqss_edge.device import open_device

    known = os.environ.get("MQSS_SSH_KNOWN_HOSTS")
    if spec.startswith("ssh:") and known:
        from mqss_edge.device.ssh import SshDevice

        return SshDevice.from_spec(spec, known_hosts=known)
    return open_device(spec)


def target_for(info: DeviceInfo) -> Target:
    """The build target for a device: native for this machine, portable for others.

    Raises:
        DeviceError: an architecture the compiler driver cannot build for.
    """
    from mqss_edge.compiler.driver import Target

    if info.arch == "aarch64":
        return Target.AARCH64
    if info.arch == "x86_64":
        # -march=native describes this host, not a remote board: x86-64-v3 runs on any AVX2 machine.
        return Target.HOST if info.kind == "local" else Target.X86_64_V3
    raise Unsupported(f"{info.spec}: no build target for architecture {info.arch!r}")


class Unsupported(DeviceError):
    """Retrying cannot help (unknown architecture, identity changed on reconnect)."""


def identity_key(info: DeviceInfo) -> str:
    """A short stable hash of :meth:`DeviceInfo.identity` (what must match to compare or resume)."""
    return make_key("device", list(info.identity()))[:16]
