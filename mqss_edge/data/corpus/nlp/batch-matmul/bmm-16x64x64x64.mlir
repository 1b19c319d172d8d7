// batch matmul 16 x (64x64 * 64x64)
// batched 64-cube
func.func @bmm(%A: memref<16x64x64xf32>, %B: memref<16x64x64xf32>, %C: memref<16x64x64xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<16x64x64xf32> to tensor<16x64x64xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<16x64x64xf32> to tensor<16x64x64xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<16x64x64xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<16x64x64xf32>, tensor<16x64x64xf32>) outs(%f_3 : tensor<16x64x64xf32>) -> tensor<16x64x64xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<16x64x64xf32>, memref<16x64x64xf32>) -> ()
  return
}
