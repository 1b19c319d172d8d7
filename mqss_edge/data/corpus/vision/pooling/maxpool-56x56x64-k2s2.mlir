// max pool 2x2 stride 2 on NHWC 1x112x112x64 -> 1x56x56x64
// 2x2 max pool
func.func @pool(%I: memref<1x112x112x64xf32>, %O: memref<1x56x56x64xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x112x112x64xf32> to tensor<1x112x112x64xf32>
  %e_1 = tensor.empty() : tensor<2x2xf32>
  %c_2 = arith.constant 0xFF800000 : f32
  %e_3 = tensor.empty() : tensor<1x56x56x64xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %pool_5 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i_t, %e_1 : tensor<1x112x112x64xf32>, tensor<2x2xf32>) outs(%f_4 : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  bufferization.materialize_in_destination %pool_5 in restrict writable %O : (tensor<1x56x56x64xf32>, memref<1x56x56x64xf32>) -> ()
  return
}
