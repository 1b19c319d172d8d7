// gpt2_tiny: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x8xi64>, %arg1: tensor<64x32xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x96xf32>, %arg6: tensor<96xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x96xf32>, %arg18: tensor<96xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> tensor<1x8x32xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x8x8xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 0xFFF0000000000000 : f64
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %187 = arith.index_cast %in : i64 to index
      %188 = linalg.index 2 : index
      %189 = arith.cmpi slt, %187, %c64 : index
      cf.assert %189, "index must be smaller than dim size"
      %190 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %190, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%187, %188] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %187 = linalg.index 0 : index
      %188 = arith.index_cast %187 : index to i64
      linalg.yield %188 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %187 = arith.index_cast %in : i64 to index
      %188 = linalg.index 2 : index
      %189 = arith.cmpi slt, %187, %c16 : index
      cf.assert %189, "index must be smaller than dim size"
      %190 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %190, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%187, %188] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %6 = tensor.empty() : tensor<1xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_14 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_64: i64, %out: i1):
      %187 = arith.cmpi sle, %in, %in_64 : i64
      linalg.yield %187 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_64: i1, %out: i1):
      %187 = arith.andi %in, %in_64 : i1
      linalg.yield %187 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<1x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %expanded_16 : tensor<1x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<1x1x1x8xi1>) {
    ^bb0(%in: i64, %in_64: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x8xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<1x1x1x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_64: i1, %out: i1):
      %187 = arith.andi %in, %in_64 : i1
      linalg.yield %187 : i1
    } -> tensor<1x1x8x8xi1>
    %14 = tensor.empty() : tensor<1x8x32xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x32xf32>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %187 = arith.extf %in : f32 to f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %16 = tensor.empty() : tensor<1x8x1xf64>
    %17 = linalg.fill ins(%cst : f64) outs(%16 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %18 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %19 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.subf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %20 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.mulf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %24 = tensor.empty() : tensor<1x8x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x1xf64>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %187 = arith.truncf %in : f64 to f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_11 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_9 : f64 to f32
      %188 = arith.addf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %28 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %30 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg3 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg4 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %34 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %35 = tensor.empty() : tensor<8x96xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %37 = linalg.matmul ins(%collapsed, %arg5 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%36 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %38 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%37, %arg6 : tensor<8x96xf32>, tensor<96xf32>) outs(%35 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x96xf32>
    %expanded_17 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_17[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_17[0, 0, 32] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_17[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %39 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed = linalg.transpose ins(%expanded_21 : tensor<1x8x2x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<1x8x2x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %40 = tensor.empty() : tensor<1x1x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_4 : tensor<1x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%40 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_64: f32, %in_65: f32, %out: f32):
      %187 = arith.select %in, %in_64, %in_65 : f32
      linalg.yield %187 : f32
    } -> tensor<1x1x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<1x2x8x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x16xf32>
    %43 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_24 = linalg.transpose ins(%expanded_20 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<1x2x16x8xf32>) outs(%43 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed_25 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_26 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %45 = tensor.empty() : tensor<2x8x8xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %47 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%46 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_27 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %48 = tensor.empty() : tensor<1x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %41 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %50 = tensor.empty() : tensor<1x2x8xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %52 = tensor.empty() : tensor<1x2x8xf32>
    %53 = linalg.fill ins(%cst_1 : f32) outs(%52 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %54:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x2x8x8xf32>) outs(%53, %51 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_64: i64):
      %187 = linalg.index 3 : index
      %188 = arith.index_cast %187 : index to i64
      %189 = arith.maximumf %in, %out : f32
      %190 = arith.cmpf ogt, %in, %out : f32
      %191 = arith.select %190, %188, %out_64 : i64
      linalg.yield %189, %191 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_28 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_28 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.exp %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %57 = tensor.empty() : tensor<1x2x8x1xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<1x2x8x8xf32>) outs(%58 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.divf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %61 = tensor.empty() : tensor<1x2x8x8xi1>
    %62 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %187 = arith.extf %in : f32 to f64
      %188 = arith.cmpf oeq, %187, %cst_8 : f64
      linalg.yield %188 : i1
    } -> tensor<1x2x8x8xi1>
    %63 = tensor.empty() : tensor<1x2x8x1xi1>
    %64 = linalg.fill ins(%true : i1) outs(%63 : tensor<1x2x8x1xi1>) -> tensor<1x2x8x1xi1>
    %65 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x2x8x8xi1>) outs(%64 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %187 = arith.andi %in, %out : i1
      linalg.yield %187 : i1
    } -> tensor<1x2x8x1xi1>
    %66 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %cst_2, %60 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_64: f32, %in_65: f32, %out: f32):
      %187 = arith.select %in, %in_64, %in_65 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_29 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_30 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %67 = tensor.empty() : tensor<2x8x16xf32>
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %69 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%68 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_31 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %70 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<1x2x8x16xf32>) outs(%70 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %71 = tensor.empty() : tensor<8x32xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %73 = linalg.matmul ins(%collapsed_33, %arg7 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %74 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%73, %arg8 : tensor<8x32xf32>, tensor<32xf32>) outs(%71 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x32xf32>
    %expanded_34 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %5 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x32xf32>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %187 = arith.extf %in : f32 to f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.subf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %79 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.mulf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %81 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1xf64>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %187 = arith.truncf %in : f64 to f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_11 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_9 : f64 to f32
      %188 = arith.addf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %85 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg10 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_35 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %92 = tensor.empty() : tensor<8x128xf32>
    %93 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %94 = linalg.matmul ins(%collapsed_35, %arg11 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%93 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %95 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%94, %arg12 : tensor<8x128xf32>, tensor<128xf32>) outs(%92 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x128xf32>
    %expanded_36 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %96 = tensor.empty() : tensor<1x8x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_7 : f64 to f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x128xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %99 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_6 : f64 to f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x128xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.tanh %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_13 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %103 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %collapsed_37 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x8x128xf32> into tensor<8x128xf32>
    %105 = linalg.matmul ins(%collapsed_37, %arg13 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %106 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%105, %arg14 : tensor<8x32xf32>, tensor<32xf32>) outs(%71 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x32xf32>
    %expanded_38 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %expanded_38 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x32xf32>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %187 = arith.extf %in : f32 to f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.subf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %111 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.mulf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %113 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x8x1xf64>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %187 = arith.truncf %in : f64 to f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_11 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_9 : f64 to f32
      %188 = arith.addf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %117 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %119 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg15 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg16 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_39 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %124 = linalg.matmul ins(%collapsed_39, %arg17 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%36 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %125 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%124, %arg18 : tensor<8x96xf32>, tensor<96xf32>) outs(%35 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x96xf32>
    %expanded_40 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_40[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_40[0, 0, 32] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_40[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x8x2x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_47 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x8x2x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %126 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<1x2x8x16xf32>) outs(%39 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x16xf32>
    %transposed_49 = linalg.transpose ins(%expanded_44 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_49 : tensor<1x2x16x8xf32>) outs(%43 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x16x8xf32>
    %collapsed_50 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_51 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %128 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%46 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_52 = tensor.expand_shape %128 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52, %41 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %130:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<1x2x8x8xf32>) outs(%53, %51 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_64: i64):
      %187 = linalg.index 3 : index
      %188 = arith.index_cast %187 : index to i64
      %189 = arith.maximumf %in, %out : f32
      %190 = arith.cmpf ogt, %in, %out : f32
      %191 = arith.select %190, %188, %out_64 : i64
      linalg.yield %189, %191 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_53 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_53 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.exp %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<1x2x8x8xf32>) outs(%58 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.divf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %187 = arith.extf %in : f32 to f64
      %188 = arith.cmpf oeq, %187, %cst_8 : f64
      linalg.yield %188 : i1
    } -> tensor<1x2x8x8xi1>
    %136 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<1x2x8x8xi1>) outs(%64 : tensor<1x2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %187 = arith.andi %in, %out : i1
      linalg.yield %187 : i1
    } -> tensor<1x2x8x1xi1>
    %137 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %cst_2, %134 : tensor<1x2x8x1xi1>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: i1, %in_64: f32, %in_65: f32, %out: f32):
      %187 = arith.select %in, %in_64, %in_65 : f32
      linalg.yield %187 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %137 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %138 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%68 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_56 = tensor.expand_shape %138 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x2x8x16xf32>) outs(%70 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %139 = linalg.matmul ins(%collapsed_58, %arg19 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%72 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%139, %arg20 : tensor<8x32xf32>, tensor<32xf32>) outs(%71 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x32xf32>
    %expanded_59 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %107 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x8x32xf32>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %187 = arith.extf %in : f32 to f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %145 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %144 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.subf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %145 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.mulf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %147 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x8x1xf64>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %187 = arith.truncf %in : f64 to f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_11 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_9 : f64 to f32
      %188 = arith.addf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %151 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %153 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg21 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg22 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_60 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %158 = linalg.matmul ins(%collapsed_60, %arg23 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%93 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %159 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%158, %arg24 : tensor<8x128xf32>, tensor<128xf32>) outs(%92 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x128xf32>
    %expanded_61 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_7 : f64 to f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x128xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %162 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_6 : f64 to f32
      %188 = arith.mulf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x128xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.tanh %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_13 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %166 : tensor<1x8x128xf32>, tensor<1x8x128xf32>) outs(%96 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x128xf32>
    %collapsed_62 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<1x8x128xf32> into tensor<8x128xf32>
    %168 = linalg.matmul ins(%collapsed_62, %arg25 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%72 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%168, %arg26 : tensor<8x32xf32>, tensor<32xf32>) outs(%71 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<8x32xf32>
    %expanded_63 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %expanded_63 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x8x32xf32>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %187 = arith.extf %in : f32 to f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.subf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%14 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_64: f64, %out: f64):
      %187 = arith.mulf %in, %in_64 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<1x8x32xf64>) outs(%17 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.addf %in, %out : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x8x1xf64>) outs(%16 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %187 = arith.divf %in, %cst_10 : f64
      linalg.yield %187 : f64
    } -> tensor<1x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x8x1xf64>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %187 = arith.truncf %in : f64 to f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %out : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_11 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.truncf %cst_9 : f64 to f32
      %188 = arith.addf %in, %187 : f32
      linalg.yield %188 : f32
    } -> tensor<1x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %180 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.subf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %182 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %arg27 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.mulf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %arg28 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %187 = arith.addf %in, %in_64 : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x32xf32>
    return %186 : tensor<1x8x32xf32>
  }
}
