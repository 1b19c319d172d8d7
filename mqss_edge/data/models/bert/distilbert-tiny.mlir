// models-v1/distilbert-tiny: DistilBERT: BERT without token types or pooler
// transformers DistilBertConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 36 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<128x64xf32>, %arg32: tensor<128xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %true = arith.constant true
    %cst_11 = arith.constant 1.41421354 : f32
    %cst_12 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %0 = tensor.empty() : tensor<1x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %172 = arith.index_cast %in : i64 to index
      %173 = linalg.index 2 : index
      %174 = arith.cmpi slt, %172, %c256 : index
      cf.assert %174, "index must be smaller than dim size"
      %175 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %175, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%172, %173] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %extracted_slice = tensor.extract_slice %cst_12[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %172 = arith.index_cast %in : i64 to index
      %173 = linalg.index 2 : index
      %174 = arith.cmpi slt, %172, %c64 : index
      cf.assert %174, "index must be smaller than dim size"
      %175 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %175, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%172, %173] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %4 = tensor.empty() : tensor<1x16x64xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x16x64xf32>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %172 = arith.extf %in : f32 to f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %6 = tensor.empty() : tensor<1x16x1xf64>
    %7 = linalg.fill ins(%cst : f64) outs(%6 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.subf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.mulf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %14 = tensor.empty() : tensor<1x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %172 = arith.truncf %in : f64 to f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_10 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_8 : f64 to f32
      %173 = arith.addf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.rsqrt %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %18 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg3 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %25 = tensor.empty() : tensor<1xi64>
    %26 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%25 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %27 = tensor.empty() : tensor<16xi64>
    %28 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%27 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %172 = linalg.index 0 : index
      %173 = arith.index_cast %172 : index to i64
      linalg.yield %173 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %26 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_13 = tensor.expand_shape %28 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_14 = tensor.expand_shape %28 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %29 = tensor.empty() : tensor<1x1x16x1xi1>
    %30 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x1x16x1xi64>) outs(%29 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %172 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %172 : i1
    } -> tensor<1x1x16x1xi1>
    %31 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %30 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%29 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %172 = arith.andi %in, %in_67 : i1
      linalg.yield %172 : i1
    } -> tensor<1x1x16x1xi1>
    %32 = tensor.empty() : tensor<1x1x1x16xi1>
    %33 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_14 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%32 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_67: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %34 = tensor.empty() : tensor<1x1x16x16xi1>
    %35 = linalg.generic {indexing_maps = [#map9, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %33 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%34 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %172 = arith.andi %in, %in_67 : i1
      linalg.yield %172 : i1
    } -> tensor<1x1x16x16xi1>
    %36 = tensor.empty() : tensor<1x1x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_5, %cst_4 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%36 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %172 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %172 : f32
    } -> tensor<1x1x16x16xf32>
    %collapsed = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %38 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = tensor.empty() : tensor<16x64xf32>
    %40 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %41 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %42 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%41, %arg6 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_15 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %43 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x16x2x32xf32>) outs(%43 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%44, %arg8 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_18 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_19 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %46 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%46, %arg10 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_20 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x16x2x32xf32>) outs(%43 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %48 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_18 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %49 = tensor.empty() : tensor<2x16x16xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %51 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%50 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_25 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %52 = tensor.empty() : tensor<1x2x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x2x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_7 : f64 to f32
      %173 = arith.mulf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x2x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %37 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %55 = tensor.empty() : tensor<1x2x16xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %57 = tensor.empty() : tensor<1x2x16xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %59:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x2x16x16xf32>) outs(%58, %56 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %172 = linalg.index 3 : index
      %173 = arith.index_cast %172 : index to i64
      %174 = arith.maximumf %in, %out : f32
      %175 = arith.cmpf ogt, %in, %out : f32
      %176 = arith.select %175, %173, %out_67 : i64
      linalg.yield %174, %176 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_26 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_26 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x2x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.exp %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %62 = tensor.empty() : tensor<1x2x16x1xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.divf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %66 = tensor.empty() : tensor<2x16x32xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %68 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%67 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_29 = tensor.expand_shape %68 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %69 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<1x2x16x32xf32>) outs(%69 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_32 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %70 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %71 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%70, %arg12 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_33 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %24 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x64xf32>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %172 = arith.extf %in : f32 to f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.subf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.mulf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %78 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %172 = arith.truncf %in : f64 to f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_10 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_8 : f64 to f32
      %173 = arith.addf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x16x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.rsqrt %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %82 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %arg13 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_34 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %89 = tensor.empty() : tensor<64x128xf32>
    %transposed_35 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%89 : tensor<64x128xf32>) permutation = [1, 0] 
    %90 = tensor.empty() : tensor<16x128xf32>
    %91 = linalg.fill ins(%cst_0 : f32) outs(%90 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %92 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%91 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %93 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%92, %arg16 : tensor<16x128xf32>, tensor<128xf32>) outs(%90 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x128xf32>
    %expanded_36 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %94 = tensor.empty() : tensor<1x16x128xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x16x128xf32>) outs(%94 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_11 : f32
      %173 = math.erf %172 : f32
      %174 = arith.addf %173, %cst_2 : f32
      %175 = arith.mulf %174, %cst_3 : f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_37 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %96 = tensor.empty() : tensor<128x64xf32>
    %transposed_38 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%96 : tensor<128x64xf32>) permutation = [1, 0] 
    %97 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%97, %arg18 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %88 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x16x64xf32>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %172 = arith.extf %in : f32 to f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.subf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.mulf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x1xf64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %172 = arith.truncf %in : f64 to f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_10 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_8 : f64 to f32
      %173 = arith.addf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x16x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.rsqrt %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %109 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %111 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %arg19 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %arg20 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_40 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_41 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %117 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%116, %arg22 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x16x2x32xf32>) outs(%43 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed_40, %transposed_44 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%118, %arg24 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_46 = linalg.transpose ins(%arg25 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %120 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %121 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%120, %arg26 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %121 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x2x32xf32>) outs(%43 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %122 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%50 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_52 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x2x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_7 : f64 to f32
      %173 = arith.mulf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x2x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %37 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %125:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x16x16xf32>) outs(%58, %56 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %172 = linalg.index 3 : index
      %173 = arith.index_cast %172 : index to i64
      %174 = arith.maximumf %in, %out : f32
      %175 = arith.cmpf ogt, %in, %out : f32
      %176 = arith.select %175, %173, %out_67 : i64
      linalg.yield %174, %176 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_53 = tensor.expand_shape %125#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_53 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x2x16x16xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.exp %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %128 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%52 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.divf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %130 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%67 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_56 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x2x16x32xf32>) outs(%69 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_59 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%38 : tensor<64x64xf32>) permutation = [1, 0] 
    %131 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%131, %arg28 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %115 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x16x64xf32>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %172 = arith.extf %in : f32 to f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %136 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.subf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %137 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.mulf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x16x1xf64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %172 = arith.truncf %in : f64 to f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_10 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_8 : f64 to f32
      %173 = arith.addf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x16x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.rsqrt %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %143 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %arg29 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %arg30 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_61 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_62 = linalg.transpose ins(%arg31 : tensor<128x64xf32>) outs(%89 : tensor<64x128xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%91 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %151 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%150, %arg32 : tensor<16x128xf32>, tensor<128xf32>) outs(%90 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x128xf32>
    %expanded_63 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x16x128xf32>) outs(%94 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_11 : f32
      %173 = math.erf %172 : f32
      %174 = arith.addf %173, %cst_2 : f32
      %175 = arith.mulf %174, %cst_3 : f32
      %176 = arith.mulf %in, %175 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_64 = tensor.collapse_shape %152 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_65 = linalg.transpose ins(%arg33 : tensor<64x128xf32>) outs(%96 : tensor<128x64xf32>) permutation = [1, 0] 
    %153 = linalg.matmul ins(%collapsed_64, %transposed_65 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%153, %arg34 : tensor<16x64xf32>, tensor<64xf32>) outs(%39 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<16x64xf32>
    %expanded_66 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %149 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x16x64xf32>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %172 = arith.extf %in : f32 to f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.subf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%4 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %172 = arith.mulf %in, %in_67 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x64xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<1x16x64xf64>) outs(%7 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.addf %in, %out : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x1xf64>) outs(%6 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %172 = arith.divf %in, %cst_9 : f64
      linalg.yield %172 : f64
    } -> tensor<1x16x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x16x1xf64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %172 = arith.truncf %in : f64 to f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.addf %in, %out : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.divf %in, %cst_10 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = arith.truncf %cst_8 : f64 to f32
      %173 = arith.addf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %172 = math.rsqrt %in : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %165 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.subf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %arg35 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.mulf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %arg36 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %172 = arith.addf %in, %in_67 : f32
      linalg.yield %172 : f32
    } -> tensor<1x16x64xf32>
    return %171 : tensor<1x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000"
    }
  }
#-}

