// depthwise conv NHWC 8x15x15x576 * 3x3x576, stride 2 -> 8x7x7x576
// MobileNetV2 block 14 dw (stride 2)
func.func @dwconv(%I: memref<8x15x15x576xf32>, %W: memref<3x3x576xf32>, %O: memref<8x7x7x576xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<8x15x15x576xf32> to tensor<8x15x15x576xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3x3x576xf32> to tensor<3x3x576xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<8x7x7x576xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<8x7x7x576xf32>) -> tensor<8x7x7x576xf32>
  %dw_4 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i_t, %w_t : tensor<8x15x15x576xf32>, tensor<3x3x576xf32>) outs(%f_3 : tensor<8x7x7x576xf32>) -> tensor<8x7x7x576xf32>
  bufferization.materialize_in_destination %dw_4 in restrict writable %O : (tensor<8x7x7x576xf32>, memref<8x7x7x576xf32>) -> ()
  return
}
