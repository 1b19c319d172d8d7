"""The real-model corpus: whole edge-sized models and blocks (see :mod:`mqss_edge.corpus.zoo_models`)
imported with torch-mlir, weights as function arguments, committed under ``mqss_edge/data/models/``.

Layout::

    manifest.json            schema_version, modules (one entry each), dropped (what was left out, why)
    splits.json              train / holdout / family-out, by model (see :func:`make_model_splits`)
    <family>/<name>.mlir     the modules: ``func.func @main(inputs..., weights...) -> tensor...``

Modules are addressed as ``benchmark://models-v1/<name>``. Loading needs neither torch nor torch-mlir;
:func:`build_models` re-imports everything when torch-mlir is installed and otherwise checks the
committed files against the manifest and keeps them.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from mqss_edge.corpus.manifest import SCHEMA_VERSION, CorpusError, Entry, make_entry, write_corpus

MODELS_DIR = Path(__file__).resolve().parent.parent / "data" / "models"
DOMAIN = "models"
SPLITS_SCHEMA = 1
# One family per area, each with relatives left in training: MobileViT (MobileNet blocks + ViT layers),
# GPT decoders (BERT-style encoder layers, the transformer layers), Whisper (conv1d stems of wav2vec2 and
# the TCN, transformer layers).
FAMILY_OUT = ("mobilevit", "gpt", "whisper")
HOLDOUT_FRACTION = 0.15
LINES = (100, 5000)
# Multiply-accumulates (x2 = FLOPs, matmuls and convolutions as torch counts them) above which the default
# pipeline's untiled loops take longer than about a second (~1-2 GFLOP/s, FACTS.md).
MAX_FLOPS = 400e6
NAMES = ("train", "holdout", "family-out", "all")


@dataclass(frozen=True)
class ModelEntry(Entry):
    """One module of the model corpus (an :class:`~mqss_edge.corpus.Entry` with ``domain == "models"``).

    Attributes:
        inputs: the model inputs (``1x3x64x64xf32``); the function's first arguments.
        num_weight_args: function arguments after the inputs that hold weights.
        area: ``vision`` | ``language`` | ``audio`` | ``classic``.
        model: the whole model the module belongs to (its own name for a whole model).
    """

    inputs: tuple[str, ...] = ()
    num_weight_args: int = 0
    area: str = ""
    model: str = ""

    def text(self, root: Path | None = None) -> str:
        """The module's MLIR text."""
        return ((root or MODELS_DIR) / self.path).read_text()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["inputs"] = list(self.inputs)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> ModelEntry:
        kw = {k: d[k] for k in ModelEntry.__dataclass_fields__ if k in d}
        kw["inputs"] = tuple(kw.get("inputs", ()))
        return ModelEntry(**kw)


@dataclass(frozen=True)
class ModelsReport:
    """What :func:`build_models` did: entries, drops, files written/removed, ``imported`` or ``kept``."""

    entries: list[ModelEntry]
    dropped: list[dict[str, Any]]
    written: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    mode: str = "imported"


# ------------------------------------------------------------------------------------------------ loading


@lru_cache(maxsize=4)
def _load(path: Path) -> tuple[tuple[ModelEntry, ...], tuple[dict[str, Any], ...]]:
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise CorpusError(f"{path}: no model manifest (run `mqss-edge corpus build --models`)") from None
    if int(data.get("schema_version", 0)) > SCHEMA_VERSION:
        raise CorpusError(f"{path}: written by a newer mqss-edge (schema {data['schema_version']})")
    return tuple(ModelEntry.from_dict(d) for d in data["modules"]), tuple(data.get("dropped", []))


def load_models(path: str | Path | None = None) -> list[ModelEntry]:
    """Every module of the model corpus, in manifest order (offline: no torch, no torch-mlir).

    Raises:
        CorpusError: the manifest is missing or from a newer schema.
    """
    return list(_load(Path(path) if path else MODELS_DIR / "manifest.json")[0])


def models_dropped(path: str | Path | None = None) -> list[dict[str, Any]]:
    """Architectures considered and left out, each with ``name``, ``family``, ``source`` and ``reason``."""
    return [dict(d) for d in _load(Path(path) if path else MODELS_DIR / "manifest.json")[1]]


def load_model_splits(path: str | Path | None = None) -> dict[str, Any]:
    p = Path(path) if path else MODELS_DIR / "splits.json"
    try:
        return json.loads(p.read_text())
    except FileNotFoundError:
        raise CorpusError(f"{p}: no model splits file (run `mqss-edge corpus build --models`)") from None


