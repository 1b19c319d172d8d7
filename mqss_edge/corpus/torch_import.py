"""Import PyTorch layers with torch-mlir's FX importer and convert them to the kernel ABI.

torch-mlir (an optional dependency, ``pip install torch-mlir``) is built on a newer MLIR than 22, so
its output is only a starting point: :func:`to_kernel_abi` rewrites the tensor-returning function into
the memref ABI (inputs read with ``bufferization.to_tensor``, results written with
``materialize_in_destination`` into extra output arguments), and :func:`import_layer` keeps the module
only if ``mlir-opt-22`` parses and re-prints it. Anything else is returned as a drop with its reason.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from typing import Any

from mqss_edge.corpus.models import LayerSpec

_FUNC = re.compile(r"func\.func\s+@([\w$.]+)\s*\(")
_ARG = re.compile(r"%(\w+)\s*:\s*tensor<([^>]*)>")
_RETURN = re.compile(r"^(\s*)(?:func\.)?return\s+(.*?)\s*:\s*(.*)$", re.M)
_PAD = re.compile(r"^(\s*)(%[\w]+) = tensor\.pad (%[\w]+) low\[([^\]]*)\] high\[([^\]]*)\] \{\n"
                  r"\s*\^bb0\([^)]*\):\n\s*tensor\.yield (%[\w]+) : (\w+)\n"
                  r"\s*\} : (tensor<[^>]*>) to (tensor<[^>]*>)\n", re.M)


@dataclass(frozen=True)
class Imported:
    """The outcome of importing one layer: ``text`` when kept, ``dropped`` (a reason) otherwise."""

    spec: LayerSpec
    text: str | None
    dropped: str | None = None


def available() -> bool:
    """torch-mlir's FX importer can be imported."""
    try:
        import torch_mlir.fx  # noqa: F401
    except ImportError:
        return False
    return True


