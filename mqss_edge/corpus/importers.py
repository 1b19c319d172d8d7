"""Whole models in: PyTorch modules, Hugging Face configs and ONNX files to linalg on tensors.

Each importer returns an :class:`ImportedModule` whose text is a module with one public
``func.func @main(...) -> tensor<...>`` as ``mlir-opt-22`` prints it (torch-mlir is built on a newer
MLIR; re-printing by 22 proves the text parses there and gives it 22's spelling).

* :func:`import_torch`: ``FILE.py:FACTORY`` or ``package.module:FACTORY``, a function returning an
  ``nn.Module``, exported with torch-mlir's FX importer.
* :func:`import_hf`: a ``transformers`` architecture built from its config class (random init, nothing
  downloaded), exported the same way.
* :func:`import_onnx`: torch-mlir's ONNX importer, then its ``torch-onnx-to-torch-backend-pipeline`` and
  ``torch-backend-to-linalg-on-tensors-backend-pipeline``.

Weights (:class:`Weights`): ``embedded`` keeps torch-mlir's ``dense_resource`` constants; ``arguments``
turns parameters (ONNX: initializers) into function arguments after the inputs, so the text does not
depend on weight values. Buffers stay constants either way: integer ones are indices (position ids,
relative-position tables), and BatchNorm's running variance must stay positive — torch-mlir guards its
reciprocal square root with a ``cf.assert`` that aborts on the arbitrary data a harness would pass.

Workarounds for torch-mlir 20261001 (each recorded in :attr:`ImportedModule.notes` when it applies):

* buffers that are not persistent (``position_ids`` in BERT, LeViT's attention offsets) are registered
  as persistent before export: torch.export files them under constants, where torch-mlir's frozen
  import does not look ("Could not find state mapping for buffer");
* a buffer used inside an index list (Swin's relative position index) is read through a clone
  (:func:`clone_listed_state`; "Heterogeneous lists are not supported");
* ``cumsum`` and non-overlapping ``F.fold`` are decomposed into ops with linalg lowerings
  (:func:`decompositions`): torch-mlir would emit ``tm_tensor`` ops, which MLIR 22 does not have.

Failures raise :class:`ModelImportError` with one line naming what went wrong: the op torch-mlir could
not lower, the function or option that is wrong, or mlir-opt-22's first error.
"""

from __future__ import annotations

import ast
import enum
import importlib
import importlib.util
import inspect
import os
import re
import sys
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mqss_edge.errors import MqssError

# MLIR element type -> torch dtype name.
DTYPES = {"f32": "float32", "f16": "float16", "bf16": "bfloat16", "f64": "float64", "i64": "int64",
          "i32": "int32", "i16": "int16", "i8": "int8", "ui8": "uint8", "i1": "bool"}
# Dialects torch-mlir emits that MLIR 22 does not have: an op of one of them means a failed lowering.
TORCH_DIALECTS = ("torch", "torch_c", "tm_tensor", "onnx")
_SPEC = re.compile(r"^((?:\d+x)*)([a-z]+\d+)$")
_TORCH_OP = re.compile(r"'((?:torch|torch_c|tm_tensor|onnx)\.[\w.]+)'")


class ModelImportError(MqssError):
    """A model, option or file that cannot be imported; the message is one line naming what and where."""


class Weights(str, enum.Enum):
    """Where a model's weights live in the imported module."""

    EMBEDDED = "embedded"    # torch-mlir's dense_resource constants (megabytes of hex)
    ARGUMENTS = "arguments"  # function arguments after the inputs (small text)


