"""A small adbd for tests: speaks the ADB device transport on 127.0.0.1 and runs commands on this machine.

It is the device end of the protocol, so the real adb server (the binary bundled with adbutils) can
``adb connect`` to it and every byte between ``AdbDevice`` and the "device" crosses the real server:

- transport: 24-byte little-endian headers (command, arg0, arg1, length, checksum, magic) + payload;
  CNXN handshake without AUTH, replying with a ``device::...;features=shell_v2,cmd,stat_v2`` banner;
- streams: OPEN / OKAY / WRTE / CLSE. Every WRTE we send carries at most the negotiated max payload
  and waits for the peer's OKAY before the next one; every WRTE received is acknowledged with OKAY;
- services: ``shell:CMD`` (raw, stdout+stderr merged), ``shell,v2[,raw|,pty...]:CMD`` (shell protocol
  packets: 0 stdin, 1 stdout, 2 stderr, 3 exit code, 4 close stdin, 5 window size), and ``sync:`` with
  STAT / STA2 / LST2 / LIST / SEND / RECV / DATA / DONE / OKAY / FAIL / QUIT.

A closed stream kills its command's process group, as adbd does when a shell session goes away.

Run ``python adb_daemon.py [--port N] [--max-payload BYTES]``: it prints the bound port on stdout.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import stat
import struct
import subprocess
import sys
import threading

A_CNXN, A_OPEN, A_OKAY, A_CLSE, A_WRTE, A_AUTH, A_STLS = (
    int.from_bytes(c, "little") for c in (b"CNXN", b"OPEN", b"OKAY", b"CLSE", b"WRTE", b"AUTH", b"STLS"))
A_VERSION = 0x01000001  # skips payload checksums
SYNC_DATA_MAX = 64 * 1024
FEATURES = "shell_v2,cmd,stat_v2"  # what Android 7+ announces (among others); --features changes it


def _checksum(data: bytes) -> int:
    return sum(data) & 0xFFFFFFFF


class Stream:
    """One OPENed service: an inbound byte queue and an outbound writer with OKAY flow control."""

    def __init__(self, conn: Connection, local_id: int, remote_id: int):
        self.conn, self.local_id, self.remote_id = conn, local_id, remote_id
        self._buf = bytearray()
        self._cond = threading.Condition()
        self._acked = threading.Event()
        self._write_lock = threading.Lock()
        self.closed = False
        self.proc: subprocess.Popen[bytes] | None = None

    # inbound ------------------------------------------------------------------------------------
    def feed(self, data: bytes) -> None:
        with self._cond:
            self._buf += data
            self._cond.notify_all()

    def read_some(self) -> bytes:
        """Whatever is buffered (blocking until something or EOF); b"" at EOF."""
        with self._cond:
            while not self._buf and not self.closed:
                self._cond.wait()
            data = bytes(self._buf)
            self._buf.clear()
            return data

    def read_exact(self, n: int) -> bytes:
        with self._cond:
            while len(self._buf) < n and not self.closed:
                self._cond.wait()
            if len(self._buf) < n:
                raise EOFError
            data = bytes(self._buf[:n])
            del self._buf[:n]
            return data

    # outbound -----------------------------------------------------------------------------------
    def write(self, data: bytes) -> None:
        with self._write_lock:
            for i in range(0, len(data), self.conn.max_payload):
                if self.closed:
                    raise EOFError
                self._acked.clear()
                self.conn.send(A_WRTE, self.local_id, self.remote_id, data[i:i + self.conn.max_payload])
                while not self._acked.wait(0.2):
                    if self.closed:
                        raise EOFError

    def on_okay(self) -> None:
        self._acked.set()

    def close(self, notify_peer: bool = True) -> None:
        with self._cond:
            was_closed, self.closed = self.closed, True
            self._cond.notify_all()
        self._acked.set()
        self.kill()
        if notify_peer and not was_closed:
            self.conn.send(A_CLSE, self.local_id, self.remote_id)
        self.conn.streams.pop(self.local_id, None)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


class Connection:
    """One transport (one TCP connection from the adb server)."""

    def __init__(self, sock: socket.socket, daemon: AdbDaemon):
        self.sock, self.daemon = sock, daemon
        self.max_payload = 4096  # until CNXN says otherwise
        self.streams: dict[int, Stream] = {}
        self._send_lock = threading.Lock()
        self._next_id = 1

    def send(self, cmd: int, arg0: int, arg1: int, data: bytes = b"") -> None:
        header = struct.pack("<6I", cmd, arg0, arg1, len(data), _checksum(data), cmd ^ 0xFFFFFFFF)
        with self._send_lock:
            try:
                self.sock.sendall(header + data)
            except OSError:
                pass  # the reader notices the dead socket and tears everything down

    def _recv_exact(self, n: int) -> bytes:
        data = bytearray()
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        return bytes(data)

    def serve(self) -> None:
        try:
            while True:
                cmd, arg0, arg1, length, _crc, magic = struct.unpack("<6I", self._recv_exact(24))
                if magic != cmd ^ 0xFFFFFFFF:
                    raise EOFError("bad magic")
                data = self._recv_exact(length) if length else b""
                self._dispatch(cmd, arg0, arg1, data)
        except (EOFError, OSError):
            pass
        finally:
            for s in list(self.streams.values()):
                s.close(notify_peer=False)
            self.sock.close()

    def _dispatch(self, cmd: int, arg0: int, arg1: int, data: bytes) -> None:
        if cmd == A_CNXN:
            # The transport then uses the smaller of both sides' max payload.
            self.max_payload = max(256, min(arg1, self.daemon.max_payload))
            banner = f"device::ro.product.model={self.daemon.model};features={self.daemon.features}".encode()
            self.send(A_CNXN, min(arg0, A_VERSION), self.daemon.max_payload, banner)
        elif cmd == A_OPEN:
            service = data.rstrip(b"\0").decode("utf-8", "replace")
            handler = _service(service)
            if handler is None:
                self.send(A_CLSE, 0, arg0)
                return
            local_id, self._next_id = self._next_id, self._next_id + 1
            stream = self.streams[local_id] = Stream(self, local_id, arg0)
            self.send(A_OKAY, local_id, arg0)
            threading.Thread(target=_run_handler, args=(handler, stream, service), daemon=True).start()
        elif cmd == A_OKAY:
            if (s := self.streams.get(arg1)) is not None:
                s.on_okay()
        elif cmd == A_WRTE:
            if (s := self.streams.get(arg1)) is not None:
                s.feed(data)
                self.send(A_OKAY, arg1, arg0)
        elif cmd == A_CLSE and (s := self.streams.get(arg1)) is not None:
            s.close(notify_peer=False)
        # AUTH/STLS are never sent by a server to a device that did not ask for them: ignore.


def _run_handler(handler, stream: Stream, service: str) -> None:
    try:
        handler(stream, service)
    except EOFError:
        pass
    finally:
        stream.close()


# ---- services --------------------------------------------------------------------------------------

def _service(service: str):
    if service.startswith("shell"):
        head, sep, _ = service.partition(":")
        if sep and (head == "shell" or head.startswith("shell,")):
            return _shell_v2 if "v2" in head.split(",")[1:] else _shell_v1
    if service == "sync:":
        return _sync
    return None


def _spawn(stream: Stream, command: str, stderr: int) -> subprocess.Popen[bytes]:
    argv = ["sh", "-c", command] if command else ["sh"]
    stream.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                   start_new_session=True, cwd="/")
    return stream.proc


def _pump(src, stream: Stream, packet_id: int | None) -> None:
    try:
        while chunk := os.read(src.fileno(), 64 * 1024):
            if packet_id is not None:
                chunk = struct.pack("<BI", packet_id, len(chunk)) + chunk
            stream.write(chunk)
    except (EOFError, OSError):
        pass


def _shell_v1(stream: Stream, service: str) -> None:
    proc = _spawn(stream, service.partition(":")[2], subprocess.STDOUT)

    def stdin() -> None:
        try:
            while data := stream.read_some():
                proc.stdin.write(data)
                proc.stdin.flush()
        except OSError:
            pass

    threading.Thread(target=stdin, daemon=True).start()
    _pump(proc.stdout, stream, None)
    proc.wait()


def _shell_v2(stream: Stream, service: str) -> None:
    proc = _spawn(stream, service.partition(":")[2], subprocess.PIPE)

    def stdin() -> None:
        try:
            while True:
                packet_id, length = struct.unpack("<BI", stream.read_exact(5))
                data = stream.read_exact(length) if length else b""
                if packet_id == 0:
                    proc.stdin.write(data)
                    proc.stdin.flush()
                elif packet_id == 4:
                    proc.stdin.close()
        except (EOFError, OSError, ValueError):
            pass

    threading.Thread(target=stdin, daemon=True).start()
    pumps = [threading.Thread(target=_pump, args=(pipe, stream, pid), daemon=True)
             for pipe, pid in ((proc.stdout, 1), (proc.stderr, 2))]
    for t in pumps:
        t.start()
    for t in pumps:
        t.join()
    rc = proc.wait()
    code = 128 - rc if rc < 0 else rc  # a signal reads as 128+N, like a shell
    stream.write(struct.pack("<BIB", 3, 1, code & 0xFF))


def _sync(stream: Stream, _service: str) -> None:
    while True:
        request, length = struct.unpack("<4sI", stream.read_exact(8))
        if request == b"QUIT":
            return
        path = stream.read_exact(length).decode("utf-8", "surrogateescape")
        if request == b"STAT":
            try:
                st = os.lstat(path)
                stream.write(struct.pack("<4sIII", b"STAT", st.st_mode, st.st_size & 0xFFFFFFFF,
                                         int(st.st_mtime)))
            except OSError:
                stream.write(struct.pack("<4sIII", b"STAT", 0, 0, 0))
        elif request in (b"STA2", b"LST2"):
            try:
                st = os.stat(path) if request == b"STA2" else os.lstat(path)
                stream.write(struct.pack("<4sIQQIIIIQqqq", request, 0, st.st_dev, st.st_ino, st.st_mode,
                                         st.st_nlink, st.st_uid, st.st_gid, st.st_size,
                                         int(st.st_atime), int(st.st_mtime), int(st.st_ctime)))
            except OSError as exc:
                stream.write(struct.pack("<4sIQQIIIIQqqq", request, exc.errno or 1, *([0] * 10)))
        elif request == b"LIST":
            try:
                names = os.listdir(path)
            except OSError:
                names = []
            out = bytearray()
            for name in [".", "..", *names]:
                try:
                    st = os.lstat(os.path.join(path, name))
                except OSError:
                    continue
                raw = name.encode("utf-8", "surrogateescape")
                out += struct.pack("<4sIIII", b"DENT", st.st_mode, st.st_size & 0xFFFFFFFF,
                                   int(st.st_mtime), len(raw)) + raw
            stream.write(bytes(out) + struct.pack("<4sIIII", b"DONE", 0, 0, 0, 0))
        elif request == b"SEND":
            _sync_send(stream, path)
        elif request == b"RECV":
            _sync_recv(stream, path)
        else:
            _fail(stream, f"unknown sync request {request!r}")
            return


def _fail(stream: Stream, message: str) -> None:
    raw = message.encode()
    stream.write(b"FAIL" + struct.pack("<I", len(raw)) + raw)


def _sync_send(stream: Stream, spec: str) -> None:
    path, _, mode_text = spec.rpartition(",")
    mode = int(mode_text) if mode_text.isdigit() else 0o644
    error = None
    fd = -1
    try:
        os.makedirs(os.path.dirname(path) or "/", exist_ok=True)
        if os.path.lexists(path) and not os.path.isdir(path):
            os.unlink(path)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, stat.S_IMODE(mode) or 0o644)
    except OSError as exc:
        error = f"couldn't create file: {exc.strerror}"
    try:
        while True:  # read the whole upload even after an error, then answer once
            kind, n = struct.unpack("<4sI", stream.read_exact(8))
            if kind == b"DATA":
                data = stream.read_exact(n)
                if fd >= 0 and error is None:
                    os.write(fd, data)
            elif kind == b"DONE":
                if fd >= 0 and error is None:
                    os.fchmod(fd, stat.S_IMODE(mode) or 0o644)
                    os.close(fd)
                    fd = -1
                    os.utime(path, (n, n))
                break
            else:
                error = f"invalid data message {kind!r}"
                break
    finally:
        if fd >= 0:
            os.close(fd)
    if error is None:
        stream.write(b"OKAY" + struct.pack("<I", 0))
    else:
        _fail(stream, error)


def _sync_recv(stream: Stream, path: str) -> None:
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below, after streaming
    except OSError as exc:
        _fail(stream, exc.strerror or "open failed")
        return
    with f:
        while chunk := f.read(SYNC_DATA_MAX):
            stream.write(b"DATA" + struct.pack("<I", len(chunk)) + chunk)
    stream.write(b"DONE" + struct.pack("<I", 0))


# ---- the daemon ------------------------------------------------------------------------------------

class AdbDaemon:
    """Listens on ``host:port`` and serves every transport the adb server opens.

    Args:
        host: address to bind (loopback).
        port: 0 picks a free port (see :attr:`port`).
        max_payload: the largest WRTE payload this device accepts, announced in CNXN.
        model: ``ro.product.model`` in the banner.
        features: the banner's feature list (without ``shell_v2`` it plays a pre-Android-7 device).
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, max_payload: int = 256 * 1024,
                 model: str = "mqss-test-adbd", features: str = FEATURES):
        self.max_payload, self.model, self.features = max_payload, model, features
        self._listener = socket.create_server((host, port))
        self.port: int = self._listener.getsockname()[1]

    def serve_forever(self) -> None:
        while True:
            sock, _ = self._listener.accept()
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            threading.Thread(target=Connection(sock, self).serve, daemon=True).start()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--max-payload", type=int, default=256 * 1024)
    parser.add_argument("--model", default="mqss-test-adbd")
    parser.add_argument("--features", default=FEATURES)
    args = parser.parse_args()
    daemon = AdbDaemon(port=args.port, max_payload=args.max_payload, model=args.model, features=args.features)
    print(daemon.port, flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    daemon.serve_forever()


if __name__ == "__main__":
    main()
