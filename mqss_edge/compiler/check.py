"""Numeric comparison of a candidate's outputs with the reference build's."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from mqss_edge.compiler.abi import KernelSignature

_NP = {"f32": np.float32, "f64": np.float64, "i1": np.uint8, "i8": np.int8, "i16": np.int16, "i32": np.int32,
       "i64": np.int64}
# Tolerances accept float reassociation (vectorized reductions, FMA contraction) and reject real errors:
# the LLVM 22 affine-loop-fusion softmax miscompile is off by 0.83 on values in [0, 1].
RTOL = {"f32": 1e-3, "f64": 1e-9}
ATOL = {"f32": 1e-3, "f64": 1e-9}


@dataclass(frozen=True)
class CheckResult:
    """Whether every checked buffer matched, and by how much the worst one did not.

    Attributes:
        ok: all checked buffers within tolerance (NaNs where the reference has NaNs).
        max_abs_error: largest absolute difference over all of them.
        worst_arg: index in ``KernelSignature.buffers`` of the one with the largest normalized error
            (-1 when ok): an argument under the kernel ABI, ``len(args) + k`` for result ``k``.
        message: a human-readable summary.
    """

    ok: bool
    max_abs_error: float
    worst_arg: int
    message: str


def compare(sig: KernelSignature, reference: bytes, candidate: bytes) -> CheckResult:
    """Compare two ``check``-mode dumps buffer by buffer (``sig.checked``: every argument under the
    kernel ABI, every result of a tensor-level entry).

    A float element passes when ``|c - r| <= ATOL * max(1, max|r_arg|) + RTOL * |r|``: the absolute
    term scales with the argument's magnitude so long reductions may reassociate. Integers must be equal.
    """
    if len(reference) != len(candidate):
        return CheckResult(False, float("inf"), -1, f"dump sizes differ: {len(reference)} vs {len(candidate)}")
    off = 0
    worst, worst_arg, max_abs = 0.0, -1, 0.0
    bufs = sig.buffers
    if len(reference) != sum(bufs[i].nbytes for i in sig.checked):
        return CheckResult(False, float("inf"), -1, f"dump holds {len(reference)} bytes, the signature "
                           f"{sum(bufs[i].nbytes for i in sig.checked)}")
    for i in sig.checked:
        a = bufs[i]
        r = np.frombuffer(reference, _NP[a.dtype], a.numel, off)
        c = np.frombuffer(candidate, _NP[a.dtype], a.numel, off)
        off += a.nbytes
        if a.dtype in RTOL:
            r64, c64 = r.astype(np.float64), c.astype(np.float64)
            rn, cn = np.isnan(r64), np.isnan(c64)
            if not np.array_equal(rn, cn):
                return CheckResult(False, float("nan"), i, f"{_label(sig, i)}: NaN pattern differs")
            inf = np.isinf(r64) | np.isinf(c64)
            if not np.array_equal(r64[inf], c64[inf]):
                return CheckResult(False, float("inf"), i, f"{_label(sig, i)}: infinities differ")
            finite = ~(rn | inf)
            diff = np.abs(c64[finite] - r64[finite])
            scale = max(1.0, float(np.max(np.abs(r64[finite]), initial=0.0)))
            bound = ATOL[a.dtype] * scale + RTOL[a.dtype] * np.abs(r64[finite])
            d = float(diff.max(initial=0.0))
            ratio = float((diff / bound).max(initial=0.0))
        else:
            d = float(np.abs(c.astype(np.int64) - r.astype(np.int64)).max(initial=0))
            ratio = d * 1e9
        max_abs = max(max_abs, d)
        if ratio > worst:
            worst, worst_arg = ratio, i
    if worst > 1.0:
        return CheckResult(False, max_abs, worst_arg, f"{_label(sig, worst_arg)} differs from the reference "
                           f"(max abs error {max_abs:.3g})")
    return CheckResult(True, max_abs, -1, f"matches the reference (max abs error {max_abs:.3g})")


def _label(sig: KernelSignature, i: int) -> str:
    return f"arg {i}" if i < len(sig.args) else f"result {i - len(sig.args)}"


def read_dump(sig: KernelSignature, dump: bytes) -> list[np.ndarray]:
    """The buffers of a ``check``-mode dump (``sig.checked``, in order) as shaped numpy arrays."""
    out, off = [], 0
    for i in sig.checked:
        a = sig.buffers[i]
        out.append(np.frombuffer(dump, _NP[a.dtype], a.numel, off).reshape(a.shape))
        off += a.nbytes
    return out
