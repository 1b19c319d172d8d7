"""Baselines and peers on the model corpus: the scoreboard whole models are measured against.

Five peers per model module (:class:`Peer`):

* ``default`` — the empty plan (the fixed lowering), through the engine: compiled, checked against the
  reference build, timed in ``processes`` pinned processes;
* ``expert`` — the expert rules' module-level plan (:mod:`mqss_edge.corpus.module_plan`), with the rank
  schedules that failed dropped and recorded;
* ``iree`` — ``iree-compile --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host`` on the
  module as it is (already tensor level), timed with ``iree-benchmark-module --device=local-sync`` (one
  synchronous thread) pinned with taskset in ``processes`` processes, every argument (inputs and weights)
  filled with the module's shapes and dtypes the way the harness fills them;
* ``eager`` — PyTorch eager on the original ``nn.Module`` (:func:`~mqss_edge.corpus.zoo.build_module`),
  ``torch.set_num_threads(1)``, pinned, ``warmup`` + ``repeat`` calls in each of ``processes`` processes;
* ``inductor`` — ``torch.compile`` (inductor, CPU, one thread) likewise; the first call of each process is
  its compile time, recorded apart (the first process compiles cold, the others find inductor's cache).

The committed modules take their weights as arguments: mqss-edge and IREE run them with weights filled by
the harness's generator, eager and inductor run the ``nn.Module`` with its own seeded weights — the same
architecture and shapes, not the same numbers. Every peer's outcome is stored in the result store (kind
``model-peer``), failures with their reason, so an interrupted run resumes where it stopped. Runtimes
are medians of per-process medians with their spread (:class:`~mqss_edge.measurement.Measurement`).
:func:`time_beside_peers` times a pipeline and IREE, eager and inductor in rounds instead (one process of each per
round): the figures ``mqss-edge evaluate`` compares a policy with.
"""

from __future__ import annotations

import enum
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.corpus.zoo import ModelEntry
from mqss_edge.errors import DeviceError
from mqss_edge.measurement import Measurement
from mqss_edge.store import Store, make_key

PEER_VERSION = 1
SCHEMA_VERSION = 1
MODELS_BASELINE_JSON = Path(__file__).resolve().parents[2] / "benchmarks" / "models_baseline.json"
IREE_FLAGS = ("--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host")
WEIGHTS_NOTE = ("weights as arguments: default/expert/IREE run the committed module with weights filled by the "
                "harness's generator; eager/inductor run the original nn.Module (zoo.build_module, seed 0) — the "
                "same architecture and shapes, other numbers")


class Peer(str, enum.Enum):
    """Who a model is measured with."""

    DEFAULT = "default"
    EXPERT = "expert"
    IREE = "iree"
    EAGER = "eager"
    INDUCTOR = "inductor"


ALL_PEERS: tuple[Peer, ...] = tuple(Peer)


def parse_peers(text: str) -> tuple[Peer, ...]:
    """``default,expert,iree`` → peers, in :class:`Peer` order.

    Raises:
        ValueError: an unknown peer name.
    """
    names = {p.strip() for p in text.split(",") if p.strip()}
    bad = names - {p.value for p in Peer}
    if bad:
        raise ValueError(f"unknown peer {', '.join(sorted(bad))} (choose from {', '.join(p.value for p in Peer)})")
    return tuple(p for p in Peer if p.value in names)


@dataclass(frozen=True)
class ModelPeerConfig:
    """How model modules are measured.

    Attributes:
        warmup: untimed calls per process (inductor: after the compiling first call).
        repeat: timed calls per process.
        processes: separate processes per peer (figure = median of per-process medians).
        peers: the peers to measure.
        workers: models measured at once, each worker pinned to its own core.
        timeout: seconds one process (a compile, a timing run) may take.
    """

    warmup: int = 3
    repeat: int = 10
    processes: int = 3
    peers: tuple[Peer, ...] = ALL_PEERS
    workers: int = 2
    timeout: float = 900.0

    def measure_key(self) -> dict[str, Any]:
        return {"warmup": self.warmup, "repeat": self.repeat, "processes": self.processes}


def _failed(peer: Peer, status: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"peer": peer.value, "status": status, "message": message.strip()[-600:], "run_ms": None, **extra}


