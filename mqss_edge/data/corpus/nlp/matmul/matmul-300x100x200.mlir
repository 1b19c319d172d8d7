// matmul 300x100 * 100x200 -> 300x200
// 300x100x200 (no power of two)
func.func @matmul(%X: memref<300x100xf32>, %W: memref<100x200xf32>, %Y: memref<300x200xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<300x100xf32> to tensor<300x100xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<100x200xf32> to tensor<100x200xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<300x200xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<300x200xf32>) -> tensor<300x200xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<300x100xf32>, tensor<100x200xf32>) outs(%f_3 : tensor<300x200xf32>) -> tensor<300x200xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<300x200xf32>, memref<300x200xf32>) -> ()
  return
}
