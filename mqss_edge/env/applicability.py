"""Where the menu's strategy entries apply: the rules the safety mask asks beyond tile divisibility.

:func:`applies` is asked for every menu entry the mask would otherwise offer, with the facts of the ops the
entry would act on (a transform schedule: the op group in focus, or the module's ops of its rank; any
other pass: the whole module). An entry applies where it can do something useful and cannot be
expected to fail to apply; everything else about it (stage order, divisibility, vector size) is the
safety layer's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mqss_edge.actions import Action
    from mqss_edge.env.safety import ModuleFacts


#: The math ops ``test-math-polynomial-approximation`` rewrites in MLIR 22 (f32, and f16/bf16 through f32),
#: measured on one module holding each: ``powf``, ``sqrt`` and ``rsqrt`` stay (``rsqrt`` only goes with its
#: AVX2 option, on 8-wide vectors), and so does every f64 op.
APPROXIMATED_MATH = frozenset(f"math.{n}" for n in (
    "tanh", "erf", "erfc", "exp", "expm1", "log", "log1p", "log2", "sin", "cos", "atan", "atan2", "asin", "acos",
    "cbrt"))
#: Ops the fixed lowering decomposes into generics holding approximated math before any plan pass runs
#: (:data:`mqss_edge.compiler.transforms.DECOMPOSE_OPS`: ``linalg.softmax`` becomes max, sub, exp, sum, div).
MAKES_APPROXIMATED_MATH = frozenset({"linalg.softmax"})

#: The convolutions ``transform.structured.convert_conv2d_to_img2col`` rewrites, per ``im2col`` layout
#: (``depthwise_conv_2d_nhwc_hwc`` it rewrites into a batched matvec, not a GEMM; ``_nchw_chw`` not at all).
IM2COL_OPS = {"nchw": "conv_2d_nchw_fchw", "nhwc": "conv_2d_nhwc_hwcf"}


def applies(action: Action, facts: ModuleFacts) -> bool:
    """Whether ``action`` can do anything useful on the ops of ``facts``.

    * ``test-math-polynomial-approximation``: the module holds a math op it approximates (or an op that
      decomposes into one). On a module with none it is a no-op. The reader's op names carry no element
      type, so an f64-only module is offered it too (a no-op there, never a failure).
    * a schedule with ``im2col=L``: every op of its rank is the conv the rewrite handles for layout ``L``
      (the transform fails on any other, and fails the plan).
    """
    p = action.pass_
    if p is None:
        return True
    if p.name == "test-math-polynomial-approximation":
        return not facts.ops.isdisjoint(APPROXIMATED_MATH | MAKES_APPROXIMATED_MATH)
    if p.name == "transform" and (layout := p.param("im2col")) is not None:
        convs = [n for n in facts.nests if n.rank == action.rank]
        return bool(convs) and all(n.op == IM2COL_OPS.get(layout) for n in convs)
    return True
