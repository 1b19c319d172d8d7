// max pool 5x5 stride 1 on NHWC 1x32x32x96 -> 1x28x28x96
// 5x5 max pool stride 1 (SPP)
func.func @pool(%I: memref<1x32x32x96xf32>, %O: memref<1x28x28x96xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x32x32x96xf32> to tensor<1x32x32x96xf32>
  %e_1 = tensor.empty() : tensor<5x5xf32>
  %c_2 = arith.constant 0xFF800000 : f32
  %e_3 = tensor.empty() : tensor<1x28x28x96xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<1x28x28x96xf32>) -> tensor<1x28x28x96xf32>
  %pool_5 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %e_1 : tensor<1x32x32x96xf32>, tensor<5x5xf32>) outs(%f_4 : tensor<1x28x28x96xf32>) -> tensor<1x28x28x96xf32>
  bufferization.materialize_in_destination %pool_5 in restrict writable %O : (tensor<1x28x28x96xf32>, memref<1x28x28x96xf32>) -> ()
  return
}
