"""adb specifics: discovery through the real server, and a device that disappears mid-run."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from mqss_edge.device import AdbDevice, open_device
from mqss_edge.errors import DeviceError, DeviceNotFound
from tests.device.conftest import AdbPeer
from tests.device.peers import AdbServer, free_port

pytestmark = pytest.mark.timeout(60)


def test_discovery_by_env_and_serial(adb_peer: AdbPeer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANDROID_SERIAL", raising=False)
    monkeypatch.setenv("ADB_SERVER_HOST", adb_peer.server.host)
    monkeypatch.setenv("ADB_SERVER_PORT", str(adb_peer.server.port))
    with open_device(f"adb:{adb_peer.daemon.serial}") as d:
        assert isinstance(d, AdbDevice) and d.spec == f"adb:{adb_peer.daemon.serial}"
        assert d.info().kind == "adb"
    with open_device("adb") as d:  # the only online device
        assert d.spec == f"adb:{adb_peer.daemon.serial}"


def test_several_devices_need_a_serial(adb_peer: AdbPeer, fresh_adb, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh_adb()
    monkeypatch.delenv("ANDROID_SERIAL", raising=False)
    monkeypatch.setenv("ADB_SERVER_PORT", str(adb_peer.server.port))
    with pytest.raises(DeviceError, match="several adb devices"):
        open_device("adb")


def test_unknown_serial_and_missing_server(adb_server: AdbServer) -> None:
    with pytest.raises(DeviceNotFound, match="emulator-5554"):
        AdbDevice("emulator-5554", host=adb_server.host, port=adb_server.port)
    with pytest.raises(DeviceNotFound, match="no adb server"):
        AdbDevice("x", host="127.0.0.1", port=free_port())


def test_connects_a_tcp_serial_the_server_does_not_know(adb_server: AdbServer, fresh_adb) -> None:
    peer = fresh_adb()
    adb_server.adb_cmd("disconnect", peer.daemon.serial)
    with peer.device() as d:  # `adb connect` through the server protocol
        assert d.shell(["echo", "back"], 20).stdout == "back\n"


def test_device_without_shell_v2(fresh_adb, tmp_path: Path) -> None:
    peer = fresh_adb(features="cmd", max_payload=4096)  # a pre-Android-7 device with small packets
    with peer.device() as d:
        r = d.shell(["sh", "-c", "echo out; echo err >&2; exit 3"], 20)
        # shell v1 has one stream: stderr arrives merged into stdout, the exit code still comes back.
        assert (r.returncode, sorted(r.stdout.split()), r.stderr) == (3, ["err", "out"], "")
        assert d.info().kind == "adb"
        blob = bytes(range(256)) * 300  # > max payload: WRTE chunking on both sides
        (tmp_path / "b").write_bytes(blob)
        d.push(tmp_path / "b", "b")
        d.pull("b", tmp_path / "c")
        assert (tmp_path / "c").read_bytes() == blob


def test_device_vanishing_mid_run(fresh_adb, tmp_path: Path) -> None:
    peer = fresh_adb()
    d = peer.device()
    d.info()
    marker = tmp_path / "started"  # the peers run on this machine: the device's files are ours
    caught: list[BaseException] = []

    def run() -> None:
        try:
            d.shell(["sh", "-c", f"touch {marker}; sleep 20"], 30)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread
            caught.append(exc)

    t = threading.Thread(target=run)
    t.start()
    # Kill only once the command runs: a login shell killed inside its rc files can leave locks behind
    # (root's ~/.bashrc here runs `pyenv rehash`, whose lock file then blocks every later login).
    deadline = time.monotonic() + 20
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert marker.exists()
    start = time.monotonic()
    peer.daemon.kill()
    t.join(10)
    assert not t.is_alive() and time.monotonic() - start < 5
    assert len(caught) == 1 and isinstance(caught[0], DeviceNotFound), caught
    assert peer.daemon.serial in str(caught[0]) and "vanished" in str(caught[0])
    with pytest.raises(DeviceNotFound):
        d.push(Path(__file__), "x.py")
    d.close()  # a gone device still closes cleanly


def test_connect_refused_is_not_found(adb_server: AdbServer) -> None:
    start = time.monotonic()
    with pytest.raises(DeviceNotFound, match="adb connect"):
        AdbDevice(f"127.0.0.1:{free_port()}", host=adb_server.host, port=adb_server.port)
    assert time.monotonic() - start < 5
