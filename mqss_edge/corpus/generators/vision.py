"""Vision families: convolutions (NHWC, NCHW), depthwise, pointwise, pooling, conv with bias+activation.

Shapes are those of ResNet-50 and MobileNetV2 layers (batch 1) plus sweeps around them. Inputs arrive
already padded (a "valid" convolution of the padded tensor), as a compiler sees them after padding has
been hoisted; the torch-mlir families keep the ``tensor.pad`` the importer emits.
"""

from __future__ import annotations

from collections.abc import Iterator

from mqss_edge.corpus._mlir import Kernel, amap, ident, tt
from mqss_edge.corpus.generators.spec import Spec

_ATTR = "{{dilations = dense<1> : tensor<2xi64>, strides = dense<{s}> : tensor<2xi64>}}"


def _in_size(out: int, k: int, s: int) -> int:
    return (out - 1) * s + k


def conv_nhwc(ho: int, wo: int, c: int, f: int, k: int, s: int, *, epilogue: str | None = None,
              why: str = "") -> tuple[str, int]:
    """``linalg.conv_2d_nhwc_hwcf`` on a padded 1xHxWxC input, optionally + bias + ReLU/ReLU6."""
    hi, wi = _in_size(ho, k, s), _in_size(wo, k, s)
    kern = Kernel("conv", f"conv2d NHWC 1x{hi}x{wi}x{c} * {k}x{k}x{c}x{f}, stride {s} -> 1x{ho}x{wo}x{f}"
                  + (f", + bias + {epilogue}" if epilogue else "") + (f"\n{why}" if why else ""))
    x = kern.load("I", (1, hi, wi, c))
    w = kern.load("W", (k, k, c, f))
    oshape = (1, ho, wo, f)
    acc = kern.filled(oshape, 0.0)
    r = kern.op(f"linalg.conv_2d_nhwc_hwcf {_ATTR.format(s=s)} ins({x}, {w} : {tt((1, hi, wi, c))}, "
                f"{tt((k, k, c, f))}) outs({acc} : {tt(oshape)}) -> {tt(oshape)}", "conv")
    if epilogue:
        b = kern.load("B", (f,))
        r = _bias_act(kern, r, b, oshape, epilogue, channel_dim=3)
    kern.store(r, "O", oshape)
    return kern.text(), ho * wo * f * k * k * c


def conv_nchw(ho: int, wo: int, c: int, f: int, k: int, s: int, why: str = "") -> tuple[str, int]:
    """``linalg.conv_2d_nchw_fchw`` on a padded 1xCxHxW input."""
    hi, wi = _in_size(ho, k, s), _in_size(wo, k, s)
    kern = Kernel("conv", f"conv2d NCHW 1x{c}x{hi}x{wi} * {f}x{c}x{k}x{k}, stride {s} -> 1x{f}x{ho}x{wo}"
                  + (f"\n{why}" if why else ""))
    x = kern.load("I", (1, c, hi, wi))
    w = kern.load("W", (f, c, k, k))
    oshape = (1, f, ho, wo)
    acc = kern.filled(oshape, 0.0)
    r = kern.op(f"linalg.conv_2d_nchw_fchw {_ATTR.format(s=s)} ins({x}, {w} : {tt((1, c, hi, wi))}, "
                f"{tt((f, c, k, k))}) outs({acc} : {tt(oshape)}) -> {tt(oshape)}", "conv")
    kern.store(r, "O", oshape)
    return kern.text(), ho * wo * f * k * k * c


def depthwise(ho: int, wo: int, c: int, k: int, s: int, *, relu6: bool = False, why: str = "",
              n: int = 1) -> tuple[str, int]:
    """``linalg.depthwise_conv_2d_nhwc_hwc`` (MobileNetV2's 3x3 depthwise), optionally + bias + ReLU6."""
    hi, wi = _in_size(ho, k, s), _in_size(wo, k, s)
    kern = Kernel("dwconv", f"depthwise conv NHWC {n}x{hi}x{wi}x{c} * {k}x{k}x{c}, stride {s} -> {n}x{ho}x{wo}x{c}"
                  + (", + bias + relu6" if relu6 else "") + (f"\n{why}" if why else ""))
    x = kern.load("I", (n, hi, wi, c))
    w = kern.load("W", (k, k, c))
    oshape = (n, ho, wo, c)
    acc = kern.filled(oshape, 0.0)
    r = kern.op(f"linalg.depthwise_conv_2d_nhwc_hwc {_ATTR.format(s=s)} ins({x}, {w} : {tt((n, hi, wi, c))}, "
                f"{tt((k, k, c))}) outs({acc} : {tt(oshape)}) -> {tt(oshape)}", "dw")
    if relu6:
        b = kern.load("B", (c,))
        r = _bias_act(kern, r, b, oshape, "relu6", channel_dim=3)
    kern.store(r, "O", oshape)
    return kern.text(), n * ho * wo * c * k * k


