"""TensorRT int8 check of the shipped policy, for a machine with an NVIDIA GPU; prints one JSON object on stdout.

Steps: the committed fp32 policy (``mqss_edge/data/policy/fp32``, or ``--policy DIR``) -> ONNX -> static QDQ int8
calibrated on its own states on train-split modules -> TensorRT engine (explicit quantization, dynamic node count) ->
its decisions (masked top-1 action) against the fp32 torch policy and the committed ONNX Runtime int8 policy
(``mqss_edge/data/policy/int8``, or ``--int8 DIR``) on hold-out states -> p50/p99 latency of single decisions
(collate + host-to-device + execute + device-to-host) next to ORT int8 on the CPU. The TensorRT version and compute
capability the plan was built for are printed, and the refusal of a plan from another version or GPU is checked.
Runs in about a minute or two on a GPU. Without tensorrt or a GPU it prints ``{"skipped": reason}`` and exits 0.
``benchmarks/tensorrt_check.sh`` installs what it needs first.

    python benchmarks/tensorrt_check.py [--policy DIR] [--int8 DIR] [--max-modules 24] [--selections 2000]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

SCHEMA_VERSION = 2


def _percentiles(samples: list[float]) -> dict[str, float]:
    arr = np.asarray(samples) * 1e6
    return {"p50_us": float(np.percentile(arr, 50)), "p99_us": float(np.percentile(arr, 99)), "n": len(samples)}


def _decision(logits: Callable[[dict], np.ndarray], obs: dict) -> int:
    return int(np.argmax(np.where(obs["mask"], logits(obs), -np.inf)))


def _agreement(ref: Callable[[dict], np.ndarray], other: Callable[[dict], np.ndarray],
               states: Sequence[dict]) -> dict[str, Any]:
    same = sum(_decision(ref, s) == _decision(other, s) for s in states)
    return {"top1_agreement": same / max(1, len(states)), "states": len(states), "disagreements": len(states) - same}


def _load(d: Path) -> tuple[dict[str, Any], Path]:
    """A policy directory's signature and verified model file (no MLIR toolchain needed on a GPU box)."""
    from mqss_edge.policy.artifact import read_signature, verify_model

    sig = read_signature(d)
    return sig, verify_model(d, sig)


def main(argv: list[str] | None = None) -> int:
    from mqss_edge.policy.artifact import default_policy_dir

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", type=Path, default=default_policy_dir("fp32"), help="fp32 torch policy dir")
    parser.add_argument("--int8", type=Path, default=default_policy_dir("int8"), help="ONNX Runtime int8 policy dir")
    parser.add_argument("--max-modules", type=int, default=24, help="modules per split (0: all)")
    parser.add_argument("--random-states", type=int, default=3, help="states off the greedy path per module")
    parser.add_argument("--selections", type=int, default=2000, help="timed single decisions per runtime")
    parser.add_argument("--device", type=int, default=0, help="CUDA device index")
    parser.add_argument("--work-dir", type=Path, help="keep the ONNX files and the plan here")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    sig, model = _load(args.policy)  # validated here too, so a broken default shows without a GPU
    if sig["backend"] != "torch":
        raise SystemExit(f"{args.policy}: needs the fp32 torch policy, got backend {sig['backend']}")
    int8_sig, int8_model = _load(args.int8)
    policies = {"policy": str(args.policy), "policy_sha256": sig["model_sha256"], "ort_int8_policy": str(args.int8),
                "ort_int8_sha256": int8_sig["model_sha256"]}

    from mqss_edge.errors import ToolchainError
    from mqss_edge.quantize import import_tensorrt

    try:
        trt = import_tensorrt()
        import torch

        if not torch.cuda.is_available():
            raise ToolchainError(f"torch {torch.__version__} sees no CUDA device")
    except ToolchainError as exc:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "skipped": str(exc), **policies}))
        return 0

    from mqss_edge import corpus
    from mqss_edge.errors import PolicyError
    from mqss_edge.policy.artifact import TensorRTTarget, check_tensorrt_target
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.quantize import (
        OrtRuntime,
        TensorRTRuntime,
        TorchRuntime,
        build_int8_engine,
        export_onnx,
        quantize_static_qdq,
        time_logits,
    )
    from mqss_edge.quantize.build import collect_states

    fp32 = TorchRuntime(PolicyNet.load(model))
    ort_int8 = OrtRuntime(int8_model)
    steps, level = int(sig.get("max_steps", 4)), sig.get("feature_level", "context")
    n = args.max_modules or None
    calib = collect_states([e.text() for e in corpus.split("train")[:n]], fp32.logits, steps, level,
                           args.random_states, 0)
    held = collect_states([e.text() for e in corpus.split("holdout")[:n]], fp32.logits, steps, level,
                          args.random_states, 1)
    max_nodes = max(256, *(int(s["nodes"].shape[0]) for s in calib + held))
    result: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "tensorrt_version": str(trt.__version__),
        "torch_version": torch.__version__,
        "gpu": torch.cuda.get_device_name(args.device),
        "python": platform.python_version(),
        **policies,
        "ort_int8_scheme": int8_sig.get("quantization", {}).get("scheme"),
        "states": {"calibration": len(calib), "holdout": len(held), "max_nodes": max_nodes},
    }

    work = args.work_dir or Path(tempfile.mkdtemp(prefix="mqss-trt-"))
    work.mkdir(parents=True, exist_ok=True)
    onnx_fp32, qdq, plan = work / "policy.onnx", work / "policy.qdq.onnx", work / "policy.int8.plan"
    export_onnx(fp32.net, onnx_fp32, calib[:8])
    quantize_static_qdq(onnx_fp32, qdq, [calib[i:i + 16] for i in range(0, len(calib), 16)], exclude_tail=True)
    build = build_int8_engine(qdq, plan, min_nodes=1, opt_nodes=64, max_nodes=max_nodes, device=args.device)
    result["build"] = {"seconds": build.seconds, "plan_bytes": build.plan_bytes, "nodes": list(build.nodes),
                       "target": build.target.to_dict()}
    trt_rt = TensorRTRuntime(plan, device=args.device, target=build.target)

    # A plan recorded for another TensorRT version or GPU must be refused before it is deserialized.
    refused = {}
    for name, other in (("other_version", TensorRTTarget("0.0.0", build.target.compute_capability)),
                        ("other_gpu", TensorRTTarget(build.target.version, "1.0"))):
        try:
            TensorRTRuntime(plan, device=args.device, target=other)
            refused[name] = "LOADED (wrong)"
        except PolicyError as exc:
            refused[name] = str(exc)
    check_tensorrt_target(build.target, str(trt.__version__), torch.cuda.get_device_capability(args.device))
    result["refusals"] = refused

    result["decisions_holdout"] = {
        "tensorrt_int8_vs_fp32": _agreement(fp32.logits, trt_rt.logits, held),
        "tensorrt_int8_vs_ort_int8": _agreement(ort_int8.logits, trt_rt.logits, held),
        "ort_int8_vs_fp32": _agreement(fp32.logits, ort_int8.logits, held),
    }
    timed = held[: min(len(held), 200)]
    repeats = max(1, args.selections // len(timed))
    result["latency"] = {
        "tensorrt_int8_gpu": _percentiles(time_logits(trt_rt, timed, repeats=repeats, warmup=50)),
        "ort_int8_cpu_1thread": _percentiles(time_logits(ort_int8, timed, repeats=repeats, warmup=50)),
        "torch_fp32_cpu": _percentiles(time_logits(fp32, timed[:50], repeats=1, warmup=5)),
    }
    result["wall_seconds"] = time.perf_counter() - start
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
