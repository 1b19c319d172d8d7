// models-v1/convnext-stage2: second ConvNeXt stage: downsampling layer + two blocks
// transformers ConvNextConfig -> ConvNextModel.encoder.stages.1, inputs 1x32x16x16xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 22 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x32x16x16xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<64x32x2x2xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x1x7x7xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<256x64xf32>, %arg11: tensor<256xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x1x7x7xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<256x64xf32>, %arg20: tensor<256xf32>, %arg21: tensor<64x256xf32>, %arg22: tensor<64xf32>) -> tensor<1x64x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 3.200000e+01 : f64
    %cst_5 = arith.constant 3.200000e+01 : f32
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x16x16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x32x16x16xf32>) outs(%0 : tensor<1x16x16x32xf32>) permutation = [0, 2, 3, 1] 
    %1 = tensor.empty() : tensor<1x16x16x32xf64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x16x16x32xf32>) outs(%1 : tensor<1x16x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x32xf64>
    %3 = tensor.empty() : tensor<1x16x16x1xf64>
    %4 = linalg.fill ins(%cst : f64) outs(%3 : tensor<1x16x16x1xf64>) -> tensor<1x16x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<1x16x16x32xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_4 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<1x16x16x32xf64>, tensor<1x16x16x1xf64>) outs(%1 : tensor<1x16x16x32xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.subf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x32xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %7 : tensor<1x16x16x32xf64>, tensor<1x16x16x32xf64>) outs(%1 : tensor<1x16x16x32xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.mulf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x32xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%8 : tensor<1x16x16x32xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_4 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x16x1xf64>
    %11 = tensor.empty() : tensor<1x16x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x16x1xf64>) outs(%11 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x1xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x16x16x1xf32>) -> tensor<1x16x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x16x16x32xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x16x1xf32>) outs(%11 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_5 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x16x1xf32>) outs(%11 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_3 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x16x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x16x1xf32>) outs(%11 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %15 : tensor<1x16x16x32xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.subf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %17 : tensor<1x16x16x32xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x16x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x32xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %arg2 : tensor<1x16x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x16x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x16x32xf32>
    %22 = tensor.empty() : tensor<1x32x16x16xf32>
    %transposed_9 = linalg.transpose ins(%21 : tensor<1x16x16x32xf32>) outs(%22 : tensor<1x32x16x16xf32>) permutation = [0, 3, 1, 2] 
    %23 = tensor.empty() : tensor<1x64x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%23 : tensor<1x64x8x8xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_9, %arg3 : tensor<1x32x16x16xf32>, tensor<64x32x2x2xf32>) outs(%broadcasted : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %padded = tensor.pad %24 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x14x14xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg7 : tensor<64xf32>) outs(%23 : tensor<1x64x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %arg6 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %25 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x64x14x14xf32>, tensor<64x7x7xf32>) outs(%broadcasted_10 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %26 = tensor.empty() : tensor<1x8x8x64xf32>
    %transposed_11 = linalg.transpose ins(%25 : tensor<1x64x8x8xf32>) outs(%26 : tensor<1x8x8x64xf32>) permutation = [0, 2, 3, 1] 
    %27 = tensor.empty() : tensor<1x8x8x64xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<1x8x8x64xf32>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %29 = tensor.empty() : tensor<1x8x8x1xf64>
    %30 = linalg.fill ins(%cst : f64) outs(%29 : tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x8x8x64xf64>) outs(%30 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x8x1xf64>) outs(%29 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_6 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %33 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %32 : tensor<1x8x8x64xf64>, tensor<1x8x8x1xf64>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.subf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<1x8x8x64xf64>, tensor<1x8x8x64xf64>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.mulf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<1x8x8x64xf64>) outs(%30 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x8x1xf64>) outs(%29 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_6 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %37 = tensor.empty() : tensor<1x8x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x8x8x1xf64>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_11 : tensor<1x8x8x64xf32>) outs(%39 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_7 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_3 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x8x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %41 : tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.subf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %43 : tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %arg8 : tensor<1x8x8x64xf32>, tensor<64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %arg9 : tensor<1x8x8x64xf32>, tensor<64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %collapsed_12 = tensor.collapse_shape %47 [[0, 1, 2], [3]] : tensor<1x8x8x64xf32> into tensor<64x64xf32>
    %48 = tensor.empty() : tensor<64x256xf32>
    %transposed_13 = linalg.transpose ins(%arg10 : tensor<256x64xf32>) outs(%48 : tensor<64x256xf32>) permutation = [1, 0] 
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %50 = linalg.matmul ins(%collapsed_12, %transposed_13 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%49 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %arg11 : tensor<64x256xf32>, tensor<256xf32>) outs(%48 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<64x256xf32>
    %expanded = tensor.expand_shape %51 [[0, 1, 2], [3]] output_shape [1, 8, 8, 256] : tensor<64x256xf32> into tensor<1x8x8x256xf32>
    %52 = tensor.empty() : tensor<1x8x8x256xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x8x256xf32>) outs(%52 : tensor<1x8x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_8 : f32
      %86 = math.erf %85 : f32
      %87 = arith.addf %86, %cst_1 : f32
      %88 = arith.mulf %87, %cst_2 : f32
      %89 = arith.mulf %in, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<1x8x8x256xf32>
    %collapsed_14 = tensor.collapse_shape %53 [[0, 1, 2], [3]] : tensor<1x8x8x256xf32> into tensor<64x256xf32>
    %54 = tensor.empty() : tensor<256x64xf32>
    %transposed_15 = linalg.transpose ins(%arg12 : tensor<64x256xf32>) outs(%54 : tensor<256x64xf32>) permutation = [1, 0] 
    %55 = tensor.empty() : tensor<64x64xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %57 = linalg.matmul ins(%collapsed_14, %transposed_15 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%56 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%57, %arg13 : tensor<64x64xf32>, tensor<64xf32>) outs(%55 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<64x64xf32>
    %expanded_16 = tensor.expand_shape %58 [[0, 1, 2], [3]] output_shape [1, 8, 8, 64] : tensor<64x64xf32> into tensor<1x8x8x64xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %expanded_16 : tensor<64xf32>, tensor<1x8x8x64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %transposed_17 = linalg.transpose ins(%59 : tensor<1x8x8x64xf32>) outs(%23 : tensor<1x64x8x8xf32>) permutation = [0, 3, 1, 2] 
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %transposed_17 : tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) outs(%23 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_18 = tensor.pad %60 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x14x14xf32>
    %broadcasted_19 = linalg.broadcast ins(%arg16 : tensor<64xf32>) outs(%23 : tensor<1x64x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_20 = tensor.collapse_shape %arg15 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %61 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_18, %collapsed_20 : tensor<1x64x14x14xf32>, tensor<64x7x7xf32>) outs(%broadcasted_19 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %transposed_21 = linalg.transpose ins(%61 : tensor<1x64x8x8xf32>) outs(%26 : tensor<1x8x8x64xf32>) permutation = [0, 2, 3, 1] 
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<1x8x8x64xf32>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x8x8x64xf64>) outs(%30 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x8x1xf64>) outs(%29 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_6 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %64 : tensor<1x8x8x64xf64>, tensor<1x8x8x1xf64>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.subf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %65 : tensor<1x8x8x64xf64>, tensor<1x8x8x64xf64>) outs(%27 : tensor<1x8x8x64xf64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %85 = arith.mulf %in, %in_29 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x64xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<1x8x8x64xf64>) outs(%30 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x8x8x1xf64>) outs(%29 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_6 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x8x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x8x1xf64>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_21 : tensor<1x8x8x64xf32>) outs(%39 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_7 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_3 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x8x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x8x1xf32>) outs(%37 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %71 : tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.subf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %73 : tensor<1x8x8x64xf32>, tensor<1x8x8x1xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %arg17 : tensor<1x8x8x64xf32>, tensor<64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %arg18 : tensor<1x8x8x64xf32>, tensor<64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %collapsed_22 = tensor.collapse_shape %77 [[0, 1, 2], [3]] : tensor<1x8x8x64xf32> into tensor<64x64xf32>
    %transposed_23 = linalg.transpose ins(%arg19 : tensor<256x64xf32>) outs(%48 : tensor<64x256xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_22, %transposed_23 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%49 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%78, %arg20 : tensor<64x256xf32>, tensor<256xf32>) outs(%48 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<64x256xf32>
    %expanded_24 = tensor.expand_shape %79 [[0, 1, 2], [3]] output_shape [1, 8, 8, 256] : tensor<64x256xf32> into tensor<1x8x8x256xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x8x8x256xf32>) outs(%52 : tensor<1x8x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_8 : f32
      %86 = math.erf %85 : f32
      %87 = arith.addf %86, %cst_1 : f32
      %88 = arith.mulf %87, %cst_2 : f32
      %89 = arith.mulf %in, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<1x8x8x256xf32>
    %collapsed_25 = tensor.collapse_shape %80 [[0, 1, 2], [3]] : tensor<1x8x8x256xf32> into tensor<64x256xf32>
    %transposed_26 = linalg.transpose ins(%arg21 : tensor<64x256xf32>) outs(%54 : tensor<256x64xf32>) permutation = [1, 0] 
    %81 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%56 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %arg22 : tensor<64x64xf32>, tensor<64xf32>) outs(%55 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<64x64xf32>
    %expanded_27 = tensor.expand_shape %82 [[0, 1, 2], [3]] output_shape [1, 8, 8, 64] : tensor<64x64xf32> into tensor<1x8x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg14, %expanded_27 : tensor<64xf32>, tensor<1x8x8x64xf32>) outs(%26 : tensor<1x8x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.mulf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8x64xf32>
    %transposed_28 = linalg.transpose ins(%83 : tensor<1x8x8x64xf32>) outs(%23 : tensor<1x64x8x8xf32>) permutation = [0, 3, 1, 2] 
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %transposed_28 : tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) outs(%23 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %85 = arith.addf %in, %in_29 : f32
      linalg.yield %85 : f32
    } -> tensor<1x64x8x8xf32>
    return %84 : tensor<1x64x8x8xf32>
  }
}

