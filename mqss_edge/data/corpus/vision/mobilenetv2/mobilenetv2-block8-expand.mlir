// mobilenetv2 block8-expand: features[8] expand 1x1 + bn + relu6 alone
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @mobilenetv2_block8_expand(%arg0: memref<1x64x14x14xf32>, %arg1: memref<384x64x1x1xf32>, %arg2: memref<384xf32>, %arg3: memref<1x384x14x14xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x64x14x14xf32> to tensor<1x64x14x14xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<384x64x1x1xf32> to tensor<384x64x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<384xf32> to tensor<384xf32>
    %cst = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %3 = tensor.empty() : tensor<1x384x14x14xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<384xf32>) outs(%3 : tensor<1x384x14x14xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%broadcasted : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%3 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.cmpf ogt, %in, %in_1 : f32
      %8 = arith.select %7, %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<1x384x14x14xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst, %5 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%3 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.cmpf olt, %in, %in_1 : f32
      %8 = arith.select %7, %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<1x384x14x14xf32>
    bufferization.materialize_in_destination %6 in restrict writable %arg3 : (tensor<1x384x14x14xf32>, memref<1x384x14x14xf32>) -> ()
    return
  }
}