def pool(ho: int, wo: int, c: int, k: int, s: int, kind: str, why: str = "", n: int = 1) -> tuple[str, int]:
    """Max pooling (``linalg.pooling_nhwc_max``) or average pooling (sum, then a scaling generic)."""
    hi, wi = _in_size(ho, k, s), _in_size(wo, k, s)
    kern = Kernel("pool", f"{kind} pool {k}x{k} stride {s} on NHWC {n}x{hi}x{wi}x{c} -> {n}x{ho}x{wo}x{c}"
                  + (f"\n{why}" if why else ""))
    x = kern.load("I", (n, hi, wi, c))
    oshape = (n, ho, wo, c)
    win = kern.empty((k, k))
    init = kern.filled(oshape, float("-inf") if kind == "max" else 0.0)
    op = "linalg.pooling_nhwc_max" if kind == "max" else "linalg.pooling_nhwc_sum"
    r = kern.op(f"{op} {_ATTR.format(s=s)} ins({x}, {win} : {tt((n, hi, wi, c))}, {tt((k, k))}) "
                f"outs({init} : {tt(oshape)}) -> {tt(oshape)}", "pool")
    if kind == "avg":
        inv = kern.const(1.0 / (k * k))
        r = kern.generic([(r, tt(oshape), ident(4))], (kern.empty(oshape), tt(oshape), ident(4)), "pppp",
                         [f"%m = arith.mulf %in0, {inv} : f32", "linalg.yield %m : f32"])
    kern.store(r, "O", oshape)
    return kern.text(), n * ho * wo * c * k * k


def global_avgpool(h: int, c: int, n: int = 1) -> tuple[str, int]:
    """Global average pooling over HxW (the head of ResNet-50 and MobileNetV2)."""
    kern = Kernel("gap", f"global average pool NHWC {n}x{h}x{h}x{c} -> {n}x{c}")
    x = kern.load("I", (n, h, h, c))
    acc = kern.filled((n, c), 0.0)
    r = kern.generic([(x, tt((n, h, h, c)), ident(4))], (acc, tt((n, c)), amap(4, "d0, d3")), "prrp",
                     ["%s = arith.addf %in0, %acc : f32", "linalg.yield %s : f32"])
    inv = kern.const(1.0 / (h * h))
    r = kern.generic([(r, tt((n, c)), ident(2))], (kern.empty((n, c)), tt((n, c)), ident(2)), "pp",
                     [f"%m = arith.mulf %in0, {inv} : f32", "linalg.yield %m : f32"])
    kern.store(r, "O", (n, c))
    return kern.text(), n * h * h * c


def _bias_act(kern: Kernel, r: str, b: str, oshape: tuple[int, ...], act: str, channel_dim: int) -> str:
    zero = kern.const(0.0)
    body = ["%a = arith.addf %in0, %in1 : f32", f"%y = arith.maximumf %a, {zero} : f32"]
    if act == "relu6":
        six = kern.const(6.0)
        body.append(f"%z = arith.minimumf %y, {six} : f32")
        body.append("linalg.yield %z : f32")
    else:
        body.append("linalg.yield %y : f32")
    n = len(oshape)
    return kern.generic([(r, tt(oshape), ident(n)), (b, tt((oshape[channel_dim],)), amap(n, f"d{channel_dim}"))],
                        (kern.empty(oshape), tt(oshape), ident(n)), "p" * n, body)


# ---------------------------------------------------------------------------------------------------
# Shape sweeps. (Ho, Wo, C, F, K, S, note): real layers are named after the network they come from.

_R50 = "ResNet-50"
_MV2 = "MobileNetV2"

