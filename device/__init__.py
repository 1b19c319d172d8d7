"""Devices that run kernel binaries: the :class:`Device` interface, its backends and :func:`open_device`.

Importing this package loads no device library (adbutils is imported when an adb device is opened).
"""

from __future__ import annotations

from mqss_edge.device._base import Device, DeviceInfo
from mqss_edge.device._runner import cachegrind, deploy, perf_l1, run_check, time_interleaved
from mqss_edge.device.adb import AdbDevice
from mqss_edge.device.local import LocalDevice
from mqss_edge.device.qemu import QemuDevice
from mqss_edge.device.ssh import SshDevice

__all__ = ["AdbDevice", "Device", "DeviceInfo", "LocalDevice", "QemuDevice", "SshDevice", "open_device",
           "SPEC_FORMS", "cachegrind", "deploy", "perf_l1", "run_check", "time_interleaved"]

#: The accepted device specs, as shown in error messages and ``--device`` help.
SPEC_FORMS = ("local", "adb", "adb:SERIAL", "ssh:USER@HOST[:PORT]", "qemu-aarch64")


def open_device(spec: str) -> Device:
    """Open the device a spec names.

    Args:
        spec: ``local``; ``adb`` (the only online device) or ``adb:SERIAL`` (a ``HOST:PORT`` serial
            is ``adb connect``-ed if needed; server from env ``ADB_SERVER_HOST``/``ADB_SERVER_PORT`` or
            ``ANDROID_ADB_SERVER_PORT``);
            ``ssh:USER@HOST[:PORT]`` (key from env ``MQSS_SSH_IDENTITY``); ``qemu-aarch64``.

    Returns:
        The device; close it (or use it as a context manager) to remove its work dir.

    Raises:
        ValueError: the spec has none of the accepted forms.
        DeviceNotFound: the device is not reachable.
    """
    if spec == "local":
        return LocalDevice()
    if spec == "adb":
        return AdbDevice()
    if spec.startswith("adb:") and len(spec) > 4:
        return AdbDevice(spec[4:])
    if spec.startswith("ssh:"):
        return SshDevice.from_spec(spec)
    if spec == "qemu-aarch64":
        return QemuDevice()
    raise ValueError(f"unknown device spec {spec!r}; accepted: {', '.join(SPEC_FORMS)}")
