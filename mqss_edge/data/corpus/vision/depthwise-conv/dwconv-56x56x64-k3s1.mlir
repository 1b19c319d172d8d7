// depthwise conv NHWC 1x58x58x64 * 3x3x64, stride 1 -> 1x56x56x64
// dw 3x3, 64 channels
func.func @dwconv(%I: memref<1x58x58x64xf32>, %W: memref<3x3x64xf32>, %O: memref<1x56x56x64xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x58x58x64xf32> to tensor<1x58x58x64xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3x3x64xf32> to tensor<3x3x64xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x56x56x64xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %dw_4 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x58x58x64xf32>, tensor<3x3x64xf32>) outs(%f_3 : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  bufferization.materialize_in_destination %dw_4 in restrict writable %O : (tensor<1x56x56x64xf32>, memref<1x56x56x64xf32>) -> ()
  return
}
