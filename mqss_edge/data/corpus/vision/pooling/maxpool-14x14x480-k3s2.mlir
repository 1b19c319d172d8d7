// max pool 3x3 stride 2 on NHWC 1x29x29x480 -> 1x14x14x480
// Inception 3x3 max pool stride 2
func.func @pool(%I: memref<1x29x29x480xf32>, %O: memref<1x14x14x480xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x29x29x480xf32> to tensor<1x29x29x480xf32>
  %e_1 = tensor.empty() : tensor<3x3xf32>
  %c_2 = arith.constant 0xFF800000 : f32
  %e_3 = tensor.empty() : tensor<1x14x14x480xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<1x14x14x480xf32>) -> tensor<1x14x14x480xf32>
  %pool_5 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i_t, %e_1 : tensor<1x29x29x480xf32>, tensor<3x3xf32>) outs(%f_4 : tensor<1x14x14x480xf32>) -> tensor<1x14x14x480xf32>
  bufferization.materialize_in_destination %pool_5 in restrict writable %O : (tensor<1x14x14x480xf32>, memref<1x14x14x480xf32>) -> ()
  return
}
