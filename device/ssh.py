"""Linux boards over the system OpenSSH client: one multiplexed connection, scp for files.

A private ControlMaster (``ssh -M -N``, owned by this object) carries every command and copy, so a
command costs one channel open instead of a key exchange. If the master dies, the next command
restarts it; if that fails the board is gone and :class:`DeviceNotFound` is raised.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
import weakref
from collections.abc import Sequence
from pathlib import Path

from mqss_edge._proc import CommandResult
from mqss_edge.device._base import Device, DeviceInfo
from mqss_edge.device.adb import create_workdir, probe_with, remote_command
from mqss_edge.errors import DeviceError, DeviceNotFound

_SPEC = re.compile(r"^ssh:(?:(?P<user>[^@\s]+)@)?(?P<host>\[[^\]]+\]|[^:@\s\[\]]+)(?::(?P<port>\d+))?$")


def run_client(argv: Sequence[str], timeout: float) -> CommandResult:
    """Run an ssh/scp client like :func:`mqss_edge._proc.run_command`, but return promptly on timeout.

    A multiplexed client hands its stdout/stderr to the ControlMaster, which keeps them open until
    the remote command ends; waiting for EOF after the kill would last as long as the remote command.
    """
    start = time.perf_counter()
    proc = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            out, err = proc.communicate(timeout=0.2)
        except subprocess.TimeoutExpired:
            out = err = b""
            for pipe in (proc.stdout, proc.stderr):
                if pipe is not None:
                    pipe.close()
            proc.wait()
        return CommandResult(tuple(argv), None, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"),
                             time.perf_counter() - start, timed_out=True)
    return CommandResult(tuple(argv), proc.returncode, out.decode("utf-8", "replace"),
                         err.decode("utf-8", "replace"), time.perf_counter() - start)


class _Master:
    """The ControlMaster process and its socket dir, kept apart from the device so a finalizer can
    stop the master (an ``ssh -N`` outlives our process otherwise) when a device is never closed."""

    def __init__(self) -> None:
        self.dir = tempfile.mkdtemp(prefix="mqss-ssh-")  # short: socket paths are capped at 108 bytes
        self.proc: subprocess.Popen[bytes] | None = None

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.terminate()
                try:
                    self.proc.wait(5)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait()
            self.proc = None

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


def parse_ssh_spec(spec: str) -> tuple[str | None, str, int]:
    """``ssh:USER@HOST[:PORT]`` → (user, host, port); an IPv6 host is written in brackets.

    Raises:
        ValueError: the spec does not have that form.
    """
    m = _SPEC.match(spec)
    if m is None:
        raise ValueError(f"bad ssh device spec {spec!r}: expected ssh:USER@HOST[:PORT]")
    return m["user"], m["host"].strip("[]"), int(m["port"] or 22)


class SshDevice(Device):
    """A Linux board reached with ``ssh``/``scp`` (BatchMode: keys only, never a password prompt).

    Args:
        user: login user (``None``: ssh's default).
        host: host name or address.
        port: sshd port.
        identity: private key file (default env ``MQSS_SSH_IDENTITY``; else ssh's own defaults).
        known_hosts: a known_hosts file to use instead of the user's (unknown keys are accepted and
            recorded there on first connection; a changed key is refused).
        connect_timeout: seconds for the TCP connect + authentication.
        options: extra ``-o`` values, e.g. ``["Ciphers=aes128-gcm@openssh.com"]``.

    Raises:
        DeviceNotFound: on first use, when the board cannot be reached or refuses the key.
    """

    def __init__(self, user: str | None, host: str, port: int = 22, *, identity: str | Path | None = None,
                 known_hosts: str | Path | None = None, connect_timeout: float = 10.0,
                 options: Sequence[str] = ()):
        if shutil.which("ssh") is None or shutil.which("scp") is None:
            raise DeviceNotFound("the OpenSSH client (ssh, scp) is not installed")
        self.user, self.host, self.port = user, host, port
        self.spec = f"ssh:{user + '@' if user else ''}{f'[{host}]' if ':' in host else host}:{port}"
        self.connect_timeout = connect_timeout
        identity = identity or os.environ.get("MQSS_SSH_IDENTITY") or None
        self._m = _Master()
        self._finalizer = weakref.finalize(self, self._m.remove)
        opts = ["-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new",
                "-o", f"ConnectTimeout={max(1, round(connect_timeout))}",
                "-o", "ServerAliveInterval=5", "-o", "ServerAliveCountMax=3", "-o", "LogLevel=ERROR",
                "-o", f"ControlPath={self._m.dir}/cm"]
        if identity:
            opts += ["-i", str(identity), "-o", "IdentitiesOnly=yes"]
        if known_hosts:
            opts += ["-o", f"UserKnownHostsFile={known_hosts}"]
        for o in options:
            opts += ["-o", o]
        self._opts = opts
        self._target = f"{user}@{host}" if user else host
        self._scp_target = f"{user + '@' if user else ''}{f'[{host}]' if ':' in host else host}"
        self._scp_legacy = False
        self._info: DeviceInfo | None = None
        self._kv: dict[str, str] = {}
        self._workdir: str | None = None

    @classmethod
    def from_spec(cls, spec: str, **kwargs: object) -> SshDevice:
        user, host, port = parse_ssh_spec(spec)
        return cls(user, host, port, **kwargs)  # type: ignore[arg-type]

    # ---- connection -----------------------------------------------------------------------------

    def _ensure_master(self) -> None:
        """Start (or restart) the ControlMaster; DeviceNotFound when the board does not answer."""
        if self._m.running():
            return
        if not self._finalizer.alive:  # used again after close()
            self._finalizer = weakref.finalize(self, self._m.remove)
        os.makedirs(self._m.dir, exist_ok=True)
        sock = Path(self._m.dir, "cm")
        sock.unlink(missing_ok=True)
        log = Path(self._m.dir, "master.log")
        with log.open("wb") as err:
            proc = self._m.proc = subprocess.Popen(
                ["ssh", *self._opts, "-p", str(self.port), "-M", "-N", "-o", "ControlMaster=yes",
                 "-o", "ControlPersist=no", self._target],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        deadline = time.monotonic() + self.connect_timeout + 5
        while not sock.exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                self._m.stop()
                why = log.read_text(errors="replace").strip() or "no answer"
                raise DeviceNotFound(f"cannot reach {self.spec}: {why}")
            time.sleep(0.02)

    def _ssh_argv(self, command: str) -> list[str]:
        return ["ssh", *self._opts, "-o", "ControlMaster=no", "-p", str(self.port), self._target, command]

    def _check_alive(self, failed: CommandResult, what: str) -> None:
        """After an exit status that may be ssh's own (255): raise DeviceNotFound if the board is gone."""
        time.sleep(0.05)  # let a master that lost its connection exit first
        try:
            self._ensure_master()
        except DeviceNotFound as exc:
            raise DeviceNotFound(f"{self.spec} vanished during {what}: "
                                 f"{failed.stderr.strip() or 'connection lost'} ({exc})") from None
        probe = run_client(self._ssh_argv("true"), timeout=self.connect_timeout + 5)
        if not probe.ok:
            raise DeviceNotFound(f"{self.spec} vanished during {what}: {probe.stderr.strip() or failed.stderr.strip()}")

    def _raw(self, command: str, timeout: float, argv: Sequence[str] | None = None) -> CommandResult:
        self._ensure_master()
        r = run_client(self._ssh_argv(command), timeout=timeout)
        record = tuple(argv) if argv is not None else ("sh", "-c", command)
        if r.returncode == 255:
            self._check_alive(r, f"{' '.join(record)[:80]!r}")
        timed_out = r.timed_out or (r.returncode == 137 and r.seconds >= timeout)  # device-side kill fired
        return CommandResult(record, None if timed_out else r.returncode, r.stdout, r.stderr, r.seconds,
                             timed_out, r.truncated)

    def _scp(self, src: str, dst: str, what: str) -> None:
        self._ensure_master()
        for _ in range(2):
            argv = ["scp", "-q", "-p", *(["-O"] if self._scp_legacy else []), *self._opts,
                    "-P", str(self.port), src, dst]
            r = run_client(argv, timeout=max(60.0, self.connect_timeout * 6))
            if r.ok:
                return
            if not self._scp_legacy and re.search(r"subsystem|sftp", r.stderr, re.I):
                self._scp_legacy = True  # board without sftp-server (dropbear, busybox): legacy scp
                continue
            break
        self._check_alive(r, what)
        raise DeviceError(f"{what} on {self.spec} failed: {r.stderr.strip() or r.returncode}")

    # ---- Device ---------------------------------------------------------------------------------

    def info(self) -> DeviceInfo:
        if self._info is None:
            self._info, self._kv = probe_with(self._raw, spec=self.spec, kind="ssh")
        return self._info

    def shell(self, argv: Sequence[str], timeout: float) -> CommandResult:
        """Run argv in the work dir: ``cd WORKDIR && [timeout -s KILL T+2] ARGV; exit $?``.

        argv[0] must be a program (or a path relative to the work dir), not a shell builtin; the
        login shell on the board must be POSIX.
        """
        self.info()  # learns whether the board has `timeout`
        command = remote_command(argv, self.workdir(), timeout, kill_after="timeout" in self._kv)
        return self._raw(command, timeout, argv)

    def push(self, local: Path, remote: str) -> None:
        """Copy with ``scp -p`` (mode kept, so an executable stays executable); parents are created."""
        remote = self._abs(remote)
        parent = remote.rsplit("/", 1)[0] or "/"
        if parent != self._workdir:  # scp creates no directories; the work dir is known to exist
            r = self._raw(f"mkdir -p {shlex.quote(parent)}", 30)
            if not r.ok:
                raise DeviceError(f"mkdir {parent} on {self.spec} failed: {r.stderr.strip()}")
        self._scp(str(local), f"{self._scp_target}:{remote}", f"push {remote}")

    def pull(self, remote: str, local: Path) -> None:
        remote = self._abs(remote)
        self._scp(f"{self._scp_target}:{remote}", str(local), f"pull {remote}")

    def workdir(self) -> str:
        if self._workdir is None:
            self._workdir = create_workdir(self._raw, self.spec)
        return self._workdir

    def close(self) -> None:
        try:
            if self._workdir is not None and self._m.running():
                run_client(self._ssh_argv(f"rm -rf {shlex.quote(self._workdir)}"), timeout=30)
        finally:
            self._workdir = None
            self._finalizer()  # stops the master, removes the socket dir

    def _abs(self, remote: str) -> str:
        return remote if remote.startswith("/") else f"{self.workdir()}/{remote}"
