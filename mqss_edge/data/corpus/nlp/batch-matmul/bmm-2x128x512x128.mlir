// batch matmul 2 x (128x512 * 512x128)
// grouped GEMM
func.func @bmm(%A: memref<2x128x512xf32>, %B: memref<2x512x128xf32>, %C: memref<2x128x128xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<2x128x512xf32> to tensor<2x128x512xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<2x512x128xf32> to tensor<2x512x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<2x128x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<2x128x512xf32>, tensor<2x512x128xf32>) outs(%f_3 : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<2x128x128xf32>, memref<2x128x128xf32>) -> ()
  return
}
