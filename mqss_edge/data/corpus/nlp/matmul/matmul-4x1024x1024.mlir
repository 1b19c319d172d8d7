// matmul 4x1024 * 1024x1024 -> 4x1024
// batch-4 decoding
func.func @matmul(%X: memref<4x1024xf32>, %W: memref<1024x1024xf32>, %Y: memref<4x1024xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<4x1024xf32> to tensor<4x1024xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<1024x1024xf32> to tensor<1024x1024xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<4x1024xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<4x1024xf32>, tensor<1024x1024xf32>) outs(%f_3 : tensor<4x1024xf32>) -> tensor<4x1024xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<4x1024xf32>, memref<4x1024xf32>) -> ()
  return
}