@dataclass(frozen=True)
class TensorSpec:
    """One input: static shape and MLIR element type, spelled ``1x3x224x224xf32`` (``f32`` for a scalar)."""

    shape: tuple[int, ...]
    dtype: str

    @staticmethod
    def parse(text: str) -> TensorSpec:
        """Read ``1x16xi64``.

        Raises:
            ModelImportError: not ``DIMxDIMx...xTYPE`` with a known element type.
        """
        m = _SPEC.match(text.strip())
        if not m or m.group(2) not in DTYPES:
            raise ModelImportError(f"bad --input '{text}': expected e.g. 1x3x224x224xf32 with an element type "
                                   f"among {', '.join(DTYPES)}")
        dims = tuple(int(d) for d in m.group(1).split("x") if d)
        if any(d == 0 for d in dims):
            raise ModelImportError(f"bad --input '{text}': a dimension is 0")
        return TensorSpec(dims, m.group(2))

    def __str__(self) -> str:
        return "".join(f"{d}x" for d in self.shape) + self.dtype

    def example(self, high: int = 2) -> Any:
        """A tensor of this spec: normal floats, integers in ``[0, high)``, all-true booleans."""
        import torch

        dt = getattr(torch, DTYPES[self.dtype])
        if self.dtype == "i1":
            return torch.ones(self.shape, dtype=dt)
        if dt.is_floating_point:
            return torch.randn(self.shape).to(dt)
        return torch.randint(0, max(1, high), self.shape, dtype=dt)


@dataclass(frozen=True)
class ImportedModule:
    """An imported module.

    Attributes:
        text: the module as mlir-opt-22 prints it (``func.func @main``).
        inputs: the model inputs, in argument order.
        weights: where the weights are.
        num_weight_args: function arguments after the inputs that hold weights (0 when embedded).
        weight_names: their names in the source model (parameter paths or ONNX initializer names).
        notes: what was done to get there (workarounds applied).
    """

    text: str
    inputs: tuple[TensorSpec, ...]
    weights: Weights
    num_weight_args: int = 0
    weight_names: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)


# ---------------------------------------------------------------------------------------------- torch


def load_factory(target: str) -> Callable[[], Any]:
    """The function ``FILE.py:NAME`` or ``package.module:NAME`` names.

    Raises:
        ModelImportError: no ``:NAME``, a file or module that does not load, or no such callable.
    """
    where, sep, name = target.rpartition(":")
    if not sep or not where or not name:
        raise ModelImportError(f"bad model '{target}': expected FILE.py:FACTORY or package.module:FACTORY")
    try:
        if where.endswith(".py") or os.sep in where:
            path = Path(where)
            if not path.is_file():
                raise ModelImportError(f"{where}: no such file")
            mod_name = "_mqss_import_" + re.sub(r"\W", "_", path.stem)
            spec = importlib.util.spec_from_file_location(mod_name, path)
            assert spec is not None and spec.loader is not None
            mod = importlib.util.module_from_spec(spec)
            sys.modules[mod_name] = mod  # dataclasses and pickling inside the file look themselves up
            spec.loader.exec_module(mod)
        else:
            mod = importlib.import_module(where)
    except ModelImportError:
        raise
    except Exception as exc:  # the user's file may raise anything while loading
        raise ModelImportError(f"{where}: cannot be loaded: {type(exc).__name__}: {_first_line(exc)}") from None
    fn = getattr(mod, name, None)
    if not callable(fn):
        raise ModelImportError(f"{where}: no function '{name}'")
    return fn


def _build_module(factory: Callable[[], Any], label: str) -> Any:
    import torch

    try:
        model = factory()
    except Exception as exc:
        raise ModelImportError(f"{label}: raised {type(exc).__name__}: {_first_line(exc)}") from None
    if not isinstance(model, torch.nn.Module):
        raise ModelImportError(f"{label}: returned {type(model).__name__}, not a torch.nn.Module")
    return model.eval()


def persist_buffers(model: Any) -> list[str]:
    """Re-register every non-persistent buffer as persistent (see the module docstring); their names."""
    changed = []
    persistent = set(model.state_dict(keep_vars=True))
    for prefix, sub in model.named_modules():
        for name, buf in list(sub.named_buffers(recurse=False)):
            full = f"{prefix}.{name}" if prefix else name
            if buf is not None and full not in persistent:
                sub.register_buffer(name, buf, persistent=True)
                changed.append(full)
    return changed


