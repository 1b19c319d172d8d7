// matmul 2x3072 * 3072x768 -> 2x768
// BERT-base FFN2, 2 tokens
func.func @matmul(%X: memref<2x3072xf32>, %W: memref<3072x768xf32>, %Y: memref<2x768xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<2x3072xf32> to tensor<2x3072xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3072x768xf32> to tensor<3072x768xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<2x768xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<2x768xf32>) -> tensor<2x768xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<2x3072xf32>, tensor<3072x768xf32>) outs(%f_3 : tensor<2x768xf32>) -> tensor<2x768xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<2x768xf32>, memref<2x768xf32>) -> ()
  return
}
