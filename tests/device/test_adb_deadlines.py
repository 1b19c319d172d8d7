"""adb wall-clock deadlines and the server address, against the real adb server and the test daemon.

A device that "stops answering" is the daemon process stopped with SIGSTOP: its TCP connection stays open,
the server still lists it as ``device``, and nothing comes back — what a hung phone or a wedged adbd does.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mqss_edge.device import AdbDevice, open_device
from mqss_edge.device.adb import KILL_GRACE_S, PROBE_S
from mqss_edge.errors import DeviceError, DeviceTimeout
from tests.device.conftest import AdbPeer

pytestmark = pytest.mark.timeout(90)

BIG = 64 << 20  # large enough that a transfer is still running when the daemon is stopped


@pytest.fixture
def peer(fresh_adb: Callable[..., AdbPeer]) -> Iterator[AdbPeer]:
    p = fresh_adb()
    yield p
    if p.daemon.proc.poll() is None:
        os.kill(p.daemon.proc.pid, signal.SIGCONT)  # the fixture then kills it


def _stop(peer: AdbPeer) -> None:
    os.kill(peer.daemon.proc.pid, signal.SIGSTOP)


def _in_thread(fn: Callable[[], object]) -> tuple[threading.Thread, list[BaseException], list[float]]:
    caught: list[BaseException] = []
    took: list[float] = []

    def run() -> None:
        start = time.monotonic()
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread
            caught.append(exc)
        took.append(time.monotonic() - start)

    t = threading.Thread(target=run, daemon=True)  # on a hang it must not keep pytest alive
    t.start()
    return t, caught, took


def _wait_for(cond: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not cond():
        assert time.monotonic() < deadline, "the transfer never started"
        time.sleep(0.002)


def _size(p: Path) -> int:
    try:
        return p.stat().st_size
    except FileNotFoundError:
        return 0


def test_push_stalled_mid_transfer_raises_device_timeout_at_its_deadline(peer: AdbPeer, tmp_path: Path) -> None:
    d = peer.device()
    d.workdir()
    src, dest = tmp_path / "big.bin", tmp_path / "on-device.bin"  # the daemon's files are this machine's
    src.write_bytes(bytes(BIG))
    t, caught, took = _in_thread(lambda: d.push(src, str(dest), timeout=4))
    _wait_for(lambda: _size(dest) > 0)
    _stop(peer)
    t.join(4 + PROBE_S + 10)
    assert not t.is_alive(), "push is still blocked after its deadline"
    assert len(caught) == 1 and isinstance(caught[0], DeviceTimeout), caught
    assert "stopped answering" in str(caught[0]) and peer.daemon.serial in str(caught[0])
    assert 0 < _size(dest) < BIG and took[0] < 4 + 2


def test_pull_stalled_mid_transfer_raises_device_timeout_at_its_deadline(peer: AdbPeer, tmp_path: Path) -> None:
    d = peer.device()
    d.workdir()
    src = tmp_path / "device-file.bin"
    src.write_bytes(bytes(BIG))
    out = tmp_path / "pulled"
    out.mkdir()
    t, caught, took = _in_thread(lambda: d.pull(str(src), out / "copy.bin", timeout=4))
    _wait_for(lambda: any(_size(p) > 0 for p in out.iterdir()))  # the partial copy grows
    _stop(peer)
    t.join(4 + PROBE_S + 10)
    assert not t.is_alive(), "pull is still blocked after its deadline"
    assert len(caught) == 1 and isinstance(caught[0], DeviceTimeout), caught
    assert took[0] < 4 + 2 and list(out.iterdir()) == []  # no partial file left behind


def test_shell_on_a_device_that_stopped_answering_raises_device_timeout(peer: AdbPeer) -> None:
    d = peer.device()
    d.info()
    d.workdir()
    _stop(peer)
    start = time.monotonic()
    with pytest.raises(DeviceTimeout, match="stopped answering"):
        d.shell(["echo", "hi"], 2)
    assert time.monotonic() - start < 2 + PROBE_S + 2


def test_a_command_that_keeps_printing_is_cut_at_its_timeout(peer: AdbPeer) -> None:
    d = peer.device()
    d.info()
    # Output every 0.1 s resets adbutils' per-recv timeout forever; only a wall-clock deadline stops it.
    start = time.monotonic()
    r = d.shell(["sh", "-c", "while :; do echo x; echo x >> ticks; sleep 0.1; done"], 1.0)
    took = time.monotonic() - start
    assert r.timed_out and r.returncode is None and took < 2.0, (r, took)
    # The host gave up at 1 s; on the device, `timeout -s KILL` ends the command KILL_GRACE_S later at most.
    ticks = Path(d.workdir()) / "ticks"  # the daemon runs on this machine
    time.sleep(max(0.0, start + 1 + KILL_GRACE_S + 0.5 - time.monotonic()))
    size = _size(ticks)
    time.sleep(0.5)
    assert _size(ticks) == size > 0, "the command outlived its device-side kill"
    assert d.shell(["echo", "still here"], 10).stdout == "still here\n"
    d.close()


def test_android_adb_server_port_picks_the_server(adb_peer: AdbPeer, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("ADB_SERVER_PORT", "ADB_SERVER_HOST", "ANDROID_ADB_SERVER_ADDRESS", "ANDROID_ADB_SERVER_HOST",
                "ANDROID_SERIAL"):
        monkeypatch.delenv(var, raising=False)
    assert adb_peer.server.port != 5037
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(adb_peer.server.port))
    with open_device(f"adb:{adb_peer.daemon.serial}") as d:
        assert isinstance(d, AdbDevice) and (d.host, d.port) == ("127.0.0.1", adb_peer.server.port)
        assert d.shell(["echo", "via", "ANDROID_ADB_SERVER_PORT"], 20).stdout == "via ANDROID_ADB_SERVER_PORT\n"
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", "adb")
    with pytest.raises(DeviceError, match="ANDROID_ADB_SERVER_PORT='adb' is not a TCP port"):
        open_device(f"adb:{adb_peer.daemon.serial}")
