// models-v1/gpt2-block: one GPT-2 block at hidden 128
// transformers GPT2Config -> GPT2Model.h.0, inputs 1x16x128xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 12 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x16x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x384xf32>, %arg4: tensor<384xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x512xf32>, %arg10: tensor<512xf32>, %arg11: tensor<512x128xf32>, %arg12: tensor<128xf32>) -> tensor<1x16x128xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 1.280000e+02 : f64
    %cst_6 = arith.constant 1.280000e+02 : f32
    %cst_7 = arith.constant 1.250000e-01 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %cst_9 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x16x128xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16x128xf32>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %2 = tensor.empty() : tensor<1x16x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x16x128xf64>) outs(%3 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x16x1xf64>) outs(%2 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_5 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %85 = arith.subf %in, %in_31 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %85 = arith.mulf %in, %in_31 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x16x128xf64>) outs(%3 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x1xf64>) outs(%2 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_5 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %10 = tensor.empty() : tensor<1x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x1xf64>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x16x128xf32>) outs(%12 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %17 = tensor.empty() : tensor<1x16x128xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.subf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.mulf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.mulf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg2 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %22 = tensor.empty() : tensor<16x384xf32>
    %23 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %24 = linalg.matmul ins(%collapsed, %arg3 : tensor<16x128xf32>, tensor<128x384xf32>) outs(%23 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %arg4 : tensor<16x384xf32>, tensor<384xf32>) outs(%22 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<16x384xf32>
    %expanded = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 16, 384] : tensor<16x384xf32> into tensor<1x16x384xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 16, 128] [1, 1, 1] : tensor<1x16x384xf32> to tensor<1x16x128xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 128] [1, 16, 128] [1, 1, 1] : tensor<1x16x384xf32> to tensor<1x16x128xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 256] [1, 16, 128] [1, 1, 1] : tensor<1x16x384xf32> to tensor<1x16x128xf32>
    %expanded_12 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<1x16x128xf32> into tensor<1x16x2x64xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<1x16x128xf32> into tensor<1x16x2x64xf32>
    %26 = tensor.empty() : tensor<1x2x16x64xf32>
    %transposed = linalg.transpose ins(%expanded_13 : tensor<1x16x2x64xf32>) outs(%26 : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_14 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<1x16x128xf32> into tensor<1x16x2x64xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x16x2x64xf32>) outs(%26 : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<1x2x64x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<1x16x2x64xf32>) outs(%27 : tensor<1x2x64x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<1x2x64x16xf32> into tensor<2x64x16xf32>
    %28 = tensor.empty() : tensor<2x16x16xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %30 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<2x16x64xf32>, tensor<2x64x16xf32>) outs(%29 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_19 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %31 = tensor.empty() : tensor<1x2x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<1x2x16x16xf32>) outs(%31 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.mulf %in, %cst_7 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x16x16xf32>
    %33 = tensor.empty() : tensor<1x2x16xi64>
    %34 = linalg.fill ins(%c0_i64 : i64) outs(%33 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %35 = tensor.empty() : tensor<1x2x16xf32>
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %37:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<1x2x16x16xf32>) outs(%36, %34 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_31: i64):
      %85 = linalg.index 3 : index
      %86 = arith.index_cast %85 : index to i64
      %87 = arith.maximumf %in, %out : f32
      %88 = arith.cmpf ogt, %in, %out : f32
      %89 = arith.select %88, %86, %out_31 : i64
      linalg.yield %87, %89 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_20 = tensor.expand_shape %37#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_20 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%31 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.subf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x2x16x16xf32>) outs(%31 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.exp %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x16x16xf32>
    %40 = tensor.empty() : tensor<1x2x16x1xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<1x2x16x16xf32>) outs(%41 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %42 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%31 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.divf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_21 = tensor.collapse_shape %43 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_22 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x16x64xf32> into tensor<2x16x64xf32>
    %44 = tensor.empty() : tensor<2x16x64xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %46 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<2x16x16xf32>, tensor<2x16x64xf32>) outs(%45 : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %expanded_23 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [1, 2, 16, 64] : tensor<2x16x64xf32> into tensor<1x2x16x64xf32>
    %47 = tensor.empty() : tensor<1x16x2x64xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x2x16x64xf32>) outs(%47 : tensor<1x16x2x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<1x16x2x64xf32> into tensor<16x128xf32>
    %48 = tensor.empty() : tensor<16x128xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %50 = linalg.matmul ins(%collapsed_25, %arg5 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%49 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %arg6 : tensor<16x128xf32>, tensor<128xf32>) outs(%48 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<16x128xf32>
    %expanded_26 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %arg0 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x16x128xf32>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x16x128xf64>) outs(%3 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x16x1xf64>) outs(%2 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_5 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %85 = arith.subf %in, %in_31 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %56 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%0 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_31: f64, %out: f64):
      %85 = arith.mulf %in, %in_31 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x128xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<1x16x128xf64>) outs(%3 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x16x1xf64>) outs(%2 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_5 : f64
      linalg.yield %85 : f64
    } -> tensor<1x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x1xf64>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%52 : tensor<1x16x128xf32>) outs(%12 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x16x1xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %62 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.subf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %64 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.mulf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg7 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.mulf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg8 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_27 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %69 = tensor.empty() : tensor<16x512xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %71 = linalg.matmul ins(%collapsed_27, %arg9 : tensor<16x128xf32>, tensor<128x512xf32>) outs(%70 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %arg10 : tensor<16x512xf32>, tensor<512xf32>) outs(%69 : tensor<16x512xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<16x512xf32>
    %expanded_28 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %73 = tensor.empty() : tensor<1x16x512xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.mulf %in, %cst_8 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_3 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x16x512xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %76 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_2 : f64 to f32
      %86 = arith.mulf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x16x512xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.tanh %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %cst_9 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %80 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%73 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.mulf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x512xf32>
    %collapsed_29 = tensor.collapse_shape %81 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %82 = linalg.matmul ins(%collapsed_29, %arg11 : tensor<16x512xf32>, tensor<512x128xf32>) outs(%49 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %arg12 : tensor<16x128xf32>, tensor<128xf32>) outs(%48 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<16x128xf32>
    %expanded_30 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %expanded_30 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%17 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %85 = arith.addf %in, %in_31 : f32
      linalg.yield %85 : f32
    } -> tensor<1x16x128xf32>
    return %84 : tensor<1x16x128xf32>
  }
}

