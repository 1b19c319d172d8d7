// batch matmul 6 x (197x64 * 64x197)
// ViT-S/16 Q K^T
func.func @bmm(%A: memref<6x197x64xf32>, %B: memref<6x64x197xf32>, %C: memref<6x197x197xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<6x197x64xf32> to tensor<6x197x64xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<6x64x197xf32> to tensor<6x64x197xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<6x197x197xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<6x197x197xf32>) -> tensor<6x197x197xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<6x197x64xf32>, tensor<6x64x197xf32>) outs(%f_3 : tensor<6x197x197xf32>) -> tensor<6x197x197xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<6x197x197xf32>, memref<6x197x197xf32>) -> ()
  return
}
