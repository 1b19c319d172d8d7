// models-v1/transformer-encoder-layer: nn.TransformerEncoderLayer d=64, 4 heads, GELU, post-norm
// torch.nn, inputs 1x16x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 12 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<1x16x64xf32>, %arg1: tensor<192x64xf32>, %arg2: tensor<192xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x4x16x16xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<16x1x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x16x64xf32>) outs(%0 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<16x1x64xf32> into tensor<16x64xf32>
    %1 = tensor.empty() : tensor<64x192xf32>
    %transposed_10 = linalg.transpose ins(%arg1 : tensor<192x64xf32>) outs(%1 : tensor<64x192xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<16x192xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%3 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<16x192xf32>, tensor<192xf32>) outs(%2 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<16x192xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3, 4]] output_shape [1, 16, 1, 3, 64] : tensor<16x192xf32> into tensor<1x16x1x3x64xf32>
    %6 = tensor.empty() : tensor<3x16x1x1x64xf32>
    %transposed_11 = linalg.transpose ins(%expanded : tensor<1x16x1x3x64xf32>) outs(%6 : tensor<3x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1], [2, 3], [4]] : tensor<3x16x1x1x64xf32> into tensor<3x16x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_12[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_13 = tensor.extract_slice %collapsed_12[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_12[2, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<3x16x1x64xf32> to tensor<1x16x1x64xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_16 = tensor.expand_shape %collapsed_15 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %7 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<16x4x16xf32>) outs(%7 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_18 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<16x4x16xf32>) outs(%7 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_21 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<16x4x16xf32>) outs(%7 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_24 = tensor.expand_shape %transposed_17 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %expanded_25 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %8 = tensor.empty() : tensor<1x4x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x4x16x16xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.mulf %in, %cst_3 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x4x16x16xf32>) outs(%8 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<1x4x16x16xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.mulf %in, %cst_3 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %10 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %12 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%11 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_29 = tensor.expand_shape %12 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %13 = tensor.empty() : tensor<1x4x16xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %15 = tensor.empty() : tensor<1x4x16xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %17:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_29 : tensor<1x4x16x16xf32>) outs(%16, %14 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_44: i64):
      %87 = linalg.index 3 : index
      %88 = arith.index_cast %87 : index to i64
      %89 = arith.maximumf %in, %out : f32
      %90 = arith.cmpf ogt, %in, %out : f32
      %91 = arith.select %90, %88, %out_44 : i64
      linalg.yield %89, %91 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_30 = tensor.expand_shape %17#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %expanded_30 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.subf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x16x16xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.exp %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %20 = tensor.empty() : tensor<1x4x16x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x4x16x16xf32>) outs(%21 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.divf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %24 = tensor.empty() : tensor<1x4x16x16xi1>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x16x16xf32>) outs(%24 : tensor<1x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %87 = arith.extf %in : f32 to f64
      %88 = arith.cmpf oeq, %87, %cst_6 : f64
      linalg.yield %88 : i1
    } -> tensor<1x4x16x16xi1>
    %26 = tensor.empty() : tensor<1x4x16x1xi1>
    %27 = linalg.fill ins(%true : i1) outs(%26 : tensor<1x4x16x1xi1>) -> tensor<1x4x16x1xi1>
    %28 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x4x16x16xi1>) outs(%27 : tensor<1x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %87 = arith.andi %in, %out : i1
      linalg.yield %87 : i1
    } -> tensor<1x4x16x1xi1>
    %29 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_4, %23 : tensor<1x4x16x1xi1>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%8 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: i1, %in_44: f32, %in_45: f32, %out: f32):
      %87 = arith.select %in, %in_44, %in_45 : f32
      linalg.yield %87 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_31 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %30 = linalg.batch_matmul ins(%collapsed_31, %transposed_23 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%11 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_32 = tensor.expand_shape %30 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %31 = tensor.empty() : tensor<16x1x4x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x4x16x16xf32>) outs(%31 : tensor<16x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0], [1, 2, 3]] : tensor<16x1x4x16xf32> into tensor<16x64xf32>
    %32 = tensor.empty() : tensor<64x64xf32>
    %transposed_35 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%32 : tensor<64x64xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<16x64xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %35 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %arg4 : tensor<16x64xf32>, tensor<64xf32>) outs(%33 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<16x64xf32>
    %expanded_36 = tensor.expand_shape %36 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xf32> into tensor<16x1x64xf32>
    %37 = tensor.empty() : tensor<1x16x64xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<16x1x64xf32>) outs(%37 : tensor<1x16x64xf32>) permutation = [1, 0, 2] 
    %38 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %transposed_37 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %39 = tensor.empty() : tensor<1x16x64xf64>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x16x64xf32>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %87 = arith.extf %in : f32 to f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %41 = tensor.empty() : tensor<1x16x1xf64>
    %42 = linalg.fill ins(%cst_1 : f64) outs(%41 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<1x16x64xf64>) outs(%42 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.addf %in, %out : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x16x1xf64>) outs(%41 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.divf %in, %cst_7 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %45 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %44 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %87 = arith.subf %in, %in_44 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %45 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %87 = arith.mulf %in, %in_44 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %47 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x16x64xf64>) outs(%42 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.addf %in, %out : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x16x1xf64>) outs(%41 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.divf %in, %cst_7 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %49 = tensor.empty() : tensor<1x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x16x1xf64>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %87 = arith.truncf %in : f64 to f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<1x16x64xf32>) outs(%51 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_8 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.truncf %cst_5 : f64 to f32
      %88 = arith.addf %in, %87 : f32
      linalg.yield %88 : f32
    } -> tensor<1x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.rsqrt %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %53 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.subf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %55 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.mulf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %arg9 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.mulf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %arg10 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_38 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %60 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg5 : tensor<128x64xf32>) outs(%60 : tensor<64x128xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<16x128xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %63 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%62 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%63, %arg6 : tensor<16x128xf32>, tensor<128xf32>) outs(%61 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<16x128xf32>
    %expanded_40 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %65 = tensor.empty() : tensor<1x16x128xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x16x128xf32>) outs(%65 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_9 : f32
      %88 = math.erf %87 : f32
      %89 = arith.addf %88, %cst_2 : f32
      %90 = arith.mulf %89, %cst_3 : f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_41 = tensor.collapse_shape %66 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %67 = tensor.empty() : tensor<128x64xf32>
    %transposed_42 = linalg.transpose ins(%arg7 : tensor<64x128xf32>) outs(%67 : tensor<128x64xf32>) permutation = [1, 0] 
    %68 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%34 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %arg8 : tensor<16x64xf32>, tensor<64xf32>) outs(%33 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<16x64xf32>
    %expanded_43 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %expanded_43 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x16x64xf32>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %87 = arith.extf %in : f32 to f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %72 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x16x64xf64>) outs(%42 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.addf %in, %out : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %73 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x1xf64>) outs(%41 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.divf %in, %cst_7 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %87 = arith.subf %in, %in_44 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %75 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%39 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %87 = arith.mulf %in, %in_44 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x64xf64>
    %76 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x16x64xf64>) outs(%42 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.addf %in, %out : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %77 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf64>) outs(%41 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %87 = arith.divf %in, %cst_7 : f64
      linalg.yield %87 : f64
    } -> tensor<1x16x1xf64>
    %78 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x1xf64>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %87 = arith.truncf %in : f64 to f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<1x16x64xf32>) outs(%51 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.addf %in, %out : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.divf %in, %cst_8 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = arith.truncf %cst_5 : f64 to f32
      %88 = arith.addf %in, %87 : f32
      linalg.yield %88 : f32
    } -> tensor<1x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %87 = math.rsqrt %in : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %80 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.subf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.mulf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg11 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.mulf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg12 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%37 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %87 = arith.addf %in, %in_44 : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x64xf32>
    return %86 : tensor<1x16x64xf32>
  }
}

