"""Vendor-integration costs: selection latency in-process and over the selection server's socket, mqss-opt's
overhead over plain mlir-opt-22, and the A/B report of the EdgeLang example programs.

Workloads: the EdgeLang example kernels (12 tensor-level modules, 1-5 ops each) and the corpus's first module of
five families. Selection latency is measured in ``--processes`` fresh worker processes (each loads the committed
policy, warms up, then times ``Selector.select`` and a socket round trip to one ``mqss-edge serve`` process for
every module ``--repeat`` times); figures are the median of per-process p50/p99 with the per-process spread.
mqss-opt is timed against mlir-opt-22 on the same module and default lowering, interleaved: pass-through
(``mqss-opt`` with mlir-opt's own arguments: Python start-up + exec), ``--mqss-select`` (policy load +
selection + the selected pipeline) and ``--mqss-select --mqss-server`` (the warm server selects). The A/B part builds every example with the baseline and the selector arm
into one metrics database and renders ``mqss-edge report``'s page.

Usage: ``python benchmarks/bench_integration.py [--repeat N] [--processes P] [--json PATH] [--png PATH]
[--ab-dir DIR]``. Prints a JSON document (``schema_version``) and a table; writes a PNG.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SCHEMA_VERSION = 1
EXAMPLES = ROOT / "sdk_integration" / "edgelang" / "examples"
CORPUS = ROOT / "mqss_edge" / "data" / "corpus"
FAMILIES = ("vision/pooling", "vision/depthwise-conv", "nlp/layernorm", "nlp/attention", "nlp/matmul")


def modules() -> dict[str, str]:
    from mqss_edge.sdk_integration.edgelang.emit import emit
    from mqss_edge.sdk_integration.edgelang.syntax import parse

    mods = {f"edge/{k.name}": k.text for f in sorted(EXAMPLES.glob("*.edge")) for k in emit(parse(f.read_text()))}
    for fam in FAMILIES:
        files = sorted((CORPUS / fam).rglob("*.mlir"))
        if files:
            mods[f"corpus/{files[0].stem}"] = files[0].read_text()
    return mods


def _q(values: list[float], q: float) -> float:
    v = sorted(values)
    pos = q * (len(v) - 1)
    lo = int(pos)
    return v[lo] + (v[min(lo + 1, len(v) - 1)] - v[lo]) * (pos - lo)


def worker(sock: str, repeat: int) -> dict[str, list[float]]:
    """One process: in-process selection and socket round trips, every module ``repeat`` times (ms)."""
    from mqss_edge.selector import Selector

    mods = modules()
    sel = Selector.load()
    inproc, wire = [], []
    for _ in range(repeat):
        for text in mods.values():
            t = time.perf_counter()
            sel.select(text)
            inproc.append((time.perf_counter() - t) * 1e3)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.connect(sock)
        f = s.makefile("rb")
        for text in mods.values():  # warm the connection and the server's caches once
            s.sendall(json.dumps({"module": text}).encode() + b"\n")
            f.readline()
        for _ in range(repeat):
            for text in mods.values():
                line = json.dumps({"module": text}).encode() + b"\n"
                t = time.perf_counter()
                s.sendall(line)
                ans = json.loads(f.readline())
                wire.append((time.perf_counter() - t) * 1e3)
                if "error" in ans:
                    raise RuntimeError(ans["error"])
        f.close()
    return {"in_process_ms": inproc, "socket_ms": wire}


def start_server(sock: str) -> subprocess.Popen[str]:
    server = subprocess.Popen([sys.executable, "-m", "mqss_edge.cli", "serve", "--socket", sock],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not os.path.exists(sock):
        if server.poll() is not None or time.monotonic() > deadline:
            server.kill()
            raise RuntimeError(f"server did not start: {server.stderr.read() if server.stderr else ''}")
        time.sleep(0.05)
    return server


def selection_latency(sock: str, repeat: int, processes: int) -> dict:
    runs = []
    for _ in range(processes):
        r = subprocess.run([sys.executable, __file__, "--worker", sock, "--repeat", str(repeat)],
                           capture_output=True, text=True, timeout=600, check=True)
        runs.append(json.loads(r.stdout))
    out = {}
    for key in ("in_process_ms", "socket_ms"):
        p50 = [_q(r[key], 0.5) for r in runs]
        p99 = [_q(r[key], 0.99) for r in runs]
        out[key.removesuffix("_ms")] = {"p50_ms": statistics.median(p50), "p99_ms": statistics.median(p99),
                                        "p50_per_process_ms": p50, "p99_per_process_ms": p99,
                                        "samples_per_process": len(runs[0][key])}
    return out


def mqss_opt_overhead(sock: str, repeat: int) -> dict:
    from mqss_edge.compiler.driver import plan_pipeline
    from mqss_edge.compiler.toolchain import toolchain
    from mqss_edge.pipeline import Plan

    opt = toolchain().mlir_opt
    mods = modules()
    picks = [n for n in ("edge/ffn", "edge/stem", "edge/norm") if n in mods]
    rows = {}
    with tempfile.TemporaryDirectory() as d:
        for name in picks:
            src = Path(d) / (name.replace("/", "_") + ".mlir")
            src.write_text(mods[name])
            pipeline, _ = plan_pipeline(mods[name], Plan(), "transforms.mlir")
            args = [str(src), f"--pass-pipeline={pipeline}", "-o", os.devnull]
            cmds = {"mlir_opt": [opt, *args],
                    "mqss_opt_passthrough": [sys.executable, "-m", "mqss_edge.sdk_integration.mqss_opt", *args],
                    "mqss_opt_select": [sys.executable, "-m", "mqss_edge.sdk_integration.mqss_opt", "--mqss-select",
                                        f"--mqss-workdir={d}", str(src), "-o", os.devnull],
                    "mqss_opt_select_server": [sys.executable, "-m", "mqss_edge.sdk_integration.mqss_opt",
                                               "--mqss-select", f"--mqss-server={sock}", f"--mqss-workdir={d}",
                                               str(src), "-o", os.devnull]}
            times: dict[str, list[float]] = {k: [] for k in cmds}
            for _ in range(repeat):  # interleaved, so load changes hit every variant alike
                for k, cmd in cmds.items():
                    t = time.perf_counter()
                    subprocess.run(cmd, capture_output=True, check=True, timeout=120)
                    times[k].append((time.perf_counter() - t) * 1e3)
            med = {k: statistics.median(v) for k, v in times.items()}
            rows[name] = {**{f"{k}_ms": v for k, v in med.items()},
                          "passthrough_overhead_ms": med["mqss_opt_passthrough"] - med["mlir_opt"],
                          "select_overhead_ms": med["mqss_opt_select"] - med["mlir_opt"],
                          "select_server_overhead_ms": med["mqss_opt_select_server"] - med["mlir_opt"],
                          "samples": repeat}
    return rows


def ab_report(directory: Path) -> dict:
    from mqss_edge.sdk_integration.edgelang.build import SelectorOptions, build
    from mqss_edge.sdk_integration.edgelang.report import render_report

    directory.mkdir(parents=True, exist_ok=True)
    db = directory / "metrics.db"
    db.unlink(missing_ok=True)
    for f in sorted(EXAMPLES.glob("*.edge")):
        build(f, directory / f"{f.stem}-baseline.so", options=SelectorOptions(metrics=db))
        build(f, directory / f"{f.stem}-selector.so", options=SelectorOptions(use_selector=True, metrics=db))
    rep = render_report(db, directory / "ab.html")
    return {"html": rep.html.name, "arms": [a.__dict__ for a in rep.arms],
            "kernels_with_a_schedule": sum(1 for k in rep.kernels if k["arm"] == "selector" and k["plan"])}


def plot(doc: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b) = plt.subplots(1, 2, figsize=(10, 3.8))
    lat = doc["selection"]
    names = list(lat)
    a.bar([i - 0.2 for i in range(len(names))], [lat[n]["p50_ms"] for n in names], 0.4, label="p50")
    a.bar([i + 0.2 for i in range(len(names))], [lat[n]["p99_ms"] for n in names], 0.4, label="p99")
    a.set_xticks(range(len(names)), names)
    a.set_ylabel("ms per selection")
    a.set_title("Selection latency")
    a.legend()
    ov = doc["mqss_opt"]
    mods = list(ov)
    keys = ("mlir_opt_ms", "mqss_opt_passthrough_ms", "mqss_opt_select_server_ms", "mqss_opt_select_ms")
    for j, k in enumerate(keys):
        b.bar([i + (j - 1.5) * 0.2 for i in range(len(mods))], [ov[m][k] for m in mods], 0.2, label=k[:-3])
    b.set_xticks(range(len(mods)), mods)
    b.set_ylabel("ms per invocation (median)")
    b.set_title("mqss-opt vs mlir-opt-22")
    b.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--processes", type=int, default=3)
    ap.add_argument("--opt-repeat", type=int, default=7)
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--png", type=Path, default=ROOT / "benchmarks" / "integration.png")
    ap.add_argument("--ab-dir", type=Path, default=Path(tempfile.gettempdir()) / "mqss-integration-ab")
    ap.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.worker, args.repeat)))
        return 0
    doc = {"schema_version": SCHEMA_VERSION, "machine": {"machine": platform.machine(), "cpus": os.cpu_count(),
                                                         "load": os.getloadavg()[0]},
           "modules": len(modules())}
    with tempfile.TemporaryDirectory() as d:
        sock = os.path.join(d, "s.sock")
        server = start_server(sock)
        try:
            doc["selection"] = selection_latency(sock, args.repeat, args.processes)
            doc["mqss_opt"] = mqss_opt_overhead(sock, args.opt_repeat)
        finally:
            server.terminate()
            server.wait(timeout=30)
    doc["ab"] = ab_report(args.ab_dir)
    plot(doc, args.png)
    doc["png"] = args.png.name
    text = json.dumps(doc, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text)
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"integration ({doc['modules']} modules, {args.processes} processes, load {doc['machine']['load']:.1f})")
    for c in ("what", "p50 / median ms", "p99 ms", "spread of p50 over processes"):
        t.add_column(c)
    for k, v in doc["selection"].items():
        t.add_row(f"select {k}", f"{v['p50_ms']:.2f}", f"{v['p99_ms']:.2f}",
                  f"{min(v['p50_per_process_ms']):.2f}-{max(v['p50_per_process_ms']):.2f}")
    for m, v in doc["mqss_opt"].items():
        t.add_row(f"{m}: mlir-opt-22", f"{v['mlir_opt_ms']:.1f}", "", "")
        t.add_row(f"{m}: mqss-opt pass-through", f"{v['mqss_opt_passthrough_ms']:.1f}",
                  "", f"+{v['passthrough_overhead_ms']:.1f} ms")
        t.add_row(f"{m}: mqss-opt --mqss-select", f"{v['mqss_opt_select_ms']:.1f}", "", f"+{v['select_overhead_ms']:.1f} ms")
        t.add_row(f"{m}: mqss-opt --mqss-select --mqss-server", f"{v['mqss_opt_select_server_ms']:.1f}", "",
                  f"+{v['select_server_overhead_ms']:.1f} ms")
    for a in doc["ab"]["arms"]:
        t.add_row(f"A/B {a['arm']} compile", f"{a['p50_compile_ms']:.1f}", f"(p95) {a['p95_compile_ms']:.1f}",
                  f"{a['fallbacks']} fallbacks, {a['failures']} failures")
    Console(stderr=True).print(t)
    return 0


if __name__ == "__main__":
    sys.exit(main())