def export_linalg(spec: LayerSpec, func_name: str) -> str:
    """torch-mlir's linalg-on-tensors text for one layer, with parameters as function arguments.

    Parameters are passed through ``torch.func.functional_call`` so they are graph inputs, not
    ``dense_resource`` constants: the module text does not depend on weights, and weights become
    kernel arguments the harness fills.
    """
    import torch
    from torch.func import functional_call
    from torch_mlir import fx

    torch.manual_seed(0)
    module = spec.build()
    names = [n for n, _ in module.named_parameters()]
    state = dict(module.named_parameters())

    class Functional(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = module
            self.n_inputs = len(spec.inputs)

        def forward(self, *args: Any) -> Any:
            acts, params = args[:self.n_inputs], args[self.n_inputs:]
            return functional_call(self.inner, dict(zip(names, params)), acts)

    example = [torch.zeros(s) for s in spec.inputs] + [state[n].detach() for n in names]
    with torch.no_grad(), warnings.catch_warnings():
        # torch.export trips over its own deprecated pytree API (FutureWarning: LeafSpec); not ours to fix.
        warnings.simplefilter("ignore", FutureWarning)
        mod = fx.export_and_import(Functional().eval(), *example, output_type="linalg-on-tensors",
                                   func_name=func_name)
    return str(mod)


def expand_pads(text: str) -> str:
    """Rewrite constant ``tensor.pad`` into fill + copy into a slice of the filled tensor.

    MLIR 22 bufferizes ``tensor.pad`` into a ``memref.copy`` to a strided subview, which lowers to a call
    of the ``memrefCopy`` runtime function that kernels under the ABI do not link. Copying with
    ``linalg.copy`` into an empty tensor lets ``eliminate-empty-tensors`` write straight into the
    subview, and the copy becomes loops like every other linalg op. The value computed is unchanged.
    """

    def repl(m: re.Match[str]) -> str:
        pad, res, src, low, _high, cst, elem, src_t, dst_t = m.groups()
        sizes = src_t[len("tensor<"):-1].split("x")[:-1]
        n = len(sizes)
        return (f"{pad}{res}_full = tensor.empty() : {dst_t}\n"
                f"{pad}{res}_fill = linalg.fill ins({cst} : {elem}) outs({res}_full : {dst_t}) -> {dst_t}\n"
                f"{pad}{res}_empty = tensor.empty() : {src_t}\n"
                f"{pad}{res}_copy = linalg.copy ins({src} : {src_t}) outs({res}_empty : {src_t}) -> {src_t}\n"
                f"{pad}{res} = tensor.insert_slice {res}_copy into {res}_fill[{low}] [{', '.join(sizes)}] "
                f"[{', '.join(['1'] * n)}] : {src_t} into {dst_t}\n")

    return _PAD.sub(repl, text)


def to_kernel_abi(text: str, header: str = "") -> str:
    """Rewrite a tensor-in/tensor-out ``func.func`` into the kernel ABI.

    Raises:
        ValueError: not exactly one function, a non-tensor argument, or no ``return``.
    """
    funcs = list(_FUNC.finditer(text))
    if len(funcs) != 1:
        raise ValueError(f"expected one func.func, found {len(funcs)}")
    m = funcs[0]
    start = m.end() - 1
    depth, i = 0, start
    while True:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
        if depth == 0:
            break
    arg_text = text[start + 1:i - 1]
    body_open = text.index("{", i)
    result_text = text[i:body_open]
    args = _ARG.findall(arg_text)
    if len(args) != arg_text.count(":"):
        raise ValueError("a function argument is not a ranked tensor")
    results = re.findall(r"tensor<([^>]*)>", result_text)
    if not results:
        raise ValueError("the function returns no tensor")
    sig = [f"%{n}_m: memref<{t}>" for n, t in args] + [f"%out{k}: memref<{t}>" for k, t in enumerate(results)]
    prologue = "".join(f"\n    %{n} = bufferization.to_tensor %{n}_m restrict : memref<{t}> to tensor<{t}>"
                       for n, t in args)
    new_head = f"func.func @{m.group(1)}({', '.join(sig)}) attributes {{llvm.emit_c_interface}} {{{prologue}"
    body = text[body_open + 1:]

    def repl(r: re.Match[str]) -> str:
        pad, vals = r.group(1), [v.strip() for v in r.group(2).split(",")]
        if len(vals) != len(results):
            raise ValueError("return arity differs from the signature")
        stores = "".join(f"{pad}bufferization.materialize_in_destination {v} in restrict writable %out{k} : "
                         f"(tensor<{results[k]}>, memref<{results[k]}>) -> ()\n" for k, v in enumerate(vals))
        return stores + f"{pad}return"

    body, n = _RETURN.subn(repl, body)
    if n != 1:
        raise ValueError(f"expected one return, found {n}")
    out = text[:m.start()] + new_head + body
    return (header + out) if header else out


def import_layer(spec: LayerSpec, mlir_opt: str) -> Imported:
    """Export, convert and normalize one layer with ``mlir-opt-22`` (parse + re-print).

    A layer torch-mlir cannot export, whose output cannot be put under the ABI, or that ``mlir-opt-22``
    rejects is returned with ``dropped`` set to the reason.
    """
    from mqss_edge._proc import run_command

    fname = re.sub(r"\W", "_", f"{spec.model}_{spec.name}")
    try:
        raw = export_linalg(spec, fname)
    except Exception as exc:  # torch.export / torch-mlir failures are recorded, not raised
        return Imported(spec, None, f"torch-mlir export failed: {type(exc).__name__}: {str(exc)[:300]}")
    try:
        abi = to_kernel_abi(expand_pads(raw))
    except ValueError as exc:
        return Imported(spec, None, f"not convertible to the kernel ABI: {exc}")
    r = run_command([mlir_opt, "-", "--mlir-print-op-generic=false"], timeout=120, stdin=abi.encode())
    if not r.ok:
        first = next((ln for ln in r.stderr.splitlines() if "error" in ln), r.stderr.strip()[:300])
        return Imported(spec, None, f"mlir-opt-22 rejects torch-mlir's output: {first.replace('<stdin>', '')}")
    comment = f"// {spec.model} {spec.name}: {spec.note}\n// imported with torch-mlir (FX importer), " \
              "converted to the kernel ABI, printed by mlir-opt-22\n"
    return Imported(spec, comment + r.stdout)
