"""The compiler driver: toolchain, kernel ABI, harness, compile stages, numeric check."""

from mqss_edge.compiler.abi import Arg, KernelSignature, signature
from mqss_edge.compiler.check import CheckResult, compare
from mqss_edge.compiler.driver import CompileResult, Limits, Status, Target, compile_module
from mqss_edge.compiler.toolchain import MLIR_MAJOR, Toolchain, discover_tools, toolchain

__all__ = ["MLIR_MAJOR", "Arg", "CheckResult", "CompileResult", "KernelSignature", "Limits", "Status", "Target",
           "Toolchain", "compare", "compile_module", "discover_tools", "signature", "toolchain"]
