"""A C harness generated from a kernel's signature.

The call is built from the entry's signature (see ``abi``): descriptor pointers to
``_mlir_ciface_NAME`` under the kernel ABI, or every memref expanded to ``NAME`` for a tensor-level
entry, whose results come back in trailing out-parameters the harness allocates.

The binary takes one of three modes:

* ``BIN check OUT`` — fill every buffer with deterministic pseudo-random data, call the kernel once,
  write the checked buffers (``KernelSignature.checked``: every argument under the kernel ABI, the
  results of a tensor-level entry; in order, raw little-endian) to ``OUT``.
* ``BIN time WARMUP REPEAT`` — fill, run ``WARMUP`` untimed calls, then ``REPEAT`` calls each timed
  alone with ``CLOCK_MONOTONIC``; before every call the arguments are restored from a pristine copy
  (outside the timed region) so in-place kernels see the same data each time. Prints ``ns <N>`` lines.
* ``BIN once`` — fill and call once (for perf / cachegrind, which count the whole process; the fill
  is attributed to ``mqss_fill`` and excluded by function name).

Floats are uniform in [-1, 1); integers uniform in [0, int_max) so they are valid gather indices
(``i1`` in [0, 2)).

The harness also defines ``memrefCopy``, the runtime function MLIR's memref lowering calls for copies
between non-contiguous buffers (``tensor.pad``, ``insert_slice`` into a strided view), with the
signature and semantics of the one in MLIR's C runner utils: kernels link without that library, for
every target (static aarch64 builds for boards and phones included).
"""

from __future__ import annotations

from typing import Any

from mqss_edge.compiler.abi import KernelSignature

# 3: the heap keeps freed memory (see ``mqss_keep_heap``): a module's temporaries are reused across calls.
HARNESS_VERSION = 3

_PRELUDE = r"""
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* Freed memory stays in the heap: a whole model's temporaries (a 256x256 transposed weight, activations) are
   reused from one call to the next, as a runtime's caching allocator does (IREE's HAL allocator pools them).
   With glibc's defaults every call of a module with temporaries over 128 KB mmaps and unmaps them and pays
   the page faults: 45 % of a 4-layer MLP's time, 0.125 -> 0.057 ms. */
static void mqss_keep_heap(void) {
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

static uint64_t mqss_state;
static uint64_t mqss_next(void) {
  uint64_t x = mqss_state;
  x ^= x << 13; x ^= x >> 7; x ^= x << 17;
  return mqss_state = x;
}
__attribute__((noinline)) static void mqss_fill_f32(float *p, int64_t n, uint64_t seed) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (float)((mqss_next() >> 40) * (2.0 / 16777216.0) - 1.0);
}
__attribute__((noinline)) static void mqss_fill_f64(double *p, int64_t n, uint64_t seed) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (double)((mqss_next() >> 11) * (2.0 / 9007199254740992.0) - 1.0);
}
__attribute__((noinline)) static void mqss_fill_i32(int32_t *p, int64_t n, uint64_t seed, int64_t hi) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (int32_t)(mqss_next() % (uint64_t)hi);
}
__attribute__((noinline)) static void mqss_fill_i16(int16_t *p, int64_t n, uint64_t seed, int64_t hi) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (int16_t)(mqss_next() % (uint64_t)hi);
}
__attribute__((noinline)) static void mqss_fill_i8(int8_t *p, int64_t n, uint64_t seed, int64_t hi) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (int8_t)(mqss_next() % (uint64_t)hi);
}
__attribute__((noinline)) static void mqss_fill_i1(uint8_t *p, int64_t n, uint64_t seed, int64_t hi) {
  (void)hi;
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (uint8_t)(mqss_next() >> 63);
}
__attribute__((noinline)) static void mqss_fill_i64(int64_t *p, int64_t n, uint64_t seed, int64_t hi) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (int64_t)(mqss_next() % (uint64_t)hi);
}
static void *mqss_alloc(size_t bytes) {
  void *p = aligned_alloc(64, bytes ? (bytes + 63) / 64 * 64 : 64);
  if (!p) { fprintf(stderr, "out of memory\n"); exit(70); }
  return p;
}
/* MLIR's copy between strided memrefs (CRunnerUtils' memrefCopy): descriptors are
   {allocated, aligned, offset, sizes[rank], strides[rank]}; strides count elements. */
typedef struct { int64_t rank; void *descriptor; } mqss_unranked;
void memrefCopy(int64_t elem, mqss_unranked *src, mqss_unranked *dst) {
  int64_t rank = src->rank;
  char *s = ((char **)src->descriptor)[1], *d = ((char **)dst->descriptor)[1];
  const int64_t *sm = (const int64_t *)((char **)src->descriptor + 2);
  const int64_t *dm = (const int64_t *)((char **)dst->descriptor + 2);
  s += sm[0] * elem; d += dm[0] * elem;
  if (rank == 0) { memcpy(d, s, (size_t)elem); return; }
  const int64_t *size = sm + 1, *ss = sm + 1 + rank, *ds = dm + 1 + rank;
  for (int64_t k = 0; k < rank; ++k) if (size[k] == 0) return;
  /* Innermost dimension contiguous on both sides: copy it as one run. */
  int64_t inner = (ss[rank - 1] == 1 && ds[rank - 1] == 1) ? size[rank - 1] : 1;
  int64_t outer_rank = inner > 1 ? rank - 1 : rank;
  int64_t idx[outer_rank > 0 ? outer_rank : 1];
  memset(idx, 0, sizeof idx);
  int64_t so = 0, dof = 0;
  for (;;) {
    memcpy(d + dof * elem, s + so * elem, (size_t)(inner * elem));
    int64_t k = outer_rank - 1;
    for (; k >= 0; --k) {
      ++idx[k]; so += ss[k]; dof += ds[k];
      if (idx[k] < size[k]) break;
      so -= ss[k] * size[k]; dof -= ds[k] * size[k]; idx[k] = 0;
    }
    if (k < 0) return;
  }
}
static int64_t mqss_now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000ll + t.tv_nsec;
}
"""


