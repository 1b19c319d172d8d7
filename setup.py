"""The C parts: the IR reader's hot loops and the policy network for one decision at a time (metadata and
everything else: pyproject.toml).

Both extensions are optional: without a C compiler the reader runs its pure-Python path (same results,
slower) and the selector runs the policy on ONNX Runtime; `mqss-edge doctor` and the benchmarks say which is
in use.
"""

from setuptools import Extension, setup

# -O3 for the reader too: 0.7% fewer instructions a selection than -O2 (callgrind, bench_selection_instructions)
setup(ext_modules=[Extension("mqss_edge.features._native", ["mqss_edge/features/_native.c"],
                             extra_compile_args=["-O3", "-Wall", "-Wextra", "-Wno-unused-parameter"],
                             libraries=["m"], optional=True),
                   # -O3 vectorizes the matrix loops (clones for x86-64-v4, v3 and the baseline); FMA contraction
                   # leaves the int8 layers' integer sums exact and moves the float ones by rounding only
                   Extension("mqss_edge.quantize._infer", ["quantize/_infer.c"],
                             extra_compile_args=["-O3", "-ffp-contract=fast", "-Wall", "-Wextra",
                                                 "-Wno-unused-parameter"],
                             libraries=["m"], optional=True)])
