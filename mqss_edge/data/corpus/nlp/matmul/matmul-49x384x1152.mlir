// matmul 49x384 * 384x1152 -> 49x1152
// Swin window (M = 49) fused QKV
func.func @matmul(%X: memref<49x384xf32>, %W: memref<384x1152xf32>, %Y: memref<49x1152xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<49x384xf32> to tensor<49x384xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<384x1152xf32> to tensor<384x1152xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<49x1152xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<49x1152xf32>) -> tensor<49x1152xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<49x384xf32>, tensor<384x1152xf32>) outs(%f_3 : tensor<49x1152xf32>) -> tensor<49x1152xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<49x1152xf32>, memref<49x1152xf32>) -> ()
  return
}
