"""Android phones and boards over adb, through an adb server, with adbutils speaking the server protocol.

adbutils is imported when a device is opened, not when this module is imported. Files move with the
sync protocol (``d.sync``), never ``d.push``, which shells out to whatever ``adb`` binary is on PATH and
may talk to another server. Commands run with shell protocol v2, which carries separate stdout/stderr
and the exit code.

Every exchange with the server or the device runs under a wall-clock deadline: adbutils' own timeouts
are per ``recv`` (a device that trickles output never trips them) and its file transfers have none, so
a watchdog shuts down the server connections an operation opened once its deadline passes. A command
that runs past its timeout is a ``timed_out`` record; a device that stops answering (the command's
deadline passed and a liveness round trip gets no answer either) or a stalled transfer raises
:class:`DeviceTimeout`.

This module also holds the probe shared by every POSIX remote (adb and ssh): one shell script that
reports ABI, model, SoC, CPU topology, root, taskset, ``timeout`` and L1 counters in one round trip.
"""

from __future__ import annotations

import math
import os
import secrets
import shlex
import socket
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mqss_edge._proc import CommandResult
from mqss_edge.device._base import Device, DeviceInfo, quote
from mqss_edge.errors import DeviceError, DeviceNotFound, DeviceTimeout

if TYPE_CHECKING:
    import adbutils

#: Seconds the device-side ``timeout -s KILL`` waits beyond the caller's timeout: the host gives up
#: first and reports ``timed_out``; the device-side kill only guarantees nothing outlives the run.
KILL_GRACE_S = 2

#: A transfer's deadline: this many seconds plus one second per :data:`TRANSFER_MIN_RATE` bytes.
TRANSFER_BASE_S = 30.0
#: The slowest transfer rate (bytes/s) taken as progress; USB 2 adb moves ~30 MB/s, adb over Wi-Fi ~2-5.
TRANSFER_MIN_RATE = 1 << 20
#: Seconds a liveness round trip may take once a command's deadline has passed.
PROBE_S = 3.0
#: Seconds for one query of the server (device list, features, ``adb connect``).
SERVER_S = 15.0
DEFAULT_SERVER_PORT = 5037


def transfer_deadline(nbytes: int) -> float:
    """Wall-clock seconds a push or pull of ``nbytes`` may take before it counts as stalled."""
    return TRANSFER_BASE_S + nbytes / TRANSFER_MIN_RATE


_ABI_ARCH = {"arm64-v8a": "aarch64", "armeabi-v7a": "armv7l", "armeabi": "armv7l",
             "x86_64": "x86_64", "x86": "i686", "riscv64": "riscv64"}

# Every line is key=value; missing tools leave the value empty, never fail the script.
PROBE_SCRIPT = r"""
p() { printf '%s=%s\n' "$1" "$(getprop "$1" 2>/dev/null)"; }
p ro.product.cpu.abi; p ro.product.model; p ro.soc.model; p ro.board.platform; p ro.hardware
echo "uname_m=$(uname -m 2>/dev/null)"
echo "uname_n=$(uname -n 2>/dev/null || hostname 2>/dev/null)"
echo "uname_r=$(uname -r 2>/dev/null)"
echo "online=$(cat /sys/devices/system/cpu/online 2>/dev/null)"
echo "cpuinfo=$(grep -m1 -E '^(model name|Hardware|CPU part)' /proc/cpuinfo 2>/dev/null | cut -d: -f2-)"
for c in /sys/devices/system/cpu/cpu[0-9]*; do
  n=${c##*/cpu}
  echo "gov.$n=$(cat "$c/cpufreq/scaling_governor" 2>/dev/null)"
  echo "freq.$n=$(cat "$c/cpufreq/cpuinfo_max_freq" 2>/dev/null)"
done
T=
timeout -s KILL 5 true >/dev/null 2>&1 && { echo timeout=1; T="timeout -s KILL 5"; }
u=$(id -u 2>/dev/null); echo "uid=$u"
if [ "$u" != 0 ] && command -v su >/dev/null 2>&1; then
  echo "su_uid=$( { $T su -c 'id -u' || $T su 0 id -u; } </dev/null 2>/dev/null | tail -n 1)"
fi
[ -w /proc/sys/vm/drop_caches ] && echo drop=1
command -v taskset >/dev/null 2>&1 && echo taskset=1
E=L1-dcache-loads,L1-dcache-load-misses
if command -v simpleperf >/dev/null 2>&1; then
  o=$($T simpleperf stat -e $E true 2>&1); echo "simpleperf_rc=$?"
  case "$o" in *"not supported"*|*"not counted"*|*rror*) echo simpleperf_bad=1;; esac
fi
if command -v perf >/dev/null 2>&1; then
  o=$($T perf stat -x, -e $E true 2>&1); echo "perf_rc=$?"
  case "$o" in *"not supported"*|*"not counted"*|*rror*) echo perf_bad=1;; esac
fi
"""


