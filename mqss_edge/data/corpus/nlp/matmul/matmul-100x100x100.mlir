// matmul 100x100 * 100x100 -> 100x100
// 100-cube (no power of two)
func.func @matmul(%X: memref<100x100xf32>, %W: memref<100x100xf32>, %Y: memref<100x100xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<100x100xf32> to tensor<100x100xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<100x100xf32> to tensor<100x100xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<100x100xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<100x100xf32>) -> tensor<100x100xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<100x100xf32>, tensor<100x100xf32>) outs(%f_3 : tensor<100x100xf32>) -> tensor<100x100xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<100x100xf32>, memref<100x100xf32>) -> ()
  return
}
