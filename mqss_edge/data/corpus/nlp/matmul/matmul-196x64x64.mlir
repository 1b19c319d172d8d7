// matmul 196x64 * 64x64 -> 196x64
// 196 tokens, 64 wide
func.func @matmul(%X: memref<196x64xf32>, %W: memref<64x64xf32>, %Y: memref<196x64xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<196x64xf32> to tensor<196x64xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<64x64xf32> to tensor<64x64xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<196x64xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<196x64xf32>) -> tensor<196x64xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<196x64xf32>, tensor<64x64xf32>) outs(%f_3 : tensor<196x64xf32>) -> tensor<196x64xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<196x64xf32>, memref<196x64xf32>) -> ()
  return
}