def _cpu_count(online: str) -> int:
    """Count a sysfs CPU list such as ``0-3,6``."""
    n = 0
    for part in online.split(","):
        lo, _, hi = part.strip().partition("-")
        if lo.isdigit():
            n += int(hi) - int(lo) + 1 if hi.isdigit() else 1
    return n


def parse_probe(text: str, *, spec: str, kind: str) -> tuple[DeviceInfo, dict[str, str]]:
    """Turn :data:`PROBE_SCRIPT` output into a :class:`DeviceInfo` (plus the raw key/values).

    Android properties win; a plain Linux host (no ``getprop``) falls back to ``uname`` and
    ``/proc/cpuinfo``. ``l1_source`` is a counter tool only when a test count succeeded.
    """
    kv: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            kv[key.strip()] = value.strip()
    abi = kv.get("ro.product.cpu.abi", "")
    arch = _ABI_ARCH.get(abi) or kv.get("uname_m") or "unknown"
    model = kv.get("ro.product.model") or kv.get("uname_n", "")
    cpu = (kv.get("ro.soc.model") or kv.get("ro.board.platform") or kv.get("ro.hardware")
           or kv.get("cpuinfo", ""))
    governors = {k[4:]: v for k, v in kv.items() if k.startswith("gov.") and k[4:].isdigit() and v}
    freqs = {k[5:]: int(v) for k, v in kv.items() if k.startswith("freq.") and k[5:].isdigit() and v.isdigit()}
    ncpu = _cpu_count(kv.get("online", "")) or len([k for k in kv if k.startswith("gov.") and k[4:].isdigit()]) or 1
    if kv.get("simpleperf_rc") == "0" and "simpleperf_bad" not in kv:
        l1 = "simpleperf"
    elif kv.get("perf_rc") == "0" and "perf_bad" not in kv:
        l1 = "perf"
    else:
        l1 = "unavailable"
    info = DeviceInfo(spec=spec, kind=kind, arch=arch, model=model, cpu=cpu, kernel=kv.get("uname_r", ""),
                      num_cpus=ncpu, governors=governors, max_freq_khz=freqs, emulated=False,
                      can_drop_caches="drop" in kv or kv.get("su_uid") == "0",
                      can_pin="taskset" in kv, l1_source=l1)
    return info, kv


def probe_with(run: Callable[[str, float], CommandResult], *, spec: str,
               kind: str) -> tuple[DeviceInfo, dict[str, str]]:
    """Run :data:`PROBE_SCRIPT` through ``run(script, timeout)`` and parse it (for other POSIX backends)."""
    r = run(PROBE_SCRIPT, 60)
    if r.timed_out:
        raise DeviceError(f"probing {spec} timed out")
    return parse_probe(r.stdout, spec=spec, kind=kind)


def remote_command(argv: Sequence[str], workdir: str, timeout: float, kill_after: bool) -> str:
    """The shell line a POSIX remote runs for :meth:`Device.shell`.

    It runs in the work dir; with ``kill_after`` a device-side ``timeout -s KILL`` bounds the command
    at ``timeout + KILL_GRACE_S`` so nothing outlives a run whose host side gave up. The trailing
    ``exit $?`` keeps the shell waiting for the program, so a crash reads as ``128+signal``.
    """
    cmd = quote(argv)
    if kill_after:
        cmd = f"timeout -s KILL {math.ceil(timeout) + KILL_GRACE_S} {cmd}"
    return f"cd {shlex.quote(workdir)} && {cmd}; exit $?"


def workdir_script(name: str) -> str:
    """Create ``<base>/<name>`` in the first usable base and print it; /data/local/tmp only if it exists."""
    return (f'for d in /data/local/tmp "${{TMPDIR:-/tmp}}"; do '
            f'[ -d "$d" ] && [ -w "$d" ] && mkdir "$d/{name}" 2>/dev/null && echo "$d/{name}" && exit 0; '
            f"done; exit 1")


