// batch matmul 24 x (49x49 * 49x32)
// Swin-T 8 windows x 3 heads P V
func.func @bmm(%A: memref<24x49x49xf32>, %B: memref<24x49x32xf32>, %C: memref<24x49x32xf32>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<24x49x49xf32> to tensor<24x49x49xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<24x49x32xf32> to tensor<24x49x32xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<24x49x32xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<24x49x32xf32>) -> tensor<24x49x32xf32>
  %bmm_4 = linalg.batch_matmul ins(%a_t, %b_t : tensor<24x49x49xf32>, tensor<24x49x32xf32>) outs(%f_3 : tensor<24x49x32xf32>) -> tensor<24x49x32xf32>
  bufferization.materialize_in_destination %bmm_4 in restrict writable %C : (tensor<24x49x32xf32>, memref<24x49x32xf32>) -> ()
  return
}
