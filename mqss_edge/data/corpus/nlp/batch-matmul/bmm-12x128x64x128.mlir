// batch matmul 12 x (128x64 * 64x128)
// BERT-base Q K^T, 128 tokens
func.func @bmm(%A: memref<12x128x64xf32>, %B: memref<12x64x128xf32>, %C: memref<12x128x128xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<12x128x64xf32> to tensor<12x128x64xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<12x64x128xf32> to tensor<12x64x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<12x128x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%f_3 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<12x128x128xf32>, memref<12x128x128xf32>) -> ()
  return
}
