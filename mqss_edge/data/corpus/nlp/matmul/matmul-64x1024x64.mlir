// matmul 64x1024 * 1024x64 -> 64x64
// 64x1024x64 (a long, thin reduction)
func.func @matmul(%X: memref<64x1024xf32>, %W: memref<1024x64xf32>, %Y: memref<64x64xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<64x1024xf32> to tensor<64x1024xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<1024x64xf32> to tensor<1024x64xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<64x64xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<64x1024xf32>, tensor<1024x64xf32>) outs(%f_3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<64x64xf32>, memref<64x64xf32>) -> ()
  return
}