def _figures(m: Measurement) -> dict[str, Any]:
    st = m.stats()
    meds = [float(np.median(s)) / 1e6 for s in m.samples_ns if s]
    # JSON's own types (a list, not the stats' tuple): a result read back from the store must equal the fresh one
    return {"run_ms": st.median, "spread": st.spread, "bimodal": st.bimodal,
            "modes_ms": list(st.modes) if st.modes is not None else None, "process_ms": meds, "samples": st.n}


# ------------------------------------------------------------------------------------------ mqss-edge


def _engine_peer(engine: Any, text: str, plan: Any, cfg: ModelPeerConfig, pin: str | None, peer: Peer,
                 **extra: Any) -> dict[str, Any]:
    from mqss_edge.engine import MeasureConfig

    mc = MeasureConfig(warmup=cfg.warmup, repeat=cfg.repeat, processes=cfg.processes, pin=pin, drop_caches=False,
                       timeout=cfg.timeout)
    ev = engine.evaluate(text, plan, measure=mc)
    if ev.ok and ev.runtime is None:  # checked once, but the rebuild for timing failed (a timeout under load)
        return _failed(peer, "timeout", "the rebuild for timing did not finish", plan=str(plan), **extra)
    if not ev.ok:
        return _failed(peer, ev.status.value, f"{ev.stage}: {ev.message}", plan=str(plan), **extra)
    return {"peer": peer.value, "status": "ok", "message": "", "plan": str(plan), **_figures(ev.runtime),
            "compile_ms": ev.compile_ms.get("total"), "size": ev.text_bytes, "max_abs_error": ev.max_abs_error,
            **extra}


def default_peer(engine: Any, text: str, cfg: ModelPeerConfig, pin: str | None) -> dict[str, Any]:
    """The default pipeline, compiled, checked and timed through the engine."""
    from mqss_edge.pipeline import Plan

    return _engine_peer(engine, text, Plan(), cfg, pin, Peer.DEFAULT)


def expert_peer(engine: Any, text: str, cfg: ModelPeerConfig, pin: str | None) -> dict[str, Any]:
    """The expert module plan after dropping what fails (:func:`~mqss_edge.corpus.module_plan.fit_expert_plan`)."""
    from mqss_edge.corpus.module_plan import fit_expert_plan
    from mqss_edge.pipeline import Plan

    fitted = fit_expert_plan(engine, text)
    info = {k: v for k, v in fitted.to_dict().items() if k not in ("plan", "status")}
    return _engine_peer(engine, text, Plan.parse(fitted.plan), cfg, pin, Peer.EXPERT, **info)


# ----------------------------------------------------------------------------------------------- IREE