CONV_NHWC = [
    # ResNet-50 bottleneck layers (output spatial, in, out, kernel, stride)
    (56, 56, 64, 64, 1, 1, f"{_R50} layer1 conv1"),
    (56, 56, 64, 256, 1, 1, f"{_R50} layer1 conv3"),
    (56, 56, 256, 64, 1, 1, f"{_R50} layer1 conv1 (blocks 2-3)"),
    (28, 28, 256, 128, 1, 1, f"{_R50} layer2 conv1"),
    (28, 28, 512, 128, 1, 1, f"{_R50} layer2 conv1 (blocks 2-4)"),
    (14, 14, 512, 256, 1, 1, f"{_R50} layer3 conv1"),
    (14, 14, 128, 128, 3, 1, "ResNet-50-like 3x3 at 14x14, 128 channels"),
    (7, 7, 1024, 512, 1, 1, f"{_R50} layer4 conv1 (M = 49)"),
    (7, 7, 256, 256, 3, 2, "3x3 stride 2 to 7x7"),
    (28, 28, 64, 128, 3, 2, "3x3 stride 2, 56 -> 28"),
    (56, 56, 32, 32, 3, 1, "3x3 with 32 filters"),
    (56, 56, 64, 32, 3, 1, "3x3 with 32 filters, 64 channels"),
    (28, 28, 32, 32, 3, 1, "3x3, 32 -> 32"),
    (28, 28, 64, 64, 3, 1, "3x3, 64 -> 64"),
    (32, 32, 32, 64, 3, 1, "the bundled example's layer"),
    (16, 16, 64, 64, 3, 1, "CIFAR-style ResNet 3x3"),
    (8, 8, 128, 128, 3, 1, "CIFAR-style ResNet 3x3"),
    (32, 32, 16, 16, 3, 1, "CIFAR-style ResNet 3x3, 16 filters"),
    (28, 28, 32, 64, 5, 1, "5x5 (Inception-style)"),
    (14, 14, 64, 64, 5, 1, "5x5"),
    (14, 14, 32, 96, 5, 1, "5x5, 96 filters"),
    (28, 28, 16, 32, 5, 2, "5x5 stride 2"),
    (14, 14, 48, 48, 5, 2, "5x5 stride 2, 48 channels"),
    (7, 7, 160, 160, 5, 1, "5x5 at 7x7 (EfficientNet-style)"),
    (112, 112, 3, 32, 3, 2, f"{_MV2} stem (C = 3)"),
    (56, 56, 3, 16, 5, 2, "5x5 stem, C = 3"),
    (28, 28, 96, 32, 1, 1, "1x1 to 32 filters"),
    (14, 14, 192, 64, 1, 1, "1x1, 192 -> 64"),
    (7, 7, 320, 1280, 1, 1, f"{_MV2} last 1x1 (M = 49)"),
    (14, 14, 96, 96, 3, 1, "3x3, 96 channels"),
    (12, 12, 40, 40, 3, 1, "3x3, odd-sized 40 channels"),
    (10, 10, 100, 100, 3, 1, "3x3, 100 channels (no power of two)"),
    (28, 28, 128, 256, 1, 1, "1x1, 128 -> 256 at 28x28"),
    (14, 14, 256, 512, 1, 1, "1x1, 256 -> 512 at 14x14"),
    (7, 7, 256, 256, 3, 1, "3x3 at 7x7, 256 channels (M = 49)"),
    (14, 14, 64, 128, 3, 1, "3x3, 64 -> 128 at 14x14"),
    (7, 7, 128, 128, 3, 1, "3x3 at 7x7, 128 channels (M = 49)"),
    (56, 56, 16, 16, 3, 1, "3x3, 16 channels at 56x56"),
    (112, 112, 16, 16, 3, 1, "3x3, 16 channels at 112x112"),
    (14, 14, 32, 32, 3, 1, "3x3 with 32 filters at 14x14"),
    (7, 7, 64, 64, 3, 1, "3x3 at 7x7, 64 channels"),
    (28, 28, 48, 48, 3, 1, "3x3, 48 channels"),
    (20, 20, 64, 64, 3, 1, "3x3 at 20x20 (no power of two spatial)"),
]

