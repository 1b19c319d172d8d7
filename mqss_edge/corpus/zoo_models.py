"""The architectures of the real-model corpus, at edge sizes: ``transformers`` configs and plain ``torch.nn``.

Each :class:`ModelSpec` names one whole small model or one stage/block of a bigger one (``parent``).
Hugging Face models are built from their config classes with random initialization (nothing is
downloaded); sizes are cut down (few layers, hidden sizes 32-128, images 32x32 or 64x64, 16 tokens) so
a module is 100-5,000 lines and the default pipeline runs it in well under a second.

torch is imported inside the factories (no import-time side effects).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ModelSpec:
    """One module of the model corpus.

    Attributes:
        name: unique name (file stem, URI tail).
        family: the architecture family (unit of the family-out split).
        area: ``vision`` | ``language`` | ``audio`` | ``classic``.
        inputs: input specs (``1x3x64x64xf32``), in argument order.
        note: what the module is.
        config: a ``transformers`` config class, or ``None`` for a ``torch.nn`` factory.
        sets: config fields set on top of the class defaults.
        model_class: ``transformers`` class (and submodule path) instead of ``AutoModel``.
        factory: builds the ``torch.nn`` module when ``config`` is ``None``.
        parent: for a stage/block, the whole model it comes from (held out together with it).
        call_kwargs: non-tensor arguments of the call (a Swin stage's ``input_dimensions``).
        prepare: applied to the built model before export (a workaround, documented where defined).
    """

    name: str
    family: str
    area: str
    inputs: tuple[str, ...]
    note: str
    config: str | None = None
    sets: dict[str, Any] = field(default_factory=dict)
    model_class: str | None = None
    factory: Callable[[], Any] | None = None
    parent: str | None = None
    call_kwargs: dict[str, Any] = field(default_factory=dict)
    prepare: Callable[[Any], None] | None = None

    @property
    def source(self) -> str:
        return "transformers" if self.config else "torch.nn"

    @property
    def model(self) -> str:
        """The whole model this module belongs to (its own name for a whole model)."""
        return self.parent or self.name


# -------------------------------------------------------------------------------------- torch.nn classics


def _lenet() -> Any:
    from torch import nn

    return nn.Sequential(nn.Conv2d(1, 6, 5), nn.Tanh(), nn.AvgPool2d(2), nn.Conv2d(6, 16, 5), nn.Tanh(),
                         nn.AvgPool2d(2), nn.Flatten(), nn.Linear(400, 120), nn.Tanh(), nn.Linear(120, 84),
                         nn.Tanh(), nn.Linear(84, 10), nn.LogSoftmax(-1))


def _cells(kind: str) -> Any:
    import torch
    from torch import nn

    class Cells(nn.Module):
        """Two stacked recurrent cells, one time step (the decoder loop body of an on-device RNN)."""

        def __init__(self) -> None:
            super().__init__()
            cell = nn.GRUCell if kind == "gru" else nn.LSTMCell
            self.c1, self.c2 = cell(32, 64), cell(64, 64)

        def forward(self, x: Any, h1: Any, h2: Any) -> Any:
            if kind == "gru":
                a = self.c1(x, h1)
                return a, self.c2(a, h2)
            a, ca = self.c1(x, (h1, torch.zeros_like(h1)))
            b, cb = self.c2(a, (h2, torch.zeros_like(h2)))
            return a, ca, b, cb

    return Cells()


def _encoder_layer() -> Any:
    from torch import nn

    return nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True,
                                      activation="gelu")


def _decoder_layer() -> Any:
    from torch import nn

    class Decoder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layer = nn.TransformerDecoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.0,
                                                    batch_first=True, norm_first=True)

        def forward(self, tgt: Any, memory: Any) -> Any:
            return self.layer(tgt, memory)

    return Decoder()


def _mlp() -> Any:
    from torch import nn

    return nn.Sequential(nn.Linear(64, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 128),
                         nn.ReLU(), nn.Linear(128, 10), nn.Softmax(-1))


def _mixer() -> Any:
    import torch
    from torch import nn

    class MixerBlock(nn.Module):
        """MLP-Mixer block: token mixing over 16 patches, then channel mixing over 64 channels."""

        def __init__(self) -> None:
            super().__init__()
            self.n1, self.n2 = nn.LayerNorm(64), nn.LayerNorm(64)
            self.tok = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 16))
            self.ch = nn.Sequential(nn.Linear(64, 128), nn.GELU(), nn.Linear(128, 64))

        def forward(self, x: Any) -> Any:
            x = x + self.tok(self.n1(x).transpose(1, 2)).transpose(1, 2)
            return x + self.ch(self.n2(x))

    class Mixer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem = nn.Conv2d(3, 64, 8, stride=8)
            self.blocks = nn.Sequential(MixerBlock(), MixerBlock())
            self.head = nn.Linear(64, 10)

        def forward(self, x: Any) -> Any:
            t = self.stem(x).flatten(2).transpose(1, 2)
            return self.head(torch.mean(self.blocks(t), dim=1))

    return Mixer()


def _tcn() -> Any:
    from torch import nn

    class TCN(nn.Module):
        """Keyword-spotting style temporal convnet: dilated causal Conv1d blocks with residuals."""

        def __init__(self) -> None:
            super().__init__()
            self.inp = nn.Conv1d(16, 32, 1)
            self.convs = nn.ModuleList(nn.Conv1d(32, 32, 3, dilation=d, padding=d) for d in (1, 2, 4))
            self.norms = nn.ModuleList(nn.BatchNorm1d(32) for _ in range(3))
            self.head = nn.Linear(32, 12)

        def forward(self, x: Any) -> Any:
            x = self.inp(x)
            for conv, norm in zip(self.convs, self.norms):
                x = x + nn.functional.relu(norm(conv(x)))
            return self.head(x.mean(-1))

    return TCN()


def _vgg() -> Any:
    from torch import nn

    def block(cin: int, cout: int) -> list[Any]:
        return [nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(), nn.MaxPool2d(2)]

    return nn.Sequential(*block(3, 16), *block(16, 32), *block(32, 64), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                         nn.Linear(64, 10))


def _autoencoder() -> Any:
    from torch import nn

    return nn.Sequential(nn.Conv2d(1, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                         nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
                         nn.ConvTranspose2d(32, 16, 2, stride=2), nn.BatchNorm2d(16), nn.ReLU(),
                         nn.ConvTranspose2d(16, 1, 2, stride=2), nn.Sigmoid())


def _squeezenet() -> Any:
    import torch
    from torch import nn

    class Fire(nn.Module):
        def __init__(self, cin: int, s: int, e: int) -> None:
            super().__init__()
            self.sq = nn.Conv2d(cin, s, 1)
            self.e1, self.e3 = nn.Conv2d(s, e, 1), nn.Conv2d(s, e, 3, padding=1)

        def forward(self, x: Any) -> Any:
            s = torch.relu(self.sq(x))
            return torch.cat([torch.relu(self.e1(s)), torch.relu(self.e3(s))], 1)

    return nn.Sequential(nn.Conv2d(3, 32, 3, stride=2), nn.ReLU(), nn.MaxPool2d(3, 2, ceil_mode=True),
                         Fire(32, 8, 32), Fire(64, 8, 32), nn.MaxPool2d(3, 2, ceil_mode=True), Fire(64, 16, 64),
                         nn.Conv2d(128, 10, 1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())


# ------------------------------------------------------------------------------------------------ registry

_IMG64 = ("1x3x64x64xf32",)
_IMG32 = ("1x3x32x32xf32",)
_TOK = ("1x16xi64",)
_BERT = {"vocab_size": 256, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2,
         "intermediate_size": 128, "max_position_embeddings": 64, "hidden_dropout_prob": 0.0,
         "attention_probs_dropout_prob": 0.0}
_VIT = {"image_size": 32, "patch_size": 8, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2,
        "intermediate_size": 128, "hidden_dropout_prob": 0.0, "attention_probs_dropout_prob": 0.0}


def _hf(name: str, family: str, area: str, config: str, sets: dict[str, Any], inputs: tuple[str, ...], note: str,
        model_class: str | None = None, parent: str | None = None, call_kwargs: dict[str, Any] | None = None,
        prepare: Callable[[Any], None] | None = None) -> ModelSpec:
    return ModelSpec(name, family, area, inputs, note, config, sets, model_class, None, parent,
                     dict(call_kwargs or {}), prepare)


def _nn(name: str, family: str, factory: Callable[[], Any], inputs: tuple[str, ...], note: str,
        area: str = "classic") -> ModelSpec:
    return ModelSpec(name, family, area, inputs, note, factory=factory)


def model_specs() -> list[ModelSpec]:
    """Every module of the model corpus, in manifest order."""
    resnet = {"embedding_size": 16, "hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 1, 1], "layer_type": "basic"}
    convnext = {"hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 2, 1]}
    swin = {"image_size": 64, "patch_size": 2, "embed_dim": 16, "depths": [1, 1, 1, 1], "num_heads": [1, 2, 4, 8],
            "window_size": 4, "hidden_dropout_prob": 0.0, "attention_probs_dropout_prob": 0.0}
    gpt2 = {"vocab_size": 256, "n_positions": 64, "n_embd": 64, "n_layer": 2, "n_head": 2, "resid_pdrop": 0.0,
            "embd_pdrop": 0.0, "attn_pdrop": 0.0, "bos_token_id": 0, "eos_token_id": 0}
    whisper = {"num_mel_bins": 16, "d_model": 64, "encoder_layers": 2, "encoder_attention_heads": 2,
               "encoder_ffn_dim": 128, "decoder_layers": 1, "decoder_attention_heads": 2, "decoder_ffn_dim": 128,
               "max_source_positions": 32, "max_target_positions": 32, "vocab_size": 256, "dropout": 0.0,
               "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 0, "decoder_start_token_id": 0}
    w2v = {"conv_dim": [32, 32, 32, 32], "conv_kernel": [10, 3, 3, 2], "conv_stride": [5, 2, 2, 2],
           "hidden_size": 32, "num_hidden_layers": 1, "num_attention_heads": 2, "intermediate_size": 64,
           "num_conv_pos_embeddings": 16, "num_conv_pos_embedding_groups": 4, "hidden_dropout": 0.0,
           "attention_dropout": 0.0, "feat_proj_dropout": 0.0}
    return [
        # vision
        _hf("resnet-basic-tiny", "resnet", "vision", "ResNetConfig", resnet, _IMG64,
            "ResNet with basic blocks, one per stage, widths 16-128"),
        _hf("resnet-bottleneck-tiny", "resnet", "vision", "ResNetConfig",
            {**resnet, "hidden_sizes": [32, 64, 128, 256], "layer_type": "bottleneck"}, _IMG64,
            "ResNet with bottleneck blocks (ResNet-50 style), one per stage"),
        _hf("resnet-bottleneck-stage2", "resnet", "vision", "ResNetConfig",
            {**resnet, "hidden_sizes": [64, 128, 256, 512], "depths": [1, 2, 1, 1], "layer_type": "bottleneck"},
            ("1x64x16x16xf32",), "second stage of a ResNet-50-style network (two bottlenecks, stride 2)",
            "ResNetModel.encoder.stages.1", parent="resnet-bottleneck-tiny"),
        _hf("regnet-tiny", "regnet", "vision", "RegNetConfig",
            {"embedding_size": 16, "hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 2, 1], "groups_width": 8},
            _IMG64, "RegNet-X style: grouped 3x3 bottlenecks, group width 8"),
        _hf("convnext-tiny", "convnext", "vision", "ConvNextConfig", convnext, _IMG64,
            "ConvNeXt: 7x7 depthwise, LayerNorm, inverted MLP, layer scale"),
        _hf("convnextv2-tiny", "convnext", "vision", "ConvNextV2Config", convnext, _IMG64,
            "ConvNeXt V2: global response normalization instead of layer scale"),
        _hf("convnext-stage2", "convnext", "vision", "ConvNextConfig",
            {"hidden_sizes": [32, 64, 128, 256], "depths": [1, 2, 1, 1]}, ("1x32x16x16xf32",),
            "second ConvNeXt stage: downsampling layer + two blocks", "ConvNextModel.encoder.stages.1",
            parent="convnext-tiny"),
        _hf("mobilenetv1-025", "mobilenet", "vision", "MobileNetV1Config",
            {"depth_multiplier": 0.25, "image_size": 64}, _IMG64, "MobileNetV1 x0.25: depthwise-separable convs"),
        _hf("mobilenetv2-035", "mobilenet", "vision", "MobileNetV2Config",
            {"depth_multiplier": 0.35, "image_size": 64}, _IMG64, "MobileNetV2 x0.35: inverted residuals, ReLU6"),
        _hf("efficientnet-tiny", "efficientnet", "vision", "EfficientNetConfig",
            {"image_size": 64, "width_coefficient": 0.25, "depth_coefficient": 0.25, "hidden_dim": 320},
            _IMG64, "EfficientNet x0.25: MBConv with squeeze-excitation, swish"),
        _hf("mobilevit-xxs", "mobilevit", "vision", "MobileViTConfig",
            {"image_size": 64, "hidden_sizes": [32, 48, 64], "neck_hidden_sizes": [8, 16, 24, 32, 48, 64, 160],
             "num_attention_heads": 2, "hidden_dropout_prob": 0.0}, _IMG64,
            "MobileViT: MobileNetV2 blocks + unfold/transformer/fold blocks"),
        _hf("mobilevitv2-tiny", "mobilevit", "vision", "MobileViTV2Config",
            {"image_size": 64, "width_multiplier": 0.25, "n_attn_blocks": [1, 1, 1]}, _IMG64,
            "MobileViT V2: separable linear self-attention"),
        _hf("swin-tiny", "swin", "vision", "SwinConfig", swin, _IMG64,
            "Swin: shifted-window attention, patch merging, three stages"),
        _hf("swin-stage1", "swin", "vision", "SwinConfig", {**swin, "depths": [2, 1, 1, 1]}, ("1x1024x16xf32",),
            "first Swin stage: window + shifted-window block and patch merging", "SwinModel.encoder.layers.0",
            parent="swin-tiny", call_kwargs={"input_dimensions": (32, 32)}),
        _hf("vit-tiny", "vit", "vision", "ViTConfig", _VIT, _IMG32, "ViT: 8x8 patches, two encoder layers"),
        _hf("deit-tiny", "vit", "vision", "DeiTConfig", _VIT, _IMG32, "DeiT: ViT with a distillation token"),
        _hf("vit-layer", "vit", "vision", "ViTConfig", {**_VIT, "hidden_size": 128, "intermediate_size": 512},
            ("1x65x128xf32",), "one ViT encoder layer at hidden 128, 65 tokens", "ViTModel.layers.0",
            parent="vit-tiny"),
        _hf("levit-tiny", "levit", "vision", "LevitConfig",
            {"image_size": 64, "hidden_sizes": [64, 96, 128], "num_attention_heads": [2, 3, 4], "depths": [1, 1, 1],
             "key_dim": [16, 16, 16]}, _IMG64, "LeViT: conv stem, attention with learned biases, subsampling"),
        _hf("poolformer-tiny", "poolformer", "vision", "PoolFormerConfig",
            {"hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 1, 1]}, _IMG64,
            "PoolFormer (MetaFormer): average pooling as token mixer"),
        _hf("segformer-mit-tiny", "segformer", "vision", "SegformerConfig",
            {"hidden_sizes": [16, 32, 64, 128], "depths": [1, 1, 1, 1], "num_attention_heads": [1, 2, 2, 4],
             "decoder_hidden_size": 64, "hidden_dropout_prob": 0.0, "attention_probs_dropout_prob": 0.0}, _IMG64,
            "SegFormer MiT encoder: overlapping patch embeds, reduced-key attention, Mix-FFN"),
        # language
        _hf("bert-tiny", "bert", "language", "BertConfig", _BERT, _TOK, "BERT encoder, 2 layers, hidden 64"),
        _hf("bert-layer", "bert", "language", "BertConfig", {**_BERT, "hidden_size": 128, "intermediate_size": 512},
            ("1x16x128xf32",), "one BERT layer at hidden 128", "BertModel.encoder.layer.0", parent="bert-tiny"),
        _hf("distilbert-tiny", "bert", "language", "DistilBertConfig",
            {"vocab_size": 256, "dim": 64, "n_layers": 2, "n_heads": 2, "hidden_dim": 128,
             "max_position_embeddings": 64, "dropout": 0.0, "attention_dropout": 0.0}, _TOK,
            "DistilBERT: BERT without token types or pooler"),
        _hf("albert-tiny", "bert", "language", "AlbertConfig",
            {**_BERT, "embedding_size": 32}, _TOK, "ALBERT: factorized embeddings, one shared layer applied twice"),
        _hf("mobilebert-tiny", "bert", "language", "MobileBertConfig",
            {**_BERT, "embedding_size": 32, "intra_bottleneck_size": 32, "true_hidden_size": 32,
             "num_feedforward_networks": 2}, _TOK, "MobileBERT: bottlenecks, stacked FFNs, NoNorm"),
        _hf("roberta-tiny", "bert", "language", "RobertaConfig", {**_BERT, "pad_token_id": 1}, _TOK,
            "RoBERTa: BERT with padding-offset position ids"),
        _hf("electra-tiny", "bert", "language", "ElectraConfig", {**_BERT, "embedding_size": 32}, _TOK,
            "ELECTRA discriminator: projected embeddings"),
        _hf("gpt2-tiny", "gpt", "language", "GPT2Config", gpt2, _TOK, "GPT-2 decoder, 2 layers, causal mask"),
        _hf("gpt2-block", "gpt", "language", "GPT2Config", {**gpt2, "n_embd": 128}, ("1x16x128xf32",),
            "one GPT-2 block at hidden 128", "GPT2Model.h.0", parent="gpt2-tiny"),
        _hf("opt-tiny", "gpt", "language", "OPTConfig",
            {"vocab_size": 256, "hidden_size": 64, "num_hidden_layers": 2, "ffn_dim": 128, "num_attention_heads": 2,
             "max_position_embeddings": 64, "word_embed_proj_dim": 64, "dropout": 0.0}, _TOK,
            "OPT decoder: learned positions offset by 2, ReLU FFN"),
        _hf("llama-tiny", "llama", "language", "LlamaConfig",
            {"vocab_size": 256, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
             "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 64}, _TOK,
            "Llama decoder: RMSNorm, rotary embeddings, grouped-query attention, SwiGLU"),
        _hf("t5-encoder-tiny", "t5", "language", "T5Config",
            {"vocab_size": 256, "d_model": 64, "d_kv": 32, "d_ff": 128, "num_layers": 2, "num_heads": 2,
             "dropout_rate": 0.0}, _TOK, "T5 encoder: relative position buckets, RMS layer norm",
            "T5EncoderModel"),
        # audio
        _hf("whisper-encoder-tiny", "whisper", "audio", "WhisperConfig", whisper, ("1x16x64xf32",),
            "Whisper encoder: two conv1d (GELU) over 16 mel bins x 64 frames, 2 layers", "WhisperModel.encoder"),
        _hf("whisper-encoder-layer", "whisper", "audio", "WhisperConfig", {**whisper, "d_model": 128},
            ("1x32x128xf32",), "one Whisper encoder layer at hidden 128", "WhisperModel.encoder.layers.0",
            parent="whisper-encoder-tiny", call_kwargs={"attention_mask": None}),
        _hf("wav2vec2-feature-encoder", "wav2vec2", "audio", "Wav2Vec2Config", w2v, ("1x1600xf32",),
            "Wav2Vec2 feature encoder: strided conv1d stack over 0.1 s of 16 kHz audio",
            "Wav2Vec2Model.feature_extractor"),
        _hf("wav2vec2-tiny", "wav2vec2", "audio", "Wav2Vec2Config", w2v, ("1x1600xf32",),
            "Wav2Vec2: feature encoder, positional conv, one transformer layer"),
        _hf("hubert-tiny", "wav2vec2", "audio", "HubertConfig", w2v, ("1x1600xf32",),
            "HuBERT: the Wav2Vec2 architecture with its own head"),
        _hf("ast-tiny", "ast", "audio", "ASTConfig",
            {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2, "intermediate_size": 128,
             "num_mel_bins": 32, "max_length": 32, "frequency_stride": 8, "time_stride": 8,
             "hidden_dropout_prob": 0.0, "attention_probs_dropout_prob": 0.0}, ("1x32x32xf32",),
            "Audio Spectrogram Transformer: ViT over 16x16 spectrogram patches"),
        # classics
        _nn("lenet5", "lenet", _lenet, ("1x1x32x32xf32",), "LeNet-5: tanh, average pooling, log-softmax"),
        _nn("gru-cells", "rnn-cell", lambda: _cells("gru"), ("1x32xf32", "1x64xf32", "1x64xf32"),
            "two stacked GRUCells, one time step"),
        _nn("lstm-cells", "rnn-cell", lambda: _cells("lstm"), ("1x32xf32", "1x64xf32", "1x64xf32"),
            "two stacked LSTMCells, one time step (zero cell state)"),
        _nn("transformer-encoder-layer", "transformer-layer", _encoder_layer, ("1x16x64xf32",),
            "nn.TransformerEncoderLayer d=64, 4 heads, GELU, post-norm"),
        _nn("transformer-decoder-layer", "transformer-layer", _decoder_layer, ("1x8x64xf32", "1x16x64xf32"),
            "nn.TransformerDecoderLayer d=64, 4 heads, pre-norm, cross-attention over 16 memory tokens"),
        _nn("mlp-4layer", "mlp", _mlp, ("8x64xf32",), "4-layer ReLU MLP with softmax, batch 8"),
        _nn("mlp-mixer-tiny", "mlp", _mixer, _IMG32, "MLP-Mixer: 8x8 patch stem, two mixer blocks", area="vision"),
        _nn("tcn-kws", "cnn", _tcn, ("1x16x64xf32",), "temporal convnet over 16 MFCCs x 64 frames, dilations 1/2/4",
            area="audio"),
        _nn("vgg-tiny", "cnn", _vgg, _IMG32, "VGG-style conv/BN/ReLU/max-pool stack", area="vision"),
        _nn("squeezenet-tiny", "cnn", _squeezenet, _IMG64, "SqueezeNet fire modules (concat of 1x1 and 3x3)",
            area="vision"),
        _nn("conv-autoencoder", "cnn", _autoencoder, ("1x1x32x32xf32",),
            "strided conv/BN encoder + transposed-conv/BN decoder, sigmoid", area="vision"),
    ]