def _tool(name: str) -> str:
    """An IREE command-line tool: beside this interpreter (the venv's entry points), else the runtime's."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    import iree._runtime_libs as libs  # iree-base-runtime's bundled binaries

    return str(Path(libs.__file__).parent / name)


def iree_inputs(text: str, directory: Path) -> list[str]:
    """``--input=@FILE.npy`` for every argument of the entry (inputs and weights), as the harness fills
    them: floats uniform in [-1, 1), integers in [0, int_max), booleans true."""
    from mqss_edge.compiler.abi import signature

    sig = signature(text)
    rng = np.random.default_rng(1)
    out = []
    ints = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}
    for k, a in enumerate(sig.args):
        if a.dtype in ("f32", "f64", "f16"):
            x = rng.uniform(-1, 1, a.shape).astype({"f32": np.float32, "f64": np.float64, "f16": np.float16}[a.dtype])
        elif a.dtype == "i1":
            x = np.ones(a.shape, dtype=np.bool_)
        elif a.dtype in ints:
            x = rng.integers(0, sig.int_max, a.shape).astype(ints[a.dtype])
        else:
            raise ValueError(f"argument {k} has element type {a.dtype}, which the IREE peer does not fill")
        p = directory / f"in{k}.npy"
        np.save(p, x)
        out.append(f"--input=@{p}")
    return out


def iree_peer(text: str, cfg: ModelPeerConfig, pin: str | None) -> dict[str, Any]:
    """Compile the module with ``iree-compile`` (llvm-cpu, host) and time it in ``cfg.processes`` processes."""
    with tempfile.TemporaryDirectory(prefix="mqss-iree-m-") as tmp:
        built = _iree_build(text, Path(tmp), cfg)
        if isinstance(built, dict):
            return built
        argv, extra = built
        procs = []
        for _ in range(cfg.processes):
            try:
                procs.append(_iree_process(argv, cfg, pin, tmp))
            except PeerRunError as exc:
                return _failed(Peer.IREE, "run_error", str(exc), **extra)
    m = Measurement(tuple(procs), cfg.warmup, {"tool": "iree-benchmark-module", "device": "local-sync"}, pin)
    return {"peer": Peer.IREE.value, "status": "ok", "message": "", **_figures(m), **extra}


class PeerRunError(DeviceError):
    """One timed process of a peer failed (its message says how)."""


def _iree_build(text: str, directory: Path, cfg: ModelPeerConfig
                ) -> tuple[list[str], dict[str, Any]] | dict[str, Any]:
    """The module compiled to ``directory/m.vmfb`` and its inputs written: ``(the benchmark's argv, what the row
    records: flags, version, compile time, size)``, or the failed row."""
    from mqss_edge._proc import run_command
    from mqss_edge.compiler.abi import signature
    from mqss_edge.corpus.iree import iree_version

    extra: dict[str, Any] = {"flags": list(IREE_FLAGS), "iree": iree_version()}
    src, vmfb = directory / "m.mlir", directory / "m.vmfb"
    src.write_text(text)
    t0 = time.perf_counter()
    r = run_command([_tool("iree-compile"), *IREE_FLAGS, str(src), "-o", str(vmfb)], timeout=cfg.timeout)
    compile_ms = (time.perf_counter() - t0) * 1e3
    if not r.ok:
        return _failed(Peer.IREE, "compile_error", (r.stderr or r.stdout).replace(str(directory), "<tmp>"), **extra)
    extra.update(compile_ms=compile_ms, size=vmfb.stat().st_size)
    try:
        inputs = iree_inputs(text, directory)
    except ValueError as exc:
        return _failed(Peer.IREE, "unsupported", str(exc), **extra)
    argv = [_tool("iree-benchmark-module"), f"--module={vmfb}", f"--function={signature(text).name}",
            "--device=local-sync", f"--benchmark_repetitions={cfg.repeat}",
            "--benchmark_min_time=0.2s", f"--benchmark_min_warmup_time={0.05 * cfg.warmup}",
            "--benchmark_format=json", *inputs]
    return argv, extra


def _iree_process(argv: list[str], cfg: ModelPeerConfig, pin: str | None, tmp: str) -> tuple[int, ...]:
    """One timed process of ``iree-benchmark-module``: its per-repetition means (ns).

    Raises:
        PeerRunError: it failed or printed no samples."""
    from mqss_edge._proc import run_command

    r = run_command(["taskset", "-c", pin, *argv] if pin is not None else argv, timeout=cfg.timeout)
    samples = _benchmark_means_ns(r.stdout) if r.ok else []
    if not samples:
        raise PeerRunError((r.stderr or r.stdout or "no benchmark samples").replace(tmp, "<tmp>").strip()[-600:])
    return tuple(samples)


def _benchmark_means_ns(stdout: str) -> list[int]:
    """The per-repetition mean time per call (ns) of ``iree-benchmark-module --benchmark_format=json``."""
    import json

    try:
        data = json.loads(stdout[stdout.index("{"):])
    except ValueError:
        return []
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    return [int(b["real_time"] * scale[b.get("time_unit", "ns")]) for b in data.get("benchmarks", [])
            if b.get("run_type") == "iteration"]


# ---------------------------------------------------------------------------------------------- torch


def torch_peer(entry: ModelEntry, peer: Peer, cfg: ModelPeerConfig, pin: str | None) -> dict[str, Any]:
    """Time the original ``nn.Module`` eagerly or with inductor (:mod:`mqss_edge.corpus.torch_peer`) in
    ``cfg.processes`` pinned processes, one thread each."""
    procs, compiles, info = [], [], {}
    with tempfile.TemporaryDirectory(prefix="mqss-torch-") as tmp:
        for k in range(cfg.processes):
            try:
                rec = _torch_process(entry, peer, cfg, pin, Path(tmp), k)
            except PeerRunError as exc:
                return _failed(peer, "timeout" if isinstance(exc, PeerTimeout) else "run_error", str(exc))
            procs.append(tuple(rec["samples_ns"]))
            compiles.append(rec.get("compile_ms"))
            info = {"threads": rec["threads"], "torch": rec["torch"]}
    m = Measurement(tuple(procs), cfg.warmup, {"tool": f"torch {'eager' if peer is Peer.EAGER else 'inductor'}",
                                               **info}, pin)
    row = {"peer": peer.value, "status": "ok", "message": "", **_figures(m), **info}
    if peer is Peer.INDUCTOR:
        row["compile_ms"] = compiles[0]  # cold: an empty inductor cache
        row["compile_ms_warm"] = statistics.median(c for c in compiles[1:]) if len(compiles) > 1 else None
    return row


class PeerTimeout(PeerRunError):
    """A peer's timed process ran past its timeout."""


