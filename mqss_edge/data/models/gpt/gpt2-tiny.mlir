// models-v1/gpt2-tiny: GPT-2 decoder, 2 layers, causal mask
// transformers GPT2Config -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 28 function arguments
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
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x192xf32>, %arg6: tensor<192xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x192xf32>, %arg18: tensor<192xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %176 = arith.index_cast %in : i64 to index
      %177 = linalg.index 2 : index
      %178 = arith.cmpi slt, %176, %c256 : index
      cf.assert %178, "index must be smaller than dim size"
      %179 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %179, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%176, %177] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %176 = linalg.index 0 : index
      %177 = arith.index_cast %176 : index to i64
      linalg.yield %177 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %176 = arith.index_cast %in : i64 to index
      %177 = linalg.index 2 : index
      %178 = arith.cmpi slt, %176, %c64 : index
      cf.assert %178, "index must be smaller than dim size"
      %179 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %179, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%176, %177] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %6 = tensor.empty() : tensor<1xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_13 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %8 = tensor.empty() : tensor<1x1x16x16xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_63: i64, %out: i1):
      %176 = arith.cmpi sle, %in, %in_63 : i64
      linalg.yield %176 : i1
    } -> tensor<1x1x16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %9 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_63: i1, %out: i1):
      %176 = arith.andi %in, %in_63 : i1
      linalg.yield %176 : i1
    } -> tensor<1x1x16x16xi1>
    %11 = tensor.empty() : tensor<1x1x1x16xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_63: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x16xi1>, tensor<1x1x1x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_63: i1, %out: i1):
      %176 = arith.andi %in, %in_63 : i1
      linalg.yield %176 : i1
    } -> tensor<1x1x16x16xi1>
    %14 = tensor.empty() : tensor<1x1x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_2 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%14 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_63: f32, %in_64: f32, %out: f32):
      %176 = arith.select %in, %in_63, %in_64 : f32
      linalg.yield %176 : f32
    } -> tensor<1x1x16x16xf32>
    %16 = tensor.empty() : tensor<1x16x64xf64>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %176 = arith.extf %in : f32 to f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %18 = tensor.empty() : tensor<1x16x1xf64>
    %19 = linalg.fill ins(%cst : f64) outs(%18 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %20 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %21 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.subf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %22 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.mulf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %24 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %26 = tensor.empty() : tensor<1x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x1xf64>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %176 = arith.truncf %in : f64 to f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %28 = linalg.fill ins(%cst_0 : f32) outs(%26 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x16x64xf32>) outs(%28 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.divf %in, %cst_10 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_8 : f64 to f32
      %177 = arith.addf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.rsqrt %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %30 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg3 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %collapsed = tensor.collapse_shape %36 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %37 = tensor.empty() : tensor<16x192xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %39 = linalg.matmul ins(%collapsed, %arg5 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%38 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %40 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%39, %arg6 : tensor<16x192xf32>, tensor<192xf32>) outs(%37 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x192xf32>
    %expanded_16 = tensor.expand_shape %40 [[0, 1], [2]] output_shape [1, 16, 192] : tensor<16x192xf32> into tensor<1x16x192xf32>
    %extracted_slice = tensor.extract_slice %expanded_16[0, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_16[0, 0, 64] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_16[0, 0, 128] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_17 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %41 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed = linalg.transpose ins(%expanded_20 : tensor<1x16x2x32xf32>) outs(%41 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x16x2x32xf32>) outs(%41 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<1x16x2x32xf32>) outs(%42 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %43 = tensor.empty() : tensor<2x16x16xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %45 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%44 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_26 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %46 = tensor.empty() : tensor<1x2x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_7 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %15 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %49 = tensor.empty() : tensor<1x2x16xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %51 = tensor.empty() : tensor<1x2x16xf32>
    %52 = linalg.fill ins(%cst_1 : f32) outs(%51 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %53:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x2x16x16xf32>) outs(%52, %50 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %176 = linalg.index 3 : index
      %177 = arith.index_cast %176 : index to i64
      %178 = arith.maximumf %in, %out : f32
      %179 = arith.cmpf ogt, %in, %out : f32
      %180 = arith.select %179, %177, %out_63 : i64
      linalg.yield %178, %180 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_27 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_27 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.exp %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %56 = tensor.empty() : tensor<1x2x16x1xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.divf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %60 = tensor.empty() : tensor<2x16x32xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %62 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%61 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_30 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %63 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x2x16x32xf32>) outs(%63 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %64 = tensor.empty() : tensor<16x64xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %66 = linalg.matmul ins(%collapsed_32, %arg7 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %67 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%66, %arg8 : tensor<16x64xf32>, tensor<64xf32>) outs(%64 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x64xf32>
    %expanded_33 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %5 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %176 = arith.extf %in : f32 to f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.subf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.mulf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf64>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %176 = arith.truncf %in : f64 to f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x16x64xf32>) outs(%28 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.divf %in, %cst_10 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_8 : f64 to f32
      %177 = arith.addf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.rsqrt %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg9 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg10 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_34 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %85 = tensor.empty() : tensor<16x256xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %87 = linalg.matmul ins(%collapsed_34, %arg11 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%86 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %88 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%87, %arg12 : tensor<16x256xf32>, tensor<256xf32>) outs(%85 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x256xf32>
    %expanded_35 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 16, 256] : tensor<16x256xf32> into tensor<1x16x256xf32>
    %89 = tensor.empty() : tensor<1x16x256xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.mulf %in, %cst_11 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_6 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x256xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %92 : tensor<1x16x256xf32>, tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_5 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x256xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.tanh %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %cst_12 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %96 : tensor<1x16x256xf32>, tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %collapsed_36 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %98 = linalg.matmul ins(%collapsed_36, %arg13 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%65 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %99 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%98, %arg14 : tensor<16x64xf32>, tensor<64xf32>) outs(%64 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x64xf32>
    %expanded_37 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_37 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %176 = arith.extf %in : f32 to f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.subf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.mulf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x16x1xf64>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %176 = arith.truncf %in : f64 to f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x16x64xf32>) outs(%28 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.divf %in, %cst_10 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_8 : f64 to f32
      %177 = arith.addf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.rsqrt %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %110 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %112 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %arg15 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg16 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_38 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %117 = linalg.matmul ins(%collapsed_38, %arg17 : tensor<16x64xf32>, tensor<64x192xf32>) outs(%38 : tensor<16x192xf32>) -> tensor<16x192xf32>
    %118 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%117, %arg18 : tensor<16x192xf32>, tensor<192xf32>) outs(%37 : tensor<16x192xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x192xf32>
    %expanded_39 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 16, 192] : tensor<16x192xf32> into tensor<1x16x192xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 64] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_39[0, 0, 128] [1, 16, 64] [1, 1, 1] : tensor<1x16x192xf32> to tensor<1x16x64xf32>
    %expanded_43 = tensor.expand_shape %extracted_slice_41 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %expanded_44 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<1x16x2x32xf32>) outs(%41 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %extracted_slice_40 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x16x2x32xf32>) outs(%41 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%expanded_43 : tensor<1x16x2x32xf32>) outs(%42 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %119 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%44 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_51 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_7 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %15 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %122:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x2x16x16xf32>) outs(%52, %50 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %176 = linalg.index 3 : index
      %177 = arith.index_cast %176 : index to i64
      %178 = arith.maximumf %in, %out : f32
      %179 = arith.cmpf ogt, %in, %out : f32
      %180 = arith.select %179, %177, %out_63 : i64
      linalg.yield %178, %180 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_52 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_52 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x2x16x16xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.exp %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%46 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.divf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_53 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %127 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%61 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_55 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x2x16x32xf32>) outs(%63 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %128 = linalg.matmul ins(%collapsed_57, %arg19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%128, %arg20 : tensor<16x64xf32>, tensor<64xf32>) outs(%64 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x64xf32>
    %expanded_58 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %100 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %176 = arith.extf %in : f32 to f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %132 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %134 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.subf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.mulf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %136 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x16x1xf64>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %176 = arith.truncf %in : f64 to f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x16x64xf32>) outs(%28 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.divf %in, %cst_10 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_8 : f64 to f32
      %177 = arith.addf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.rsqrt %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %140 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg21 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg22 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_59 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %147 = linalg.matmul ins(%collapsed_59, %arg23 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%86 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %148 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%147, %arg24 : tensor<16x256xf32>, tensor<256xf32>) outs(%85 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x256xf32>
    %expanded_60 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 16, 256] : tensor<16x256xf32> into tensor<1x16x256xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.mulf %in, %cst_11 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_6 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x256xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %151 : tensor<1x16x256xf32>, tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_5 : f64 to f32
      %177 = arith.mulf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x256xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.tanh %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %cst_12 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %155 : tensor<1x16x256xf32>, tensor<1x16x256xf32>) outs(%89 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x256xf32>
    %collapsed_61 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %157 = linalg.matmul ins(%collapsed_61, %arg25 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%65 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %158 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%157, %arg26 : tensor<16x64xf32>, tensor<64xf32>) outs(%64 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_62 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x16x64xf32>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %176 = arith.extf %in : f32 to f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %162 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.subf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %163 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%16 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_63: f64, %out: f64):
      %176 = arith.mulf %in, %in_63 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x64xf64>
    %165 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<1x16x64xf64>) outs(%19 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.addf %in, %out : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x16x1xf64>) outs(%18 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %176 = arith.divf %in, %cst_9 : f64
      linalg.yield %176 : f64
    } -> tensor<1x16x1xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x16x1xf64>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %176 = arith.truncf %in : f64 to f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%159 : tensor<1x16x64xf32>) outs(%28 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.addf %in, %out : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.divf %in, %cst_10 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = arith.truncf %cst_8 : f64 to f32
      %177 = arith.addf %in, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x16x1xf32>) outs(%26 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %176 = math.rsqrt %in : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %169 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.subf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %171 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %arg27 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.mulf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %arg28 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %176 = arith.addf %in, %in_63 : f32
      linalg.yield %176 : f32
    } -> tensor<1x16x64xf32>
    return %175 : tensor<1x16x64xf32>
  }
}

