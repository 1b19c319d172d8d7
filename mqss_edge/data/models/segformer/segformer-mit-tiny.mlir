// models-v1/segformer-mit-tiny: SegFormer MiT encoder: overlapping patch embeds, reduced-key attention, Mix-FFN
// transformers SegformerConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 108 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x7x7xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16x16x8x8xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<64x16xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x1x3x3xf32>, %arg24: tensor<64xf32>, %arg25: tensor<16x64xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<32x16x3x3xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32x4x4xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<128x32xf32>, %arg50: tensor<128xf32>, %arg51: tensor<128x1x3x3xf32>, %arg52: tensor<128xf32>, %arg53: tensor<32x128xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<64x32x3x3xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64x64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64x64xf32>, %arg66: tensor<64xf32>, %arg67: tensor<64x64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<64x64xf32>, %arg70: tensor<64xf32>, %arg71: tensor<64x64x2x2xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<64xf32>, %arg75: tensor<64xf32>, %arg76: tensor<64xf32>, %arg77: tensor<256x64xf32>, %arg78: tensor<256xf32>, %arg79: tensor<256x1x3x3xf32>, %arg80: tensor<256xf32>, %arg81: tensor<64x256xf32>, %arg82: tensor<64xf32>, %arg83: tensor<64xf32>, %arg84: tensor<64xf32>, %arg85: tensor<128x64x3x3xf32>, %arg86: tensor<128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<128xf32>, %arg89: tensor<128xf32>, %arg90: tensor<128xf32>, %arg91: tensor<128x128xf32>, %arg92: tensor<128xf32>, %arg93: tensor<128x128xf32>, %arg94: tensor<128xf32>, %arg95: tensor<128x128xf32>, %arg96: tensor<128xf32>, %arg97: tensor<128x128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128xf32>, %arg101: tensor<512x128xf32>, %arg102: tensor<512xf32>, %arg103: tensor<512x1x3x3xf32>, %arg104: tensor<512xf32>, %arg105: tensor<128x512xf32>, %arg106: tensor<128xf32>, %arg107: tensor<128xf32>, %arg108: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 0.17677669529663689 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.600000e+01 : f64
    %cst_7 = arith.constant 1.600000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %cst_9 = arith.constant 1.41421354 : f32
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant 6.400000e+01 : f64
    %cst_13 = arith.constant 6.400000e+01 : f32
    %cst_14 = arith.constant 1.280000e+02 : f64
    %cst_15 = arith.constant 1.280000e+02 : f32
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x70x70xf32>, tensor<16x3x7x7xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x16x16x16xf32> into tensor<1x16x256xf32>
    %2 = tensor.empty() : tensor<1x256x16xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x16x256xf32>) outs(%2 : tensor<1x256x16xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<1x256x16xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x256x16xf32>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %5 = tensor.empty() : tensor<1x256x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x256x1xf64>) -> tensor<1x256x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x256x16xf64>, tensor<1x256x1xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x256x16xf64>, tensor<1x256x16xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %13 = tensor.empty() : tensor<1x256x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x256x1xf64>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x256x1xf32>) -> tensor<1x256x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x256x16xf32>) outs(%15 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_7 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x256x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg3 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg4 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x256x16xf32>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x256x16xf64>, tensor<1x256x1xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<1x256x16xf64>, tensor<1x256x16xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x256x1xf64>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<1x256x16xf32>) outs(%15 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_7 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x256x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %33 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %35 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg5 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %arg6 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %collapsed_16 = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<1x256x16xf32> into tensor<256x16xf32>
    %40 = tensor.empty() : tensor<16x16xf32>
    %transposed_17 = linalg.transpose ins(%arg7 : tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<256x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %43 = linalg.matmul ins(%collapsed_16, %transposed_17 : tensor<256x16xf32>, tensor<16x16xf32>) outs(%42 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %arg8 : tensor<256x16xf32>, tensor<16xf32>) outs(%41 : tensor<256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<256x16xf32>
    %expanded = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [1, 256, 1, 16] : tensor<256x16xf32> into tensor<1x256x1x16xf32>
    %45 = tensor.empty() : tensor<1x1x256x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded : tensor<1x256x1x16xf32>) outs(%45 : tensor<1x1x256x16xf32>) permutation = [0, 2, 1, 3] 
    %46 = tensor.empty() : tensor<1x16x256xf32>
    %transposed_19 = linalg.transpose ins(%39 : tensor<1x256x16xf32>) outs(%46 : tensor<1x16x256xf32>) permutation = [0, 2, 1] 
    %expanded_20 = tensor.expand_shape %transposed_19 [[0], [1], [2, 3]] output_shape [1, 16, 16, 16] : tensor<1x16x256xf32> into tensor<1x16x16x16xf32>
    %47 = tensor.empty() : tensor<1x16x2x2xf32>
    %broadcasted_21 = linalg.broadcast ins(%arg16 : tensor<16xf32>) outs(%47 : tensor<1x16x2x2xf32>) dimensions = [0, 2, 3] 
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%expanded_20, %arg15 : tensor<1x16x16x16xf32>, tensor<16x16x8x8xf32>) outs(%broadcasted_21 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %collapsed_22 = tensor.collapse_shape %48 [[0], [1], [2, 3]] : tensor<1x16x2x2xf32> into tensor<1x16x4xf32>
    %49 = tensor.empty() : tensor<1x4x16xf32>
    %transposed_23 = linalg.transpose ins(%collapsed_22 : tensor<1x16x4xf32>) outs(%49 : tensor<1x4x16xf32>) permutation = [0, 2, 1] 
    %50 = tensor.empty() : tensor<1x4x16xf64>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<1x4x16xf32>) outs(%50 : tensor<1x4x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x16xf64>
    %52 = tensor.empty() : tensor<1x4x1xf64>
    %53 = linalg.fill ins(%cst_0 : f64) outs(%52 : tensor<1x4x1xf64>) -> tensor<1x4x1xf64>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<1x4x16xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %55 : tensor<1x4x16xf64>, tensor<1x4x1xf64>) outs(%50 : tensor<1x4x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x16xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %56 : tensor<1x4x16xf64>, tensor<1x4x16xf64>) outs(%50 : tensor<1x4x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x16xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x16xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %60 = tensor.empty() : tensor<1x4x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_23 : tensor<1x4x16xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_7 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_23, %64 : tensor<1x4x16xf32>, tensor<1x4x1xf32>) outs(%49 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %66 : tensor<1x4x16xf32>, tensor<1x4x1xf32>) outs(%49 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %arg17 : tensor<1x4x16xf32>, tensor<16xf32>) outs(%49 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg18 : tensor<1x4x16xf32>, tensor<16xf32>) outs(%49 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x16xf32>
    %collapsed_24 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<1x4x16xf32> into tensor<4x16xf32>
    %transposed_25 = linalg.transpose ins(%arg9 : tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) permutation = [1, 0] 
    %71 = tensor.empty() : tensor<4x16xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %73 = linalg.matmul ins(%collapsed_24, %transposed_25 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%72 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%73, %arg10 : tensor<4x16xf32>, tensor<16xf32>) outs(%71 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x16xf32>
    %expanded_26 = tensor.expand_shape %74 [[0, 1], [2, 3]] output_shape [1, 4, 1, 16] : tensor<4x16xf32> into tensor<1x4x1x16xf32>
    %transposed_27 = linalg.transpose ins(%arg11 : tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) permutation = [1, 0] 
    %75 = linalg.matmul ins(%collapsed_24, %transposed_27 : tensor<4x16xf32>, tensor<16x16xf32>) outs(%72 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%75, %arg12 : tensor<4x16xf32>, tensor<16xf32>) outs(%71 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x16xf32>
    %expanded_28 = tensor.expand_shape %76 [[0, 1], [2, 3]] output_shape [1, 4, 1, 16] : tensor<4x16xf32> into tensor<1x4x1x16xf32>
    %77 = tensor.empty() : tensor<1x1x4x16xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x4x1x16xf32>) outs(%77 : tensor<1x1x4x16xf32>) permutation = [0, 2, 1, 3] 
    %78 = tensor.empty() : tensor<1x1x16x4xf32>
    %transposed_30 = linalg.transpose ins(%expanded_26 : tensor<1x4x1x16xf32>) outs(%78 : tensor<1x1x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_31 = tensor.collapse_shape %transposed_18 [[0], [1, 2], [3]] : tensor<1x1x256x16xf32> into tensor<1x256x16xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0], [1, 2], [3]] : tensor<1x1x16x4xf32> into tensor<1x16x4xf32>
    %79 = tensor.empty() : tensor<1x256x4xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<1x256x4xf32>) -> tensor<1x256x4xf32>
    %81 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<1x256x16xf32>, tensor<1x16x4xf32>) outs(%80 : tensor<1x256x4xf32>) -> tensor<1x256x4xf32>
    %expanded_33 = tensor.expand_shape %81 [[0], [1, 2], [3]] output_shape [1, 1, 256, 4] : tensor<1x256x4xf32> into tensor<1x1x256x4xf32>
    %82 = tensor.empty() : tensor<1x1x256x4xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x1x256x4xf32>) outs(%82 : tensor<1x1x256x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_8 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1x256x4xf32>
    %84 = tensor.empty() : tensor<1x1x256xi64>
    %85 = linalg.fill ins(%c0_i64 : i64) outs(%84 : tensor<1x1x256xi64>) -> tensor<1x1x256xi64>
    %86 = tensor.empty() : tensor<1x1x256xf32>
    %87 = linalg.fill ins(%cst_1 : f32) outs(%86 : tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %88:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<1x1x256x4xf32>) outs(%87, %85 : tensor<1x1x256xf32>, tensor<1x1x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_189 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<1x1x256xf32>, tensor<1x1x256xi64>)
    %expanded_34 = tensor.expand_shape %88#0 [[0], [1], [2, 3]] output_shape [1, 1, 256, 1] : tensor<1x1x256xf32> into tensor<1x1x256x1xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_34 : tensor<1x1x256x4xf32>, tensor<1x1x256x1xf32>) outs(%82 : tensor<1x1x256x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1x256x4xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x1x256x4xf32>) outs(%82 : tensor<1x1x256x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x1x256x4xf32>
    %91 = tensor.empty() : tensor<1x1x256x1xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<1x1x256x1xf32>) -> tensor<1x1x256x1xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<1x1x256x4xf32>) outs(%92 : tensor<1x1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x1x256x1xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %93 : tensor<1x1x256x4xf32>, tensor<1x1x256x1xf32>) outs(%82 : tensor<1x1x256x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.divf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1x256x4xf32>
    %collapsed_35 = tensor.collapse_shape %94 [[0], [1, 2], [3]] : tensor<1x1x256x4xf32> into tensor<1x256x4xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_29 [[0], [1, 2], [3]] : tensor<1x1x4x16xf32> into tensor<1x4x16xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x256x16xf32>) -> tensor<1x256x16xf32>
    %96 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<1x256x4xf32>, tensor<1x4x16xf32>) outs(%95 : tensor<1x256x16xf32>) -> tensor<1x256x16xf32>
    %expanded_37 = tensor.expand_shape %96 [[0], [1, 2], [3]] output_shape [1, 1, 256, 16] : tensor<1x256x16xf32> into tensor<1x1x256x16xf32>
    %97 = tensor.empty() : tensor<1x256x1x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x1x256x16xf32>) outs(%97 : tensor<1x256x1x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<1x256x1x16xf32> into tensor<256x16xf32>
    %transposed_40 = linalg.transpose ins(%arg13 : tensor<16x16xf32>) outs(%40 : tensor<16x16xf32>) permutation = [1, 0] 
    %98 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<256x16xf32>, tensor<16x16xf32>) outs(%42 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %arg14 : tensor<256x16xf32>, tensor<16xf32>) outs(%41 : tensor<256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<256x16xf32>
    %expanded_41 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [1, 256, 16] : tensor<256x16xf32> into tensor<1x256x16xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %23 : tensor<1x256x16xf32>, tensor<1x256x16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x256x16xf32>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%101 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<1x256x16xf64>, tensor<1x256x1xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %104 : tensor<1x256x16xf64>, tensor<1x256x16xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x256x1xf64>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x256x16xf32>) outs(%15 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_7 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x256x1xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %110 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %112 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %arg19 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %arg20 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %collapsed_42 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<1x256x16xf32> into tensor<256x16xf32>
    %117 = tensor.empty() : tensor<16x64xf32>
    %transposed_43 = linalg.transpose ins(%arg21 : tensor<64x16xf32>) outs(%117 : tensor<16x64xf32>) permutation = [1, 0] 
    %118 = tensor.empty() : tensor<256x64xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %120 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%119 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %arg22 : tensor<256x64xf32>, tensor<64xf32>) outs(%118 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<256x64xf32>
    %expanded_44 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 256, 64] : tensor<256x64xf32> into tensor<1x256x64xf32>
    %122 = tensor.empty() : tensor<1x64x256xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<1x256x64xf32>) outs(%122 : tensor<1x64x256xf32>) permutation = [0, 2, 1] 
    %expanded_46 = tensor.expand_shape %transposed_45 [[0], [1], [2, 3]] output_shape [1, 64, 16, 16] : tensor<1x64x256xf32> into tensor<1x64x16x16xf32>
    %padded_47 = tensor.pad %expanded_46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %123 = tensor.empty() : tensor<1x64x16x16xf32>
    %broadcasted_48 = linalg.broadcast ins(%arg24 : tensor<64xf32>) outs(%123 : tensor<1x64x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed_49 = tensor.collapse_shape %arg23 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %124 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_47, %collapsed_49 : tensor<1x64x18x18xf32>, tensor<64x3x3xf32>) outs(%broadcasted_48 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %collapsed_50 = tensor.collapse_shape %124 [[0], [1], [2, 3]] : tensor<1x64x16x16xf32> into tensor<1x64x256xf32>
    %125 = tensor.empty() : tensor<1x256x64xf32>
    %transposed_51 = linalg.transpose ins(%collapsed_50 : tensor<1x64x256xf32>) outs(%125 : tensor<1x256x64xf32>) permutation = [0, 2, 1] 
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_51 : tensor<1x256x64xf32>) outs(%125 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_9 : f32
      %546 = math.erf %545 : f32
      %547 = arith.addf %546, %cst_2 : f32
      %548 = arith.mulf %547, %cst_3 : f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<1x256x64xf32>
    %collapsed_52 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<1x256x64xf32> into tensor<256x64xf32>
    %127 = tensor.empty() : tensor<64x16xf32>
    %transposed_53 = linalg.transpose ins(%arg25 : tensor<16x64xf32>) outs(%127 : tensor<64x16xf32>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_52, %transposed_53 : tensor<256x64xf32>, tensor<64x16xf32>) outs(%42 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%128, %arg26 : tensor<256x16xf32>, tensor<16xf32>) outs(%41 : tensor<256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<256x16xf32>
    %expanded_54 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 256, 16] : tensor<256x16xf32> into tensor<1x256x16xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %100 : tensor<1x256x16xf32>, tensor<1x256x16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x256x16xf32>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<1x256x16xf64>, tensor<1x256x1xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<1x256x16xf64>, tensor<1x256x16xf64>) outs(%3 : tensor<1x256x16xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x16xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<1x256x16xf64>) outs(%6 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x256x1xf64>) outs(%5 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_6 : f64
      linalg.yield %545 : f64
    } -> tensor<1x256x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x256x1xf64>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x256x16xf32>) outs(%15 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_7 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x256x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x256x1xf32>) outs(%13 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %140 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<1x256x16xf32>, tensor<1x256x1xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg27 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg28 : tensor<1x256x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x256x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x256x16xf32>
    %expanded_55 = tensor.expand_shape %146 [[0], [1, 2], [3]] output_shape [1, 16, 16, 16] : tensor<1x256x16xf32> into tensor<1x16x16x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %padded_57 = tensor.pad %transposed_56 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %147 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_58 = linalg.broadcast ins(%arg30 : tensor<32xf32>) outs(%147 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_57, %arg29 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_58 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %collapsed_59 = tensor.collapse_shape %148 [[0], [1], [2, 3]] : tensor<1x32x8x8xf32> into tensor<1x32x64xf32>
    %149 = tensor.empty() : tensor<1x64x32xf32>
    %transposed_60 = linalg.transpose ins(%collapsed_59 : tensor<1x32x64xf32>) outs(%149 : tensor<1x64x32xf32>) permutation = [0, 2, 1] 
    %150 = tensor.empty() : tensor<1x64x32xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_60 : tensor<1x64x32xf32>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %152 = tensor.empty() : tensor<1x64x1xf64>
    %153 = linalg.fill ins(%cst_0 : f64) outs(%152 : tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %155 : tensor<1x64x32xf64>, tensor<1x64x1xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<1x64x32xf64>, tensor<1x64x32xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %160 = tensor.empty() : tensor<1x64x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x64x1xf64>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%160 : tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_60 : tensor<1x64x32xf32>) outs(%162 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_11 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x64x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_60, %164 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %166 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %arg31 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %arg32 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x64x32xf32>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %173 : tensor<1x64x32xf64>, tensor<1x64x1xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %174 : tensor<1x64x32xf64>, tensor<1x64x32xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x64x1xf64>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<1x64x32xf32>) outs(%162 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_11 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x64x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %180 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %182 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %arg33 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %arg34 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_61 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %187 = tensor.empty() : tensor<32x32xf32>
    %transposed_62 = linalg.transpose ins(%arg35 : tensor<32x32xf32>) outs(%187 : tensor<32x32xf32>) permutation = [1, 0] 
    %188 = tensor.empty() : tensor<64x32xf32>
    %189 = linalg.fill ins(%cst : f32) outs(%188 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %190 = linalg.matmul ins(%collapsed_61, %transposed_62 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%189 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%190, %arg36 : tensor<64x32xf32>, tensor<32xf32>) outs(%188 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<64x32xf32>
    %expanded_63 = tensor.expand_shape %191 [[0, 1], [2, 3]] output_shape [1, 64, 2, 16] : tensor<64x32xf32> into tensor<1x64x2x16xf32>
    %192 = tensor.empty() : tensor<1x2x64x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<1x64x2x16xf32>) outs(%192 : tensor<1x2x64x16xf32>) permutation = [0, 2, 1, 3] 
    %193 = tensor.empty() : tensor<1x32x64xf32>
    %transposed_65 = linalg.transpose ins(%186 : tensor<1x64x32xf32>) outs(%193 : tensor<1x32x64xf32>) permutation = [0, 2, 1] 
    %expanded_66 = tensor.expand_shape %transposed_65 [[0], [1], [2, 3]] output_shape [1, 32, 8, 8] : tensor<1x32x64xf32> into tensor<1x32x8x8xf32>
    %194 = tensor.empty() : tensor<1x32x2x2xf32>
    %broadcasted_67 = linalg.broadcast ins(%arg44 : tensor<32xf32>) outs(%194 : tensor<1x32x2x2xf32>) dimensions = [0, 2, 3] 
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%expanded_66, %arg43 : tensor<1x32x8x8xf32>, tensor<32x32x4x4xf32>) outs(%broadcasted_67 : tensor<1x32x2x2xf32>) -> tensor<1x32x2x2xf32>
    %collapsed_68 = tensor.collapse_shape %195 [[0], [1], [2, 3]] : tensor<1x32x2x2xf32> into tensor<1x32x4xf32>
    %196 = tensor.empty() : tensor<1x4x32xf32>
    %transposed_69 = linalg.transpose ins(%collapsed_68 : tensor<1x32x4xf32>) outs(%196 : tensor<1x4x32xf32>) permutation = [0, 2, 1] 
    %197 = tensor.empty() : tensor<1x4x32xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<1x4x32xf32>) outs(%197 : tensor<1x4x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x32xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<1x4x32xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %201 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %200 : tensor<1x4x32xf64>, tensor<1x4x1xf64>) outs(%197 : tensor<1x4x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x32xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %201 : tensor<1x4x32xf64>, tensor<1x4x32xf64>) outs(%197 : tensor<1x4x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x32xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<1x4x32xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_69 : tensor<1x4x32xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_11 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_69, %207 : tensor<1x4x32xf32>, tensor<1x4x1xf32>) outs(%196 : tensor<1x4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x32xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %209 : tensor<1x4x32xf32>, tensor<1x4x1xf32>) outs(%196 : tensor<1x4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x32xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %arg45 : tensor<1x4x32xf32>, tensor<32xf32>) outs(%196 : tensor<1x4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x32xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %arg46 : tensor<1x4x32xf32>, tensor<32xf32>) outs(%196 : tensor<1x4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x32xf32>
    %collapsed_70 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<1x4x32xf32> into tensor<4x32xf32>
    %transposed_71 = linalg.transpose ins(%arg37 : tensor<32x32xf32>) outs(%187 : tensor<32x32xf32>) permutation = [1, 0] 
    %214 = tensor.empty() : tensor<4x32xf32>
    %215 = linalg.fill ins(%cst : f32) outs(%214 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %216 = linalg.matmul ins(%collapsed_70, %transposed_71 : tensor<4x32xf32>, tensor<32x32xf32>) outs(%215 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%216, %arg38 : tensor<4x32xf32>, tensor<32xf32>) outs(%214 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x32xf32>
    %expanded_72 = tensor.expand_shape %217 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %transposed_73 = linalg.transpose ins(%arg39 : tensor<32x32xf32>) outs(%187 : tensor<32x32xf32>) permutation = [1, 0] 
    %218 = linalg.matmul ins(%collapsed_70, %transposed_73 : tensor<4x32xf32>, tensor<32x32xf32>) outs(%215 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%218, %arg40 : tensor<4x32xf32>, tensor<32xf32>) outs(%214 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x32xf32>
    %expanded_74 = tensor.expand_shape %219 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %220 = tensor.empty() : tensor<1x2x4x16xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<1x4x2x16xf32>) outs(%220 : tensor<1x2x4x16xf32>) permutation = [0, 2, 1, 3] 
    %221 = tensor.empty() : tensor<1x2x16x4xf32>
    %transposed_76 = linalg.transpose ins(%expanded_72 : tensor<1x4x2x16xf32>) outs(%221 : tensor<1x2x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_77 = tensor.collapse_shape %transposed_64 [[0, 1], [2], [3]] : tensor<1x2x64x16xf32> into tensor<2x64x16xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<1x2x16x4xf32> into tensor<2x16x4xf32>
    %222 = tensor.empty() : tensor<2x64x4xf32>
    %223 = linalg.fill ins(%cst : f32) outs(%222 : tensor<2x64x4xf32>) -> tensor<2x64x4xf32>
    %224 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<2x64x16xf32>, tensor<2x16x4xf32>) outs(%223 : tensor<2x64x4xf32>) -> tensor<2x64x4xf32>
    %expanded_79 = tensor.expand_shape %224 [[0, 1], [2], [3]] output_shape [1, 2, 64, 4] : tensor<2x64x4xf32> into tensor<1x2x64x4xf32>
    %225 = tensor.empty() : tensor<1x2x64x4xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<1x2x64x4xf32>) outs(%225 : tensor<1x2x64x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.mulf %in, %cst_8 : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x64x4xf32>
    %227 = tensor.empty() : tensor<1x2x64xi64>
    %228 = linalg.fill ins(%c0_i64 : i64) outs(%227 : tensor<1x2x64xi64>) -> tensor<1x2x64xi64>
    %229 = tensor.empty() : tensor<1x2x64xf32>
    %230 = linalg.fill ins(%cst_1 : f32) outs(%229 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %231:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%226 : tensor<1x2x64x4xf32>) outs(%230, %228 : tensor<1x2x64xf32>, tensor<1x2x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_189 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<1x2x64xf32>, tensor<1x2x64xi64>)
    %expanded_80 = tensor.expand_shape %231#0 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %232 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_80 : tensor<1x2x64x4xf32>, tensor<1x2x64x1xf32>) outs(%225 : tensor<1x2x64x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x64x4xf32>
    %233 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x2x64x4xf32>) outs(%225 : tensor<1x2x64x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x64x4xf32>
    %234 = tensor.empty() : tensor<1x2x64x1xf32>
    %235 = linalg.fill ins(%cst : f32) outs(%234 : tensor<1x2x64x1xf32>) -> tensor<1x2x64x1xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%233 : tensor<1x2x64x4xf32>) outs(%235 : tensor<1x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x64x1xf32>
    %237 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %236 : tensor<1x2x64x4xf32>, tensor<1x2x64x1xf32>) outs(%225 : tensor<1x2x64x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.divf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x64x4xf32>
    %collapsed_81 = tensor.collapse_shape %237 [[0, 1], [2], [3]] : tensor<1x2x64x4xf32> into tensor<2x64x4xf32>
    %collapsed_82 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<1x2x4x16xf32> into tensor<2x4x16xf32>
    %238 = tensor.empty() : tensor<2x64x16xf32>
    %239 = linalg.fill ins(%cst : f32) outs(%238 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %240 = linalg.batch_matmul ins(%collapsed_81, %collapsed_82 : tensor<2x64x4xf32>, tensor<2x4x16xf32>) outs(%239 : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
    %expanded_83 = tensor.expand_shape %240 [[0, 1], [2], [3]] output_shape [1, 2, 64, 16] : tensor<2x64x16xf32> into tensor<1x2x64x16xf32>
    %241 = tensor.empty() : tensor<1x64x2x16xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<1x2x64x16xf32>) outs(%241 : tensor<1x64x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_85 = tensor.collapse_shape %transposed_84 [[0, 1], [2, 3]] : tensor<1x64x2x16xf32> into tensor<64x32xf32>
    %transposed_86 = linalg.transpose ins(%arg41 : tensor<32x32xf32>) outs(%187 : tensor<32x32xf32>) permutation = [1, 0] 
    %242 = linalg.matmul ins(%collapsed_85, %transposed_86 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%189 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%242, %arg42 : tensor<64x32xf32>, tensor<32xf32>) outs(%188 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<64x32xf32>
    %expanded_87 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [1, 64, 32] : tensor<64x32xf32> into tensor<1x64x32xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %170 : tensor<1x64x32xf32>, tensor<1x64x32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x64x32xf32>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %248 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<1x64x32xf64>, tensor<1x64x1xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %248 : tensor<1x64x32xf64>, tensor<1x64x32xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %250 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x64x1xf64>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<1x64x32xf32>) outs(%162 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_11 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x64x1xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %254 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %arg47 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %arg48 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %collapsed_88 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %261 = tensor.empty() : tensor<32x128xf32>
    %transposed_89 = linalg.transpose ins(%arg49 : tensor<128x32xf32>) outs(%261 : tensor<32x128xf32>) permutation = [1, 0] 
    %262 = tensor.empty() : tensor<64x128xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %264 = linalg.matmul ins(%collapsed_88, %transposed_89 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%263 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%264, %arg50 : tensor<64x128xf32>, tensor<128xf32>) outs(%262 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<64x128xf32>
    %expanded_90 = tensor.expand_shape %265 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %266 = tensor.empty() : tensor<1x128x64xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<1x64x128xf32>) outs(%266 : tensor<1x128x64xf32>) permutation = [0, 2, 1] 
    %expanded_92 = tensor.expand_shape %transposed_91 [[0], [1], [2, 3]] output_shape [1, 128, 8, 8] : tensor<1x128x64xf32> into tensor<1x128x8x8xf32>
    %padded_93 = tensor.pad %expanded_92 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %267 = tensor.empty() : tensor<1x128x8x8xf32>
    %broadcasted_94 = linalg.broadcast ins(%arg52 : tensor<128xf32>) outs(%267 : tensor<1x128x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_95 = tensor.collapse_shape %arg51 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %268 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_93, %collapsed_95 : tensor<1x128x10x10xf32>, tensor<128x3x3xf32>) outs(%broadcasted_94 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %collapsed_96 = tensor.collapse_shape %268 [[0], [1], [2, 3]] : tensor<1x128x8x8xf32> into tensor<1x128x64xf32>
    %269 = tensor.empty() : tensor<1x64x128xf32>
    %transposed_97 = linalg.transpose ins(%collapsed_96 : tensor<1x128x64xf32>) outs(%269 : tensor<1x64x128xf32>) permutation = [0, 2, 1] 
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_97 : tensor<1x64x128xf32>) outs(%269 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_9 : f32
      %546 = math.erf %545 : f32
      %547 = arith.addf %546, %cst_2 : f32
      %548 = arith.mulf %547, %cst_3 : f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_98 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %271 = tensor.empty() : tensor<128x32xf32>
    %transposed_99 = linalg.transpose ins(%arg53 : tensor<32x128xf32>) outs(%271 : tensor<128x32xf32>) permutation = [1, 0] 
    %272 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%189 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%272, %arg54 : tensor<64x32xf32>, tensor<32xf32>) outs(%188 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<64x32xf32>
    %expanded_100 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [1, 64, 32] : tensor<64x32xf32> into tensor<1x64x32xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %244 : tensor<1x64x32xf32>, tensor<1x64x32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<1x64x32xf32>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %276 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %277 : tensor<1x64x32xf64>, tensor<1x64x1xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %278 : tensor<1x64x32xf64>, tensor<1x64x32xf64>) outs(%150 : tensor<1x64x32xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x32xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<1x64x32xf64>) outs(%153 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<1x64x1xf64>) outs(%152 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_10 : f64
      linalg.yield %545 : f64
    } -> tensor<1x64x1xf64>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<1x64x1xf64>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<1x64x32xf32>) outs(%162 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_11 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x64x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x64x1xf32>) outs(%160 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x1xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %284 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %286 : tensor<1x64x32xf32>, tensor<1x64x1xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %arg55 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %arg56 : tensor<1x64x32xf32>, tensor<32xf32>) outs(%149 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x64x32xf32>
    %expanded_101 = tensor.expand_shape %290 [[0], [1, 2], [3]] output_shape [1, 8, 8, 32] : tensor<1x64x32xf32> into tensor<1x8x8x32xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<1x8x8x32xf32>) outs(%147 : tensor<1x32x8x8xf32>) permutation = [0, 3, 1, 2] 
    %padded_103 = tensor.pad %transposed_102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %291 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted_104 = linalg.broadcast ins(%arg58 : tensor<64xf32>) outs(%291 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %292 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_103, %arg57 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%broadcasted_104 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed_105 = tensor.collapse_shape %292 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %293 = tensor.empty() : tensor<1x16x64xf32>
    %transposed_106 = linalg.transpose ins(%collapsed_105 : tensor<1x64x16xf32>) outs(%293 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %294 = tensor.empty() : tensor<1x16x64xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<1x16x64xf32>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %296 = tensor.empty() : tensor<1x16x1xf64>
    %297 = linalg.fill ins(%cst_0 : f64) outs(%296 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %298 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %299 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %300 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %302 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %304 = tensor.empty() : tensor<1x16x1xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x16x1xf64>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %306 = linalg.fill ins(%cst : f32) outs(%304 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_106 : tensor<1x16x64xf32>) outs(%306 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_13 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_106, %308 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %310 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %arg59 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %arg60 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x16x64xf32>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %318 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x16x1xf64>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<1x16x64xf32>) outs(%306 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_13 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %324 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %arg61 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %arg62 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_107 = tensor.collapse_shape %330 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %331 = tensor.empty() : tensor<64x64xf32>
    %transposed_108 = linalg.transpose ins(%arg63 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) permutation = [1, 0] 
    %332 = linalg.fill ins(%cst : f32) outs(%117 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %333 = linalg.matmul ins(%collapsed_107, %transposed_108 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%332 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%333, %arg64 : tensor<16x64xf32>, tensor<64xf32>) outs(%117 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<16x64xf32>
    %expanded_109 = tensor.expand_shape %334 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %335 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<1x16x2x32xf32>) outs(%335 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %336 = tensor.empty() : tensor<1x64x16xf32>
    %transposed_111 = linalg.transpose ins(%330 : tensor<1x16x64xf32>) outs(%336 : tensor<1x64x16xf32>) permutation = [0, 2, 1] 
    %expanded_112 = tensor.expand_shape %transposed_111 [[0], [1], [2, 3]] output_shape [1, 64, 4, 4] : tensor<1x64x16xf32> into tensor<1x64x4x4xf32>
    %337 = tensor.empty() : tensor<1x64x2x2xf32>
    %broadcasted_113 = linalg.broadcast ins(%arg72 : tensor<64xf32>) outs(%337 : tensor<1x64x2x2xf32>) dimensions = [0, 2, 3] 
    %338 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_112, %arg71 : tensor<1x64x4x4xf32>, tensor<64x64x2x2xf32>) outs(%broadcasted_113 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %collapsed_114 = tensor.collapse_shape %338 [[0], [1], [2, 3]] : tensor<1x64x2x2xf32> into tensor<1x64x4xf32>
    %339 = tensor.empty() : tensor<1x4x64xf32>
    %transposed_115 = linalg.transpose ins(%collapsed_114 : tensor<1x64x4xf32>) outs(%339 : tensor<1x4x64xf32>) permutation = [0, 2, 1] 
    %340 = tensor.empty() : tensor<1x4x64xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_115 : tensor<1x4x64xf32>) outs(%340 : tensor<1x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x64xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%341 : tensor<1x4x64xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %344 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %343 : tensor<1x4x64xf64>, tensor<1x4x1xf64>) outs(%340 : tensor<1x4x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x64xf64>
    %345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %344 : tensor<1x4x64xf64>, tensor<1x4x64xf64>) outs(%340 : tensor<1x4x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x64xf64>
    %346 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<1x4x64xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_115 : tensor<1x4x64xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_13 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_115, %350 : tensor<1x4x64xf32>, tensor<1x4x1xf32>) outs(%339 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x64xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %352 : tensor<1x4x64xf32>, tensor<1x4x1xf32>) outs(%339 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x64xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %arg73 : tensor<1x4x64xf32>, tensor<64xf32>) outs(%339 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x64xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %arg74 : tensor<1x4x64xf32>, tensor<64xf32>) outs(%339 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x64xf32>
    %collapsed_116 = tensor.collapse_shape %356 [[0, 1], [2]] : tensor<1x4x64xf32> into tensor<4x64xf32>
    %transposed_117 = linalg.transpose ins(%arg65 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) permutation = [1, 0] 
    %357 = tensor.empty() : tensor<4x64xf32>
    %358 = linalg.fill ins(%cst : f32) outs(%357 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %359 = linalg.matmul ins(%collapsed_116, %transposed_117 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%358 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%359, %arg66 : tensor<4x64xf32>, tensor<64xf32>) outs(%357 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x64xf32>
    %expanded_118 = tensor.expand_shape %360 [[0, 1], [2, 3]] output_shape [1, 4, 2, 32] : tensor<4x64xf32> into tensor<1x4x2x32xf32>
    %transposed_119 = linalg.transpose ins(%arg67 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) permutation = [1, 0] 
    %361 = linalg.matmul ins(%collapsed_116, %transposed_119 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%358 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%361, %arg68 : tensor<4x64xf32>, tensor<64xf32>) outs(%357 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x64xf32>
    %expanded_120 = tensor.expand_shape %362 [[0, 1], [2, 3]] output_shape [1, 4, 2, 32] : tensor<4x64xf32> into tensor<1x4x2x32xf32>
    %363 = tensor.empty() : tensor<1x2x4x32xf32>
    %transposed_121 = linalg.transpose ins(%expanded_120 : tensor<1x4x2x32xf32>) outs(%363 : tensor<1x2x4x32xf32>) permutation = [0, 2, 1, 3] 
    %364 = tensor.empty() : tensor<1x2x32x4xf32>
    %transposed_122 = linalg.transpose ins(%expanded_118 : tensor<1x4x2x32xf32>) outs(%364 : tensor<1x2x32x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_123 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_124 = tensor.collapse_shape %transposed_122 [[0, 1], [2], [3]] : tensor<1x2x32x4xf32> into tensor<2x32x4xf32>
    %365 = tensor.empty() : tensor<2x16x4xf32>
    %366 = linalg.fill ins(%cst : f32) outs(%365 : tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %367 = linalg.batch_matmul ins(%collapsed_123, %collapsed_124 : tensor<2x16x32xf32>, tensor<2x32x4xf32>) outs(%366 : tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
    %expanded_125 = tensor.expand_shape %367 [[0, 1], [2], [3]] output_shape [1, 2, 16, 4] : tensor<2x16x4xf32> into tensor<1x2x16x4xf32>
    %368 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<1x2x16x4xf32>) outs(%221 : tensor<1x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_4 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x2x16x4xf32>
    %369 = tensor.empty() : tensor<1x2x16xi64>
    %370 = linalg.fill ins(%c0_i64 : i64) outs(%369 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %371 = tensor.empty() : tensor<1x2x16xf32>
    %372 = linalg.fill ins(%cst_1 : f32) outs(%371 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %373:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%368 : tensor<1x2x16x4xf32>) outs(%372, %370 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_189 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_126 = tensor.expand_shape %373#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_126 : tensor<1x2x16x4xf32>, tensor<1x2x16x1xf32>) outs(%221 : tensor<1x2x16x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x16x4xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x2x16x4xf32>) outs(%221 : tensor<1x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x16x4xf32>
    %376 = tensor.empty() : tensor<1x2x16x1xf32>
    %377 = linalg.fill ins(%cst : f32) outs(%376 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %378 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%375 : tensor<1x2x16x4xf32>) outs(%377 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x16x1xf32>
    %379 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %378 : tensor<1x2x16x4xf32>, tensor<1x2x16x1xf32>) outs(%221 : tensor<1x2x16x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.divf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x2x16x4xf32>
    %collapsed_127 = tensor.collapse_shape %379 [[0, 1], [2], [3]] : tensor<1x2x16x4xf32> into tensor<2x16x4xf32>
    %collapsed_128 = tensor.collapse_shape %transposed_121 [[0, 1], [2], [3]] : tensor<1x2x4x32xf32> into tensor<2x4x32xf32>
    %380 = tensor.empty() : tensor<2x16x32xf32>
    %381 = linalg.fill ins(%cst : f32) outs(%380 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %382 = linalg.batch_matmul ins(%collapsed_127, %collapsed_128 : tensor<2x16x4xf32>, tensor<2x4x32xf32>) outs(%381 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_129 = tensor.expand_shape %382 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %383 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<1x2x16x32xf32>) outs(%383 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_131 = tensor.collapse_shape %transposed_130 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_132 = linalg.transpose ins(%arg69 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) permutation = [1, 0] 
    %384 = linalg.matmul ins(%collapsed_131, %transposed_132 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%332 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %385 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%384, %arg70 : tensor<16x64xf32>, tensor<64xf32>) outs(%117 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<16x64xf32>
    %expanded_133 = tensor.expand_shape %385 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %314 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<1x16x64xf32>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %388 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %390 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %389 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %391 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %390 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%391 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x16x1xf64>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%386 : tensor<1x16x64xf32>) outs(%306 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_13 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %396 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %398 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %arg75 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %arg76 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_134 = tensor.collapse_shape %402 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %403 = tensor.empty() : tensor<64x256xf32>
    %transposed_135 = linalg.transpose ins(%arg77 : tensor<256x64xf32>) outs(%403 : tensor<64x256xf32>) permutation = [1, 0] 
    %404 = tensor.empty() : tensor<16x256xf32>
    %405 = linalg.fill ins(%cst : f32) outs(%404 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %406 = linalg.matmul ins(%collapsed_134, %transposed_135 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%405 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %arg78 : tensor<16x256xf32>, tensor<256xf32>) outs(%404 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<16x256xf32>
    %expanded_136 = tensor.expand_shape %407 [[0, 1], [2]] output_shape [1, 16, 256] : tensor<16x256xf32> into tensor<1x16x256xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<1x16x256xf32>) outs(%2 : tensor<1x256x16xf32>) permutation = [0, 2, 1] 
    %expanded_138 = tensor.expand_shape %transposed_137 [[0], [1], [2, 3]] output_shape [1, 256, 4, 4] : tensor<1x256x16xf32> into tensor<1x256x4x4xf32>
    %padded_139 = tensor.pad %expanded_138 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %408 = tensor.empty() : tensor<1x256x4x4xf32>
    %broadcasted_140 = linalg.broadcast ins(%arg80 : tensor<256xf32>) outs(%408 : tensor<1x256x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_141 = tensor.collapse_shape %arg79 [[0, 1], [2], [3]] : tensor<256x1x3x3xf32> into tensor<256x3x3xf32>
    %409 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_139, %collapsed_141 : tensor<1x256x6x6xf32>, tensor<256x3x3xf32>) outs(%broadcasted_140 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %collapsed_142 = tensor.collapse_shape %409 [[0], [1], [2, 3]] : tensor<1x256x4x4xf32> into tensor<1x256x16xf32>
    %transposed_143 = linalg.transpose ins(%collapsed_142 : tensor<1x256x16xf32>) outs(%46 : tensor<1x16x256xf32>) permutation = [0, 2, 1] 
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<1x16x256xf32>) outs(%46 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_9 : f32
      %546 = math.erf %545 : f32
      %547 = arith.addf %546, %cst_2 : f32
      %548 = arith.mulf %547, %cst_3 : f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<1x16x256xf32>
    %collapsed_144 = tensor.collapse_shape %410 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %transposed_145 = linalg.transpose ins(%arg81 : tensor<64x256xf32>) outs(%118 : tensor<256x64xf32>) permutation = [1, 0] 
    %411 = linalg.matmul ins(%collapsed_144, %transposed_145 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%332 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%411, %arg82 : tensor<16x64xf32>, tensor<64xf32>) outs(%117 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<16x64xf32>
    %expanded_146 = tensor.expand_shape %412 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146, %386 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<1x16x64xf32>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %417 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %416 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %417 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%294 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x64xf64>
    %419 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%418 : tensor<1x16x64xf64>) outs(%297 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<1x16x1xf64>) outs(%296 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_12 : f64
      linalg.yield %545 : f64
    } -> tensor<1x16x1xf64>
    %421 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<1x16x1xf64>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<1x16x64xf32>) outs(%306 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_13 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<1x16x1xf32>) outs(%304 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x1xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %423 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %425 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %arg83 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %arg84 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%293 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x64xf32>
    %expanded_147 = tensor.expand_shape %429 [[0], [1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<1x16x64xf32> into tensor<1x4x4x64xf32>
    %transposed_148 = linalg.transpose ins(%expanded_147 : tensor<1x4x4x64xf32>) outs(%291 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %padded_149 = tensor.pad %transposed_148 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %430 = tensor.empty() : tensor<1x128x2x2xf32>
    %broadcasted_150 = linalg.broadcast ins(%arg86 : tensor<128xf32>) outs(%430 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %431 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_149, %arg85 : tensor<1x64x6x6xf32>, tensor<128x64x3x3xf32>) outs(%broadcasted_150 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %collapsed_151 = tensor.collapse_shape %431 [[0], [1], [2, 3]] : tensor<1x128x2x2xf32> into tensor<1x128x4xf32>
    %432 = tensor.empty() : tensor<1x4x128xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_151 : tensor<1x128x4xf32>) outs(%432 : tensor<1x4x128xf32>) permutation = [0, 2, 1] 
    %433 = tensor.empty() : tensor<1x4x128xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_152 : tensor<1x4x128xf32>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%434 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %436 : tensor<1x4x128xf64>, tensor<1x4x1xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %437 : tensor<1x4x128xf64>, tensor<1x4x128xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %439 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%438 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_152 : tensor<1x4x128xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_152, %443 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %445 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %arg87 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %arg88 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<1x4x128xf32>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %451 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%450 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %453 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %452 : tensor<1x4x128xf64>, tensor<1x4x1xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %454 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %453 : tensor<1x4x128xf64>, tensor<1x4x128xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %455 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%454 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%449 : tensor<1x4x128xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %459 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %461 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463, %arg89 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %arg90 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %collapsed_153 = tensor.collapse_shape %465 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %466 = tensor.empty() : tensor<128x128xf32>
    %transposed_154 = linalg.transpose ins(%arg91 : tensor<128x128xf32>) outs(%466 : tensor<128x128xf32>) permutation = [1, 0] 
    %467 = tensor.empty() : tensor<4x128xf32>
    %468 = linalg.fill ins(%cst : f32) outs(%467 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %469 = linalg.matmul ins(%collapsed_153, %transposed_154 : tensor<4x128xf32>, tensor<128x128xf32>) outs(%468 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%469, %arg92 : tensor<4x128xf32>, tensor<128xf32>) outs(%467 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x128xf32>
    %expanded_155 = tensor.expand_shape %470 [[0, 1], [2, 3]] output_shape [1, 4, 4, 32] : tensor<4x128xf32> into tensor<1x4x4x32xf32>
    %471 = tensor.empty() : tensor<1x4x4x32xf32>
    %transposed_156 = linalg.transpose ins(%expanded_155 : tensor<1x4x4x32xf32>) outs(%471 : tensor<1x4x4x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_157 = linalg.transpose ins(%arg93 : tensor<128x128xf32>) outs(%466 : tensor<128x128xf32>) permutation = [1, 0] 
    %472 = linalg.matmul ins(%collapsed_153, %transposed_157 : tensor<4x128xf32>, tensor<128x128xf32>) outs(%468 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%472, %arg94 : tensor<4x128xf32>, tensor<128xf32>) outs(%467 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x128xf32>
    %expanded_158 = tensor.expand_shape %473 [[0, 1], [2, 3]] output_shape [1, 4, 4, 32] : tensor<4x128xf32> into tensor<1x4x4x32xf32>
    %transposed_159 = linalg.transpose ins(%arg95 : tensor<128x128xf32>) outs(%466 : tensor<128x128xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_153, %transposed_159 : tensor<4x128xf32>, tensor<128x128xf32>) outs(%468 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%474, %arg96 : tensor<4x128xf32>, tensor<128xf32>) outs(%467 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x128xf32>
    %expanded_160 = tensor.expand_shape %475 [[0, 1], [2, 3]] output_shape [1, 4, 4, 32] : tensor<4x128xf32> into tensor<1x4x4x32xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<1x4x4x32xf32>) outs(%471 : tensor<1x4x4x32xf32>) permutation = [0, 2, 1, 3] 
    %476 = tensor.empty() : tensor<1x4x32x4xf32>
    %transposed_162 = linalg.transpose ins(%expanded_158 : tensor<1x4x4x32xf32>) outs(%476 : tensor<1x4x32x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_163 = tensor.collapse_shape %transposed_156 [[0, 1], [2], [3]] : tensor<1x4x4x32xf32> into tensor<4x4x32xf32>
    %collapsed_164 = tensor.collapse_shape %transposed_162 [[0, 1], [2], [3]] : tensor<1x4x32x4xf32> into tensor<4x32x4xf32>
    %477 = tensor.empty() : tensor<4x4x4xf32>
    %478 = linalg.fill ins(%cst : f32) outs(%477 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %479 = linalg.batch_matmul ins(%collapsed_163, %collapsed_164 : tensor<4x4x32xf32>, tensor<4x32x4xf32>) outs(%478 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_165 = tensor.expand_shape %479 [[0, 1], [2], [3]] output_shape [1, 4, 4, 4] : tensor<4x4x4xf32> into tensor<1x4x4x4xf32>
    %480 = tensor.empty() : tensor<1x4x4x4xf32>
    %481 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<1x4x4x4xf32>) outs(%480 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_4 : f64 to f32
      %546 = arith.mulf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x4x4xf32>
    %482 = tensor.empty() : tensor<1x4x4xi64>
    %483 = linalg.fill ins(%c0_i64 : i64) outs(%482 : tensor<1x4x4xi64>) -> tensor<1x4x4xi64>
    %484 = tensor.empty() : tensor<1x4x4xf32>
    %485 = linalg.fill ins(%cst_1 : f32) outs(%484 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %486:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%481 : tensor<1x4x4x4xf32>) outs(%485, %483 : tensor<1x4x4xf32>, tensor<1x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_189: i64):
      %545 = linalg.index 3 : index
      %546 = arith.index_cast %545 : index to i64
      %547 = arith.maximumf %in, %out : f32
      %548 = arith.cmpf ogt, %in, %out : f32
      %549 = arith.select %548, %546, %out_189 : i64
      linalg.yield %547, %549 : f32, i64
    } -> (tensor<1x4x4xf32>, tensor<1x4x4xi64>)
    %expanded_166 = tensor.expand_shape %486#0 [[0], [1], [2, 3]] output_shape [1, 4, 4, 1] : tensor<1x4x4xf32> into tensor<1x4x4x1xf32>
    %487 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_166 : tensor<1x4x4x4xf32>, tensor<1x4x4x1xf32>) outs(%480 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x4x4xf32>
    %488 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487 : tensor<1x4x4x4xf32>) outs(%480 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.exp %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x4x4xf32>
    %489 = tensor.empty() : tensor<1x4x4x1xf32>
    %490 = linalg.fill ins(%cst : f32) outs(%489 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %491 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%488 : tensor<1x4x4x4xf32>) outs(%490 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x4x1xf32>
    %492 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %491 : tensor<1x4x4x4xf32>, tensor<1x4x4x1xf32>) outs(%480 : tensor<1x4x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.divf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x4x4xf32>
    %collapsed_167 = tensor.collapse_shape %492 [[0, 1], [2], [3]] : tensor<1x4x4x4xf32> into tensor<4x4x4xf32>
    %collapsed_168 = tensor.collapse_shape %transposed_161 [[0, 1], [2], [3]] : tensor<1x4x4x32xf32> into tensor<4x4x32xf32>
    %493 = tensor.empty() : tensor<4x4x32xf32>
    %494 = linalg.fill ins(%cst : f32) outs(%493 : tensor<4x4x32xf32>) -> tensor<4x4x32xf32>
    %495 = linalg.batch_matmul ins(%collapsed_167, %collapsed_168 : tensor<4x4x4xf32>, tensor<4x4x32xf32>) outs(%494 : tensor<4x4x32xf32>) -> tensor<4x4x32xf32>
    %expanded_169 = tensor.expand_shape %495 [[0, 1], [2], [3]] output_shape [1, 4, 4, 32] : tensor<4x4x32xf32> into tensor<1x4x4x32xf32>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<1x4x4x32xf32>) outs(%471 : tensor<1x4x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_171 = tensor.collapse_shape %transposed_170 [[0, 1], [2, 3]] : tensor<1x4x4x32xf32> into tensor<4x128xf32>
    %transposed_172 = linalg.transpose ins(%arg97 : tensor<128x128xf32>) outs(%466 : tensor<128x128xf32>) permutation = [1, 0] 
    %496 = linalg.matmul ins(%collapsed_171, %transposed_172 : tensor<4x128xf32>, tensor<128x128xf32>) outs(%468 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%496, %arg98 : tensor<4x128xf32>, tensor<128xf32>) outs(%467 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x128xf32>
    %expanded_173 = tensor.expand_shape %497 [[0, 1], [2]] output_shape [1, 4, 128] : tensor<4x128xf32> into tensor<1x4x128xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %449 : tensor<1x4x128xf32>, tensor<1x4x128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<1x4x128xf32>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %500 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%499 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %502 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %501 : tensor<1x4x128xf64>, tensor<1x4x1xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %502 : tensor<1x4x128xf64>, tensor<1x4x128xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %504 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%503 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%498 : tensor<1x4x128xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %508 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511, %510 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %arg99 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %arg100 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %collapsed_174 = tensor.collapse_shape %514 [[0, 1], [2]] : tensor<1x4x128xf32> into tensor<4x128xf32>
    %515 = tensor.empty() : tensor<128x512xf32>
    %transposed_175 = linalg.transpose ins(%arg101 : tensor<512x128xf32>) outs(%515 : tensor<128x512xf32>) permutation = [1, 0] 
    %516 = tensor.empty() : tensor<4x512xf32>
    %517 = linalg.fill ins(%cst : f32) outs(%516 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %518 = linalg.matmul ins(%collapsed_174, %transposed_175 : tensor<4x128xf32>, tensor<128x512xf32>) outs(%517 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%518, %arg102 : tensor<4x512xf32>, tensor<512xf32>) outs(%516 : tensor<4x512xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x512xf32>
    %expanded_176 = tensor.expand_shape %519 [[0, 1], [2]] output_shape [1, 4, 512] : tensor<4x512xf32> into tensor<1x4x512xf32>
    %520 = tensor.empty() : tensor<1x512x4xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<1x4x512xf32>) outs(%520 : tensor<1x512x4xf32>) permutation = [0, 2, 1] 
    %expanded_178 = tensor.expand_shape %transposed_177 [[0], [1], [2, 3]] output_shape [1, 512, 2, 2] : tensor<1x512x4xf32> into tensor<1x512x2x2xf32>
    %padded_179 = tensor.pad %expanded_178 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg109: index, %arg110: index, %arg111: index, %arg112: index):
      tensor.yield %cst : f32
    } : tensor<1x512x2x2xf32> to tensor<1x512x4x4xf32>
    %521 = tensor.empty() : tensor<1x512x2x2xf32>
    %broadcasted_180 = linalg.broadcast ins(%arg104 : tensor<512xf32>) outs(%521 : tensor<1x512x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_181 = tensor.collapse_shape %arg103 [[0, 1], [2], [3]] : tensor<512x1x3x3xf32> into tensor<512x3x3xf32>
    %522 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_179, %collapsed_181 : tensor<1x512x4x4xf32>, tensor<512x3x3xf32>) outs(%broadcasted_180 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %collapsed_182 = tensor.collapse_shape %522 [[0], [1], [2, 3]] : tensor<1x512x2x2xf32> into tensor<1x512x4xf32>
    %523 = tensor.empty() : tensor<1x4x512xf32>
    %transposed_183 = linalg.transpose ins(%collapsed_182 : tensor<1x512x4xf32>) outs(%523 : tensor<1x4x512xf32>) permutation = [0, 2, 1] 
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_183 : tensor<1x4x512xf32>) outs(%523 : tensor<1x4x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_9 : f32
      %546 = math.erf %545 : f32
      %547 = arith.addf %546, %cst_2 : f32
      %548 = arith.mulf %547, %cst_3 : f32
      %549 = arith.mulf %in, %548 : f32
      linalg.yield %549 : f32
    } -> tensor<1x4x512xf32>
    %collapsed_184 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<1x4x512xf32> into tensor<4x512xf32>
    %525 = tensor.empty() : tensor<512x128xf32>
    %transposed_185 = linalg.transpose ins(%arg105 : tensor<128x512xf32>) outs(%525 : tensor<512x128xf32>) permutation = [1, 0] 
    %526 = linalg.matmul ins(%collapsed_184, %transposed_185 : tensor<4x512xf32>, tensor<512x128xf32>) outs(%468 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%526, %arg106 : tensor<4x128xf32>, tensor<128xf32>) outs(%467 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<4x128xf32>
    %expanded_186 = tensor.expand_shape %527 [[0, 1], [2]] output_shape [1, 4, 128] : tensor<4x128xf32> into tensor<1x4x128xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186, %498 : tensor<1x4x128xf32>, tensor<1x4x128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<1x4x128xf32>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %545 = arith.extf %in : f32 to f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %530 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%529 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %532 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %531 : tensor<1x4x128xf64>, tensor<1x4x1xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.subf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %533 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %532 : tensor<1x4x128xf64>, tensor<1x4x128xf64>) outs(%433 : tensor<1x4x128xf64>) {
    ^bb0(%in: f64, %in_189: f64, %out: f64):
      %545 = arith.mulf %in, %in_189 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x128xf64>
    %534 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%533 : tensor<1x4x128xf64>) outs(%53 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.addf %in, %out : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<1x4x1xf64>) outs(%52 : tensor<1x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %545 = arith.divf %in, %cst_14 : f64
      linalg.yield %545 : f64
    } -> tensor<1x4x1xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<1x4x1xf64>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %545 = arith.truncf %in : f64 to f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<1x4x128xf32>) outs(%62 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.addf %in, %out : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.divf %in, %cst_15 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = arith.truncf %cst_5 : f64 to f32
      %546 = arith.addf %in, %545 : f32
      linalg.yield %546 : f32
    } -> tensor<1x4x1xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<1x4x1xf32>) outs(%60 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %545 = math.rsqrt %in : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x1xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %538 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.subf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %540 : tensor<1x4x128xf32>, tensor<1x4x1xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %arg107 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.mulf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %arg108 : tensor<1x4x128xf32>, tensor<128xf32>) outs(%432 : tensor<1x4x128xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %545 = arith.addf %in, %in_189 : f32
      linalg.yield %545 : f32
    } -> tensor<1x4x128xf32>
    %expanded_187 = tensor.expand_shape %544 [[0], [1, 2], [3]] output_shape [1, 2, 2, 128] : tensor<1x4x128xf32> into tensor<1x2x2x128xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<1x2x2x128xf32>) outs(%430 : tensor<1x128x2x2xf32>) permutation = [0, 3, 1, 2] 
    return %transposed_188 : tensor<1x128x2x2xf32>
  }
}

