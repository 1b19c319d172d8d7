// models-v1/swin-stage1: first Swin stage: window + shifted-window block and patch merging
// transformers SwinConfig -> SwinModel.encoder.layers.0, inputs 1x1024x16xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 37 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map14 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<1x1024x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<49x1xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x16xf32>, %arg15: tensor<64xf32>, %arg16: tensor<16x64xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16x16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<49x1xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<64x16xf32>, %arg32: tensor<64xf32>, %arg33: tensor<16x64xf32>, %arg34: tensor<16xf32>, %arg35: tensor<32x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>) -> tensor<1x256x32xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c49_i64 = arith.constant 49 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<-1.000000e+02> : tensor<f32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 1.600000e+01 : f64
    %cst_8 = arith.constant 1.600000e+01 : f32
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant 2.500000e-01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %cst_11 = arith.constant 6.400000e+01 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %c28_i64 = arith.constant 28 : i64
    %c30_i64 = arith.constant 30 : i64
    %cst_13 = arith.constant dense_resource<torch_tensor_256_torch.int64> : tensor<256xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_256_torch.int64_1> : tensor<256xi64>
    %0 = tensor.empty() : tensor<1x1024x16xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1024x16xf32>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %190 = arith.extf %in : f32 to f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %2 = tensor.empty() : tensor<1x1024x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.subf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.mulf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %10 = tensor.empty() : tensor<1x1024x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x1024x1xf64>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %190 = arith.truncf %in : f64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x1024x16xf32>) outs(%12 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_8 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.truncf %cst_6 : f64 to f32
      %191 = arith.addf %in, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.rsqrt %in : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %17 = tensor.empty() : tensor<1x1024x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg10 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg11 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %expanded = tensor.expand_shape %21 [[0], [1, 2, 3, 4], [5]] output_shape [1, 8, 4, 8, 4, 16] : tensor<1x1024x16xf32> into tensor<1x8x4x8x4x16xf32>
    %22 = tensor.empty() : tensor<1x8x8x4x4x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x8x4x8x4x16xf32>) outs(%22 : tensor<1x8x8x4x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed = tensor.collapse_shape %transposed [[0, 1, 2, 3, 4], [5]] : tensor<1x8x8x4x4x16xf32> into tensor<1024x16xf32>
    %23 = tensor.empty() : tensor<16x16xf32>
    %transposed_15 = linalg.transpose ins(%arg1 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %24 = tensor.empty() : tensor<1024x16xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %26 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%26, %arg2 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_16 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %28 = tensor.empty() : tensor<64x1x16x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%arg3 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %arg4 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_19 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_20 = linalg.transpose ins(%arg5 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %31 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%31, %arg6 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_21 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %33 = tensor.empty() : tensor<256x1xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_13 : tensor<256xi64>) outs(%33 : tensor<256x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %190 = arith.cmpi slt, %in, %c0_i64 : i64
      %191 = arith.addi %in, %c49_i64 : i64
      %192 = arith.select %190, %191, %in : i64
      %193 = arith.index_cast %192 : i64 to index
      %extracted = tensor.extract %arg9[%193, %c0] : tensor<49x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x1xf32>
    %expanded_23 = tensor.expand_shape %34 [[0, 1], [2]] output_shape [16, 16, 1] : tensor<256x1xf32> into tensor<16x16x1xf32>
    %35 = tensor.empty() : tensor<1x16x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<16x16x1xf32>) outs(%35 : tensor<1x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_25 = tensor.expand_shape %transposed_24 [[0, 1], [2], [3]] output_shape [1, 1, 16, 16] : tensor<1x16x16xf32> into tensor<1x1x16x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_19 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_27 = tensor.collapse_shape %transposed_17 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %36 = tensor.empty() : tensor<64x16x16xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %38 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%37 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_29 = tensor.expand_shape %38 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.mulf %in, %cst_9 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_25 : tensor<64x1x16x16xf32>, tensor<1x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %41 = tensor.empty() : tensor<64x1x16xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<64x1x16xi64>) -> tensor<64x1x16xi64>
    %43 = tensor.empty() : tensor<64x1x16xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %45:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<64x1x16x16xf32>) outs(%44, %42 : tensor<64x1x16xf32>, tensor<64x1x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_119: i64):
      %190 = linalg.index 3 : index
      %191 = arith.index_cast %190 : index to i64
      %192 = arith.maximumf %in, %out : f32
      %193 = arith.cmpf ogt, %in, %out : f32
      %194 = arith.select %193, %191, %out_119 : i64
      linalg.yield %192, %194 : f32, i64
    } -> (tensor<64x1x16xf32>, tensor<64x1x16xi64>)
    %expanded_30 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [64, 1, 16, 1] : tensor<64x1x16xf32> into tensor<64x1x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_30 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.exp %in : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %48 = tensor.empty() : tensor<64x1x16x1xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<64x1x16x1xf32>) -> tensor<64x1x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<64x1x16x16xf32>) outs(%49 : tensor<64x1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.divf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %collapsed_31 = tensor.collapse_shape %51 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_22 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %52 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%37 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_33 = tensor.expand_shape %52 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %53 = tensor.empty() : tensor<64x16x1x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<64x1x16x16xf32>) outs(%53 : tensor<64x16x1x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<64x16x1x16xf32> into tensor<1024x16xf32>
    %transposed_36 = linalg.transpose ins(%arg7 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %arg8 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_37 = tensor.expand_shape %55 [[0, 1, 2, 3, 4], [5]] output_shape [1, 8, 8, 4, 4, 16] : tensor<1024x16xf32> into tensor<1x8x8x4x4x16xf32>
    %56 = tensor.empty() : tensor<1x8x4x8x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x8x8x4x4x16xf32>) outs(%56 : tensor<1x8x4x8x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0], [1, 2, 3, 4], [5]] : tensor<1x8x4x8x4x16xf32> into tensor<1x1024x16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %collapsed_39 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<1x1024x16xf32>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %190 = arith.extf %in : f32 to f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %60 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.subf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %61 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.mulf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x1024x1xf64>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %190 = arith.truncf %in : f64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<1x1024x16xf32>) outs(%12 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_8 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.truncf %cst_6 : f64 to f32
      %191 = arith.addf %in, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1024x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.rsqrt %in : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %67 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %69 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %arg12 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg13 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %collapsed_40 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x1024x16xf32> into tensor<1024x16xf32>
    %74 = tensor.empty() : tensor<16x64xf32>
    %transposed_41 = linalg.transpose ins(%arg14 : tensor<64x16xf32>) outs(%74 : tensor<16x64xf32>) permutation = [1, 0] 
    %75 = tensor.empty() : tensor<1024x64xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %77 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<1024x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%77, %arg15 : tensor<1024x64xf32>, tensor<64xf32>) outs(%75 : tensor<1024x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x64xf32>
    %expanded_42 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %79 = tensor.empty() : tensor<1x1024x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x1024x64xf32>) outs(%79 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_10 : f32
      %191 = math.erf %190 : f32
      %192 = arith.addf %191, %cst_2 : f32
      %193 = arith.mulf %192, %cst_3 : f32
      %194 = arith.mulf %in, %193 : f32
      linalg.yield %194 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed_43 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %81 = tensor.empty() : tensor<64x16xf32>
    %transposed_44 = linalg.transpose ins(%arg16 : tensor<16x64xf32>) outs(%81 : tensor<64x16xf32>) permutation = [1, 0] 
    %82 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<1024x64xf32>, tensor<64x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %arg17 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_45 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 1024, 16] : tensor<1024x16xf32> into tensor<1x1024x16xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %57 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x1024x16xf32>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %190 = arith.extf %in : f32 to f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %87 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.subf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %88 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.mulf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x1024x1xf64>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %190 = arith.truncf %in : f64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<1x1024x16xf32>) outs(%12 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_8 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.truncf %cst_6 : f64 to f32
      %191 = arith.addf %in, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1024x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.rsqrt %in : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %94 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %96 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg27 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg28 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %expanded_46 = tensor.expand_shape %100 [[0], [1, 2], [3]] output_shape [1, 32, 32, 16] : tensor<1x1024x16xf32> into tensor<1x32x32x16xf32>
    %extracted_slice = tensor.extract_slice %expanded_46[0, 2, 0, 0] [1, 30, 32, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x30x32x16xf32>
    %cast = tensor.cast %extracted_slice : tensor<1x30x32x16xf32> to tensor<1x?x32x16xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0, 0] [1, 2, 32, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x2x32x16xf32>
    %cast_48 = tensor.cast %extracted_slice_47 : tensor<1x2x32x16xf32> to tensor<1x?x32x16xf32>
    %concat = tensor.concat dim(1) %cast, %cast_48 : (tensor<1x?x32x16xf32>, tensor<1x?x32x16xf32>) -> tensor<1x32x32x16xf32>
    %extracted_slice_49 = tensor.extract_slice %concat[0, 0, 2, 0] [1, 32, 30, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x32x30x16xf32>
    %cast_50 = tensor.cast %extracted_slice_49 : tensor<1x32x30x16xf32> to tensor<1x32x?x16xf32>
    %extracted_slice_51 = tensor.extract_slice %concat[0, 0, 0, 0] [1, 32, 2, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x32x2x16xf32>
    %cast_52 = tensor.cast %extracted_slice_51 : tensor<1x32x2x16xf32> to tensor<1x32x?x16xf32>
    %concat_53 = tensor.concat dim(2) %cast_50, %cast_52 : (tensor<1x32x?x16xf32>, tensor<1x32x?x16xf32>) -> tensor<1x32x32x16xf32>
    %expanded_54 = tensor.expand_shape %concat_53 [[0], [1, 2], [3, 4], [5]] output_shape [1, 8, 4, 8, 4, 16] : tensor<1x32x32x16xf32> into tensor<1x8x4x8x4x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x8x4x8x4x16xf32>) outs(%22 : tensor<1x8x8x4x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %101 = tensor.empty() : tensor<32xi64>
    %102 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel"]} outs(%101 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %190 = linalg.index 0 : index
      %191 = arith.index_cast %190 : index to i64
      linalg.yield %191 : i64
    } -> tensor<32xi64>
    %103 = tensor.empty() : tensor<32xi1>
    %104 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%102 : tensor<32xi64>) outs(%103 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %190 = arith.cmpi sge, %in, %c28_i64 : i64
      linalg.yield %190 : i1
    } -> tensor<32xi1>
    %105 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%104 : tensor<32xi1>) outs(%101 : tensor<32xi64>) {
    ^bb0(%in: i1, %out: i64):
      %190 = arith.extui %in : i1 to i64
      linalg.yield %190 : i64
    } -> tensor<32xi64>
    %106 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%102 : tensor<32xi64>) outs(%103 : tensor<32xi1>) {
    ^bb0(%in: i64, %out: i1):
      %190 = arith.cmpi sge, %in, %c30_i64 : i64
      linalg.yield %190 : i1
    } -> tensor<32xi1>
    %107 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%106 : tensor<32xi1>) outs(%101 : tensor<32xi64>) {
    ^bb0(%in: i1, %out: i64):
      %190 = arith.extui %in : i1 to i64
      linalg.yield %190 : i64
    } -> tensor<32xi64>
    %108 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel"]} ins(%105, %107 : tensor<32xi64>, tensor<32xi64>) outs(%101 : tensor<32xi64>) {
    ^bb0(%in: i64, %in_119: i64, %out: i64):
      %190 = arith.addi %in, %in_119 : i64
      linalg.yield %190 : i64
    } -> tensor<32xi64>
    %expanded_56 = tensor.expand_shape %108 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xi64> into tensor<1x32x1x1xi64>
    %109 = tensor.empty() : tensor<1x32x1x1xi64>
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x32x1x1xi64>) outs(%109 : tensor<1x32x1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %190 = arith.muli %in, %c3_i64 : i64
      linalg.yield %190 : i64
    } -> tensor<1x32x1x1xi64>
    %expanded_57 = tensor.expand_shape %108 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xi64> into tensor<1x1x32x1xi64>
    %111 = tensor.empty() : tensor<1x32x32x1xi64>
    %112 = linalg.generic {indexing_maps = [#map11, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_57 : tensor<1x32x1x1xi64>, tensor<1x1x32x1xi64>) outs(%111 : tensor<1x32x32x1xi64>) {
    ^bb0(%in: i64, %in_119: i64, %out: i64):
      %190 = arith.addi %in, %in_119 : i64
      linalg.yield %190 : i64
    } -> tensor<1x32x32x1xi64>
    %113 = tensor.empty() : tensor<1x32x32x1xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x32x32x1xi64>) outs(%113 : tensor<1x32x32x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %190 = arith.sitofp %in : i64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x32x32x1xf32>
    %expanded_58 = tensor.expand_shape %114 [[0], [1, 2], [3, 4], [5]] output_shape [1, 8, 4, 8, 4, 1] : tensor<1x32x32x1xf32> into tensor<1x8x4x8x4x1xf32>
    %115 = tensor.empty() : tensor<1x8x8x4x4x1xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x8x4x8x4x1xf32>) outs(%115 : tensor<1x8x8x4x4x1xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_60 = tensor.collapse_shape %transposed_59 [[0, 1, 2], [3, 4, 5]] : tensor<1x8x8x4x4x1xf32> into tensor<64x16xf32>
    %expanded_61 = tensor.expand_shape %collapsed_60 [[0], [1, 2]] output_shape [64, 1, 16] : tensor<64x16xf32> into tensor<64x1x16xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_59 [[0, 1, 2], [3, 4], [5]] : tensor<1x8x8x4x4x1xf32> into tensor<64x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map13, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %collapsed_62 : tensor<64x1x16xf32>, tensor<64x16x1xf32>) outs(%36 : tensor<64x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x16x16xf32>
    %117 = tensor.empty() : tensor<64x16x16xi1>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<64x16x16xf32>) outs(%117 : tensor<64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %190 = arith.cmpf une, %in, %cst_0 : f32
      linalg.yield %190 : i1
    } -> tensor<64x16x16xi1>
    %119 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %cst_5, %116 : tensor<64x16x16xi1>, tensor<f32>, tensor<64x16x16xf32>) outs(%36 : tensor<64x16x16xf32>) {
    ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
      %190 = arith.select %in, %in_119, %in_120 : f32
      linalg.yield %190 : f32
    } -> tensor<64x16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<64x16x16xf32>) outs(%117 : tensor<64x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %190 = arith.cmpf oeq, %in, %cst_0 : f32
      linalg.yield %190 : i1
    } -> tensor<64x16x16xi1>
    %121 = linalg.generic {indexing_maps = [#map, #map14, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %cst_4, %119 : tensor<64x16x16xi1>, tensor<f32>, tensor<64x16x16xf32>) outs(%36 : tensor<64x16x16xf32>) {
    ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
      %190 = arith.select %in, %in_119, %in_120 : f32
      linalg.yield %190 : f32
    } -> tensor<64x16x16xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_55 [[0, 1, 2, 3, 4], [5]] : tensor<1x8x8x4x4x16xf32> into tensor<1024x16xf32>
    %transposed_64 = linalg.transpose ins(%arg18 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %122 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%122, %arg19 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_65 = tensor.expand_shape %123 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%arg20 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %124 = linalg.matmul ins(%collapsed_63, %transposed_67 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%124, %arg21 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_68 = tensor.expand_shape %125 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_69 = linalg.transpose ins(%arg22 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %126 = linalg.matmul ins(%collapsed_63, %transposed_69 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%126, %arg23 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_70 = tensor.expand_shape %127 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %128 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<256xi64>) outs(%33 : tensor<256x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %190 = arith.cmpi slt, %in, %c0_i64 : i64
      %191 = arith.addi %in, %c49_i64 : i64
      %192 = arith.select %190, %191, %in : i64
      %193 = arith.index_cast %192 : i64 to index
      %extracted = tensor.extract %arg26[%193, %c0] : tensor<49x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x1xf32>
    %expanded_72 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [16, 16, 1] : tensor<256x1xf32> into tensor<16x16x1xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<16x16x1xf32>) outs(%35 : tensor<1x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_74 = tensor.expand_shape %transposed_73 [[0, 1], [2], [3]] output_shape [1, 1, 16, 16] : tensor<1x16x16xf32> into tensor<1x1x16x16xf32>
    %expanded_75 = tensor.expand_shape %121 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74, %expanded_75 : tensor<1x1x16x16xf32>, tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %transposed_76 = linalg.transpose ins(%expanded_68 : tensor<64x16x1x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_77 = tensor.collapse_shape %transposed_66 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %130 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%37 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_79 = tensor.expand_shape %130 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.mulf %in, %cst_9 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %129 : tensor<64x1x16x16xf32>, tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %133:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<64x1x16x16xf32>) outs(%44, %42 : tensor<64x1x16xf32>, tensor<64x1x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_119: i64):
      %190 = linalg.index 3 : index
      %191 = arith.index_cast %190 : index to i64
      %192 = arith.maximumf %in, %out : f32
      %193 = arith.cmpf ogt, %in, %out : f32
      %194 = arith.select %193, %191, %out_119 : i64
      linalg.yield %192, %194 : f32, i64
    } -> (tensor<64x1x16xf32>, tensor<64x1x16xi64>)
    %expanded_80 = tensor.expand_shape %133#0 [[0], [1], [2, 3]] output_shape [64, 1, 16, 1] : tensor<64x1x16xf32> into tensor<64x1x16x1xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_80 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<64x1x16x16xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.exp %in : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %136 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<64x1x16x16xf32>) outs(%49 : tensor<64x1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x1xf32>
    %137 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%28 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.divf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<64x1x16x16xf32>
    %collapsed_81 = tensor.collapse_shape %137 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_71 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %138 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%37 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_83 = tensor.expand_shape %138 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<64x1x16x16xf32>) outs(%53 : tensor<64x16x1x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0, 1], [2, 3]] : tensor<64x16x1x16xf32> into tensor<1024x16xf32>
    %transposed_86 = linalg.transpose ins(%arg24 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%139, %arg25 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_87 = tensor.expand_shape %140 [[0, 1, 2, 3, 4], [5]] output_shape [1, 8, 8, 4, 4, 16] : tensor<1024x16xf32> into tensor<1x8x8x4x4x16xf32>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<1x8x8x4x4x16xf32>) outs(%56 : tensor<1x8x4x8x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_89 = tensor.collapse_shape %transposed_88 [[0], [1, 2], [3, 4], [5]] : tensor<1x8x4x8x4x16xf32> into tensor<1x32x32x16xf32>
    %extracted_slice_90 = tensor.extract_slice %collapsed_89[0, 30, 0, 0] [1, 2, 32, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x2x32x16xf32>
    %cast_91 = tensor.cast %extracted_slice_90 : tensor<1x2x32x16xf32> to tensor<1x?x32x16xf32>
    %extracted_slice_92 = tensor.extract_slice %collapsed_89[0, 0, 0, 0] [1, 30, 32, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x30x32x16xf32>
    %cast_93 = tensor.cast %extracted_slice_92 : tensor<1x30x32x16xf32> to tensor<1x?x32x16xf32>
    %concat_94 = tensor.concat dim(1) %cast_91, %cast_93 : (tensor<1x?x32x16xf32>, tensor<1x?x32x16xf32>) -> tensor<1x32x32x16xf32>
    %extracted_slice_95 = tensor.extract_slice %concat_94[0, 0, 30, 0] [1, 32, 2, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x32x2x16xf32>
    %cast_96 = tensor.cast %extracted_slice_95 : tensor<1x32x2x16xf32> to tensor<1x32x?x16xf32>
    %extracted_slice_97 = tensor.extract_slice %concat_94[0, 0, 0, 0] [1, 32, 30, 16] [1, 1, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x32x30x16xf32>
    %cast_98 = tensor.cast %extracted_slice_97 : tensor<1x32x30x16xf32> to tensor<1x32x?x16xf32>
    %concat_99 = tensor.concat dim(2) %cast_96, %cast_98 : (tensor<1x32x?x16xf32>, tensor<1x32x?x16xf32>) -> tensor<1x32x32x16xf32>
    %collapsed_100 = tensor.collapse_shape %concat_99 [[0], [1, 2], [3]] : tensor<1x32x32x16xf32> into tensor<1x1024x16xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %collapsed_100 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x1024x16xf32>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %190 = arith.extf %in : f32 to f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %144 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.subf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %145 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%0 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.mulf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x16xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x1024x1xf64>) outs(%2 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_7 : f64
      linalg.yield %190 : f64
    } -> tensor<1x1024x1xf64>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x1024x1xf64>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %190 = arith.truncf %in : f64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<1x1024x16xf32>) outs(%12 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_8 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.truncf %cst_6 : f64 to f32
      %191 = arith.addf %in, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1024x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x1024x1xf32>) outs(%10 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.rsqrt %in : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x1xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %151 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %153 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg29 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg30 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %collapsed_101 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x1024x16xf32> into tensor<1024x16xf32>
    %transposed_102 = linalg.transpose ins(%arg31 : tensor<64x16xf32>) outs(%74 : tensor<16x64xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<1024x16xf32>, tensor<16x64xf32>) outs(%76 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %arg32 : tensor<1024x64xf32>, tensor<64xf32>) outs(%75 : tensor<1024x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x64xf32>
    %expanded_103 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x1024x64xf32>) outs(%79 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_10 : f32
      %191 = math.erf %190 : f32
      %192 = arith.addf %191, %cst_2 : f32
      %193 = arith.mulf %192, %cst_3 : f32
      %194 = arith.mulf %in, %193 : f32
      linalg.yield %194 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed_104 = tensor.collapse_shape %160 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %transposed_105 = linalg.transpose ins(%arg33 : tensor<16x64xf32>) outs(%81 : tensor<64x16xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_104, %transposed_105 : tensor<1024x64xf32>, tensor<64x16xf32>) outs(%25 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%161, %arg34 : tensor<1024x16xf32>, tensor<16xf32>) outs(%24 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1024x16xf32>
    %expanded_106 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [1, 1024, 16] : tensor<1024x16xf32> into tensor<1x1024x16xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %141 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%17 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x1024x16xf32>
    %expanded_107 = tensor.expand_shape %163 [[0], [1, 2], [3]] output_shape [1, 32, 32, 16] : tensor<1x1024x16xf32> into tensor<1x32x32x16xf32>
    %extracted_slice_108 = tensor.extract_slice %expanded_107[0, 0, 0, 0] [1, 16, 32, 16] [1, 2, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x16x32x16xf32>
    %extracted_slice_109 = tensor.extract_slice %extracted_slice_108[0, 0, 0, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_110 = tensor.extract_slice %expanded_107[0, 1, 0, 0] [1, 16, 32, 16] [1, 2, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x16x32x16xf32>
    %extracted_slice_111 = tensor.extract_slice %extracted_slice_110[0, 0, 0, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_112 = tensor.extract_slice %extracted_slice_108[0, 0, 1, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_113 = tensor.extract_slice %extracted_slice_110[0, 0, 1, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %concat_114 = tensor.concat dim(3) %extracted_slice_109, %extracted_slice_111, %extracted_slice_112, %extracted_slice_113 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x64xf32>
    %collapsed_115 = tensor.collapse_shape %concat_114 [[0], [1, 2], [3]] : tensor<1x16x16x64xf32> into tensor<1x256x64xf32>
    %164 = tensor.empty() : tensor<1x256x64xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115 : tensor<1x256x64xf32>) outs(%164 : tensor<1x256x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %190 = arith.extf %in : f32 to f64
      linalg.yield %190 : f64
    } -> tensor<1x256x64xf64>
    %166 = tensor.empty() : tensor<1x256x1xf64>
    %167 = linalg.fill ins(%cst : f64) outs(%166 : tensor<1x256x1xf64>) -> tensor<1x256x1xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<1x256x64xf64>) outs(%167 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x256x1xf64>) outs(%166 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_11 : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %169 : tensor<1x256x64xf64>, tensor<1x256x1xf64>) outs(%164 : tensor<1x256x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.subf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x64xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<1x256x64xf64>, tensor<1x256x64xf64>) outs(%164 : tensor<1x256x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %190 = arith.mulf %in, %in_119 : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x64xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<1x256x64xf64>) outs(%167 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.addf %in, %out : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x1xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x256x1xf64>) outs(%166 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %190 = arith.divf %in, %cst_11 : f64
      linalg.yield %190 : f64
    } -> tensor<1x256x1xf64>
    %174 = tensor.empty() : tensor<1x256x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x256x1xf64>) outs(%174 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %190 = arith.truncf %in : f64 to f32
      linalg.yield %190 : f32
    } -> tensor<1x256x1xf32>
    %176 = linalg.fill ins(%cst_0 : f32) outs(%174 : tensor<1x256x1xf32>) -> tensor<1x256x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_115 : tensor<1x256x64xf32>) outs(%176 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.addf %in, %out : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x1xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x256x1xf32>) outs(%174 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.divf %in, %cst_12 : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x256x1xf32>) outs(%174 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = arith.truncf %cst_6 : f64 to f32
      %191 = arith.addf %in, %190 : f32
      linalg.yield %191 : f32
    } -> tensor<1x256x1xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x256x1xf32>) outs(%174 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %190 = math.rsqrt %in : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x1xf32>
    %181 = tensor.empty() : tensor<1x256x64xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115, %178 : tensor<1x256x64xf32>, tensor<1x256x1xf32>) outs(%181 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.subf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x64xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %180 : tensor<1x256x64xf32>, tensor<1x256x1xf32>) outs(%181 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x64xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %arg36 : tensor<1x256x64xf32>, tensor<64xf32>) outs(%181 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.mulf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x64xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %arg37 : tensor<1x256x64xf32>, tensor<64xf32>) outs(%181 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %190 = arith.addf %in, %in_119 : f32
      linalg.yield %190 : f32
    } -> tensor<1x256x64xf32>
    %186 = tensor.empty() : tensor<64x32xf32>
    %transposed_116 = linalg.transpose ins(%arg35 : tensor<32x64xf32>) outs(%186 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<1x256x64xf32> into tensor<256x64xf32>
    %187 = tensor.empty() : tensor<256x32xf32>
    %188 = linalg.fill ins(%cst_0 : f32) outs(%187 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %189 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%188 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %expanded_118 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [1, 256, 32] : tensor<256x32xf32> into tensor<1x256x32xf32>
    return %expanded_118 : tensor<1x256x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.int64: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64_1: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000"
    }
  }
#-}

