// global average pool NHWC 16x7x7x1280 -> 16x1280
func.func @gap(%I: memref<16x7x7x1280xf32>, %O: memref<16x1280xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<16x7x7x1280xf32> to tensor<16x7x7x1280xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<16x1280xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<16x1280xf32>) -> tensor<16x1280xf32>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%i_t : tensor<16x7x7x1280xf32>) outs(%f_3 : tensor<16x1280xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %s = arith.addf %in0, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16x1280xf32>
  %c_5 = arith.constant 2.040816e-02 : f32
  %e_6 = tensor.empty() : tensor<16x1280xf32>
  %g_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g_4 : tensor<16x1280xf32>) outs(%e_6 : tensor<16x1280xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.mulf %in0, %c_5 : f32
    linalg.yield %m : f32
  } -> tensor<16x1280xf32>
  bufferization.materialize_in_destination %g_7 in restrict writable %O : (tensor<16x1280xf32>, memref<16x1280xf32>) -> ()
  return
}