CONV_NCHW = [
    (56, 56, 64, 64, 1, 1, f"{_R50} layer1 conv1, NCHW"),
    (56, 56, 64, 256, 1, 1, f"{_R50} layer1 conv3, NCHW"),
    (28, 28, 256, 128, 1, 1, f"{_R50} layer2 conv1, NCHW"),
    (14, 14, 512, 256, 1, 1, f"{_R50} layer3 conv1, NCHW"),
    (7, 7, 1024, 512, 1, 1, f"{_R50} layer4 conv1, NCHW (M = 49)"),
    (14, 14, 128, 256, 3, 2, "3x3 stride 2, NCHW"),
    (32, 32, 32, 64, 3, 1, "3x3, NCHW"),
    (32, 32, 16, 16, 3, 1, "CIFAR ResNet 3x3, NCHW"),
    (16, 16, 32, 32, 3, 1, "CIFAR ResNet 3x3, NCHW"),
    (8, 8, 64, 64, 3, 1, "CIFAR ResNet 3x3, NCHW"),
    (56, 56, 32, 32, 3, 1, "3x3 with 32 filters, NCHW"),
    (28, 28, 32, 64, 5, 1, "5x5, NCHW"),
    (14, 14, 64, 64, 5, 1, "5x5, NCHW"),
    (28, 28, 16, 32, 5, 2, "5x5 stride 2, NCHW"),
    (112, 112, 3, 32, 3, 2, f"{_MV2} stem, NCHW"),
    (56, 56, 3, 16, 5, 2, "5x5 stem, NCHW"),
    (28, 28, 96, 32, 1, 1, "1x1 to 32 filters, NCHW"),
    (14, 14, 96, 96, 3, 1, "3x3, 96 channels, NCHW"),
    (10, 10, 100, 100, 3, 1, "3x3, 100 channels, NCHW"),
    (24, 24, 48, 48, 3, 1, "3x3, 48 channels, NCHW"),
    (14, 14, 128, 128, 3, 1, "3x3, 128 channels at 14x14, NCHW"),
    (7, 7, 256, 256, 3, 1, "3x3 at 7x7, 256 channels, NCHW (M = 49)"),
    (28, 28, 64, 64, 3, 1, "3x3, 64 channels at 28x28, NCHW"),
    (14, 14, 64, 128, 3, 1, "3x3, 64 -> 128, NCHW"),
    (56, 56, 16, 32, 3, 1, "3x3, 16 -> 32 at 56x56, NCHW"),
    (28, 28, 32, 32, 3, 1, "3x3, 32 channels, NCHW"),
    (14, 14, 256, 512, 1, 1, "1x1, 256 -> 512, NCHW"),
    (7, 7, 320, 1280, 1, 1, f"{_MV2} last 1x1, NCHW (M = 49)"),
    (20, 20, 64, 64, 3, 1, "3x3 at 20x20, NCHW"),
]

# (Ho, Wo, C, K, S, note): MobileNetV2 depthwise layers (t = 6 expansion) and sweeps.
DEPTHWISE = [
    (112, 112, 32, 3, 1, f"{_MV2} block 1 dw"),
    (56, 56, 96, 3, 2, f"{_MV2} block 2 dw (stride 2)"),
    (56, 56, 144, 3, 1, f"{_MV2} block 3 dw"),
    (28, 28, 144, 3, 2, f"{_MV2} block 4 dw (stride 2)"),
    (28, 28, 192, 3, 1, f"{_MV2} blocks 5-6 dw"),
    (14, 14, 192, 3, 2, f"{_MV2} block 7 dw (stride 2)"),
    (14, 14, 384, 3, 1, f"{_MV2} blocks 8-10 dw"),
    (14, 14, 576, 3, 1, f"{_MV2} blocks 12-13 dw"),
    (7, 7, 576, 3, 2, f"{_MV2} block 14 dw (stride 2)"),
    (7, 7, 960, 3, 1, f"{_MV2} blocks 15-17 dw"),
    (56, 56, 64, 3, 1, "dw 3x3, 64 channels"),
    (28, 28, 128, 3, 1, "dw 3x3, 128 channels"),
    (28, 28, 256, 3, 1, "dw 3x3, 256 channels"),
    (14, 14, 512, 3, 1, "dw 3x3, 512 channels"),
    (56, 56, 32, 5, 1, "dw 5x5 (MnasNet-style)"),
    (28, 28, 120, 5, 1, "dw 5x5, 120 channels (MobileNetV3)"),
    (14, 14, 240, 5, 2, "dw 5x5 stride 2, 240 channels"),
    (7, 7, 672, 5, 1, "dw 5x5, 672 channels (MobileNetV3)"),
    (28, 28, 72, 3, 1, "dw 3x3, 72 channels (MobileNetV3)"),
    (14, 14, 200, 3, 1, "dw 3x3, 200 channels (MobileNetV3)"),
    (7, 7, 1024, 3, 1, "dw 3x3 at 7x7 (MobileNetV1)"),
    (112, 112, 16, 3, 2, "dw stride 2 on a large input, 16 channels"),
]

