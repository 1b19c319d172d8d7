"""The C part of the IR reader (metadata and everything else: pyproject.toml).

The extension is optional: without a C compiler the reader runs its pure-Python path (same results,
slower); `mqss-edge doctor` and the features benchmark say which one is in use.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("mqss_edge.features._native", ["mqss_edge/features/_native.c"],
                             extra_compile_args=["-O2", "-Wall", "-Wextra", "-Wno-unused-parameter"],
                             libraries=["m"], optional=True)])
