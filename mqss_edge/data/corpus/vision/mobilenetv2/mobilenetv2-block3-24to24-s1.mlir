// mobilenetv2 block3-24to24-s1: features[3]: inverted residual t=6 + residual
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @mobilenetv2_block3_24to24_s1(%arg0: memref<1x24x56x56xf32>, %arg1: memref<144x24x1x1xf32>, %arg2: memref<144xf32>, %arg3: memref<144x1x3x3xf32>, %arg4: memref<144xf32>, %arg5: memref<24x144x1x1xf32>, %arg6: memref<24xf32>, %arg7: memref<1x24x56x56xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x24x56x56xf32> to tensor<1x24x56x56xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<144x24x1x1xf32> to tensor<144x24x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<144xf32> to tensor<144xf32>
    %3 = bufferization.to_tensor %arg3 restrict : memref<144x1x3x3xf32> to tensor<144x1x3x3xf32>
    %4 = bufferization.to_tensor %arg4 restrict : memref<144xf32> to tensor<144xf32>
    %5 = bufferization.to_tensor %arg5 restrict : memref<24x144x1x1xf32> to tensor<24x144x1x1xf32>
    %6 = bufferization.to_tensor %arg6 restrict : memref<24xf32> to tensor<24xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %7 = tensor.empty() : tensor<1x144x56x56xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<144xf32>) outs(%7 : tensor<1x144x56x56xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%broadcasted : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_1 : tensor<1x144x56x56xf32>, tensor<f32>) outs(%7 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf ogt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x144x56x56xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %9 : tensor<f32>, tensor<1x144x56x56xf32>) outs(%7 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf olt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x144x56x56xf32>
    %11 = tensor.empty() : tensor<1x144x58x58xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x144x58x58xf32>) -> tensor<1x144x58x58xf32>
    %13 = tensor.empty() : tensor<1x144x56x56xf32>
    %14 = linalg.copy ins(%10 : tensor<1x144x56x56xf32>) outs(%13 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %inserted_slice = tensor.insert_slice %14 into %12[0, 0, 1, 1] [1, 144, 56, 56] [1, 1, 1, 1] : tensor<1x144x56x56xf32> into tensor<1x144x58x58xf32>
    %broadcasted_2 = linalg.broadcast ins(%4 : tensor<144xf32>) outs(%7 : tensor<1x144x56x56xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %15 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %collapsed : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>) outs(%broadcasted_2 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %cst_1 : tensor<1x144x56x56xf32>, tensor<f32>) outs(%7 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf ogt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x144x56x56xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %16 : tensor<f32>, tensor<1x144x56x56xf32>) outs(%7 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.cmpf olt, %in, %in_4 : f32
      %22 = arith.select %21, %in, %in_4 : f32
      linalg.yield %22 : f32
    } -> tensor<1x144x56x56xf32>
    %18 = tensor.empty() : tensor<1x24x56x56xf32>
    %broadcasted_3 = linalg.broadcast ins(%6 : tensor<24xf32>) outs(%18 : tensor<1x24x56x56xf32>) dimensions = [0, 2, 3] 
    %19 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%17, %5 : tensor<1x144x56x56xf32>, tensor<24x144x1x1xf32>) outs(%broadcasted_3 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %19 : tensor<1x24x56x56xf32>, tensor<1x24x56x56xf32>) outs(%18 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %21 = arith.addf %in, %in_4 : f32
      linalg.yield %21 : f32
    } -> tensor<1x24x56x56xf32>
    bufferization.materialize_in_destination %20 in restrict writable %arg7 : (tensor<1x24x56x56xf32>, memref<1x24x56x56xf32>) -> ()
    return
  }
}

