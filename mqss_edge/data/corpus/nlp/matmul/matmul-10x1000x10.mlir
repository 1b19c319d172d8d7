// matmul 10x1000 * 1000x10 -> 10x10
// tiny M and N, long K
func.func @matmul(%X: memref<10x1000xf32>, %W: memref<1000x10xf32>, %Y: memref<10x10xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<10x1000xf32> to tensor<10x1000xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<1000x10xf32> to tensor<1000x10xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<10x10xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<10x1000xf32>, tensor<1000x10xf32>) outs(%f_3 : tensor<10x10xf32>) -> tensor<10x10xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<10x10xf32>, memref<10x10xf32>) -> ()
  return
}
