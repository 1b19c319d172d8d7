"""The same contract for adb and ssh, each against its real peer on loopback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mqss_edge.device import Device
from mqss_edge.errors import DeviceError

pytestmark = pytest.mark.timeout(60)


@pytest.fixture(params=["adb_device", "ssh_device"])
def remote(request: pytest.FixtureRequest) -> Device:
    return request.getfixturevalue(request.param)


def test_shell_stdout_stderr_exit_code(remote: Device) -> None:
    r = remote.shell(["sh", "-c", "echo out; echo err >&2; exit 3"], 20)
    assert (r.returncode, r.stdout, r.stderr, r.timed_out) == (3, "out\n", "err\n", False)
    assert r.command == ("sh", "-c", "echo out; echo err >&2; exit 3")
    assert r.seconds > 0
    assert remote.shell(["true"], 20).ok
    # Arguments survive quoting; the command runs in the work dir.
    r = remote.shell(["sh", "-c", 'printf "%s|" "$@"; pwd', "sh", "a b", "'q'", "$HOME"], 20)
    assert r.stdout == f"a b|'q'|$HOME|{remote.workdir()}\n"


def test_crash_reads_as_128_plus_signal(remote: Device) -> None:
    r = remote.shell(["sh", "-c", "kill -SEGV $$"], 20)
    assert r.returncode == 139 and r.crashed


def test_timeout(remote: Device) -> None:
    r = remote.shell(["sleep", "5"], 0.5)
    assert r.timed_out and r.returncode is None and not r.ok
    assert r.seconds < 3
    assert remote.shell(["true"], 20).ok  # the device is still usable


def test_push_pull_1mb_round_trip(remote: Device, tmp_path: Path) -> None:
    blob = os.urandom(1 << 20)
    src, back = tmp_path / "blob.bin", tmp_path / "back.bin"
    src.write_bytes(blob)
    remote.push(src, f"{remote.workdir()}/sub/blob.bin")
    assert remote.shell(["wc", "-c", "sub/blob.bin"], 20).stdout.split()[0] == str(1 << 20)
    remote.pull("sub/blob.bin", back)  # relative paths are in the work dir
    assert back.read_bytes() == blob


def test_pull_missing_file_is_a_device_error(remote: Device, tmp_path: Path) -> None:
    with pytest.raises(DeviceError):
        remote.pull("no-such-file", tmp_path / "x")


def test_pushed_c_program_runs(remote: Device, c_program: Path) -> None:
    remote.push(c_program, "kbin")
    r = remote.shell(["./kbin", "100", "5"], 20)
    assert (r.returncode, r.stdout, r.stderr) == (5, "sum=5050\n", "argc=3\n")
    assert remote.run_pinned(["./kbin", "10"], "0", 20).stdout == "sum=55\n"


def test_workdir_removed_on_close(remote: Device) -> None:
    wd = remote.workdir()
    assert "/mqss-" in wd and remote.shell(["test", "-d", wd], 20).ok
    remote.close()
    # Both peers run on this machine, so the device's file system is ours to inspect.
    assert not os.path.exists(wd)


def test_info(remote: Device) -> None:
    from mqss_edge.device.local import LocalDevice

    info = remote.info()
    local = LocalDevice().info()
    assert info.kind in ("adb", "ssh") and info.spec == remote.spec
    # A Linux host has no getprop: uname and /proc stand in for the Android properties.
    assert (info.arch, info.model, info.kernel, info.num_cpus) == (local.arch, local.model, local.kernel,
                                                                   local.num_cpus)
    assert info.cpu == local.cpu and not info.emulated
    assert info.governors == local.governors and info.max_freq_khz == local.max_freq_khz
    assert info.can_pin == local.can_pin and info.can_drop_caches == local.can_drop_caches
    assert info.l1_source == ("perf" if local.l1_source == "perf" else "unavailable")
    assert remote.info() is info  # cached
