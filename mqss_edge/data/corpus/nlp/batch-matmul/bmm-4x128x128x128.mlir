// batch matmul 4 x (128x128 * 128x128)
// batched 128-cube
func.func @bmm(%A: memref<4x128x128xf32>, %B: memref<4x128x128xf32>, %C: memref<4x128x128xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<4x128x128xf32> to tensor<4x128x128xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<4x128x128xf32> to tensor<4x128x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<4x128x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<4x128x128xf32>, tensor<4x128x128xf32>) outs(%f_3 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<4x128x128xf32>, memref<4x128x128xf32>) -> ()
  return
}
