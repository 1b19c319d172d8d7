"""The selection server: one loaded, warm selector answering compilers that are not Python.

Protocol (JSON lines over a Unix stream socket; one connection may carry any number of requests, answered
in order)::

    request   {"module": "<MLIR text>", "id": <any JSON value, echoed>}
    answer    {"id": ..., "plan": "...", "full_pipeline": "...", "transform_script": "..." | null,
               "actions": [...], "overridden": [[action, reason], ...], "latency_ms": 1.2, "features_ms": 0.4,
               "module_hash": "<sha256 of the text>", "policy_hash": "...", "features_version": "..."}
    error     {"id": ... | null, "error": "<one line>"}

``full_pipeline`` names the transform library ``transforms.mlir``: the client writes ``transform_script`` to a
file and puts its path there (the C client does). A line that is not JSON, not an object or has no string
``module`` is answered with an error and the connection stays usable; a line over ``MAX_REQUEST_BYTES`` is
answered with an error and the connection closed. A client that disconnects mid-request costs nothing.

Decision log (``log=PATH``): one JSON object per answered request, appended::

    {"schema_version": 1, "time": <unix seconds>, "id": ..., "module_hash": "<sha256>", "module_bytes": N,
     "policy_hash": "<sha256 of signature.json, which holds the model's sha256>",
     "features_version": "<sha256 of feature names, node features and level, 16 hex>",
     "plan": "<plan text>" | null, "latency_ms": <selection wall ms>, "error": "<one line>" | null}
"""

from __future__ import annotations

import hashlib
import json
import os
import socketserver
import threading
import time
from pathlib import Path
from typing import Any

from mqss_edge.selector import Selector

LOG_SCHEMA_VERSION = 1
#: Longest request line accepted (the largest real-model modules with embedded weights are a few MB).
MAX_REQUEST_BYTES = 64 << 20


def policy_hash(selector: Selector) -> str:
    """SHA-256 of the policy's ``signature.json`` (which records the model file's own SHA-256)."""
    if selector.path is not None and (selector.path / "signature.json").exists():
        return hashlib.sha256((selector.path / "signature.json").read_bytes()).hexdigest()
    return hashlib.sha256(json.dumps(selector.signature, sort_keys=True).encode()).hexdigest()


def features_version(selector: Selector) -> str:
    """What the policy's inputs are: its feature names, node-feature width and feature level, hashed."""
    s = selector.signature
    key = json.dumps([s.get("feature_names"), s.get("node_features"), s.get("feature_level")], sort_keys=True)
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")


class SelectionService:
    """Answers one request dict; thread-safe (the selector is, the log has its own lock).

    Args:
        selector: a loaded selector.
        log: decision log path (JSON lines, appended), or ``None``.
    """

    def __init__(self, selector: Selector, log: str | Path | None = None):
        self.selector = selector
        self.policy_hash = policy_hash(selector)
        self.features_version = features_version(selector)
        self.log = Path(log) if log else None
        self._log_lock = threading.Lock()

    def answer(self, line: bytes) -> dict[str, Any]:
        """The answer to one request line (never raises for a bad request)."""
        try:
            req = json.loads(line)
        except (ValueError, UnicodeDecodeError) as exc:
            return {"id": None, "error": f"bad request: not JSON ({exc})"}
        if not isinstance(req, dict):
            return {"id": None, "error": "bad request: not a JSON object"}
        rid = req.get("id")
        text = req.get("module")
        if not isinstance(text, str):
            return {"id": rid, "error": "bad request: no string field 'module'"}
        mh = hashlib.sha256(text.encode()).hexdigest()
        t0 = time.perf_counter()
        try:
            pick = self.selector.select(text)
        except Exception as exc:  # reader errors and the backend's own error types alike
            out = {"id": rid, "error": _one_line(exc), "module_hash": mh}
            self._record(rid, mh, len(text), None, (time.perf_counter() - t0) * 1e3, out["error"])
            return out
        ms = (time.perf_counter() - t0) * 1e3
        d = pick.to_dict()
        out = {"id": rid, "plan": d["pipeline"], "full_pipeline": d["full_pipeline"],
               "transform_script": d["transform_script"], "actions": d["actions"], "overridden": d["overridden"],
               "latency_ms": ms, "features_ms": d["features_ms"], "module_hash": mh,
               "policy_hash": self.policy_hash, "features_version": self.features_version}
        self._record(rid, mh, len(text), d["pipeline"], ms, None)
        return out

    def _record(self, rid: Any, mh: str, size: int, plan: str | None, ms: float, error: str | None) -> None:
        if self.log is None:
            return
        rec = {"schema_version": LOG_SCHEMA_VERSION, "time": time.time(), "id": rid, "module_hash": mh,
               "module_bytes": size, "policy_hash": self.policy_hash, "features_version": self.features_version,
               "plan": plan, "latency_ms": ms, "error": error}
        line = json.dumps(rec, sort_keys=True) + "\n"
        with self._log_lock, open(self.log, "a") as f:
            f.write(line)


class _Handler(socketserver.StreamRequestHandler):
    server: _Server

    def handle(self) -> None:
        service = self.server.service
        while True:
            try:
                line = self.rfile.readline(MAX_REQUEST_BYTES + 1)
            except OSError:
                return  # the client went away
            if not line:
                return
            if not line.endswith(b"\n"):
                if len(line) > MAX_REQUEST_BYTES:
                    self._send({"id": None, "error": f"bad request: line over {MAX_REQUEST_BYTES} bytes"})
                return  # a request cut off by a disconnect is dropped unanswered
            if not line.strip():
                continue
            if not self._send(service.answer(line)):
                return

    def _send(self, obj: dict[str, Any]) -> bool:
        try:
            self.wfile.write(json.dumps(obj).encode() + b"\n")
            self.wfile.flush()
            return True
        except OSError:
            return False


class _Server(socketserver.ThreadingUnixStreamServer):
    daemon_threads = True
    request_queue_size = 256  # compilers connect in bursts (make -j); a full backlog is EAGAIN on a Unix socket
    service: SelectionService

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # one client's broken connection is not the server's problem, nor worth a traceback


class SelectionServer:
    """A Unix-socket selection server (one thread per connection) around :class:`SelectionService`.

    Args:
        socket_path: where to listen; a stale socket file there is replaced.
        selector: a loaded selector.
        log: decision log path, or ``None``.
    """

    def __init__(self, socket_path: str | Path, selector: Selector, log: str | Path | None = None):
        self.socket_path = Path(socket_path)
        if self.socket_path.is_socket():
            self.socket_path.unlink()
        self._server = _Server(str(self.socket_path), _Handler)
        self._server.service = SelectionService(selector, log)
        os.chmod(self.socket_path, 0o600)  # selections reveal what a user compiles: owner only
        self._thread: threading.Thread | None = None

    @property
    def service(self) -> SelectionService:
        return self._server.service

    def serve_forever(self) -> None:
        self._server.serve_forever(poll_interval=0.1)

    def start(self) -> threading.Thread:
        """Serve from a background thread; returns it."""
        self._thread = threading.Thread(target=self.serve_forever, name="mqss-serve", daemon=True)
        self._thread.start()
        return self._thread

    def close(self) -> None:
        """Stop serving (a :meth:`start` thread is joined) and remove the socket file."""
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join()
        self._server.server_close()
        self.socket_path.unlink(missing_ok=True)
