"""The selection server as a real `mqss-edge serve` process on a Unix socket: concurrent clients (threads, Python
processes, the C example) get exactly the in-process selector's plans; garbage and broken clients do not hurt it;
the decision log has the documented fields."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.sdk_integration.tinydsl import Dense
from mqss_edge.selector import Selector

CORPUS = Path(__file__).resolve().parents[2] / "mqss_edge" / "data" / "corpus"
C_DIR = Path(__file__).resolve().parents[2] / "sdk_integration" / "c"
FIELDS = ("plan", "full_pipeline", "transform_script", "actions", "overridden")


def _modules() -> dict[str, str]:
    mods = {f"dense-{m}x{k}x{n}": Dense(m, k, n).to_mlir() for m, k, n in [(64, 128, 256), (49, 64, 96), (12, 40, 40)]}
    for fam in ("vision/pooling", "vision/depthwise-conv", "nlp/layernorm", "nlp/attention", "hpc/polybench-stencil"):
        p = sorted((CORPUS / fam).rglob("*.mlir"))[0]
        mods[p.stem] = p.read_text()
    return mods


MODULES = _modules()


@pytest.fixture(scope="module")
def expected() -> dict[str, dict]:
    sel = Selector.load()
    out = {}
    for name, text in MODULES.items():
        d = sel.select(text).to_dict()
        out[name] = {"plan": d["pipeline"], **{k: d[k] for k in FIELDS[1:]}}
    return out


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    d = tmp_path_factory.mktemp("srv")
    sock, log = d / "s.sock", d / "decisions.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "mqss_edge.cli", "serve", "--socket", str(sock), "--log", str(log)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not sock.exists():
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.05)
    yield {"socket": sock, "log": log, "proc": proc}
    proc.terminate()
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert not sock.exists()  # removed on exit
    assert "listening on" in err and "Traceback" not in err


class Client:
    def __init__(self, path: Path):
        self.s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.s.settimeout(60)
        try:
            self.s.connect(str(path))
        except OSError:
            self.s.close()
            raise
        self.f = self.s.makefile("rb")

    def raw(self, line: bytes) -> dict:
        self.s.sendall(line)
        return json.loads(self.f.readline())

    def ask(self, text: str, rid: object = None) -> dict:
        return self.raw(json.dumps({"module": text, "id": rid}).encode() + b"\n")

    def close(self) -> None:
        self.f.close()
        self.s.close()


def _fields(answer: dict) -> dict:
    return {k: answer[k] for k in FIELDS}


def test_threads_get_the_in_process_plans(server, expected) -> None:
    errors: list[str] = []

    def work(i: int) -> None:
        c = Client(server["socket"])
        try:
            names = list(MODULES)[i % len(MODULES):] + list(MODULES)[:i % len(MODULES)]
            for rep in range(2):
                for name in names:
                    a = c.ask(MODULES[name], rid=[i, rep, name])
                    if a.get("id") != [i, rep, name] or _fields(a) != expected[name]:
                        errors.append(f"thread {i} {name}: {a.get('error') or 'differs'}")
        finally:
            c.close()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:5]


_PROC_CLIENT = r"""
import json, socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM); s.connect(sys.argv[1]); f = s.makefile("rb")
mods = json.load(sys.stdin)
out = {}
for name, text in mods.items():
    s.sendall(json.dumps({"module": text, "id": name}).encode() + b"\n")
    out[name] = json.loads(f.readline())
