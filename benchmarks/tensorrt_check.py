"""TensorRT int8 check for the policy, for a GPU machine with TensorRT; prints one JSON object on stdout.

Steps: policy (random weights, or ``--policy`` checkpoint) -> ONNX -> static QDQ int8 (calibrated on random valid
observations) -> TensorRT engine (explicit quantization, dynamic node count) -> top-1 agreement against the fp32
torch policy -> latency of single selections (collate + host-to-device + execute + device-to-host) at N nodes.
Runs in well under 5 minutes. Without tensorrt or a GPU it prints ``{"skipped": reason}`` and exits 0.

    python benchmarks/tensorrt_check.py [--policy policy.pt] [--nodes 60] [--selections 1000]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import platform
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

SCHEMA_VERSION = 1


def _observation(rng: np.random.Generator, nodes: int, features: int, actions: int, vec_dim: int) -> dict:
    mask = rng.random(actions) < 0.5
    mask[0] = True
    return {
        "vector": (rng.normal(size=vec_dim) * rng.choice(np.array([1.0, 10.0, 100.0]), vec_dim)).astype(np.float32),
        "nodes": (rng.random((nodes, features)) < 0.3).astype(np.float32),
        "adj": (rng.random((nodes, nodes)) < min(1.0, 4.0 / nodes)).astype(np.float32),
        "mask": mask,
    }


def _percentiles(samples: list[float]) -> dict[str, float]:
    arr = np.asarray(samples) * 1e6
    return {"p50_us": float(np.percentile(arr, 50)), "p99_us": float(np.percentile(arr, 99)), "n": len(samples)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", type=Path, help="PolicyNet checkpoint (default: random weights)")
    parser.add_argument("--node-features", type=int, default=16, help="F for a random policy")
    parser.add_argument("--num-actions", type=int, default=40, help="A for a random policy")
    parser.add_argument("--nodes", type=int, default=60, help="node count of the latency observations")
    parser.add_argument("--max-nodes", type=int, default=256, help="largest node count the engine accepts")
    parser.add_argument("--selections", type=int, default=1000, help="timed single selections")
    parser.add_argument("--agreement-observations", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--work-dir", type=Path, help="keep the ONNX files and the plan here")
    args = parser.parse_args(argv)
    start = time.perf_counter()

    from mqss_edge.errors import ToolchainError
    from mqss_edge.quantize import TensorRTRuntime, import_tensorrt

    try:
        trt = import_tensorrt()
    except ToolchainError as exc:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "skipped": str(exc)}))
        return 0
    import torch

    if not torch.cuda.is_available():
        print(json.dumps({"schema_version": SCHEMA_VERSION, "skipped": "torch sees no CUDA device"}))
        return 0

    from mqss_edge.policy import PolicyNet
    from mqss_edge.quantize import build_int8_engine, export_onnx, measure_agreement, quantize_static_qdq, time_logits

    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    if args.policy:
        net = PolicyNet.load(args.policy)
    else:
        net = PolicyNet(args.node_features, num_actions=args.num_actions)
        # The 0.01-gain initial head gives near-uniform logits where any argmax comparison is noise; gain 1 gives
        # the spread of a trained policy.
        torch.nn.init.orthogonal_(net.policy_head.weight, gain=1.0)
    net.eval()
    cfg = net.config

    def sample(n: int | None = None) -> dict:
        nodes = n if n is not None else int(rng.integers(4, min(args.max_nodes, 128) + 1))
        return _observation(rng, nodes, cfg.node_features, cfg.num_actions, cfg.vec_dim)

    result: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "tensorrt_version": str(trt.__version__),
        "torch_version": torch.__version__,
        "gpu": torch.cuda.get_device_name(0),
        "python": platform.python_version(),
        "policy": str(args.policy) if args.policy else "random",
        "config": dataclasses.asdict(cfg),
    }
    work = args.work_dir or Path(tempfile.mkdtemp(prefix="mqss-trt-"))
    work.mkdir(parents=True, exist_ok=True)
    fp32, qdq, plan = work / "policy.onnx", work / "policy.qdq.onnx", work / "policy.int8.plan"

    export_onnx(net, fp32, [sample(), sample()])
    quantize_static_qdq(fp32, qdq, [[sample() for _ in range(16)] for _ in range(16)])
    build = build_int8_engine(qdq, plan, min_nodes=1, opt_nodes=args.nodes, max_nodes=args.max_nodes)
    result["build"] = {"seconds": build.seconds, "plan_bytes": build.plan_bytes, "nodes": list(build.nodes)}
    result["onnx_bytes"] = {"fp32": fp32.stat().st_size, "qdq": qdq.stat().st_size}

    runtime = TensorRTRuntime(plan)

    class _Torch:  # run(None, feed) -> [logits, value], the session shape measure_agreement expects
        def run(self, _names: Any, feed: dict) -> list:
            from mqss_edge.policy import PolicyBatch

            with torch.inference_mode():
                logits, value = net(*PolicyBatch(*(torch.from_numpy(feed[k]) for k in PolicyBatch._fields)))
            return [logits.numpy(), value.numpy()]

    class _TensorRT:
        def run(self, _names: Any, feed: dict) -> list:
            out = runtime.run(feed)
            return [out["logits"], out["value"]]

    observations = [sample() for _ in range(args.agreement_observations)]
    result["agreement_vs_fp32_torch"] = measure_agreement(_Torch(), _TensorRT(), observations)

    timed = [sample(args.nodes) for _ in range(100)]
    repeats = max(1, args.selections // len(timed))
    result["latency_tensorrt_int8"] = _percentiles(time_logits(runtime, timed, repeats=repeats, warmup=50))
    try:
        from mqss_edge.quantize import OrtRuntime, quantize_dynamic_int8

        dyn = work / "policy.int8.onnx"
        quantize_dynamic_int8(fp32, dyn)
        for name, path in (("fp32", fp32), ("dynamic_int8", dyn)):
            result[f"latency_ort_cpu_{name}_1thread"] = _percentiles(
                time_logits(OrtRuntime(path), timed, repeats=repeats, warmup=50)
            )
    except Exception as exc:  # the CPU comparison is optional on a GPU box
        result["ort_cpu_error"] = repr(exc)
    result["timed_nodes"] = args.nodes
    result["wall_seconds"] = time.perf_counter() - start
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
