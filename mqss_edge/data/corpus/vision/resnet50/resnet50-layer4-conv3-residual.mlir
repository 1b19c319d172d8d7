// resnet50 layer4-conv3-residual: layer4 conv3 + bn3 + residual add + relu
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @resnet50_layer4_conv3_residual(%arg0: memref<1x512x7x7xf32>, %arg1: memref<1x2048x7x7xf32>, %arg2: memref<2048x512x1x1xf32>, %arg3: memref<2048xf32>, %arg4: memref<1x2048x7x7xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x512x7x7xf32> to tensor<1x512x7x7xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<1x2048x7x7xf32> to tensor<1x2048x7x7xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<2048x512x1x1xf32> to tensor<2048x512x1x1xf32>
    %3 = bufferization.to_tensor %arg3 restrict : memref<2048xf32> to tensor<2048xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %4 = tensor.empty() : tensor<1x2048x7x7xf32>
    %broadcasted = linalg.broadcast ins(%3 : tensor<2048xf32>) outs(%4 : tensor<1x2048x7x7xf32>) dimensions = [0, 2, 3] 
    %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %2 : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%broadcasted : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %1 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%4 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.addf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<1x2048x7x7xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x2048x7x7xf32>) outs(%4 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<1x2048x7x7xf32>
    bufferization.materialize_in_destination %7 in restrict writable %arg4 : (tensor<1x2048x7x7xf32>, memref<1x2048x7x7xf32>) -> ()
    return
  }
}

