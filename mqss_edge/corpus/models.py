"""PyTorch modules whose layers the corpus imports with torch-mlir: ResNet-50 and MobileNetV2 pieces.

Layers are built at their real shapes (batch 1, 224x224 input) following torchvision's definitions, with
BatchNorm folded into the convolution as deployed inference graphs have it. Weights are not baked in:
:func:`layer_specs` returns modules whose parameters become function arguments at import, so a module's
text does not depend on random initialization.

torch is imported inside the functions that need it (no import-time side effects).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LayerSpec:
    """One layer (or block) to import.

    Attributes:
        model: ``resnet50`` | ``mobilenetv2`` (the corpus family).
        name: unique name within the model.
        build: a zero-argument callable returning the ``torch.nn.Module`` (eval mode).
        inputs: shapes of the activation inputs (batch 1).
        shape: the shape parameters recorded in the manifest.
        note: where in the network the layer sits.
    """

    model: str
    name: str
    build: Any
    inputs: tuple[tuple[int, ...], ...]
    shape: dict[str, Any]
    note: str


def _nn() -> Any:
    import torch.nn as nn

    return nn


def conv_act(cin: int, cout: int, k: int, stride: int, act: str | None, groups: int = 1) -> Any:
    """Conv2d (BatchNorm folded: a bias) + optional ReLU / ReLU6, torchvision padding ``k // 2``."""
    nn = _nn()
    layers = [nn.Conv2d(cin, cout, k, stride=stride, padding=k // 2, groups=groups, bias=True)]
    if act == "relu":
        layers.append(nn.ReLU())
    elif act == "relu6":
        layers.append(nn.ReLU6())
    return nn.Sequential(*layers).eval()


def bottleneck_tail(cin: int, cout: int) -> Any:
    """ResNet-50 bottleneck end: ``relu(conv1x1(x) + identity)`` (conv3, folded bn3, residual add, ReLU)."""
    nn = _nn()

    class Tail(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv = nn.Conv2d(cin, cout, 1, bias=True)
            self.relu = nn.ReLU()

        def forward(self, x: Any, identity: Any) -> Any:
            return self.relu(self.conv(x) + identity)

    return Tail().eval()


def inverted_residual(cin: int, cout: int, stride: int, expand: int) -> Any:
    """MobileNetV2 InvertedResidual (torchvision): expand 1x1 + ReLU6, depthwise 3x3 + ReLU6, project 1x1,
    residual add when ``stride == 1 and cin == cout``."""
    nn = _nn()
    hidden = cin * expand

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            layers = []
            if expand != 1:
                layers.append(conv_act(cin, hidden, 1, 1, "relu6"))
            layers.append(conv_act(hidden, hidden, 3, stride, "relu6", groups=hidden))
            layers.append(nn.Conv2d(hidden, cout, 1, bias=True))
            self.conv = nn.Sequential(*layers)
            self.residual = stride == 1 and cin == cout

        def forward(self, x: Any) -> Any:
            y = self.conv(x)
            return x + y if self.residual else y

    return Block().eval()


def classifier(cin: int, classes: int, spatial: int) -> Any:
    """Global average pool + flatten + Linear (the head of both networks)."""
    nn = _nn()
    return nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, classes)).eval()


def _resnet50() -> list[LayerSpec]:
    nn = _nn()
    out: list[LayerSpec] = []

    def add(name: str, build: Any, inputs: tuple[tuple[int, ...], ...], shape: dict[str, Any], note: str) -> None:
        out.append(LayerSpec("resnet50", name, build, inputs, shape, note))

    add("stem-conv7x7", lambda: conv_act(3, 64, 7, 2, "relu"), ((1, 3, 224, 224),),
        {"C": 3, "F": 64, "K": 7, "stride": 2, "H": 224}, "conv1 + bn1 + relu")
    add("stem-maxpool", lambda: nn.MaxPool2d(3, 2, 1).eval(), ((1, 64, 112, 112),),
        {"C": 64, "K": 3, "stride": 2, "H": 112}, "maxpool")
    # (stage, spatial, in, width, out)
    stages = [(1, 56, 64, 64, 256), (2, 28, 256, 128, 512), (3, 14, 512, 256, 1024), (4, 7, 1024, 512, 2048)]
    for st, hw, cin, width, cout in stages:
        first_in = 64 if st == 1 else cin // 2
        src_hw = hw if st == 1 else hw * 2
        add(f"layer{st}-0-conv1", lambda a=first_in, b=width: conv_act(a, b, 1, 1, "relu"), ((1, first_in, src_hw, src_hw),),
            {"C": first_in, "F": width, "K": 1, "stride": 1, "H": src_hw}, f"layer{st} block 0 conv1 + bn + relu")
        add(f"layer{st}-conv1", lambda a=cout, b=width: conv_act(a, b, 1, 1, "relu"), ((1, cout, hw, hw),),
            {"C": cout, "F": width, "K": 1, "stride": 1, "H": hw}, f"layer{st} blocks 1+ conv1 + bn + relu")
        add(f"layer{st}-conv3-residual", lambda a=width, b=cout: bottleneck_tail(a, b), ((1, width, hw, hw), (1, cout, hw, hw)),
            {"C": width, "F": cout, "K": 1, "stride": 1, "H": hw}, f"layer{st} conv3 + bn3 + residual add + relu")
        ds_stride = 1 if st == 1 else 2
        add(f"layer{st}-downsample", lambda a=first_in, b=cout, s=ds_stride: conv_act(a, b, 1, s, None),
            ((1, first_in, src_hw, src_hw),), {"C": first_in, "F": cout, "K": 1, "stride": ds_stride, "H": src_hw},
            f"layer{st} block 0 downsample conv + bn")
        if st >= 3:
            add(f"layer{st}-conv2", lambda a=width: conv_act(a, a, 3, 1, "relu"), ((1, width, hw, hw),),
                {"C": width, "F": width, "K": 3, "stride": 1, "H": hw}, f"layer{st} blocks 1+ conv2 3x3 + bn + relu")
    add("head-avgpool-fc", lambda: classifier(2048, 1000, 7), ((1, 2048, 7, 7),),
        {"C": 2048, "classes": 1000, "H": 7}, "avgpool + flatten + fc")
    return out


# torchvision MobileNetV2 inverted-residual settings: (expansion t, out channels c, repeats n, first stride s)
_MV2_SETTINGS = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                 (6, 320, 1, 1)]


