// matmul 384x384 * 384x32 -> 384x32
// N = 32 (narrow output)
func.func @matmul(%X: memref<384x384xf32>, %W: memref<384x32xf32>, %Y: memref<384x32xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<384x384xf32> to tensor<384x384xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<384x32xf32> to tensor<384x32xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<384x32xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<384x32xf32>) -> tensor<384x32xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<384x384xf32>, tensor<384x32xf32>) outs(%f_3 : tensor<384x32xf32>) -> tensor<384x32xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<384x32xf32>, memref<384x32xf32>) -> ()
  return
}