def _torch_process(entry: ModelEntry, peer: Peer, cfg: ModelPeerConfig, pin: str | None, tmp: Path, k: int
                   ) -> dict[str, Any]:
    """Process ``k`` of PyTorch eager or inductor on ``entry``, one thread, pinned: its record (samples, compile
    time, threads, torch version). Processes given the same ``tmp`` share one inductor cache: the first compiles
    cold, the others reuse its kernels.

    Raises:
        PeerRunError: the process failed (:class:`PeerTimeout`: it ran past ``cfg.timeout``)."""
    import json

    from mqss_edge._proc import run_command

    env = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
           "TORCHINDUCTOR_CACHE_DIR": str(tmp / "inductor"), "TORCHINDUCTOR_COMPILE_THREADS": "1"}
    out = tmp / f"p{k}.json"
    argv = [sys.executable, "-m", "mqss_edge.corpus.torch_peer", entry.name,
            "eager" if peer is Peer.EAGER else "inductor", str(cfg.warmup), str(cfg.repeat), str(out)]
    if pin is not None:
        argv = ["taskset", "-c", pin, *argv]
    r = run_command(argv, timeout=cfg.timeout, env=env)
    if not r.ok or not out.exists():
        lines = [ln for ln in (r.stderr or r.stdout).strip().splitlines() if ln.strip()]
        msg = lines[-1] if lines else f"exit {r.returncode}"
        raise (PeerTimeout if getattr(r, "timed_out", False) else PeerRunError)(msg)
    rec: dict[str, Any] = json.loads(out.read_text())
    return rec


# ------------------------------------------------------------------------------------ beside the policy


def time_beside_peers(engine: Any, entry: ModelEntry, text: str, plan: Any, peers: Sequence[Peer],
                      cfg: ModelPeerConfig, rounds: int, pin: str | None) -> dict[str, Any] | None:
    """``plan``'s binary for ``text`` (``entry``'s module) and each of ``peers`` (IREE, eager, inductor) timed
    A/B-interleaved in ``rounds`` rounds (:meth:`~mqss_edge.engine.Engine.time_beside`, stored per set). Timed
    apart, minutes between them, a figure here moves by up to 1.4x with the host (squeezenet-tiny's plan read
    0.69 ms beside IREE's 0.48 one hour, 0.50 within a round of it the next); within a round they see the same
    host. A peer that fails to build is left out and recorded in ``failed``."""
    peers = [p for p in peers if p in (Peer.IREE, Peer.EAGER, Peer.INDUCTOR)]

    def build(directory: Path) -> tuple[dict[str, Any], dict[str, str]]:
        runners, failed = {}, {}
        for peer in peers:
            try:
                runners[peer.value] = _peer_runner(entry, text, peer, cfg, pin, directory / peer.value)
            except PeerRunError as exc:
                failed[peer.value] = str(exc)
        return runners, failed

    return engine.time_beside(text, plan, build, ("model-peers", PEER_VERSION, entry.uri, [p.value for p in peers],
                                                  cfg.measure_key()), rounds=rounds, warmup=cfg.warmup,
                              repeat=cfg.repeat, pin=pin, timeout=cfg.timeout)


