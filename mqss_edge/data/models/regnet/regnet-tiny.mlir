// models-v1/regnet-tiny: RegNet-X style: grouped 3x3 bottlenecks, group width 8
// transformers RegNetConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 120 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16x1x1xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x8x3x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<4x16x1x1xf32>, %arg14: tensor<4xf32>, %arg15: tensor<16x4x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x1x1xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<32x16x1x1xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x16x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x8x3x3xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<4x32x1x1xf32>, %arg30: tensor<4xf32>, %arg31: tensor<32x4x1x1xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32x1x1xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<64x32x1x1xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x32x1x1xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64x8x3x3xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<8x64x1x1xf32>, %arg46: tensor<8xf32>, %arg47: tensor<64x8x1x1xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x64x1x1xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64x64x1x1xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64x8x3x3xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<16x64x1x1xf32>, %arg59: tensor<16xf32>, %arg60: tensor<64x16x1x1xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64x64x1x1xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<128x64x1x1xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128x64x1x1xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128x8x3x3xf32>, %arg72: tensor<128xf32>, %arg73: tensor<128xf32>, %arg74: tensor<16x128x1x1xf32>, %arg75: tensor<16xf32>, %arg76: tensor<128x16x1x1xf32>, %arg77: tensor<128xf32>, %arg78: tensor<128x128x1x1xf32>, %arg79: tensor<128xf32>, %arg80: tensor<128xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<16xf32>, %arg85: tensor<16xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<64xf32>, %arg100: tensor<64xf32>, %arg101: tensor<64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64xf32>, %arg104: tensor<64xf32>, %arg105: tensor<64xf32>, %arg106: tensor<64xf32>, %arg107: tensor<64xf32>, %arg108: tensor<64xf32>, %arg109: tensor<64xf32>, %arg110: tensor<64xf32>, %arg111: tensor<64xf32>, %arg112: tensor<64xf32>, %arg113: tensor<128xf32>, %arg114: tensor<128xf32>, %arg115: tensor<128xf32>, %arg116: tensor<128xf32>, %arg117: tensor<128xf32>, %arg118: tensor<128xf32>, %arg119: tensor<128xf32>, %arg120: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg82 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_6 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_7 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_7 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_8 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%11, %arg7 : tensor<1x16x32x32xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg86 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%13 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %expanded_9 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_10 = tensor.expand_shape %15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_9 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_10 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_11 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_11 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_12 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_12 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_13 = tensor.pad %20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %21 = tensor.empty() : tensor<1x16x16x16xf32>
    %expanded_14 = tensor.expand_shape %padded_13 [[0], [1, 2], [3], [4]] output_shape [1, 2, 8, 34, 34] : tensor<1x16x34x34xf32> into tensor<1x2x8x34x34xf32>
    %expanded_15 = tensor.expand_shape %arg10 [[0, 1], [2], [3], [4]] output_shape [2, 8, 8, 3, 3] : tensor<16x8x3x3xf32> into tensor<2x8x8x3x3xf32>
    %expanded_16 = tensor.expand_shape %21 [[0], [1, 2], [3], [4]] output_shape [1, 2, 8, 16, 16] : tensor<1x16x16x16xf32> into tensor<1x2x8x16x16xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%expanded_16 : tensor<1x2x8x16x16xf32>) -> tensor<1x2x8x16x16xf32>
    %23 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_14, %expanded_15 : tensor<1x2x8x34x34xf32>, tensor<2x8x8x3x3xf32>) outs(%22 : tensor<1x2x8x16x16xf32>) -> tensor<1x2x8x16x16xf32>
    %collapsed = tensor.collapse_shape %23 [[0], [1, 2], [3], [4]] : tensor<1x2x8x16x16xf32> into tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg88 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%24 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%25 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %expanded_17 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_18 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_19 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_19 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_20 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_20 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x16xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x16x16xf32>
    %32 = tensor.empty() : tensor<1x16x1x1xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%31 : tensor<1x16x16x16xf32>) outs(%33 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_2 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x1x1xf32>
    %36 = tensor.empty() : tensor<1x4x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg14 : tensor<4xf32>) outs(%36 : tensor<1x4x1x1xf32>) dimensions = [0, 2, 3] 
    %37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%35, %arg13 : tensor<1x16x1x1xf32>, tensor<4x16x1x1xf32>) outs(%broadcasted : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x1x1xf32>) outs(%36 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x4x1x1xf32>
    %broadcasted_21 = linalg.broadcast ins(%arg16 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %arg15 : tensor<1x4x1x1xf32>, tensor<16x4x1x1xf32>) outs(%broadcasted_21 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %40 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %arg17 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%42 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%44 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<16xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %expanded_22 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_23 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_22 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_23 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_24 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_24 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_25 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_25 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%11, %arg4 : tensor<1x16x32x32xf32>, tensor<16x16x1x1xf32>) outs(%42 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<16xf32>
    %expanded_26 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_27 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_26 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_27 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_28 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_29 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_29 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %58 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x16x16xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x16x16xf32>
    %61 = tensor.empty() : tensor<1x32x16x16xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %63 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%60, %arg23 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%62 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %64 = tensor.empty() : tensor<32xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg94 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%65 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%66 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %expanded_30 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_31 = tensor.expand_shape %67 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_30 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_31 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_32 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_32 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_33 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_33 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x32x16x16xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_34 = tensor.pad %72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %73 = tensor.empty() : tensor<1x32x8x8xf32>
    %expanded_35 = tensor.expand_shape %padded_34 [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 18, 18] : tensor<1x32x18x18xf32> into tensor<1x4x8x18x18xf32>
    %expanded_36 = tensor.expand_shape %arg26 [[0, 1], [2], [3], [4]] output_shape [4, 8, 8, 3, 3] : tensor<32x8x3x3xf32> into tensor<4x8x8x3x3xf32>
    %expanded_37 = tensor.expand_shape %73 [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x4x8x8x8xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%expanded_37 : tensor<1x4x8x8x8xf32>) -> tensor<1x4x8x8x8xf32>
    %75 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_35, %expanded_36 : tensor<1x4x8x18x18xf32>, tensor<4x8x8x3x3xf32>) outs(%74 : tensor<1x4x8x8x8xf32>) -> tensor<1x4x8x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %75 [[0], [1, 2], [3], [4]] : tensor<1x4x8x8x8xf32> into tensor<1x32x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%76 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<32xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%77 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %expanded_39 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_40 = tensor.expand_shape %78 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38, %expanded_39 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_40 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_41 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_41 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_42 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_42 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x32x8x8xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x32x8x8xf32>
    %84 = tensor.empty() : tensor<1x32x1x1xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%83 : tensor<1x32x8x8xf32>) outs(%85 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x32x1x1xf32>) outs(%84 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_3 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_43 = linalg.broadcast ins(%arg30 : tensor<4xf32>) outs(%36 : tensor<1x4x1x1xf32>) dimensions = [0, 2, 3] 
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%87, %arg29 : tensor<1x32x1x1xf32>, tensor<4x32x1x1xf32>) outs(%broadcasted_43 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x4x1x1xf32>) outs(%36 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x4x1x1xf32>
    %broadcasted_44 = linalg.broadcast ins(%arg32 : tensor<32xf32>) outs(%84 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %90 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%89, %arg31 : tensor<1x4x1x1xf32>, tensor<32x4x1x1xf32>) outs(%broadcasted_44 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x32x1x1xf32>) outs(%84 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x32x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %91 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %arg33 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg98 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%95 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %expanded_45 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_46 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_45 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_46 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_47 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_47 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_48 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_48 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%60, %arg20 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg92 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%103 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<32xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<32xf32>
    %expanded_49 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_50 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_49 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_50 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_51 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_51 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_52 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_52 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %109 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x32x8x8xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x32x8x8xf32>
    %112 = tensor.empty() : tensor<1x64x8x8xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%111, %arg39 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%113 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %115 = tensor.empty() : tensor<64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%116 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_53 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_54 = tensor.expand_shape %118 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_53 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_54 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_55 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_55 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_56 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_56 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x64x8x8xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_57 = tensor.pad %123 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %124 = tensor.empty() : tensor<1x64x4x4xf32>
    %expanded_58 = tensor.expand_shape %padded_57 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 10, 10] : tensor<1x64x10x10xf32> into tensor<1x8x8x10x10xf32>
    %expanded_59 = tensor.expand_shape %arg42 [[0, 1], [2], [3], [4]] output_shape [8, 8, 8, 3, 3] : tensor<64x8x3x3xf32> into tensor<8x8x8x3x3xf32>
    %expanded_60 = tensor.expand_shape %124 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 4, 4] : tensor<1x64x4x4xf32> into tensor<1x8x8x4x4xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%expanded_60 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %126 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_58, %expanded_59 : tensor<1x8x8x10x10xf32>, tensor<8x8x8x3x3xf32>) outs(%125 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %collapsed_61 = tensor.collapse_shape %126 [[0], [1, 2], [3], [4]] : tensor<1x8x8x4x4xf32> into tensor<1x64x4x4xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg104 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%127 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%128 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_62 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_63 = tensor.expand_shape %129 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_61, %expanded_62 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_63 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_64 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_64 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_65 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_65 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %135 = tensor.empty() : tensor<1x64x1x1xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%135 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%134 : tensor<1x64x4x4xf32>) outs(%136 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_4 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %139 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted_66 = linalg.broadcast ins(%arg46 : tensor<8xf32>) outs(%139 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %140 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%138, %arg45 : tensor<1x64x1x1xf32>, tensor<8x64x1x1xf32>) outs(%broadcasted_66 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x1x1xf32>) outs(%139 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_67 = linalg.broadcast ins(%arg48 : tensor<64xf32>) outs(%135 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %142 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%141, %arg47 : tensor<1x8x1x1xf32>, tensor<64x8x1x1xf32>) outs(%broadcasted_67 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x64x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %143 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%124 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%144, %arg49 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg106 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%147 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%148 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_68 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_69 = tensor.expand_shape %149 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_68 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_69 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_70 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_70 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_71 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_71 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %154 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%111, %arg36 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg100 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%155 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%156 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_72 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_73 = tensor.expand_shape %157 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_72 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_73 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_74 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_74 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_75 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_75 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %161 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %arg52 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%165 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%166 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_76 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_77 = tensor.expand_shape %167 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_76 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_77 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_78 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_78 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_79 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_79 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_80 = tensor.pad %172 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %expanded_81 = tensor.expand_shape %padded_80 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 6, 6] : tensor<1x64x6x6xf32> into tensor<1x8x8x6x6xf32>
    %expanded_82 = tensor.expand_shape %arg55 [[0, 1], [2], [3], [4]] output_shape [8, 8, 8, 3, 3] : tensor<64x8x3x3xf32> into tensor<8x8x8x3x3xf32>
    %173 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_81, %expanded_82 : tensor<1x8x8x6x6xf32>, tensor<8x8x8x3x3xf32>) outs(%125 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %collapsed_83 = tensor.collapse_shape %173 [[0], [1, 2], [3], [4]] : tensor<1x8x8x4x4xf32> into tensor<1x64x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg110 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%175 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_84 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_85 = tensor.expand_shape %176 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_83, %expanded_84 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_85 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_86 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_86 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_87 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_87 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%181 : tensor<1x64x4x4xf32>) outs(%136 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_4 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_88 = linalg.broadcast ins(%arg59 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%183, %arg58 : tensor<1x64x1x1xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_88 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x1x1xf32>
    %broadcasted_89 = linalg.broadcast ins(%arg61 : tensor<64xf32>) outs(%135 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %arg60 : tensor<1x16x1x1xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_89 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x64x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %187 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %arg62 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg112 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%190 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<64xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%191 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<64xf32>
    %expanded_90 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_91 = tensor.expand_shape %192 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_90 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_91 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_92 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_92 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_93 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_93 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %163 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %199 = tensor.empty() : tensor<1x128x4x4xf32>
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%198, %arg68 : tensor<1x64x4x4xf32>, tensor<128x64x1x1xf32>) outs(%200 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %202 = tensor.empty() : tensor<128xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg116 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%203 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<128xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %expanded_94 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_95 = tensor.expand_shape %205 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_94 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_95 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_96 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_96 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_97 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_97 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x128x4x4xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_98 = tensor.pad %210 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %211 = tensor.empty() : tensor<1x128x2x2xf32>
    %expanded_99 = tensor.expand_shape %padded_98 [[0], [1, 2], [3], [4]] output_shape [1, 16, 8, 6, 6] : tensor<1x128x6x6xf32> into tensor<1x16x8x6x6xf32>
    %expanded_100 = tensor.expand_shape %arg71 [[0, 1], [2], [3], [4]] output_shape [16, 8, 8, 3, 3] : tensor<128x8x3x3xf32> into tensor<16x8x8x3x3xf32>
    %expanded_101 = tensor.expand_shape %211 [[0], [1, 2], [3], [4]] output_shape [1, 16, 8, 2, 2] : tensor<1x128x2x2xf32> into tensor<1x16x8x2x2xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%expanded_101 : tensor<1x16x8x2x2xf32>) -> tensor<1x16x8x2x2xf32>
    %213 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_99, %expanded_100 : tensor<1x16x8x6x6xf32>, tensor<16x8x8x3x3xf32>) outs(%212 : tensor<1x16x8x2x2xf32>) -> tensor<1x16x8x2x2xf32>
    %collapsed_102 = tensor.collapse_shape %213 [[0], [1, 2], [3], [4]] : tensor<1x16x8x2x2xf32> into tensor<1x128x2x2xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg118 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%214 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<128xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%215 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %expanded_103 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_104 = tensor.expand_shape %216 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_102, %expanded_103 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_104 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_105 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_105 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_106 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_106 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x128x2x2xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x128x2x2xf32>
    %222 = tensor.empty() : tensor<1x128x1x1xf32>
    %223 = linalg.fill ins(%cst : f32) outs(%222 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%221 : tensor<1x128x2x2xf32>) outs(%223 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x128x1x1xf32>) outs(%222 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_5 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x1x1xf32>
    %broadcasted_107 = linalg.broadcast ins(%arg75 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %arg74 : tensor<1x128x1x1xf32>, tensor<16x128x1x1xf32>) outs(%broadcasted_107 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x1x1xf32>
    %broadcasted_108 = linalg.broadcast ins(%arg77 : tensor<128xf32>) outs(%222 : tensor<1x128x1x1xf32>) dimensions = [0, 2, 3] 
    %228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%227, %arg76 : tensor<1x16x1x1xf32>, tensor<128x16x1x1xf32>) outs(%broadcasted_108 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x128x1x1xf32>) outs(%222 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x128x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %229 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%211 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%230, %arg78 : tensor<1x128x2x2xf32>, tensor<128x128x1x1xf32>) outs(%231 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg120 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%233 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<128xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%234 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %expanded_109 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_110 = tensor.expand_shape %235 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_109 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_110 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_111 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_111 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_112 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_112 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %240 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%198, %arg65 : tensor<1x64x4x4xf32>, tensor<128x64x1x1xf32>) outs(%231 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_1 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%241 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.sqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<128xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%242 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf one, %in, %cst : f32
      cf.assert %250, "unimplemented: tensor with zero element"
      %251 = arith.divf %cst_0, %in : f32
      linalg.yield %251 : f32
    } -> tensor<128xf32>
    %expanded_113 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_114 = tensor.expand_shape %243 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_113 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.subf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_114 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_115 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_115 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.mulf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_116 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_116 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %247 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %250 = arith.addf %in, %in_117 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x128x2x2xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x128x2x2xf32>
    return %249 : tensor<1x128x2x2xf32>
  }
}

