// matmul 4x768 * 768x2304 -> 4x2304
// BERT-base fused QKV, 4 tokens
func.func @matmul(%X: memref<4x768xf32>, %W: memref<768x2304xf32>, %Y: memref<4x2304xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<4x768xf32> to tensor<4x768xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<768x2304xf32> to tensor<768x2304xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<4x2304xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<4x2304xf32>) -> tensor<4x2304xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<4x768xf32>, tensor<768x2304xf32>) outs(%f_3 : tensor<4x2304xf32>) -> tensor<4x2304xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<4x2304xf32>, memref<4x2304xf32>) -> ()
  return
}