def _peer_runner(entry: ModelEntry, text: str, peer: Peer, cfg: ModelPeerConfig, pin: str | None, tmp: Path) -> Any:
    """A callable timing one process of ``peer`` (built here: IREE's module compiled once; inductor's first process,
    run here untimed, fills the cache the timed ones read).

    Raises:
        PeerRunError: the peer does not build or run."""
    tmp.mkdir(parents=True, exist_ok=True)
    if peer is Peer.IREE:
        built = _iree_build(text, tmp, cfg)
        if isinstance(built, dict):
            raise PeerRunError(f"{built['status']}: {built['message']}")
        argv = built[0]
        return lambda: _iree_process(argv, cfg, pin, str(tmp))
    counter = iter(range(1, 1 << 30))
    if peer is Peer.INDUCTOR:
        _torch_process(entry, peer, cfg, pin, tmp, 0)  # the cold compile, untimed
    return lambda: tuple(_torch_process(entry, peer, cfg, pin, tmp, next(counter))["samples_ns"])


# ----------------------------------------------------------------------------------------- one model


def peer_key(entry: ModelEntry, peer: Peer, cfg: ModelPeerConfig) -> str:
    return make_key("model-peer", PEER_VERSION, peer.value, entry.uri, entry.sha256, cfg.measure_key())


# Outcomes that say something about the machine's state rather than the peer: measured again next time.
_TRANSIENT = ("timeout", "run_error")


def transient(res: dict[str, Any]) -> bool:
    """A result that depends on the machine's load (a timeout, a failed run, an expert schedule dropped
    for a timeout): not kept, so the next run measures it again."""
    if res.get("status") == "ok" and res.get("run_ms") is None:
        return True  # checked, never timed
    return res.get("status") in _TRANSIENT or any(d.get("status") == "timeout" for d in res.get("dropped", ()))


def measure_peer(entry: ModelEntry, peer: Peer, engine: Any, cfg: ModelPeerConfig, pin: str | None
                 ) -> tuple[dict[str, Any], bool]:
    """One peer's outcome on one model through the store; ``(result, cached)``."""
    key = peer_key(entry, peer, cfg)
    got = engine.store.get(key)
    if got and not transient(got):
        return got, True
    t0 = time.perf_counter()
    text = entry.text()
    try:
        if peer is Peer.DEFAULT:
            res = default_peer(engine, text, cfg, pin)
        elif peer is Peer.EXPERT:
            res = expert_peer(engine, text, cfg, pin)
        elif peer is Peer.IREE:
            res = iree_peer(text, cfg, pin)
        else:
            res = torch_peer(entry, peer, cfg, pin)
    except Exception as exc:  # a module the engine refuses, a reference build that fails: recorded
        res = _failed(peer, "error", f"{type(exc).__name__}: {exc}")
    res["wall_s"] = round(time.perf_counter() - t0, 2)
    if not transient(res):
        engine.store.put(key, "model-peer", res, supersede=got is not None)
    return res, False


