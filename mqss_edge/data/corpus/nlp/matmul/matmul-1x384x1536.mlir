// matmul 1x384 * 384x1536 -> 1x1536
// GEMV: ViT-S MLP, one token
func.func @matmul(%X: memref<1x384xf32>, %W: memref<384x1536xf32>, %Y: memref<1x1536xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<1x384xf32> to tensor<1x384xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<384x1536xf32> to tensor<384x1536xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x1536xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x1536xf32>) -> tensor<1x1536xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<1x384xf32>, tensor<384x1536xf32>) outs(%f_3 : tensor<1x1536xf32>) -> tensor<1x1536xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<1x1536xf32>, memref<1x1536xf32>) -> ()
  return
}
