// models-v1/whisper-encoder-layer: one Whisper encoder layer at hidden 128
// transformers WhisperConfig -> WhisperModel.encoder.layers.0, inputs 1x32x128xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 15 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x32x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>) -> tensor<1x32x128xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 1.280000e+02 : f64
    %cst_6 = arith.constant 1.280000e+02 : f32
    %cst_7 = arith.constant 1.250000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x32x128xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %77 = arith.extf %in : f32 to f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %2 = tensor.empty() : tensor<1x32x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x32x1xf64>) -> tensor<1x32x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x32x128xf64>) outs(%3 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.addf %in, %out : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x32x1xf64>) outs(%2 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.divf %in, %cst_5 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x32x128xf64>, tensor<1x32x1xf64>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %77 = arith.subf %in, %in_34 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x32x128xf64>, tensor<1x32x128xf64>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %77 = arith.mulf %in, %in_34 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x32x128xf64>) outs(%3 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.addf %in, %out : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x32x1xf64>) outs(%2 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.divf %in, %cst_5 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %10 = tensor.empty() : tensor<1x32x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x32x1xf64>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %77 = arith.truncf %in : f64 to f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x32x128xf32>) outs(%12 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.addf %in, %out : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.divf %in, %cst_6 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_4 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<1x32x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %17 = tensor.empty() : tensor<1x32x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x32x128xf32>, tensor<1x32x1xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.subf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x32x128xf32>, tensor<1x32x1xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.mulf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg8 : tensor<1x32x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.mulf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg9 : tensor<1x32x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %22 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<32x128xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %arg5 : tensor<32x128xf32>, tensor<128xf32>) outs(%23 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<32x128xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x32x128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.mulf %in, %cst_7 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %expanded_9 = tensor.expand_shape %27 [[0], [1], [2, 3]] output_shape [1, 32, 2, 64] : tensor<1x32x128xf32> into tensor<1x32x2x64xf32>
    %28 = tensor.empty() : tensor<1x2x32x64xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<1x32x2x64xf32>) outs(%28 : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%arg1 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_12 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 32, 2, 64] : tensor<32x128xf32> into tensor<1x32x2x64xf32>
    %transposed_13 = linalg.transpose ins(%arg2 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %arg3 : tensor<32x128xf32>, tensor<128xf32>) outs(%23 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<32x128xf32>
    %expanded_14 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 32, 2, 64] : tensor<32x128xf32> into tensor<1x32x2x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x32x2x64xf32>) outs(%28 : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3] 
    %32 = tensor.empty() : tensor<1x2x64x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<1x32x2x64xf32>) outs(%32 : tensor<1x2x64x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_10 [[0, 1], [2], [3]] : tensor<1x2x32x64xf32> into tensor<2x32x64xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<1x2x64x32xf32> into tensor<2x64x32xf32>
    %33 = tensor.empty() : tensor<2x32x32xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %35 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<2x32x64xf32>, tensor<2x64x32xf32>) outs(%34 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_19 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %36 = tensor.empty() : tensor<1x2x32xi64>
    %37 = linalg.fill ins(%c0_i64 : i64) outs(%36 : tensor<1x2x32xi64>) -> tensor<1x2x32xi64>
    %38 = tensor.empty() : tensor<1x2x32xf32>
    %39 = linalg.fill ins(%cst_1 : f32) outs(%38 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %40:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_19 : tensor<1x2x32x32xf32>) outs(%39, %37 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_34: i64):
      %77 = linalg.index 3 : index
      %78 = arith.index_cast %77 : index to i64
      %79 = arith.maximumf %in, %out : f32
      %80 = arith.cmpf ogt, %in, %out : f32
      %81 = arith.select %80, %78, %out_34 : i64
      linalg.yield %79, %81 : f32, i64
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>)
    %expanded_20 = tensor.expand_shape %40#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32>
    %41 = tensor.empty() : tensor<1x2x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_20 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%41 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.subf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x2x32x32xf32>) outs(%41 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.exp %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x32x32xf32>
    %44 = tensor.empty() : tensor<1x2x32x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<1x2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<1x2x32x32xf32>) outs(%45 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.addf %in, %out : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%41 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.divf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_21 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_22 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x2x32x64xf32> into tensor<2x32x64xf32>
    %48 = tensor.empty() : tensor<2x32x64xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %50 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<2x32x32xf32>, tensor<2x32x64xf32>) outs(%49 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %expanded_23 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [1, 2, 32, 64] : tensor<2x32x64xf32> into tensor<1x2x32x64xf32>
    %51 = tensor.empty() : tensor<1x32x2x64xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x2x32x64xf32>) outs(%51 : tensor<1x32x2x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<1x32x2x64xf32> into tensor<32x128xf32>
    %transposed_26 = linalg.transpose ins(%arg6 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %arg7 : tensor<32x128xf32>, tensor<128xf32>) outs(%23 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<32x128xf32>
    %expanded_27 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_27 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x128xf32>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %77 = arith.extf %in : f32 to f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<1x32x128xf64>) outs(%3 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.addf %in, %out : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x32x1xf64>) outs(%2 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.divf %in, %cst_5 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %57 : tensor<1x32x128xf64>, tensor<1x32x1xf64>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %77 = arith.subf %in, %in_34 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %58 : tensor<1x32x128xf64>, tensor<1x32x128xf64>) outs(%0 : tensor<1x32x128xf64>) {
    ^bb0(%in: f64, %in_34: f64, %out: f64):
      %77 = arith.mulf %in, %in_34 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x128xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%59 : tensor<1x32x128xf64>) outs(%3 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.addf %in, %out : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x32x1xf64>) outs(%2 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %77 = arith.divf %in, %cst_5 : f64
      linalg.yield %77 : f64
    } -> tensor<1x32x1xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x32x1xf64>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %77 = arith.truncf %in : f64 to f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<1x32x128xf32>) outs(%12 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.addf %in, %out : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.divf %in, %cst_6 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_4 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<1x32x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x32x1xf32>) outs(%10 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %64 : tensor<1x32x128xf32>, tensor<1x32x1xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.subf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<1x32x128xf32>, tensor<1x32x1xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.mulf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg14 : tensor<1x32x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.mulf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg15 : tensor<1x32x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_28 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %transposed_29 = linalg.transpose ins(%arg10 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %arg11 : tensor<32x128xf32>, tensor<128xf32>) outs(%23 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<32x128xf32>
    %expanded_30 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x32x128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.divf %in, %cst_8 : f32
      %78 = math.erf %77 : f32
      %79 = arith.addf %78, %cst_2 : f32
      %80 = arith.mulf %79, %cst_3 : f32
      %81 = arith.mulf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_31 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %transposed_32 = linalg.transpose ins(%arg12 : tensor<128x128xf32>) outs(%22 : tensor<128x128xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<32x128xf32>, tensor<128x128xf32>) outs(%24 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%74, %arg13 : tensor<32x128xf32>, tensor<128xf32>) outs(%23 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<32x128xf32>
    %expanded_33 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %expanded_33 : tensor<1x32x128xf32>, tensor<1x32x128xf32>) outs(%17 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %77 = arith.addf %in, %in_34 : f32
      linalg.yield %77 : f32
    } -> tensor<1x32x128xf32>
    return %76 : tensor<1x32x128xf32>
  }
}

