// models-v1/vit-layer: one ViT encoder layer at hidden 128, 65 tokens
// transformers ViTConfig -> ViTModel.layers.0, inputs 1x65x128xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 16 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x65x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<512x128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<128xf32>) -> tensor<1x65x128xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %cst_5 = arith.constant 1.280000e+02 : f64
    %cst_6 = arith.constant 1.280000e+02 : f32
    %cst_7 = arith.constant 1.250000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x65x128xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x65x128xf32>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %83 = arith.extf %in : f32 to f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %2 = tensor.empty() : tensor<1x65x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x65x1xf64>) -> tensor<1x65x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x65x128xf64>) outs(%3 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x65x1xf64>) outs(%2 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_5 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.subf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.mulf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x65x128xf64>) outs(%3 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x65x1xf64>) outs(%2 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_5 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %10 = tensor.empty() : tensor<1x65x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x65x1xf64>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %83 = arith.truncf %in : f64 to f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x65x1xf32>) -> tensor<1x65x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x65x128xf32>) outs(%12 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_6 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_4 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<1x65x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.rsqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %17 = tensor.empty() : tensor<1x65x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg9 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg10 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %22 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<65x128xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<65x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %arg2 : tensor<65x128xf32>, tensor<128xf32>) outs(%23 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x128xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [1, 65, 2, 64] : tensor<65x128xf32> into tensor<1x65x2x64xf32>
    %27 = tensor.empty() : tensor<1x2x65x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x65x2x64xf32>) outs(%27 : tensor<1x2x65x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg3 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %28 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %arg4 : tensor<65x128xf32>, tensor<128xf32>) outs(%23 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x128xf32>
    %expanded_11 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 65, 2, 64] : tensor<65x128xf32> into tensor<1x65x2x64xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %arg6 : tensor<65x128xf32>, tensor<128xf32>) outs(%23 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x128xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 65, 2, 64] : tensor<65x128xf32> into tensor<1x65x2x64xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x65x2x64xf32>) outs(%27 : tensor<1x2x65x64xf32>) permutation = [0, 2, 1, 3] 
    %32 = tensor.empty() : tensor<1x2x64x65xf32>
    %transposed_15 = linalg.transpose ins(%expanded_11 : tensor<1x65x2x64xf32>) outs(%32 : tensor<1x2x64x65xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<1x2x65x64xf32> into tensor<2x65x64xf32>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x2x64x65xf32> into tensor<2x64x65xf32>
    %33 = tensor.empty() : tensor<2x65x65xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x65x65xf32>) -> tensor<2x65x65xf32>
    %35 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<2x65x64xf32>, tensor<2x64x65xf32>) outs(%34 : tensor<2x65x65xf32>) -> tensor<2x65x65xf32>
    %expanded_18 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [1, 2, 65, 65] : tensor<2x65x65xf32> into tensor<1x2x65x65xf32>
    %36 = tensor.empty() : tensor<1x2x65x65xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x2x65x65xf32>) outs(%36 : tensor<1x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.mulf %in, %cst_7 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x65x65xf32>
    %38 = tensor.empty() : tensor<1x2x65xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<1x2x65xi64>) -> tensor<1x2x65xi64>
    %40 = tensor.empty() : tensor<1x2x65xf32>
    %41 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<1x2x65xf32>) -> tensor<1x2x65xf32>
    %42:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<1x2x65x65xf32>) outs(%41, %39 : tensor<1x2x65xf32>, tensor<1x2x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %83 = linalg.index 3 : index
      %84 = arith.index_cast %83 : index to i64
      %85 = arith.maximumf %in, %out : f32
      %86 = arith.cmpf ogt, %in, %out : f32
      %87 = arith.select %86, %84, %out_33 : i64
      linalg.yield %85, %87 : f32, i64
    } -> (tensor<1x2x65xf32>, tensor<1x2x65xi64>)
    %expanded_19 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [1, 2, 65, 1] : tensor<1x2x65xf32> into tensor<1x2x65x1xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_19 : tensor<1x2x65x65xf32>, tensor<1x2x65x1xf32>) outs(%36 : tensor<1x2x65x65xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x65x65xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x2x65x65xf32>) outs(%36 : tensor<1x2x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.exp %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x65x65xf32>
    %45 = tensor.empty() : tensor<1x2x65x1xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<1x2x65x1xf32>) -> tensor<1x2x65x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x2x65x65xf32>) outs(%46 : tensor<1x2x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x65x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<1x2x65x65xf32>, tensor<1x2x65x1xf32>) outs(%36 : tensor<1x2x65x65xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.divf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x2x65x65xf32>
    %collapsed_20 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<1x2x65x65xf32> into tensor<2x65x65xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<1x2x65x64xf32> into tensor<2x65x64xf32>
    %49 = tensor.empty() : tensor<2x65x64xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %51 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<2x65x65xf32>, tensor<2x65x64xf32>) outs(%50 : tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %expanded_22 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [1, 2, 65, 64] : tensor<2x65x64xf32> into tensor<1x2x65x64xf32>
    %52 = tensor.empty() : tensor<1x65x2x64xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<1x2x65x64xf32>) outs(%52 : tensor<1x65x2x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<1x65x2x64xf32> into tensor<65x128xf32>
    %transposed_25 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %53 = linalg.matmul ins(%collapsed_24, %transposed_25 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %arg8 : tensor<65x128xf32>, tensor<128xf32>) outs(%23 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x128xf32>
    %expanded_26 = tensor.expand_shape %54 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x65x128xf32>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %83 = arith.extf %in : f32 to f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<1x65x128xf64>) outs(%3 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<1x65x1xf64>) outs(%2 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_5 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %58 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.subf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %59 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%0 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_33: f64, %out: f64):
      %83 = arith.mulf %in, %in_33 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x128xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<1x65x128xf64>) outs(%3 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.addf %in, %out : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x65x1xf64>) outs(%2 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %83 = arith.divf %in, %cst_5 : f64
      linalg.yield %83 : f64
    } -> tensor<1x65x1xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x65x1xf64>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %83 = arith.truncf %in : f64 to f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<1x65x128xf32>) outs(%12 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.addf %in, %out : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_6 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_4 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<1x65x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x65x1xf32>) outs(%10 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.rsqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %65 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.subf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %67 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg11 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.mulf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg12 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    %collapsed_27 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %72 = tensor.empty() : tensor<128x512xf32>
    %transposed_28 = linalg.transpose ins(%arg13 : tensor<512x128xf32>) outs(%72 : tensor<128x512xf32>) permutation = [1, 0] 
    %73 = tensor.empty() : tensor<65x512xf32>
    %74 = linalg.fill ins(%cst_0 : f32) outs(%73 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %75 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<65x128xf32>, tensor<128x512xf32>) outs(%74 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%75, %arg14 : tensor<65x512xf32>, tensor<512xf32>) outs(%73 : tensor<65x512xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x512xf32>
    %expanded_29 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 65, 512] : tensor<65x512xf32> into tensor<1x65x512xf32>
    %77 = tensor.empty() : tensor<1x65x512xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x65x512xf32>) outs(%77 : tensor<1x65x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.divf %in, %cst_8 : f32
      %84 = math.erf %83 : f32
      %85 = arith.addf %84, %cst_2 : f32
      %86 = arith.mulf %85, %cst_3 : f32
      %87 = arith.mulf %in, %86 : f32
      linalg.yield %87 : f32
    } -> tensor<1x65x512xf32>
    %collapsed_30 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<1x65x512xf32> into tensor<65x512xf32>
    %79 = tensor.empty() : tensor<512x128xf32>
    %transposed_31 = linalg.transpose ins(%arg15 : tensor<128x512xf32>) outs(%79 : tensor<512x128xf32>) permutation = [1, 0] 
    %80 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<65x512xf32>, tensor<512x128xf32>) outs(%24 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %arg16 : tensor<65x128xf32>, tensor<128xf32>) outs(%23 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<65x128xf32>
    %expanded_32 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %55 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%17 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %83 = arith.addf %in, %in_33 : f32
      linalg.yield %83 : f32
    } -> tensor<1x65x128xf32>
    return %82 : tensor<1x65x128xf32>
  }
}

