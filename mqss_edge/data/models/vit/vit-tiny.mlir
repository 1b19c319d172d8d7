// models-v1/vit-tiny: ViT: 8x8 patches, two encoder layers
// transformers ViTConfig -> AutoModel, inputs 1x3x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 40 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x17x64xf32>, %arg3: tensor<64x3x8x8xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<128x64xf32>, %arg34: tensor<128xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x64xf32>, %arg40: tensor<64xf32>) -> tensor<1x17x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%0 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%arg0, %arg3 : tensor<1x3x32x32xf32>, tensor<64x3x8x8xf32>) outs(%broadcasted : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %2 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %arg1, %transposed : (tensor<1x1x64xf32>, tensor<1x16x64xf32>) -> tensor<1x17x64xf32>
    %3 = tensor.empty() : tensor<1x17x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %5 = tensor.empty() : tensor<17xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<17xi64>) {
    ^bb0(%out: i64):
      %168 = linalg.index 0 : index
      %169 = arith.index_cast %168 : index to i64
      linalg.yield %169 : i64
    } -> tensor<17xi64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : tensor<17xi64> into tensor<1x1x17x1xi64>
    %7 = tensor.empty() : tensor<1x1x17x1xi1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x17x1xi64>) outs(%7 : tensor<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %168 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %168 : i1
    } -> tensor<1x1x17x1xi1>
    %9 = tensor.empty() : tensor<1x1x17x17xi1>
    %collapsed_11 = tensor.collapse_shape %8 [[0], [1], [2, 3]] : tensor<1x1x17x1xi1> into tensor<1x1x17xi1>
    %10 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<1x1x17xi1>) outs(%9 : tensor<1x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x17x17xi1>
    %11 = tensor.empty() : tensor<1x1x17x17xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_5, %cst_4 : tensor<1x1x17x17xi1>, tensor<f32>, tensor<f32>) outs(%11 : tensor<1x1x17x17xf32>) {
    ^bb0(%in: i1, %in_66: f32, %in_67: f32, %out: f32):
      %168 = arith.select %in, %in_66, %in_67 : f32
      linalg.yield %168 : f32
    } -> tensor<1x1x17x17xf32>
    %13 = tensor.empty() : tensor<1x17x64xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x17x64xf32>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %15 = tensor.empty() : tensor<1x17x1xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<1x17x1xf64>) -> tensor<1x17x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.subf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %19 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.mulf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %23 = tensor.empty() : tensor<1x17x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x17x64xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %27 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %29 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg13 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg14 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_12 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %34 = tensor.empty() : tensor<64x64xf32>
    %transposed_13 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<17x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %37 = linalg.matmul ins(%collapsed_12, %transposed_13 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%37, %arg6 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_14 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %39 = tensor.empty() : tensor<1x2x17x32xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x17x2x32xf32>) outs(%39 : tensor<1x2x17x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed_12, %transposed_16 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%40, %arg8 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_17 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %transposed_18 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed_12, %transposed_18 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%42, %arg10 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_19 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x17x2x32xf32>) outs(%39 : tensor<1x2x17x32xf32>) permutation = [0, 2, 1, 3] 
    %44 = tensor.empty() : tensor<1x2x32x17xf32>
    %transposed_21 = linalg.transpose ins(%expanded_17 : tensor<1x17x2x32xf32>) outs(%44 : tensor<1x2x32x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x2x17x32xf32> into tensor<2x17x32xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x2x32x17xf32> into tensor<2x32x17xf32>
    %45 = tensor.empty() : tensor<2x17x17xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %47 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<2x17x32xf32>, tensor<2x32x17xf32>) outs(%46 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_24 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %48 = tensor.empty() : tensor<1x2x17x17xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x17x17xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %12 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %51 = tensor.empty() : tensor<1x2x17xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<1x2x17xi64>) -> tensor<1x2x17xi64>
    %53 = tensor.empty() : tensor<1x2x17xf32>
    %54 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<1x2x17xf32>) -> tensor<1x2x17xf32>
    %55:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x2x17x17xf32>) outs(%54, %52 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_66 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_25 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_25 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %58 = tensor.empty() : tensor<1x2x17x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<1x2x17x1xf32>) -> tensor<1x2x17x1xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x2x17x17xf32>) outs(%59 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x1xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.divf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_26 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_27 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<1x2x17x32xf32> into tensor<2x17x32xf32>
    %62 = tensor.empty() : tensor<2x17x32xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %64 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<2x17x17xf32>, tensor<2x17x32xf32>) outs(%63 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %expanded_28 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [1, 2, 17, 32] : tensor<2x17x32xf32> into tensor<1x2x17x32xf32>
    %65 = tensor.empty() : tensor<1x17x2x32xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x2x17x32xf32>) outs(%65 : tensor<1x17x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_30 = tensor.collapse_shape %transposed_29 [[0, 1], [2, 3]] : tensor<1x17x2x32xf32> into tensor<17x64xf32>
    %transposed_31 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %66 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%66, %arg12 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_32 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %4 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x17x64xf32>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.subf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.mulf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x17x64xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg15 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg16 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_33 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %85 = tensor.empty() : tensor<64x128xf32>
    %transposed_34 = linalg.transpose ins(%arg17 : tensor<128x64xf32>) outs(%85 : tensor<64x128xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<17x128xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %88 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<17x64xf32>, tensor<64x128xf32>) outs(%87 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%88, %arg18 : tensor<17x128xf32>, tensor<128xf32>) outs(%86 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x128xf32>
    %expanded_35 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [1, 17, 128] : tensor<17x128xf32> into tensor<1x17x128xf32>
    %90 = tensor.empty() : tensor<1x17x128xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x17x128xf32>) outs(%90 : tensor<1x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      %169 = math.erf %168 : f32
      %170 = arith.addf %169, %cst_2 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = arith.mulf %in, %171 : f32
      linalg.yield %172 : f32
    } -> tensor<1x17x128xf32>
    %collapsed_36 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x17x128xf32> into tensor<17x128xf32>
    %92 = tensor.empty() : tensor<128x64xf32>
    %transposed_37 = linalg.transpose ins(%arg19 : tensor<64x128xf32>) outs(%92 : tensor<128x64xf32>) permutation = [1, 0] 
    %93 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<17x128xf32>, tensor<128x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%93, %arg20 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_38 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %68 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x17x64xf32>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.subf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.mulf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x17x64xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg29 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg30 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_39 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %transposed_40 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%112, %arg22 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_41 = tensor.expand_shape %113 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<1x17x2x32xf32>) outs(%39 : tensor<1x2x17x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_39, %transposed_43 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%114, %arg24 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_44 = tensor.expand_shape %115 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %transposed_45 = linalg.transpose ins(%arg25 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_39, %transposed_45 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %117 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%116, %arg26 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_46 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [1, 17, 2, 32] : tensor<17x64xf32> into tensor<1x17x2x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x17x2x32xf32>) outs(%39 : tensor<1x2x17x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%expanded_44 : tensor<1x17x2x32xf32>) outs(%44 : tensor<1x2x32x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_49 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<1x2x17x32xf32> into tensor<2x17x32xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x32x17xf32> into tensor<2x32x17xf32>
    %118 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<2x17x32xf32>, tensor<2x32x17xf32>) outs(%46 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_51 = tensor.expand_shape %118 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_6 : f64 to f32
      %169 = arith.mulf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x17x17xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %12 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %121:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<1x2x17x17xf32>) outs(%54, %52 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_66 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_52 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_52 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<1x2x17x17xf32>) outs(%59 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x1xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.divf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_53 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x2x17x32xf32> into tensor<2x17x32xf32>
    %126 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<2x17x17xf32>, tensor<2x17x32xf32>) outs(%63 : tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %expanded_55 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [1, 2, 17, 32] : tensor<2x17x32xf32> into tensor<1x2x17x32xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x2x17x32xf32>) outs(%65 : tensor<1x17x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<1x17x2x32xf32> into tensor<17x64xf32>
    %transposed_58 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%127, %arg28 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_59 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %95 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x17x64xf32>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.subf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.mulf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<1x17x64xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %141 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg31 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg32 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_60 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %transposed_61 = linalg.transpose ins(%arg33 : tensor<128x64xf32>) outs(%85 : tensor<64x128xf32>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<17x64xf32>, tensor<64x128xf32>) outs(%87 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %147 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%146, %arg34 : tensor<17x128xf32>, tensor<128xf32>) outs(%86 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x128xf32>
    %expanded_62 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [1, 17, 128] : tensor<17x128xf32> into tensor<1x17x128xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x17x128xf32>) outs(%90 : tensor<1x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_10 : f32
      %169 = math.erf %168 : f32
      %170 = arith.addf %169, %cst_2 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = arith.mulf %in, %171 : f32
      linalg.yield %172 : f32
    } -> tensor<1x17x128xf32>
    %collapsed_63 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<1x17x128xf32> into tensor<17x128xf32>
    %transposed_64 = linalg.transpose ins(%arg35 : tensor<64x128xf32>) outs(%92 : tensor<128x64xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<17x128xf32>, tensor<128x64xf32>) outs(%36 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%149, %arg36 : tensor<17x64xf32>, tensor<64xf32>) outs(%35 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_65 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %129 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x17x64xf32>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.subf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%13 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %168 = arith.mulf %in, %in_66 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x64xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x17x64xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_8 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x17x64xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_9 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_7 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.subf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg37 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.mulf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg38 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %168 = arith.addf %in, %in_66 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x64xf32>
    return %167 : tensor<1x17x64xf32>
  }
}

