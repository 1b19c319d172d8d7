// matmul 144x576 * 576x144 -> 144x144
// MobileNetV2-sized GEMM
func.func @matmul(%X: memref<144x576xf32>, %W: memref<576x144xf32>, %Y: memref<144x144xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<144x576xf32> to tensor<144x576xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<576x144xf32> to tensor<576x144xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<144x144xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<144x144xf32>) -> tensor<144x144xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<144x576xf32>, tensor<576x144xf32>) outs(%f_3 : tensor<144x144xf32>) -> tensor<144x144xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<144x144xf32>, memref<144x144xf32>) -> ()
  return
}
