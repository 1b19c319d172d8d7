// models-v1/t5-encoder-tiny: T5 encoder: relative position buckets, RMS layer norm
// transformers T5Config -> T5EncoderModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 19 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1) -> (0, d1)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x2xf32>, %arg7: tensor<64xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c32 = arith.constant 32 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant 2.7725887222397811 : f64
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %true = arith.constant true
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 8.000000e+00 : f32
    %cst_8 = arith.constant dense<15> : tensor<16x16xi64>
    %0 = tensor.empty() : tensor<1x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.index_cast %in : i64 to index
      %132 = linalg.index 2 : index
      %133 = arith.cmpi slt, %131, %c256 : index
      cf.assert %133, "index must be smaller than dim size"
      %134 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %134, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%131, %132] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %2 = tensor.empty() : tensor<1xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %4 = tensor.empty() : tensor<16xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %131 = linalg.index 0 : index
      %132 = arith.index_cast %131 : index to i64
      linalg.yield %132 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %6 = tensor.empty() : tensor<1x1x16x1xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x1x16x1xi64>) outs(%6 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %131 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %131 : i1
    } -> tensor<1x1x16x1xi1>
    %8 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %7 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%6 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %131 = arith.andi %in, %in_67 : i1
      linalg.yield %131 : i1
    } -> tensor<1x1x16x1xi1>
    %9 = tensor.empty() : tensor<1x1x1x16xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%9 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_67: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %11 = tensor.empty() : tensor<1x1x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%11 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %131 = arith.andi %in, %in_67 : i1
      linalg.yield %131 : i1
    } -> tensor<1x1x16x16xi1>
    %13 = tensor.empty() : tensor<1x1x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_2, %cst_1 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %131 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %131 : f32
    } -> tensor<1x1x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %16 = tensor.empty() : tensor<1x16x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<1x16x64xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_6 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_5 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %21 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %22 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %25 = tensor.empty() : tensor<16x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %28 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x16x2x32xf32>) outs(%28 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_14 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_15 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_16 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x16x2x32xf32>) outs(%28 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %5 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %expanded_19 = tensor.expand_shape %5 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %31 = tensor.empty() : tensor<16x16xi64>
    %32 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %expanded_18 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_67: i64, %out: i64):
      %131 = arith.subi %in, %in_67 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %33 = tensor.empty() : tensor<16x16xi1>
    %34 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<16x16xi64>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %131 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %131 : i1
    } -> tensor<16x16xi1>
    %35 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x16xi1>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %out: i64):
      %131 = arith.extui %in : i1 to i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %36 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %131 = arith.muli %in, %c16_i64 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %37 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %131 = math.absi %in : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %38 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi64>) outs(%33 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %131 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %131 : i1
    } -> tensor<16x16xi1>
    %39 = tensor.empty() : tensor<16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi64>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.sitofp %in : i64 to f32
      linalg.yield %131 : f32
    } -> tensor<16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x16xf32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_7 : f32
      linalg.yield %131 : f32
    } -> tensor<16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<16x16xf32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.log %in : f32
      linalg.yield %131 : f32
    } -> tensor<16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16x16xf32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_4 : f64 to f32
      %132 = arith.divf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<16x16xf32>) outs(%39 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.mulf %in, %cst_7 : f32
      linalg.yield %131 : f32
    } -> tensor<16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16x16xf32>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: f32, %out: i64):
      %131 = arith.fptosi %in : f32 to i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %46 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %131 = arith.addi %in, %c8_i64 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %47 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_8 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_67: i64, %out: i64):
      %131 = arith.minsi %in, %in_67 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %48 = linalg.generic {indexing_maps = [#map13, #map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%38, %37, %47 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %in_67: i64, %in_68: i64, %out: i64):
      %131 = arith.select %in, %in_67, %in_68 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %49 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%36, %48 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%31 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_67: i64, %out: i64):
      %131 = arith.addi %in, %in_67 : i64
      linalg.yield %131 : i64
    } -> tensor<16x16xi64>
    %50 = tensor.empty() : tensor<16x16x2xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<16x16xi64>) outs(%50 : tensor<16x16x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %131 = arith.index_cast %in : i64 to index
      %132 = linalg.index 2 : index
      %133 = arith.cmpi slt, %131, %c32 : index
      cf.assert %133, "index must be smaller than dim size"
      %134 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %134, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg6[%131, %132] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x2xf32>
    %52 = tensor.empty() : tensor<2x16x16xf32>
    %transposed_20 = linalg.transpose ins(%51 : tensor<16x16x2xf32>) outs(%52 : tensor<2x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_21 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %53 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_14 : tensor<1x16x2x32xf32>) outs(%53 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_23 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%52 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %55 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%54 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_25 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %56 = tensor.empty() : tensor<1x2x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_21 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %14 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %59 = tensor.empty() : tensor<1x2x16xi64>
    %60 = linalg.fill ins(%c0_i64 : i64) outs(%59 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %61 = tensor.empty() : tensor<1x2x16xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %63:2 = linalg.generic {indexing_maps = [#map3, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x2x16x16xf32>) outs(%62, %60 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %131 = linalg.index 3 : index
      %132 = arith.index_cast %131 : index to i64
      %133 = arith.maximumf %in, %out : f32
      %134 = arith.cmpf ogt, %in, %out : f32
      %135 = arith.select %134, %132, %out_67 : i64
      linalg.yield %133, %135 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_26 = tensor.expand_shape %63#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_26 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.subf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.exp %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %66 = tensor.empty() : tensor<1x2x16x1xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x2x16x16xf32>) outs(%67 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.divf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %70 = tensor.empty() : tensor<2x16x32xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %72 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%71 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_29 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %73 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<1x2x16x32xf32>) outs(%73 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_31 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %74 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_33 = tensor.expand_shape %74 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_33 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x16x64xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_6 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_5 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %82 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %81 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %83 = tensor.empty() : tensor<64x128xf32>
    %transposed_34 = linalg.transpose ins(%arg8 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_35 = tensor.collapse_shape %82 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %84 = tensor.empty() : tensor<16x128xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %86 = linalg.matmul ins(%collapsed_35, %transposed_34 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%85 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_36 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %87 = tensor.empty() : tensor<1x16x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x16x128xf32>) outs(%87 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.cmpf ugt, %in, %cst : f32
      %132 = arith.select %131, %in, %cst : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x128xf32>
    %89 = tensor.empty() : tensor<128x64xf32>
    %transposed_37 = linalg.transpose ins(%arg9 : tensor<64x128xf32>) outs(%89 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %90 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %expanded_39 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x16x64xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_6 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_5 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %97 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %transposed_40 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %99 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_42 = tensor.expand_shape %99 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x16x2x32xf32>) outs(%28 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_41, %transposed_44 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %100 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_46 = linalg.transpose ins(%arg13 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %101 = linalg.matmul ins(%collapsed_41, %transposed_46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x2x32xf32>) outs(%28 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_45 : tensor<1x16x2x32xf32>) outs(%53 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %102 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%54 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_52 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52, %expanded_21 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %14 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %105:2 = linalg.generic {indexing_maps = [#map3, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<1x2x16x16xf32>) outs(%62, %60 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %131 = linalg.index 3 : index
      %132 = arith.index_cast %131 : index to i64
      %133 = arith.maximumf %in, %out : f32
      %134 = arith.cmpf ogt, %in, %out : f32
      %135 = arith.select %134, %132, %out_67 : i64
      linalg.yield %133, %135 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_53 = tensor.expand_shape %105#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_53 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.subf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x2x16x16xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.exp %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<1x2x16x16xf32>) outs(%67 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x1xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %108 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%56 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.divf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %109 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %110 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%71 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_56 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x2x16x32xf32>) outs(%73 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %111 = linalg.matmul ins(%collapsed_59, %transposed_58 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_60 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_60 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<1x16x64xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_6 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_5 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %118 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %transposed_61 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%83 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %120 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%85 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_63 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x16x128xf32>) outs(%87 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.cmpf ugt, %in, %cst : f32
      %132 = arith.select %131, %in, %cst : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x128xf32>
    %transposed_64 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%89 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_65 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %122 = linalg.matmul ins(%collapsed_65, %transposed_64 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_66 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %expanded_66 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.addf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x16x64xf32>) outs(%17 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.addf %in, %out : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.divf %in, %cst_6 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = arith.truncf %cst_5 : f64 to f32
      %132 = arith.addf %in, %131 : f32
      linalg.yield %132 : f32
    } -> tensor<1x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x16x1xf32>) outs(%16 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %131 = math.rsqrt %in : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %128 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %129 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %131 = arith.mulf %in, %in_67 : f32
      linalg.yield %131 : f32
    } -> tensor<1x16x64xf32>
    return %130 : tensor<1x16x64xf32>
  }
}