def model_row(entry: ModelEntry, peers: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The stored row of one model: what it is and each peer's outcome."""
    return {"uri": entry.uri, "name": entry.name, "family": entry.family, "model": entry.model,
            "area": entry.area, "lines": entry.lines, "ops": sum(entry.op_counts.values()),
            "inputs": list(entry.inputs), "weight_args": entry.num_weight_args, "weights": "arguments",
            "peers": peers}


def measure_model(entry: ModelEntry, store_path: str | Path, cfg: ModelPeerConfig, pin: str | None = "0"
                  ) -> dict[str, Any]:
    """Every configured peer on one model (stored results reused); the model's row."""
    from mqss_edge.engine import Engine

    engine = Engine(Store(store_path))
    try:
        return model_row(entry, {p.value: measure_peer(entry, p, engine, cfg, pin)[0] for p in cfg.peers})
    finally:
        engine.close()


def stored_row(entry: ModelEntry, store: Store, cfg: ModelPeerConfig) -> dict[str, Any] | None:
    """The row of a model whose every peer is stored, else ``None``."""
    peers = {}
    for p in cfg.peers:
        got = store.get(peer_key(entry, p, cfg))
        if not got or transient(got):
            return None
        peers[p.value] = got
    return model_row(entry, peers)


def iter_model_peers(entries: Sequence[ModelEntry], store_path: str | Path, cfg: ModelPeerConfig = ModelPeerConfig()
                     ) -> Iterator[tuple[ModelEntry, dict[str, Any], bool]]:
    """Measure every model with every peer (resuming: fully stored models are yielded first, marked cached).

    Yields:
        ``(entry, row, cached)`` as models finish.
    """
    store = Store(store_path)
    todo = []
    for e in entries:
        row = stored_row(e, store, cfg)
        if row is not None:
            yield e, row, True
        else:
            todo.append(e)
    if not todo:
        return
    from mqss_edge.corpus.pinned_pool import run_pinned

    for e, row in run_pinned(measure_model, todo, (str(store_path), cfg), cfg.workers, in_flight=cfg.workers,
                             affinity=True):
        yield e, row, False


# ----------------------------------------------------------------------------------------- scoreboard


def _gm(vals: list[float]) -> float | None:
    vals = [v for v in vals if v and v > 0]
    return math.exp(sum(math.log(v) for v in vals) / len(vals)) if vals else None


def scoreboard(rows: Sequence[dict[str, Any]], peers: Sequence[Peer] = ALL_PEERS) -> dict[str, Any]:
    """Per model: lines, ops and each peer's ms with spread; geomeans of each peer's runtime over IREE's
    and over eager's (``> 1``: slower than the reference), over the models where both ran.

    Returns:
        ``{"models": [...], "geomeans": {peer: {"time_vs_iree", "n_vs_iree", "time_vs_eager", "n_vs_eager",
        "ok", "failed"}}}``.
    """
    models = []
    for r in rows:
        m = {"name": r["name"], "family": r["family"], "lines": r["lines"], "ops": r["ops"]}
        for p in peers:
            res = r["peers"].get(p.value, {})
            m[p.value] = {"status": res.get("status", "not measured"), "ms": res.get("run_ms"),
                          "spread": res.get("spread"), "bimodal": res.get("bimodal", False)}
            if res.get("status") != "ok" and res.get("message"):
                m[p.value]["message"] = res["message"][-200:]
        models.append(m)
    geo: dict[str, Any] = {}
    for p in peers:
        g: dict[str, Any] = {"ok": sum(1 for m in models if m[p.value]["ms"]),
                             "failed": sum(1 for m in models if m[p.value]["status"] not in ("ok", "not measured"))}
        for ref in (Peer.IREE, Peer.EAGER):
            pairs = [m[p.value]["ms"] / m[ref.value]["ms"] for m in models
                     if ref in peers and m[p.value]["ms"] and m.get(ref.value, {}).get("ms")]
            g[f"time_vs_{ref.value}"] = _gm(pairs)
            g[f"n_vs_{ref.value}"] = len(pairs)
        geo[p.value] = g
    return {"models": models, "geomeans": geo}


def run_meta() -> dict[str, Any]:
    """When and under what load a run happened (the load average of the last 1, 5 and 15 minutes)."""
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = []
    return {"time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "loadavg": load, "cpus": os.cpu_count()}


def export(rows: dict[str, dict[str, Any]], cfg: ModelPeerConfig, path: str | Path = MODELS_BASELINE_JSON,
           meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write the committed results document (rows merged with those already there); returns it."""
    import json

    from mqss_edge.corpus.manifest import dumps

    p = Path(path)
    old: dict[str, Any] = {}
    runs: list[dict[str, Any]] = []
    if p.exists():
        before = json.loads(p.read_text())
        old, runs = before.get("rows", {}), list(before.get("runs", []))
    merged = {**old, **rows}
    runs.append(meta or {})  # every run that wrote rows here, with its load
    doc = {"schema_version": SCHEMA_VERSION, "peer_version": PEER_VERSION, "note": WEIGHTS_NOTE,
           "config": {**asdict(cfg), "peers": [x.value for x in cfg.peers], "iree_flags": list(IREE_FLAGS),
                      "iree_device": "local-sync"},
           "meta": meta or {}, "runs": runs, "rows": merged}
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(dumps(doc))
    return doc


def load(path: str | Path = MODELS_BASELINE_JSON) -> dict[str, Any]:
    """The committed results document (``schema_version``, ``config``, ``meta``, ``rows``)."""
    import json

    return json.loads(Path(path).read_text())
