// matmul 56x512 * 512x128 -> 56x128
// M = 56
func.func @matmul(%X: memref<56x512xf32>, %W: memref<512x128xf32>, %Y: memref<56x128xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<56x512xf32> to tensor<56x512xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<512x128xf32> to tensor<512x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<56x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<56x128xf32>) -> tensor<56x128xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<56x512xf32>, tensor<512x128xf32>) outs(%f_3 : tensor<56x128xf32>) -> tensor<56x128xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<56x128xf32>, memref<56x128xf32>) -> ()
  return
}
