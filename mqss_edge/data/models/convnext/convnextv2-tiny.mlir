// models-v1/convnextv2-tiny: ConvNeXt V2: global response normalization instead of layer scale
// transformers ConvNextV2Config -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 68 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x4x4xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x1x7x7xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<1x1x1x64xf32>, %arg12: tensor<1x1x1x64xf32>, %arg13: tensor<16x64xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<32x16x2x2xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x1x7x7xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<1x1x1x128xf32>, %arg26: tensor<1x1x1x128xf32>, %arg27: tensor<32x128xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<64x32x2x2xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x1x7x7xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<256x64xf32>, %arg38: tensor<256xf32>, %arg39: tensor<1x1x1x256xf32>, %arg40: tensor<1x1x1x256xf32>, %arg41: tensor<64x256xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64x1x7x7xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<256x64xf32>, %arg48: tensor<256xf32>, %arg49: tensor<1x1x1x256xf32>, %arg50: tensor<1x1x1x256xf32>, %arg51: tensor<64x256xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<128x64x2x2xf32>, %arg56: tensor<128xf32>, %arg57: tensor<128x1x7x7xf32>, %arg58: tensor<128xf32>, %arg59: tensor<128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<512x128xf32>, %arg62: tensor<512xf32>, %arg63: tensor<1x1x1x512xf32>, %arg64: tensor<1x1x1x512xf32>, %arg65: tensor<128x512xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 1.600000e+01 : f64
    %cst_5 = arith.constant 1.600000e+01 : f32
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %cst_10 = arith.constant 1.280000e+02 : f32
    %cst_11 = arith.constant 6.400000e+01 : f64
    %cst_12 = arith.constant 2.560000e+02 : f32
    %cst_13 = arith.constant 1.280000e+02 : f64
    %cst_14 = arith.constant 5.120000e+02 : f32
    %cst_15 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x3x64x64xf32>, tensor<16x3x4x4xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %2 = tensor.empty() : tensor<1x16x16x16xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %4 = tensor.empty() : tensor<1x16x16x1xf64>
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<1x16x16x1xf64>) -> tensor<1x16x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %12 = tensor.empty() : tensor<1x16x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x16x16x1xf32>) -> tensor<1x16x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_5 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %16 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %arg4 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_16 = linalg.transpose ins(%22 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %padded = tensor.pad %transposed_16 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg69: index, %arg70: index, %arg71: index, %arg72: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x22x22xf32>
    %broadcasted_17 = linalg.broadcast ins(%arg6 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2], [3]] : tensor<16x1x7x7xf32> into tensor<16x7x7xf32>
    %23 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x16x22x22xf32>, tensor<16x7x7xf32>) outs(%broadcasted_17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %transposed_18 = linalg.transpose ins(%23 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_18 : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_5 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %33 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %35 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %arg7 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %arg8 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_19 = tensor.collapse_shape %39 [[0, 1, 2], [3]] : tensor<1x16x16x16xf32> into tensor<256x16xf32>
    %40 = tensor.empty() : tensor<16x64xf32>
    %transposed_20 = linalg.transpose ins(%arg9 : tensor<64x16xf32>) outs(%40 : tensor<16x64xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<256x64xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %43 = linalg.matmul ins(%collapsed_19, %transposed_20 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%42 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %arg10 : tensor<256x64xf32>, tensor<64xf32>) outs(%41 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<256x64xf32>
    %expanded = tensor.expand_shape %44 [[0, 1, 2], [3]] output_shape [1, 16, 16, 64] : tensor<256x64xf32> into tensor<1x16x16x64xf32>
    %45 = tensor.empty() : tensor<1x16x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x16x16x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_6 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<1x16x16x64xf32>
    %47 = tensor.empty() : tensor<1x1x1x64xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%46 : tensor<1x16x16x64xf32>) outs(%48 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.absf %in : f32
      %297 = math.powf %296, %cst_15 : f32
      %298 = arith.addf %297, %out : f32
      linalg.yield %298 : f32
    } -> tensor<1x1x1x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x1x1x64xf32>) outs(%47 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.powf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x64xf32>
    %51 = tensor.empty() : tensor<1x1x1x1xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x1x1x64xf32>) outs(%52 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_7 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x1x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %55 : tensor<1x1x1x64xf32>, tensor<1x1x1x1xf32>) outs(%47 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.divf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x64xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %56 : tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x64xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg11, %57 : tensor<1x1x1x64xf32>, tensor<1x16x16x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x64xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %arg12 : tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %46 : tensor<1x16x16x64xf32>, tensor<1x16x16x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x64xf32>
    %collapsed_21 = tensor.collapse_shape %60 [[0, 1, 2], [3]] : tensor<1x16x16x64xf32> into tensor<256x64xf32>
    %61 = tensor.empty() : tensor<64x16xf32>
    %transposed_22 = linalg.transpose ins(%arg13 : tensor<16x64xf32>) outs(%61 : tensor<64x16xf32>) permutation = [1, 0] 
    %62 = tensor.empty() : tensor<256x16xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %64 = linalg.matmul ins(%collapsed_21, %transposed_22 : tensor<256x64xf32>, tensor<64x16xf32>) outs(%63 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%64, %arg14 : tensor<256x16xf32>, tensor<16xf32>) outs(%62 : tensor<256x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<256x16xf32>
    %expanded_23 = tensor.expand_shape %65 [[0, 1, 2], [3]] output_shape [1, 16, 16, 16] : tensor<256x16xf32> into tensor<1x16x16x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %transposed_24 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_25 = linalg.transpose ins(%66 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x16xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_4 : f64
      linalg.yield %296 : f64
    } -> tensor<1x16x16x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_25 : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_5 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25, %76 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %arg15 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %arg16 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_26 = linalg.transpose ins(%82 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %83 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_27 = linalg.broadcast ins(%arg18 : tensor<32xf32>) outs(%83 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_26, %arg17 : tensor<1x16x16x16xf32>, tensor<32x16x2x2xf32>) outs(%broadcasted_27 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %padded_28 = tensor.pad %84 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg69: index, %arg70: index, %arg71: index, %arg72: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x14x14xf32>
    %broadcasted_29 = linalg.broadcast ins(%arg20 : tensor<32xf32>) outs(%83 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_30 = tensor.collapse_shape %arg19 [[0, 1], [2], [3]] : tensor<32x1x7x7xf32> into tensor<32x7x7xf32>
    %85 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_28, %collapsed_30 : tensor<1x32x14x14xf32>, tensor<32x7x7xf32>) outs(%broadcasted_29 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %86 = tensor.empty() : tensor<1x8x8x32xf32>
    %transposed_31 = linalg.transpose ins(%85 : tensor<1x32x8x8xf32>) outs(%86 : tensor<1x8x8x32xf32>) permutation = [0, 2, 3, 1] 
    %87 = tensor.empty() : tensor<1x8x8x32xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<1x8x8x32xf32>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %89 = tensor.empty() : tensor<1x8x8x1xf64>
    %90 = linalg.fill ins(%cst_0 : f64) outs(%89 : tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%88 : tensor<1x8x8x32xf64>) outs(%90 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x8x8x1xf64>) outs(%89 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_8 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %92 : tensor<1x8x8x32xf64>, tensor<1x8x8x1xf64>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %93 : tensor<1x8x8x32xf64>, tensor<1x8x8x32xf64>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<1x8x8x32xf64>) outs(%90 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x8x8x1xf64>) outs(%89 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_8 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %97 = tensor.empty() : tensor<1x8x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x8x8x1xf64>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%97 : tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_31 : tensor<1x8x8x32xf32>) outs(%99 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_9 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31, %101 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %103 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %arg21 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %arg22 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %collapsed_32 = tensor.collapse_shape %107 [[0, 1, 2], [3]] : tensor<1x8x8x32xf32> into tensor<64x32xf32>
    %108 = tensor.empty() : tensor<32x128xf32>
    %transposed_33 = linalg.transpose ins(%arg23 : tensor<128x32xf32>) outs(%108 : tensor<32x128xf32>) permutation = [1, 0] 
    %109 = tensor.empty() : tensor<64x128xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %111 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%110 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %arg24 : tensor<64x128xf32>, tensor<128xf32>) outs(%109 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<64x128xf32>
    %expanded_34 = tensor.expand_shape %112 [[0, 1, 2], [3]] output_shape [1, 8, 8, 128] : tensor<64x128xf32> into tensor<1x8x8x128xf32>
    %113 = tensor.empty() : tensor<1x8x8x128xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x8x8x128xf32>) outs(%113 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_6 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<1x8x8x128xf32>
    %115 = tensor.empty() : tensor<1x1x1x128xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%115 : tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%114 : tensor<1x8x8x128xf32>) outs(%116 : tensor<1x1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.absf %in : f32
      %297 = math.powf %296, %cst_15 : f32
      %298 = arith.addf %297, %out : f32
      linalg.yield %298 : f32
    } -> tensor<1x1x1x128xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x1x1x128xf32>) outs(%115 : tensor<1x1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.powf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x128xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<1x1x1x128xf32>) outs(%52 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_10 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x1x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %121 : tensor<1x1x1x128xf32>, tensor<1x1x1x1xf32>) outs(%115 : tensor<1x1x1x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.divf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x128xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %122 : tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>) outs(%113 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x128xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25, %123 : tensor<1x1x1x128xf32>, tensor<1x8x8x128xf32>) outs(%113 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x128xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %arg26 : tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>) outs(%113 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %114 : tensor<1x8x8x128xf32>, tensor<1x8x8x128xf32>) outs(%113 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x128xf32>
    %collapsed_35 = tensor.collapse_shape %126 [[0, 1, 2], [3]] : tensor<1x8x8x128xf32> into tensor<64x128xf32>
    %127 = tensor.empty() : tensor<128x32xf32>
    %transposed_36 = linalg.transpose ins(%arg27 : tensor<32x128xf32>) outs(%127 : tensor<128x32xf32>) permutation = [1, 0] 
    %128 = tensor.empty() : tensor<64x32xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %130 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%129 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %arg28 : tensor<64x32xf32>, tensor<32xf32>) outs(%128 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<64x32xf32>
    %expanded_37 = tensor.expand_shape %131 [[0, 1, 2], [3]] output_shape [1, 8, 8, 32] : tensor<64x32xf32> into tensor<1x8x8x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x8x8x32xf32>) outs(%83 : tensor<1x32x8x8xf32>) permutation = [0, 3, 1, 2] 
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %transposed_38 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%83 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x8x8xf32>
    %transposed_39 = linalg.transpose ins(%132 : tensor<1x32x8x8xf32>) outs(%86 : tensor<1x8x8x32xf32>) permutation = [0, 2, 3, 1] 
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_39 : tensor<1x8x8x32xf32>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<1x8x8x32xf64>) outs(%90 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x8x8x1xf64>) outs(%89 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_8 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %135 : tensor<1x8x8x32xf64>, tensor<1x8x8x1xf64>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %136 : tensor<1x8x8x32xf64>, tensor<1x8x8x32xf64>) outs(%87 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x32xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%137 : tensor<1x8x8x32xf64>) outs(%90 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x8x8x1xf64>) outs(%89 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_8 : f64
      linalg.yield %296 : f64
    } -> tensor<1x8x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x8x8x1xf64>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_39 : tensor<1x8x8x32xf32>) outs(%99 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_9 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x8x8x1xf32>) outs(%97 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_39, %142 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %144 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %arg29 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %arg30 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%86 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x8x32xf32>
    %transposed_40 = linalg.transpose ins(%148 : tensor<1x8x8x32xf32>) outs(%83 : tensor<1x32x8x8xf32>) permutation = [0, 3, 1, 2] 
    %149 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted_41 = linalg.broadcast ins(%arg32 : tensor<64xf32>) outs(%149 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_40, %arg31 : tensor<1x32x8x8xf32>, tensor<64x32x2x2xf32>) outs(%broadcasted_41 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %padded_42 = tensor.pad %150 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg69: index, %arg70: index, %arg71: index, %arg72: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x10x10xf32>
    %broadcasted_43 = linalg.broadcast ins(%arg34 : tensor<64xf32>) outs(%149 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_44 = tensor.collapse_shape %arg33 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %151 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_42, %collapsed_44 : tensor<1x64x10x10xf32>, tensor<64x7x7xf32>) outs(%broadcasted_43 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %152 = tensor.empty() : tensor<1x4x4x64xf32>
    %transposed_45 = linalg.transpose ins(%151 : tensor<1x64x4x4xf32>) outs(%152 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %153 = tensor.empty() : tensor<1x4x4x64xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<1x4x4x64xf32>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %155 = tensor.empty() : tensor<1x4x4x1xf64>
    %156 = linalg.fill ins(%cst_0 : f64) outs(%155 : tensor<1x4x4x1xf64>) -> tensor<1x4x4x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %158 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %163 = tensor.empty() : tensor<1x4x4x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x4x4x1xf64>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %165 = linalg.fill ins(%cst : f32) outs(%163 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_45 : tensor<1x4x4x64xf32>) outs(%165 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_7 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x4x4x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45, %167 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %169 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %arg35 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %arg36 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %collapsed_46 = tensor.collapse_shape %173 [[0, 1, 2], [3]] : tensor<1x4x4x64xf32> into tensor<16x64xf32>
    %174 = tensor.empty() : tensor<64x256xf32>
    %transposed_47 = linalg.transpose ins(%arg37 : tensor<256x64xf32>) outs(%174 : tensor<64x256xf32>) permutation = [1, 0] 
    %175 = tensor.empty() : tensor<16x256xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %177 = linalg.matmul ins(%collapsed_46, %transposed_47 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%176 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%177, %arg38 : tensor<16x256xf32>, tensor<256xf32>) outs(%175 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<16x256xf32>
    %expanded_48 = tensor.expand_shape %178 [[0, 1, 2], [3]] output_shape [1, 4, 4, 256] : tensor<16x256xf32> into tensor<1x4x4x256xf32>
    %179 = tensor.empty() : tensor<1x4x4x256xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_6 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<1x4x4x256xf32>
    %181 = tensor.empty() : tensor<1x1x1x256xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<1x1x1x256xf32>) -> tensor<1x1x1x256xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%180 : tensor<1x4x4x256xf32>) outs(%182 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.absf %in : f32
      %297 = math.powf %296, %cst_15 : f32
      %298 = arith.addf %297, %out : f32
      linalg.yield %298 : f32
    } -> tensor<1x1x1x256xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x1x1x256xf32>) outs(%181 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.powf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x256xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%184 : tensor<1x1x1x256xf32>) outs(%52 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_12 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x1x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %187 : tensor<1x1x1x256xf32>, tensor<1x1x1x1xf32>) outs(%181 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.divf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x256xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %188 : tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %190 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %189 : tensor<1x1x1x256xf32>, tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %arg40 : tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %180 : tensor<1x4x4x256xf32>, tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %collapsed_49 = tensor.collapse_shape %192 [[0, 1, 2], [3]] : tensor<1x4x4x256xf32> into tensor<16x256xf32>
    %transposed_50 = linalg.transpose ins(%arg41 : tensor<64x256xf32>) outs(%41 : tensor<256x64xf32>) permutation = [1, 0] 
    %193 = linalg.fill ins(%cst : f32) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %194 = linalg.matmul ins(%collapsed_49, %transposed_50 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%193 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%194, %arg42 : tensor<16x64xf32>, tensor<64xf32>) outs(%40 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<16x64xf32>
    %expanded_51 = tensor.expand_shape %195 [[0, 1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<16x64xf32> into tensor<1x4x4x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x4x4x64xf32>) outs(%149 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %transposed_52 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%149 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_53 = tensor.pad %196 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg69: index, %arg70: index, %arg71: index, %arg72: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x10x10xf32>
    %broadcasted_54 = linalg.broadcast ins(%arg44 : tensor<64xf32>) outs(%149 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_55 = tensor.collapse_shape %arg43 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %197 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_53, %collapsed_55 : tensor<1x64x10x10xf32>, tensor<64x7x7xf32>) outs(%broadcasted_54 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %transposed_56 = linalg.transpose ins(%197 : tensor<1x64x4x4xf32>) outs(%152 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<1x4x4x64xf32>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %201 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%202 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x4x4x1xf64>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_56 : tensor<1x4x4x64xf32>) outs(%165 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_7 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x4x4x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %207 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %arg45 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %arg46 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %collapsed_57 = tensor.collapse_shape %213 [[0, 1, 2], [3]] : tensor<1x4x4x64xf32> into tensor<16x64xf32>
    %transposed_58 = linalg.transpose ins(%arg47 : tensor<256x64xf32>) outs(%174 : tensor<64x256xf32>) permutation = [1, 0] 
    %214 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%176 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%214, %arg48 : tensor<16x256xf32>, tensor<256xf32>) outs(%175 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<16x256xf32>
    %expanded_59 = tensor.expand_shape %215 [[0, 1, 2], [3]] output_shape [1, 4, 4, 256] : tensor<16x256xf32> into tensor<1x4x4x256xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_6 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<1x4x4x256xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%216 : tensor<1x4x4x256xf32>) outs(%182 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.absf %in : f32
      %297 = math.powf %296, %cst_15 : f32
      %298 = arith.addf %297, %out : f32
      linalg.yield %298 : f32
    } -> tensor<1x1x1x256xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x1x1x256xf32>) outs(%181 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.powf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x256xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%218 : tensor<1x1x1x256xf32>) outs(%52 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_12 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x1x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %221 : tensor<1x1x1x256xf32>, tensor<1x1x1x1xf32>) outs(%181 : tensor<1x1x1x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.divf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x256xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %222 : tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %224 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg49, %223 : tensor<1x1x1x256xf32>, tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %arg50 : tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %216 : tensor<1x4x4x256xf32>, tensor<1x4x4x256xf32>) outs(%179 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x256xf32>
    %collapsed_60 = tensor.collapse_shape %226 [[0, 1, 2], [3]] : tensor<1x4x4x256xf32> into tensor<16x256xf32>
    %transposed_61 = linalg.transpose ins(%arg51 : tensor<64x256xf32>) outs(%41 : tensor<256x64xf32>) permutation = [1, 0] 
    %227 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%193 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%227, %arg52 : tensor<16x64xf32>, tensor<64xf32>) outs(%40 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %228 [[0, 1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<16x64xf32> into tensor<1x4x4x64xf32>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<1x4x4x64xf32>) outs(%149 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %transposed_63 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%149 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %transposed_64 = linalg.transpose ins(%229 : tensor<1x64x4x4xf32>) outs(%152 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<1x4x4x64xf32>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%230 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %233 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %232 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %233 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%153 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x64xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%234 : tensor<1x4x4x64xf64>) outs(%156 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x4x4x1xf64>) outs(%155 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_11 : f64
      linalg.yield %296 : f64
    } -> tensor<1x4x4x1xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x4x4x1xf64>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_64 : tensor<1x4x4x64xf32>) outs(%165 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_7 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x4x4x1xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x4x4x1xf32>) outs(%163 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64, %239 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %241 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %arg53 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %arg54 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%152 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x4x4x64xf32>
    %transposed_65 = linalg.transpose ins(%245 : tensor<1x4x4x64xf32>) outs(%149 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %246 = tensor.empty() : tensor<1x128x2x2xf32>
    %broadcasted_66 = linalg.broadcast ins(%arg56 : tensor<128xf32>) outs(%246 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_65, %arg55 : tensor<1x64x4x4xf32>, tensor<128x64x2x2xf32>) outs(%broadcasted_66 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %padded_67 = tensor.pad %247 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg69: index, %arg70: index, %arg71: index, %arg72: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x8x8xf32>
    %broadcasted_68 = linalg.broadcast ins(%arg58 : tensor<128xf32>) outs(%246 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_69 = tensor.collapse_shape %arg57 [[0, 1], [2], [3]] : tensor<128x1x7x7xf32> into tensor<128x7x7xf32>
    %248 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_67, %collapsed_69 : tensor<1x128x8x8xf32>, tensor<128x7x7xf32>) outs(%broadcasted_68 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %249 = tensor.empty() : tensor<1x2x2x128xf32>
    %transposed_70 = linalg.transpose ins(%248 : tensor<1x128x2x2xf32>) outs(%249 : tensor<1x2x2x128xf32>) permutation = [0, 2, 3, 1] 
    %250 = tensor.empty() : tensor<1x2x2x128xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_70 : tensor<1x2x2x128xf32>) outs(%250 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x128xf64>
    %252 = tensor.empty() : tensor<1x2x2x1xf64>
    %253 = linalg.fill ins(%cst_0 : f64) outs(%252 : tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<1x2x2x128xf64>) outs(%253 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x1xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x2x2x1xf64>) outs(%252 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_13 : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x1xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %255 : tensor<1x2x2x128xf64>, tensor<1x2x2x1xf64>) outs(%250 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.subf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x128xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %256 : tensor<1x2x2x128xf64>, tensor<1x2x2x128xf64>) outs(%250 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f64, %in_78: f64, %out: f64):
      %296 = arith.mulf %in, %in_78 : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x128xf64>
    %258 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%257 : tensor<1x2x2x128xf64>) outs(%253 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x1xf64>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<1x2x2x1xf64>) outs(%252 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_13 : f64
      linalg.yield %296 : f64
    } -> tensor<1x2x2x1xf64>
    %260 = tensor.empty() : tensor<1x2x2x1xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x2x2x1xf64>) outs(%260 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x1xf32>
    %262 = linalg.fill ins(%cst : f32) outs(%260 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_70 : tensor<1x2x2x128xf32>) outs(%262 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x1xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<1x2x2x1xf32>) outs(%260 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_10 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x1xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x2x2x1xf32>) outs(%260 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x2x2x1xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x2x2x1xf32>) outs(%260 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x1xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_70, %264 : tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) outs(%249 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.subf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x128xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %266 : tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) outs(%249 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x128xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %arg59 : tensor<1x2x2x128xf32>, tensor<128xf32>) outs(%249 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x128xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %arg60 : tensor<1x2x2x128xf32>, tensor<128xf32>) outs(%249 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x128xf32>
    %collapsed_71 = tensor.collapse_shape %270 [[0, 1, 2], [3]] : tensor<1x2x2x128xf32> into tensor<4x128xf32>
    %271 = tensor.empty() : tensor<128x512xf32>
    %transposed_72 = linalg.transpose ins(%arg61 : tensor<512x128xf32>) outs(%271 : tensor<128x512xf32>) permutation = [1, 0] 
    %272 = tensor.empty() : tensor<4x512xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %274 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<4x128xf32>, tensor<128x512xf32>) outs(%273 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%274, %arg62 : tensor<4x512xf32>, tensor<512xf32>) outs(%272 : tensor<4x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<4x512xf32>
    %expanded_73 = tensor.expand_shape %275 [[0, 1, 2], [3]] output_shape [1, 2, 2, 512] : tensor<4x512xf32> into tensor<1x2x2x512xf32>
    %276 = tensor.empty() : tensor<1x2x2x512xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<1x2x2x512xf32>) outs(%276 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_6 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<1x2x2x512xf32>
    %278 = tensor.empty() : tensor<1x1x1x512xf32>
    %279 = linalg.fill ins(%cst : f32) outs(%278 : tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%277 : tensor<1x2x2x512xf32>) outs(%279 : tensor<1x1x1x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.absf %in : f32
      %297 = math.powf %296, %cst_15 : f32
      %298 = arith.addf %297, %out : f32
      linalg.yield %298 : f32
    } -> tensor<1x1x1x512xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x1x1x512xf32>) outs(%278 : tensor<1x1x1x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.powf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x512xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%281 : tensor<1x1x1x512xf32>) outs(%52 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_14 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<1x1x1x1xf32>) outs(%51 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_3 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<1x1x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %284 : tensor<1x1x1x512xf32>, tensor<1x1x1x1xf32>) outs(%278 : tensor<1x1x1x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.divf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x1x1x512xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %285 : tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>) outs(%276 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x512xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg63, %286 : tensor<1x1x1x512xf32>, tensor<1x2x2x512xf32>) outs(%276 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.mulf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x512xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %arg64 : tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>) outs(%276 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x512xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %277 : tensor<1x2x2x512xf32>, tensor<1x2x2x512xf32>) outs(%276 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x2x2x512xf32>
    %collapsed_74 = tensor.collapse_shape %289 [[0, 1, 2], [3]] : tensor<1x2x2x512xf32> into tensor<4x512xf32>
    %290 = tensor.empty() : tensor<512x128xf32>
    %transposed_75 = linalg.transpose ins(%arg65 : tensor<128x512xf32>) outs(%290 : tensor<512x128xf32>) permutation = [1, 0] 
    %291 = tensor.empty() : tensor<4x128xf32>
    %292 = linalg.fill ins(%cst : f32) outs(%291 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %293 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<4x512xf32>, tensor<512x128xf32>) outs(%292 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%293, %arg66 : tensor<4x128xf32>, tensor<128xf32>) outs(%291 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<4x128xf32>
    %expanded_76 = tensor.expand_shape %294 [[0, 1, 2], [3]] output_shape [1, 2, 2, 128] : tensor<4x128xf32> into tensor<1x2x2x128xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x2x2x128xf32>) outs(%246 : tensor<1x128x2x2xf32>) permutation = [0, 3, 1, 2] 
    %295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %transposed_77 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%246 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %296 = arith.addf %in, %in_78 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x2x2xf32>
    return %295 : tensor<1x128x2x2xf32>
  }
}

