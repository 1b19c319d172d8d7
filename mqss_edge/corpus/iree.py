"""IREE as the peer compiler: the same kernels compiled for ``llvm-cpu`` (host CPU) and timed on one thread.

A kernel-ABI module is turned back into IREE's input (tensor arguments, tensor results) by
:func:`to_iree_input`: every ``bufferization.to_tensor`` argument becomes a tensor argument, every
``materialize_in_destination`` becomes a returned value, and output-only memrefs disappear from the
signature. Modules whose body works on memrefs (the affine PolyBench kernels) have no tensor form and
are reported as unsupported.

Timing uses ``iree-benchmark-module`` from ``iree-base-runtime`` with ``--device=local-sync`` (one
synchronous thread), pinned like our own runs; the figure is the median over repetitions of the mean
time per call. Results are stored in the result store under kind ``iree``.
"""

from __future__ import annotations

import re
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.compiler.abi import signature
from mqss_edge.errors import DeviceError
from mqss_edge.store import Store, make_key

IREE_VERSION_KEY = 2
# PolyBench kernels are f64: IREE would demote them to f32 (and change the signature) by default.
EXTRA_ARGS = ("--iree-llvmcpu-target-cpu=host", "--iree-input-demote-f64-to-f32=false")
COMPILE_FLAGS = ("--iree-hal-target-backends=llvm-cpu", *EXTRA_ARGS)

_TO_TENSOR = re.compile(r"^\s*(%[\w.$-]+) = bufferization\.to_tensor (%[\w.$-]+) restrict : memref<([^>]*)> "
                        r"to tensor<([^>]*)>\s*$", re.M)
_STORE = re.compile(r"^\s*bufferization\.materialize_in_destination (%[\w.$#-]+) in restrict writable "
                    r"(%[\w.$-]+) : \(tensor<([^>]*)>, memref<[^>]*>\) -> \(\)\s*\n", re.M)


class Unsupported(ValueError):
    """The module has no tensor form IREE can take."""


