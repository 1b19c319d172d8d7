// matmul 16x384 * 384x1536 -> 16x1536
// ViT-S/16 MLP fc1, 16 tokens
func.func @matmul(%X: memref<16x384xf32>, %W: memref<384x1536xf32>, %Y: memref<16x1536xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<16x384xf32> to tensor<16x384xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<384x1536xf32> to tensor<384x1536xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<16x1536xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%f_3 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<16x1536xf32>, memref<16x1536xf32>) -> ()
  return
}
