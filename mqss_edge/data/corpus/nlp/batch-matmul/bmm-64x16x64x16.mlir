// batch matmul 64 x (16x64 * 64x16)
// many small GEMMs (16x64x16)
func.func @bmm(%A: memref<64x16x64xf32>, %B: memref<64x64x16xf32>, %C: memref<64x16x16xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<64x16x64xf32> to tensor<64x16x64xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<64x64x16xf32> to tensor<64x64x16xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<64x16x16xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<64x16x64xf32>, tensor<64x64x16xf32>) outs(%f_3 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<64x16x16xf32>, memref<64x16x16xf32>) -> ()
  return
}
