"""ssh specifics: the spec, a refused key, and a board that disappears mid-run."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from mqss_edge.device import SshDevice
from mqss_edge.device.ssh import parse_ssh_spec
from mqss_edge.errors import DeviceNotFound
from tests.device.peers import Sshd, free_port

pytestmark = pytest.mark.timeout(60)


def test_parse_spec() -> None:
    assert parse_ssh_spec("ssh:pi@board.local") == ("pi", "board.local", 22)
    assert parse_ssh_spec("ssh:root@10.0.0.2:2222") == ("root", "10.0.0.2", 2222)
    assert parse_ssh_spec("ssh:u@[fe80::1]:22") == ("u", "fe80::1", 22)
    assert parse_ssh_spec("ssh:host") == (None, "host", 22)
    for bad in ("ssh:", "ssh:u@h:port", "ssh:u@h:1:2"):
        with pytest.raises(ValueError, match="USER@HOST"):
            parse_ssh_spec(bad)


def test_commands_share_one_connection(ssh_device: SshDevice) -> None:
    # $SSH_CLIENT names the client's source port: one multiplexed TCP connection, no handshake per command.
    ports = {ssh_device.shell(["sh", "-c", "echo $SSH_CLIENT"], 20).stdout.split()[1] for _ in range(3)}
    assert len(ports) == 1


def test_unreachable_and_refused(sshd: Sshd, tmp_path: Path) -> None:
    with pytest.raises(DeviceNotFound, match="cannot reach"):
        SshDevice("root", "127.0.0.1", free_port(), known_hosts=tmp_path / "kh").shell(["true"], 10)
    other = tmp_path / "other_key"
    import subprocess

    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(other)], check=True)
    d = SshDevice(sshd.user, "127.0.0.1", sshd.port, identity=other, known_hosts=sshd.known_hosts)
    with pytest.raises(DeviceNotFound, match="Permission denied"):
        d.info()
    d.close()


def test_board_vanishing_mid_run(fresh_sshd, tmp_path: Path) -> None:
    server = fresh_sshd()
    d = SshDevice.from_spec(server.spec, **server.device_kwargs())
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
    server.stop()
    t.join(15)
    assert not t.is_alive() and time.monotonic() - start < 10
    assert len(caught) == 1 and isinstance(caught[0], DeviceNotFound), caught
    assert server.spec in str(caught[0]) and "vanished" in str(caught[0])
    with pytest.raises(DeviceNotFound):
        d.shell(["true"], 10)
    d.close()
