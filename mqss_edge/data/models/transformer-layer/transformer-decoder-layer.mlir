// models-v1/transformer-decoder-layer: nn.TransformerDecoderLayer d=64, 4 heads, pre-norm, cross-attention over 16 memory tokens
// torch.nn, inputs 1x8x64xf32 1x16x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 18 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x16x64xf32>, %arg2: tensor<192x64xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<192x64xf32>, %arg7: tensor<192xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x8x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %133 = arith.extf %in : f32 to f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %2 = tensor.empty() : tensor<1x8x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.subf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.mulf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %133 = arith.truncf %in : f64 to f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.addf %in, %out : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.divf %in, %cst_7 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.truncf %cst_5 : f64 to f32
      %134 = arith.addf %in, %133 : f32
      linalg.yield %134 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = math.rsqrt %in : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.subf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg14 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg15 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %22 = tensor.empty() : tensor<8x1x64xf32>
    %transposed = linalg.transpose ins(%21 : tensor<1x8x64xf32>) outs(%22 : tensor<8x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<8x1x64xf32> into tensor<8x64xf32>
    %23 = tensor.empty() : tensor<64x192xf32>
    %transposed_9 = linalg.transpose ins(%arg2 : tensor<192x64xf32>) outs(%23 : tensor<64x192xf32>) permutation = [1, 0] 
    %24 = tensor.empty() : tensor<8x192xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<8x192xf32>) -> tensor<8x192xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<8x64xf32>, tensor<64x192xf32>) outs(%25 : tensor<8x192xf32>) -> tensor<8x192xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%26, %arg3 : tensor<8x192xf32>, tensor<192xf32>) outs(%24 : tensor<8x192xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x192xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2, 3, 4]] output_shape [1, 8, 1, 3, 64] : tensor<8x192xf32> into tensor<1x8x1x3x64xf32>
    %28 = tensor.empty() : tensor<3x8x1x1x64xf32>
    %transposed_10 = linalg.transpose ins(%expanded : tensor<1x8x1x3x64xf32>) outs(%28 : tensor<3x8x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_11 = tensor.collapse_shape %transposed_10 [[0], [1], [2, 3], [4]] : tensor<3x8x1x1x64xf32> into tensor<3x8x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_11[0, 0, 0, 0] [1, 8, 1, 64] [1, 1, 1, 1] : tensor<3x8x1x64xf32> to tensor<1x8x1x64xf32>
    %extracted_slice_12 = tensor.extract_slice %collapsed_11[1, 0, 0, 0] [1, 8, 1, 64] [1, 1, 1, 1] : tensor<3x8x1x64xf32> to tensor<1x8x1x64xf32>
    %extracted_slice_13 = tensor.extract_slice %collapsed_11[2, 0, 0, 0] [1, 8, 1, 64] [1, 1, 1, 1] : tensor<3x8x1x64xf32> to tensor<1x8x1x64xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x8x1x64xf32> into tensor<8x64xf32>
    %expanded_15 = tensor.expand_shape %collapsed_14 [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %29 = tensor.empty() : tensor<4x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<8x4x16xf32>) outs(%29 : tensor<4x8x16xf32>) permutation = [1, 0, 2] 
    %collapsed_17 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2, 3]] : tensor<1x8x1x64xf32> into tensor<8x64xf32>
    %expanded_18 = tensor.expand_shape %collapsed_17 [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<8x4x16xf32>) outs(%29 : tensor<4x8x16xf32>) permutation = [1, 0, 2] 
    %collapsed_20 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2, 3]] : tensor<1x8x1x64xf32> into tensor<8x64xf32>
    %expanded_21 = tensor.expand_shape %collapsed_20 [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<8x4x16xf32>) outs(%29 : tensor<4x8x16xf32>) permutation = [1, 0, 2] 
    %expanded_23 = tensor.expand_shape %transposed_16 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %expanded_24 = tensor.expand_shape %transposed_19 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %30 = tensor.empty() : tensor<1x4x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x4x8x16xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.mulf %in, %cst_8 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %32 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x4x8x16xf32>) outs(%32 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x4x16x8xf32>) outs(%32 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.mulf %in, %cst_8 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_26 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_27 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_28 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %37 = tensor.empty() : tensor<1x4x8xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %39 = tensor.empty() : tensor<1x4x8xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %41:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_28 : tensor<1x4x8x8xf32>) outs(%40, %38 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_80: i64):
      %133 = linalg.index 3 : index
      %134 = arith.index_cast %133 : index to i64
      %135 = arith.maximumf %in, %out : f32
      %136 = arith.cmpf ogt, %in, %out : f32
      %137 = arith.select %136, %134, %out_80 : i64
      linalg.yield %135, %137 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_29 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %42 = tensor.empty() : tensor<1x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_29 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.subf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = math.exp %in : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x8xf32>
    %45 = tensor.empty() : tensor<1x4x8x1xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x4x8x8xf32>) outs(%46 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.addf %in, %out : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.divf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x8xf32>
    %49 = tensor.empty() : tensor<1x4x8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x4x8x8xf32>) outs(%49 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %133 = arith.extf %in : f32 to f64
      %134 = arith.cmpf oeq, %133, %cst_4 : f64
      linalg.yield %134 : i1
    } -> tensor<1x4x8x8xi1>
    %51 = tensor.empty() : tensor<1x4x8x1xi1>
    %52 = linalg.fill ins(%true : i1) outs(%51 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %53 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x4x8x8xi1>) outs(%52 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %133 = arith.andi %in, %out : i1
      linalg.yield %133 : i1
    } -> tensor<1x4x8x1xi1>
    %54 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %cst_3, %48 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_80: f32, %in_81: f32, %out: f32):
      %133 = arith.select %in, %in_80, %in_81 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_30 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_30, %transposed_22 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_31 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %57 = tensor.empty() : tensor<8x1x4x16xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<1x4x8x16xf32>) outs(%57 : tensor<8x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0], [1, 2, 3]] : tensor<8x1x4x16xf32> into tensor<8x64xf32>
    %58 = tensor.empty() : tensor<64x64xf32>
    %transposed_34 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<8x64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %61 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%61, %arg5 : tensor<8x64xf32>, tensor<64xf32>) outs(%59 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %expanded_35 = tensor.expand_shape %62 [[0], [1, 2]] output_shape [8, 1, 64] : tensor<8x64xf32> into tensor<8x1x64xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x1x64xf32>) outs(%17 : tensor<1x8x64xf32>) permutation = [1, 0, 2] 
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %transposed_36 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %133 = arith.extf %in : f32 to f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.subf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %67 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.mulf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %133 = arith.truncf %in : f64 to f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.addf %in, %out : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.divf %in, %cst_7 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.truncf %cst_5 : f64 to f32
      %134 = arith.addf %in, %133 : f32
      linalg.yield %134 : f32
    } -> tensor<1x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = math.rsqrt %in : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %73 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.subf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %75 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg16 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg17 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %transposed_37 = linalg.transpose ins(%79 : tensor<1x8x64xf32>) outs(%22 : tensor<8x1x64xf32>) permutation = [1, 0, 2] 
    %80 = tensor.empty() : tensor<16x1x64xf32>
    %transposed_38 = linalg.transpose ins(%arg1 : tensor<1x16x64xf32>) outs(%80 : tensor<16x1x64xf32>) permutation = [1, 0, 2] 
    %extracted_slice_39 = tensor.extract_slice %arg6[0, 0] [64, 64] [1, 1] : tensor<192x64xf32> to tensor<64x64xf32>
    %extracted_slice_40 = tensor.extract_slice %arg6[64, 0] [128, 64] [1, 1] : tensor<192x64xf32> to tensor<128x64xf32>
    %extracted_slice_41 = tensor.extract_slice %arg7[0] [64] [1] : tensor<192xf32> to tensor<64xf32>
    %extracted_slice_42 = tensor.extract_slice %arg7[64] [128] [1] : tensor<192xf32> to tensor<128xf32>
    %collapsed_43 = tensor.collapse_shape %transposed_37 [[0], [1, 2]] : tensor<8x1x64xf32> into tensor<8x64xf32>
    %transposed_44 = linalg.transpose ins(%extracted_slice_39 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %81 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%81, %extracted_slice_41 : tensor<8x64xf32>, tensor<64xf32>) outs(%59 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %collapsed_45 = tensor.collapse_shape %transposed_38 [[0], [1, 2]] : tensor<16x1x64xf32> into tensor<16x64xf32>
    %83 = tensor.empty() : tensor<64x128xf32>
    %transposed_46 = linalg.transpose ins(%extracted_slice_40 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<16x128xf32>
    %85 = linalg.fill ins(%cst_0 : f32) outs(%84 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %86 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%85 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%86, %extracted_slice_42 : tensor<16x128xf32>, tensor<128xf32>) outs(%84 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<16x128xf32>
    %expanded_47 = tensor.expand_shape %87 [[0, 1], [2, 3, 4]] output_shape [1, 16, 1, 2, 64] : tensor<16x128xf32> into tensor<1x16x1x2x64xf32>
    %88 = tensor.empty() : tensor<2x16x1x1x64xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x1x2x64xf32>) outs(%88 : tensor<2x16x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_49 = tensor.collapse_shape %transposed_48 [[0], [1], [2, 3], [4]] : tensor<2x16x1x1x64xf32> into tensor<2x16x1x64xf32>
    %extracted_slice_50 = tensor.extract_slice %collapsed_49[0, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<2x16x1x64xf32> to tensor<1x16x1x64xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_49[1, 0, 0, 0] [1, 16, 1, 64] [1, 1, 1, 1] : tensor<2x16x1x64xf32> to tensor<1x16x1x64xf32>
    %expanded_52 = tensor.expand_shape %82 [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<8x4x16xf32>) outs(%29 : tensor<4x8x16xf32>) permutation = [1, 0, 2] 
    %collapsed_54 = tensor.collapse_shape %extracted_slice_50 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_55 = tensor.expand_shape %collapsed_54 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %89 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<16x4x16xf32>) outs(%89 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %collapsed_57 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2, 3]] : tensor<1x16x1x64xf32> into tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %collapsed_57 [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<16x4x16xf32>) outs(%89 : tensor<4x16x16xf32>) permutation = [1, 0, 2] 
    %expanded_60 = tensor.expand_shape %transposed_53 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %expanded_61 = tensor.expand_shape %transposed_56 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<1x4x8x16xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.mulf %in, %cst_8 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %91 = tensor.empty() : tensor<1x4x16x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x4x16x16xf32>) outs(%91 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %92 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<1x4x16x16xf32>) outs(%91 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.mulf %in, %cst_8 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_63 = tensor.collapse_shape %90 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_64 = tensor.collapse_shape %92 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %93 = linalg.batch_matmul ins(%collapsed_63, %collapsed_64 : tensor<4x8x16xf32>, tensor<4x16x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_65 = tensor.expand_shape %93 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %94:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_65 : tensor<1x4x8x16xf32>) outs(%40, %38 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_80: i64):
      %133 = linalg.index 3 : index
      %134 = arith.index_cast %133 : index to i64
      %135 = arith.maximumf %in, %out : f32
      %136 = arith.cmpf ogt, %in, %out : f32
      %137 = arith.select %136, %134, %out_80 : i64
      linalg.yield %135, %137 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_66 = tensor.expand_shape %94#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65, %expanded_66 : tensor<1x4x8x16xf32>, tensor<1x4x8x1xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.subf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x8x16xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = math.exp %in : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<1x4x8x16xf32>) outs(%46 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.addf %in, %out : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %97 : tensor<1x4x8x16xf32>, tensor<1x4x8x1xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.divf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %99 = tensor.empty() : tensor<1x4x8x16xi1>
    %100 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x4x8x16xf32>) outs(%99 : tensor<1x4x8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %133 = arith.extf %in : f32 to f64
      %134 = arith.cmpf oeq, %133, %cst_4 : f64
      linalg.yield %134 : i1
    } -> tensor<1x4x8x16xi1>
    %101 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%100 : tensor<1x4x8x16xi1>) outs(%52 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %133 = arith.andi %in, %out : i1
      linalg.yield %133 : i1
    } -> tensor<1x4x8x1xi1>
    %102 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %cst_2, %98 : tensor<1x4x8x1xi1>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%30 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: i1, %in_80: f32, %in_81: f32, %out: f32):
      %133 = arith.select %in, %in_80, %in_81 : f32
      linalg.yield %133 : f32
    } -> tensor<1x4x8x16xf32>
    %collapsed_67 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %103 = linalg.batch_matmul ins(%collapsed_67, %transposed_59 : tensor<4x8x16xf32>, tensor<4x16x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_68 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<1x4x8x16xf32>) outs(%57 : tensor<8x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_70 = tensor.collapse_shape %transposed_69 [[0], [1, 2, 3]] : tensor<8x1x4x16xf32> into tensor<8x64xf32>
    %transposed_71 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_70, %transposed_71 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %arg9 : tensor<8x64xf32>, tensor<64xf32>) outs(%59 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %expanded_72 = tensor.expand_shape %105 [[0], [1, 2]] output_shape [8, 1, 64] : tensor<8x64xf32> into tensor<8x1x64xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<8x1x64xf32>) outs(%17 : tensor<1x8x64xf32>) permutation = [1, 0, 2] 
    %106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %transposed_73 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %133 = arith.extf %in : f32 to f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.subf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_80: f64, %out: f64):
      %133 = arith.mulf %in, %in_80 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x64xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.addf %in, %out : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %133 = arith.divf %in, %cst_6 : f64
      linalg.yield %133 : f64
    } -> tensor<1x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %133 = arith.truncf %in : f64 to f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%106 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.addf %in, %out : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.divf %in, %cst_7 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.truncf %cst_5 : f64 to f32
      %134 = arith.addf %in, %133 : f32
      linalg.yield %134 : f32
    } -> tensor<1x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = math.rsqrt %in : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %116 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.subf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %118 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %arg18 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.mulf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg19 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_74 = tensor.collapse_shape %122 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_75 = linalg.transpose ins(%arg10 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %123 = tensor.empty() : tensor<8x128xf32>
    %124 = linalg.fill ins(%cst_0 : f32) outs(%123 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %125 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<8x64xf32>, tensor<64x128xf32>) outs(%124 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %arg11 : tensor<8x128xf32>, tensor<128xf32>) outs(%123 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x128xf32>
    %expanded_76 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %127 = tensor.empty() : tensor<1x8x128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<1x8x128xf32>) outs(%127 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %133 = arith.cmpf ugt, %in, %cst_0 : f32
      %134 = arith.select %133, %in, %cst_0 : f32
      linalg.yield %134 : f32
    } -> tensor<1x8x128xf32>
    %collapsed_77 = tensor.collapse_shape %128 [[0, 1], [2]] : tensor<1x8x128xf32> into tensor<8x128xf32>
    %129 = tensor.empty() : tensor<128x64xf32>
    %transposed_78 = linalg.transpose ins(%arg12 : tensor<64x128xf32>) outs(%129 : tensor<128x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<8x128xf32>, tensor<128x64xf32>) outs(%60 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %arg13 : tensor<8x64xf32>, tensor<64xf32>) outs(%59 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %expanded_79 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_79 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %133 = arith.addf %in, %in_80 : f32
      linalg.yield %133 : f32
    } -> tensor<1x8x64xf32>
    return %132 : tensor<1x8x64xf32>
  }
}

