"""Time IR state extraction (read + 256-d vector + graph), one thread, from text each time.

Workloads: (a) the test fixture kernels and every ``*.mlir`` under ``mqss_edge/data/corpus/`` (when a
corpus exists), (b) a synthetic 1,000-line tensor-level module, (c) a synthetic 10,000-op lowered
module (affine loops, loads, arithmetic, vectors). Targets: <= 2 ms median for (b), <= 30 ms for (c).

Usage: ``python benchmarks/bench_features.py [--repeat N] [--json-only]``. Prints a JSON document
(``schema_version``, machine, per-workload median/p99 in ms) and a rich table.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(ROOT))

from mqss_edge.features import encode, ir_graph, parse  # noqa: E402

SCHEMA_VERSION = 1
TARGET_MS = {"synthetic_1000_lines": 2.0, "synthetic_10000_ops": 30.0}
FIXTURES = ROOT / "tests" / "features" / "kernels"
CORPUS = ROOT / "mqss_edge" / "data" / "corpus"


def synthetic_lines(lines: int = 1000) -> str:
    """A tensor-level module of ``lines`` lines: layers of matmul + bias/ReLU generic + softmax-style reductions."""
    head = [
        "#map = affine_map<(d0, d1) -> (d0, d1)>",
        "#map1 = affine_map<(d0, d1) -> (d1)>",
        "#map2 = affine_map<(d0, d1) -> (d0)>",
        "module {",
        "  func.func @net(%arg0: memref<64x256xf32>, %arg1: memref<256x256xf32>, %arg2: memref<256xf32>, "
        "%arg3: memref<64x256xf32>) attributes {llvm.emit_c_interface} {",
        "    %x0 = bufferization.to_tensor %arg0 restrict : memref<64x256xf32> to tensor<64x256xf32>",
        "    %w = bufferization.to_tensor %arg1 restrict : memref<256x256xf32> to tensor<256x256xf32>",
        "    %b = bufferization.to_tensor %arg2 restrict : memref<256xf32> to tensor<256xf32>",
        "    %zero = arith.constant 0.000000e+00 : f32",
    ]
    body: list[str] = []
    i = 0
    prev = "%x0"
    while len(head) + len(body) + 4 < lines:
        layer = [
            f"    %e{i} = tensor.empty() : tensor<64x256xf32>",
            f"    %f{i} = linalg.fill ins(%zero : f32) outs(%e{i} : tensor<64x256xf32>) -> tensor<64x256xf32>",
            f"    %m{i} = linalg.matmul ins({prev}, %w : tensor<64x256xf32>, tensor<256x256xf32>) "
            f"outs(%f{i} : tensor<64x256xf32>) -> tensor<64x256xf32>",
            f"    %r{i} = linalg.generic {{indexing_maps = [#map, #map1, #map], iterator_types = [\"parallel\", "
            f"\"parallel\"]}} ins(%m{i}, %b : tensor<64x256xf32>, tensor<256xf32>) outs(%e{i} : tensor<64x256xf32>) {{",
            "    ^bb0(%in: f32, %in_0: f32, %out: f32):",
            "      %0 = arith.addf %in, %in_0 : f32",
            "      %1 = arith.maximumf %0, %zero : f32",
            "      linalg.yield %1 : f32",
            "    } -> tensor<64x256xf32>",
            f"    %s{i} = tensor.empty() : tensor<64xf32>",
            f"    %t{i} = linalg.generic {{indexing_maps = [#map, #map2], iterator_types = [\"parallel\", "
            f"\"reduction\"]}} ins(%r{i} : tensor<64x256xf32>) outs(%s{i} : tensor<64xf32>) {{",
            "    ^bb0(%in: f32, %out: f32):",
            "      %0 = arith.addf %in, %out : f32",
            "      linalg.yield %0 : f32",
            "    } -> tensor<64xf32>",
        ]
        body.extend(layer)
        prev = f"%r{i}"
        i += 1
    tail = [
        f"    bufferization.materialize_in_destination {prev} in restrict writable %arg3 : "
        "(tensor<64x256xf32>, memref<64x256xf32>) -> ()",
        "    return",
        "  }",
        "}",
    ]
    return "\n".join(head + body + tail) + "\n"


def synthetic_ops(ops: int = 10_000) -> str:
    """A lowered module with about ``ops`` ops: tiled affine loop nests of loads, FMAs, vector transfers."""
    lines = [
        "#map = affine_map<(d0) -> (d0)>",
        "#map1 = affine_map<(d0) -> (d0 + 32)>",
        "module {",
        "  func.func @k(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>, %arg2: memref<256x256xf32>) "
        "attributes {llvm.emit_c_interface} {",
        "    %cst = arith.constant 0.000000e+00 : f32",
    ]
    count = 2
    nest = 0
    while count < ops:
        lines += [
            f"    affine.for %i{nest} = 0 to 256 step 32 {{",
            f"      affine.for %j{nest} = 0 to 256 step 32 {{",
            f"        affine.for %k{nest} = #map(%i{nest}) to #map1(%i{nest}) {{",
        ]
        count += 3
        for u in range(24):
            lines += [
                f"          %a{u} = affine.load %arg0[%k{nest}, %j{nest} + {u}] : memref<256x256xf32>",
                f"          %b{u} = affine.load %arg1[%j{nest} + {u}, %k{nest}] : memref<256x256xf32>",
                f"          %c{u} = affine.load %arg2[%k{nest}, %j{nest} + {u}] : memref<256x256xf32>",
                f"          %m{u} = arith.mulf %a{u}, %b{u} : f32",
                f"          %s{u} = arith.addf %c{u}, %m{u} : f32",
                f"          affine.store %s{u}, %arg2[%k{nest}, %j{nest} + {u}] : memref<256x256xf32>",
            ]
            count += 6
        lines += [
            f"          %v = vector.transfer_read %arg2[%k{nest}, %j{nest}], %cst : memref<256x256xf32>, vector<8xf32>",
            f"          vector.transfer_write %v, %arg2[%k{nest}, %j{nest}] : vector<8xf32>, memref<256x256xf32>",
            "        }",
            "      }",
            "    }",
        ]
        count += 2
        nest += 1
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def extract(text: str) -> None:
    """What the RL env does per new IR state: read, vector, graph."""
    module = parse(text)
    encode(module)
    ir_graph(module)


def measure(text: str, repeat: int) -> list[float]:
    """Seconds per extraction, ``repeat`` samples after 3 warm-ups (GC off while timing)."""
    for _ in range(3):
        extract(text)
    samples = []
    gc_was = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            t0 = time.perf_counter()
            extract(text)
            samples.append(time.perf_counter() - t0)
            gc.collect(0)
    finally:
        if gc_was:
            gc.enable()
    return samples


def _p(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def run(repeat: int) -> dict:
    """Measure all workloads and return the JSON-ready result."""
    workloads: dict[str, tuple[str, int]] = {}
    files = sorted(FIXTURES.glob("*.mlir")) + (sorted(CORPUS.rglob("*.mlir")) if CORPUS.is_dir() else [])
    corpus_samples: list[float] = []
    corpus_ops = 0
    for f in files:
        text = f.read_text(encoding="utf-8")
        try:
            corpus_ops += len(parse(text).ops)
        except Exception as exc:  # a corpus file the reader rejects is reported, not fatal
            print(f"skipping {f}: {exc}", file=sys.stderr)
            continue
        corpus_samples += measure(text, max(5, repeat // 10))
    results = []
    if corpus_samples:
        results.append(_row("fixtures_and_corpus", len(files), corpus_ops, corpus_samples))
    for name, text in (("synthetic_1000_lines", synthetic_lines(1000)), ("synthetic_10000_ops", synthetic_ops(10_000))):
        module = parse(text)
        workloads[name] = (text, len(module.ops))
        results.append(_row(name, text.count("\n"), len(module.ops), measure(text, repeat)))
    return {
        "schema_version": SCHEMA_VERSION,
        "benchmark": "features.extract (parse + encode + ir_graph)",
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "processor": platform.processor() or platform.machine()},
        "repeat": repeat,
        "results": results,
    }


def _row(name: str, size: int, ops: int, samples: list[float]) -> dict:
    median = statistics.median(samples) * 1e3
    row = {"workload": name, "size": size, "ops": ops, "samples": len(samples),
           "median_ms": round(median, 4), "p99_ms": round(_p(samples, 0.99) * 1e3, 4),
           "min_ms": round(min(samples) * 1e3, 4)}
    if name in TARGET_MS:
        row["target_ms"] = TARGET_MS[name]
        row["meets_target"] = median <= TARGET_MS[name]
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="timed samples per synthetic workload")
    parser.add_argument("--json-only", action="store_true", help="print only the JSON document")
    args = parser.parse_args(argv)
    result = run(args.repeat)
    print(json.dumps(result, indent=2))
    if not args.json_only:
        from rich.console import Console
        from rich.table import Table

        table = Table(title="IR state extraction (parse + vector + graph), one thread")
        for col in ("workload", "size", "ops", "samples", "median ms", "p99 ms", "target ms", "ok"):
            table.add_column(col, justify="right" if col not in ("workload",) else "left")
        for r in result["results"]:
            table.add_row(r["workload"], str(r["size"]), str(r["ops"]), str(r["samples"]), f"{r['median_ms']:.3f}",
                          f"{r['p99_ms']:.3f}", str(r.get("target_ms", "")),
                          {True: "yes", False: "NO"}.get(r.get("meets_target"), ""))
        Console().print(table)
    return 0 if all(r.get("meets_target", True) for r in result["results"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
