"""EdgeLang: a small vendor DSL compiler that asks mqss-edge for each kernel's pipeline.

``parse`` reads a ``.edge`` source (line:column errors), ``emit`` turns each kernel into a tensor-level MLIR
module, ``build`` lowers them with mlir-opt-22, mlir-translate-22 and clang-22 (baseline arm or the selector
arm, by rollout), and ``metrics`` records every compile in SQLite.
"""