@dataclass(frozen=True)
class IreeResult:
    """One module compiled and timed with IREE.

    Attributes:
        status: ``ok`` | ``unsupported`` | ``compile_error`` | ``run_error``.
        message: why, when not ok.
        compile_ms: ``iree-compile`` wall time.
        run_ms: median over repetitions of the mean time per call (ms); with several processes, the median of
            the per-process medians.
        samples_ms: the per-repetition means (of every process).
        vmfb_bytes: size of the compiled module.
        flags: compiler flags used.
        process_ms: each process's median (one entry per ``iree-benchmark-module`` run).
    """

    status: str
    message: str = ""
    compile_ms: float | None = None
    run_ms: float | None = None
    samples_ms: tuple[float, ...] = ()
    vmfb_bytes: int | None = None
    flags: tuple[str, ...] = COMPILE_FLAGS
    process_ms: tuple[float, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["samples_ms"] = list(self.samples_ms)
        d["flags"] = list(self.flags)
        d["process_ms"] = list(self.process_ms)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> IreeResult:
        return IreeResult(d["status"], d.get("message", ""), d.get("compile_ms"), d.get("run_ms"),
                          tuple(d.get("samples_ms", ())), d.get("vmfb_bytes"), tuple(d.get("flags", COMPILE_FLAGS)),
                          tuple(d.get("process_ms", ())))


def to_iree_input(module_text: str) -> tuple[str, str, list[int]]:
    """Rewrite a kernel-ABI module into a tensor-in / tensor-out function.

    Returns:
        ``(text, function name, indices of the ABI arguments that are inputs)``.

    Raises:
        Unsupported: the body reads memrefs directly, or an argument is neither read nor written.
    """
    sig = signature(module_text)
    m = re.search(r"func\.func\s+(?:public\s+)?@" + re.escape(sig.name) + r"\s*\(", module_text)
    if m is None:
        raise Unsupported("entry function not found in custom form")
    start = m.end() - 1
    depth, i = 0, start
    while True:
        depth += {"(": 1, ")": -1}.get(module_text[i], 0)
        i += 1
        if depth == 0:
            break
    # the attribute dict's braces come before the body's: the body opens at the header line's last brace
    line_end = module_text.index("\n", i)
    body_open = module_text.rindex("{", i, line_end + 1)
    arg_names = re.findall(r"(%[\w.$-]+)\s*:\s*memref<", module_text[start:i])
    if len(arg_names) != len(sig.args):
        raise Unsupported("could not read the argument names")
    body = module_text[body_open + 1:]
    loads = {mm.group(2): mm.group(1) for mm in _TO_TENSOR.finditer(body)}
    stores = [(mm.group(1), mm.group(2), mm.group(3)) for mm in _STORE.finditer(body)]
    if not stores:
        raise Unsupported("the body writes memrefs directly (no tensor form)")
    if re.search(r"\baffine\.(load|store)\b|\bmemref\.(load|store)\b", body):
        raise Unsupported("the body reads or writes memrefs directly (no tensor form)")
    stored = {s[1] for s in stores}
    inputs = [k for k, n in enumerate(arg_names) if n in loads]
    for k, n in enumerate(arg_names):
        if n not in loads and n not in stored:
            raise Unsupported(f"argument {n} is neither read nor written")
    body = _TO_TENSOR.sub("", body)
    body = _STORE.sub("", body)
    for memref_name, tensor_name in loads.items():
        body = re.sub(re.escape(tensor_name) + r"(?![\w.$-])", memref_name.replace("%", "%t_"), body)
    rets = [s[0] for s in stores]
    types = [f"tensor<{s[2]}>" for s in stores]
    body, n = re.subn(r"^(\s*)return\s*$", lambda r: f"{r.group(1)}return {', '.join(rets)} : {', '.join(types)}",
                      body, count=1, flags=re.M)
    if n != 1:
        raise Unsupported("no plain return")
    params = ", ".join(f"{arg_names[k].replace('%', '%t_')}: tensor<{_shape(sig.args[k])}>" for k in inputs)
    res = types[0] if len(types) == 1 else "(" + ", ".join(types) + ")"
    head = f"func.func @{sig.name}({params}) -> {res} {{"
    text = module_text[:m.start()] + head + body
    return text, sig.name, inputs


def _shape(arg: Any) -> str:
    return "x".join(str(d) for d in arg.shape) + ("x" if arg.shape else "") + arg.dtype


def _iree_tool(name: str) -> str:
    import iree._runtime_libs as libs

    return str(Path(libs.__file__).parent / name)


def compile_and_time(module_text: str, *, repetitions: int = 5, min_iters: int = 10, pin: str | None = "0",
                     timeout: float = 600.0, processes: int = 1) -> IreeResult:
    """Compile with ``iree-compile`` for llvm-cpu (host) once and time with ``iree-benchmark-module``, run
    ``processes`` times (one process can be 1.5x off on a 2-core machine)."""
    with tempfile.TemporaryDirectory(prefix="mqss-iree-") as tmp:
        got = iree_runner(module_text, Path(tmp), repetitions=repetitions, min_iters=min_iters, pin=pin,
                          timeout=timeout)
        if isinstance(got, IreeResult):
            return got
        run, compile_ms, size = got
        samples: list[float] = []
        medians: list[float] = []
        for _ in range(max(1, processes)):
            try:
                ms = [ns / 1e6 for ns in run()]
            except DeviceError as exc:
                return IreeResult("run_error", str(exc), compile_ms, vmfb_bytes=size)
            samples += ms
            medians.append(float(np.median(ms)))
    return IreeResult("ok", "", compile_ms, float(np.median(medians)), tuple(samples), size,
                      process_ms=tuple(medians))


def iree_runner(module_text: str, directory: Path, *, repetitions: int = 5, min_iters: int = 10,
                pin: str | None = "0", timeout: float = 600.0) -> tuple[Any, float, int] | IreeResult:
    """The module compiled for llvm-cpu (host) into ``directory``, its inputs written there:
    ``(run, compile ms, module bytes)``, where ``run()`` times one process of ``iree-benchmark-module`` and returns
    its per-repetition mean times per call (ns) or raises :class:`~mqss_edge.errors.DeviceError`
    (a :data:`~mqss_edge.device.Runner`); the failed result where it does not compile or has no tensor form."""
    from iree.compiler import compile_str

    from mqss_edge._proc import run_command

    try:
        text, fname, inputs = to_iree_input(module_text)
    except Unsupported as exc:
        return IreeResult("unsupported", str(exc))
    sig = signature(module_text)
    t0 = time.perf_counter()
    try:
        vmfb = compile_str(text, target_backends=["llvm-cpu"], extra_args=list(EXTRA_ARGS))
    except Exception as exc:  # the compiler's diagnostics are the record
        return IreeResult("compile_error", str(exc)[-1500:])
    compile_ms = (time.perf_counter() - t0) * 1e3
    rng = np.random.default_rng(1)
    directory.mkdir(parents=True, exist_ok=True)
    mod = directory / "m.vmfb"
    mod.write_bytes(vmfb)
    argv = [_iree_tool("iree-benchmark-module"), f"--module={mod}", f"--function={fname}",
            "--device=local-sync", f"--benchmark_repetitions={repetitions}",
            f"--benchmark_min_time={min_iters}x", "--benchmark_format=json"]
    for k in inputs:
        a = sig.args[k]
        if a.dtype in ("f32", "f64"):
            x = rng.uniform(-1, 1, a.shape).astype(np.float32 if a.dtype == "f32" else np.float64)
        else:
            x = rng.integers(0, sig.int_max, a.shape).astype(np.int32 if a.dtype == "i32" else np.int64)
        p = directory / f"in{k}.npy"
        np.save(p, x)
        argv.append(f"--input=@{p}")
    if pin is not None:
        argv = ["taskset", "-c", pin, *argv]

    def run() -> tuple[int, ...]:
        r = run_command(argv, timeout=timeout)
        if not r.ok:
            raise DeviceError((r.stderr or r.stdout)[-1500:])
        got = _parse_benchmark(r.stdout)
        if not got:
            raise DeviceError("no benchmark samples in the output")
        return tuple(int(ms * 1e6) for ms in got)

    return run, compile_ms, len(vmfb)


def _parse_benchmark(stdout: str) -> list[float]:
    import json

    try:
        data = json.loads(stdout[stdout.index("{"):])
    except ValueError:
        return []
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    return [b["real_time"] * scale[b.get("time_unit", "ms")] for b in data.get("benchmarks", [])
            if b.get("run_type") == "iteration"]


def iree_version() -> str:
    try:
        from iree.compiler import version

        return str(getattr(version, "VERSION", "unknown"))
    except ImportError:
        return "unavailable"


def evaluate(store: Store, module_text: str, *, pin: str | None = "0", repetitions: int = 5) -> IreeResult:
    """Compile and time one module with IREE, through the result store (computed once)."""
    from mqss_edge.engine import module_hash

    key = make_key("iree", IREE_VERSION_KEY, iree_version(), module_hash(module_text), repetitions)
    got = store.get(key)
    if got:
        return IreeResult.from_dict(got)
    res = compile_and_time(module_text, pin=pin, repetitions=repetitions)
    if res.status != "run_error":  # a run error may be the machine's; try again next time
        store.put(key, "iree", res.to_dict())
    return res
