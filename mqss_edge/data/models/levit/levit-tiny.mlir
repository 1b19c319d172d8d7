// models-v1/levit-tiny: LeViT: conv stem, attention with learned biases, subsampling
// transformers LevitConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 135 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2) -> (0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16x8x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x32x3x3xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<2x16xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<320x64xf32>, %arg28: tensor<320xf32>, %arg29: tensor<320xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<96x256xf32>, %arg34: tensor<96xf32>, %arg35: tensor<96xf32>, %arg36: tensor<192x96xf32>, %arg37: tensor<192xf32>, %arg38: tensor<192xf32>, %arg39: tensor<96x192xf32>, %arg40: tensor<96xf32>, %arg41: tensor<96xf32>, %arg42: tensor<3x4xf32>, %arg43: tensor<192x96xf32>, %arg44: tensor<192xf32>, %arg45: tensor<192xf32>, %arg46: tensor<96x96xf32>, %arg47: tensor<96xf32>, %arg48: tensor<96xf32>, %arg49: tensor<192x96xf32>, %arg50: tensor<192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<96x192xf32>, %arg53: tensor<96xf32>, %arg54: tensor<96xf32>, %arg55: tensor<6x4xf32>, %arg56: tensor<480x96xf32>, %arg57: tensor<480xf32>, %arg58: tensor<480xf32>, %arg59: tensor<96x96xf32>, %arg60: tensor<96xf32>, %arg61: tensor<96xf32>, %arg62: tensor<128x384xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<256x128xf32>, %arg66: tensor<256xf32>, %arg67: tensor<256xf32>, %arg68: tensor<128x256xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<4x1xf32>, %arg72: tensor<256x128xf32>, %arg73: tensor<256xf32>, %arg74: tensor<256xf32>, %arg75: tensor<128x128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<256x128xf32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<128x256xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>, %arg84: tensor<8xf32>, %arg85: tensor<8xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<64xf32>, %arg91: tensor<64xf32>, %arg92: tensor<128xf32>, %arg93: tensor<128xf32>, %arg94: tensor<64xf32>, %arg95: tensor<64xf32>, %arg96: tensor<128xf32>, %arg97: tensor<128xf32>, %arg98: tensor<64xf32>, %arg99: tensor<64xf32>, %arg100: tensor<320xf32>, %arg101: tensor<320xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64xf32>, %arg104: tensor<96xf32>, %arg105: tensor<96xf32>, %arg106: tensor<192xf32>, %arg107: tensor<192xf32>, %arg108: tensor<96xf32>, %arg109: tensor<96xf32>, %arg110: tensor<192xf32>, %arg111: tensor<192xf32>, %arg112: tensor<96xf32>, %arg113: tensor<96xf32>, %arg114: tensor<192xf32>, %arg115: tensor<192xf32>, %arg116: tensor<96xf32>, %arg117: tensor<96xf32>, %arg118: tensor<480xf32>, %arg119: tensor<480xf32>, %arg120: tensor<96xf32>, %arg121: tensor<96xf32>, %arg122: tensor<128xf32>, %arg123: tensor<128xf32>, %arg124: tensor<256xf32>, %arg125: tensor<256xf32>, %arg126: tensor<128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<256xf32>, %arg129: tensor<256xf32>, %arg130: tensor<128xf32>, %arg131: tensor<128xf32>, %arg132: tensor<256xf32>, %arg133: tensor<256xf32>, %arg134: tensor<128xf32>, %arg135: tensor<128xf32>) -> tensor<1x1x128xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c3_i64 = arith.constant 3 : i64
    %c6_i64 = arith.constant 6 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 3.000000e+00 : f32
    %cst_4 = arith.constant 6.000000e+00 : f32
    %cst_5 = arith.constant 2.500000e-01 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_6 = arith.constant dense_resource<torch_tensor_16_16_torch.int64> : tensor<16x16xi64>
    %cst_7 = arith.constant dense_resource<torch_tensor_4_16_torch.int64> : tensor<4x16xi64>
    %cst_8 = arith.constant dense_resource<torch_tensor_4_4_torch.int64> : tensor<4x4xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_1_4_torch.int64> : tensor<1x4xi64>
    %cst_10 = arith.constant dense<0> : tensor<1x1xi64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg136: index, %arg137: index, %arg138: index, %arg139: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg85 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_11 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_11 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_12 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_12 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_13 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_13 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x8x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_14 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg136: index, %arg137: index, %arg138: index, %arg139: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %16 = tensor.empty() : tensor<1x16x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_14, %arg4 : tensor<1x8x34x34xf32>, tensor<16x8x3x3xf32>) outs(%17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %19 = tensor.empty() : tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg87 : tensor<16xf32>) outs(%19 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<16xf32>) outs(%19 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<16xf32>) outs(%19 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<16xf32>
    %expanded_15 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_16 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_15 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_16 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_19 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg136: index, %arg137: index, %arg138: index, %arg139: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %32 = tensor.empty() : tensor<1x32x8x8xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_19, %arg7 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%33 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %35 = tensor.empty() : tensor<32xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg89 : tensor<32xf32>) outs(%35 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<32xf32>) outs(%35 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<32xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<32xf32>) outs(%35 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<32xf32>
    %expanded_20 = tensor.expand_shape %arg88 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_21 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_20 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_21 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_22 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_22 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_23 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_23 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x32x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x32x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_24 = tensor.pad %47 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg136: index, %arg137: index, %arg138: index, %arg139: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %48 = tensor.empty() : tensor<1x64x4x4xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_24, %arg10 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%49 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %51 = tensor.empty() : tensor<64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg91 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %expanded_25 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_26 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_25 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_26 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_27 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_27 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_28 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_28 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %58 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %59 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%59 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %60 = tensor.empty() : tensor<64x128xf32>
    %transposed_29 = linalg.transpose ins(%arg14 : tensor<128x64xf32>) outs(%60 : tensor<64x128xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<1x64x128xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<64x128xf32>) outs(%61 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x128xf32>
    %63 = tensor.empty() : tensor<1x16x128xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %65 = linalg.batch_matmul ins(%transposed, %62 : tensor<1x16x64xf32>, tensor<1x64x128xf32>) outs(%64 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %collapsed_30 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %66 = tensor.empty() : tensor<128xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%67 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %70 = tensor.empty() : tensor<16x128xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_30, %arg92 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%71, %69 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%72, %arg15 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%73, %arg16 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %expanded_31 = tensor.expand_shape %74 [[0, 1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<16x128xf32> into tensor<1x16x2x64xf32>
    %extracted_slice = tensor.extract_slice %expanded_31[0, 0, 0, 0] [1, 16, 2, 16] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x16xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 0, 16] [1, 16, 2, 16] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x16xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 0, 32] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x32xf32>
    %75 = tensor.empty() : tensor<1x2x16x16xf32>
    %transposed_34 = linalg.transpose ins(%extracted_slice : tensor<1x16x2x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %76 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_35 = linalg.transpose ins(%extracted_slice_33 : tensor<1x16x2x32xf32>) outs(%76 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%extracted_slice_32 : tensor<1x16x2x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_37 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %77 = tensor.empty() : tensor<2x16x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %79 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%78 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_39 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x2x16x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_5 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %81 = tensor.empty() : tensor<2xi64>
    %82 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%81 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<2xi64>
    %expanded_40 = tensor.expand_shape %82 [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xi64> into tensor<2x1x1xi64>
    %83 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %cst_6 : tensor<2x1x1xi64>, tensor<16x16xi64>) outs(%77 : tensor<2x16x16xf32>) {
    ^bb0(%in: i64, %in_175: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c2_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_175, %c0_i64 : i64
      %480 = arith.addi %in_175, %c16_i64 : i64
      %481 = arith.select %479, %480, %in_175 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg13[%478, %482] : tensor<2x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %83 : tensor<1x2x16x16xf32>, tensor<2x16x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %85 = tensor.empty() : tensor<1x2x16xi64>
    %86 = linalg.fill ins(%c0_i64 : i64) outs(%85 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %87 = tensor.empty() : tensor<1x2x16xf32>
    %88 = linalg.fill ins(%cst_1 : f32) outs(%87 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %89:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84 : tensor<1x2x16x16xf32>) outs(%88, %86 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_175 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_41 = tensor.expand_shape %89#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_41 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x2x16x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.exp %in : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %92 = tensor.empty() : tensor<1x2x16x1xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%91 : tensor<1x2x16x16xf32>) outs(%93 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %out : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %94 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.divf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_42 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_43 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %96 = tensor.empty() : tensor<2x16x32xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %98 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%97 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_44 = tensor.expand_shape %98 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %99 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<1x2x16x32xf32>) outs(%99 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<1x16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_46 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x64xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_46, %102 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %105 = tensor.empty() : tensor<64x64xf32>
    %transposed_47 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%105 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %106 = tensor.empty() : tensor<16x64xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%107 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg95 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%109 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%110 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%108, %arg94 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%112, %111 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%113, %arg18 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%114, %arg19 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %expanded_49 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %expanded_49 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %transposed_50 = linalg.transpose ins(%arg20 : tensor<128x64xf32>) outs(%60 : tensor<64x128xf32>) permutation = [1, 0] 
    %117 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<64x128xf32>) outs(%61 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x128xf32>
    %118 = linalg.batch_matmul ins(%116, %117 : tensor<1x16x64xf32>, tensor<1x64x128xf32>) outs(%64 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %collapsed_51 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg97 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%119 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%120 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_51, %arg96 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%122, %121 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%123, %arg21 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%124, %arg22 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %expanded_52 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x128xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x128xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x128xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %128 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x128xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x128xf32>
    %131 = tensor.empty() : tensor<128x64xf32>
    %transposed_53 = linalg.transpose ins(%arg23 : tensor<64x128xf32>) outs(%131 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %132 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%107 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg99 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%133 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<64xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%132, %arg98 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%136, %135 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%137, %arg24 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %expanded_55 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_55 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %141 = tensor.empty() : tensor<64x320xf32>
    %transposed_56 = linalg.transpose ins(%arg27 : tensor<320x64xf32>) outs(%141 : tensor<64x320xf32>) permutation = [1, 0] 
    %142 = tensor.empty() : tensor<1x64x320xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<64x320xf32>) outs(%142 : tensor<1x64x320xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x320xf32>
    %144 = tensor.empty() : tensor<1x16x320xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<1x16x320xf32>) -> tensor<1x16x320xf32>
    %146 = linalg.batch_matmul ins(%140, %143 : tensor<1x16x64xf32>, tensor<1x64x320xf32>) outs(%145 : tensor<1x16x320xf32>) -> tensor<1x16x320xf32>
    %collapsed_57 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x16x320xf32> into tensor<16x320xf32>
    %147 = tensor.empty() : tensor<320xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg101 : tensor<320xf32>) outs(%147 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<320xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%148 : tensor<320xf32>) outs(%147 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<320xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%149 : tensor<320xf32>) outs(%147 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<320xf32>
    %151 = tensor.empty() : tensor<16x320xf32>
    %152 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_57, %arg100 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %153 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%152, %150 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%153, %arg28 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%154, %arg29 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %expanded_58 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [1, 16, 4, 80] : tensor<16x320xf32> into tensor<1x16x4x80xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_58[0, 0, 0, 0] [1, 16, 4, 16] [1, 1, 1, 1] : tensor<1x16x4x80xf32> to tensor<1x16x4x16xf32>
    %extracted_slice_60 = tensor.extract_slice %expanded_58[0, 0, 0, 16] [1, 16, 4, 64] [1, 1, 1, 1] : tensor<1x16x4x80xf32> to tensor<1x16x4x64xf32>
    %156 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed_61 = linalg.transpose ins(%extracted_slice_60 : tensor<1x16x4x64xf32>) outs(%156 : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_62 = tensor.expand_shape %140 [[0], [1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<1x16x64xf32> into tensor<1x4x4x64xf32>
    %extracted_slice_63 = tensor.extract_slice %expanded_62[0, 0, 0, 0] [1, 2, 4, 64] [1, 2, 1, 1] : tensor<1x4x4x64xf32> to tensor<1x2x4x64xf32>
    %extracted_slice_64 = tensor.extract_slice %extracted_slice_63[0, 0, 0, 0] [1, 2, 2, 64] [1, 1, 2, 1] : tensor<1x2x4x64xf32> to tensor<1x2x2x64xf32>
    %transposed_65 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%105 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %extracted_slice_64 [[0, 1, 2], [3]] : tensor<1x2x2x64xf32> into tensor<4x64xf32>
    %157 = tensor.empty() : tensor<4x64xf32>
    %158 = linalg.fill ins(%cst : f32) outs(%157 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %159 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%158 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg103 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%160 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<64xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%161 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<64xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%159, %arg102 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%163, %162 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%164, %arg31 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%165, %arg32 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %expanded_67 = tensor.expand_shape %166 [[0, 1], [2, 3]] output_shape [1, 4, 4, 16] : tensor<4x64xf32> into tensor<1x4x4x16xf32>
    %167 = tensor.empty() : tensor<1x4x4x16xf32>
    %transposed_68 = linalg.transpose ins(%expanded_67 : tensor<1x4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %168 = tensor.empty() : tensor<1x4x16x16xf32>
    %transposed_69 = linalg.transpose ins(%extracted_slice_59 : tensor<1x16x4x16xf32>) outs(%168 : tensor<1x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_70 = tensor.collapse_shape %transposed_68 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_71 = tensor.collapse_shape %transposed_69 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %169 = tensor.empty() : tensor<4x4x16xf32>
    %170 = linalg.fill ins(%cst : f32) outs(%169 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %171 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x4x16xf32>, tensor<4x16x16xf32>) outs(%170 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %expanded_72 = tensor.expand_shape %171 [[0, 1], [2], [3]] output_shape [1, 4, 4, 16] : tensor<4x4x16xf32> into tensor<1x4x4x16xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<1x4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_5 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %173 = tensor.empty() : tensor<4xi64>
    %174 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%173 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<4xi64>
    %expanded_73 = tensor.expand_shape %174 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xi64> into tensor<4x1x1xi64>
    %175 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %cst_7 : tensor<4x1x1xi64>, tensor<4x16xi64>) outs(%169 : tensor<4x4x16xf32>) {
    ^bb0(%in: i64, %in_175: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c4_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_175, %c0_i64 : i64
      %480 = arith.addi %in_175, %c16_i64 : i64
      %481 = arith.select %479, %480, %in_175 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg26[%478, %482] : tensor<4x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x16xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x4x4x16xf32>, tensor<4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %177 = tensor.empty() : tensor<1x4x4xi64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<1x4x4xi64>) -> tensor<1x4x4xi64>
    %179 = tensor.empty() : tensor<1x4x4xf32>
    %180 = linalg.fill ins(%cst_1 : f32) outs(%179 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %181:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x4x4x16xf32>) outs(%180, %178 : tensor<1x4x4xf32>, tensor<1x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_175 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x4x4xf32>, tensor<1x4x4xi64>)
    %expanded_74 = tensor.expand_shape %181#0 [[0], [1], [2, 3]] output_shape [1, 4, 4, 1] : tensor<1x4x4xf32> into tensor<1x4x4x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_74 : tensor<1x4x4x16xf32>, tensor<1x4x4x1xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.exp %in : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %184 = tensor.empty() : tensor<1x4x4x1xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%183 : tensor<1x4x4x16xf32>) outs(%185 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %out : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %186 : tensor<1x4x4x16xf32>, tensor<1x4x4x1xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.divf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %collapsed_75 = tensor.collapse_shape %187 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_76 = tensor.collapse_shape %transposed_61 [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
    %188 = tensor.empty() : tensor<4x4x64xf32>
    %189 = linalg.fill ins(%cst : f32) outs(%188 : tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
    %190 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<4x4x16xf32>, tensor<4x16x64xf32>) outs(%189 : tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
    %expanded_77 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [1, 4, 4, 64] : tensor<4x4x64xf32> into tensor<1x4x4x64xf32>
    %191 = tensor.empty() : tensor<1x4x4x64xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<1x4x4x64xf32>) outs(%191 : tensor<1x4x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0], [1], [2, 3]] : tensor<1x4x4x64xf32> into tensor<1x4x256xf32>
    %192 = tensor.empty() : tensor<1x4x256xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_79 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x256xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x256xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x256xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_79, %195 : tensor<1x4x256xf32>, tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x256xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x256xf32>
    %198 = tensor.empty() : tensor<256x96xf32>
    %transposed_80 = linalg.transpose ins(%arg33 : tensor<96x256xf32>) outs(%198 : tensor<256x96xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<1x4x256xf32> into tensor<4x256xf32>
    %199 = tensor.empty() : tensor<4x96xf32>
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %201 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<4x256xf32>, tensor<256x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %202 = tensor.empty() : tensor<96xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg105 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%203 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<96xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %arg104 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %207 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%206, %205 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%207, %arg34 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%208, %arg35 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_82 = tensor.expand_shape %209 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %210 = tensor.empty() : tensor<96x192xf32>
    %transposed_83 = linalg.transpose ins(%arg36 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %211 = tensor.empty() : tensor<4x192xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %213 = linalg.matmul ins(%209, %transposed_83 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %214 = tensor.empty() : tensor<192xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg107 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%215 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<192xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %218 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%213, %arg106 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %219 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%218, %217 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %220 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%219, %arg37 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %221 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%220, %arg38 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_84 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [1, 4, 192] : tensor<4x192xf32> into tensor<1x4x192xf32>
    %222 = tensor.empty() : tensor<1x4x192xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %225 : tensor<1x4x192xf32>, tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %227 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %228 = tensor.empty() : tensor<192x96xf32>
    %transposed_85 = linalg.transpose ins(%arg39 : tensor<96x192xf32>) outs(%228 : tensor<192x96xf32>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<1x4x192xf32> into tensor<4x192xf32>
    %229 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<4x192xf32>, tensor<192x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg109 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%230 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<96xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%231 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %233 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %arg108 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %234 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %232 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %235 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%234, %arg40 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%235, %arg41 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_87 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %237 = tensor.empty() : tensor<1x4x96xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %expanded_87 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %transposed_88 = linalg.transpose ins(%arg43 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %collapsed_89 = tensor.collapse_shape %238 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %239 = linalg.matmul ins(%collapsed_89, %transposed_88 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg111 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%240 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<192xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%241 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %243 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%239, %arg110 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%243, %242 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %245 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%244, %arg44 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%245, %arg45 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_90 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [1, 4, 3, 64] : tensor<4x192xf32> into tensor<1x4x3x64xf32>
    %extracted_slice_91 = tensor.extract_slice %expanded_90[0, 0, 0, 0] [1, 4, 3, 16] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x16xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_90[0, 0, 0, 16] [1, 4, 3, 16] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x16xf32>
    %extracted_slice_93 = tensor.extract_slice %expanded_90[0, 0, 0, 32] [1, 4, 3, 32] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x32xf32>
    %247 = tensor.empty() : tensor<1x3x4x16xf32>
    %transposed_94 = linalg.transpose ins(%extracted_slice_91 : tensor<1x4x3x16xf32>) outs(%247 : tensor<1x3x4x16xf32>) permutation = [0, 2, 1, 3] 
    %248 = tensor.empty() : tensor<1x3x4x32xf32>
    %transposed_95 = linalg.transpose ins(%extracted_slice_93 : tensor<1x4x3x32xf32>) outs(%248 : tensor<1x3x4x32xf32>) permutation = [0, 2, 1, 3] 
    %249 = tensor.empty() : tensor<1x3x16x4xf32>
    %transposed_96 = linalg.transpose ins(%extracted_slice_92 : tensor<1x4x3x16xf32>) outs(%249 : tensor<1x3x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_97 = tensor.collapse_shape %transposed_94 [[0, 1], [2], [3]] : tensor<1x3x4x16xf32> into tensor<3x4x16xf32>
    %collapsed_98 = tensor.collapse_shape %transposed_96 [[0, 1], [2], [3]] : tensor<1x3x16x4xf32> into tensor<3x16x4xf32>
    %250 = tensor.empty() : tensor<3x4x4xf32>
    %251 = linalg.fill ins(%cst : f32) outs(%250 : tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %252 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<3x4x16xf32>, tensor<3x16x4xf32>) outs(%251 : tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %expanded_99 = tensor.expand_shape %252 [[0, 1], [2], [3]] output_shape [1, 3, 4, 4] : tensor<3x4x4xf32> into tensor<1x3x4x4xf32>
    %253 = tensor.empty() : tensor<1x3x4x4xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<1x3x4x4xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_5 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %255 = tensor.empty() : tensor<3xi64>
    %256 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%255 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<3xi64>
    %expanded_100 = tensor.expand_shape %256 [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xi64> into tensor<3x1x1xi64>
    %257 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %cst_8 : tensor<3x1x1xi64>, tensor<4x4xi64>) outs(%250 : tensor<3x4x4xf32>) {
    ^bb0(%in: i64, %in_175: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c3_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_175, %c0_i64 : i64
      %480 = arith.addi %in_175, %c4_i64 : i64
      %481 = arith.select %479, %480, %in_175 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg42[%478, %482] : tensor<3x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<1x3x4x4xf32>, tensor<3x4x4xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %259 = tensor.empty() : tensor<1x3x4xi64>
    %260 = linalg.fill ins(%c0_i64 : i64) outs(%259 : tensor<1x3x4xi64>) -> tensor<1x3x4xi64>
    %261 = tensor.empty() : tensor<1x3x4xf32>
    %262 = linalg.fill ins(%cst_1 : f32) outs(%261 : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    %263:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%258 : tensor<1x3x4x4xf32>) outs(%262, %260 : tensor<1x3x4xf32>, tensor<1x3x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_175 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x3x4xf32>, tensor<1x3x4xi64>)
    %expanded_101 = tensor.expand_shape %263#0 [[0], [1], [2, 3]] output_shape [1, 3, 4, 1] : tensor<1x3x4xf32> into tensor<1x3x4x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_101 : tensor<1x3x4x4xf32>, tensor<1x3x4x1xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<1x3x4x4xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.exp %in : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %266 = tensor.empty() : tensor<1x3x4x1xf32>
    %267 = linalg.fill ins(%cst : f32) outs(%266 : tensor<1x3x4x1xf32>) -> tensor<1x3x4x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<1x3x4x4xf32>) outs(%267 : tensor<1x3x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %out : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %268 : tensor<1x3x4x4xf32>, tensor<1x3x4x1xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.divf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %collapsed_102 = tensor.collapse_shape %269 [[0, 1], [2], [3]] : tensor<1x3x4x4xf32> into tensor<3x4x4xf32>
    %collapsed_103 = tensor.collapse_shape %transposed_95 [[0, 1], [2], [3]] : tensor<1x3x4x32xf32> into tensor<3x4x32xf32>
    %270 = tensor.empty() : tensor<3x4x32xf32>
    %271 = linalg.fill ins(%cst : f32) outs(%270 : tensor<3x4x32xf32>) -> tensor<3x4x32xf32>
    %272 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<3x4x4xf32>, tensor<3x4x32xf32>) outs(%271 : tensor<3x4x32xf32>) -> tensor<3x4x32xf32>
    %expanded_104 = tensor.expand_shape %272 [[0, 1], [2], [3]] output_shape [1, 3, 4, 32] : tensor<3x4x32xf32> into tensor<1x3x4x32xf32>
    %273 = tensor.empty() : tensor<1x4x3x32xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<1x3x4x32xf32>) outs(%273 : tensor<1x4x3x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_106 = tensor.collapse_shape %transposed_105 [[0], [1], [2, 3]] : tensor<1x4x3x32xf32> into tensor<1x4x96xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x96xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x96xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106, %276 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %279 = tensor.empty() : tensor<96x96xf32>
    %transposed_107 = linalg.transpose ins(%arg46 : tensor<96x96xf32>) outs(%279 : tensor<96x96xf32>) permutation = [1, 0] 
    %collapsed_108 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %280 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<4x96xf32>, tensor<96x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg113 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<96xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%282 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %284 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%280, %arg112 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %283 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %286 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%285, %arg47 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%286, %arg48 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_109 = tensor.expand_shape %287 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %expanded_109 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %transposed_110 = linalg.transpose ins(%arg49 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %288 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %289 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg115 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%290 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<192xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%291 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<192xf32>
    %293 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%289, %arg114 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %294 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%293, %292 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %295 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%294, %arg50 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %296 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%295, %arg51 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_112 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [1, 4, 192] : tensor<4x192xf32> into tensor<1x4x192xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %298 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %299 : tensor<1x4x192xf32>, tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %transposed_113 = linalg.transpose ins(%arg52 : tensor<96x192xf32>) outs(%228 : tensor<192x96xf32>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<1x4x192xf32> into tensor<4x192xf32>
    %302 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<4x192xf32>, tensor<192x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg117 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%303 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<96xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%304 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %306 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%302, %arg116 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %307 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%306, %305 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %308 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%307, %arg53 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %309 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %arg54 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_115 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %expanded_115 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %311 = tensor.empty() : tensor<96x480xf32>
    %transposed_116 = linalg.transpose ins(%arg56 : tensor<480x96xf32>) outs(%311 : tensor<96x480xf32>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %312 = tensor.empty() : tensor<4x480xf32>
    %313 = linalg.fill ins(%cst : f32) outs(%312 : tensor<4x480xf32>) -> tensor<4x480xf32>
    %314 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<4x96xf32>, tensor<96x480xf32>) outs(%313 : tensor<4x480xf32>) -> tensor<4x480xf32>
    %315 = tensor.empty() : tensor<480xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg119 : tensor<480xf32>) outs(%315 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<480xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%316 : tensor<480xf32>) outs(%315 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<480xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%317 : tensor<480xf32>) outs(%315 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<480xf32>
    %319 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%314, %arg118 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%319, %318 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %arg57 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %322 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%321, %arg58 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %expanded_118 = tensor.expand_shape %322 [[0, 1], [2, 3]] output_shape [1, 4, 6, 80] : tensor<4x480xf32> into tensor<1x4x6x80xf32>
    %extracted_slice_119 = tensor.extract_slice %expanded_118[0, 0, 0, 0] [1, 4, 6, 16] [1, 1, 1, 1] : tensor<1x4x6x80xf32> to tensor<1x4x6x16xf32>
    %extracted_slice_120 = tensor.extract_slice %expanded_118[0, 0, 0, 16] [1, 4, 6, 64] [1, 1, 1, 1] : tensor<1x4x6x80xf32> to tensor<1x4x6x64xf32>
    %323 = tensor.empty() : tensor<1x6x4x64xf32>
    %transposed_121 = linalg.transpose ins(%extracted_slice_120 : tensor<1x4x6x64xf32>) outs(%323 : tensor<1x6x4x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_122 = tensor.expand_shape %310 [[0], [1, 2], [3]] output_shape [1, 2, 2, 96] : tensor<1x4x96xf32> into tensor<1x2x2x96xf32>
    %extracted_slice_123 = tensor.extract_slice %expanded_122[0, 0, 0, 0] [1, 1, 2, 96] [1, 2, 1, 1] : tensor<1x2x2x96xf32> to tensor<1x1x2x96xf32>
    %extracted_slice_124 = tensor.extract_slice %extracted_slice_123[0, 0, 0, 0] [1, 1, 1, 96] [1, 1, 2, 1] : tensor<1x1x2x96xf32> to tensor<1x1x1x96xf32>
    %transposed_125 = linalg.transpose ins(%arg59 : tensor<96x96xf32>) outs(%279 : tensor<96x96xf32>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %extracted_slice_124 [[0], [1, 2, 3]] : tensor<1x1x1x96xf32> into tensor<1x96xf32>
    %324 = tensor.empty() : tensor<1x96xf32>
    %325 = linalg.fill ins(%cst : f32) outs(%324 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %326 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<1x96xf32>, tensor<96x96xf32>) outs(%325 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg121 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%327 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<96xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%328 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<96xf32>
    %330 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%326, %arg120 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %331 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%330, %329 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %332 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%331, %arg60 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %333 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %arg61 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %expanded_127 = tensor.expand_shape %333 [[0], [1, 2, 3]] output_shape [1, 1, 6, 16] : tensor<1x96xf32> into tensor<1x1x6x16xf32>
    %334 = tensor.empty() : tensor<1x6x1x16xf32>
    %transposed_128 = linalg.transpose ins(%expanded_127 : tensor<1x1x6x16xf32>) outs(%334 : tensor<1x6x1x16xf32>) permutation = [0, 2, 1, 3] 
    %335 = tensor.empty() : tensor<1x6x16x4xf32>
    %transposed_129 = linalg.transpose ins(%extracted_slice_119 : tensor<1x4x6x16xf32>) outs(%335 : tensor<1x6x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_130 = tensor.collapse_shape %transposed_128 [[0, 1], [2], [3]] : tensor<1x6x1x16xf32> into tensor<6x1x16xf32>
    %collapsed_131 = tensor.collapse_shape %transposed_129 [[0, 1], [2], [3]] : tensor<1x6x16x4xf32> into tensor<6x16x4xf32>
    %336 = tensor.empty() : tensor<6x1x4xf32>
    %337 = linalg.fill ins(%cst : f32) outs(%336 : tensor<6x1x4xf32>) -> tensor<6x1x4xf32>
    %338 = linalg.batch_matmul ins(%collapsed_130, %collapsed_131 : tensor<6x1x16xf32>, tensor<6x16x4xf32>) outs(%337 : tensor<6x1x4xf32>) -> tensor<6x1x4xf32>
    %expanded_132 = tensor.expand_shape %338 [[0, 1], [2], [3]] output_shape [1, 6, 1, 4] : tensor<6x1x4xf32> into tensor<1x6x1x4xf32>
    %339 = tensor.empty() : tensor<1x6x1x4xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_132 : tensor<1x6x1x4xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_5 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %341 = tensor.empty() : tensor<6xi64>
    %342 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%341 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<6xi64>
    %expanded_133 = tensor.expand_shape %342 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xi64> into tensor<6x1x1xi64>
    %343 = linalg.generic {indexing_maps = [#map7, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %cst_9 : tensor<6x1x1xi64>, tensor<1x4xi64>) outs(%336 : tensor<6x1x4xf32>) {
    ^bb0(%in: i64, %in_175: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c6_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_175, %c0_i64 : i64
      %480 = arith.addi %in_175, %c4_i64 : i64
      %481 = arith.select %479, %480, %in_175 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg55[%478, %482] : tensor<6x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<6x1x4xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %343 : tensor<1x6x1x4xf32>, tensor<6x1x4xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %345 = tensor.empty() : tensor<1x6x1xi64>
    %346 = linalg.fill ins(%c0_i64 : i64) outs(%345 : tensor<1x6x1xi64>) -> tensor<1x6x1xi64>
    %347 = tensor.empty() : tensor<1x6x1xf32>
    %348 = linalg.fill ins(%cst_1 : f32) outs(%347 : tensor<1x6x1xf32>) -> tensor<1x6x1xf32>
    %349:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%344 : tensor<1x6x1x4xf32>) outs(%348, %346 : tensor<1x6x1xf32>, tensor<1x6x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_175 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x6x1xf32>, tensor<1x6x1xi64>)
    %expanded_134 = tensor.expand_shape %349#0 [[0], [1], [2, 3]] output_shape [1, 6, 1, 1] : tensor<1x6x1xf32> into tensor<1x6x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_134 : tensor<1x6x1x4xf32>, tensor<1x6x1x1xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350 : tensor<1x6x1x4xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.exp %in : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %352 = tensor.empty() : tensor<1x6x1x1xf32>
    %353 = linalg.fill ins(%cst : f32) outs(%352 : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%351 : tensor<1x6x1x4xf32>) outs(%353 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %out : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %354 : tensor<1x6x1x4xf32>, tensor<1x6x1x1xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.divf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %collapsed_135 = tensor.collapse_shape %355 [[0, 1], [2], [3]] : tensor<1x6x1x4xf32> into tensor<6x1x4xf32>
    %collapsed_136 = tensor.collapse_shape %transposed_121 [[0, 1], [2], [3]] : tensor<1x6x4x64xf32> into tensor<6x4x64xf32>
    %356 = tensor.empty() : tensor<6x1x64xf32>
    %357 = linalg.fill ins(%cst : f32) outs(%356 : tensor<6x1x64xf32>) -> tensor<6x1x64xf32>
    %358 = linalg.batch_matmul ins(%collapsed_135, %collapsed_136 : tensor<6x1x4xf32>, tensor<6x4x64xf32>) outs(%357 : tensor<6x1x64xf32>) -> tensor<6x1x64xf32>
    %expanded_137 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [1, 6, 1, 64] : tensor<6x1x64xf32> into tensor<1x6x1x64xf32>
    %359 = tensor.empty() : tensor<1x1x6x64xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<1x6x1x64xf32>) outs(%359 : tensor<1x1x6x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1], [2, 3]] : tensor<1x1x6x64xf32> into tensor<1x1x384xf32>
    %360 = tensor.empty() : tensor<1x1x384xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_139 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x384xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x384xf32>
    %363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x384xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_139, %363 : tensor<1x1x384xf32>, tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x384xf32>
    %365 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x384xf32>
    %366 = tensor.empty() : tensor<384x128xf32>
    %transposed_140 = linalg.transpose ins(%arg62 : tensor<128x384xf32>) outs(%366 : tensor<384x128xf32>) permutation = [1, 0] 
    %collapsed_141 = tensor.collapse_shape %365 [[0], [1, 2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %367 = tensor.empty() : tensor<1x128xf32>
    %368 = linalg.fill ins(%cst : f32) outs(%367 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %369 = linalg.matmul ins(%collapsed_141, %transposed_140 : tensor<1x384xf32>, tensor<384x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg123 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%370 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%371 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %373 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%369, %arg122 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%373, %372 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%374, %arg63 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %376 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%375, %arg64 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_142 = tensor.expand_shape %376 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %377 = tensor.empty() : tensor<128x256xf32>
    %transposed_143 = linalg.transpose ins(%arg65 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %378 = tensor.empty() : tensor<1x256xf32>
    %379 = linalg.fill ins(%cst : f32) outs(%378 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %380 = linalg.matmul ins(%376, %transposed_143 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %381 = tensor.empty() : tensor<256xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg125 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%382 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<256xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%383 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %385 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%380, %arg124 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %386 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%385, %384 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %387 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%386, %arg66 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %388 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%387, %arg67 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_144 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %389 = tensor.empty() : tensor<1x1x256xf32>
    %390 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %392 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %395 = tensor.empty() : tensor<256x128xf32>
    %transposed_145 = linalg.transpose ins(%arg68 : tensor<128x256xf32>) outs(%395 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_146 = tensor.collapse_shape %394 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %396 = linalg.matmul ins(%collapsed_146, %transposed_145 : tensor<1x256xf32>, tensor<256x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg127 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%397 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%398 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %400 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%396, %arg126 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %401 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %399 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%401, %arg69 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %403 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%402, %arg70 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_147 = tensor.expand_shape %403 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %404 = tensor.empty() : tensor<1x1x128xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %expanded_147 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %transposed_148 = linalg.transpose ins(%arg72 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_149 = tensor.collapse_shape %405 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %406 = linalg.matmul ins(%collapsed_149, %transposed_148 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg129 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%407 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<256xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%408 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %410 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%406, %arg128 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %411 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%410, %409 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %412 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%411, %arg73 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %413 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%412, %arg74 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_150 = tensor.expand_shape %413 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %extracted_slice_151 = tensor.extract_slice %expanded_150[0, 0, 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x16xf32>
    %extracted_slice_152 = tensor.extract_slice %expanded_150[0, 0, 0, 16] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x16xf32>
    %extracted_slice_153 = tensor.extract_slice %expanded_150[0, 0, 0, 32] [1, 1, 4, 32] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x32xf32>
    %414 = tensor.empty() : tensor<1x4x1x16xf32>
    %transposed_154 = linalg.transpose ins(%extracted_slice_151 : tensor<1x1x4x16xf32>) outs(%414 : tensor<1x4x1x16xf32>) permutation = [0, 2, 1, 3] 
    %415 = tensor.empty() : tensor<1x4x1x32xf32>
    %transposed_155 = linalg.transpose ins(%extracted_slice_153 : tensor<1x1x4x32xf32>) outs(%415 : tensor<1x4x1x32xf32>) permutation = [0, 2, 1, 3] 
    %416 = tensor.empty() : tensor<1x4x16x1xf32>
    %transposed_156 = linalg.transpose ins(%extracted_slice_152 : tensor<1x1x4x16xf32>) outs(%416 : tensor<1x4x16x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_157 = tensor.collapse_shape %transposed_154 [[0, 1], [2], [3]] : tensor<1x4x1x16xf32> into tensor<4x1x16xf32>
    %collapsed_158 = tensor.collapse_shape %transposed_156 [[0, 1], [2], [3]] : tensor<1x4x16x1xf32> into tensor<4x16x1xf32>
    %417 = tensor.empty() : tensor<4x1x1xf32>
    %418 = linalg.fill ins(%cst : f32) outs(%417 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %419 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<4x1x16xf32>, tensor<4x16x1xf32>) outs(%418 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %expanded_159 = tensor.expand_shape %419 [[0, 1], [2], [3]] output_shape [1, 4, 1, 1] : tensor<4x1x1xf32> into tensor<1x4x1x1xf32>
    %420 = tensor.empty() : tensor<1x4x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_5 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map7, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %cst_10 : tensor<4x1x1xi64>, tensor<1x1xi64>) outs(%417 : tensor<4x1x1xf32>) {
    ^bb0(%in: i64, %in_175: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c4_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_175, %c0_i64 : i64
      %480 = arith.addi %in_175, %c1_i64 : i64
      %481 = arith.select %479, %480, %in_175 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg71[%478, %482] : tensor<4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %422 : tensor<1x4x1x1xf32>, tensor<4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %424 = tensor.empty() : tensor<1x4x1xi64>
    %425 = linalg.fill ins(%c0_i64 : i64) outs(%424 : tensor<1x4x1xi64>) -> tensor<1x4x1xi64>
    %426 = tensor.empty() : tensor<1x4x1xf32>
    %427 = linalg.fill ins(%cst_1 : f32) outs(%426 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %428:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%423 : tensor<1x4x1x1xf32>) outs(%427, %425 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_175: i64):
      %475 = arith.maximumf %in, %out : f32
      %476 = arith.cmpf ogt, %in, %out : f32
      %477 = arith.select %476, %c0_i64, %out_175 : i64
      linalg.yield %475, %477 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_160 = tensor.expand_shape %428#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_160 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429 : tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.exp %in : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %431 = linalg.fill ins(%cst : f32) outs(%420 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%430 : tensor<1x4x1x1xf32>) outs(%431 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %out : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %432 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.divf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %collapsed_161 = tensor.collapse_shape %433 [[0, 1], [2], [3]] : tensor<1x4x1x1xf32> into tensor<4x1x1xf32>
    %collapsed_162 = tensor.collapse_shape %transposed_155 [[0, 1], [2], [3]] : tensor<1x4x1x32xf32> into tensor<4x1x32xf32>
    %434 = tensor.empty() : tensor<4x1x32xf32>
    %435 = linalg.fill ins(%cst : f32) outs(%434 : tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %436 = linalg.batch_matmul ins(%collapsed_161, %collapsed_162 : tensor<4x1x1xf32>, tensor<4x1x32xf32>) outs(%435 : tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %expanded_163 = tensor.expand_shape %436 [[0, 1], [2], [3]] output_shape [1, 4, 1, 32] : tensor<4x1x32xf32> into tensor<1x4x1x32xf32>
    %437 = tensor.empty() : tensor<1x1x4x32xf32>
    %transposed_164 = linalg.transpose ins(%expanded_163 : tensor<1x4x1x32xf32>) outs(%437 : tensor<1x1x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_165 = tensor.collapse_shape %transposed_164 [[0], [1], [2, 3]] : tensor<1x1x4x32xf32> into tensor<1x1x128xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_165 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %439 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x128xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x128xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_165, %440 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %443 = tensor.empty() : tensor<128x128xf32>
    %transposed_166 = linalg.transpose ins(%arg75 : tensor<128x128xf32>) outs(%443 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_167 = tensor.collapse_shape %442 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %444 = linalg.matmul ins(%collapsed_167, %transposed_166 : tensor<1x128xf32>, tensor<128x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg131 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%445 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%446 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %448 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%444, %arg130 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %447 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %450 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %arg76 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%450, %arg77 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_168 = tensor.expand_shape %451 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %expanded_168 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %transposed_169 = linalg.transpose ins(%arg78 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_170 = tensor.collapse_shape %452 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %453 = linalg.matmul ins(%collapsed_170, %transposed_169 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg133 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%454 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<256xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%455 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<256xf32>
    %457 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %arg132 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %458 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%457, %456 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%458, %arg79 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %460 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%459, %arg80 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_171 = tensor.expand_shape %460 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %461 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_3 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %462 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ult, %in, %cst : f32
      %476 = arith.select %475, %cst, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %463 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf ugt, %in, %cst_4 : f32
      %476 = arith.select %475, %cst_4, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %464 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %463 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %465 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_4 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %transposed_172 = linalg.transpose ins(%arg81 : tensor<128x256xf32>) outs(%395 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_173 = tensor.collapse_shape %465 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %466 = linalg.matmul ins(%collapsed_173, %transposed_172 : tensor<1x256xf32>, tensor<256x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg135 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_2 : f64 to f32
      %476 = arith.addf %in, %475 : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%467 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = math.sqrt %in : f32
      linalg.yield %475 : f32
    } -> tensor<128xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%468 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.cmpf one, %in, %cst : f32
      cf.assert %475, "unimplemented: tensor with zero element"
      %476 = arith.divf %cst_0, %in : f32
      linalg.yield %476 : f32
    } -> tensor<128xf32>
    %470 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%466, %arg134 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.subf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%470, %469 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%471, %arg82 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.mulf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%472, %arg83 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_174 = tensor.expand_shape %473 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %expanded_174 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_175: f32, %out: f32):
      %475 = arith.addf %in, %in_175 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    return %474 : tensor<1x1x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000900000000000000080000000000000009000000000000000A000000000000000D000000000000000C000000000000000D000000000000000E00000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000E000000000000000D000000000000000C000000000000000D00000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000B000000000000000A00000000000000090000000000000008000000000000000F000000000000000E000000000000000D000000000000000C00000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000500000000000000040000000000000005000000000000000600000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000900000000000000080000000000000009000000000000000A000000000000000600000000000000050000000000000004000000000000000500000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000700000000000000060000000000000005000000000000000400000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000B000000000000000A0000000000000009000000000000000800000000000000080000000000000009000000000000000A000000000000000B000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000900000000000000080000000000000009000000000000000A000000000000000500000000000000040000000000000005000000000000000600000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000A000000000000000900000000000000080000000000000009000000000000000600000000000000050000000000000004000000000000000500000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000B000000000000000A00000000000000090000000000000008000000000000000700000000000000060000000000000005000000000000000400000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000C000000000000000D000000000000000E000000000000000F00000000000000080000000000000009000000000000000A000000000000000B00000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000D000000000000000C000000000000000D000000000000000E000000000000000900000000000000080000000000000009000000000000000A00000000000000050000000000000004000000000000000500000000000000060000000000000001000000000000000000000000000000010000000000000002000000000000000E000000000000000D000000000000000C000000000000000D000000000000000A00000000000000090000000000000008000000000000000900000000000000060000000000000005000000000000000400000000000000050000000000000002000000000000000100000000000000000000000000000001000000000000000F000000000000000E000000000000000D000000000000000C000000000000000B000000000000000A000000000000000900000000000000080000000000000007000000000000000600000000000000050000000000000004000000000000000300000000000000020000000000000001000000000000000000000000000000",
      torch_tensor_4_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000E000000000000000D000000000000000C000000000000000D00000000000000080000000000000009000000000000000A000000000000000B000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000A00000000000000090000000000000008000000000000000900000000000000060000000000000005000000000000000400000000000000050000000000000002000000000000000100000000000000000000000000000001000000000000000600000000000000050000000000000004000000000000000500000000000000",
      torch_tensor_4_4_torch.int64: "0x080000000000000000000000010000000000000002000000000000000300000000000000010000000000000000000000000000000300000000000000020000000000000002000000000000000300000000000000000000000000000001000000000000000300000000000000020000000000000001000000000000000000000000000000",
      torch_tensor_1_4_torch.int64: "0x080000000000000000000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