# (H=W, C, F, note): 1x1 stride-1 convolutions (MobileNetV2 expand / project).
POINTWISE = [
    (112, 32, 16, f"{_MV2} block 1 project"),
    (112, 16, 96, f"{_MV2} block 2 expand"),
    (56, 96, 24, f"{_MV2} block 2 project"),
    (56, 24, 144, f"{_MV2} block 3 expand"),
    (56, 144, 24, f"{_MV2} block 3 project"),
    (28, 144, 32, f"{_MV2} block 4 project (32 filters)"),
    (28, 32, 192, f"{_MV2} blocks 5-6 expand"),
    (28, 192, 32, f"{_MV2} blocks 5-6 project"),
    (14, 192, 64, f"{_MV2} block 7 project"),
    (14, 64, 384, f"{_MV2} blocks 8-10 expand"),
    (14, 384, 64, f"{_MV2} blocks 8-10 project"),
    (14, 384, 96, f"{_MV2} block 11 project"),
    (14, 96, 576, f"{_MV2} blocks 12-13 expand"),
    (14, 576, 96, f"{_MV2} blocks 12-13 project"),
    (7, 576, 160, f"{_MV2} block 14 project (M = 49)"),
    (7, 160, 960, f"{_MV2} blocks 15-16 expand (M = 49)"),
    (7, 960, 160, f"{_MV2} blocks 15-16 project (M = 49)"),
    (7, 960, 320, f"{_MV2} block 17 project (M = 49)"),
    (56, 64, 64, "1x1, 64 -> 64"),
    (28, 128, 128, "1x1, 128 -> 128"),
    (14, 256, 256, "1x1, 256 -> 256"),
    (28, 72, 40, "1x1, 72 -> 40 (MobileNetV3)"),
    (14, 240, 80, "1x1, 240 -> 80 (MobileNetV3)"),
]

# (Ho, Wo, C, K, S, kind, note)
POOL = [
    (56, 56, 64, 3, 2, "max", f"{_R50} stem max pool"),
    (56, 56, 64, 2, 2, "max", "2x2 max pool"),
    (28, 28, 128, 2, 2, "max", "VGG-style 2x2 max pool"),
    (14, 14, 256, 2, 2, "max", "VGG-style 2x2 max pool"),
    (14, 14, 512, 2, 2, "max", "VGG-16 pool4"),
    (7, 7, 512, 2, 2, "max", "VGG-16 pool5"),
    (28, 28, 192, 3, 1, "max", "Inception 3x3 max pool stride 1"),
    (14, 14, 480, 3, 2, "max", "Inception 3x3 max pool stride 2"),
    (56, 56, 64, 3, 2, "avg", "3x3 average pool"),
    (28, 28, 256, 3, 1, "avg", "Inception 3x3 average pool stride 1"),
    (14, 14, 512, 2, 2, "avg", "2x2 average pool"),
    (7, 7, 832, 3, 1, "avg", "Inception 3x3 average pool"),
    (112, 112, 32, 2, 2, "max", "2x2 max pool on a large input"),
    (28, 28, 96, 5, 1, "max", "5x5 max pool stride 1 (SPP)"),
    (14, 14, 160, 5, 1, "avg", "5x5 average pool stride 1"),
    (56, 56, 128, 3, 2, "max", "3x3 stride 2 max pool, 128 channels"),
    (112, 112, 64, 3, 2, "max", "3x3 stride 2 max pool on a 224x224 map"),
    (28, 28, 64, 3, 1, "avg", "3x3 average pool stride 1, 64 channels"),
]

