// models-v1/vgg-tiny: VGG-style conv/BN/ReLU/max-pool stack
// torch.nn, inputs 1x3x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 14 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16x3x3xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<64x32x3x3xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<10x64xf32>, %arg14: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_9 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x32x32xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%broadcasted : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.truncf %cst_6 : f64 to f32
      %53 = arith.addf %in, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.sqrt %in : f32
      linalg.yield %52 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf one, %in, %cst : f32
      cf.assert %52, "unimplemented: tensor with zero element"
      %53 = arith.divf %cst_0, %in : f32
      linalg.yield %53 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_10 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.subf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_10 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_11 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_11 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_12 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_12 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.addf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf ugt, %in, %cst : f32
      %53 = arith.select %52, %in, %cst : f32
      linalg.yield %53 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = tensor.empty() : tensor<1x16x16x16xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %13 : tensor<1x16x32x32xf32>, tensor<2x2xf32>) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %padded_13 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %15 = tensor.empty() : tensor<1x32x16x16xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%15 : tensor<1x32x16x16xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %arg5 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_14 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %17 = tensor.empty() : tensor<32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.truncf %cst_6 : f64 to f32
      %53 = arith.addf %in, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.sqrt %in : f32
      linalg.yield %52 : f32
    } -> tensor<32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf one, %in, %cst : f32
      cf.assert %52, "unimplemented: tensor with zero element"
      %53 = arith.divf %cst_0, %in : f32
      linalg.yield %53 : f32
    } -> tensor<32xf32>
    %expanded_15 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_16 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_15 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.subf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x32x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_16 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_17 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_18 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.addf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x32x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x32x16x16xf32>) outs(%15 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf ugt, %in, %cst : f32
      %53 = arith.select %52, %in, %cst : f32
      linalg.yield %53 : f32
    } -> tensor<1x32x16x16xf32>
    %26 = tensor.empty() : tensor<1x32x8x8xf32>
    %27 = linalg.fill ins(%cst_1 : f32) outs(%26 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %28 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%25, %13 : tensor<1x32x16x16xf32>, tensor<2x2xf32>) outs(%27 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %padded_19 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %29 = tensor.empty() : tensor<1x64x8x8xf32>
    %broadcasted_20 = linalg.broadcast ins(%arg10 : tensor<64xf32>) outs(%29 : tensor<1x64x8x8xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_19, %arg9 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%broadcasted_20 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %31 = tensor.empty() : tensor<64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<64xf32>) outs(%31 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.truncf %cst_6 : f64 to f32
      %53 = arith.addf %in, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%32 : tensor<64xf32>) outs(%31 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.sqrt %in : f32
      linalg.yield %52 : f32
    } -> tensor<64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%33 : tensor<64xf32>) outs(%31 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf one, %in, %cst : f32
      cf.assert %52, "unimplemented: tensor with zero element"
      %53 = arith.divf %cst_0, %in : f32
      linalg.yield %53 : f32
    } -> tensor<64xf32>
    %expanded_21 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_22 = tensor.expand_shape %34 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_21 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%29 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.subf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_22 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%29 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_23 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_23 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%29 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.mulf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_24 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_24 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%29 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.addf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x64x8x8xf32>) outs(%29 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.cmpf ugt, %in, %cst : f32
      %53 = arith.select %52, %in, %cst : f32
      linalg.yield %53 : f32
    } -> tensor<1x64x8x8xf32>
    %40 = tensor.empty() : tensor<1x64x4x4xf32>
    %41 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %42 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%39, %13 : tensor<1x64x8x8xf32>, tensor<2x2xf32>) outs(%41 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %43 = tensor.empty() : tensor<1x64x1x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%42 : tensor<1x64x4x4xf32>) outs(%44 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %out : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x64x1x1xf32>) outs(%43 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.divf %in, %cst_9 : f32
      linalg.yield %52 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed = tensor.collapse_shape %46 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %47 = tensor.empty() : tensor<64x10xf32>
    %transposed = linalg.transpose ins(%arg13 : tensor<10x64xf32>) outs(%47 : tensor<64x10xf32>) permutation = [1, 0] 
    %48 = tensor.empty() : tensor<1x10xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %50 = linalg.matmul ins(%collapsed, %transposed : tensor<1x64xf32>, tensor<64x10xf32>) outs(%49 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%50, %arg14 : tensor<1x10xf32>, tensor<10xf32>) outs(%48 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %52 = arith.addf %in, %in_25 : f32
      linalg.yield %52 : f32
    } -> tensor<1x10xf32>
    return %51 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

