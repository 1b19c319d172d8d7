"""A C harness generated from a kernel's signature.

The binary takes one of three modes:

* ``BIN check OUT`` — fill every argument with deterministic pseudo-random data, call the kernel once,
  write every argument (inputs and outputs, in order, raw little-endian) to ``OUT``.
* ``BIN time WARMUP REPEAT`` — fill, run ``WARMUP`` untimed calls, then ``REPEAT`` calls each timed
  alone with ``CLOCK_MONOTONIC``; before every call the arguments are restored from a pristine copy
  (outside the timed region) so in-place kernels see the same data each time. Prints ``ns <N>`` lines.
* ``BIN once`` — fill and call once (for perf / cachegrind, which count the whole process; the fill
  is attributed to ``mqss_fill`` and excluded by function name).

Floats are uniform in [-1, 1); integers uniform in [0, int_max) so they are valid gather indices.
"""

from __future__ import annotations

from mqss_edge.compiler.abi import KernelSignature

HARNESS_VERSION = 1

_PRELUDE = r"""
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
__attribute__((noinline)) static void mqss_fill_i64(int64_t *p, int64_t n, uint64_t seed, int64_t hi) {
  mqss_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int64_t i = 0; i < n; ++i) p[i] = (int64_t)(mqss_next() % (uint64_t)hi);
}
static void *mqss_alloc(size_t bytes) {
  void *p = aligned_alloc(64, (bytes + 63) / 64 * 64);
  if (!p) { fprintf(stderr, "out of memory\n"); exit(70); }
  return p;
}
static int64_t mqss_now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000ll + t.tv_nsec;
}
"""


def _desc_struct(rank: int, ctype: str, idx: int) -> str:
    sizes = f" int64_t sizes[{rank}]; int64_t strides[{rank}];" if rank else ""
    return f"typedef struct {{ {ctype} *allocated; {ctype} *aligned; int64_t offset;{sizes} }} mqss_desc{idx};"


def generate(sig: KernelSignature, seed: int = 1) -> str:
    """C source of the harness for ``sig`` (deterministic for a given seed)."""
    lines = [_PRELUDE]
    for i, a in enumerate(sig.args):
        lines.append(_desc_struct(len(a.shape), a.ctype, i))
    params = ", ".join(f"mqss_desc{i} *" for i in range(len(sig.args)))
    lines.append(f"void _mlir_ciface_{sig.name}({params});")
    for i, a in enumerate(sig.args):
        lines.append(f"static mqss_desc{i} d{i}; static {a.ctype} *pristine{i};")
    lines.append("static void mqss_call(void) {")
    lines.append(f"  _mlir_ciface_{sig.name}(" + ", ".join(f"&d{i}" for i in range(len(sig.args))) + ");")
    lines.append("}")
    lines.append("static void mqss_restore(void) {")
    for i, a in enumerate(sig.args):
        lines.append(f"  memcpy(d{i}.aligned, pristine{i}, {a.nbytes}ull);")
    lines.append("}")
    lines.append("__attribute__((noinline)) static void mqss_fill(void) {")
    for i, a in enumerate(sig.args):
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
  mqss_fill();
  if (!strcmp(argv[1], "check") && argc == 3) {
    mqss_call();
    FILE *f = fopen(argv[2], "wb");
    if (!f) { perror("open"); return 74; }""")
    for i, a in enumerate(sig.args):
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