def export_torch(model: Any, inputs: Sequence[TensorSpec], weights: Weights, *, seed: int = 0,
                 int_high: int = 2, label: str = "model") -> ImportedModule:
    """Export an ``nn.Module`` called on ``inputs`` to linalg on tensors (see the module docstring).

    Args:
        model: the module (put in eval mode).
        inputs: the positional inputs.
        weights: embedded constants or function arguments.
        seed: torch's seed for the example inputs.
        int_high: integer example inputs are drawn from ``[0, int_high)`` (token ids below the vocabulary).
        label: how errors name the model.

    Raises:
        ModelImportError: torch.export or torch-mlir fails, or the output is not MLIR 22 linalg.
    """
    import torch
    from torch.func import functional_call

    fx = _torch_mlir_fx()
    torch.manual_seed(seed)
    model = model.eval()
    notes = []
    moved = persist_buffers(model)
    if moved:
        notes.append(f"non-persistent buffers made persistent for torch-mlir: {', '.join(moved)}")
    examples = [s.example(int_high) for s in inputs]
    names: list[str] = []
    if weights is Weights.ARGUMENTS:
        state = dict(model.named_parameters())  # buffers stay constants (see the module docstring)
        names = list(state)
        inner, n_in = model, len(examples)

        class Functional(torch.nn.Module):
            def forward(self, *args: Any) -> Any:
                return functional_call(inner, dict(zip(names, args[n_in:])), tuple(args[:n_in]))

        target: Any = Functional().eval()
        args = [*examples, *(state[n].detach() for n in names)]
    else:
        target, args = model, examples
    try:
        with torch.no_grad(), warnings.catch_warnings():
            # torch.export and transformers warn about their own deprecated APIs; not ours to fix.
            warnings.simplefilter("ignore")
            prog = torch.export.export(target, tuple(args), strict=False)
    except Exception as exc:
        raise ModelImportError(f"{label}: torch.export failed: {type(exc).__name__}: {_first_line(exc)}") from None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            prog = prog.run_decompositions(decompositions())
            if clone_listed_state(prog):
                notes.append("buffers used inside an index list read through a clone for torch-mlir")
            mod = fx.export_and_import(prog, output_type="raw", func_name="main", decomposition_table={})
    except Exception as exc:
        raise ModelImportError(f"{label}: torch-mlir's FX importer failed: {type(exc).__name__}: "
                               f"{_first_line(exc)}") from None
    run_pipelines(mod, FX_PIPELINES, label)
    text = normalize(str(mod), label)
    return ImportedModule(text, tuple(inputs), weights, len(names), tuple(names), tuple(notes))


