// models-v1/roberta-tiny: RoBERTa: BERT with padding-offset position ids
// transformers RobertaConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 39 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<2x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<128x64xf32>, %arg33: tensor<128xf32>, %arg34: tensor<64x128xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64x64xf32>, %arg39: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
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
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %true = arith.constant true
    %cst_11 = arith.constant 1.41421354 : f32
    %cst_12 = arith.constant dense<0> : tensor<i64>
    %cst_13 = arith.constant dense<1> : tensor<16x16xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %0 = tensor.empty() : tensor<1x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %192 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %192 : i1
    } -> tensor<1x16xi1>
    %2 = tensor.empty() : tensor<1x16xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<1x16xi1>) outs(%2 : tensor<1x16xi32>) {
    ^bb0(%in: i1, %out: i32):
      %192 = arith.extui %in : i1 to i32
      linalg.yield %192 : i32
    } -> tensor<1x16xi32>
    %4 = tensor.empty() : tensor<16xi64>
    %5 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%4 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %192 = linalg.index 0 : index
      %193 = arith.index_cast %192 : index to i64
      linalg.yield %193 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %5 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_15 = tensor.expand_shape %5 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %6 = tensor.empty() : tensor<16x16xi64>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%6 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_71: i64, %out: i64):
      %192 = arith.subi %in, %in_71 : i64
      linalg.yield %192 : i64
    } -> tensor<16x16xi64>
    %8 = tensor.empty() : tensor<16x16xi1>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<16x16xi64>) outs(%8 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %192 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %192 : i1
    } -> tensor<16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_13, %cst_12 : tensor<16x16xi1>, tensor<16x16xi64>, tensor<i64>) outs(%6 : tensor<16x16xi64>) {
    ^bb0(%in: i1, %in_71: i64, %in_72: i64, %out: i64):
      %192 = arith.select %in, %in_71, %in_72 : i64
      linalg.yield %192 : i64
    } -> tensor<16x16xi64>
    %11 = tensor.empty() : tensor<1x16xi64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<1x16xi32>) outs(%11 : tensor<1x16xi64>) {
    ^bb0(%in: i32, %out: i64):
      %192 = arith.extsi %in : i32 to i64
      linalg.yield %192 : i64
    } -> tensor<1x16xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%11 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %14 = linalg.matmul ins(%12, %10 : tensor<1x16xi64>, tensor<16x16xi64>) outs(%13 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<1x16xi64>) outs(%2 : tensor<1x16xi32>) {
    ^bb0(%in: i64, %out: i32):
      %192 = arith.trunci %in : i64 to i32
      linalg.yield %192 : i32
    } -> tensor<1x16xi32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %3 : tensor<1x16xi32>, tensor<1x16xi32>) outs(%2 : tensor<1x16xi32>) {
    ^bb0(%in: i32, %in_71: i32, %out: i32):
      %192 = arith.muli %in, %in_71 : i32
      linalg.yield %192 : i32
    } -> tensor<1x16xi32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<1x16xi32>) outs(%11 : tensor<1x16xi64>) {
    ^bb0(%in: i32, %out: i64):
      %192 = arith.extsi %in : i32 to i64
      linalg.yield %192 : i64
    } -> tensor<1x16xi64>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<1x16xi64>) outs(%11 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %192 = arith.addi %in, %c1_i64 : i64
      linalg.yield %192 : i64
    } -> tensor<1x16xi64>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<1x16xi64>) outs(%13 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %192 = arith.index_cast %in : i64 to index
      %193 = arith.cmpi slt, %192, %c64 : index
      cf.assert %193, "index must be smaller than dim size"
      %194 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %194, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_14[%c0, %192] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x16xi64>
    %20 = tensor.empty() : tensor<1x16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %192 = arith.index_cast %in : i64 to index
      %193 = linalg.index 2 : index
      %194 = arith.cmpi slt, %192, %c256 : index
      cf.assert %194, "index must be smaller than dim size"
      %195 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %195, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%192, %193] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16xi64>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %192 = arith.index_cast %in : i64 to index
      %193 = linalg.index 2 : index
      %194 = arith.cmpi slt, %192, %c2 : index
      cf.assert %194, "index must be smaller than dim size"
      %195 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %195, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%192, %193] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %22 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16xi64>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %192 = arith.index_cast %in : i64 to index
      %193 = linalg.index 2 : index
      %194 = arith.cmpi slt, %192, %c64 : index
      cf.assert %194, "index must be smaller than dim size"
      %195 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %195, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg5[%192, %193] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %24 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %26 = tensor.empty() : tensor<1x16x64xf64>
    %27 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x64xf32>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %28 = tensor.empty() : tensor<1x16x1xf64>
    %29 = linalg.fill ins(%cst : f64) outs(%28 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %30 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %32 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %31 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.subf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %33 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %32 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.mulf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %34 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %36 = tensor.empty() : tensor<1x16x1xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x1xf64>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<1x16x64xf32>) outs(%38 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_10 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_8 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %40 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %42 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg3 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %47 = tensor.empty() : tensor<1xi64>
    %48 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%47 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_16 = tensor.expand_shape %48 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_17 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_18 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %49 = tensor.empty() : tensor<1x1x16x1xi1>
    %50 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x1x16x1xi64>) outs(%49 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %192 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %192 : i1
    } -> tensor<1x1x16x1xi1>
    %51 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %50 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%49 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_71: i1, %out: i1):
      %192 = arith.andi %in, %in_71 : i1
      linalg.yield %192 : i1
    } -> tensor<1x1x16x1xi1>
    %52 = tensor.empty() : tensor<1x1x1x16xi1>
    %53 = linalg.generic {indexing_maps = [#map11, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_18 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%52 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_71: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %54 = tensor.empty() : tensor<1x1x16x16xi1>
    %55 = linalg.generic {indexing_maps = [#map13, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %53 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%54 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_71: i1, %out: i1):
      %192 = arith.andi %in, %in_71 : i1
      linalg.yield %192 : i1
    } -> tensor<1x1x16x16xi1>
    %56 = tensor.empty() : tensor<1x1x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %cst_5, %cst_4 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%56 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_71: f32, %in_72: f32, %out: f32):
      %192 = arith.select %in, %in_71, %in_72 : f32
      linalg.yield %192 : f32
    } -> tensor<1x1x16x16xf32>
    %collapsed = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %58 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %59 = tensor.empty() : tensor<16x64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %61 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %arg7 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %62 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %63 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x16x2x32xf32>) outs(%63 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_21 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed, %transposed_21 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %arg9 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_22 = tensor.expand_shape %65 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_23 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %66 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %arg11 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_24 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x16x2x32xf32>) outs(%63 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %68 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_22 : tensor<1x16x2x32xf32>) outs(%68 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %69 = tensor.empty() : tensor<2x16x16xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %71 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%70 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_29 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %72 = tensor.empty() : tensor<1x2x16x16xf32>
    %73 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x2x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x2x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %57 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %75 = tensor.empty() : tensor<1x2x16xi64>
    %76 = linalg.fill ins(%c0_i64 : i64) outs(%75 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %77 = tensor.empty() : tensor<1x2x16xf32>
    %78 = linalg.fill ins(%cst_1 : f32) outs(%77 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %79:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<1x2x16x16xf32>) outs(%78, %76 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_71: i64):
      %192 = linalg.index 3 : index
      %193 = arith.index_cast %192 : index to i64
      %194 = arith.maximumf %in, %out : f32
      %195 = arith.cmpf ogt, %in, %out : f32
      %196 = arith.select %195, %193, %out_71 : i64
      linalg.yield %194, %196 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_30 = tensor.expand_shape %79#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %80 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_30 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x2x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.exp %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %82 = tensor.empty() : tensor<1x2x16x1xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %84 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<1x2x16x16xf32>) outs(%83 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x1xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %84 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.divf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_31 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %86 = tensor.empty() : tensor<2x16x32xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %88 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%87 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_33 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %89 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x2x16x32xf32>) outs(%89 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_36 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %90 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%90, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_37 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %46 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x16x64xf32>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %94 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %96 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.subf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %97 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.mulf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %98 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %99 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x16x1xf64>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x16x64xf32>) outs(%38 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_10 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_8 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x16x1xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %102 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %104 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %107 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %arg15 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_38 = tensor.collapse_shape %108 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %109 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%109 : tensor<64x128xf32>) permutation = [1, 0] 
    %110 = tensor.empty() : tensor<16x128xf32>
    %111 = linalg.fill ins(%cst_0 : f32) outs(%110 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %112 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%111 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%112, %arg17 : tensor<16x128xf32>, tensor<128xf32>) outs(%110 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x128xf32>
    %expanded_40 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %114 = tensor.empty() : tensor<1x16x128xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x16x128xf32>) outs(%114 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_11 : f32
      %193 = math.erf %192 : f32
      %194 = arith.addf %193, %cst_2 : f32
      %195 = arith.mulf %194, %cst_3 : f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_41 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %116 = tensor.empty() : tensor<128x64xf32>
    %transposed_42 = linalg.transpose ins(%arg18 : tensor<64x128xf32>) outs(%116 : tensor<128x64xf32>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%117, %arg19 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_43 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %108 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x16x64xf32>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %121 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %123 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.subf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %124 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %123 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.mulf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %125 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1xf64>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<1x16x64xf32>) outs(%38 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_10 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_8 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x16x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %129 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %131 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg20 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg21 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_44 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_45 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%136, %arg23 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %137 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x16x2x32xf32>) outs(%63 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %138 = linalg.matmul ins(%collapsed_44, %transposed_48 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%138, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_49 = tensor.expand_shape %139 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_50 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_44, %transposed_50 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%140, %arg27 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_51 = tensor.expand_shape %141 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x16x2x32xf32>) outs(%63 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%expanded_49 : tensor<1x16x2x32xf32>) outs(%68 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_55 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %142 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%70 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_56 = tensor.expand_shape %142 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x2x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_7 : f64 to f32
      %193 = arith.mulf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x2x16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %57 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %145:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<1x2x16x16xf32>) outs(%78, %76 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_71: i64):
      %192 = linalg.index 3 : index
      %193 = arith.index_cast %192 : index to i64
      %194 = arith.maximumf %in, %out : f32
      %195 = arith.cmpf ogt, %in, %out : f32
      %196 = arith.select %195, %193, %out_71 : i64
      linalg.yield %194, %196 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_57 = tensor.expand_shape %145#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_57 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %147 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x2x16x16xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.exp %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %148 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%147 : tensor<1x2x16x16xf32>) outs(%83 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %148 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%72 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.divf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %150 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%87 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_60 = tensor.expand_shape %150 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<1x2x16x32xf32>) outs(%89 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_62 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_63 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%58 : tensor<64x64xf32>) permutation = [1, 0] 
    %151 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%151, %arg29 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_64 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %153 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %135 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x16x64xf32>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %155 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %157 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.subf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %158 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.mulf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %159 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x16x1xf64>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<1x16x64xf32>) outs(%38 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_10 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_8 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %166 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %167 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %168 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg30 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %arg31 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_65 = tensor.collapse_shape %169 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_66 = linalg.transpose ins(%arg32 : tensor<128x64xf32>) outs(%109 : tensor<64x128xf32>) permutation = [1, 0] 
    %170 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%111 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%170, %arg33 : tensor<16x128xf32>, tensor<128xf32>) outs(%110 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x128xf32>
    %expanded_67 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x16x128xf32>) outs(%114 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_11 : f32
      %193 = math.erf %192 : f32
      %194 = arith.addf %193, %cst_2 : f32
      %195 = arith.mulf %194, %cst_3 : f32
      %196 = arith.mulf %in, %195 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_68 = tensor.collapse_shape %172 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_69 = linalg.transpose ins(%arg34 : tensor<64x128xf32>) outs(%116 : tensor<128x64xf32>) permutation = [1, 0] 
    %173 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%60 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel"]} ins(%173, %arg35 : tensor<16x64xf32>, tensor<64xf32>) outs(%59 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<16x64xf32>
    %expanded_70 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %175 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %169 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x16x64xf32>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %192 = arith.extf %in : f32 to f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %177 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %179 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %178 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.subf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %180 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %179 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%26 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_71: f64, %out: f64):
      %192 = arith.mulf %in, %in_71 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x64xf64>
    %181 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<1x16x64xf64>) outs(%29 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.addf %in, %out : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %182 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x16x1xf64>) outs(%28 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %192 = arith.divf %in, %cst_9 : f64
      linalg.yield %192 : f64
    } -> tensor<1x16x1xf64>
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x16x1xf64>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %192 = arith.truncf %in : f64 to f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %184 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<1x16x64xf32>) outs(%38 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.addf %in, %out : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %185 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.divf %in, %cst_10 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = arith.truncf %cst_8 : f64 to f32
      %193 = arith.addf %in, %192 : f32
      linalg.yield %193 : f32
    } -> tensor<1x16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x16x1xf32>) outs(%36 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %192 = math.rsqrt %in : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %185 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.subf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %189 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %187 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %190 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %arg36 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.mulf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    %191 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %arg37 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%20 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_71: f32, %out: f32):
      %192 = arith.addf %in, %in_71 : f32
      linalg.yield %192 : f32
    } -> tensor<1x16x64xf32>
    return %191 : tensor<1x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