def _desc_struct(rank: int, ctype: str, idx: int) -> str:
    sizes = f" int64_t sizes[{rank}]; int64_t strides[{rank}];" if rank else ""
    return f"typedef struct {{ {ctype} *allocated; {ctype} *aligned; int64_t offset;{sizes} }} mqss_desc{idx};"


def _expanded(i: int, rank: int) -> str:
    """Descriptor ``d{i}`` as MLIR's default calling convention passes it: every field a parameter."""
    fields = [f"d{i}.allocated", f"d{i}.aligned", f"d{i}.offset"]
    fields += [f"d{i}.sizes[{k}]" for k in range(rank)] + [f"d{i}.strides[{k}]" for k in range(rank)]
    return ", ".join(fields)


def _expanded_params(a_ctype: str, rank: int) -> str:
    return ", ".join([f"{a_ctype} *", f"{a_ctype} *", "int64_t"] + ["int64_t"] * (2 * rank))


def generate(sig: KernelSignature, seed: int = 1) -> str:
    """C source of the harness for ``sig`` (deterministic for a given seed)."""
    bufs = sig.buffers
    lines = [_PRELUDE]
    for i, a in enumerate(bufs):
        lines.append(_desc_struct(len(a.shape), a.ctype, i))
    # An asm label names the symbol exactly, whatever characters MLIR allowed in it.
    if sig.c_interface:
        params = ", ".join(f"mqss_desc{i} *" for i in range(len(bufs))) or "void"
        call = ", ".join(f"&d{i}" for i in range(len(bufs)))
    else:
        params = ", ".join(_expanded_params(a.ctype, len(a.shape)) for a in bufs) or "void"
        call = ", ".join(_expanded(i, len(a.shape)) for i, a in enumerate(bufs))
    lines.append(f'void mqss_kernel({params}) __asm__("{sig.symbol}");')
    for i, a in enumerate(bufs):
        lines.append(f"static mqss_desc{i} d{i}; static {a.ctype} *pristine{i};")
    lines.append("static void mqss_call(void) {")
    lines.append(f"  mqss_kernel({call});")
    lines.append("}")
    lines.append("static void mqss_restore(void) {")
    for i, a in enumerate(bufs):
        lines.append(f"  memcpy(d{i}.aligned, pristine{i}, {a.nbytes}ull);")
    lines.append("}")
    lines.append("__attribute__((noinline)) static void mqss_fill(void) {")
    for i, a in enumerate(bufs):
        lines.append(f"  d{i}.allocated = d{i}.aligned = ({a.ctype} *)mqss_alloc({a.nbytes}ull); d{i}.offset = 0;")
        stride = 1
        for d in reversed(range(len(a.shape))):
            lines.append(f"  d{i}.sizes[{d}] = {a.shape[d]}; d{i}.strides[{d}] = {stride};")
            stride *= a.shape[d]
        s = seed * 1000 + i + 1
        if a.dtype in ("f32", "f64"):
            lines.append(f"  mqss_fill_{a.dtype}(d{i}.aligned, {a.numel}, {s}ull);")
        else:
            lines.append(f"  mqss_fill_{a.dtype}(d{i}.aligned, {a.numel}, {s}ull, {sig.int_max});")
        lines.append(f"  pristine{i} = ({a.ctype} *)mqss_alloc({a.nbytes}ull);")
        lines.append(f"  memcpy(pristine{i}, d{i}.aligned, {a.nbytes}ull);")
    lines.append("}")
    lines.append(r"""
int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s check OUT | time WARMUP REPEAT | once\n", argv[0]); return 64; }
  mqss_keep_heap();
  mqss_fill();
  if (!strcmp(argv[1], "check") && argc == 3) {
    mqss_call();
    FILE *f = fopen(argv[2], "wb");
    if (!f) { perror("open"); return 74; }""")
    for i in sig.checked:
        a = bufs[i]
        lines.append(f"    if (fwrite(d{i}.aligned, 1, {a.nbytes}ull, f) != {a.nbytes}ull) {{ perror(\"write\"); return 74; }}")
    lines.append(r"""    return fclose(f) ? 74 : 0;
  }
  if (!strcmp(argv[1], "time") && argc == 4) {
    long warm = atol(argv[2]), rep = atol(argv[3]);
    for (long i = 0; i < warm; ++i) { mqss_restore(); mqss_call(); }
    for (long i = 0; i < rep; ++i) {
      mqss_restore();
      int64_t t0 = mqss_now();
      mqss_call();
      int64_t t1 = mqss_now();
      printf("ns %lld\n", (long long)(t1 - t0));
    }
    return 0;
  }
  if (!strcmp(argv[1], "once")) { mqss_call(); return 0; }
  fprintf(stderr, "bad mode\n");
  return 64;
}
""")
    return "\n".join(x for x in lines if x != "")


