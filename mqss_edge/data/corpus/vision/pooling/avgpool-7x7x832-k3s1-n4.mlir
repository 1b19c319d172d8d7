// avg pool 3x3 stride 1 on NHWC 4x9x9x832 -> 4x7x7x832
// Inception 3x3 average pool
func.func @pool(%I: memref<4x9x9x832xf32>, %O: memref<4x7x7x832xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<4x9x9x832xf32> to tensor<4x9x9x832xf32>
  %e_1 = tensor.empty() : tensor<3x3xf32>
  %c_2 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<4x7x7x832xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<4x7x7x832xf32>) -> tensor<4x7x7x832xf32>
  %pool_5 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %e_1 : tensor<4x9x9x832xf32>, tensor<3x3xf32>) outs(%f_4 : tensor<4x7x7x832xf32>) -> tensor<4x7x7x832xf32>
  %c_6 = arith.constant 1.111111e-01 : f32
  %e_7 = tensor.empty() : tensor<4x7x7x832xf32>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pool_5 : tensor<4x7x7x832xf32>) outs(%e_7 : tensor<4x7x7x832xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.mulf %in0, %c_6 : f32
    linalg.yield %m : f32
  } -> tensor<4x7x7x832xf32>
  bufferization.materialize_in_destination %g_8 in restrict writable %O : (tensor<4x7x7x832xf32>, memref<4x7x7x832xf32>) -> ()
  return
}
