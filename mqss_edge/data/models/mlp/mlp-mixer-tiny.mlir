// models-v1/mlp-mixer-tiny: MLP-Mixer: 8x8 patch stem, two mixer blocks
// torch.nn, inputs 1x3x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 28 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @main(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<64x3x8x8xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<32xf32>, %arg9: tensor<16x32xf32>, %arg10: tensor<16xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<32x16xf32>, %arg20: tensor<32xf32>, %arg21: tensor<16x32xf32>, %arg22: tensor<16xf32>, %arg23: tensor<128x64xf32>, %arg24: tensor<128xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64xf32>, %arg27: tensor<10x64xf32>, %arg28: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 6.400000e+01 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 1.600000e+01 : f32
    %0 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<64xf32>) outs(%0 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x3x32x32xf32>, tensor<64x3x8x8xf32>) outs(%broadcasted : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %2 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<1x16x64xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %5 = tensor.empty() : tensor<1x16x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.subf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.mulf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %13 = tensor.empty() : tensor<1x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x1xf64>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x16x64xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_5 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_3 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.subf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg3 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %24 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_8 = linalg.transpose ins(%23 : tensor<1x16x64xf32>) outs(%24 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %25 = tensor.empty() : tensor<16x32xf32>
    %transposed_9 = linalg.transpose ins(%arg7 : tensor<32x16xf32>) outs(%25 : tensor<16x32xf32>) permutation = [1, 0] 
    %26 = tensor.empty() : tensor<1x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_9 : tensor<16x32xf32>) outs(%26 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x32xf32>
    %28 = tensor.empty() : tensor<1x64x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %30 = linalg.batch_matmul ins(%transposed_8, %27 : tensor<1x64x16xf32>, tensor<1x16x32xf32>) outs(%29 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg8 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%28 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x64x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x64x32xf32>) outs(%28 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_6 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst_1 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_10 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %33 = tensor.empty() : tensor<32x16xf32>
    %transposed_11 = linalg.transpose ins(%arg9 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0] 
    %34 = tensor.empty() : tensor<64x16xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %36 = linalg.matmul ins(%collapsed_10, %transposed_11 : tensor<64x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%36, %arg10 : tensor<64x16xf32>, tensor<16xf32>) outs(%34 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<64x16xf32>
    %expanded = tensor.expand_shape %37 [[0, 1], [2]] output_shape [1, 64, 16] : tensor<64x16xf32> into tensor<1x64x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %transposed_12 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.subf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %42 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.mulf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%43 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x16x1xf64>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<1x16x64xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_5 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_3 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %48 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.subf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %arg5 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %arg6 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_13 = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %55 = tensor.empty() : tensor<64x128xf32>
    %transposed_14 = linalg.transpose ins(%arg11 : tensor<128x64xf32>) outs(%55 : tensor<64x128xf32>) permutation = [1, 0] 
    %56 = tensor.empty() : tensor<16x128xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %58 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%57 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%58, %arg12 : tensor<16x128xf32>, tensor<128xf32>) outs(%56 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<16x128xf32>
    %expanded_15 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %60 = tensor.empty() : tensor<1x16x128xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x16x128xf32>) outs(%60 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_6 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst_1 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_16 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %62 = tensor.empty() : tensor<128x64xf32>
    %transposed_17 = linalg.transpose ins(%arg13 : tensor<64x128xf32>) outs(%62 : tensor<128x64xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<16x64xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %65 = linalg.matmul ins(%collapsed_16, %transposed_17 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %arg14 : tensor<16x64xf32>, tensor<64xf32>) outs(%63 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<16x64xf32>
    %expanded_18 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %expanded_18 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.subf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.mulf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf64>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x16x64xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_5 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_3 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %77 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.subf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %79 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg15 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg16 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %transposed_19 = linalg.transpose ins(%83 : tensor<1x16x64xf32>) outs(%24 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %transposed_20 = linalg.transpose ins(%arg19 : tensor<32x16xf32>) outs(%25 : tensor<16x32xf32>) permutation = [1, 0] 
    %84 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<16x32xf32>) outs(%26 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x32xf32>
    %85 = linalg.batch_matmul ins(%transposed_19, %84 : tensor<1x64x16xf32>, tensor<1x16x32xf32>) outs(%29 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg20 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%28 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x64x32xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x64x32xf32>) outs(%28 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_6 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst_1 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_21 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %transposed_22 = linalg.transpose ins(%arg21 : tensor<16x32xf32>) outs(%33 : tensor<32x16xf32>) permutation = [1, 0] 
    %88 = linalg.matmul ins(%collapsed_21, %transposed_22 : tensor<64x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %arg22 : tensor<64x16xf32>, tensor<16xf32>) outs(%34 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<64x16xf32>
    %expanded_23 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [1, 64, 16] : tensor<64x16xf32> into tensor<1x64x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %transposed_24 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %122 = arith.extf %in : f32 to f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %93 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.subf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %94 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%3 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %122 = arith.mulf %in, %in_32 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x64xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x16x64xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.addf %in, %out : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x16x1xf64>) outs(%5 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %122 = arith.divf %in, %cst_4 : f64
      linalg.yield %122 : f64
    } -> tensor<1x16x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x16x1xf64>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %122 = arith.truncf %in : f64 to f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<1x16x64xf32>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_5 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_3 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x16x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x1xf32>) outs(%13 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %100 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.subf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %102 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg17 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.mulf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg18 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_25 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_26 = linalg.transpose ins(%arg23 : tensor<128x64xf32>) outs(%55 : tensor<64x128xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%57 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %arg24 : tensor<16x128xf32>, tensor<128xf32>) outs(%56 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<16x128xf32>
    %expanded_27 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x16x128xf32>) outs(%60 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_6 : f32
      %123 = math.erf %122 : f32
      %124 = arith.addf %123, %cst_1 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_28 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_29 = linalg.transpose ins(%arg25 : tensor<64x128xf32>) outs(%62 : tensor<128x64xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%110, %arg26 : tensor<16x64xf32>, tensor<64xf32>) outs(%63 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<16x64xf32>
    %expanded_30 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_30 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%2 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x16x64xf32>
    %113 = tensor.empty() : tensor<1x64xf32>
    %114 = linalg.fill ins(%cst : f32) outs(%113 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction", "parallel"]} ins(%112 : tensor<1x16x64xf32>) outs(%114 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x64xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<1x64xf32>) outs(%113 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_7 : f32
      linalg.yield %122 : f32
    } -> tensor<1x64xf32>
    %117 = tensor.empty() : tensor<64x10xf32>
    %transposed_31 = linalg.transpose ins(%arg27 : tensor<10x64xf32>) outs(%117 : tensor<64x10xf32>) permutation = [1, 0] 
    %118 = tensor.empty() : tensor<1x10xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %120 = linalg.matmul ins(%116, %transposed_31 : tensor<1x64xf32>, tensor<64x10xf32>) outs(%119 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %arg28 : tensor<1x10xf32>, tensor<10xf32>) outs(%118 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %122 = arith.addf %in, %in_32 : f32
      linalg.yield %122 : f32
    } -> tensor<1x10xf32>
    return %121 : tensor<1x10xf32>
  }
}

