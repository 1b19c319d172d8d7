// models-v1/opt-tiny: OPT decoder: learned positions offset by 2, ReLU FFN
// transformers OPTConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 36 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d2)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<66x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<128x64xf32>, %arg32: tensor<128xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c256 = arith.constant 256 : index
    %c66 = arith.constant 66 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %true = arith.constant true
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %cst_10 = arith.constant dense<1> : tensor<16x16xi64>
    %cst_11 = arith.constant dense<1> : tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %186 = arith.index_cast %in : i64 to index
      %187 = linalg.index 2 : index
      %188 = arith.cmpi slt, %186, %c256 : index
      cf.assert %188, "index must be smaller than dim size"
      %189 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %189, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%186, %187] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %186 = linalg.index 0 : index
      %187 = arith.index_cast %186 : index to i64
      linalg.yield %187 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %4 = tensor.empty() : tensor<16x16xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%4 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_66: i64, %out: i64):
      %186 = arith.subi %in, %in_66 : i64
      linalg.yield %186 : i64
    } -> tensor<16x16xi64>
    %6 = tensor.empty() : tensor<16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x16xi64>) outs(%6 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map5, #map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_10, %cst_9 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<i64>) outs(%4 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %in_66: i64, %in_67: i64, %out: i64):
      %186 = arith.select %in, %in_66, %in_67 : i64
      linalg.yield %186 : i64
    } -> tensor<16x16xi64>
    %9 = tensor.empty() : tensor<1x16xi64>
    %10 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %11 = linalg.matmul ins(%cst_11, %8 : tensor<1x16xi64>, tensor<16x16xi64>) outs(%10 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %12 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_11 : tensor<1x16xi64>, tensor<1x16xi64>) outs(%9 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %in_66: i64, %out: i64):
      %186 = arith.muli %in, %in_66 : i64
      linalg.yield %186 : i64
    } -> tensor<1x16xi64>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<1x16xi64>) outs(%9 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.subi %in, %c1_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<1x16xi64>
    %14 = tensor.empty() : tensor<1xi64>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%14 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_13 = tensor.expand_shape %15 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %16 = tensor.empty() : tensor<1x1x16x16xi1>
    %17 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded_14 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%16 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_66: i64, %out: i1):
      %186 = arith.cmpi sle, %in, %in_66 : i64
      linalg.yield %186 : i1
    } -> tensor<1x1x16x16xi1>
    %18 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %17 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%16 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_66: i1, %out: i1):
      %186 = arith.andi %in, %in_66 : i1
      linalg.yield %186 : i1
    } -> tensor<1x1x16x16xi1>
    %19 = tensor.empty() : tensor<1x1x1x16xi1>
    %20 = linalg.generic {indexing_maps = [#map11, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%19 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_66: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %21 = linalg.generic {indexing_maps = [#map9, #map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x1x16x16xi1>, tensor<1x1x1x16xi1>) outs(%16 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_66: i1, %out: i1):
      %186 = arith.andi %in, %in_66 : i1
      linalg.yield %186 : i1
    } -> tensor<1x1x16x16xi1>
    %22 = tensor.empty() : tensor<1x1x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_3, %cst_2 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%22 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_66: f32, %in_67: f32, %out: f32):
      %186 = arith.select %in, %in_66, %in_67 : f32
      linalg.yield %186 : f32
    } -> tensor<1x1x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<1x16xi64>) outs(%9 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %c2_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<1x16xi64>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %186 = arith.index_cast %in : i64 to index
      %187 = linalg.index 2 : index
      %188 = arith.cmpi slt, %186, %c66 : index
      cf.assert %188, "index must be smaller than dim size"
      %189 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %189, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%186, %187] : tensor<66x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %25 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %27 = tensor.empty() : tensor<1x16x64xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x64xf32>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %29 = tensor.empty() : tensor<1x16x1xf64>
    %30 = linalg.fill ins(%cst : f64) outs(%29 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %33 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %32 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.subf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %33 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.mulf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %35 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%34 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %37 = tensor.empty() : tensor<1x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<1x16x64xf32>) outs(%39 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_8 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_6 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %41 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %43 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %arg13 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %collapsed = tensor.collapse_shape %47 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %48 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %49 = tensor.empty() : tensor<16x64xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %51 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %arg10 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_16 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_5 : f64 to f32
      %187 = arith.mulf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x64xf32>
    %expanded_17 = tensor.expand_shape %53 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %54 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x16x2x32xf32>) outs(%54 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%55, %arg6 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %transposed_20 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %57 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%57, %arg8 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_21 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %expanded_22 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<1x16x2x32xf32>) outs(%54 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %59 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_21 : tensor<1x16x2x32xf32>) outs(%59 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_26 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %60 = tensor.empty() : tensor<2x16x16xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %62 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%61 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_27 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %63 = tensor.empty() : tensor<1x2x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %23 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %65 = tensor.empty() : tensor<1x2x16xi64>
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %67 = tensor.empty() : tensor<1x2x16xf32>
    %68 = linalg.fill ins(%cst_1 : f32) outs(%67 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %69:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x2x16x16xf32>) outs(%68, %66 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %186 = linalg.index 3 : index
      %187 = arith.index_cast %186 : index to i64
      %188 = arith.maximumf %in, %out : f32
      %189 = arith.cmpf ogt, %in, %out : f32
      %190 = arith.select %189, %187, %out_66 : i64
      linalg.yield %188, %190 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_28 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_28 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.exp %in : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %72 = tensor.empty() : tensor<1x2x16x1xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %74 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x2x16x16xf32>) outs(%73 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %74 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.divf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %76 = tensor.empty() : tensor<2x16x32xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %78 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%77 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_31 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %79 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<1x2x16x32xf32>) outs(%79 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_34 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %80 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%80, %arg12 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_35 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %expanded_35 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_36 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %83 = tensor.empty() : tensor<16x64xf64>
    %84 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_36 : tensor<16x64xf32>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %85 = tensor.empty() : tensor<16x1xf64>
    %86 = linalg.fill ins(%cst : f64) outs(%85 : tensor<16x1xf64>) -> tensor<16x1xf64>
    %87 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%84 : tensor<16x64xf64>) outs(%86 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %88 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<16x1xf64>) outs(%85 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %89 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%84, %88 : tensor<16x64xf64>, tensor<16x1xf64>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.subf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %90 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%89, %89 : tensor<16x64xf64>, tensor<16x64xf64>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.mulf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %91 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%90 : tensor<16x64xf64>) outs(%86 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %92 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<16x1xf64>) outs(%85 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %93 = tensor.empty() : tensor<16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<16x1xf64>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %95 = linalg.fill ins(%cst_0 : f32) outs(%93 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%collapsed_36 : tensor<16x64xf32>) outs(%95 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_8 : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_6 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<16x1xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_36, %97 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%100, %99 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%101, %arg19 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%102, %arg20 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %104 = tensor.empty() : tensor<64x128xf32>
    %transposed_37 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%104 : tensor<64x128xf32>) permutation = [1, 0] 
    %105 = tensor.empty() : tensor<16x128xf32>
    %106 = linalg.fill ins(%cst_0 : f32) outs(%105 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %107 = linalg.matmul ins(%103, %transposed_37 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%106 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%107, %arg16 : tensor<16x128xf32>, tensor<128xf32>) outs(%105 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x128xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%108 : tensor<16x128xf32>) outs(%105 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst_0 : f32
      %187 = arith.select %186, %in, %cst_0 : f32
      linalg.yield %187 : f32
    } -> tensor<16x128xf32>
    %110 = tensor.empty() : tensor<128x64xf32>
    %transposed_38 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%110 : tensor<128x64xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%109, %transposed_38 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%111, %arg18 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_36, %112 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x16x64xf32>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %115 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %117 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %116 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.subf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %117 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.mulf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_39 : tensor<1x16x64xf32>) outs(%39 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_8 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_6 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %123 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %125 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %arg29 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %arg30 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_40 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_41 = linalg.transpose ins(%arg25 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%130, %arg26 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_5 : f64 to f32
      %187 = arith.mulf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x64xf32>
    %expanded_43 = tensor.expand_shape %132 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x16x2x32xf32>) outs(%54 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_40, %transposed_45 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%133, %arg22 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %transposed_46 = linalg.transpose ins(%arg23 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_40, %transposed_46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%135, %arg24 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %134 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %expanded_48 = tensor.expand_shape %136 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x16x2x32xf32>) outs(%54 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%expanded_47 : tensor<1x16x2x32xf32>) outs(%59 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_51 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %137 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%61 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_53 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %23 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %139:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<1x2x16x16xf32>) outs(%68, %66 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %186 = linalg.index 3 : index
      %187 = arith.index_cast %186 : index to i64
      %188 = arith.maximumf %in, %out : f32
      %189 = arith.cmpf ogt, %in, %out : f32
      %190 = arith.select %189, %187, %out_66 : i64
      linalg.yield %188, %190 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_54 = tensor.expand_shape %139#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %140 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_54 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %141 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.exp %in : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<1x2x16x16xf32>) outs(%73 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %142 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%63 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.divf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %144 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%77 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_57 = tensor.expand_shape %144 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x2x16x32xf32>) outs(%79 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_60 = linalg.transpose ins(%arg27 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %145 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %146 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%145, %arg28 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_61 = tensor.expand_shape %146 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %expanded_61 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_62 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_62 : tensor<16x64xf32>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %149 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%148 : tensor<16x64xf64>) outs(%86 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %150 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<16x1xf64>) outs(%85 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %151 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%148, %150 : tensor<16x64xf64>, tensor<16x1xf64>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.subf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %152 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%151, %151 : tensor<16x64xf64>, tensor<16x64xf64>) outs(%83 : tensor<16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.mulf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<16x64xf64>
    %153 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%152 : tensor<16x64xf64>) outs(%86 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %154 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<16x1xf64>) outs(%85 : tensor<16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<16x1xf64>
    %155 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<16x1xf64>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %156 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "reduction"]} ins(%collapsed_62 : tensor<16x64xf32>) outs(%95 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%156 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_8 : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %158 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_6 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<16x1xf32>
    %159 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<16x1xf32>) outs(%93 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_62, %157 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %161 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%160, %159 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%161, %arg35 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%162, %arg36 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %transposed_63 = linalg.transpose ins(%arg31 : tensor<128x64xf32>) outs(%104 : tensor<64x128xf32>) permutation = [1, 0] 
    %164 = linalg.matmul ins(%163, %transposed_63 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%106 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%164, %arg32 : tensor<16x128xf32>, tensor<128xf32>) outs(%105 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x128xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%165 : tensor<16x128xf32>) outs(%105 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst_0 : f32
      %187 = arith.select %186, %in, %cst_0 : f32
      linalg.yield %187 : f32
    } -> tensor<16x128xf32>
    %transposed_64 = linalg.transpose ins(%arg33 : tensor<64x128xf32>) outs(%110 : tensor<128x64xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%166, %transposed_64 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%50 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map15, #map5], iterator_types = ["parallel", "parallel"]} ins(%167, %arg34 : tensor<16x64xf32>, tensor<64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_62, %168 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%49 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<16x64xf32>
    %expanded_65 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x16x64xf32>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %173 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %172 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.subf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %174 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %173 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%27 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %186 = arith.mulf %in, %in_66 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x64xf64>
    %175 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<1x16x64xf64>) outs(%30 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x16x1xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_7 : f64
      linalg.yield %186 : f64
    } -> tensor<1x16x1xf64>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x16x1xf64>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_65 : tensor<1x16x64xf32>) outs(%39 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_8 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_6 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x16x1xf32>) outs(%37 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %179 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.subf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %181 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %arg3 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.mulf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %186 = arith.addf %in, %in_66 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x64xf32>
    return %185 : tensor<1x16x64xf32>
  }
}