def _mobilenetv2() -> list[LayerSpec]:
    out: list[LayerSpec] = []
    out.append(LayerSpec("mobilenetv2", "stem-conv3x3", lambda: conv_act(3, 32, 3, 2, "relu6"), ((1, 3, 224, 224),),
                         {"C": 3, "F": 32, "K": 3, "stride": 2, "H": 224}, "features[0]: conv 3x3 s2 + bn + relu6"))
    cin, hw, idx = 32, 112, 1
    seen: set[tuple[int, int, int, int, int]] = set()
    for t, c, n, s in _MV2_SETTINGS:
        for i in range(n):
            stride = s if i == 0 else 1
            key = (cin, c, stride, t, hw)
            if key not in seen:  # repeated blocks have identical shapes: import each shape once
                seen.add(key)
                out.append(LayerSpec(
                    "mobilenetv2", f"block{idx}-{cin}to{c}-s{stride}",
                    lambda a=cin, b=c, st=stride, e=t: inverted_residual(a, b, st, e), ((1, cin, hw, hw),),
                    {"C": cin, "F": c, "expand": t, "stride": stride, "H": hw},
                    f"features[{idx}]: inverted residual t={t}" + (" + residual" if stride == 1 and cin == c else "")))
                hidden = cin * t
                if t != 1:
                    out.append(LayerSpec(
                        "mobilenetv2", f"block{idx}-expand", lambda a=cin, h=hidden: conv_act(a, h, 1, 1, "relu6"),
                        ((1, cin, hw, hw),), {"C": cin, "F": hidden, "K": 1, "stride": 1, "H": hw},
                        f"features[{idx}] expand 1x1 + bn + relu6 alone"))
                out.append(LayerSpec(
                    "mobilenetv2", f"block{idx}-dw",
                    lambda h=hidden, st=stride: conv_act(h, h, 3, st, "relu6", groups=h), ((1, hidden, hw, hw),),
                    {"C": hidden, "K": 3, "stride": stride, "H": hw, "groups": hidden},
                    f"features[{idx}] depthwise 3x3 + bn + relu6 alone"))
            if stride == 2:
                hw //= 2
            cin = c
            idx += 1
    out.append(LayerSpec("mobilenetv2", "last-conv1x1", lambda: conv_act(320, 1280, 1, 1, "relu6"), ((1, 320, 7, 7),),
                         {"C": 320, "F": 1280, "K": 1, "stride": 1, "H": 7}, "features[18]: conv 1x1 + bn + relu6"))
    out.append(LayerSpec("mobilenetv2", "head-avgpool-fc", lambda: classifier(1280, 1000, 7), ((1, 1280, 7, 7),),
                         {"C": 1280, "classes": 1000, "H": 7}, "avgpool + flatten + dropout(eval) + fc"))
    return out


def layer_specs() -> list[LayerSpec]:
    """Every layer the torch-mlir families import, in manifest order."""
    return _resnet50() + _mobilenetv2()
