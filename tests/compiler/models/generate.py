"""Regenerate the whole-model fixtures of ``tests/compiler`` with torch-mlir's FX importer.

    .venv/bin/python tests/compiler/models/generate.py [NAME ...]

Each model is small (edge-sized layers at toy widths), randomly initialised with a fixed seed, and
exported to linalg on tensors. Parameters become function arguments (``--weights arguments``: small
text; the harness fills them) except for the models listed in ``EMBEDDED``, which keep torch-mlir's
default ``dense_resource`` constants. Needs torch-mlir and, for the Hugging Face models,
``transformers`` (configs only: nothing is downloaded).
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent


def _convnet() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    m = nn.Sequential(
        nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
        nn.Conv2d(8, 8, 3, padding=1, groups=8), nn.Conv2d(8, 16, 1), nn.ReLU6(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 10))
    return m, [torch.randn(1, 3, 16, 16)]


def _mlp_gelu() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    m = nn.Sequential(nn.Linear(16, 64), nn.GELU(), nn.Linear(64, 32), nn.GELU(approximate="tanh"),
                      nn.LayerNorm(32), nn.Linear(32, 8), nn.Softmax(-1))
    return m, [torch.randn(4, 16)]


def _encoder_layer() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    m = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True,
                                   activation="gelu")
    return m, [torch.randn(1, 8, 32)]


def _gru_cell() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    class GRU(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.cell = nn.GRUCell(16, 32)

        def forward(self, x: Any, h: Any) -> Any:
            return self.cell(x, h)

    return GRU(), [torch.randn(2, 16), torch.randn(2, 32)]


def _attention() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    class Attention(nn.Module):
        """Softmax attention with a causal mask; returns the output and the attention weights."""

        def __init__(self) -> None:
            super().__init__()
            self.qkv = nn.Linear(32, 96)
            self.out = nn.Linear(32, 32)
            self.norm = nn.LayerNorm(32)

        def forward(self, x: Any) -> Any:
            q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
            s = q @ k.transpose(-1, -2) / 32 ** 0.5
            mask = torch.ones(8, 8, dtype=torch.bool).tril()
            s = s.masked_fill(~mask, float("-inf"))
            w = s.softmax(-1)
            return x + self.out(w @ v), w

    return Attention(), [torch.randn(1, 8, 32)]


def _gpt2() -> tuple[Any, list[Any]]:
    import torch
    from transformers import GPT2Config, GPT2Model

    cfg = GPT2Config(vocab_size=64, n_positions=16, n_embd=32, n_layer=2, n_head=2, resid_pdrop=0.0,
                     embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False,
                     bos_token_id=0, eos_token_id=0)
    model = GPT2Model(cfg)

    class LastHidden(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, ids: Any) -> Any:
            # An explicit all-ones mask: without one, transformers checks the position ids for packed
            # sequences with a cumsum that torch-mlir lowers to tm_tensor.scan, which MLIR does not have.
            return self.model(input_ids=ids, attention_mask=torch.ones_like(ids)).last_hidden_state

    return LastHidden(), [torch.randint(0, 64, (1, 8))]


def _vit() -> tuple[Any, list[Any]]:
    import torch
    from transformers import ViTConfig, ViTModel

    cfg = ViTConfig(image_size=16, patch_size=4, num_channels=3, hidden_size=32, num_hidden_layers=2,
                    num_attention_heads=2, intermediate_size=64, hidden_dropout_prob=0.0,
                    attention_probs_dropout_prob=0.0)
    model = ViTModel(cfg, add_pooling_layer=True)

    class Pooled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, pixels: Any) -> Any:
            out = self.model(pixel_values=pixels)
            return out.last_hidden_state, out.pooler_output

    return Pooled(), [torch.randn(1, 3, 16, 16)]


def _dropout_train() -> tuple[Any, list[Any]]:
    import torch
    from torch import nn

    class Noisy(nn.Module):
        """Dropout in training mode: torch-mlir keeps the generator's seed in an ml_program global."""

        def __init__(self) -> None:
            super().__init__()
            self.fc = nn.Linear(8, 8)

        def forward(self, x: Any) -> Any:
            return nn.functional.dropout(self.fc(x), 0.5, training=True)

    return Noisy(), [torch.randn(4, 8)]


MODELS: dict[str, Callable[[], tuple[Any, list[Any]]]] = {
    "convnet": _convnet, "mlp_gelu": _mlp_gelu, "encoder_layer": _encoder_layer, "gru_cell": _gru_cell,
    "attention": _attention, "gpt2_tiny": _gpt2, "vit_tiny": _vit, "dropout_train": _dropout_train,
}
EMBEDDED = ("mlp_gelu", "convnet")  # also written with their weights as dense_resource constants


def export(name: str, *, weights_as_arguments: bool) -> str:
    """torch-mlir's linalg-on-tensors text of one model."""
    import torch
    from torch.func import functional_call
    from torch_mlir import fx

    torch.manual_seed(0)
    module, inputs = MODELS[name]()
    module = module.eval()
    if weights_as_arguments:
        names = [n for n, _ in module.named_parameters()]
        params = [p.detach() for _, p in module.named_parameters()]
        n_inputs = len(inputs)
        inner = module

        class Functional(torch.nn.Module):
            def forward(self, *args: Any) -> Any:
                return functional_call(inner, dict(zip(names, args[n_inputs:])), tuple(args[:n_inputs]))

        module, inputs = Functional().eval(), [*inputs, *params]
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mod = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="main")
    return str(mod)


def main(argv: list[str]) -> int:
    for name in argv or list(MODELS):
        text = export(name, weights_as_arguments=True)
        (HERE / f"{name}.mlir").write_text(f"// {name}: torch-mlir FX import, weights as arguments\n{text}")
        if name in EMBEDDED:
            text = export(name, weights_as_arguments=False)
            (HERE / f"{name}_embedded.mlir").write_text(f"// {name}: torch-mlir FX import, weights embedded\n{text}")
        print(name, "ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
