// matmul 32x512 * 512x32 -> 32x32
// 32x512x32
func.func @matmul(%X: memref<32x512xf32>, %W: memref<512x32xf32>, %Y: memref<32x32xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<32x512xf32> to tensor<32x512xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<512x32xf32> to tensor<512x32xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<32x32xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<32x512xf32>, tensor<512x32xf32>) outs(%f_3 : tensor<32x32xf32>) -> tensor<32x32xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<32x32xf32>, memref<32x32xf32>) -> ()
  return
}
