// conv2d NHWC 1x14x14x256 * 1x1x256x256, stride 1 -> 1x14x14x256
// 1x1, 256 -> 256
func.func @conv(%I: memref<1x14x14x256xf32>, %W: memref<1x1x256x256xf32>, %O: memref<1x14x14x256xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x14x14x256xf32> to tensor<1x14x14x256xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<1x1x256x256xf32> to tensor<1x1x256x256xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x14x14x256xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
  %conv_4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x14x14x256xf32>, tensor<1x1x256x256xf32>) outs(%f_3 : tensor<1x14x14x256xf32>) -> tensor<1x14x14x256xf32>
  bufferization.materialize_in_destination %conv_4 in restrict writable %O : (tensor<1x14x14x256xf32>, memref<1x14x14x256xf32>) -> ()
  return
}
