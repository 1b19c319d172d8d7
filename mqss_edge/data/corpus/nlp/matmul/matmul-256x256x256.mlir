// matmul 256x256 * 256x256 -> 256x256
// the 256-cube example
func.func @matmul(%X: memref<256x256xf32>, %W: memref<256x256xf32>, %Y: memref<256x256xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<256x256xf32> to tensor<256x256xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<256x256xf32> to tensor<256x256xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<256x256xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<256x256xf32>, tensor<256x256xf32>) outs(%f_3 : tensor<256x256xf32>) -> tensor<256x256xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<256x256xf32>, memref<256x256xf32>) -> ()
  return
}