print(json.dumps(out))
"""


def _build_example(tmp: Path) -> Path:
    cc = shutil.which("cc")
    assert cc, "the system C compiler (cc) is needed"
    exe = tmp / "mqss_example"
    r = subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-O2", "-o", str(exe),
                        str(C_DIR / "example.c"), str(C_DIR / "mqss_client.c")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return exe


def _example_output(stdout: str) -> dict[str, str]:
    return dict(line.split(": ", 1) for line in stdout.splitlines() if ": " in line)


def test_processes_and_the_c_example_get_the_in_process_plans(server, expected, tmp_path) -> None:
    exe = _build_example(tmp_path)
    py = [subprocess.Popen([sys.executable, "-c", _PROC_CLIENT, str(server["socket"])], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
    c_runs = []
    for i, name in enumerate(MODULES):
        src = tmp_path / f"{name}.mlir"
        src.write_text(MODULES[name])
        lib = tmp_path / f"lib-{i}.mlir"
        c_runs.append((name, src, lib, subprocess.Popen([str(exe), str(server["socket"]), str(src), str(lib)],
                                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
    for p in py:
        out, err = p.communicate(json.dumps(MODULES), timeout=120)
        assert p.returncode == 0, err
        got = json.loads(out)
        assert {n: _fields(a) for n, a in got.items()} == expected
    for name, src, lib, p in c_runs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        d = _example_output(out)
        want = expected[name]
        assert d["plan"] == want["plan"], name
        if want["transform_script"] is None:
            assert d["library"] == "(none)" and d["pipeline"] == want["full_pipeline"]
        else:  # the C client unescaped the whole library and put its path into the pipeline
            assert lib.read_text() == want["transform_script"]
            assert d["pipeline"] == want["full_pipeline"].replace("transform-library-paths=transforms.mlir",
                                                                 f"transform-library-paths={lib}")
        assert float(d["latency_ms"]) > 0
    # a plan the C client got builds with mlir-opt-22 as printed
    name, src, lib, p = next(r for r in c_runs if expected[r[0]]["transform_script"])
    d = _example_output(subprocess.run([str(exe), str(server["socket"]), str(src), str(lib)], capture_output=True,
                                       text=True, timeout=60).stdout)
    r = subprocess.run([toolchain().mlir_opt, str(src), f"--pass-pipeline={d['pipeline']}", "-o", "/dev/null"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_the_c_example_reports_a_server_error(server, tmp_path) -> None:
    exe = _build_example(tmp_path)
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f( {\n")
    r = subprocess.run([str(exe), str(server["socket"]), str(bad)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and r.stderr.startswith("error: server: ") and r.stderr.count("\n") == 1
    r = subprocess.run([str(exe), str(tmp_path / "no.sock"), str(bad)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "connect" in r.stderr


def test_garbage_and_broken_clients_do_not_hurt_the_server(server, expected) -> None:
    name, text = next(iter(MODULES.items()))
    c = Client(server["socket"])
    try:
        for line, why in [(b"not json\n", "not JSON"), (b"[1, 2]\n", "not a JSON object"),
                          (b'{"id": 7, "module": 3}\n', "no string field"), (b"\xff\xfe\n", "not JSON")]:
            a = c.raw(line)
            assert why in a["error"] and a["error"].startswith("bad request"), a
        a = c.ask("func.func @f( {\n", rid="broken")
        assert a["id"] == "broken" and a["error"] and "plan" not in a
        assert _fields(c.ask(text)) == expected[name]  # the same connection still works
    finally:
        c.close()
    # disconnects: mid-request, right after connecting, half-way through reading a long answer
    for payload in (json.dumps({"module": text})[:200].encode(), b"", json.dumps({"module": text}).encode() + b"\n"):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(str(server["socket"]))
        s.sendall(payload)
        s.close()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:  # many requests sent, nothing read, gone
        s.connect(str(server["socket"]))
        s.sendall((json.dumps({"module": text}) + "\n").encode() * 50)
    assert server["proc"].poll() is None
    c = Client(server["socket"])
    try:
        assert _fields(c.ask(text)) == expected[name]
    finally:
        c.close()


def test_decision_log_has_the_documented_fields(server, expected) -> None:
    import hashlib

    name, text = list(MODULES.items())[1]
    c = Client(server["socket"])
    try:
        a = c.ask(text, rid="logged")
        c.ask("func.func @f( {\n", rid="logged-error")
    finally:
        c.close()
    recs = [json.loads(x) for x in server["log"].read_text().splitlines()]
    rec = next(r for r in recs if r["id"] == "logged")
    assert set(rec) == {"schema_version", "time", "id", "module_hash", "module_bytes", "policy_hash",
                        "features_version", "plan", "latency_ms", "error"}
    assert rec["module_hash"] == hashlib.sha256(text.encode()).hexdigest() == a["module_hash"]
    assert rec["plan"] == expected[name]["plan"] and rec["error"] is None and rec["latency_ms"] > 0
    sig = Selector.load(warmup=False).path / "signature.json"
    assert rec["policy_hash"] == hashlib.sha256(sig.read_bytes()).hexdigest() == a["policy_hash"]
    assert len({r["features_version"] for r in recs}) == 1
    bad = next(r for r in recs if r["id"] == "logged-error")
    assert bad["plan"] is None and bad["error"] and bad["module_bytes"] == len("func.func @f( {\n")


def test_serve_refuses_a_missing_policy(tmp_path) -> None:
    r = subprocess.run([sys.executable, "-m", "mqss_edge.cli", "serve", "--socket", str(tmp_path / "s"), "--policy",
                        str(tmp_path / "nope")], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "error" in r.stderr and "Traceback" not in r.stderr