def decompositions() -> dict[Any, Callable[..., Any]]:
    """torch-mlir's FX decomposition table with two ops that would otherwise become ``tm_tensor`` ops, which
    MLIR 22 does not have:

    * ``aten.cumsum`` as a product with a triangular matrix of ones (not ``tm_tensor.scan``: RoBERTa and
      OPT build position ids with it; GPT-2 checks its position ids with it when no mask is given);
    * ``aten.col2im`` (``F.fold``) with non-overlapping tiles (stride = kernel, no padding or dilation) as
      a reshape and transpose (not an accumulating ``index_put``, i.e. ``tm_tensor.scatter``: MobileViT V2).
    """
    import torch
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    def cumsum(x: Any, dim: int, dtype: Any = None) -> Any:
        out = dtype or (x.dtype if x.is_floating_point() else torch.int64)
        if x.dim() == 0:
            return x.to(out)
        d = dim % x.dim()
        n = x.shape[d]
        tri = torch.ones(n, n, dtype=out, device=x.device).triu()
        return torch.matmul(x.to(out).movedim(d, -1), tri).movedim(-1, d)

    table = dict(get_decomposition_table())
    general_col2im = table[torch.ops.aten.col2im.default]

    def col2im(x: Any, output_size: Any, kernel_size: Any, dilation: Any, padding: Any, stride: Any) -> Any:
        (kh, kw), (h, w) = kernel_size, output_size
        tiles = (list(stride) == list(kernel_size) and all(d == 1 for d in dilation) and not any(padding)
                 and h % kh == 0 and w % kw == 0)
        if not tiles:
            return general_col2im(x, output_size, kernel_size, dilation, padding, stride)
        batched = x if x.dim() == 3 else x.unsqueeze(0)
        n, c = batched.shape[0], batched.shape[1] // (kh * kw)
        y = batched.reshape(n, c, kh, kw, h // kh, w // kw).permute(0, 1, 4, 2, 5, 3).reshape(n, c, h, w)
        return y if x.dim() == 3 else y.squeeze(0)

    table[torch.ops.aten.cumsum.default] = cumsum
    table[torch.ops.aten.col2im.default] = col2im
    return table


def clone_listed_state(prog: Any) -> int:
    """Route each buffer or lifted constant that a node takes inside a list (``table[idx]`` is
    ``aten.index.Tensor(table, [idx])``) through an ``aten.clone``; returns how many were routed.

    torch-mlir 20261001's frozen import replaces state placeholders by their tensors, so such a list
    would hold a raw tensor, which it refuses ("Heterogeneous lists are not supported": Swin's relative
    position index, LeViT's attention bias index). The clone is a graph node that reads the constant.
    """
    import torch
    from torch.fx import Node

    sig = prog.graph_signature
    state = set(sig.inputs_to_buffers) | set(getattr(sig, "inputs_to_lifted_tensor_constants", {}))
    graph = prog.graph_module.graph
    routed = 0
    for node in list(graph.nodes):
        if node.op != "call_function":
            continue
        args, changed = [], False
        for a in node.args:
            if isinstance(a, (list, tuple)) and any(isinstance(e, Node) and e.name in state for e in a):
                items = []
                for e in a:
                    if isinstance(e, Node) and e.op == "placeholder" and e.name in state:
                        with graph.inserting_before(node):
                            e = graph.call_function(torch.ops.aten.clone.default, (e,))
                        e.meta = dict(e.args[0].meta)
                        routed += 1
                    items.append(e)
                a, changed = type(a)(items), True
            args.append(a)
        if changed:
            node.args = tuple(args)
    if routed:
        prog.graph_module.recompile()
    return routed


def import_torch(target: str, inputs: Sequence[TensorSpec], weights: Weights = Weights.EMBEDDED) -> ImportedModule:
    """Import the ``nn.Module`` that ``FILE.py:FACTORY`` (or ``package.module:FACTORY``) returns.

    Raises:
        ModelImportError: see :func:`load_factory` and :func:`export_torch`; no inputs.
    """
    if not inputs:
        raise ModelImportError("give the model's inputs with --input, e.g. --input 1x3x224x224xf32")
    model = _build_module(load_factory(target), target)
    return export_torch(model, inputs, weights, label=target)


# ------------------------------------------------------------------------------------------- transformers


def parse_sets(items: Sequence[str]) -> dict[str, Any]:
    """``["n_layer=2", "act='gelu'"]`` -> ``{"n_layer": 2, "act": "gelu"}``: Python literals, ``true``,
    ``false`` and ``null``, anything else a string.

    Raises:
        ModelImportError: an item without ``=``.
    """
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ModelImportError(f"bad --set '{item}': expected key=value")
        words = {"true": True, "false": False, "null": None, "none": None}
        raw = raw.strip()
        if raw.lower() in words:
            out[key.strip()] = words[raw.lower()]
            continue
        try:
            out[key.strip()] = ast.literal_eval(raw)
        except (ValueError, SyntaxError):
            out[key.strip()] = raw
    return out


def build_hf(config_name: str, sets: dict[str, Any] | None = None, model_class: str | None = None) -> Any:
    """A randomly initialised ``transformers`` model built from its config; nothing is downloaded.

    Args:
        config_name: a config class (``GPT2Config``) or a model type (``gpt2``).
        sets: config fields to set (unknown fields are an error).
        model_class: ``None`` for ``AutoModel.from_config``; else a ``transformers`` class name, optionally
            followed by attribute names of the submodule to keep (``WhisperModel.encoder``).

    Raises:
        ModelImportError: transformers missing, unknown config or class, a bad field.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # from_config never downloads; make sure nothing else does
    try:
        import transformers
    except ImportError:
        raise ModelImportError("transformers is not installed (pip install 'mqss-edge[import]')") from None
    transformers.logging.set_verbosity_error()
    cfg_cls = getattr(transformers, config_name, None)
    try:
        if isinstance(cfg_cls, type) and issubclass(cfg_cls, transformers.PretrainedConfig):
            base = cfg_cls()
        elif not config_name.endswith("Config"):
            base = transformers.AutoConfig.for_model(config_name)
        else:
            raise ValueError
    except ValueError:
        raise ModelImportError(f"unknown config '{config_name}' (a transformers config class such as "
                               "GPT2Config, or a model type such as gpt2)") from None
    sets = dict(sets or {})
    sets.setdefault("attn_implementation", "eager")  # sdpa/flash kernels do not lower through torch-mlir
    attn = sets.pop("attn_implementation")
    for key, value in sets.items():
        if not hasattr(base, key):
            raise ModelImportError(f"{type(base).__name__} has no field '{key}' (--set {key}=...)")
    try:
        cfg = type(base)(**sets)
        cfg._attn_implementation = attn  # noqa: SLF001 - the documented way to pick eager attention on a config
    except Exception as exc:
        raise ModelImportError(f"{type(base).__name__}: {type(exc).__name__}: {_first_line(exc)}") from None
    path = (model_class or "").split(".")
    try:
        if not path[0]:
            model = transformers.AutoModel.from_config(cfg)
        else:
            cls = getattr(transformers, path[0], None)
            if not isinstance(cls, type):
                raise ModelImportError(f"unknown model class '{path[0]}' in transformers")
            model = cls(cfg)
        for attr in path[1:]:
            sub = getattr(model, attr, None)
            if sub is None:
                raise ModelImportError(f"{type(model).__name__} has no submodule '{attr}'")
            model = sub
    except ModelImportError:
        raise
    except Exception as exc:
        raise ModelImportError(f"{type(cfg).__name__}: building the model failed: {type(exc).__name__}: "
                               f"{_first_line(exc)}") from None
    return model.eval()


def hf_wrapper(model: Any, inputs: Sequence[TensorSpec], call_kwargs: dict[str, Any] | None = None) -> Any:
    """``model`` called positionally on the inputs (and ``call_kwargs``), returning the first output tensor
    (hidden states or logits), without caches; one integer 2-D input (token ids) gets an explicit all-ones
    ``attention_mask`` when the model takes one, as a tokenizer would give."""
    import torch

    params = inspect.signature(model.forward).parameters
    kwargs: dict[str, Any] = dict(call_kwargs or {})
    if "use_cache" in params:
        kwargs["use_cache"] = False
    if "return_dict" in params:
        kwargs["return_dict"] = True
    mask = ("attention_mask" in params and inputs and not inputs[0].dtype.startswith("f")
            and len(inputs[0].shape) == 2 and len(inputs) == 1)

    class FirstOutput(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, *args: Any) -> Any:
            extra = dict(kwargs)
            if mask:
                extra["attention_mask"] = torch.ones_like(args[0])
            out = self.model(*args, **extra)
            if isinstance(out, torch.Tensor):
                return out
            if hasattr(out, "to_tuple"):
                out = out.to_tuple()
            return next(o for o in out if isinstance(o, torch.Tensor))

    return FirstOutput().eval()


def hf_vocab(model: Any) -> int:
    """An upper bound for random token ids: the config's vocabulary size (2 when there is none)."""
    cfg = getattr(model, "config", None)
    return int(getattr(cfg, "vocab_size", 2) or 2)


def import_hf(config_name: str, inputs: Sequence[TensorSpec], sets: dict[str, Any] | None = None,
              weights: Weights = Weights.EMBEDDED, model_class: str | None = None) -> ImportedModule:
    """Import a ``transformers`` architecture built from its config (see :func:`build_hf`).

    Raises:
        ModelImportError: see :func:`build_hf` and :func:`export_torch`; no inputs.
    """
    if not inputs:
        raise ModelImportError("give the model's inputs with --input, e.g. --input 1x16xi64")
    model = build_hf(config_name, sets, model_class)
    label = model_class or config_name
    return export_torch(hf_wrapper(model, inputs), inputs, weights, int_high=hf_vocab(model), label=label)


# ------------------------------------------------------------------------------------------------- onnx


def import_onnx(path: str | Path, weights: Weights = Weights.EMBEDDED) -> ImportedModule:
    """Import an ONNX file with torch-mlir's ONNX importer and lower it to linalg on tensors.

    With ``arguments``, every initializer becomes a graph input after the model's own inputs.

    Raises:
        ModelImportError: not a readable ONNX model, dynamic input shapes, or a node torch-mlir cannot lower.
    """
    try:
        import onnx
    except ImportError:
        raise ModelImportError("onnx is not installed") from None
    _torch_mlir_fx()
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras import onnx_importer

    p = Path(path)
    if not p.is_file():
        raise ModelImportError(f"{p}: no such file")
    try:
        proto = onnx.load(str(p))
        onnx.checker.check_model(proto)
        proto = onnx.shape_inference.infer_shapes(proto)
    except Exception as exc:
        raise ModelImportError(f"{p}: not a valid ONNX model: {_first_line(exc)}") from None
    init_names = {i.name for i in proto.graph.initializer}
    specs = []
    for vi in proto.graph.input:
        if vi.name in init_names:
            continue
        specs.append(_onnx_spec(vi, p))
    names: list[str] = []
    if weights is Weights.ARGUMENTS:
        for init in proto.graph.initializer:
            names.append(init.name)
            proto.graph.input.append(onnx.helper.make_tensor_value_info(init.name, init.data_type, init.dims))
        del proto.graph.initializer[:]
    proto.graph.name = "main"
    try:
        ctx = ir.Context()
        torch_d.register_dialect(ctx)
        info = onnx_importer.ModelInfo(proto)
        m = info.create_module(context=ctx).operation
        imp = onnx_importer.NodeImporter.define_function(info.main_graph, m)
        imp.import_all()
        module = m
    except Exception as exc:
        raise ModelImportError(f"{p}: torch-mlir's ONNX importer failed: {type(exc).__name__}: "
                               f"{_first_line(exc)}") from None
    run_pipelines(module, ONNX_PIPELINES, str(p))
    text = normalize(module.get_asm(), str(p))
    return ImportedModule(text, tuple(specs), weights, len(names), tuple(names))


_ONNX_ELEM = {1: "f32", 10: "f16", 16: "bf16", 11: "f64", 7: "i64", 6: "i32", 5: "i16", 3: "i8", 2: "ui8", 9: "i1"}


def _onnx_spec(vi: Any, path: Path) -> TensorSpec:
    t = vi.type.tensor_type
    dims = []
    for k, d in enumerate(t.shape.dim):
        if not d.HasField("dim_value"):
            sym = d.dim_param or "?"
            raise ModelImportError(f"{path}: input '{vi.name}' dimension {k} is dynamic ('{sym}'): export the "
                                   "model with static shapes")
        dims.append(int(d.dim_value))
    if t.elem_type not in _ONNX_ELEM:
        raise ModelImportError(f"{path}: input '{vi.name}' has ONNX element type {t.elem_type}, not supported")
    return TensorSpec(tuple(dims), _ONNX_ELEM[t.elem_type])


# --------------------------------------------------------------------------------------------- shared


def normalize(text: str, label: str, mlir_opt: str | None = None) -> str:
    """torch-mlir's output re-printed by ``mlir-opt-22``, after checking no torch-side op is left.

    Raises:
        ModelImportError: an op of torch-mlir's own dialects is left (named, with its line), or
            mlir-opt-22 rejects the text (its first error).
    """
    from mqss_edge._proc import run_command
    from mqss_edge.compiler.toolchain import toolchain
    from mqss_edge.errors import ParseError
    from mqss_edge.features import parse

    try:
        ops = parse(text).ops
    except ParseError as exc:
        raise ModelImportError(f"{label}: torch-mlir's output is not readable MLIR: {exc}") from None
    left = [op for op in ops if op.name.split(".", 1)[0] in TORCH_DIALECTS]
    if left:
        kinds = sorted({op.name for op in left})
        raise ModelImportError(f"{label}: torch-mlir could not lower {', '.join(kinds)} to linalg "
                               f"({len(left)} op(s) left, first at line {left[0].line})")
    opt = mlir_opt or toolchain().mlir_opt
    r = run_command([opt, "-", "--mlir-print-op-generic=false"], timeout=300, stdin=text.encode())
    if not r.ok:
        first = next((ln for ln in r.stderr.splitlines() if "error" in ln), r.stderr.strip()[:300])
        raise ModelImportError(f"{label}: mlir-opt-22 rejects torch-mlir's output: {first.replace('<stdin>', 'line')}")
    return r.stdout


def _torch_mlir_fx() -> Any:
    try:
        from torch_mlir import fx
    except ImportError:
        raise ModelImportError("torch-mlir is not installed (pip install 'mqss-edge[import]')") from None
    return fx


def run_pipelines(module: Any, pipelines: Sequence[str], label: str) -> None:
    """Run torch-mlir pass pipelines on ``module`` in place, collecting MLIR's diagnostics.

    Raises:
        ModelImportError: a pipeline fails; the message names the op that could not be lowered
            (``torch.aten.fft_rfft``, an ONNX node as ``onnx.NonMaxSuppression``) when a diagnostic says.
    """
    from torch_mlir.passmanager import PassManager

    ctx = module.context
    diags: list[str] = []

    def handler(d: Any) -> bool:
        diags.append(str(d.message))
        return True  # handled: nothing is printed on the process's stderr

    with ctx:
        h = ctx.attach_diagnostic_handler(handler)
        try:
            for pipeline in pipelines:
                try:
                    PassManager.parse(pipeline).run(module.operation)
                except Exception as exc:  # MLIRError: a pass failed; the diagnostics say why
                    raise ModelImportError(f"{label}: {_lowering_failure(diags, exc)}") from None
        finally:
            h.detach()


# What torch-mlir's fx.export_and_import(output_type="linalg-on-tensors") and its ONNX path run.
FX_PIPELINES = (
    "builtin.module(func.func(torch-match-quantized-custom-ops), torchdynamo-export-to-torch-backend-pipeline)",
    "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)",
)
ONNX_PIPELINES = (
    "builtin.module(torch-onnx-to-torch-backend-pipeline)",
    "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)",
)
_ONNX_NAME = re.compile(r'name = "(onnx\.[\w.]+)"')


def _lowering_failure(diags: list[str], exc: Exception) -> str:
    """One line for a failed torch-mlir pipeline: the op(s) it could not lower when a diagnostic names one."""
    text = "\n".join([*diags, str(exc)])  # MLIRError carries the error diagnostics in its message
    ops = list(dict.fromkeys(_ONNX_NAME.findall(text) + [o for o in _TORCH_OP.findall(text)
                                                         if o != "torch.operator"]))
    if ops:
        return f"torch-mlir cannot lower {', '.join(ops[:3])}" + (f" (+{len(ops) - 3} more)" if len(ops) > 3 else "")
    first = next((ln.split("error:", 1)[1].strip() for ln in text.splitlines() if "error:" in ln), None)
    return f"torch-mlir failed: {first or type(exc).__name__ + ': ' + _first_line(exc)}"[:400]


def _first_line(exc: BaseException) -> str:
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    return (lines[0] if lines else type(exc).__name__)[:300]
