// resnet50 stem-conv7x7: conv1 + bn1 + relu
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @resnet50_stem_conv7x7(%arg0: memref<1x3x224x224xf32>, %arg1: memref<64x3x7x7xf32>, %arg2: memref<64xf32>, %arg3: memref<1x64x112x112xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x3x224x224xf32> to tensor<1x3x224x224xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<64x3x7x7xf32> to tensor<64x3x7x7xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<64xf32> to tensor<64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<1x3x230x230xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x3x230x230xf32>) -> tensor<1x3x230x230xf32>
    %5 = tensor.empty() : tensor<1x3x224x224xf32>
    %6 = linalg.copy ins(%0 : tensor<1x3x224x224xf32>) outs(%5 : tensor<1x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %inserted_slice = tensor.insert_slice %6 into %4[0, 0, 3, 3] [1, 3, 224, 224] [1, 1, 1, 1] : tensor<1x3x224x224xf32> into tensor<1x3x230x230xf32>
    %7 = tensor.empty() : tensor<1x64x112x112xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<64xf32>) outs(%7 : tensor<1x64x112x112xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%inserted_slice, %1 : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%broadcasted : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x64x112x112xf32>) outs(%7 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.cmpf ugt, %in, %cst : f32
      %11 = arith.select %10, %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<1x64x112x112xf32>
    bufferization.materialize_in_destination %9 in restrict writable %arg3 : (tensor<1x64x112x112xf32>, memref<1x64x112x112xf32>) -> ()
    return
  }
}

