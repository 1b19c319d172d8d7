// conv2d NCHW 1x64x10x10 * 64x64x3x3, stride 1 -> 1x64x8x8
// CIFAR ResNet 3x3, NCHW
func.func @conv(%I: memref<1x64x10x10xf32>, %W: memref<64x64x3x3xf32>, %O: memref<1x64x8x8xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x64x10x10xf32> to tensor<1x64x10x10xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<64x64x3x3xf32> to tensor<64x64x3x3xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x64x8x8xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x64x10x10xf32>, tensor<64x64x3x3xf32>) outs(%f_3 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  bufferization.materialize_in_destination %conv_4 in restrict writable %O : (tensor<1x64x8x8xf32>, memref<1x64x8x8xf32>) -> ()
  return
}
