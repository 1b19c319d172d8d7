// 3x3 convolution, NHWC input 1x34x34x32, HWCF filter 3x3x32x64, output 1x32x32x64.
module {
  func.func @conv(%I: memref<1x34x34x32xf32>, %F: memref<3x3x32x64xf32>, %O: memref<1x32x32x64xf32>) attributes {llvm.emit_c_interface} {
    %i = bufferization.to_tensor %I restrict : memref<1x34x34x32xf32> to tensor<1x34x34x32xf32>
    %f = bufferization.to_tensor %F restrict : memref<3x3x32x64xf32> to tensor<3x3x32x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<1x32x32x64xf32>
    %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x34x34x32xf32>, tensor<3x3x32x64xf32>) outs(%z : tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    bufferization.materialize_in_destination %r in restrict writable %O : (tensor<1x32x32x64xf32>, memref<1x32x32x64xf32>) -> ()
    return
  }
}
