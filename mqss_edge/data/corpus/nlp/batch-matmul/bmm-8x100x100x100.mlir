// batch matmul 8 x (100x100 * 100x100)
// batched 100-cube
func.func @bmm(%A: memref<8x100x100xf32>, %B: memref<8x100x100xf32>, %C: memref<8x100x100xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<8x100x100xf32> to tensor<8x100x100xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<8x100x100xf32> to tensor<8x100x100xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<8x100x100xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<8x100x100xf32>) -> tensor<8x100x100xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<8x100x100xf32>, tensor<8x100x100xf32>) outs(%f_3 : tensor<8x100x100xf32>) -> tensor<8x100x100xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<8x100x100xf32>, memref<8x100x100xf32>) -> ()
  return
}