GAP = [(7, 2048, f"{_R50} global average pool"), (7, 1280, f"{_MV2} global average pool"),
       (14, 1024, "global average pool 14x14")]

# Batch sizes for layers that take under ~0.05 ms at batch 1 with the default pipeline (too close to timer
# noise): they are measured at the batch given here, recorded as N in the manifest.
BATCH = {
    "dwconv-14x14x192-k3s2": 4, "dwconv-14x14x384-k3s1": 4, "dwconv-7x7x576-k3s2": 8, "dwconv-7x7x960-k3s1": 4,
    "dwconv-28x28x128-k3s1": 2, "dwconv-28x28x72-k3s1": 4, "dwconv-14x14x200-k3s1": 4,
    "dwconv-relu6-14x14x384-k3s1": 2, "dwconv-relu6-7x7x960-k3s1": 2,
    "maxpool-28x28x128-k2s2": 2, "maxpool-14x14x256-k2s2": 4, "maxpool-14x14x512-k2s2": 2, "maxpool-7x7x512-k2s2": 8,
    "avgpool-14x14x512-k2s2": 2, "avgpool-7x7x832-k3s1": 4, "avgpool-14x14x160-k5s1": 2,
    "avgpool-28x28x64-k3s1": 4, "gap-7x7x2048": 16, "gap-7x7x1280": 16, "gap-14x14x1024": 8,
}


def _batched(name: str) -> tuple[str, int]:
    n = BATCH.get(name, 1)
    return (f"{name}-n{n}" if n > 1 else name), n

# (Ho, Wo, C, F, K, S, act, note): convolutions with their bias + activation epilogue.
CONV_BIAS_ACT = [
    (56, 56, 64, 64, 1, 1, "relu", f"{_R50} layer1 conv1 + BN(folded) + ReLU"),
    (28, 28, 256, 128, 1, 1, "relu", f"{_R50} layer2 conv1 + ReLU"),
    (14, 14, 512, 256, 1, 1, "relu", f"{_R50} layer3 conv1 + ReLU"),
    (112, 112, 3, 32, 3, 2, "relu6", f"{_MV2} stem + ReLU6"),
    (112, 112, 16, 96, 1, 1, "relu6", f"{_MV2} block 2 expand + ReLU6"),
    (56, 56, 24, 144, 1, 1, "relu6", f"{_MV2} block 3 expand + ReLU6"),
    (28, 28, 32, 192, 1, 1, "relu6", f"{_MV2} block 5 expand + ReLU6"),
    (14, 14, 64, 384, 1, 1, "relu6", f"{_MV2} block 8 expand + ReLU6"),
    (14, 14, 96, 576, 1, 1, "relu6", f"{_MV2} block 12 expand + ReLU6"),
    (7, 7, 160, 960, 1, 1, "relu6", f"{_MV2} block 15 expand + ReLU6 (M = 49)"),
    (7, 7, 320, 1280, 1, 1, "relu6", f"{_MV2} head 1x1 + ReLU6 (M = 49)"),
    (32, 32, 16, 16, 3, 1, "relu", "CIFAR ResNet 3x3 + ReLU"),
    (16, 16, 32, 32, 3, 1, "relu", "CIFAR ResNet 3x3 + ReLU, 32 filters"),
    (8, 8, 64, 64, 3, 1, "relu", "CIFAR ResNet 3x3 + ReLU"),
    (28, 28, 64, 32, 3, 1, "relu", "3x3 + ReLU, 32 filters"),
    (28, 28, 32, 64, 5, 1, "relu", "5x5 + ReLU"),
    (14, 14, 64, 64, 5, 2, "relu6", "5x5 stride 2 + ReLU6"),
    (14, 14, 128, 128, 3, 1, "relu", "3x3, 128 channels at 14x14 + ReLU"),
    (7, 7, 256, 256, 3, 1, "relu", "3x3 at 7x7 + ReLU (M = 49)"),
    (28, 28, 64, 64, 3, 1, "relu", "3x3, 64 channels + ReLU"),
    (14, 14, 64, 64, 3, 1, "relu6", "3x3, 64 channels + ReLU6"),
    (56, 56, 32, 32, 3, 1, "relu", "3x3 with 32 filters at 56x56 + ReLU"),
    (7, 7, 1024, 256, 1, 1, "relu", "1x1, 1024 -> 256 at 7x7 + ReLU"),
]

