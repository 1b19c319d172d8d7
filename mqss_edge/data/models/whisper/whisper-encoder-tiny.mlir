// models-v1/whisper-encoder-tiny: Whisper encoder: two conv1d (GELU) over 16 mel bins x 64 frames, 2 layers
// transformers WhisperConfig -> WhisperModel.encoder, inputs 1x16x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 37 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x16x64xf32>, %arg1: tensor<64x16x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<128x64xf32>, %arg31: tensor<128xf32>, %arg32: tensor<64x128xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>) -> tensor<1x32x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c32 = arith.constant 32 : index
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x16x64xf32> to tensor<1x16x66xf32>
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<64xf32>) outs(%0 : tensor<1x64x64xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg1 : tensor<1x16x66xf32>, tensor<64x16x3xf32>) outs(%broadcasted : tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_6 : f32
      %159 = math.erf %158 : f32
      %160 = arith.addf %159, %cst_0 : f32
      %161 = arith.mulf %160, %cst_1 : f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x64x64xf32>
    %padded_9 = tensor.pad %2 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x64x64xf32> to tensor<1x64x66xf32>
    %3 = tensor.empty() : tensor<1x64x32xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%3 : tensor<1x64x32xf32>) dimensions = [0, 2] 
    %4 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_9, %arg3 : tensor<1x64x66xf32>, tensor<64x64x3xf32>) outs(%broadcasted_10 : tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x32xf32>) outs(%3 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_6 : f32
      %159 = math.erf %158 : f32
      %160 = arith.addf %159, %cst_0 : f32
      %161 = arith.mulf %160, %cst_1 : f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x64x32xf32>
    %6 = tensor.empty() : tensor<1x32x64xf32>
    %transposed = linalg.transpose ins(%5 : tensor<1x64x32xf32>) outs(%6 : tensor<1x32x64xf32>) permutation = [0, 2, 1] 
    %7 = tensor.empty() : tensor<32xi64>
    %8 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%7 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %158 = linalg.index 0 : index
      %159 = arith.index_cast %158 : index to i64
      linalg.yield %159 : i64
    } -> tensor<32xi64>
    %9 = tensor.empty() : tensor<32x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<32xi64>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %158 = arith.index_cast %in : i64 to index
      %159 = linalg.index 1 : index
      %160 = arith.cmpi slt, %158, %c32 : index
      cf.assert %160, "index must be smaller than dim size"
      %161 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %161, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg5[%158, %159] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %10 : tensor<1x32x64xf32>, tensor<32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %12 = tensor.empty() : tensor<1x32x64xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x32x64xf32>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %158 = arith.extf %in : f32 to f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %14 = tensor.empty() : tensor<1x32x1xf64>
    %15 = linalg.fill ins(%cst_2 : f64) outs(%14 : tensor<1x32x1xf64>) -> tensor<1x32x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.subf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.mulf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %22 = tensor.empty() : tensor<1x32x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x32x1xf64>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %158 = arith.truncf %in : f64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<1x32x64xf32>) outs(%24 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_8 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_5 : f64 to f32
      %159 = arith.addf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %arg13 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg14 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %33 = tensor.empty() : tensor<64x64xf32>
    %transposed_11 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %34 = linalg.fill ins(%cst : f32) outs(%9 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %35 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %arg10 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded = tensor.expand_shape %36 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_4 : f64 to f32
      %159 = arith.mulf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x64xf32>
    %expanded_12 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<1x32x64xf32> into tensor<1x32x2x32xf32>
    %38 = tensor.empty() : tensor<1x2x32x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_15 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32>
    %transposed_16 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %arg8 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_17 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%expanded_15 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_20 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %42 = tensor.empty() : tensor<2x32x32xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %44 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%43 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_22 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %45 = tensor.empty() : tensor<1x2x32xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x2x32xi64>) -> tensor<1x2x32xi64>
    %47 = tensor.empty() : tensor<1x2x32xf32>
    %48 = linalg.fill ins(%cst_3 : f32) outs(%47 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %49:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_22 : tensor<1x2x32x32xf32>) outs(%48, %46 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_65: i64):
      %158 = linalg.index 3 : index
      %159 = arith.index_cast %158 : index to i64
      %160 = arith.maximumf %in, %out : f32
      %161 = arith.cmpf ogt, %in, %out : f32
      %162 = arith.select %161, %159, %out_65 : i64
      linalg.yield %160, %162 : f32, i64
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>)
    %expanded_23 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22, %expanded_23 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x2x32x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.exp %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %52 = tensor.empty() : tensor<1x2x32x1xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<1x2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x2x32x32xf32>) outs(%53 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x1xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.divf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_24 = tensor.collapse_shape %55 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %56 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%43 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_26 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %57 = tensor.empty() : tensor<1x32x2x32xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<1x2x32x32xf32>) outs(%57 : tensor<1x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_28 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<1x32x2x32xf32> into tensor<32x64xf32>
    %transposed_29 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %58 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%58, %arg12 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_30 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_30 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x32x64xf32>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %158 = arith.extf %in : f32 to f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.subf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.mulf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x32x1xf64>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %158 = arith.truncf %in : f64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<1x32x64xf32>) outs(%24 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_8 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_5 : f64 to f32
      %159 = arith.addf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg19 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg20 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %collapsed_31 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %77 = tensor.empty() : tensor<64x128xf32>
    %transposed_32 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%77 : tensor<64x128xf32>) permutation = [1, 0] 
    %78 = tensor.empty() : tensor<32x128xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %80 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%79 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%80, %arg16 : tensor<32x128xf32>, tensor<128xf32>) outs(%78 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x128xf32>
    %expanded_33 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %82 = tensor.empty() : tensor<1x32x128xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x32x128xf32>) outs(%82 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_6 : f32
      %159 = math.erf %158 : f32
      %160 = arith.addf %159, %cst_0 : f32
      %161 = arith.mulf %160, %cst_1 : f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_34 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %84 = tensor.empty() : tensor<128x64xf32>
    %transposed_35 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%84 : tensor<128x64xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%85, %arg18 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_36 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_36 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x32x64xf32>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %158 = arith.extf %in : f32 to f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.subf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.mulf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x32x1xf64>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %158 = arith.truncf %in : f64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x32x64xf32>) outs(%24 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_8 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_5 : f64 to f32
      %159 = arith.addf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %97 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg28 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg29 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %collapsed_37 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %transposed_38 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%104, %arg25 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_39 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_4 : f64 to f32
      %159 = arith.mulf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x64xf32>
    %expanded_40 = tensor.expand_shape %106 [[0], [1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<1x32x64xf32> into tensor<1x32x2x32xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%arg21 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_37, %transposed_42 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_43 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32>
    %transposed_44 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_37, %transposed_44 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%108, %arg23 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_45 = tensor.expand_shape %109 [[0, 1], [2, 3]] output_shape [1, 32, 2, 32] : tensor<32x64xf32> into tensor<1x32x2x32xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_47 = linalg.transpose ins(%expanded_43 : tensor<1x32x2x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_48 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %110 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%43 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_50 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %111:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_50 : tensor<1x2x32x32xf32>) outs(%48, %46 : tensor<1x2x32xf32>, tensor<1x2x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_65: i64):
      %158 = linalg.index 3 : index
      %159 = arith.index_cast %158 : index to i64
      %160 = arith.maximumf %in, %out : f32
      %161 = arith.cmpf ogt, %in, %out : f32
      %162 = arith.select %161, %159, %out_65 : i64
      linalg.yield %160, %162 : f32, i64
    } -> (tensor<1x2x32xf32>, tensor<1x2x32xi64>)
    %expanded_51 = tensor.expand_shape %111#0 [[0], [1], [2, 3]] output_shape [1, 2, 32, 1] : tensor<1x2x32xf32> into tensor<1x2x32x1xf32>
    %112 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x2x32x32xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.exp %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %114 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x2x32x32xf32>) outs(%53 : tensor<1x2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x1xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %114 : tensor<1x2x32x32xf32>, tensor<1x2x32x1xf32>) outs(%38 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.divf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_52 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %116 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%43 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_54 = tensor.expand_shape %116 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x2x32x32xf32>) outs(%57 : tensor<1x32x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<1x32x2x32xf32> into tensor<32x64xf32>
    %transposed_57 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%33 : tensor<64x64xf32>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%117, %arg27 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_58 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %expanded_58 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<1x32x64xf32>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %158 = arith.extf %in : f32 to f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%120 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.subf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %123 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.mulf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x32x1xf64>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %158 = arith.truncf %in : f64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<1x32x64xf32>) outs(%24 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_8 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_5 : f64 to f32
      %159 = arith.addf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %129 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %131 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg34 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %arg35 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %collapsed_59 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %transposed_60 = linalg.transpose ins(%arg30 : tensor<128x64xf32>) outs(%77 : tensor<64x128xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<32x64xf32>, tensor<64x128xf32>) outs(%79 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %arg31 : tensor<32x128xf32>, tensor<128xf32>) outs(%78 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x128xf32>
    %expanded_61 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [1, 32, 128] : tensor<32x128xf32> into tensor<1x32x128xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x32x128xf32>) outs(%82 : tensor<1x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_6 : f32
      %159 = math.erf %158 : f32
      %160 = arith.addf %159, %cst_0 : f32
      %161 = arith.mulf %160, %cst_1 : f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    } -> tensor<1x32x128xf32>
    %collapsed_62 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
    %transposed_63 = linalg.transpose ins(%arg32 : tensor<64x128xf32>) outs(%84 : tensor<128x64xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<32x128xf32>, tensor<128x64xf32>) outs(%34 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%139, %arg33 : tensor<32x64xf32>, tensor<64xf32>) outs(%9 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<32x64xf32>
    %expanded_64 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 32, 64] : tensor<32x64xf32> into tensor<1x32x64xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %expanded_64 : tensor<1x32x64xf32>, tensor<1x32x64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x32x64xf32>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %158 = arith.extf %in : f32 to f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %144 : tensor<1x32x64xf64>, tensor<1x32x1xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.subf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %145 : tensor<1x32x64xf64>, tensor<1x32x64xf64>) outs(%12 : tensor<1x32x64xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %158 = arith.mulf %in, %in_65 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x64xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%146 : tensor<1x32x64xf64>) outs(%15 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.addf %in, %out : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x32x1xf64>) outs(%14 : tensor<1x32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %158 = arith.divf %in, %cst_7 : f64
      linalg.yield %158 : f64
    } -> tensor<1x32x1xf64>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x32x1xf64>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %158 = arith.truncf %in : f64 to f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<1x32x64xf32>) outs(%24 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.addf %in, %out : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.divf %in, %cst_8 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = arith.truncf %cst_5 : f64 to f32
      %159 = arith.addf %in, %158 : f32
      linalg.yield %159 : f32
    } -> tensor<1x32x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x32x1xf32>) outs(%22 : tensor<1x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %158 = math.rsqrt %in : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x1xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %151 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.subf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %153 : tensor<1x32x64xf32>, tensor<1x32x1xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %arg36 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.mulf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %arg37 : tensor<1x32x64xf32>, tensor<64xf32>) outs(%6 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %158 = arith.addf %in, %in_65 : f32
      linalg.yield %158 : f32
    } -> tensor<1x32x64xf32>
    return %157 : tensor<1x32x64xf32>
  }
}

