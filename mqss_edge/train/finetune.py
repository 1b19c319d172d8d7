"""Chip-domain fine-tuning: the shipped policy, re-taught under one chip's reward on about 50 of its modules.

``finetune(FinetuneConfig(chip=..., out=...))`` (``mqss-edge finetune --chip chips/X.toml --out DIR``):

1. **Modules**: the ``.mlir`` files of ``modules`` (a vendor's own kernels and subgraphs; each file's
   baseline is its family pipeline where :func:`~mqss_edge.corpus.guess_family` knows the family, else
   the expert module plan), or a corpus split (kernels stratified by family, plus the split's models);
   at most ``samples`` of them.
2. **Measurement** is the chip's (:func:`mqss_edge.train.workloads.chip_evaluator`): built for its target,
   checked (under qemu for aarch64), its ``.text`` sized, its runtime timed on its device (the host build
   as a flagged proxy for an emulated chip) and its L1 misses counted with perf or simulated by cachegrind
   with the chip's own L1 geometry. The reward norms come from these modules under that evaluator.
3. **Teacher search** under the chip's reward (:func:`mqss_edge.train.demos.collect_demos`), stopped at
   ``budget_minutes`` (what it found by then is used); then **behaviour cloning from the source policy's
   weights** on the demonstrations (a lower learning rate and fewer epochs than training from scratch: it
   adapts the policy, the kernels it was trained on keep their answers unless the chip's reward disagrees).
   A source trained on an earlier menu is widened to the current one first (:meth:`PolicyNet.widened`).
   ``holdback`` of the modules stay out of cloning; the zero-shot guard is calibrated on them.
   With ``rehearse`` (default) the source's own training demonstrations (its ``training/demos.json``) join
   the cloning for the modules the chip's teacher did not search (:func:`rehearsal`): about 30 chip
   demonstrations leave whole families without an example, and a clone on them alone forgets what the
   source knew there (measured: held out of the chip's set, both batch-matmul modules got the attention
   module's schedule, 3.3x slower than the expert rules).
4. **Export and quantize**: ``out/fp32`` (torch) and ``out/policy`` (the chip's ``policy`` backend, int8
   ONNX by default), both with a ``chip`` record (name, profile digest, weights, target, triple, device) in
   ``signature.json``; :meth:`mqss_edge.Selector.load` with another ``chip`` warns.

Everything measured goes through the result store and the teacher's ``demos.json`` in ``out/run``: a killed
fine-tune rerun with the same arguments continues where it stopped and measures nothing twice.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class FinetuneConfig:
    """What to fine-tune for which chip (see the module docs).

    Attributes:
        chip: the chip profile (``chips/*.toml``).
        out: output directory (``policy/`` is the shipped result, ``fp32/`` its source, ``run/`` the log).
        source: fp32 policy directory to start from (default: the committed one).
        modules: a directory of ``.mlir`` modules (``None``: the corpus split ``split``).
        split: corpus split used when ``modules`` is not given.
        samples: most modules fine-tuned on.
        budget_minutes: the teacher search stops starting new modules after this long.
        bc_epochs: cloning epochs from the source weights.
        lr: cloning learning rate.
        holdback: fraction of the modules kept out of cloning for the guard.
        rehearse: clone on the source's own demonstrations too, where the chip's teacher has none.
        measure_repeat / measure_processes / pin: the training measurement settings.
        store: result store path ("" for the user cache).
        quantize_modules: corpus modules per split used to check the quantized policy (0: all).
        quantize_gate: the quantized policy's minimum top-1 agreement with the fp32 one
            (:attr:`mqss_edge.quantize.build.QuantConfig.gate`).
    """

    chip: str
    out: str
    source: str | None = None
    modules: str | None = None
    split: str = "train"
    samples: int = 50
    budget_minutes: float = 60.0
    bc_epochs: int = 60
    lr: float = 3e-4
    holdback: float = 0.2
    rehearse: bool = True
    measure_repeat: int = 5
    measure_processes: int = 3
    pin: str = "0"
    store: str = ""
    quantize_modules: int = 24
    quantize_gate: float = 0.995


def chip_record(chip: Any, path: str | Path) -> dict[str, Any]:
    """What ``signature.json`` records of the chip a policy was fine-tuned for."""
    return {"name": chip.name, "profile": Path(path).name, "digest": chip.digest(), "weights": asdict(chip.weights),
            "target": chip.target, "triple": chip.triple, "device": chip.device,
            "l1": asdict(chip.l1), "runtime_proxy": chip.runtime_proxy}


def module_workloads(directory: str | Path) -> list[Any]:
    """The ``.mlir`` files of a directory (sorted) as workloads, each with its baseline plan.

    Raises:
        ValueError: no ``.mlir`` file there.
    """
    from mqss_edge.corpus import family_baseline, guess_family
    from mqss_edge.corpus.module_plan import module_expert_plan
    from mqss_edge.env.pipeline_env import Workload

    files = sorted(Path(directory).glob("*.mlir"))
    if not files:
        raise ValueError(f"{directory}: no .mlir modules to fine-tune on")
    out = []
    for f in files:
        text = f.read_text()
        fam = guess_family(text)
        base = family_baseline(fam) if fam else module_expert_plan(text).plan()
        out.append(Workload(f"file://{f.resolve()}", text, fam or "user", None, base))
    return out


def corpus_workloads(split: str, n: int) -> list[Any]:
    """Up to ``n`` modules of a corpus split: its smallest models (a tenth; every candidate of a model is
    checked under qemu and simulated by cachegrind for an emulated chip), then kernels by family."""
    from mqss_edge.train.demos import stratified
    from mqss_edge.train.workloads import load_workloads, model_workloads

    models = sorted(model_workloads(split), key=lambda w: len(w.text))[: n // 10]
    return models + stratified(load_workloads(split), n - len(models))


def rehearsal(source: Path, skip: set[str]) -> tuple[list[Any], dict[str, str]]:
    """The source policy's training demonstrations (``source/training/demos.json``) of modules not in
    ``skip``, with their texts: the train split's kernels, the generated modules of the source's training
    config and the model corpus. Demonstrations of modules this checkout does not have are left out, and a
    source without the file gives none."""
    from mqss_edge import corpus
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.train.demos import load_demos

    demos = load_demos(source / "training" / "demos.json")
    if not demos:
        return [], {}
    texts: dict[str, Any] = {e.uri: e.text for e in corpus.split("train")}
    texts.update({e.uri: e.text for e in load_models()})
    conf = source / "training" / "config.json"
    train = json.loads(conf.read_text()).get("train", {}) if conf.exists() else {}
    if train.get("augment"):
        from mqss_edge.corpus.augment import augmented

        texts.update({e.uri: e.text for e in augmented(train["augment"], train.get("augment_seed", 0))})
    kept = [d for u, d in demos.items() if u not in skip and u in texts]
    return kept, {d.uri: texts[d.uri]() for d in kept}


def finetune(cfg: FinetuneConfig, progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Fine-tune a policy for a chip (see the module docs); returns the summary written to ``out/run``.

    Raises:
        PolicyError: the source is not an fp32 torch policy directory.
        ValueError: a bad chip profile or no modules.
    """
    import numpy as np

    from mqss_edge.env.reward import ChipProfile
    from mqss_edge.errors import PolicyError
    from mqss_edge.policy.artifact import default_policy_dir
    from mqss_edge.policy.network import PolicyNet
    from mqss_edge.quantize.runtime import TorchRuntime
    from mqss_edge.selector import Selector
    from mqss_edge.train.config import TrainConfig
    from mqss_edge.train.demos import behaviour_clone, collect_demos, demo_batch, held_back
    from mqss_edge.train.export import export_policy_dir
    from mqss_edge.train.guard import calibrate
    from mqss_edge.train.workloads import evaluator_for, reward_norms

    t0 = time.monotonic()
    say = progress or (lambda _row: None)
    chip = ChipProfile.load(cfg.chip)
    src_dir = Path(cfg.source) if cfg.source else default_policy_dir("fp32")
    src = Selector.load(src_dir, warmup=False)
    if src.signature.get("backend") != "torch":
        raise PolicyError(f"{src_dir}: fine-tuning starts from an fp32 torch policy (policy.pt), "
                          f"got a {src.signature.get('backend')} one")
    out = Path(cfg.out)
    run = out / "run"
    run.mkdir(parents=True, exist_ok=True)
    workloads = (module_workloads(cfg.modules) if cfg.modules else corpus_workloads(cfg.split, cfg.samples))
    workloads = workloads[:cfg.samples]
    tcfg = TrainConfig(total_steps=0, workers=0, max_steps=src.max_steps, feature_groups=src.level,
                       measure_repeat=cfg.measure_repeat, measure_processes=cfg.measure_processes, pin=cfg.pin,
                       store=cfg.store, chip=str(cfg.chip), demos=True, demo_modules=0, holdback=cfg.holdback)
    evaluate = evaluator_for(tcfg)
    say({"phase": "norms", "done": 0, "total": 1})
    norms = reward_norms(workloads, evaluate, sample=len(workloads))
    (run / "norms.json").write_text(json.dumps(norms.to_dict(), indent=2))  # the chip reward's scale, for reports
    say({"phase": "norms", "done": 1, "total": 1})
    deadline = t0 + cfg.budget_minutes * 60
    found = collect_demos(tcfg, workloads, norms, asdict(chip.weights), run / "demos.json", remote=False,
                          progress=lambda d, n: say({"phase": "teacher", "done": d, "total": n}),
                          stop=lambda: time.monotonic() > deadline, chunk=1)
    demos = {w.uri: found[w.uri] for w in workloads if w.uri in found}
    if not demos:
        raise ValueError("the teacher search found no demonstration (every module failed, or no time budget)")
    held = held_back(list(demos), cfg.holdback)
    from mqss_edge.actions import NUM_ACTIONS

    # a policy trained on an earlier (shorter) menu learns the entries appended since, too
    net = PolicyNet.load(src_dir / src.signature["model_file"]).widened(NUM_ACTIONS)
    texts = {w.uri: w.text for w in workloads}
    cloned = [d for u, d in demos.items() if u not in held]
    rehearsed: list[Any] = []
    if cfg.rehearse:  # never a module the chip's teacher searched (cloned on, or held back for the guard)
        rehearsed, more = rehearsal(src_dir, set(demos))
        texts.update(more)
    obs, acts = demo_batch(cloned + rehearsed, texts, src.max_steps, src.level)
    say({"phase": "clone", "done": 0, "total": 1})
    stats = {**behaviour_clone(net, obs, acts, epochs=cfg.bc_epochs, lr=cfg.lr), "rehearsed": len(rehearsed)}
    say({"phase": "clone", "done": 1, "total": 1})
    guard = None
    if held:
        sel = Selector(TorchRuntime(net), {"max_steps": src.max_steps, "feature_level": src.level})
        guard, rows = calibrate(sel, [w for w in workloads if w.uri in held], evaluate,
                                lambda d, n: say({"phase": "guard", "done": d, "total": n}))
        (run / "guard.json").write_text(json.dumps({**guard, "rows": [asdict(r) for r in rows]}, indent=2))
    record = chip_record(chip, cfg.chip)
    fp32 = export_policy_dir(net, out / "fp32", replace(tcfg, split=cfg.split if not cfg.modules else "modules"),
                             {"fine_tuned_from": src.signature.get("model_sha256"), "modules": len(workloads),
                              "demos": len(demos), "held_back": sorted(held), **stats},
                             guard=guard, extra={"chip": record})
    say({"phase": "quantize", "done": 0, "total": 1})
    qpath = _quantize(fp32, out / "policy", chip, cfg)
    say({"phase": "quantize", "done": 1, "total": 1})
    summary = {"chip": record, "modules": len(workloads), "demos": len(demos), "held_back": sorted(held),
               "clone": stats, "guard": guard, "policy": str(qpath), "fp32": str(fp32),
               "mean_demo_reward": float(np.mean([d.reward for d in demos.values()])),
               "teacher_stopped_by_budget": len(demos) < len(workloads) and time.monotonic() > deadline,
               "seconds": round(time.monotonic() - t0, 1)}
    (run / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary


def _quantize(fp32: Path, out: Path, chip: Any, cfg: FinetuneConfig) -> Path:
    """The fp32 policy in the chip's ``policy`` backend; ONNX int8 when TensorRT is not installed here (a
    TensorRT plan is built on the GPU that runs it: ``mqss-edge quantize --to tensorrt-int8`` there)."""
    from mqss_edge.quantize.build import Precision, QuantConfig, quantize_policy

    to = chip.policy
    if to == "tensorrt-int8":
        try:
            import tensorrt  # noqa: F401
        except ImportError:
            to = "onnx-int8"
    quantize_policy(fp32, Precision(to), out, QuantConfig(max_modules=cfg.quantize_modules, gate=cfg.quantize_gate,
                                                          measure_disagreements=False))
    return out


__all__ = ["FinetuneConfig", "chip_record", "corpus_workloads", "finetune", "module_workloads"]
