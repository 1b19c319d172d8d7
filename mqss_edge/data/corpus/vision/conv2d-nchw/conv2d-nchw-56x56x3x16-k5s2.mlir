// conv2d NCHW 1x3x115x115 * 16x3x5x5, stride 2 -> 1x16x56x56
// 5x5 stem, NCHW
func.func @conv(%I: memref<1x3x115x115xf32>, %W: memref<16x3x5x5xf32>, %O: memref<1x16x56x56xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x3x115x115xf32> to tensor<1x3x115x115xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<16x3x5x5xf32> to tensor<16x3x5x5xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x16x56x56xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x16x56x56xf32>) -> tensor<1x16x56x56xf32>
  %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x3x115x115xf32>, tensor<16x3x5x5xf32>) outs(%f_3 : tensor<1x16x56x56xf32>) -> tensor<1x16x56x56xf32>
  bufferization.materialize_in_destination %conv_4 in restrict writable %O : (tensor<1x16x56x56xf32>, memref<1x16x56x56xf32>) -> ()
  return
}
