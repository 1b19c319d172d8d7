// depthwise conv NHWC 2x30x30x128 * 3x3x128, stride 1 -> 2x28x28x128
// dw 3x3, 128 channels
func.func @dwconv(%I: memref<2x30x30x128xf32>, %W: memref<3x3x128xf32>, %O: memref<2x28x28x128xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<2x30x30x128xf32> to tensor<2x30x30x128xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3x3x128xf32> to tensor<3x3x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<2x28x28x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<2x28x28x128xf32>) -> tensor<2x28x28x128xf32>
  %dw_4 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<2x30x30x128xf32>, tensor<3x3x128xf32>) outs(%f_3 : tensor<2x28x28x128xf32>) -> tensor<2x28x28x128xf32>
  bufferization.materialize_in_destination %dw_4 in restrict writable %O : (tensor<2x28x28x128xf32>, memref<2x28x28x128xf32>) -> ()
  return
}
