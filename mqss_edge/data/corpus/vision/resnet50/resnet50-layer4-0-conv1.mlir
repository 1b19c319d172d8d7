// resnet50 layer4-0-conv1: layer4 block 0 conv1 + bn + relu
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @resnet50_layer4_0_conv1(%arg0: memref<1x512x14x14xf32>, %arg1: memref<512x512x1x1xf32>, %arg2: memref<512xf32>, %arg3: memref<1x512x14x14xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x512x14x14xf32> to tensor<1x512x14x14xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<512x512x1x1xf32> to tensor<512x512x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<512xf32> to tensor<512xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x512x14x14xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<512xf32>) outs(%3 : tensor<1x512x14x14xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%broadcasted : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x512x14x14xf32>) outs(%3 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.cmpf ugt, %in, %cst : f32
      %7 = arith.select %6, %in, %cst : f32
      linalg.yield %7 : f32
    } -> tensor<1x512x14x14xf32>
    bufferization.materialize_in_destination %5 in restrict writable %arg3 : (tensor<1x512x14x14xf32>, memref<1x512x14x14xf32>) -> ()
    return
  }
}

