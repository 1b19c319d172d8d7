// matmul 128x256 * 256x64 -> 128x64
// 128x256x64
func.func @matmul(%X: memref<128x256xf32>, %W: memref<256x64xf32>, %Y: memref<128x64xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<128x256xf32> to tensor<128x256xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<256x64xf32> to tensor<256x64xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<128x64xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<128x256xf32>, tensor<256x64xf32>) outs(%f_3 : tensor<128x64xf32>) -> tensor<128x64xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<128x64xf32>, memref<128x64xf32>) -> ()
  return
}
