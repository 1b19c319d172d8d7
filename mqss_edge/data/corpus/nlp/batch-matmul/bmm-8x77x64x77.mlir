// batch matmul 8 x (77x64 * 64x77)
// CLIP text Q K^T
func.func @bmm(%A: memref<8x77x64xf32>, %B: memref<8x64x77xf32>, %C: memref<8x77x77xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<8x77x64xf32> to tensor<8x77x64xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<8x64x77xf32> to tensor<8x64x77xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<8x77x77xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<8x77x77xf32>) -> tensor<8x77x77xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<8x77x64xf32>, tensor<8x64x77xf32>) outs(%f_3 : tensor<8x77x77xf32>) -> tensor<8x77x77xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<8x77x77xf32>, memref<8x77x77xf32>) -> ()
  return
}
