// mobilenetv2 block15-dw: features[15] depthwise 3x3 + bn + relu6 alone
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @mobilenetv2_block15_dw(%arg0: memref<1x960x7x7xf32>, %arg1: memref<960x1x3x3xf32>, %arg2: memref<960xf32>, %arg3: memref<1x960x7x7xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x960x7x7xf32> to tensor<1x960x7x7xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<960x1x3x3xf32> to tensor<960x1x3x3xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<960xf32> to tensor<960xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %3 = tensor.empty() : tensor<1x960x9x9xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x960x9x9xf32>) -> tensor<1x960x9x9xf32>
    %5 = tensor.empty() : tensor<1x960x7x7xf32>
    %6 = linalg.copy ins(%0 : tensor<1x960x7x7xf32>) outs(%5 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %inserted_slice = tensor.insert_slice %6 into %4[0, 0, 1, 1] [1, 960, 7, 7] [1, 1, 1, 1] : tensor<1x960x7x7xf32> into tensor<1x960x9x9xf32>
    %7 = tensor.empty() : tensor<1x960x7x7xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<960xf32>) outs(%7 : tensor<1x960x7x7xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32>
    %8 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %collapsed : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%broadcasted : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_1 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%7 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %11 = arith.cmpf ogt, %in, %in_2 : f32
      %12 = arith.select %11, %in, %in_2 : f32
      linalg.yield %12 : f32
    } -> tensor<1x960x7x7xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %9 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%7 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %11 = arith.cmpf olt, %in, %in_2 : f32
      %12 = arith.select %11, %in, %in_2 : f32
      linalg.yield %12 : f32
    } -> tensor<1x960x7x7xf32>
    bufferization.materialize_in_destination %10 in restrict writable %arg3 : (tensor<1x960x7x7xf32>, memref<1x960x7x7xf32>) -> ()
    return
  }
}

