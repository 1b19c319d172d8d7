// depthwise conv NHWC 4x16x16x200 * 3x3x200, stride 1 -> 4x14x14x200
// dw 3x3, 200 channels (MobileNetV3)
func.func @dwconv(%I: memref<4x16x16x200xf32>, %W: memref<3x3x200xf32>, %O: memref<4x14x14x200xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<4x16x16x200xf32> to tensor<4x16x16x200xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3x3x200xf32> to tensor<3x3x200xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<4x14x14x200xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<4x14x14x200xf32>) -> tensor<4x14x14x200xf32>
  %dw_4 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<4x16x16x200xf32>, tensor<3x3x200xf32>) outs(%f_3 : tensor<4x14x14x200xf32>) -> tensor<4x14x14x200xf32>
  bufferization.materialize_in_destination %dw_4 in restrict writable %O : (tensor<4x14x14x200xf32>, memref<4x14x14x200xf32>) -> ()
  return
}
