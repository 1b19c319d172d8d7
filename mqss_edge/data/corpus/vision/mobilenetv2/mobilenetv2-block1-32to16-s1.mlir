// mobilenetv2 block1-32to16-s1: features[1]: inverted residual t=1
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @mobilenetv2_block1_32to16_s1(%arg0: memref<1x32x112x112xf32>, %arg1: memref<32x1x3x3xf32>, %arg2: memref<32xf32>, %arg3: memref<16x32x1x1xf32>, %arg4: memref<16xf32>, %arg5: memref<1x16x112x112xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x32x112x112xf32> to tensor<1x32x112x112xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<32x1x3x3xf32> to tensor<32x1x3x3xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<32xf32> to tensor<32xf32>
    %3 = bufferization.to_tensor %arg3 restrict : memref<16x32x1x1xf32> to tensor<16x32x1x1xf32>
    %4 = bufferization.to_tensor %arg4 restrict : memref<16xf32> to tensor<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %5 = tensor.empty() : tensor<1x32x114x114xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x32x114x114xf32>) -> tensor<1x32x114x114xf32>
    %7 = tensor.empty() : tensor<1x32x112x112xf32>
    %8 = linalg.copy ins(%0 : tensor<1x32x112x112xf32>) outs(%7 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32>
    %inserted_slice = tensor.insert_slice %8 into %6[0, 0, 1, 1] [1, 32, 112, 112] [1, 1, 1, 1] : tensor<1x32x112x112xf32> into tensor<1x32x114x114xf32>
    %9 = tensor.empty() : tensor<1x32x112x112xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<32xf32>) outs(%9 : tensor<1x32x112x112xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %10 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %collapsed : tensor<1x32x114x114xf32>, tensor<32x3x3xf32>) outs(%broadcasted : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_1 : tensor<1x32x112x112xf32>, tensor<f32>) outs(%9 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %15 = arith.cmpf ogt, %in, %in_3 : f32
      %16 = arith.select %15, %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<1x32x112x112xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %11 : tensor<f32>, tensor<1x32x112x112xf32>) outs(%9 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %15 = arith.cmpf olt, %in, %in_3 : f32
      %16 = arith.select %15, %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<1x32x112x112xf32>
    %13 = tensor.empty() : tensor<1x16x112x112xf32>
    %broadcasted_2 = linalg.broadcast ins(%4 : tensor<16xf32>) outs(%13 : tensor<1x16x112x112xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%12, %3 : tensor<1x32x112x112xf32>, tensor<16x32x1x1xf32>) outs(%broadcasted_2 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32>
    bufferization.materialize_in_destination %14 in restrict writable %arg5 : (tensor<1x16x112x112xf32>, memref<1x16x112x112xf32>) -> ()
    return
  }
}

