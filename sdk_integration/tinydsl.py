"""A tiny tensor-expression DSL, standing in for a vendor's: ``Y = relu(X @ W + b)`` and friends.

It emits kernel-ABI MLIR (memref arguments, linalg on tensors), asks mqss-edge for a pipeline through
:class:`PipelineHook`, and runs ``mlir-opt-22`` with it, the way a real DSL compiler would.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Dense:
    """``Y[m, n] = act(X[m, k] @ W[k, n] + b[n])`` with act in {none, relu}."""

    m: int
    k: int
    n: int
    act: str = "relu"

    def to_mlir(self, name: str = "dense") -> str:
        m, k, n = self.m, self.k, self.n
        act = ""
        result = "%s"
        if self.act == "relu":
            act = "      %r = arith.maximumf %s, %z : f32\n"
            result = "%r"
        elif self.act != "none":
            raise ValueError(f"unknown activation {self.act!r}")
        return f"""// tinydsl: Y = {self.act}(X @ W + b), {m}x{k} @ {k}x{n}
#bias = affine_map<(i, j) -> (j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @{name}(%X: memref<{m}x{k}xf32>, %W: memref<{k}x{n}xf32>, %B: memref<{n}xf32>, %Y: memref<{m}x{n}xf32>) attributes {{llvm.emit_c_interface}} {{
  %x = bufferization.to_tensor %X restrict : memref<{m}x{k}xf32> to tensor<{m}x{k}xf32>
  %w = bufferization.to_tensor %W restrict : memref<{k}x{n}xf32> to tensor<{k}x{n}xf32>
  %b = bufferization.to_tensor %B restrict : memref<{n}xf32> to tensor<{n}xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%f : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %y = linalg.generic {{indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%mm, %b : tensor<{m}x{n}xf32>, tensor<{n}xf32>) outs(%e : tensor<{m}x{n}xf32>) {{
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
{act}      linalg.yield {result} : f32
  }} -> tensor<{m}x{n}xf32>
  bufferization.materialize_in_destination %y in restrict writable %Y : (tensor<{m}x{n}xf32>, memref<{m}x{n}xf32>) -> ()
  return
}}
"""
