// models-v1/ast-tiny: Audio Spectrogram Transformer: ViT over 16x16 spectrogram patches
// transformers ASTConfig -> AutoModel, inputs 1x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 39 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x32x32xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x11x64xf32>, %arg4: tensor<64x1x16x16xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<128xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<128x64xf32>, %arg35: tensor<128xf32>, %arg36: tensor<64x128xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>) -> tensor<1x11x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 9.9999999999999998E-13 : f64
    %cst_8 = arith.constant 6.400000e+01 : f64
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [1, 1, 32, 32] : tensor<1x32x32xf32> into tensor<1x1x32x32xf32>
    %0 = tensor.empty() : tensor<1x1x32x32xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1x32x32xf32>) outs(%0 : tensor<1x1x32x32xf32>) permutation = [0, 1, 3, 2] 
    %1 = tensor.empty() : tensor<1x64x3x3xf32>
    %broadcasted = linalg.broadcast ins(%arg5 : tensor<64xf32>) outs(%1 : tensor<1x64x3x3xf32>) dimensions = [0, 2, 3] 
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%transposed, %arg4 : tensor<1x1x32x32xf32>, tensor<64x1x16x16xf32>) outs(%broadcasted : tensor<1x64x3x3xf32>) -> tensor<1x64x3x3xf32>
    %collapsed = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<1x64x3x3xf32> into tensor<1x64x9xf32>
    %3 = tensor.empty() : tensor<1x9x64xf32>
    %transposed_11 = linalg.transpose ins(%collapsed : tensor<1x64x9xf32>) outs(%3 : tensor<1x9x64xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %arg1, %arg2, %transposed_11 : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x9x64xf32>) -> tensor<1x11x64xf32>
    %4 = tensor.empty() : tensor<1x11x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg3 : tensor<1x11x64xf32>, tensor<1x11x64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %6 = tensor.empty() : tensor<11xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<11xi64>) {
    ^bb0(%out: i64):
      %169 = linalg.index 0 : index
      %170 = arith.index_cast %169 : index to i64
      linalg.yield %170 : i64
    } -> tensor<11xi64>
    %expanded_12 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 11, 1] : tensor<11xi64> into tensor<1x1x11x1xi64>
    %8 = tensor.empty() : tensor<1x1x11x1xi1>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x1x11x1xi64>) outs(%8 : tensor<1x1x11x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %169 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %169 : i1
    } -> tensor<1x1x11x1xi1>
    %10 = tensor.empty() : tensor<1x1x11x11xi1>
    %collapsed_13 = tensor.collapse_shape %9 [[0], [1], [2, 3]] : tensor<1x1x11x1xi1> into tensor<1x1x11xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<1x1x11xi1>) outs(%10 : tensor<1x1x11x11xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x11x11xi1>
    %12 = tensor.empty() : tensor<1x1x11x11xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %cst_5, %cst_4 : tensor<1x1x11x11xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<1x1x11x11xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %169 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %169 : f32
    } -> tensor<1x1x11x11xf32>
    %14 = tensor.empty() : tensor<1x11x64xf64>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x11x64xf32>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %169 = arith.extf %in : f32 to f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %16 = tensor.empty() : tensor<1x11x1xf64>
    %17 = linalg.fill ins(%cst_0 : f64) outs(%16 : tensor<1x11x1xf64>) -> tensor<1x11x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %19 : tensor<1x11x64xf64>, tensor<1x11x1xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.subf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %20 : tensor<1x11x64xf64>, tensor<1x11x64xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.mulf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %22 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %24 = tensor.empty() : tensor<1x11x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x11x1xf64>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %169 = arith.truncf %in : f64 to f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%24 : tensor<1x11x1xf32>) -> tensor<1x11x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x11x64xf32>) outs(%26 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_9 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_7 : f64 to f32
      %170 = arith.addf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x11x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.rsqrt %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %28 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %30 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg14 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %arg15 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %collapsed_14 = tensor.collapse_shape %34 [[0, 1], [2]] : tensor<1x11x64xf32> into tensor<11x64xf32>
    %35 = tensor.empty() : tensor<64x64xf32>
    %transposed_15 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %36 = tensor.empty() : tensor<11x64xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %38 = linalg.matmul ins(%collapsed_14, %transposed_15 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %39 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%38, %arg7 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_16 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %40 = tensor.empty() : tensor<1x2x11x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x11x2x32xf32>) outs(%40 : tensor<1x2x11x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed_14, %transposed_18 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%41, %arg9 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_19 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %transposed_20 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %43 = linalg.matmul ins(%collapsed_14, %transposed_20 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%43, %arg11 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_21 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x11x2x32xf32>) outs(%40 : tensor<1x2x11x32xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<1x2x32x11xf32>
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<1x11x2x32xf32>) outs(%45 : tensor<1x2x32x11xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x2x11x32xf32> into tensor<2x11x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<1x2x32x11xf32> into tensor<2x32x11xf32>
    %46 = tensor.empty() : tensor<2x11x11xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x11x11xf32>) -> tensor<2x11x11xf32>
    %48 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<2x11x32xf32>, tensor<2x32x11xf32>) outs(%47 : tensor<2x11x11xf32>) -> tensor<2x11x11xf32>
    %expanded_26 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [1, 2, 11, 11] : tensor<2x11x11xf32> into tensor<1x2x11x11xf32>
    %49 = tensor.empty() : tensor<1x2x11x11xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x2x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_6 : f64 to f32
      %170 = arith.mulf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x11x11xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %13 : tensor<1x2x11x11xf32>, tensor<1x1x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %52 = tensor.empty() : tensor<1x2x11xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<1x2x11xi64>) -> tensor<1x2x11xi64>
    %54 = tensor.empty() : tensor<1x2x11xf32>
    %55 = linalg.fill ins(%cst_1 : f32) outs(%54 : tensor<1x2x11xf32>) -> tensor<1x2x11xf32>
    %56:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x2x11x11xf32>) outs(%55, %53 : tensor<1x2x11xf32>, tensor<1x2x11xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %169 = linalg.index 3 : index
      %170 = arith.index_cast %169 : index to i64
      %171 = arith.maximumf %in, %out : f32
      %172 = arith.cmpf ogt, %in, %out : f32
      %173 = arith.select %172, %170, %out_68 : i64
      linalg.yield %171, %173 : f32, i64
    } -> (tensor<1x2x11xf32>, tensor<1x2x11xi64>)
    %expanded_27 = tensor.expand_shape %56#0 [[0], [1], [2, 3]] output_shape [1, 2, 11, 1] : tensor<1x2x11xf32> into tensor<1x2x11x1xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_27 : tensor<1x2x11x11xf32>, tensor<1x2x11x1xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x2x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.exp %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %59 = tensor.empty() : tensor<1x2x11x1xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<1x2x11x1xf32>) -> tensor<1x2x11x1xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x2x11x11xf32>) outs(%60 : tensor<1x2x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x1xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<1x2x11x11xf32>, tensor<1x2x11x1xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.divf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %collapsed_28 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<1x2x11x11xf32> into tensor<2x11x11xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x11x32xf32> into tensor<2x11x32xf32>
    %63 = tensor.empty() : tensor<2x11x32xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<2x11x32xf32>) -> tensor<2x11x32xf32>
    %65 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<2x11x11xf32>, tensor<2x11x32xf32>) outs(%64 : tensor<2x11x32xf32>) -> tensor<2x11x32xf32>
    %expanded_30 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [1, 2, 11, 32] : tensor<2x11x32xf32> into tensor<1x2x11x32xf32>
    %66 = tensor.empty() : tensor<1x11x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x2x11x32xf32>) outs(%66 : tensor<1x11x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<1x11x2x32xf32> into tensor<11x64xf32>
    %transposed_33 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %67 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %68 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%67, %arg13 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_34 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [1, 11, 64] : tensor<11x64xf32> into tensor<1x11x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %5 : tensor<1x11x64xf32>, tensor<1x11x64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x11x64xf32>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %169 = arith.extf %in : f32 to f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<1x11x64xf64>, tensor<1x11x1xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.subf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<1x11x64xf64>, tensor<1x11x64xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.mulf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x11x1xf64>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %169 = arith.truncf %in : f64 to f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x11x64xf32>) outs(%26 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_9 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_7 : f64 to f32
      %170 = arith.addf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x11x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.rsqrt %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %arg16 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg17 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %collapsed_35 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<1x11x64xf32> into tensor<11x64xf32>
    %86 = tensor.empty() : tensor<64x128xf32>
    %transposed_36 = linalg.transpose ins(%arg18 : tensor<128x64xf32>) outs(%86 : tensor<64x128xf32>) permutation = [1, 0] 
    %87 = tensor.empty() : tensor<11x128xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<11x128xf32>) -> tensor<11x128xf32>
    %89 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<11x64xf32>, tensor<64x128xf32>) outs(%88 : tensor<11x128xf32>) -> tensor<11x128xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%89, %arg19 : tensor<11x128xf32>, tensor<128xf32>) outs(%87 : tensor<11x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x128xf32>
    %expanded_37 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 11, 128] : tensor<11x128xf32> into tensor<1x11x128xf32>
    %91 = tensor.empty() : tensor<1x11x128xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x11x128xf32>) outs(%91 : tensor<1x11x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_10 : f32
      %170 = math.erf %169 : f32
      %171 = arith.addf %170, %cst_2 : f32
      %172 = arith.mulf %171, %cst_3 : f32
      %173 = arith.mulf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x11x128xf32>
    %collapsed_38 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<1x11x128xf32> into tensor<11x128xf32>
    %93 = tensor.empty() : tensor<128x64xf32>
    %transposed_39 = linalg.transpose ins(%arg20 : tensor<64x128xf32>) outs(%93 : tensor<128x64xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<11x128xf32>, tensor<128x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %95 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%94, %arg21 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_40 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, 11, 64] : tensor<11x64xf32> into tensor<1x11x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %69 : tensor<1x11x64xf32>, tensor<1x11x64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x11x64xf32>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %169 = arith.extf %in : f32 to f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %99 : tensor<1x11x64xf64>, tensor<1x11x1xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.subf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %100 : tensor<1x11x64xf64>, tensor<1x11x64xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.mulf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x11x1xf64>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %169 = arith.truncf %in : f64 to f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x11x64xf32>) outs(%26 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_9 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_7 : f64 to f32
      %170 = arith.addf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x11x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.rsqrt %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %106 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %108 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %arg30 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg31 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %collapsed_41 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<1x11x64xf32> into tensor<11x64xf32>
    %transposed_42 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %113 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%113, %arg23 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_43 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x11x2x32xf32>) outs(%40 : tensor<1x2x11x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_41, %transposed_45 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%115, %arg25 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_46 = tensor.expand_shape %116 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %transposed_47 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed_41, %transposed_47 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%117, %arg27 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_48 = tensor.expand_shape %118 [[0, 1], [2, 3]] output_shape [1, 11, 2, 32] : tensor<11x64xf32> into tensor<1x11x2x32xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x11x2x32xf32>) outs(%40 : tensor<1x2x11x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%expanded_46 : tensor<1x11x2x32xf32>) outs(%45 : tensor<1x2x32x11xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_51 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<1x2x11x32xf32> into tensor<2x11x32xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x32x11xf32> into tensor<2x32x11xf32>
    %119 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<2x11x32xf32>, tensor<2x32x11xf32>) outs(%47 : tensor<2x11x11xf32>) -> tensor<2x11x11xf32>
    %expanded_53 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [1, 2, 11, 11] : tensor<2x11x11xf32> into tensor<1x2x11x11xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<1x2x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_6 : f64 to f32
      %170 = arith.mulf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x11x11xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %13 : tensor<1x2x11x11xf32>, tensor<1x1x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %122:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x2x11x11xf32>) outs(%55, %53 : tensor<1x2x11xf32>, tensor<1x2x11xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %169 = linalg.index 3 : index
      %170 = arith.index_cast %169 : index to i64
      %171 = arith.maximumf %in, %out : f32
      %172 = arith.cmpf ogt, %in, %out : f32
      %173 = arith.select %172, %170, %out_68 : i64
      linalg.yield %171, %173 : f32, i64
    } -> (tensor<1x2x11xf32>, tensor<1x2x11xi64>)
    %expanded_54 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [1, 2, 11, 1] : tensor<1x2x11xf32> into tensor<1x2x11x1xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_54 : tensor<1x2x11x11xf32>, tensor<1x2x11x1xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x2x11x11xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.exp %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x11x11xf32>) outs(%60 : tensor<1x2x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x1xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<1x2x11x11xf32>, tensor<1x2x11x1xf32>) outs(%49 : tensor<1x2x11x11xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.divf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x2x11x11xf32>
    %collapsed_55 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x2x11x11xf32> into tensor<2x11x11xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<1x2x11x32xf32> into tensor<2x11x32xf32>
    %127 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x11x11xf32>, tensor<2x11x32xf32>) outs(%64 : tensor<2x11x32xf32>) -> tensor<2x11x32xf32>
    %expanded_57 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 2, 11, 32] : tensor<2x11x32xf32> into tensor<1x2x11x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x2x11x32xf32>) outs(%66 : tensor<1x11x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<1x11x2x32xf32> into tensor<11x64xf32>
    %transposed_60 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<11x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %129 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%128, %arg29 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_61 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 11, 64] : tensor<11x64xf32> into tensor<1x11x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %96 : tensor<1x11x64xf32>, tensor<1x11x64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x11x64xf32>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %169 = arith.extf %in : f32 to f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<1x11x64xf64>, tensor<1x11x1xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.subf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<1x11x64xf64>, tensor<1x11x64xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.mulf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x11x1xf64>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %169 = arith.truncf %in : f64 to f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x11x64xf32>) outs(%26 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_9 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_7 : f64 to f32
      %170 = arith.addf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x11x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.rsqrt %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %140 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg32 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg33 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %collapsed_62 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x11x64xf32> into tensor<11x64xf32>
    %transposed_63 = linalg.transpose ins(%arg34 : tensor<128x64xf32>) outs(%86 : tensor<64x128xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<11x64xf32>, tensor<64x128xf32>) outs(%88 : tensor<11x128xf32>) -> tensor<11x128xf32>
    %148 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%147, %arg35 : tensor<11x128xf32>, tensor<128xf32>) outs(%87 : tensor<11x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x128xf32>
    %expanded_64 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 11, 128] : tensor<11x128xf32> into tensor<1x11x128xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<1x11x128xf32>) outs(%91 : tensor<1x11x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_10 : f32
      %170 = math.erf %169 : f32
      %171 = arith.addf %170, %cst_2 : f32
      %172 = arith.mulf %171, %cst_3 : f32
      %173 = arith.mulf %in, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x11x128xf32>
    %collapsed_65 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x11x128xf32> into tensor<11x128xf32>
    %transposed_66 = linalg.transpose ins(%arg36 : tensor<64x128xf32>) outs(%93 : tensor<128x64xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<11x128xf32>, tensor<128x64xf32>) outs(%37 : tensor<11x64xf32>) -> tensor<11x64xf32>
    %151 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%150, %arg37 : tensor<11x64xf32>, tensor<64xf32>) outs(%36 : tensor<11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<11x64xf32>
    %expanded_67 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, 11, 64] : tensor<11x64xf32> into tensor<1x11x64xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %130 : tensor<1x11x64xf32>, tensor<1x11x64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x11x64xf32>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %169 = arith.extf %in : f32 to f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<1x11x64xf64>, tensor<1x11x1xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.subf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<1x11x64xf64>, tensor<1x11x64xf64>) outs(%14 : tensor<1x11x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %169 = arith.mulf %in, %in_68 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x64xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x11x64xf64>) outs(%17 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.addf %in, %out : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x11x1xf64>) outs(%16 : tensor<1x11x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %169 = arith.divf %in, %cst_8 : f64
      linalg.yield %169 : f64
    } -> tensor<1x11x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x11x1xf64>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %169 = arith.truncf %in : f64 to f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x11x64xf32>) outs(%26 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.addf %in, %out : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.divf %in, %cst_9 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = arith.truncf %cst_7 : f64 to f32
      %170 = arith.addf %in, %169 : f32
      linalg.yield %170 : f32
    } -> tensor<1x11x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x11x1xf32>) outs(%24 : tensor<1x11x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %169 = math.rsqrt %in : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %162 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.subf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %164 : tensor<1x11x64xf32>, tensor<1x11x1xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg38 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.mulf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg39 : tensor<1x11x64xf32>, tensor<64xf32>) outs(%4 : tensor<1x11x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %169 = arith.addf %in, %in_68 : f32
      linalg.yield %169 : f32
    } -> tensor<1x11x64xf32>
    return %168 : tensor<1x11x64xf32>
  }
}

