"""open_device: every accepted spec, and a clear error for the rest."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from mqss_edge.device import LocalDevice, QemuDevice, SshDevice, open_device


def test_specs() -> None:
    with open_device("local") as d:
        assert isinstance(d, LocalDevice)
    ssh = open_device("ssh:pi@board:2222")  # no connection until first use
    assert isinstance(ssh, SshDevice) and ssh.spec == "ssh:pi@board:2222"
    ssh.close()
    if shutil.which("qemu-aarch64-static"):
        assert isinstance(open_device("qemu-aarch64"), QemuDevice)


@pytest.mark.parametrize("spec", ["", "adb:", "usb", "qemu-riscv64", "ssh", "LOCAL"])
def test_unknown_spec_lists_the_accepted_forms(spec: str) -> None:
    with pytest.raises(ValueError, match=r"accepted: local, adb, adb:SERIAL, ssh:USER@HOST\[:PORT\], qemu-aarch64"):
        open_device(spec)


def test_import_has_no_side_effects() -> None:
    code = "import sys, mqss_edge.device; assert 'adbutils' not in sys.modules, 'adbutils imported eagerly'"
    subprocess.run([sys.executable, "-c", code], check=True)