_MASK = (1 << 64) - 1
_NUMPY = {"f32": "float32", "f64": "float64", "i1": "uint8", "i8": "int8", "i16": "int16", "i32": "int32",
          "i64": "int64"}


def fill_values(sig: KernelSignature, seed: int = 1) -> list[Any]:
    """The values the harness puts in every buffer of ``sig.buffers`` before the call, as numpy arrays
    (the C fill, replayed): feed them to another implementation to compare with a ``check`` dump."""
    import numpy as np

    out = []
    for i, a in enumerate(sig.buffers):
        state = ((seed * 1000 + i + 1) * 0x9E3779B97F4A7C15 + 1) & _MASK
        draws = []
        for _ in range(a.numel):
            state ^= (state << 13) & _MASK
            state ^= state >> 7
            state ^= (state << 17) & _MASK
            draws.append(state)
        if a.dtype == "f32":
            values = [(x >> 40) * (2.0 / 16777216.0) - 1.0 for x in draws]
        elif a.dtype == "f64":
            values = [(x >> 11) * (2.0 / 9007199254740992.0) - 1.0 for x in draws]
        elif a.dtype == "i1":
            values = [x >> 63 for x in draws]
        else:
            values = [x % sig.int_max for x in draws]
        out.append(np.array(values, dtype=_NUMPY[a.dtype]).reshape(a.shape))
    return out
