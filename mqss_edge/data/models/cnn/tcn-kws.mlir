// models-v1/tcn-kws: temporal convnet over 16 MFCCs x 64 frames, dilations 1/2/4
// torch.nn, inputs 1x16x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 16 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x16x64xf32>, %arg1: tensor<32x16x1xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32x3xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32x3xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<12x32xf32>, %arg16: tensor<12xf32>) -> tensor<1x12xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_8 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<1x32x64xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<32xf32>) outs(%0 : tensor<1x32x64xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%arg0, %arg1 : tensor<1x16x64xf32>, tensor<32x16x1xf32>) outs(%broadcasted : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %padded = tensor.pad %1 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index):
      tensor.yield %cst : f32
    } : tensor<1x32x64xf32> to tensor<1x32x66xf32>
    %broadcasted_9 = linalg.broadcast ins(%arg4 : tensor<32xf32>) outs(%0 : tensor<1x32x64xf32>) dimensions = [0, 2] 
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg3 : tensor<1x32x66xf32>, tensor<32x32x3xf32>) outs(%broadcasted_9 : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %3 = tensor.empty() : tensor<32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.truncf %cst_5 : f64 to f32
      %43 = arith.addf %in, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.sqrt %in : f32
      linalg.yield %42 : f32
    } -> tensor<32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf one, %in, %cst : f32
      cf.assert %42, "unimplemented: tensor with zero element"
      %43 = arith.divf %cst_0, %in : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %cst_7 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_10 = tensor.expand_shape %6 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.subf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %expanded_10 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_11 = tensor.expand_shape %arg9 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %expanded_11 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_12 = tensor.expand_shape %arg10 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %expanded_12 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf ugt, %in, %cst : f32
      %43 = arith.select %42, %in, %cst : f32
      linalg.yield %43 : f32
    } -> tensor<1x32x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %11 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %padded_13 = tensor.pad %12 low[0, 0, 2] high[0, 0, 2] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index):
      tensor.yield %cst : f32
    } : tensor<1x32x64xf32> to tensor<1x32x68xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%0 : tensor<1x32x64xf32>) dimensions = [0, 2] 
    %13 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_13, %arg5 : tensor<1x32x68xf32>, tensor<32x32x3xf32>) outs(%broadcasted_14 : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.truncf %cst_5 : f64 to f32
      %43 = arith.addf %in, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.sqrt %in : f32
      linalg.yield %42 : f32
    } -> tensor<32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf one, %in, %cst : f32
      cf.assert %42, "unimplemented: tensor with zero element"
      %43 = arith.divf %cst_0, %in : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %expanded_15 = tensor.expand_shape %cst_4 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_16 = tensor.expand_shape %16 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %expanded_15 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.subf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %expanded_16 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_17 = tensor.expand_shape %arg11 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %expanded_17 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_18 = tensor.expand_shape %arg12 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %expanded_18 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf ugt, %in, %cst : f32
      %43 = arith.select %42, %in, %cst : f32
      linalg.yield %43 : f32
    } -> tensor<1x32x64xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %21 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %padded_19 = tensor.pad %22 low[0, 0, 4] high[0, 0, 4] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index):
      tensor.yield %cst : f32
    } : tensor<1x32x64xf32> to tensor<1x32x72xf32>
    %broadcasted_20 = linalg.broadcast ins(%arg8 : tensor<32xf32>) outs(%0 : tensor<1x32x64xf32>) dimensions = [0, 2] 
    %23 = linalg.conv_1d_ncw_fcw {dilations = dense<4> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_19, %arg7 : tensor<1x32x72xf32>, tensor<32x32x3xf32>) outs(%broadcasted_20 : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.truncf %cst_5 : f64 to f32
      %43 = arith.addf %in, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%24 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.sqrt %in : f32
      linalg.yield %42 : f32
    } -> tensor<32xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%25 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf one, %in, %cst : f32
      cf.assert %42, "unimplemented: tensor with zero element"
      %43 = arith.divf %cst_0, %in : f32
      linalg.yield %43 : f32
    } -> tensor<32xf32>
    %expanded_21 = tensor.expand_shape %cst_2 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_22 = tensor.expand_shape %26 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %expanded_21 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.subf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %expanded_22 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_23 = tensor.expand_shape %arg13 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %expanded_23 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.mulf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %expanded_24 = tensor.expand_shape %arg14 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %expanded_24 : tensor<1x32x64xf32>, tensor<32x1xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.cmpf ugt, %in, %cst : f32
      %43 = arith.select %42, %in, %cst : f32
      linalg.yield %43 : f32
    } -> tensor<1x32x64xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %31 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%0 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x64xf32>
    %33 = tensor.empty() : tensor<1x32xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<1x32x64xf32>) outs(%34 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.addf %in, %out : f32
      linalg.yield %42 : f32
    } -> tensor<1x32xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x32xf32>) outs(%33 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_8 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32xf32>
    %37 = tensor.empty() : tensor<32x12xf32>
    %transposed = linalg.transpose ins(%arg15 : tensor<12x32xf32>) outs(%37 : tensor<32x12xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<1x12xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<1x12xf32>) -> tensor<1x12xf32>
    %40 = linalg.matmul ins(%36, %transposed : tensor<1x32xf32>, tensor<32x12xf32>) outs(%39 : tensor<1x12xf32>) -> tensor<1x12xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%40, %arg16 : tensor<1x12xf32>, tensor<12xf32>) outs(%38 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %42 = arith.addf %in, %in_25 : f32
      linalg.yield %42 : f32
    } -> tensor<1x12xf32>
    return %41 : tensor<1x12xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