def new_workdir_name() -> str:
    return f"mqss-{secrets.token_hex(5)}"


def create_workdir(raw: Callable[[str, float], CommandResult], spec: str) -> str:
    """Make a fresh work dir through a backend's raw shell (adb and ssh alike); returns its path."""
    r = raw(workdir_script(new_workdir_name()), 30)
    path = r.stdout.strip()
    if not r.ok or not path.startswith("/"):
        raise DeviceError(f"cannot create a work dir on {spec}: {r.stderr.strip() or r.stdout!r}")
    return path


def _server_address(host: str | None, port: int | None) -> tuple[str, int]:
    """The server address: arguments, else ``ADB_SERVER_HOST``/``ADB_SERVER_PORT``, else the variables adb itself
    reads (``ANDROID_ADB_SERVER_ADDRESS`` or ``ANDROID_ADB_SERVER_HOST``, ``ANDROID_ADB_SERVER_PORT``), else
    127.0.0.1:5037."""
    host = host or next((v for k in ("ADB_SERVER_HOST", "ANDROID_ADB_SERVER_ADDRESS", "ANDROID_ADB_SERVER_HOST")
                         if (v := os.environ.get(k))), "127.0.0.1")
    if port is None:
        port = DEFAULT_SERVER_PORT
        for var in ("ADB_SERVER_PORT", "ANDROID_ADB_SERVER_PORT"):
            raw = os.environ.get(var, "").strip()
            if raw:
                if not raw.isdigit() or not 0 < int(raw) < 65536:
                    raise DeviceError(f"{var}={raw!r} is not a TCP port number")
                port = int(raw)
                break
    return host, port


def _server_up(host: str, port: int) -> bool:
    try:
        socket.create_connection((host, port), timeout=2).close()
        return True
    except OSError:
        return False


def _tracking_client(host: str, port: int) -> adbutils.AdbClient:
    """An AdbClient that remembers its open server connections per thread and the server's version.

    adbutils leaves a connection open when the server answers FAIL while opening a transport (a
    vanished device); :meth:`close_leaked` closes the ones this thread still holds after an error.
    :meth:`deadline` bounds an operation in wall-clock time by shutting down the connections it opened.
    """
    import adbutils

    class TrackingClient(adbutils.AdbClient):
        def __init__(self) -> None:
            super().__init__(host=host, port=port)
            self._live: list[tuple[int, adbutils.AdbConnection]] = []
            self._lock = threading.Lock()
            self._version: int | None = None
            self._ops: dict[int, list[_Deadline]] = {}  # per thread: the deadlines in force (nested)

        def server_version(self) -> int:
            # adbutils asks before every transport it opens (one more connection per command); a
            # server's version does not change while it runs.
            if self._version is None:
                self._version = super().server_version()
            return self._version

        def make_connection(self, timeout: float | None = None) -> adbutils.AdbConnection:
            c = super().make_connection(timeout=timeout)
            me = threading.get_ident()
            with self._lock:
                self._live = [(t, x) for t, x in self._live if not x.closed]
                self._live.append((me, c))
                ops = list(self._ops.get(me, ()))
            for op in ops:
                op.own(c)
            return c

        @contextmanager
        def deadline(self, seconds: float) -> Iterator[threading.Event]:
            """Bound what this thread does inside in wall-clock time; the event is set once the deadline fired.

            When it fires, every server connection opened inside is shut down, so a blocked ``recv`` or
            ``send`` returns and adbutils raises; the caller sees the event set and reports a timeout.
            """
            me = threading.get_ident()
            op = _Deadline()
            with self._lock:
                self._ops.setdefault(me, []).append(op)
            timer = threading.Timer(max(0.0, seconds), op.fire)
            timer.daemon = True
            timer.start()
            try:
                yield op.fired
            finally:
                timer.cancel()
                op.finish()
                with self._lock:
                    stack = self._ops.get(me, [])
                    stack[:] = [o for o in stack if o is not op]
                    if not stack:
                        self._ops.pop(me, None)

        def close_leaked(self) -> None:
            me = threading.get_ident()
            with self._lock:
                mine = [x for t, x in self._live if t == me]
                self._live = [(t, x) for t, x in self._live if t != me]
            for c in mine:
                c.close()

    return TrackingClient()


def _shutdown(conn: Any) -> None:
    """Shut a server connection down from another thread (its owner closes it)."""
    try:
        if not conn.closed:
            conn.conn.shutdown(socket.SHUT_RDWR)
    except Exception:  # noqa: BLE001 - already closed by its owner in the meantime
        pass


