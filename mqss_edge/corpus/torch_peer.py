"""PyTorch eager and ``torch.compile`` (inductor) as peers: one timing process, run as a module.

``python -m mqss_edge.corpus.torch_peer NAME MODE WARMUP REPEAT OUT`` builds the model corpus module
``NAME``'s original ``nn.Module`` (:func:`~mqss_edge.corpus.zoo.build_module`: the same architecture,
shapes and seed as the import), its inputs from the manifest's input specs, and times ``REPEAT`` calls
after ``WARMUP`` untimed ones on one thread (``torch.set_num_threads(1)``), under ``torch.inference_mode``.
``MODE`` is ``eager`` or ``inductor`` (``torch.compile(backend="inductor")``; the first call, which
compiles, is timed separately as the compile time). The record is written as JSON to ``OUT``: the caller
(:mod:`mqss_edge.corpus.model_peers`) pins the process and runs several of them.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any


def spec_named(name: str) -> Any:
    """The :class:`~mqss_edge.corpus.zoo_models.ModelSpec` of a model corpus module.

    Raises:
        KeyError: no such module.
    """
    from mqss_edge.corpus.zoo_models import model_specs

    for s in model_specs():
        if s.name == name:
            return s
    raise KeyError(f"no model spec named {name!r}")


def time_model(name: str, mode: str, warmup: int, repeat: int) -> dict[str, Any]:
    """Build, (compile,) warm up and time one model in this process; the record of samples."""
    import torch

    from mqss_edge.corpus.importers import TensorSpec
    from mqss_edge.corpus.zoo import build_module

    torch.set_num_threads(1)
    spec = spec_named(name)
    module, high = build_module(spec)
    torch.manual_seed(1)
    args = [TensorSpec.parse(s).example(high) for s in spec.inputs]
    fn = module
    compile_ms = None
    with torch.inference_mode():
        if mode == "inductor":
            fn = torch.compile(module, backend="inductor")
            t0 = time.perf_counter()
            fn(*args)
            compile_ms = (time.perf_counter() - t0) * 1e3
        elif mode != "eager":
            raise ValueError(f"mode must be eager or inductor, not {mode!r}")
        for _ in range(warmup):
            fn(*args)
        samples = []
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            fn(*args)
            samples.append(time.perf_counter_ns() - t0)
    return {"mode": mode, "samples_ns": samples, "warmup": warmup, "compile_ms": compile_ms,
            "threads": torch.get_num_threads(), "torch": torch.__version__}


def main(argv: list[str]) -> int:
    name, mode, warmup, repeat, out = argv
    rec = time_model(name, mode, int(warmup), int(repeat))
    Path(out).write_text(json.dumps(rec))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
