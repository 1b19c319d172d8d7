"""Selection latency and size per policy backend (torch fp32, ORT fp32, ORT int8; TensorRT where present).

One thread, hold-out modules, every selection = features + all policy steps. Prints JSON on stdout and a
rich table on stderr. Targets: int8 p50 <= 1 ms, p99 <= 2 ms; int8 >= 3.5x smaller than fp32.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--policy", default=None, help="fp32 policy dir (default: the committed one)")
    ap.add_argument("--int8", default=None, help="int8 policy dir (default: the committed one)")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()

    import torch
    from rich.console import Console
    from rich.table import Table

    from mqss_edge import corpus
    from mqss_edge.env.facts import module_facts
    from mqss_edge.env.observe import _static, module_of
    from mqss_edge.policy.artifact import default_policy_dir, write_signature
    from mqss_edge.quantize.export import export_onnx
    from mqss_edge.selector import Selector

    torch.set_num_threads(1)
    fp32_dir = Path(args.policy or default_policy_dir("fp32"))
    int8_dir = Path(args.int8 or default_policy_dir("int8"))
    texts = [e.text() for e in corpus.split("holdout")]
    tmp = Path(tempfile.mkdtemp(prefix="mqss-bench-sel-"))
    try:
        torch_sel = Selector.load(fp32_dir)
        onnx_dir = tmp / "onnx"
        onnx_dir.mkdir()
        obs = []
        from mqss_edge.quantize.build import collect_states

        obs = collect_states(texts[:4], torch_sel.runtime.logits, torch_sel.max_steps, torch_sel.level, 0, 0)
        export_onnx(torch_sel.runtime.net, onnx_dir / "policy.onnx", obs[:4])
        write_signature(onnx_dir, model_file="policy.onnx", backend="onnx", precision="fp32",
                        max_steps=torch_sel.max_steps, feature_level=torch_sel.level)
        backends = {"torch-fp32": (fp32_dir, "policy.pt"), "ort-fp32": (onnx_dir, "policy.onnx"),
                    "ort-int8": (int8_dir, None)}
        try:
            import tensorrt  # noqa: F401

            trt_note = "present (build it with `mqss-edge quantize --to tensorrt-int8`)"
        except ImportError:
            trt_note = "skipped: tensorrt is not installed on this machine"
        ref = {t: str(torch_sel.select(t).plan) for t in texts}
        out: dict[str, object] = {"schema_version": 1, "modules": len(texts), "repeats": args.repeats,
                                  "tensorrt": trt_note, "backends": {}}
        for name, (d, _) in backends.items():
            sel = Selector.load(d)
            sig = sel.signature
            size = (d / sig["model_file"]).stat().st_size
            total, feats, agree = [], [], 0
            for t in texts:
                for _ in range(args.repeats):
                    # cold: the module is read and encoded from text every time, as a compiler sees it
                    _static.cache_clear()
                    module_of.cache_clear()
                    module_facts.cache_clear()
                    pick = sel.select(t)
                    total.append(pick.latency_ms)
                    feats.append(pick.features_ms)
                agree += int(str(pick.plan) == ref[t])
            policy_only = np.asarray(total) - np.asarray(feats)
            out["backends"][name] = {  # type: ignore[index]
                "model_bytes": size, "p50_ms": float(np.percentile(total, 50)), "p99_ms": float(np.percentile(total, 99)),
                "features_p50_ms": float(np.percentile(feats, 50)), "features_p99_ms": float(np.percentile(feats, 99)),
                "policy_p50_ms": float(np.percentile(policy_only, 50)), "policy_p99_ms": float(np.percentile(policy_only, 99)),
                "pipeline_agreement_vs_torch": agree / len(texts)}
        b = out["backends"]  # type: ignore[assignment]
        out["int8_size_ratio_vs_fp32_onnx"] = b["ort-fp32"]["model_bytes"] / b["ort-int8"]["model_bytes"]
        out["targets_met"] = {"int8_p50<=1ms": b["ort-int8"]["p50_ms"] <= 1.0,
                              "int8_p99<=2ms": b["ort-int8"]["p99_ms"] <= 2.0,
                              "int8>=3.5x_smaller": out["int8_size_ratio_vs_fp32_onnx"] >= 3.5}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    t = Table(title=f"selection latency, one thread, {len(texts)} hold-out modules x {args.repeats}")
    for c in ("backend", "bytes", "p50 ms", "p99 ms", "features p50", "policy p50", "agreement"):
        t.add_column(c, justify="right")
    for name, r in out["backends"].items():  # type: ignore[union-attr]
        t.add_row(name, str(r["model_bytes"]), f"{r['p50_ms']:.3f}", f"{r['p99_ms']:.3f}", f"{r['features_p50_ms']:.3f}",
                  f"{r['policy_p50_ms']:.3f}", f"{r['pipeline_agreement_vs_torch']:.3f}")
    Console(stderr=True).print(t)
    Console(stderr=True).print(f"TensorRT: {trt_note}")
    text = json.dumps(out, indent=2)
    print(text)
    if args.json:
        Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
