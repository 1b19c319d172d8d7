"""The compiler driver: toolchain, entry-point ABI, harness, compile stages, numeric check."""

from mqss_edge.compiler.abi import Arg, KernelSignature, functions, object_symbols, op_names, signature
from mqss_edge.compiler.check import CheckResult, compare, read_dump
from mqss_edge.compiler.driver import CompileResult, Limits, Status, Target, compile_module, select_entry
from mqss_edge.compiler.harness import fill_values
from mqss_edge.compiler.toolchain import MLIR_MAJOR, Toolchain, discover_tools, toolchain

__all__ = ["MLIR_MAJOR", "Arg", "CheckResult", "CompileResult", "KernelSignature", "Limits", "Status", "Target",
           "Toolchain", "compare", "compile_module", "discover_tools", "fill_values", "functions", "object_symbols",
           "op_names",
           "read_dump", "select_entry", "signature", "toolchain"]
