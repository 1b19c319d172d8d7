// conv2d NCHW 1x96x28x28 * 32x96x1x1, stride 1 -> 1x32x28x28
// 1x1 to 32 filters, NCHW
func.func @conv(%I: memref<1x96x28x28xf32>, %W: memref<32x96x1x1xf32>, %O: memref<1x32x28x28xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x96x28x28xf32> to tensor<1x96x28x28xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<32x96x1x1xf32> to tensor<32x96x1x1xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x32x28x28xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x96x28x28xf32>, tensor<32x96x1x1xf32>) outs(%f_3 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
  bufferization.materialize_in_destination %conv_4 in restrict writable %O : (tensor<1x32x28x28xf32>, memref<1x32x28x28xf32>) -> ()
  return
}