class _Deadline:
    """One operation's wall-clock deadline: the connections it opened, shut down when it fires."""

    def __init__(self) -> None:
        self.fired = threading.Event()
        self._conns: list[Any] = []
        self._lock = threading.Lock()
        self._done = False

    def own(self, conn: Any) -> None:
        with self._lock:
            self._conns.append(conn)
            late = self.fired.is_set()
        if late:  # opened after the deadline (adbutils' next step): it must not block either
            _shutdown(conn)

    def fire(self) -> None:
        with self._lock:
            if self._done:
                return
            self.fired.set()
            conns = list(self._conns)
        for c in conns:
            _shutdown(c)

    def finish(self) -> None:
        with self._lock:
            self._done = True


class AdbDevice(Device):
    """A device reached through an adb server (USB, ``adb connect`` over TCP, or an emulator).

    Args:
        serial: the device serial; ``None`` means env ``ANDROID_SERIAL``, else the only device in
            state ``device``. A ``HOST:PORT`` serial that the server does not know yet is
            ``adb connect``-ed first.
        host: adb server host (default env ``ADB_SERVER_HOST``, ``ANDROID_ADB_SERVER_ADDRESS`` or
            ``ANDROID_ADB_SERVER_HOST``, else 127.0.0.1).
        port: adb server port (default env ``ADB_SERVER_PORT`` or ``ANDROID_ADB_SERVER_PORT``, else 5037).

    Raises:
        DeviceNotFound: no server at the address, no such device, or no device at all.
        DeviceError: several devices and no serial, or a port variable that is not a port.
        DeviceTimeout: the server or the device does not answer in time.
    """

    def __init__(self, serial: str | None = None, *, host: str | None = None, port: int | None = None):
        import adbutils  # the only place adb is loaded: importing mqss_edge.device stays free

        self._adbutils = adbutils
        self.host, self.port = _server_address(host, port)
        if not _server_up(self.host, self.port):
            # Checked here because adbutils would otherwise start a server on the default port itself.
            raise DeviceNotFound(f"no adb server at {self.host}:{self.port} "
                                 "(start one with `adb start-server`, or set ANDROID_ADB_SERVER_PORT, "
                                 "ADB_SERVER_HOST/ADB_SERVER_PORT)")
        self._client = _tracking_client(self.host, self.port)
        self.serial = self._resolve(serial)
        self.spec = f"adb:{self.serial}"
        self._dev: adbutils.AdbDevice = self._client.device(serial=self.serial)
        self._info: DeviceInfo | None = None
        self._kv: dict[str, str] = {}
        self._workdir: str | None = None
        self._v2 = True
        with self._guard("features", SERVER_S):
            # Devices before Android 7 lack shell protocol v2: adbutils then merges stderr into stdout
            # and learns the exit code from a marker it appends to the command.
            self._v2 = "shell_v2" in self._dev.get_features().split(",")

    # ---- discovery ------------------------------------------------------------------------------

    def _states(self) -> dict[str, str] | None:
        """serial → state as the server sees it; ``None`` when the server itself is unreachable."""
        if not _server_up(self.host, self.port):
            return None
        try:
            with self._client.deadline(SERVER_S):
                return {d.serial: d.state for d in self._client.list()}
        except Exception:  # noqa: BLE001 - unreachable, refused, or cut at the deadline: no answer
            self._client.close_leaked()
            return None

    def _resolve(self, serial: str | None) -> str:
        serial = serial or os.environ.get("ANDROID_SERIAL") or None  # as adb itself does
        states = self._states() or {}
        online = sorted(s for s, st in states.items() if st == "device")
        if serial is None:
            if len(online) == 1:
                return online[0]
            if not online:
                raise DeviceNotFound(f"no adb device online at server {self.host}:{self.port} "
                                     f"(seen: {states or 'none'})")
            raise DeviceError(f"several adb devices online ({', '.join(online)}): use adb:SERIAL")
        if serial not in states and ":" in serial:
            try:
                with self._client.deadline(SERVER_S) as fired:
                    try:
                        answer = self._client.connect(serial, timeout=10)
                        if "connected to" not in answer:  # e.g. "failed to connect to '10.0.0.9:5555': refused"
                            raise DeviceNotFound(f"adb connect {serial}: {answer}")
                        self._client.wait_for(serial, state="device", timeout=10)
                    except (self._adbutils.AdbError, OSError, EOFError) as exc:
                        if fired.is_set():
                            raise DeviceNotFound(f"adb connect {serial}: no answer within {SERVER_S:.0f} s") from exc
                        raise
            except (self._adbutils.AdbError, OSError, EOFError) as exc:
                self._client.close_leaked()
                raise DeviceNotFound(f"adb connect {serial} failed: {exc}") from exc
            states = self._states() or {}
        if states.get(serial) != "device":
            raise DeviceNotFound(f"adb device {serial!r} is not online at server {self.host}:{self.port} "
                                 f"(state: {states.get(serial, 'absent')}; seen: {states or 'none'})")
        return serial

    def _lost(self, exc: BaseException, what: str) -> DeviceError:
        """The error for a failed transfer: DeviceNotFound when the device left the server's list."""
        self._client.close_leaked()
        if self._alive():
            return DeviceError(f"adb {what} on {self.serial} failed: {exc!r}")
        deadline = time.monotonic() + 1.5
        while True:  # the server may report a stream closed a moment before it drops the transport
            states = self._states()
            state = None if states is None else states.get(self.serial, "absent")
            if state != "device" or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        if state == "device":
            return DeviceError(f"adb {what} on {self.serial} failed: {exc!r}")
        where = "adb server gone" if state is None else f"state: {state}"
        return DeviceNotFound(f"adb device {self.serial} vanished during {what} ({where}): {exc!r}")

    def _alive(self) -> bool:
        """The device answers a shell round trip (so a failure was the operation's, not the link's)."""
        if not _server_up(self.host, self.port):
            return False
        try:
            with self._client.deadline(PROBE_S):
                return self._dev.shell2("echo ok", timeout=PROBE_S, encoding=None, v2=self._v2).output == b"ok\n"
        except Exception:  # noqa: BLE001 - any failure, or the deadline: the device did not answer
            self._client.close_leaked()
            return False

    def _unanswered(self, what: str, seconds: float) -> DeviceError:
        """The error once an operation's deadline passed: the device left the server, or stopped answering."""
        states = self._states()
        state = None if states is None else states.get(self.serial, "absent")
        if state != "device":
            where = "adb server gone" if state is None else f"state: {state}"
            return DeviceNotFound(f"adb device {self.serial} vanished during {what} ({where})")
        return DeviceTimeout(f"adb device {self.serial} stopped answering: {what} got no answer "
                             f"within its {seconds:.1f} s deadline")

    @contextmanager
    def _guard(self, what: str, seconds: float) -> Iterator[None]:
        """Run one exchange under a wall-clock deadline; map adbutils' failures to this package's errors."""
        failure: BaseException | None = None
        with self._client.deadline(seconds) as fired:
            try:
                yield
            except DeviceError:
                raise
            except Exception as exc:  # noqa: BLE001 - cut at the deadline, adbutils may raise anything
                if not fired.is_set() and not isinstance(exc, (self._adbutils.AdbError, OSError, EOFError)):
                    raise
                failure = exc
        if failure is not None:
            self._client.close_leaked()
            if fired.is_set():
                raise self._unanswered(what, seconds) from failure
            raise self._lost(failure, what) from failure

    # ---- Device ---------------------------------------------------------------------------------

    def _raw(self, command: str, timeout: float, argv: Sequence[str] | None = None) -> CommandResult:
        record = tuple(argv) if argv is not None else ("sh", "-c", command)
        what = f"shell {' '.join(record)[:80]!r}"
        if not self._v2:  # adbutils appends "; echo <marker>$?": keep `exit` from skipping it
            command = f"(\n{command}\n)"
        failure: BaseException | None = None
        start = time.perf_counter()
        with self._client.deadline(timeout) as fired:
            try:
                r = self._dev.shell2(command, timeout=timeout, encoding=None, v2=self._v2)
            except Exception as exc:  # noqa: BLE001 - cut at the deadline, adbutils may raise anything
                if not fired.is_set() and not isinstance(exc, (self._adbutils.AdbError, OSError, EOFError)):
                    raise
                failure = exc
        seconds = time.perf_counter() - start
        if failure is not None:
            self._client.close_leaked()
            if fired.is_set() or isinstance(failure, self._adbutils.AdbTimeout):
                # The host gave up; closing the stream makes adbd kill the session (the device-side
                # `timeout` backs it up). A device that still answers ran a slow command: a timed-out
                # record. One that does not answer either is a device failure, not a result.
                if self._alive():
                    return CommandResult(record, None, "", "", seconds, timed_out=True)
                raise self._unanswered(what, timeout) from failure
            raise self._lost(failure, what) from failure
        stdout = (r.stdout if self._v2 else r.output).decode("utf-8", "replace")  # v1: one merged stream
        stderr = r.stderr.decode("utf-8", "replace")
        if r.returncode == 137 and seconds >= timeout:  # the device-side kill fired: still a timeout
            return CommandResult(record, None, stdout, stderr, seconds, timed_out=True)
        return CommandResult(record, r.returncode, stdout, stderr, seconds)

    def info(self) -> DeviceInfo:
        if self._info is None:
            self._info, self._kv = probe_with(self._raw, spec=self.spec, kind="adb")
        return self._info

    def shell(self, argv: Sequence[str], timeout: float) -> CommandResult:
        """Run argv in the work dir: ``cd WORKDIR && [timeout -s KILL T+2] ARGV``.

        argv[0] must be a program (or a path relative to the work dir), not a shell builtin.
        """
        self.info()  # learns whether the device has `timeout`
        command = remote_command(argv, self.workdir(), timeout, kill_after="timeout" in self._kv)
        return self._raw(command, timeout, argv)

    def push(self, local: Path, remote: str, *, timeout: float | None = None) -> None:
        """Copy with the sync protocol (mode kept); a relative ``remote`` lands in the work dir.

        Args:
            local: the file to copy.
            remote: where it goes on the device.
            timeout: wall-clock seconds for the transfer (default :func:`transfer_deadline` of its size).

        Raises:
            DeviceTimeout: the transfer did not finish within its deadline (a stalled device or link).
            DeviceNotFound: the device vanished.
        """
        remote = self._abs(remote)
        st = Path(local).stat()
        mode = st.st_mode & 0o777
        seconds = transfer_deadline(st.st_size) if timeout is None else timeout
        with open(local, "rb") as f, self._guard(f"push {remote}", seconds):  # our handle: closed even on errors
            self._dev.sync.push(f, remote, mode=mode)
        if mode & 0o111:  # some filesystems ignore the SEND mode: make sure the kernel binary runs
            r = self._raw(f"chmod {mode:o} {shlex.quote(remote)}", 30)
            if not r.ok:
                raise DeviceError(f"chmod {remote} on {self.spec} failed: {r.stderr.strip()}")

    def pull(self, remote: str, local: Path, *, timeout: float | None = None) -> None:
        """Copy a device file to ``local`` (written whole or not at all).

        Args:
            remote: the device file; relative to the work dir unless absolute.
            local: where it goes.
            timeout: wall-clock seconds for the transfer (default :func:`transfer_deadline` of its size, which
                one ``stat`` round trip learns first).

        Raises:
            DeviceTimeout: the transfer did not finish within its deadline.
            DeviceNotFound: the device vanished.
        """
        remote = self._abs(remote)
        local = Path(local)
        if timeout is None:
            with self._guard(f"stat {remote}", SERVER_S):
                size = self._dev.sync.stat(remote).size
            timeout = transfer_deadline(size)
        fd, tmp = tempfile.mkstemp(dir=local.parent, prefix=f".{local.name}.")
        os.close(fd)
        try:
            with self._guard(f"pull {remote}", timeout):
                self._dev.sync.pull_file(remote, tmp)
            os.replace(tmp, local)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)

    def workdir(self) -> str:
        if self._workdir is None:
            self._workdir = create_workdir(self._raw, self.spec)
        return self._workdir

    def close(self) -> None:
        if self._workdir is not None:
            try:
                self._raw(f"rm -rf {shlex.quote(self._workdir)}", 15)
            except DeviceError:
                pass  # a vanished device keeps its scratch dir; nothing else to release
            self._workdir = None

    def drop_caches(self) -> bool:
        """Drop the page cache, through ``su`` on a rooted phone whose adbd runs as shell."""
        info = self.info()
        if not info.can_drop_caches:
            return False
        script = "sync; echo 3 > /proc/sys/vm/drop_caches"
        if self._kv.get("uid") != "0":
            return self._raw(f"su -c {shlex.quote(script)} </dev/null", 30).ok
        return self.sh(script).ok

    # ---- helpers --------------------------------------------------------------------------------

    def _abs(self, remote: str) -> str:
        return remote if remote.startswith("/") else f"{self.workdir()}/{remote}"

