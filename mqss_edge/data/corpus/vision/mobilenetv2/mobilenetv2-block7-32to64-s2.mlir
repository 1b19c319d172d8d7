// mobilenetv2 block7-32to64-s2: features[7]: inverted residual t=6
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @mobilenetv2_block7_32to64_s2(%arg0: memref<1x32x28x28xf32>, %arg1: memref<192x32x1x1xf32>, %arg2: memref<192xf32>, %arg3: memref<192x1x3x3xf32>, %arg4: memref<192xf32>, %arg5: memref<64x192x1x1xf32>, %arg6: memref<64xf32>, %arg7: memref<1x64x14x14xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x32x28x28xf32> to tensor<1x32x28x28xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<192x32x1x1xf32> to tensor<192x32x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<192xf32> to tensor<192xf32>
    %3 = bufferization.to_tensor %arg3 restrict : memref<192x1x3x3xf32> to tensor<192x1x3x3xf32>
    %4 = bufferization.to_tensor %arg4 restrict : memref<192xf32> to tensor<192xf32>
    %5 = bufferization.to_tensor %arg5 restrict : memref<64x192x1x1xf32> to tensor<64x192x1x1xf32>
    %6 = bufferization.to_tensor %arg6 restrict : memref<64xf32> to tensor<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %7 = tensor.empty() : tensor<1x192x28x28xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<192xf32>) outs(%7 : tensor<1x192x28x28xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%broadcasted : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_1 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%7 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf ogt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x192x28x28xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %9 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%7 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf olt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x192x28x28xf32>
    %11 = tensor.empty() : tensor<1x192x30x30xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x192x30x30xf32>) -> tensor<1x192x30x30xf32>
    %13 = tensor.empty() : tensor<1x192x28x28xf32>
    %14 = linalg.copy ins(%10 : tensor<1x192x28x28xf32>) outs(%13 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %inserted_slice = tensor.insert_slice %14 into %12[0, 0, 1, 1] [1, 192, 28, 28] [1, 1, 1, 1] : tensor<1x192x28x28xf32> into tensor<1x192x30x30xf32>
    %15 = tensor.empty() : tensor<1x192x14x14xf32>
    %broadcasted_2 = linalg.broadcast ins(%4 : tensor<192xf32>) outs(%15 : tensor<1x192x14x14xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %16 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%inserted_slice, %collapsed : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%broadcasted_2 : tensor<1x192x14x14xf32>) -> tensor<1x192x14x14xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_1 : tensor<1x192x14x14xf32>, tensor<f32>) outs(%15 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf ogt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x192x14x14xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %17 : tensor<f32>, tensor<1x192x14x14xf32>) outs(%15 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf olt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x192x14x14xf32>
    %19 = tensor.empty() : tensor<1x64x14x14xf32>
    %broadcasted_3 = linalg.broadcast ins(%6 : tensor<64xf32>) outs(%19 : tensor<1x64x14x14xf32>) dimensions = [0, 2, 3] 
    %20 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%18, %5 : tensor<1x192x14x14xf32>, tensor<64x192x1x1xf32>) outs(%broadcasted_3 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    bufferization.materialize_in_destination %20 in restrict writable %arg7 : (tensor<1x64x14x14xf32>, memref<1x64x14x14xf32>) -> ()
    return
  }
}

