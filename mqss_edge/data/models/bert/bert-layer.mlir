// models-v1/bert-layer: one BERT layer at hidden 128
// transformers BertConfig -> BertModel.encoder.layer.0, inputs 1x16x128xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 16 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<1x16x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<512x128xf32>, %arg12: tensor<512xf32>, %arg13: tensor<128x512xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>) -> tensor<1x16x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 1.250000e-01 : f32
    %cst_6 = arith.constant 1.280000e+02 : f64
    %cst_7 = arith.constant 1.280000e+02 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %0 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<16x128xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<16x128xf32>, tensor<128x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x128xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<16x128xf32> into tensor<1x16x2x64xf32>
    %5 = tensor.empty() : tensor<1x2x16x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x16x2x64xf32>) outs(%5 : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x128xf32>
    %expanded_11 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<16x128xf32> into tensor<1x16x2x64xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg6 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x128xf32>
    %expanded_13 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<16x128xf32> into tensor<1x16x2x64xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x16x2x64xf32>) outs(%5 : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3] 
    %10 = tensor.empty() : tensor<1x2x64x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_11 : tensor<1x16x2x64xf32>) outs(%10 : tensor<1x2x64x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x2x64x16xf32> into tensor<2x64x16xf32>
    %11 = tensor.empty() : tensor<2x16x16xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %13 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<2x16x64xf32>, tensor<2x64x16xf32>) outs(%12 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_18 = tensor.expand_shape %13 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %14 = tensor.empty() : tensor<1x2x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x2x16x16xf32>) outs(%14 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.mulf %in, %cst_5 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x16x16xf32>
    %16 = tensor.empty() : tensor<1x2x16xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %18 = tensor.empty() : tensor<1x2x16xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %20:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x2x16x16xf32>) outs(%19, %17 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %83 = linalg.index 3 : index
      %84 = arith.index_cast %83 : index to i64
      %85 = arith.maximumf %in, %out : f32
      %86 = arith.cmpf ogt, %in, %out : f32
      %87 = arith.select %86, %84, %out_33 : i64
      linalg.yield %85, %87 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_19 = tensor.expand_shape %20#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_19 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%14 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x2x16x16xf32>) outs(%14 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.exp %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x16x16xf32>
    %23 = tensor.empty() : tensor<1x2x16x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<1x2x16x16xf32>) outs(%24 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%14 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.divf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_20 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
    %27 = tensor.empty() : tensor<2x16x64xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %29 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<2x16x16xf32>, tensor<2x16x64xf32>) outs(%28 : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %expanded_22 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [1, 2, 16, 64] : tensor<2x16x64xf32> into tensor<1x2x16x64xf32>
    %30 = tensor.empty() : tensor<1x16x2x64xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<1x2x16x64xf32>) outs(%30 : tensor<1x16x2x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<1x16x2x64xf32> into tensor<16x128xf32>
    %transposed_25 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%0 : tensor<128x128xf32>) permutation = [1, 0] 
    %31 = linalg.matmul ins(%collapsed_24, %transposed_25 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %arg8 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x128xf32>
    %expanded_26 = tensor.expand_shape %32 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %33 = tensor.empty() : tensor<1x16x128xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %35 = tensor.empty() : tensor<1x16x128xf64>
    %36 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x128xf32>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %83 = arith.extf %in : f32 to f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %37 = tensor.empty() : tensor<1x16x1xf64>
    %38 = linalg.fill ins(%cst_1 : f64) outs(%37 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %39 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<1x16x128xf64>) outs(%38 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_6 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %41 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %40 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.subf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %42 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %41 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.mulf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%42 : tensor<1x16x128xf64>) outs(%38 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_6 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %45 = tensor.empty() : tensor<1x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x16x1xf64>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %83 = arith.truncf %in : f64 to f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%45 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%34 : tensor<1x16x128xf32>) outs(%47 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_7 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_4 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<1x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.rsqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %49 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %51 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %arg9 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg10 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_27 = tensor.collapse_shape %55 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %56 = tensor.empty() : tensor<128x512xf32>
    %transposed_28 = linalg.transpose ins(%arg11 : tensor<512x128xf32>) outs(%56 : tensor<128x512xf32>) permutation = [1, 0] 
    %57 = tensor.empty() : tensor<16x512xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %59 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<16x128xf32>, tensor<128x512xf32>) outs(%58 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %arg12 : tensor<16x512xf32>, tensor<512xf32>) outs(%57 : tensor<16x512xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x512xf32>
    %expanded_29 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %61 = tensor.empty() : tensor<1x16x512xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x16x512xf32>) outs(%61 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_8 : f32
      %84 = math.erf %83 : f32
      %85 = arith.addf %84, %cst_2 : f32
      %86 = arith.mulf %85, %cst_3 : f32
      %87 = arith.mulf %in, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x512xf32>
    %collapsed_30 = tensor.collapse_shape %62 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %63 = tensor.empty() : tensor<512x128xf32>
    %transposed_31 = linalg.transpose ins(%arg13 : tensor<128x512xf32>) outs(%63 : tensor<512x128xf32>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<16x512xf32>, tensor<512x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %arg14 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<16x128xf32>
    %expanded_32 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %55 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x16x128xf32>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %83 = arith.extf %in : f32 to f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %68 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x16x128xf64>) outs(%38 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %69 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_6 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %70 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.subf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%35 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.mulf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x128xf64>
    %72 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x16x128xf64>) outs(%38 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_6 : f64
      linalg.yield %83 : f64
    } -> tensor<1x16x1xf64>
    %74 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x16x1xf64>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %83 = arith.truncf %in : f64 to f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<1x16x128xf32>) outs(%47 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_7 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_4 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x1xf32>) outs(%45 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.rsqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %76 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg15 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg16 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%33 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x16x128xf32>
    return %82 : tensor<1x16x128xf32>
  }
}

