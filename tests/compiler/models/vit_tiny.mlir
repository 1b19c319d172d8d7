// vit_tiny: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<1x1x32xf32>, %arg2: tensor<1x17x32xf32>, %arg3: tensor<32x3x4x4xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<64x32xf32>, %arg34: tensor<64xf32>, %arg35: tensor<32x64xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>) -> (tensor<1x17x32xf32>, tensor<1x32xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x2x17x17xf32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x32x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<32xf32>) outs(%0 : tensor<1x32x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<1x3x16x16xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x32x4x4xf32> into tensor<1x32x16xf32>
    %2 = tensor.empty() : tensor<1x16x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x32x16xf32>) outs(%2 : tensor<1x16x32xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %arg1, %transposed : (tensor<1x1x32xf32>, tensor<1x16x32xf32>) -> tensor<1x17x32xf32>
    %3 = tensor.empty() : tensor<1x17x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %5 = tensor.empty() : tensor<17xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<17xi64>) {
    ^bb0(%out: i64):
      %184 = linalg.index 0 : index
      %185 = arith.index_cast %184 : index to i64
      linalg.yield %185 : i64
    } -> tensor<17xi64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : tensor<17xi64> into tensor<1x1x17x1xi64>
    %7 = tensor.empty() : tensor<1x1x17x1xi1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x17x1xi64>) outs(%7 : tensor<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %184 : i1
    } -> tensor<1x1x17x1xi1>
    %9 = tensor.empty() : tensor<1x1x17x17xi1>
    %collapsed_12 = tensor.collapse_shape %8 [[0], [1], [2, 3]] : tensor<1x1x17x1xi1> into tensor<1x1x17xi1>
    %10 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_12 : tensor<1x1x17xi1>) outs(%9 : tensor<1x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x17x17xi1>
    %11 = tensor.empty() : tensor<1x17x32xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x17x32xf32>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %184 = arith.extf %in : f32 to f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %13 = tensor.empty() : tensor<1x17x1xf64>
    %14 = linalg.fill ins(%cst_0 : f64) outs(%13 : tensor<1x17x1xf64>) -> tensor<1x17x1xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %16 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.subf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %17 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.mulf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %21 = tensor.empty() : tensor<1x17x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x17x1xf64>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %184 = arith.truncf %in : f64 to f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x17x32xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_10 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.truncf %cst_8 : f64 to f32
      %185 = arith.addf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<1x17x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.rsqrt %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %25 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %27 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %arg13 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg14 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_13 = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %32 = tensor.empty() : tensor<32x32xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<17x32xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %35 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%35, %arg6 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_15 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %37 = tensor.empty() : tensor<1x2x17x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x17x2x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed_13, %transposed_17 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%38, %arg8 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_18 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed_13, %transposed_19 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%40, %arg10 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_20 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x17x2x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<1x1x17x17xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map8, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_5, %cst_6 : tensor<1x1x17x17xi1>, tensor<f32>, tensor<f32>) outs(%42 : tensor<1x1x17x17xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %184 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %184 : f32
    } -> tensor<1x1x17x17xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<1x2x17x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.mulf %in, %cst_3 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x16xf32>
    %45 = tensor.empty() : tensor<1x2x16x17xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<1x17x2x16xf32>) outs(%45 : tensor<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22 : tensor<1x2x16x17xf32>) outs(%45 : tensor<1x2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.mulf %in, %cst_3 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x16x17xf32>
    %collapsed_23 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %collapsed_24 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x2x16x17xf32> into tensor<2x16x17xf32>
    %47 = tensor.empty() : tensor<2x17x17xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %49 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<2x17x16xf32>, tensor<2x16x17xf32>) outs(%48 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_25 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %50 = tensor.empty() : tensor<1x2x17x17xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %43 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %52 = tensor.empty() : tensor<1x2x17xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<1x2x17xi64>) -> tensor<1x2x17xi64>
    %54 = tensor.empty() : tensor<1x2x17xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<1x2x17xf32>) -> tensor<1x2x17xf32>
    %56:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x2x17x17xf32>) outs(%55, %53 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %184 = linalg.index 3 : index
      %185 = arith.index_cast %184 : index to i64
      %186 = arith.maximumf %in, %out : f32
      %187 = arith.cmpf ogt, %in, %out : f32
      %188 = arith.select %187, %185, %out_69 : i64
      linalg.yield %186, %188 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_26 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_26 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x2x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.exp %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %59 = tensor.empty() : tensor<1x2x17x1xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<1x2x17x1xf32>) -> tensor<1x2x17x1xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x2x17x17xf32>) outs(%60 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.divf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %63 = tensor.empty() : tensor<1x2x17x17xi1>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x2x17x17xf32>) outs(%63 : tensor<1x2x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %184 = arith.extf %in : f32 to f64
      %185 = arith.cmpf oeq, %184, %cst_7 : f64
      linalg.yield %185 : i1
    } -> tensor<1x2x17x17xi1>
    %65 = tensor.empty() : tensor<1x2x17x1xi1>
    %66 = linalg.fill ins(%true : i1) outs(%65 : tensor<1x2x17x1xi1>) -> tensor<1x2x17x1xi1>
    %67 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x2x17x17xi1>) outs(%66 : tensor<1x2x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %184 = arith.andi %in, %out : i1
      linalg.yield %184 : i1
    } -> tensor<1x2x17x1xi1>
    %68 = linalg.generic {indexing_maps = [#map10, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %cst_4, %62 : tensor<1x2x17x1xi1>, tensor<1x2x17x17xf32>, tensor<1x2x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %184 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_27 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %69 = tensor.empty() : tensor<2x17x16xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %71 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<2x17x17xf32>, tensor<2x17x16xf32>) outs(%70 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %expanded_29 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : tensor<2x17x16xf32> into tensor<1x2x17x16xf32>
    %72 = tensor.empty() : tensor<1x17x2x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<1x2x17x16xf32>) outs(%72 : tensor<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<1x17x2x16xf32> into tensor<17x32xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %73 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%73, %arg12 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_33 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %4 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x17x32xf32>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %184 = arith.extf %in : f32 to f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.subf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %79 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.mulf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x17x1xf64>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %184 = arith.truncf %in : f64 to f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x17x32xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_10 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.truncf %cst_8 : f64 to f32
      %185 = arith.addf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<1x17x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.rsqrt %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %85 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg15 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg16 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_34 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %92 = tensor.empty() : tensor<32x64xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<64x32xf32>) outs(%92 : tensor<32x64xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<17x64xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %95 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<17x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%95, %arg18 : tensor<17x64xf32>, tensor<64xf32>) outs(%93 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x64xf32>
    %expanded_36 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %97 = tensor.empty() : tensor<1x17x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x17x64xf32>) outs(%97 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_11 : f32
      %185 = math.erf %184 : f32
      %186 = arith.addf %185, %cst_2 : f32
      %187 = arith.mulf %186, %cst_3 : f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_37 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %99 = tensor.empty() : tensor<64x32xf32>
    %transposed_38 = linalg.transpose ins(%arg19 : tensor<32x64xf32>) outs(%99 : tensor<64x32xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<17x64xf32>, tensor<64x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%100, %arg20 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_39 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %75 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x17x32xf32>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %184 = arith.extf %in : f32 to f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.subf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %106 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.mulf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x17x1xf64>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %184 = arith.truncf %in : f64 to f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<1x17x32xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_10 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.truncf %cst_8 : f64 to f32
      %185 = arith.addf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<1x17x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.rsqrt %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %112 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %114 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg29 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg30 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_40 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %transposed_41 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %119 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%119, %arg22 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_42 = tensor.expand_shape %120 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x17x2x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %121 = linalg.matmul ins(%collapsed_40, %transposed_44 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%121, %arg24 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_45 = tensor.expand_shape %122 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_46 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %123 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%123, %arg26 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_47 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x17x2x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43 : tensor<1x2x17x16xf32>) outs(%37 : tensor<1x2x17x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.mulf %in, %cst_3 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x16xf32>
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<1x17x2x16xf32>) outs(%45 : tensor<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_49 : tensor<1x2x16x17xf32>) outs(%45 : tensor<1x2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.mulf %in, %cst_3 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x16x17xf32>
    %collapsed_50 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %collapsed_51 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x2x16x17xf32> into tensor<2x16x17xf32>
    %127 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<2x17x16xf32>, tensor<2x16x17xf32>) outs(%48 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_52 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52, %43 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %129:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%128 : tensor<1x2x17x17xf32>) outs(%55, %53 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_69: i64):
      %184 = linalg.index 3 : index
      %185 = arith.index_cast %184 : index to i64
      %186 = arith.maximumf %in, %out : f32
      %187 = arith.cmpf ogt, %in, %out : f32
      %188 = arith.select %187, %185, %out_69 : i64
      linalg.yield %186, %188 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_53 = tensor.expand_shape %129#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_53 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x2x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.exp %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<1x2x17x17xf32>) outs(%60 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x1xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %132 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.divf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x2x17x17xf32>) outs(%63 : tensor<1x2x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %184 = arith.extf %in : f32 to f64
      %185 = arith.cmpf oeq, %184, %cst_7 : f64
      linalg.yield %185 : i1
    } -> tensor<1x2x17x17xi1>
    %135 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%134 : tensor<1x2x17x17xi1>) outs(%66 : tensor<1x2x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %184 = arith.andi %in, %out : i1
      linalg.yield %184 : i1
    } -> tensor<1x2x17x1xi1>
    %136 = linalg.generic {indexing_maps = [#map10, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %cst_4, %133 : tensor<1x2x17x1xi1>, tensor<1x2x17x17xf32>, tensor<1x2x17x17xf32>) outs(%50 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: i1, %in_69: f32, %in_70: f32, %out: f32):
      %184 = arith.select %in, %in_69, %in_70 : f32
      linalg.yield %184 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_54 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %137 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x17x17xf32>, tensor<2x17x16xf32>) outs(%70 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %expanded_56 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : tensor<2x17x16xf32> into tensor<1x2x17x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x2x17x16xf32>) outs(%72 : tensor<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<1x17x2x16xf32> into tensor<17x32xf32>
    %transposed_59 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %138 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %139 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%138, %arg28 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_60 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %102 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x17x32xf32>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %184 = arith.extf %in : f32 to f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.subf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.mulf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x17x1xf64>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %184 = arith.truncf %in : f64 to f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<1x17x32xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_10 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.truncf %cst_8 : f64 to f32
      %185 = arith.addf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<1x17x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.rsqrt %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %150 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg31 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg32 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_61 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %transposed_62 = linalg.transpose ins(%arg33 : tensor<64x32xf32>) outs(%92 : tensor<32x64xf32>) permutation = [1, 0] 
    %157 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<17x32xf32>, tensor<32x64xf32>) outs(%94 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%157, %arg34 : tensor<17x64xf32>, tensor<64xf32>) outs(%93 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x64xf32>
    %expanded_63 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x17x64xf32>) outs(%97 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_11 : f32
      %185 = math.erf %184 : f32
      %186 = arith.addf %185, %cst_2 : f32
      %187 = arith.mulf %186, %cst_3 : f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_64 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %transposed_65 = linalg.transpose ins(%arg35 : tensor<32x64xf32>) outs(%99 : tensor<64x32xf32>) permutation = [1, 0] 
    %160 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<17x64xf32>, tensor<64x32xf32>) outs(%34 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%160, %arg36 : tensor<17x32xf32>, tensor<32xf32>) outs(%33 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<17x32xf32>
    %expanded_66 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %140 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x17x32xf32>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %184 = arith.extf %in : f32 to f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %164 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.subf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%11 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_69: f64, %out: f64):
      %184 = arith.mulf %in, %in_69 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x32xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<1x17x32xf64>) outs(%14 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.addf %in, %out : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x17x1xf64>) outs(%13 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %184 = arith.divf %in, %cst_9 : f64
      linalg.yield %184 : f64
    } -> tensor<1x17x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x17x1xf64>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %184 = arith.truncf %in : f64 to f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<1x17x32xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.addf %in, %out : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.divf %in, %cst_10 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = arith.truncf %cst_8 : f64 to f32
      %185 = arith.addf %in, %184 : f32
      linalg.yield %185 : f32
    } -> tensor<1x17x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x17x1xf32>) outs(%21 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.rsqrt %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %172 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.subf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %174 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %arg37 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.mulf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %arg38 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x32xf32>
    %extracted_slice = tensor.extract_slice %178[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x17x32xf32> to tensor<1x1x32xf32>
    %collapsed_67 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %transposed_68 = linalg.transpose ins(%arg39 : tensor<32x32xf32>) outs(%32 : tensor<32x32xf32>) permutation = [1, 0] 
    %179 = tensor.empty() : tensor<1x32xf32>
    %180 = linalg.fill ins(%cst : f32) outs(%179 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %181 = linalg.matmul ins(%collapsed_67, %transposed_68 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%180 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%181, %arg40 : tensor<1x32xf32>, tensor<32xf32>) outs(%179 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %184 = arith.addf %in, %in_69 : f32
      linalg.yield %184 : f32
    } -> tensor<1x32xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<1x32xf32>) outs(%179 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %184 = math.tanh %in : f32
      linalg.yield %184 : f32
    } -> tensor<1x32xf32>
    return %178, %183 : tensor<1x17x32xf32>, tensor<1x32xf32>
  }
}
