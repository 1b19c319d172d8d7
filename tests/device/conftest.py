"""Device fixtures on real protocol peers over loopback.

- ``adb_peer`` (session): the bundled adb server on a private port + ``adb_daemon.py`` connected to it.
- ``adb_device``: an :class:`AdbDevice` on that daemon (work dir removed after the test).
- ``sshd`` (session): a throwaway OpenSSH server; ``ssh_device``: an :class:`SshDevice` logged into it.
- ``fresh_adb`` / ``fresh_sshd``: factories for a private peer a test may kill.

To use them from tests outside ``tests/device``, import them in ``tests/conftest.py``::

    from tests.device.conftest import (  # noqa: F401  (fixtures, with the ones they depend on)
        adb_device, adb_peer, adb_server, c_program, ssh_device, sshd)
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mqss_edge.device.adb import AdbDevice
from mqss_edge.device.ssh import SshDevice
from tests.device.peers import AdbServer, DaemonProcess, Sshd, sshd_missing


class AdbPeer:
    """A running adb server and the test daemon it is connected to."""

    def __init__(self, server: AdbServer, daemon: DaemonProcess):
        self.server, self.daemon = server, daemon

    def device(self) -> AdbDevice:
        return AdbDevice(self.daemon.serial, host=self.server.host, port=self.server.port)


@pytest.fixture(scope="session")
def adb_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AdbServer]:
    server = AdbServer(tmp_path_factory.mktemp("adb-home"))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def adb_peer(adb_server: AdbServer) -> Iterator[AdbPeer]:
    daemon = DaemonProcess(adb_server)
    yield AdbPeer(adb_server, daemon)
    daemon.stop()


@pytest.fixture
def adb_device(adb_peer: AdbPeer) -> Iterator[AdbDevice]:
    with adb_peer.device() as d:
        yield d  # type: ignore[misc]


@pytest.fixture
def fresh_adb(adb_server: AdbServer) -> Iterator[Callable[..., AdbPeer]]:
    """Start a private daemon on the shared server (for tests that kill it or change its features)."""
    started: list[DaemonProcess] = []

    def start(**kwargs: object) -> AdbPeer:
        started.append(DaemonProcess(adb_server, **kwargs))  # type: ignore[arg-type]
        return AdbPeer(adb_server, started[-1])

    yield start
    for d in started:
        d.stop()


@pytest.fixture(scope="session")
def sshd(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sshd]:
    if (why := sshd_missing()) is not None:
        pytest.skip(why)
    server = Sshd(tmp_path_factory.mktemp("sshd"))
    yield server
    server.stop()


@pytest.fixture
def ssh_device(sshd: Sshd) -> Iterator[SshDevice]:
    with SshDevice.from_spec(sshd.spec, **sshd.device_kwargs()) as d:
        yield d  # type: ignore[misc]


@pytest.fixture
def fresh_sshd(tmp_path: Path) -> Iterator[Callable[[], Sshd]]:
    """Start a private sshd (for tests that kill it)."""
    if (why := sshd_missing()) is not None:
        pytest.skip(why)
    started: list[Sshd] = []

    def start() -> Sshd:
        started.append(Sshd(tmp_path / f"sshd{len(started)}"))
        return started[-1]

    yield start
    for s in started:
        s.stop()


@pytest.fixture(scope="session")
def c_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A host binary: prints ``sum=<1+..+N>`` on stdout, ``argc=<n>`` on stderr, exits with argv[2]."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang-22")
    if cc is None:
        pytest.skip("no C compiler (cc) installed")
    d = tmp_path_factory.mktemp("cprog")
    (d / "k.c").write_text(C_SOURCE)
    subprocess.run([cc, "-O2", "-o", str(d / "kbin"), str(d / "k.c")], check=True)
    return d / "kbin"


C_SOURCE = r"""
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 10, s = 0;
  for (long i = 1; i <= n; i++) s += i;
  printf("sum=%ld\n", s);
  fprintf(stderr, "argc=%d\n", argc);
  return argc > 2 ? atoi(argv[2]) : 0;
}
"""
