// matmul 200x220 * 220x240 -> 200x240
// PolyBench MEDIUM gemm shape, f32
func.func @matmul(%X: memref<200x220xf32>, %W: memref<220x240xf32>, %Y: memref<200x240xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<200x220xf32> to tensor<200x220xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<220x240xf32> to tensor<220x240xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<200x240xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<200x240xf32>) -> tensor<200x240xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<200x220xf32>, tensor<220x240xf32>) outs(%f_3 : tensor<200x240xf32>) -> tensor<200x240xf32>
  bufferization.materialize_in_destination %mm_4 in restrict writable %Y : (tensor<200x240xf32>, memref<200x240xf32>) -> ()
  return
}
