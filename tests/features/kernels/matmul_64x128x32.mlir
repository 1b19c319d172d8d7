// C[64x128] = A[64x32] * B[32x128] on tensors behind the memref kernel ABI (M=64, N=128, K=32).
module {
  func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x128xf32>, %C: memref<64x128xf32>) attributes {llvm.emit_c_interface} {
    %a = bufferization.to_tensor %A restrict : memref<64x32xf32> to tensor<64x32xf32>
    %b = bufferization.to_tensor %B restrict : memref<32x128xf32> to tensor<32x128xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<64x128xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
    %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x128xf32>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
    bufferization.materialize_in_destination %r in restrict writable %C : (tensor<64x128xf32>, memref<64x128xf32>) -> ()
    return
  }
}