def models_split(name: str, root: Path | None = None) -> list[ModelEntry]:
    """The entries of a stored split (``train`` | ``holdout`` | ``family-out`` | ``all``), in manifest order.

    Raises:
        CorpusError: unknown split, or a split naming a module the manifest lacks.
    """
    base = root or MODELS_DIR
    entries = load_models(base / "manifest.json")
    if name == "all":
        return entries
    if name not in NAMES:
        raise CorpusError(f"unknown split '{name}' (choose from {', '.join(NAMES)})")
    wanted = set(load_model_splits(base / "splits.json")[name])
    chosen = [e for e in entries if e.uri in wanted]
    if len(chosen) != len(wanted):
        raise CorpusError(f"model split '{name}' names modules the manifest lacks: rebuild the model corpus")
    return chosen


# ------------------------------------------------------------------------------------------------- splits


def _key(u: str) -> str:
    return hashlib.sha256(u.encode()).hexdigest()


def make_model_splits(entries: list[ModelEntry], family_out: tuple[str, ...] = FAMILY_OUT,
                      fraction: float = HOLDOUT_FRACTION) -> dict[str, Any]:
    """The splits document, by whole model: a model and its blocks always fall in the same split.

    * ``family-out``: every module of the withheld families.
    * ``holdout``: ``ceil(fraction)`` of the remaining whole models, taken in order of
      ``sha256(benchmark://models-v1/<model>)``, skipping a model whose family would be left with no
      model in training (held-out models are unseen models of seen families), with their blocks.
    * ``train``: the rest.
    """
    from mqss_edge.corpus.manifest import uri

    rest = [e for e in entries if e.family not in family_out]
    models: dict[str, str] = {}
    for e in rest:
        models.setdefault(e.model, e.family)
    left = {}
    for m, fam in models.items():
        left[fam] = left.get(fam, 0) + 1
    want = math.ceil(fraction * len(models))
    held: list[str] = []
    for m in sorted(models, key=lambda m: _key(uri(DOMAIN, m))):
        if len(held) == want:
            break
        if left[models[m]] > 1:
            held.append(m)
            left[models[m]] -= 1
    hold = set(held)
    return {
        "schema_version": SPLITS_SCHEMA,
        "rule": f"family-out = families {list(family_out)}; holdout = ceil({fraction}) of the other whole models "
                "in sha256(model uri) order, never a family's last training model, with their blocks; "
                "train = the rest",
        "family_out_families": list(family_out),
        "holdout_models": sorted(held),
        "train": [e.uri for e in rest if e.model not in hold],
        "holdout": [e.uri for e in rest if e.model in hold],
        "family-out": [e.uri for e in entries if e.family in family_out],
    }


# ------------------------------------------------------------------------------------------------- build


def flops(spec: Any) -> float:
    """FLOPs of one forward pass of ``spec``'s module (matmuls and convolutions, as torch counts them)."""
    import torch
    from torch.utils.flop_counter import FlopCounterMode

    from mqss_edge.corpus.importers import TensorSpec

    module, high = build_module(spec)
    args = [TensorSpec.parse(s).example(high) for s in spec.inputs]
    counter = FlopCounterMode(display=False)
    # Without no_grad: nn.TransformerEncoderLayer's inference fast path is a fused op the counter misses.
    with counter:
        module(*args)
    return float(counter.get_total_flops())


def build_module(spec: Any) -> tuple[Any, int]:
    """The ``nn.Module`` of a :class:`~mqss_edge.corpus.zoo_models.ModelSpec` (eval mode, seed 0) and the
    upper bound for its integer example inputs (the vocabulary for token ids)."""
    import torch

    from mqss_edge.corpus.importers import TensorSpec, build_hf, hf_vocab, hf_wrapper

    torch.manual_seed(0)
    if spec.config:
        model = build_hf(spec.config, dict(spec.sets), spec.model_class)
        if spec.prepare:
            spec.prepare(model)
        return hf_wrapper(model, [TensorSpec.parse(s) for s in spec.inputs], spec.call_kwargs), hf_vocab(model)
    model = spec.factory().eval()
    if spec.prepare:
        spec.prepare(model)
    return model, 2


