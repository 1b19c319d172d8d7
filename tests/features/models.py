"""Whole models exported with torch-mlir, weights embedded (tests and benchmarks only: features never run torch).

`model_modules()` builds small ``torch.nn`` models and Hugging Face ``transformers`` architectures from
configs (random init, no download), exports each with ``torch_mlir.fx.export_and_import(...,
output_type="linalg-on-tensors")`` and returns the module text as torch-mlir prints it: custom form,
weights as ``dense_resource`` blobs in a trailing ``{-# dialect_resources: ... #-}`` section.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable


def available() -> bool:
    """torch-mlir's FX importer (and torch) can be imported."""
    try:
        import torch  # noqa: F401
        import torch_mlir.fx  # noqa: F401
    except ImportError:
        return False
    return True


def _mlp():
    import torch

    layers: list = []
    for _ in range(4):
        layers += [torch.nn.Linear(256, 256), torch.nn.GELU()]
    return torch.nn.Sequential(*layers, torch.nn.Linear(256, 10)).eval(), (torch.randn(8, 256),)


def _resnet():
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self, c: int) -> None:
            super().__init__()
            self.a = nn.Sequential(nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), nn.ReLU())
            self.b = nn.Sequential(nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c))

        def forward(self, x):
            return torch.relu(x + self.b(self.a(x)))

    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.ReLU())
            self.blocks = nn.Sequential(Block(16), Block(16), nn.Conv2d(16, 32, 3, stride=2, padding=1), Block(32),
                                        nn.MaxPool2d(2))
            self.head = nn.Linear(32, 10)

        def forward(self, x):
            return self.head(self.blocks(self.stem(x)).mean(dim=(2, 3)))

    return Net().eval(), (torch.randn(1, 3, 32, 32),)


def _encoder():
    import torch

    layer = torch.nn.TransformerEncoderLayer(d_model=128, nhead=4, dim_feedforward=256, batch_first=True,
                                             dropout=0.0)
    return layer.eval(), (torch.randn(1, 16, 128),)


def _gpt2():
    import torch
    from transformers import GPT2Config, GPT2Model

    cfg = GPT2Config(n_layer=2, n_embd=128, n_head=4, n_positions=64, vocab_size=512, bos_token_id=0,
                     eos_token_id=0, attn_implementation="eager")
    model = GPT2Model(cfg).eval()

    class Hidden(torch.nn.Module):  # the last hidden state only: no cache objects in the outputs
        def __init__(self) -> None:
            super().__init__()
            self.inner = model

        def forward(self, ids):
            return self.inner(input_ids=ids, use_cache=False).last_hidden_state

    return Hidden().eval(), (torch.randint(0, 512, (1, 16)),)


MODELS: dict[str, Callable] = {"mlp": _mlp, "resnet": _resnet, "encoder": _encoder, "gpt2": _gpt2}


def export(name: str) -> str:
    """torch-mlir's linalg-on-tensors text of model ``name`` (see `MODELS`), weights embedded."""
    import torch
    from torch_mlir import fx

    torch.manual_seed(0)
    model, inputs = MODELS[name]()
    with torch.no_grad(), warnings.catch_warnings():
        # torch.export and transformers warn about their own deprecated APIs; not ours to fix.
        warnings.simplefilter("ignore")
        return str(fx.export_and_import(model, *inputs, output_type="linalg-on-tensors", func_name=name))


@functools.cache
def model_modules() -> dict[str, str]:
    """Every model of `MODELS` that exports here, name -> module text (exported once per process)."""
    out = {}
    for name in MODELS:
        try:
            out[name] = export(name)
        except Exception:  # noqa: BLE001 - a model this torch/transformers cannot export is left out
            continue
    return out


def without_resources(text: str) -> str:
    """``text`` with its trailing ``{-# ... #-}`` section cut off (what a module without weights reads as)."""
    i = text.find("\n{-#")
    return text if i < 0 else text[:i + 1]
