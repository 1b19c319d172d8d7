// matmul 1x2048 * 2048x1000 -> 1x1000
// GEMV: ResNet-50 classifier
func.func @matmul(%X: memref<1x2048xf32>, %W: memref<2048x1000xf32>, %Y: memref<1x1000xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<1x2048xf32> to tensor<1x2048xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<2048x1000xf32> to tensor<2048x1000xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x1000xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<1x2048xf32>, tensor<2048x1000xf32>) outs(%f_3 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<1x1000xf32>, memref<1x1000xf32>) -> ()
  return
}
