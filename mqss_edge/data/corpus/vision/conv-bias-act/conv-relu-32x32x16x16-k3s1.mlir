// conv2d NHWC 1x34x34x16 * 3x3x16x16, stride 1 -> 1x32x32x16, + bias + relu
// CIFAR ResNet 3x3 + ReLU
func.func @conv(%I: memref<1x34x34x16xf32>, %W: memref<3x3x16x16xf32>, %B: memref<16xf32>, %O: memref<1x32x32x16xf32>) attributes {llvm.emit_c_interface} {
  %i_t = bufferization.to_tensor %I restrict : memref<1x34x34x16xf32> to tensor<1x34x34x16xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<3x3x16x16xf32> to tensor<3x3x16x16xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1x32x32x16xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
  %conv_4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i_t, %w_t : tensor<1x34x34x16xf32>, tensor<3x3x16x16xf32>) outs(%f_3 : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
  %b_t = bufferization.to_tensor %B restrict : memref<16xf32> to tensor<16xf32>
  %c_5 = arith.constant 0.000000e+00 : f32
  %e_6 = tensor.empty() : tensor<1x32x32x16xf32>
  %g_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %b_t : tensor<1x32x32x16xf32>, tensor<16xf32>) outs(%e_6 : tensor<1x32x32x16xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %a = arith.addf %in0, %in1 : f32
    %y = arith.maximumf %a, %c_5 : f32
    linalg.yield %y : f32
  } -> tensor<1x32x32x16xf32>
  bufferization.materialize_in_destination %g_7 in restrict writable %O : (tensor<1x32x32x16xf32>, memref<1x32x32x16xf32>) -> ()
  return
}