def export_spec(spec: Any, mlir_opt: str | None = None) -> tuple[str, dict[str, Any]]:
    """Import one spec with weights as arguments: the file text (header + module) and its notes.

    Raises:
        ModelImportError: torch.export, torch-mlir or mlir-opt-22 fails.
    """
    from mqss_edge.corpus.importers import TensorSpec, Weights, export_torch

    module, high = build_module(spec)
    inputs = [TensorSpec.parse(s) for s in spec.inputs]
    imp = export_torch(module, inputs, Weights.ARGUMENTS, int_high=high, label=spec.name)
    origin = f"transformers {spec.config}" + (f" -> {spec.model_class}" if spec.model_class else " -> AutoModel") \
        if spec.config else "torch.nn"
    header = (f"// {DOMAIN}-v1/{spec.name}: {spec.note}\n"
              f"// {origin}, inputs {' '.join(spec.inputs)}; torch-mlir FX import, printed by mlir-opt-22;\n"
              f"// weights are the last {imp.num_weight_args} function arguments\n")
    notes: dict[str, Any] = {"note": spec.note, "origin": origin, "weights": "arguments",
                             "weight_names": list(imp.weight_names)}
    if spec.config:
        notes["config"] = {"class": spec.config, "sets": dict(spec.sets), "model_class": spec.model_class}
    workarounds = list(imp.notes)
    if spec.prepare:
        workarounds.append((spec.prepare.__doc__ or spec.prepare.__name__).strip().splitlines()[0])
    if workarounds:
        notes["workarounds"] = workarounds
    return header + imp.text, notes


def collect_models(mlir_opt: str | None = None, specs: list[Any] | None = None,
                   progress: Any = None) -> tuple[list[tuple[ModelEntry, str]], list[dict[str, Any]]]:
    """Import every spec; (entry, text) per kept module and the drops with reasons."""
    from mqss_edge.corpus.importers import ModelImportError
    from mqss_edge.corpus.zoo_models import model_specs

    mods: list[tuple[ModelEntry, str]] = []
    drops: list[dict[str, Any]] = []
    for spec in specs if specs is not None else model_specs():
        def drop(reason: str) -> None:
            drops.append({"name": spec.name, "family": spec.family, "source": spec.source, "reason": reason})
            if progress:
                progress(spec.name, f"dropped: {reason}")

        try:
            work = flops(spec)
        except Exception as exc:  # the eager model itself does not run: recorded, not raised
            drop(f"eager forward fails: {type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
            continue
        if work > MAX_FLOPS:
            drop(f"{work / 1e6:.0f} MFLOP per forward, over the {MAX_FLOPS / 1e6:.0f} MFLOP budget")
            continue
        try:
            text, notes = export_spec(spec, mlir_opt)
        except ModelImportError as exc:
            drop(str(exc).removeprefix(f"{spec.name}: "))
            continue
        body = text.count("\n")
        if not LINES[0] <= body <= LINES[1]:
            drop(f"{body} lines, outside {LINES[0]}-{LINES[1]}")
            continue
        notes["flops"] = work
        base = make_entry(DOMAIN, spec.family, spec.name, spec.source, {"inputs": list(spec.inputs)}, text, notes)
        fields = {k: getattr(base, k) for k in Entry.__dataclass_fields__}
        fields["path"] = f"{spec.family}/{spec.name}.mlir"
        entry = ModelEntry(**fields, inputs=tuple(spec.inputs), num_weight_args=len(notes["weight_names"]),
                           area=spec.area, model=spec.model)
        mods.append((entry, text))
        if progress:
            progress(spec.name, f"{entry.lines} lines, {sum(entry.op_counts.values())} ops")
    return mods, drops


def _available() -> bool:
    try:
        import torch_mlir.fx  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        return False
    return True


def build_models(out: Path = MODELS_DIR, *, torch: bool | None = None, mlir_opt: str | None = None,
                 progress: Any = None) -> ModelsReport:
    """Regenerate the model corpus: module files, ``manifest.json`` and ``splits.json``.

    Args:
        out: the directory.
        torch: import with torch-mlir (``None``: when torch-mlir and transformers are installed); otherwise
            the committed modules are checked against their hashes and kept.
        mlir_opt: the ``mlir-opt-22`` binary (default: the toolchain's).
        progress: called with ``(name, message)`` after each model.

    Raises:
        CorpusError: duplicate names, or (keeping) a committed module that no longer matches its hash.
    """
    use = _available() if torch is None else torch
    if not use:
        entries = load_models(out / "manifest.json")
        for e in entries:
            if hashlib.sha256(e.text(out).encode()).hexdigest() != e.sha256:
                raise CorpusError(f"{e.path} differs from the manifest and torch-mlir is not installed to rebuild it")
        return ModelsReport(entries, models_dropped(out / "manifest.json"), mode="kept")
    mods, drops = collect_models(mlir_opt, progress=progress)
    entries, written, removed = write_corpus(out, mods, drops, make_model_splits([e for e, _ in mods]))
    _load.cache_clear()
    return ModelsReport(entries, drops, written, removed, "imported")