DW_RELU6 = [
    (56, 56, 144, 3, 1, f"{_MV2} block 3 dw + ReLU6"),
    (28, 28, 192, 3, 1, f"{_MV2} block 5 dw + ReLU6"),
    (14, 14, 384, 3, 1, f"{_MV2} block 8 dw + ReLU6"),
    (7, 7, 960, 3, 1, f"{_MV2} block 15 dw + ReLU6"),
]


def specs() -> Iterator[Spec]:
    for ho, wo, c, f, k, s, why in CONV_NHWC:
        text, macs = conv_nhwc(ho, wo, c, f, k, s, why=why)
        yield Spec("vision", "conv2d-nhwc", f"conv2d-nhwc-{ho}x{wo}x{c}x{f}-k{k}s{s}", "generator",
                   {"N": 1, "Ho": ho, "Wo": wo, "C": c, "F": f, "K": k, "stride": s, "layout": "NHWC"}, text, macs,
                   {"from": why})
    for ho, wo, c, f, k, s, why in CONV_NCHW:
        text, macs = conv_nchw(ho, wo, c, f, k, s, why=why)
        yield Spec("vision", "conv2d-nchw", f"conv2d-nchw-{ho}x{wo}x{c}x{f}-k{k}s{s}", "generator",
                   {"N": 1, "Ho": ho, "Wo": wo, "C": c, "F": f, "K": k, "stride": s, "layout": "NCHW"}, text, macs,
                   {"from": why})
    for ho, wo, c, k, s, why in DEPTHWISE:
        name, n = _batched(f"dwconv-{ho}x{wo}x{c}-k{k}s{s}")
        text, macs = depthwise(ho, wo, c, k, s, why=why, n=n)
        yield Spec("vision", "depthwise-conv", name, "generator",
                   {"N": n, "Ho": ho, "Wo": wo, "C": c, "K": k, "stride": s}, text, macs, {"from": why})
    for ho, wo, c, k, s, why in DW_RELU6:
        name, n = _batched(f"dwconv-relu6-{ho}x{wo}x{c}-k{k}s{s}")
        text, macs = depthwise(ho, wo, c, k, s, relu6=True, why=why, n=n)
        yield Spec("vision", "depthwise-conv", name, "generator",
                   {"N": n, "Ho": ho, "Wo": wo, "C": c, "K": k, "stride": s, "epilogue": "bias+relu6"}, text, macs,
                   {"from": why})
    for h, c, f, why in POINTWISE:
        text, macs = conv_nhwc(h, h, c, f, 1, 1, why=why)
        yield Spec("vision", "pointwise-conv", f"pwconv-{h}x{h}x{c}x{f}", "generator",
                   {"N": 1, "Ho": h, "Wo": h, "C": c, "F": f, "K": 1, "stride": 1}, text, macs, {"from": why})
    for ho, wo, c, k, s, kind, why in POOL:
        name, n = _batched(f"{kind}pool-{ho}x{wo}x{c}-k{k}s{s}")
        text, macs = pool(ho, wo, c, k, s, kind, why=why, n=n)
        yield Spec("vision", "pooling", name, "generator",
                   {"N": n, "Ho": ho, "Wo": wo, "C": c, "K": k, "stride": s, "kind": kind}, text, macs, {"from": why})
    for h, c, why in GAP:
        name, n = _batched(f"gap-{h}x{h}x{c}")
        text, macs = global_avgpool(h, c, n)
        yield Spec("vision", "pooling", name, "generator",
                   {"N": n, "H": h, "W": h, "C": c, "kind": "global-avg"}, text, macs, {"from": why})
    for ho, wo, c, f, k, s, act, why in CONV_BIAS_ACT:
        text, macs = conv_nhwc(ho, wo, c, f, k, s, epilogue=act, why=why)
        yield Spec("vision", "conv-bias-act", f"conv-{act}-{ho}x{wo}x{c}x{f}-k{k}s{s}", "generator",
                   {"N": 1, "Ho": ho, "Wo": wo, "C": c, "F": f, "K": k, "stride": s, "epilogue": f"bias+{act}"},
                   text, macs, {"from": why})
