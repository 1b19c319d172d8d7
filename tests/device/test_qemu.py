"""qemu-aarch64: a cross-compiled static binary runs emulated; everything else runs natively."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from mqss_edge.device import QemuDevice
from mqss_edge.device.qemu import is_aarch64_elf
from tests.device.conftest import C_SOURCE

pytestmark = pytest.mark.timeout(60)


@pytest.fixture(scope="module")
def aarch64_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("qemu-aarch64-static") is None:
        pytest.skip("qemu-aarch64-static is not installed (apt-get install qemu-user-static)")
    if shutil.which("clang-22") is None or not Path("/usr/aarch64-linux-gnu/lib").is_dir():
        pytest.skip("no aarch64 cross toolchain (clang-22, gcc-aarch64-linux-gnu, libc6-dev-arm64-cross)")
    d = tmp_path_factory.mktemp("a64")
    (d / "k.c").write_text(C_SOURCE)
    subprocess.run(["clang-22", "--target=aarch64-linux-gnu", "-static", "-O2", "-o", str(d / "kbin"),
                    str(d / "k.c")], check=True)
    return d / "kbin"


def test_runs_pushed_aarch64_binary(aarch64_program: Path) -> None:
    assert is_aarch64_elf(aarch64_program) and not is_aarch64_elf(Path("/bin/sh"))
    with QemuDevice() as d:
        d.push(aarch64_program, "kbin")
        r = d.shell(["./kbin", "100", "7"], 30)
        assert (r.returncode, r.stdout, r.stderr) == (7, "sum=5050\n", "argc=3\n")
        assert r.command == ("./kbin", "100", "7")
        assert d.shell([f"{d.workdir()}/kbin", "3"], 30).stdout == "sum=6\n"  # absolute path too
        assert d.emulated_argv(["./kbin"])[0] == d.qemu
        # Not a path to an aarch64 file: native (sh, a pushed script).
        assert d.shell(["sh", "-c", "echo native; exit 4"], 30).returncode == 4
        assert d.emulated_argv(["sh", "-c", "./kbin"])[0] == "sh"
        # pinning is a no-op under emulation
        assert d.run_pinned(["./kbin", "1"], "0", 30).stdout == "sum=1\n"
        wd = d.workdir()
    assert not Path(wd).exists()


def test_info_and_timeout(aarch64_program: Path) -> None:
    with QemuDevice() as d:
        info = d.info()
        assert (info.arch, info.kind, info.emulated, info.can_pin, info.l1_source) == (
            "aarch64", "qemu", True, False, "unavailable")
        assert not info.can_drop_caches and "qemu" in info.cpu
        r = d.shell(["sleep", "5"], 0.3)
        assert r.timed_out and r.returncode is None
