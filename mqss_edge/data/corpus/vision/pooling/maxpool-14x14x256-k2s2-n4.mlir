// max pool 2x2 stride 2 on NHWC 4x28x28x256 -> 4x14x14x256
// VGG-style 2x2 max pool
func.func @pool(%I: memref<4x28x28x256xf32>, %O: memref<4x14x14x256xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<4x28x28x256xf32> to tensor<4x28x28x256xf32>
  %e_1 = tensor.empty() : tensor<2x2xf32>
  %c_2 = arith.constant 0xFF800000 : f32
  %e_3 = tensor.empty() : tensor<4x14x14x256xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<4x14x14x256xf32>) -> tensor<4x14x14x256xf32>
  %pool_5 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i_t, %e_1 : tensor<4x28x28x256xf32>, tensor<2x2xf32>) outs(%f_4 : tensor<4x14x14x256xf32>) -> tensor<4x14x14x256xf32>
  bufferization.materialize_in_destination %pool_5 in restrict writable %O : (tensor<4x14x14x256xf32>, memref<4x14x14x256xf32>) -> ()
  return
}
