"""Real protocol peers on loopback for the device tests: an adb server + our adbd, and an OpenSSH sshd.

Everything here is a process this module starts; ``stop()`` kills it and every process it spawned.
"""

from __future__ import annotations

import getpass
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

DAEMON = Path(__file__).with_name("adb_daemon.py")
SSHD = "/usr/sbin/sshd"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port: int, timeout: float = 10.0, proc: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{proc.args[0]} exited with {proc.returncode} before listening on {port}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.02)
    raise TimeoutError(f"nothing listens on 127.0.0.1:{port} after {timeout} s")


def descendants(pid: int) -> list[int]:
    """All live descendants of ``pid`` (read from /proc before anything is killed)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def kill_tree(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL a process we started and everything below it, then reap it."""
    if proc.poll() is None:
        for pid in [proc.pid, *descendants(proc.pid)]:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    proc.wait()


# ---- adb ---------------------------------------------------------------------------------------------

class AdbServer:
    """The real adb server (the binary bundled with adbutils) on a private port, in the foreground."""

    def __init__(self, home: Path):
        import adbutils

        self.adb = adbutils.adb_path()
        self.host, self.port = "127.0.0.1", free_port()
        # A private HOME keeps its adbkey out of ~/.android; no USB or mDNS scan slows the start down.
        self.env = {**os.environ, "HOME": str(home), "ADB_MDNS": "0", "ADB_LIBUSB": "0", "ADB_USB": "0",
                    "ADB_MDNS_AUTO_CONNECT": "0"}
        self.env.pop("ANDROID_SERIAL", None)
        self.log = (home / "adb-server.log").open("wb")
        self.proc = subprocess.Popen([self.adb, "-P", str(self.port), "nodaemon", "server"], env=self.env,
                                     stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        wait_port(self.port, proc=self.proc)

    def adb_cmd(self, *args: str) -> str:
        r = subprocess.run([self.adb, "-P", str(self.port), *args], env=self.env, capture_output=True,
                           text=True, timeout=30)
        return r.stdout + r.stderr

    def connect(self, addr: str) -> None:
        out = self.adb_cmd("connect", addr)
        if "connected to" not in out:
            raise RuntimeError(f"adb connect {addr}: {out.strip()}")
        self.adb_cmd("-s", addr, "wait-for-device")

    def stop(self) -> None:
        kill_tree(self.proc)
        self.log.close()


class DaemonProcess:
    """``adb_daemon.py`` in its own process (so a test can kill it like a phone pulled off the cable)."""

    def __init__(self, server: AdbServer, max_payload: int = 64 * 1024, features: str | None = None):
        self.server = server
        extra = ["--features", features] if features is not None else []
        self.proc = subprocess.Popen([sys.executable, str(DAEMON), "--port", "0", "--max-payload", str(max_payload),
                                      *extra],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, start_new_session=True)
        assert self.proc.stdout is not None
        self.port = int(self.proc.stdout.readline())
        self.serial = f"127.0.0.1:{self.port}"
        server.connect(self.serial)

    def kill(self) -> None:
        if self.proc.poll() is None:
            kill_tree(self.proc)
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def stop(self) -> None:
        self.kill()
        self.server.adb_cmd("disconnect", self.serial)


# ---- ssh ---------------------------------------------------------------------------------------------

def sshd_missing() -> str | None:
    """Why an sshd cannot be started here, or None."""
    for tool in (SSHD, "ssh", "scp", "ssh-keygen"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install openssh-server openssh-client)"
    return None


class Sshd:
    """A throwaway OpenSSH server on 127.0.0.1 with its own host key and one authorized user key."""

    def __init__(self, root: Path):
        root.mkdir(parents=True, exist_ok=True)
        self.root, self.port, self.user = root, free_port(), getpass.getuser()
        keygen = ["ssh-keygen", "-q", "-t", "ed25519", "-N", ""]
        subprocess.run([*keygen, "-f", str(root / "host_key")], check=True)
        subprocess.run([*keygen, "-f", str(root / "user_key")], check=True)
        shutil.copy(root / "user_key.pub", root / "authorized_keys")
        self.identity = root / "user_key"
        self.known_hosts = root / "known_hosts"
        sftp = next((p for p in ("/usr/lib/openssh/sftp-server", "/usr/libexec/sftp-server") if os.path.exists(p)),
                    None)
        (root / "sshd_config").write_text("\n".join([
            f"Port {self.port}", "ListenAddress 127.0.0.1", f"HostKey {root / 'host_key'}",
            f"AuthorizedKeysFile {root / 'authorized_keys'}", "PermitRootLogin yes", "StrictModes no",
            "UsePAM no", "PasswordAuthentication no", "KbdInteractiveAuthentication no",
            "PubkeyAuthentication yes", f"PidFile {root / 'sshd.pid'}", "MaxSessions 100", "MaxStartups 100",
            "LogLevel ERROR", *([f"Subsystem sftp {sftp}"] if sftp else []),
            # bash sources ~/.bashrc for ssh commands only in a top-level shell: SHLVL=1 makes it
            # nested. Root's rc here runs `pyenv init` (~0.1-0.2 s a session) and a session killed
            # inside `pyenv rehash` leaves a lock that stalls every later login for 60 s.
            "SetEnv SHLVL=1", ""]))
        if os.geteuid() == 0 and not os.path.isdir("/run/sshd"):
            os.makedirs("/run/sshd", mode=0o755, exist_ok=True)  # sshd's privilege-separation dir
        self.log = (root / "sshd.log").open("wb")
        self.proc = subprocess.Popen([SSHD, "-D", "-e", "-f", str(root / "sshd_config")],
                                     stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        wait_port(self.port, proc=self.proc)

    @property
    def spec(self) -> str:
        return f"ssh:{self.user}@127.0.0.1:{self.port}"

    def device_kwargs(self) -> dict[str, object]:
        return {"identity": self.identity, "known_hosts": self.known_hosts}

    def stop(self) -> None:
        kill_tree(self.proc)  # the listener and every per-connection sshd below it
        self.log.close()
