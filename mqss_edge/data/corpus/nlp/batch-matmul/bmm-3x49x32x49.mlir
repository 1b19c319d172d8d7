// batch matmul 3 x (49x32 * 32x49)
// Swin-T window attention Q K^T (49 tokens)
func.func @bmm(%A: memref<3x49x32xf32>, %B: memref<3x32x49xf32>, %C: memref<3x49x49xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<3x49x32xf32> to tensor<3x49x32xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<3x32x49xf32> to tensor<3x32x49xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<3x49x49xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<3x49x49xf32>) -> tensor<3x49x49xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<3x49x32xf32>, tensor<3x32x49xf32>) outs(%f_3 : tensor<3x49x49xf32>) -> tensor<3x49x49xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<3x49x49xf32>, memref<3x49x49xf32>) -> ()
  return
}
