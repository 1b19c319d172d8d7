// resnet50 head-avgpool-fc: avgpool + flatten + fc
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @resnet50_head_avgpool_fc(%arg0: memref<1x2048x7x7xf32>, %arg1: memref<1000x2048xf32>, %arg2: memref<1000xf32>, %arg3: memref<1x1000xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x2048x7x7xf32> to tensor<1x2048x7x7xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<1000x2048xf32> to tensor<1000x2048xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<1000xf32> to tensor<1000xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.900000e+01 : f32
    %3 = tensor.empty() : tensor<1x2048x1x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%0 : tensor<1x2048x7x7xf32>) outs(%4 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.addf %in, %out : f32
      linalg.yield %12 : f32
    } -> tensor<1x2048x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x2048x1x1xf32>) outs(%3 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.divf %in, %cst_0 : f32
      linalg.yield %12 : f32
    } -> tensor<1x2048x1x1xf32>
    %collapsed = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<1x2048x1x1xf32> into tensor<1x2048xf32>
    %7 = tensor.empty() : tensor<2048x1000xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1000x2048xf32>) outs(%7 : tensor<2048x1000xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<1x1000xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %10 = linalg.matmul ins(%collapsed, %transposed : tensor<1x2048xf32>, tensor<2048x1000xf32>) outs(%9 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%10, %2 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%8 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.addf %in, %in_1 : f32
      linalg.yield %12 : f32
    } -> tensor<1x1000xf32>
    bufferization.materialize_in_destination %11 in restrict writable %arg3 : (tensor<1x1000xf32>, memref<1x1000xf32>) -> ()
    return
  }
}

