// convnet: torch-mlir FX import, weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x1x3x3xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<10x16xf32>, %arg10: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.truncf %cst_4 : f64 to f32
      %30 = arith.addf %in, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = math.sqrt %in : f32
      linalg.yield %29 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.cmpf one, %in, %cst : f32
      cf.assert %29, "unimplemented: tensor with zero element"
      %30 = arith.divf %cst_0, %in : f32
      linalg.yield %30 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_8 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.subf %in, %in_15 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_8 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.mulf %in, %in_15 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_9 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_9 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.mulf %in, %in_15 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_10 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_10 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.addf %in, %in_15 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.cmpf ugt, %in, %cst : f32
      %30 = arith.select %29, %in, %cst : f32
      linalg.yield %30 : f32
    } -> tensor<1x8x16x16xf32>
    %11 = tensor.empty() : tensor<1x8x8x8xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %13 : tensor<1x8x16x16xf32>, tensor<2x2xf32>) outs(%12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %padded_11 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg6 : tensor<8xf32>) outs(%11 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %15 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %collapsed : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%broadcasted_12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %16 = tensor.empty() : tensor<1x16x8x8xf32>
    %broadcasted_13 = linalg.broadcast ins(%arg8 : tensor<16xf32>) outs(%16 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3] 
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %arg7 : tensor<1x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_13 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_3 : tensor<1x16x8x8xf32>, tensor<f32>) outs(%16 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.cmpf ogt, %in, %in_15 : f32
      %30 = arith.select %29, %in, %in_15 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %18 : tensor<f32>, tensor<1x16x8x8xf32>) outs(%16 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.cmpf olt, %in, %in_15 : f32
      %30 = arith.select %29, %in, %in_15 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x8x8xf32>
    %20 = tensor.empty() : tensor<1x16x1x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%19 : tensor<1x16x8x8xf32>) outs(%21 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.addf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<1x16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x1x1xf32>) outs(%20 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.divf %in, %cst_7 : f32
      linalg.yield %29 : f32
    } -> tensor<1x16x1x1xf32>
    %collapsed_14 = tensor.collapse_shape %23 [[0], [1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<1x16xf32>
    %24 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg9 : tensor<10x16xf32>) outs(%24 : tensor<16x10xf32>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<1x10xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %27 = linalg.matmul ins(%collapsed_14, %transposed : tensor<1x16xf32>, tensor<16x10xf32>) outs(%26 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%27, %arg10 : tensor<1x10xf32>, tensor<10xf32>) outs(%25 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %29 = arith.addf %in, %in_15 : f32
      linalg.yield %29 : f32
    } -> tensor<1x10xf32>
    return %28 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
