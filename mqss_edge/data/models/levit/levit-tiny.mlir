// models-v1/levit-tiny: LeViT: conv stem, attention with learned biases, subsampling
// transformers LevitConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 83 function arguments
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
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16x8x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x32x3x3xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<2x16xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<320x64xf32>, %arg28: tensor<320xf32>, %arg29: tensor<320xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<96x256xf32>, %arg34: tensor<96xf32>, %arg35: tensor<96xf32>, %arg36: tensor<192x96xf32>, %arg37: tensor<192xf32>, %arg38: tensor<192xf32>, %arg39: tensor<96x192xf32>, %arg40: tensor<96xf32>, %arg41: tensor<96xf32>, %arg42: tensor<3x4xf32>, %arg43: tensor<192x96xf32>, %arg44: tensor<192xf32>, %arg45: tensor<192xf32>, %arg46: tensor<96x96xf32>, %arg47: tensor<96xf32>, %arg48: tensor<96xf32>, %arg49: tensor<192x96xf32>, %arg50: tensor<192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<96x192xf32>, %arg53: tensor<96xf32>, %arg54: tensor<96xf32>, %arg55: tensor<6x4xf32>, %arg56: tensor<480x96xf32>, %arg57: tensor<480xf32>, %arg58: tensor<480xf32>, %arg59: tensor<96x96xf32>, %arg60: tensor<96xf32>, %arg61: tensor<96xf32>, %arg62: tensor<128x384xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<256x128xf32>, %arg66: tensor<256xf32>, %arg67: tensor<256xf32>, %arg68: tensor<128x256xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<4x1xf32>, %arg72: tensor<256x128xf32>, %arg73: tensor<256xf32>, %arg74: tensor<256xf32>, %arg75: tensor<128x128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<256x128xf32>, %arg79: tensor<256xf32>, %arg80: tensor<256xf32>, %arg81: tensor<128x256xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>) -> tensor<1x1x128xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c3_i64 = arith.constant 3 : i64
    %c6_i64 = arith.constant 6 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_480_torch.float32_1> : tensor<480xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_480_torch.float32> : tensor<480xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_192_torch.float32_5> : tensor<192xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_192_torch.float32_4> : tensor<192xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_320_torch.float32_1> : tensor<320xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_320_torch.float32> : tensor<320xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_52 = arith.constant 1.000000e-05 : f64
    %cst_53 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_55 = arith.constant 3.000000e+00 : f32
    %cst_56 = arith.constant 6.000000e+00 : f32
    %cst_57 = arith.constant 2.500000e-01 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_58 = arith.constant dense_resource<torch_tensor_16_16_torch.int64> : tensor<16x16xi64>
    %cst_59 = arith.constant dense_resource<torch_tensor_4_16_torch.int64> : tensor<4x16xi64>
    %cst_60 = arith.constant dense_resource<torch_tensor_4_4_torch.int64> : tensor<4x4xi64>
    %cst_61 = arith.constant dense_resource<torch_tensor_1_4_torch.int64> : tensor<1x4xi64>
    %cst_62 = arith.constant dense<0> : tensor<1x1xi64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg84: index, %arg85: index, %arg86: index, %arg87: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_53 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %expanded = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_63 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_63 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_64 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_64 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_65 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_65 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_66 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg84: index, %arg85: index, %arg86: index, %arg87: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %16 = tensor.empty() : tensor<1x16x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_66, %arg4 : tensor<1x8x34x34xf32>, tensor<16x8x3x3xf32>) outs(%17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %19 = tensor.empty() : tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_50 : tensor<16xf32>) outs(%19 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %expanded_67 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_68 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_67 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_68 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_69 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_69 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_70 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_70 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_71 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg84: index, %arg85: index, %arg86: index, %arg87: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %32 = tensor.empty() : tensor<1x32x8x8xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_71, %arg7 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%33 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %35 = tensor.empty() : tensor<32xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_48 : tensor<32xf32>) outs(%35 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %expanded_72 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_73 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_72 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_73 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_74 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_74 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_75 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_75 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x32x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x32x8x8xf32>) outs(%32 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_76 = tensor.pad %47 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg84: index, %arg85: index, %arg86: index, %arg87: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %48 = tensor.empty() : tensor<1x64x4x4xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_76, %arg10 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%49 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %51 = tensor.empty() : tensor<64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_46 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %expanded_77 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_78 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_77 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_78 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_79 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_79 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_80 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_80 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%48 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %58 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %59 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%59 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %60 = tensor.empty() : tensor<64x128xf32>
    %transposed_81 = linalg.transpose ins(%arg14 : tensor<128x64xf32>) outs(%60 : tensor<64x128xf32>) permutation = [1, 0] 
    %61 = tensor.empty() : tensor<1x64x128xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_81 : tensor<64x128xf32>) outs(%61 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x128xf32>
    %63 = tensor.empty() : tensor<1x16x128xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %65 = linalg.batch_matmul ins(%transposed, %62 : tensor<1x16x64xf32>, tensor<1x64x128xf32>) outs(%64 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %collapsed_82 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %66 = tensor.empty() : tensor<128xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %71 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_82, %cst_45 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%71, %69 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%72, %arg15 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%73, %arg16 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %expanded_83 = tensor.expand_shape %74 [[0, 1], [2, 3]] output_shape [1, 16, 2, 64] : tensor<16x128xf32> into tensor<1x16x2x64xf32>
    %extracted_slice = tensor.extract_slice %expanded_83[0, 0, 0, 0] [1, 16, 2, 16] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x16xf32>
    %extracted_slice_84 = tensor.extract_slice %expanded_83[0, 0, 0, 16] [1, 16, 2, 16] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x16xf32>
    %extracted_slice_85 = tensor.extract_slice %expanded_83[0, 0, 0, 32] [1, 16, 2, 32] [1, 1, 1, 1] : tensor<1x16x2x64xf32> to tensor<1x16x2x32xf32>
    %75 = tensor.empty() : tensor<1x2x16x16xf32>
    %transposed_86 = linalg.transpose ins(%extracted_slice : tensor<1x16x2x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %76 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_87 = linalg.transpose ins(%extracted_slice_85 : tensor<1x16x2x32xf32>) outs(%76 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_88 = linalg.transpose ins(%extracted_slice_84 : tensor<1x16x2x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_89 = tensor.collapse_shape %transposed_86 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_90 = tensor.collapse_shape %transposed_88 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %77 = tensor.empty() : tensor<2x16x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %79 = linalg.batch_matmul ins(%collapsed_89, %collapsed_90 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%78 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_91 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_91 : tensor<1x2x16x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_57 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %81 = tensor.empty() : tensor<2xi64>
    %82 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%81 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<2xi64>
    %expanded_92 = tensor.expand_shape %82 [[0, 1, 2]] output_shape [2, 1, 1] : tensor<2xi64> into tensor<2x1x1xi64>
    %83 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %cst_58 : tensor<2x1x1xi64>, tensor<16x16xi64>) outs(%77 : tensor<2x16x16xf32>) {
    ^bb0(%in: i64, %in_227: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c2_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_227, %c0_i64 : i64
      %480 = arith.addi %in_227, %c16_i64 : i64
      %481 = arith.select %479, %480, %in_227 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg13[%478, %482] : tensor<2x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %83 : tensor<1x2x16x16xf32>, tensor<2x16x16xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %85 = tensor.empty() : tensor<1x2x16xi64>
    %86 = linalg.fill ins(%c0_i64 : i64) outs(%85 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %87 = tensor.empty() : tensor<1x2x16xf32>
    %88 = linalg.fill ins(%cst_1 : f32) outs(%87 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %89:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84 : tensor<1x2x16x16xf32>) outs(%88, %86 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_227: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_227 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_93 = tensor.expand_shape %89#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_93 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%75 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
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
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.divf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_94 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_95 = tensor.collapse_shape %transposed_87 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %96 = tensor.empty() : tensor<2x16x32xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %98 = linalg.batch_matmul ins(%collapsed_94, %collapsed_95 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%97 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_96 = tensor.expand_shape %98 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %99 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<1x2x16x32xf32>) outs(%99 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_98 = tensor.collapse_shape %transposed_97 [[0], [1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<1x16x64xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_98 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_98, %102 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %105 = tensor.empty() : tensor<64x64xf32>
    %transposed_99 = linalg.transpose ins(%arg17 : tensor<64x64xf32>) outs(%105 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %106 = tensor.empty() : tensor<16x64xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%107 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_42 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %112 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%108, %cst_43 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%112, %111 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%113, %arg18 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%114, %arg19 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %expanded_101 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %expanded_101 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %transposed_102 = linalg.transpose ins(%arg20 : tensor<128x64xf32>) outs(%60 : tensor<64x128xf32>) permutation = [1, 0] 
    %117 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_102 : tensor<64x128xf32>) outs(%61 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x128xf32>
    %118 = linalg.batch_matmul ins(%116, %117 : tensor<1x16x64xf32>, tensor<1x64x128xf32>) outs(%64 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %collapsed_103 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %122 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_103, %cst_41 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%122, %121 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%123, %arg21 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%124, %arg22 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x128xf32>
    %expanded_104 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x16x128xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %128 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x128xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x16x128xf32>) outs(%63 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x128xf32>
    %131 = tensor.empty() : tensor<128x64xf32>
    %transposed_105 = linalg.transpose ins(%arg23 : tensor<64x128xf32>) outs(%131 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_106 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %132 = linalg.matmul ins(%collapsed_106, %transposed_105 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%107 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_38 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %136 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%132, %cst_39 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%136, %135 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%137, %arg24 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%138, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%106 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x64xf32>
    %expanded_107 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_107 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%59 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x16x64xf32>
    %141 = tensor.empty() : tensor<64x320xf32>
    %transposed_108 = linalg.transpose ins(%arg27 : tensor<320x64xf32>) outs(%141 : tensor<64x320xf32>) permutation = [1, 0] 
    %142 = tensor.empty() : tensor<1x64x320xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_108 : tensor<64x320xf32>) outs(%142 : tensor<1x64x320xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x320xf32>
    %144 = tensor.empty() : tensor<1x16x320xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<1x16x320xf32>) -> tensor<1x16x320xf32>
    %146 = linalg.batch_matmul ins(%140, %143 : tensor<1x16x64xf32>, tensor<1x64x320xf32>) outs(%145 : tensor<1x16x320xf32>) -> tensor<1x16x320xf32>
    %collapsed_109 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x16x320xf32> into tensor<16x320xf32>
    %147 = tensor.empty() : tensor<320xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_36 : tensor<320xf32>) outs(%147 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %152 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_109, %cst_37 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %153 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%152, %150 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%153, %arg28 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%154, %arg29 : tensor<16x320xf32>, tensor<320xf32>) outs(%151 : tensor<16x320xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<16x320xf32>
    %expanded_110 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [1, 16, 4, 80] : tensor<16x320xf32> into tensor<1x16x4x80xf32>
    %extracted_slice_111 = tensor.extract_slice %expanded_110[0, 0, 0, 0] [1, 16, 4, 16] [1, 1, 1, 1] : tensor<1x16x4x80xf32> to tensor<1x16x4x16xf32>
    %extracted_slice_112 = tensor.extract_slice %expanded_110[0, 0, 0, 16] [1, 16, 4, 64] [1, 1, 1, 1] : tensor<1x16x4x80xf32> to tensor<1x16x4x64xf32>
    %156 = tensor.empty() : tensor<1x4x16x64xf32>
    %transposed_113 = linalg.transpose ins(%extracted_slice_112 : tensor<1x16x4x64xf32>) outs(%156 : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_114 = tensor.expand_shape %140 [[0], [1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<1x16x64xf32> into tensor<1x4x4x64xf32>
    %extracted_slice_115 = tensor.extract_slice %expanded_114[0, 0, 0, 0] [1, 2, 4, 64] [1, 2, 1, 1] : tensor<1x4x4x64xf32> to tensor<1x2x4x64xf32>
    %extracted_slice_116 = tensor.extract_slice %extracted_slice_115[0, 0, 0, 0] [1, 2, 2, 64] [1, 1, 2, 1] : tensor<1x2x4x64xf32> to tensor<1x2x2x64xf32>
    %transposed_117 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%105 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_118 = tensor.collapse_shape %extracted_slice_116 [[0, 1, 2], [3]] : tensor<1x2x2x64xf32> into tensor<4x64xf32>
    %157 = tensor.empty() : tensor<4x64xf32>
    %158 = linalg.fill ins(%cst : f32) outs(%157 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %159 = linalg.matmul ins(%collapsed_118, %transposed_117 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%158 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_34 : tensor<64xf32>) outs(%51 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %163 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%159, %cst_35 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%163, %162 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%164, %arg31 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%165, %arg32 : tensor<4x64xf32>, tensor<64xf32>) outs(%157 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x64xf32>
    %expanded_119 = tensor.expand_shape %166 [[0, 1], [2, 3]] output_shape [1, 4, 4, 16] : tensor<4x64xf32> into tensor<1x4x4x16xf32>
    %167 = tensor.empty() : tensor<1x4x4x16xf32>
    %transposed_120 = linalg.transpose ins(%expanded_119 : tensor<1x4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %168 = tensor.empty() : tensor<1x4x16x16xf32>
    %transposed_121 = linalg.transpose ins(%extracted_slice_111 : tensor<1x16x4x16xf32>) outs(%168 : tensor<1x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_122 = tensor.collapse_shape %transposed_120 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_123 = tensor.collapse_shape %transposed_121 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %169 = tensor.empty() : tensor<4x4x16xf32>
    %170 = linalg.fill ins(%cst : f32) outs(%169 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %171 = linalg.batch_matmul ins(%collapsed_122, %collapsed_123 : tensor<4x4x16xf32>, tensor<4x16x16xf32>) outs(%170 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %expanded_124 = tensor.expand_shape %171 [[0, 1], [2], [3]] output_shape [1, 4, 4, 16] : tensor<4x4x16xf32> into tensor<1x4x4x16xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<1x4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_57 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %173 = tensor.empty() : tensor<4xi64>
    %174 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%173 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<4xi64>
    %expanded_125 = tensor.expand_shape %174 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xi64> into tensor<4x1x1xi64>
    %175 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %cst_59 : tensor<4x1x1xi64>, tensor<4x16xi64>) outs(%169 : tensor<4x4x16xf32>) {
    ^bb0(%in: i64, %in_227: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c4_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_227, %c0_i64 : i64
      %480 = arith.addi %in_227, %c16_i64 : i64
      %481 = arith.select %479, %480, %in_227 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg26[%478, %482] : tensor<4x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x4x16xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x4x4x16xf32>, tensor<4x4x16xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %177 = tensor.empty() : tensor<1x4x4xi64>
    %178 = linalg.fill ins(%c0_i64 : i64) outs(%177 : tensor<1x4x4xi64>) -> tensor<1x4x4xi64>
    %179 = tensor.empty() : tensor<1x4x4xf32>
    %180 = linalg.fill ins(%cst_1 : f32) outs(%179 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %181:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x4x4x16xf32>) outs(%180, %178 : tensor<1x4x4xf32>, tensor<1x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_227: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_227 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x4x4xf32>, tensor<1x4x4xi64>)
    %expanded_126 = tensor.expand_shape %181#0 [[0], [1], [2, 3]] output_shape [1, 4, 4, 1] : tensor<1x4x4xf32> into tensor<1x4x4x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_126 : tensor<1x4x4x16xf32>, tensor<1x4x4x1xf32>) outs(%167 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
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
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.divf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x4x16xf32>
    %collapsed_127 = tensor.collapse_shape %187 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_128 = tensor.collapse_shape %transposed_113 [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
    %188 = tensor.empty() : tensor<4x4x64xf32>
    %189 = linalg.fill ins(%cst : f32) outs(%188 : tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
    %190 = linalg.batch_matmul ins(%collapsed_127, %collapsed_128 : tensor<4x4x16xf32>, tensor<4x16x64xf32>) outs(%189 : tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
    %expanded_129 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [1, 4, 4, 64] : tensor<4x4x64xf32> into tensor<1x4x4x64xf32>
    %191 = tensor.empty() : tensor<1x4x4x64xf32>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<1x4x4x64xf32>) outs(%191 : tensor<1x4x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_131 = tensor.collapse_shape %transposed_130 [[0], [1], [2, 3]] : tensor<1x4x4x64xf32> into tensor<1x4x256xf32>
    %192 = tensor.empty() : tensor<1x4x256xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_131 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x256xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_131, %195 : tensor<1x4x256xf32>, tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x256xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x4x256xf32>) outs(%192 : tensor<1x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x256xf32>
    %198 = tensor.empty() : tensor<256x96xf32>
    %transposed_132 = linalg.transpose ins(%arg33 : tensor<96x256xf32>) outs(%198 : tensor<256x96xf32>) permutation = [1, 0] 
    %collapsed_133 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<1x4x256xf32> into tensor<4x256xf32>
    %199 = tensor.empty() : tensor<4x96xf32>
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %201 = linalg.matmul ins(%collapsed_133, %transposed_132 : tensor<4x256xf32>, tensor<256x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %202 = tensor.empty() : tensor<96xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_32 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %cst_33 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %207 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%206, %205 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %208 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%207, %arg34 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %209 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%208, %arg35 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_134 = tensor.expand_shape %209 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %210 = tensor.empty() : tensor<96x192xf32>
    %transposed_135 = linalg.transpose ins(%arg36 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %211 = tensor.empty() : tensor<4x192xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %213 = linalg.matmul ins(%209, %transposed_135 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %214 = tensor.empty() : tensor<192xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %218 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%213, %cst_31 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %219 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%218, %217 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %220 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%219, %arg37 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %221 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%220, %arg38 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_136 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [1, 4, 192] : tensor<4x192xf32> into tensor<1x4x192xf32>
    %222 = tensor.empty() : tensor<1x4x192xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %225 : tensor<1x4x192xf32>, tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %227 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %228 = tensor.empty() : tensor<192x96xf32>
    %transposed_137 = linalg.transpose ins(%arg39 : tensor<96x192xf32>) outs(%228 : tensor<192x96xf32>) permutation = [1, 0] 
    %collapsed_138 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<1x4x192xf32> into tensor<4x192xf32>
    %229 = linalg.matmul ins(%collapsed_138, %transposed_137 : tensor<4x192xf32>, tensor<192x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_28 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %233 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%229, %cst_29 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %234 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%233, %232 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %235 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%234, %arg40 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%235, %arg41 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_139 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %237 = tensor.empty() : tensor<1x4x96xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %expanded_139 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %transposed_140 = linalg.transpose ins(%arg43 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %collapsed_141 = tensor.collapse_shape %238 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %239 = linalg.matmul ins(%collapsed_141, %transposed_140 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_26 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %243 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%239, %cst_27 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%243, %242 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %245 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%244, %arg44 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%245, %arg45 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_142 = tensor.expand_shape %246 [[0, 1], [2, 3]] output_shape [1, 4, 3, 64] : tensor<4x192xf32> into tensor<1x4x3x64xf32>
    %extracted_slice_143 = tensor.extract_slice %expanded_142[0, 0, 0, 0] [1, 4, 3, 16] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x16xf32>
    %extracted_slice_144 = tensor.extract_slice %expanded_142[0, 0, 0, 16] [1, 4, 3, 16] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x16xf32>
    %extracted_slice_145 = tensor.extract_slice %expanded_142[0, 0, 0, 32] [1, 4, 3, 32] [1, 1, 1, 1] : tensor<1x4x3x64xf32> to tensor<1x4x3x32xf32>
    %247 = tensor.empty() : tensor<1x3x4x16xf32>
    %transposed_146 = linalg.transpose ins(%extracted_slice_143 : tensor<1x4x3x16xf32>) outs(%247 : tensor<1x3x4x16xf32>) permutation = [0, 2, 1, 3] 
    %248 = tensor.empty() : tensor<1x3x4x32xf32>
    %transposed_147 = linalg.transpose ins(%extracted_slice_145 : tensor<1x4x3x32xf32>) outs(%248 : tensor<1x3x4x32xf32>) permutation = [0, 2, 1, 3] 
    %249 = tensor.empty() : tensor<1x3x16x4xf32>
    %transposed_148 = linalg.transpose ins(%extracted_slice_144 : tensor<1x4x3x16xf32>) outs(%249 : tensor<1x3x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_149 = tensor.collapse_shape %transposed_146 [[0, 1], [2], [3]] : tensor<1x3x4x16xf32> into tensor<3x4x16xf32>
    %collapsed_150 = tensor.collapse_shape %transposed_148 [[0, 1], [2], [3]] : tensor<1x3x16x4xf32> into tensor<3x16x4xf32>
    %250 = tensor.empty() : tensor<3x4x4xf32>
    %251 = linalg.fill ins(%cst : f32) outs(%250 : tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %252 = linalg.batch_matmul ins(%collapsed_149, %collapsed_150 : tensor<3x4x16xf32>, tensor<3x16x4xf32>) outs(%251 : tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %expanded_151 = tensor.expand_shape %252 [[0, 1], [2], [3]] output_shape [1, 3, 4, 4] : tensor<3x4x4xf32> into tensor<1x3x4x4xf32>
    %253 = tensor.empty() : tensor<1x3x4x4xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<1x3x4x4xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_57 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %255 = tensor.empty() : tensor<3xi64>
    %256 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%255 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<3xi64>
    %expanded_152 = tensor.expand_shape %256 [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xi64> into tensor<3x1x1xi64>
    %257 = linalg.generic {indexing_maps = [#map7, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %cst_60 : tensor<3x1x1xi64>, tensor<4x4xi64>) outs(%250 : tensor<3x4x4xf32>) {
    ^bb0(%in: i64, %in_227: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c3_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_227, %c0_i64 : i64
      %480 = arith.addi %in_227, %c4_i64 : i64
      %481 = arith.select %479, %480, %in_227 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg42[%478, %482] : tensor<3x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<1x3x4x4xf32>, tensor<3x4x4xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %259 = tensor.empty() : tensor<1x3x4xi64>
    %260 = linalg.fill ins(%c0_i64 : i64) outs(%259 : tensor<1x3x4xi64>) -> tensor<1x3x4xi64>
    %261 = tensor.empty() : tensor<1x3x4xf32>
    %262 = linalg.fill ins(%cst_1 : f32) outs(%261 : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    %263:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%258 : tensor<1x3x4x4xf32>) outs(%262, %260 : tensor<1x3x4xf32>, tensor<1x3x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_227: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_227 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x3x4xf32>, tensor<1x3x4xi64>)
    %expanded_153 = tensor.expand_shape %263#0 [[0], [1], [2, 3]] output_shape [1, 3, 4, 1] : tensor<1x3x4xf32> into tensor<1x3x4x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_153 : tensor<1x3x4x4xf32>, tensor<1x3x4x1xf32>) outs(%253 : tensor<1x3x4x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
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
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.divf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x3x4x4xf32>
    %collapsed_154 = tensor.collapse_shape %269 [[0, 1], [2], [3]] : tensor<1x3x4x4xf32> into tensor<3x4x4xf32>
    %collapsed_155 = tensor.collapse_shape %transposed_147 [[0, 1], [2], [3]] : tensor<1x3x4x32xf32> into tensor<3x4x32xf32>
    %270 = tensor.empty() : tensor<3x4x32xf32>
    %271 = linalg.fill ins(%cst : f32) outs(%270 : tensor<3x4x32xf32>) -> tensor<3x4x32xf32>
    %272 = linalg.batch_matmul ins(%collapsed_154, %collapsed_155 : tensor<3x4x4xf32>, tensor<3x4x32xf32>) outs(%271 : tensor<3x4x32xf32>) -> tensor<3x4x32xf32>
    %expanded_156 = tensor.expand_shape %272 [[0, 1], [2], [3]] output_shape [1, 3, 4, 32] : tensor<3x4x32xf32> into tensor<1x3x4x32xf32>
    %273 = tensor.empty() : tensor<1x4x3x32xf32>
    %transposed_157 = linalg.transpose ins(%expanded_156 : tensor<1x3x4x32xf32>) outs(%273 : tensor<1x4x3x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0], [1], [2, 3]] : tensor<1x4x3x32xf32> into tensor<1x4x96xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_158 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x96xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_158, %276 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %279 = tensor.empty() : tensor<96x96xf32>
    %transposed_159 = linalg.transpose ins(%arg46 : tensor<96x96xf32>) outs(%279 : tensor<96x96xf32>) permutation = [1, 0] 
    %collapsed_160 = tensor.collapse_shape %278 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %280 = linalg.matmul ins(%collapsed_160, %transposed_159 : tensor<4x96xf32>, tensor<96x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_24 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %284 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%280, %cst_25 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%284, %283 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %286 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%285, %arg47 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%286, %arg48 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_161 = tensor.expand_shape %287 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %expanded_161 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %transposed_162 = linalg.transpose ins(%arg49 : tensor<192x96xf32>) outs(%210 : tensor<96x192xf32>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %288 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %289 = linalg.matmul ins(%collapsed_163, %transposed_162 : tensor<4x96xf32>, tensor<96x192xf32>) outs(%212 : tensor<4x192xf32>) -> tensor<4x192xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_22 : tensor<192xf32>) outs(%214 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %293 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%289, %cst_23 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %294 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%293, %292 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %295 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%294, %arg50 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %296 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%295, %arg51 : tensor<4x192xf32>, tensor<192xf32>) outs(%211 : tensor<4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x192xf32>
    %expanded_164 = tensor.expand_shape %296 [[0, 1], [2]] output_shape [1, 4, 192] : tensor<4x192xf32> into tensor<1x4x192xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x4x192xf32>
    %300 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %299 : tensor<1x4x192xf32>, tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x4x192xf32>) outs(%222 : tensor<1x4x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x192xf32>
    %transposed_165 = linalg.transpose ins(%arg52 : tensor<96x192xf32>) outs(%228 : tensor<192x96xf32>) permutation = [1, 0] 
    %collapsed_166 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<1x4x192xf32> into tensor<4x192xf32>
    %302 = linalg.matmul ins(%collapsed_166, %transposed_165 : tensor<4x192xf32>, tensor<192x96xf32>) outs(%200 : tensor<4x96xf32>) -> tensor<4x96xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %306 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%302, %cst_21 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %307 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%306, %305 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %308 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%307, %arg53 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %309 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%308, %arg54 : tensor<4x96xf32>, tensor<96xf32>) outs(%199 : tensor<4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x96xf32>
    %expanded_167 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [1, 4, 96] : tensor<4x96xf32> into tensor<1x4x96xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %expanded_167 : tensor<1x4x96xf32>, tensor<1x4x96xf32>) outs(%237 : tensor<1x4x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x96xf32>
    %311 = tensor.empty() : tensor<96x480xf32>
    %transposed_168 = linalg.transpose ins(%arg56 : tensor<480x96xf32>) outs(%311 : tensor<96x480xf32>) permutation = [1, 0] 
    %collapsed_169 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<1x4x96xf32> into tensor<4x96xf32>
    %312 = tensor.empty() : tensor<4x480xf32>
    %313 = linalg.fill ins(%cst : f32) outs(%312 : tensor<4x480xf32>) -> tensor<4x480xf32>
    %314 = linalg.matmul ins(%collapsed_169, %transposed_168 : tensor<4x96xf32>, tensor<96x480xf32>) outs(%313 : tensor<4x480xf32>) -> tensor<4x480xf32>
    %315 = tensor.empty() : tensor<480xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_18 : tensor<480xf32>) outs(%315 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %319 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%314, %cst_19 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%319, %318 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%320, %arg57 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %322 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%321, %arg58 : tensor<4x480xf32>, tensor<480xf32>) outs(%312 : tensor<4x480xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<4x480xf32>
    %expanded_170 = tensor.expand_shape %322 [[0, 1], [2, 3]] output_shape [1, 4, 6, 80] : tensor<4x480xf32> into tensor<1x4x6x80xf32>
    %extracted_slice_171 = tensor.extract_slice %expanded_170[0, 0, 0, 0] [1, 4, 6, 16] [1, 1, 1, 1] : tensor<1x4x6x80xf32> to tensor<1x4x6x16xf32>
    %extracted_slice_172 = tensor.extract_slice %expanded_170[0, 0, 0, 16] [1, 4, 6, 64] [1, 1, 1, 1] : tensor<1x4x6x80xf32> to tensor<1x4x6x64xf32>
    %323 = tensor.empty() : tensor<1x6x4x64xf32>
    %transposed_173 = linalg.transpose ins(%extracted_slice_172 : tensor<1x4x6x64xf32>) outs(%323 : tensor<1x6x4x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_174 = tensor.expand_shape %310 [[0], [1, 2], [3]] output_shape [1, 2, 2, 96] : tensor<1x4x96xf32> into tensor<1x2x2x96xf32>
    %extracted_slice_175 = tensor.extract_slice %expanded_174[0, 0, 0, 0] [1, 1, 2, 96] [1, 2, 1, 1] : tensor<1x2x2x96xf32> to tensor<1x1x2x96xf32>
    %extracted_slice_176 = tensor.extract_slice %extracted_slice_175[0, 0, 0, 0] [1, 1, 1, 96] [1, 1, 2, 1] : tensor<1x1x2x96xf32> to tensor<1x1x1x96xf32>
    %transposed_177 = linalg.transpose ins(%arg59 : tensor<96x96xf32>) outs(%279 : tensor<96x96xf32>) permutation = [1, 0] 
    %collapsed_178 = tensor.collapse_shape %extracted_slice_176 [[0], [1, 2, 3]] : tensor<1x1x1x96xf32> into tensor<1x96xf32>
    %324 = tensor.empty() : tensor<1x96xf32>
    %325 = linalg.fill ins(%cst : f32) outs(%324 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %326 = linalg.matmul ins(%collapsed_178, %transposed_177 : tensor<1x96xf32>, tensor<96x96xf32>) outs(%325 : tensor<1x96xf32>) -> tensor<1x96xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<96xf32>) outs(%202 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %330 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%326, %cst_17 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %331 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%330, %329 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %332 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%331, %arg60 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %333 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%332, %arg61 : tensor<1x96xf32>, tensor<96xf32>) outs(%324 : tensor<1x96xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x96xf32>
    %expanded_179 = tensor.expand_shape %333 [[0], [1, 2, 3]] output_shape [1, 1, 6, 16] : tensor<1x96xf32> into tensor<1x1x6x16xf32>
    %334 = tensor.empty() : tensor<1x6x1x16xf32>
    %transposed_180 = linalg.transpose ins(%expanded_179 : tensor<1x1x6x16xf32>) outs(%334 : tensor<1x6x1x16xf32>) permutation = [0, 2, 1, 3] 
    %335 = tensor.empty() : tensor<1x6x16x4xf32>
    %transposed_181 = linalg.transpose ins(%extracted_slice_171 : tensor<1x4x6x16xf32>) outs(%335 : tensor<1x6x16x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_182 = tensor.collapse_shape %transposed_180 [[0, 1], [2], [3]] : tensor<1x6x1x16xf32> into tensor<6x1x16xf32>
    %collapsed_183 = tensor.collapse_shape %transposed_181 [[0, 1], [2], [3]] : tensor<1x6x16x4xf32> into tensor<6x16x4xf32>
    %336 = tensor.empty() : tensor<6x1x4xf32>
    %337 = linalg.fill ins(%cst : f32) outs(%336 : tensor<6x1x4xf32>) -> tensor<6x1x4xf32>
    %338 = linalg.batch_matmul ins(%collapsed_182, %collapsed_183 : tensor<6x1x16xf32>, tensor<6x16x4xf32>) outs(%337 : tensor<6x1x4xf32>) -> tensor<6x1x4xf32>
    %expanded_184 = tensor.expand_shape %338 [[0, 1], [2], [3]] output_shape [1, 6, 1, 4] : tensor<6x1x4xf32> into tensor<1x6x1x4xf32>
    %339 = tensor.empty() : tensor<1x6x1x4xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184 : tensor<1x6x1x4xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_57 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %341 = tensor.empty() : tensor<6xi64>
    %342 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%341 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %475 = linalg.index 0 : index
      %476 = arith.index_cast %475 : index to i64
      linalg.yield %476 : i64
    } -> tensor<6xi64>
    %expanded_185 = tensor.expand_shape %342 [[0, 1, 2]] output_shape [6, 1, 1] : tensor<6xi64> into tensor<6x1x1xi64>
    %343 = linalg.generic {indexing_maps = [#map7, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_185, %cst_61 : tensor<6x1x1xi64>, tensor<1x4xi64>) outs(%336 : tensor<6x1x4xf32>) {
    ^bb0(%in: i64, %in_227: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c6_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_227, %c0_i64 : i64
      %480 = arith.addi %in_227, %c4_i64 : i64
      %481 = arith.select %479, %480, %in_227 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg55[%478, %482] : tensor<6x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<6x1x4xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %343 : tensor<1x6x1x4xf32>, tensor<6x1x4xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %345 = tensor.empty() : tensor<1x6x1xi64>
    %346 = linalg.fill ins(%c0_i64 : i64) outs(%345 : tensor<1x6x1xi64>) -> tensor<1x6x1xi64>
    %347 = tensor.empty() : tensor<1x6x1xf32>
    %348 = linalg.fill ins(%cst_1 : f32) outs(%347 : tensor<1x6x1xf32>) -> tensor<1x6x1xf32>
    %349:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%344 : tensor<1x6x1x4xf32>) outs(%348, %346 : tensor<1x6x1xf32>, tensor<1x6x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_227: i64):
      %475 = linalg.index 3 : index
      %476 = arith.index_cast %475 : index to i64
      %477 = arith.maximumf %in, %out : f32
      %478 = arith.cmpf ogt, %in, %out : f32
      %479 = arith.select %478, %476, %out_227 : i64
      linalg.yield %477, %479 : f32, i64
    } -> (tensor<1x6x1xf32>, tensor<1x6x1xi64>)
    %expanded_186 = tensor.expand_shape %349#0 [[0], [1], [2, 3]] output_shape [1, 6, 1, 1] : tensor<1x6x1xf32> into tensor<1x6x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_186 : tensor<1x6x1x4xf32>, tensor<1x6x1x1xf32>) outs(%339 : tensor<1x6x1x4xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
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
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.divf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x6x1x4xf32>
    %collapsed_187 = tensor.collapse_shape %355 [[0, 1], [2], [3]] : tensor<1x6x1x4xf32> into tensor<6x1x4xf32>
    %collapsed_188 = tensor.collapse_shape %transposed_173 [[0, 1], [2], [3]] : tensor<1x6x4x64xf32> into tensor<6x4x64xf32>
    %356 = tensor.empty() : tensor<6x1x64xf32>
    %357 = linalg.fill ins(%cst : f32) outs(%356 : tensor<6x1x64xf32>) -> tensor<6x1x64xf32>
    %358 = linalg.batch_matmul ins(%collapsed_187, %collapsed_188 : tensor<6x1x4xf32>, tensor<6x4x64xf32>) outs(%357 : tensor<6x1x64xf32>) -> tensor<6x1x64xf32>
    %expanded_189 = tensor.expand_shape %358 [[0, 1], [2], [3]] output_shape [1, 6, 1, 64] : tensor<6x1x64xf32> into tensor<1x6x1x64xf32>
    %359 = tensor.empty() : tensor<1x1x6x64xf32>
    %transposed_190 = linalg.transpose ins(%expanded_189 : tensor<1x6x1x64xf32>) outs(%359 : tensor<1x1x6x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_191 = tensor.collapse_shape %transposed_190 [[0], [1], [2, 3]] : tensor<1x1x6x64xf32> into tensor<1x1x384xf32>
    %360 = tensor.empty() : tensor<1x1x384xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_191 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x384xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_191, %363 : tensor<1x1x384xf32>, tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x384xf32>
    %365 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<1x1x384xf32>) outs(%360 : tensor<1x1x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x384xf32>
    %366 = tensor.empty() : tensor<384x128xf32>
    %transposed_192 = linalg.transpose ins(%arg62 : tensor<128x384xf32>) outs(%366 : tensor<384x128xf32>) permutation = [1, 0] 
    %collapsed_193 = tensor.collapse_shape %365 [[0], [1, 2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %367 = tensor.empty() : tensor<1x128xf32>
    %368 = linalg.fill ins(%cst : f32) outs(%367 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %369 = linalg.matmul ins(%collapsed_193, %transposed_192 : tensor<1x384xf32>, tensor<384x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %373 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%369, %cst_15 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %374 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%373, %372 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %375 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%374, %arg63 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %376 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%375, %arg64 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_194 = tensor.expand_shape %376 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %377 = tensor.empty() : tensor<128x256xf32>
    %transposed_195 = linalg.transpose ins(%arg65 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %378 = tensor.empty() : tensor<1x256xf32>
    %379 = linalg.fill ins(%cst : f32) outs(%378 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %380 = linalg.matmul ins(%376, %transposed_195 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %381 = tensor.empty() : tensor<256xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_12 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %385 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%380, %cst_13 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %386 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%385, %384 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %387 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%386, %arg66 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %388 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%387, %arg67 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_196 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %389 = tensor.empty() : tensor<1x1x256xf32>
    %390 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_196 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_196, %392 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %395 = tensor.empty() : tensor<256x128xf32>
    %transposed_197 = linalg.transpose ins(%arg68 : tensor<128x256xf32>) outs(%395 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_198 = tensor.collapse_shape %394 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %396 = linalg.matmul ins(%collapsed_198, %transposed_197 : tensor<1x256xf32>, tensor<256x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %400 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%396, %cst_11 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %401 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%400, %399 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%401, %arg69 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %403 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%402, %arg70 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_199 = tensor.expand_shape %403 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %404 = tensor.empty() : tensor<1x1x128xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194, %expanded_199 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %transposed_200 = linalg.transpose ins(%arg72 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_201 = tensor.collapse_shape %405 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %406 = linalg.matmul ins(%collapsed_201, %transposed_200 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_8 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %410 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%406, %cst_9 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %411 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%410, %409 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %412 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%411, %arg73 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %413 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%412, %arg74 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_202 = tensor.expand_shape %413 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %extracted_slice_203 = tensor.extract_slice %expanded_202[0, 0, 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x16xf32>
    %extracted_slice_204 = tensor.extract_slice %expanded_202[0, 0, 0, 16] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x16xf32>
    %extracted_slice_205 = tensor.extract_slice %expanded_202[0, 0, 0, 32] [1, 1, 4, 32] [1, 1, 1, 1] : tensor<1x1x4x64xf32> to tensor<1x1x4x32xf32>
    %414 = tensor.empty() : tensor<1x4x1x16xf32>
    %transposed_206 = linalg.transpose ins(%extracted_slice_203 : tensor<1x1x4x16xf32>) outs(%414 : tensor<1x4x1x16xf32>) permutation = [0, 2, 1, 3] 
    %415 = tensor.empty() : tensor<1x4x1x32xf32>
    %transposed_207 = linalg.transpose ins(%extracted_slice_205 : tensor<1x1x4x32xf32>) outs(%415 : tensor<1x4x1x32xf32>) permutation = [0, 2, 1, 3] 
    %416 = tensor.empty() : tensor<1x4x16x1xf32>
    %transposed_208 = linalg.transpose ins(%extracted_slice_204 : tensor<1x1x4x16xf32>) outs(%416 : tensor<1x4x16x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_209 = tensor.collapse_shape %transposed_206 [[0, 1], [2], [3]] : tensor<1x4x1x16xf32> into tensor<4x1x16xf32>
    %collapsed_210 = tensor.collapse_shape %transposed_208 [[0, 1], [2], [3]] : tensor<1x4x16x1xf32> into tensor<4x16x1xf32>
    %417 = tensor.empty() : tensor<4x1x1xf32>
    %418 = linalg.fill ins(%cst : f32) outs(%417 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %419 = linalg.batch_matmul ins(%collapsed_209, %collapsed_210 : tensor<4x1x16xf32>, tensor<4x16x1xf32>) outs(%418 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %expanded_211 = tensor.expand_shape %419 [[0, 1], [2], [3]] output_shape [1, 4, 1, 1] : tensor<4x1x1xf32> into tensor<1x4x1x1xf32>
    %420 = tensor.empty() : tensor<1x4x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_211 : tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.mulf %in, %cst_57 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map7, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %cst_62 : tensor<4x1x1xi64>, tensor<1x1xi64>) outs(%417 : tensor<4x1x1xf32>) {
    ^bb0(%in: i64, %in_227: i64, %out: f32):
      %475 = arith.cmpi slt, %in, %c0_i64 : i64
      %476 = arith.addi %in, %c4_i64 : i64
      %477 = arith.select %475, %476, %in : i64
      %478 = arith.index_cast %477 : i64 to index
      %479 = arith.cmpi slt, %in_227, %c0_i64 : i64
      %480 = arith.addi %in_227, %c1_i64 : i64
      %481 = arith.select %479, %480, %in_227 : i64
      %482 = arith.index_cast %481 : i64 to index
      %extracted = tensor.extract %arg71[%478, %482] : tensor<4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %422 : tensor<1x4x1x1xf32>, tensor<4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %424 = tensor.empty() : tensor<1x4x1xi64>
    %425 = linalg.fill ins(%c0_i64 : i64) outs(%424 : tensor<1x4x1xi64>) -> tensor<1x4x1xi64>
    %426 = tensor.empty() : tensor<1x4x1xf32>
    %427 = linalg.fill ins(%cst_1 : f32) outs(%426 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %428:2 = linalg.generic {indexing_maps = [#map1, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%423 : tensor<1x4x1x1xf32>) outs(%427, %425 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_227: i64):
      %475 = arith.maximumf %in, %out : f32
      %476 = arith.cmpf ogt, %in, %out : f32
      %477 = arith.select %476, %c0_i64, %out_227 : i64
      linalg.yield %475, %477 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_212 = tensor.expand_shape %428#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_212 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%420 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
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
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.divf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x4x1x1xf32>
    %collapsed_213 = tensor.collapse_shape %433 [[0, 1], [2], [3]] : tensor<1x4x1x1xf32> into tensor<4x1x1xf32>
    %collapsed_214 = tensor.collapse_shape %transposed_207 [[0, 1], [2], [3]] : tensor<1x4x1x32xf32> into tensor<4x1x32xf32>
    %434 = tensor.empty() : tensor<4x1x32xf32>
    %435 = linalg.fill ins(%cst : f32) outs(%434 : tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %436 = linalg.batch_matmul ins(%collapsed_213, %collapsed_214 : tensor<4x1x1xf32>, tensor<4x1x32xf32>) outs(%435 : tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %expanded_215 = tensor.expand_shape %436 [[0, 1], [2], [3]] output_shape [1, 4, 1, 32] : tensor<4x1x32xf32> into tensor<1x4x1x32xf32>
    %437 = tensor.empty() : tensor<1x1x4x32xf32>
    %transposed_216 = linalg.transpose ins(%expanded_215 : tensor<1x4x1x32xf32>) outs(%437 : tensor<1x1x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_217 = tensor.collapse_shape %transposed_216 [[0], [1], [2, 3]] : tensor<1x1x4x32xf32> into tensor<1x1x128xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_217 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x128xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_217, %440 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %443 = tensor.empty() : tensor<128x128xf32>
    %transposed_218 = linalg.transpose ins(%arg75 : tensor<128x128xf32>) outs(%443 : tensor<128x128xf32>) permutation = [1, 0] 
    %collapsed_219 = tensor.collapse_shape %442 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %444 = linalg.matmul ins(%collapsed_219, %transposed_218 : tensor<1x128xf32>, tensor<128x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %448 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%444, %cst_7 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %447 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %450 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%449, %arg76 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%450, %arg77 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_220 = tensor.expand_shape %451 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %expanded_220 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    %transposed_221 = linalg.transpose ins(%arg78 : tensor<256x128xf32>) outs(%377 : tensor<128x256xf32>) permutation = [1, 0] 
    %collapsed_222 = tensor.collapse_shape %452 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %453 = linalg.matmul ins(%collapsed_222, %transposed_221 : tensor<1x128xf32>, tensor<128x256xf32>) outs(%379 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<256xf32>) outs(%381 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %457 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%453, %cst_5 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %458 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%457, %456 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %459 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%458, %arg79 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %460 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%459, %arg80 : tensor<1x256xf32>, tensor<256xf32>) outs(%378 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x256xf32>
    %expanded_223 = tensor.expand_shape %460 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %461 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.addf %in, %cst_55 : f32
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
      %475 = arith.cmpf ugt, %in, %cst_56 : f32
      %476 = arith.select %475, %cst_56, %in : f32
      linalg.yield %476 : f32
    } -> tensor<1x1x256xf32>
    %464 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223, %463 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %465 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<1x1x256xf32>) outs(%389 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.divf %in, %cst_56 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x256xf32>
    %transposed_224 = linalg.transpose ins(%arg81 : tensor<128x256xf32>) outs(%395 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_225 = tensor.collapse_shape %465 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %466 = linalg.matmul ins(%collapsed_225, %transposed_224 : tensor<1x256xf32>, tensor<256x128xf32>) outs(%368 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<128xf32>) outs(%66 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %475 = arith.truncf %cst_52 : f64 to f32
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
    %470 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%466, %cst_3 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.subf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%470, %469 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%471, %arg82 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.mulf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%472, %arg83 : tensor<1x128xf32>, tensor<128xf32>) outs(%367 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x128xf32>
    %expanded_226 = tensor.expand_shape %473 [[0], [1, 2]] output_shape [1, 1, 128] : tensor<1x128xf32> into tensor<1x1x128xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %expanded_226 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%404 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_227: f32, %out: f32):
      %475 = arith.addf %in, %in_227 : f32
      linalg.yield %475 : f32
    } -> tensor<1x1x128xf32>
    return %474 : tensor<1x1x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_480_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_480_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_320_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_320_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000900000000000000080000000000000009000000000000000A000000000000000D000000000000000C000000000000000D000000000000000E00000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000E000000000000000D000000000000000C000000000000000D00000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000B000000000000000A00000000000000090000000000000008000000000000000F000000000000000E000000000000000D000000000000000C00000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000500000000000000040000000000000005000000000000000600000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000900000000000000080000000000000009000000000000000A000000000000000600000000000000050000000000000004000000000000000500000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000700000000000000060000000000000005000000000000000400000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000B000000000000000A0000000000000009000000000000000800000000000000080000000000000009000000000000000A000000000000000B000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000900000000000000080000000000000009000000000000000A000000000000000500000000000000040000000000000005000000000000000600000000000000010000000000000000000000000000000100000000000000020000000000000005000000000000000400000000000000050000000000000006000000000000000A000000000000000900000000000000080000000000000009000000000000000600000000000000050000000000000004000000000000000500000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000B000000000000000A00000000000000090000000000000008000000000000000700000000000000060000000000000005000000000000000400000000000000030000000000000002000000000000000100000000000000000000000000000007000000000000000600000000000000050000000000000004000000000000000C000000000000000D000000000000000E000000000000000F00000000000000080000000000000009000000000000000A000000000000000B00000000000000040000000000000005000000000000000600000000000000070000000000000000000000000000000100000000000000020000000000000003000000000000000D000000000000000C000000000000000D000000000000000E000000000000000900000000000000080000000000000009000000000000000A00000000000000050000000000000004000000000000000500000000000000060000000000000001000000000000000000000000000000010000000000000002000000000000000E000000000000000D000000000000000C000000000000000D000000000000000A00000000000000090000000000000008000000000000000900000000000000060000000000000005000000000000000400000000000000050000000000000002000000000000000100000000000000000000000000000001000000000000000F000000000000000E000000000000000D000000000000000C000000000000000B000000000000000A000000000000000900000000000000080000000000000007000000000000000600000000000000050000000000000004000000000000000300000000000000020000000000000001000000000000000000000000000000",
      torch_tensor_4_16_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000020000000000000001000000000000000000000000000000010000000000000006000000000000000500000000000000040000000000000005000000000000000A000000000000000900000000000000080000000000000009000000000000000E000000000000000D000000000000000C000000000000000D00000000000000080000000000000009000000000000000A000000000000000B000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000A00000000000000090000000000000008000000000000000900000000000000060000000000000005000000000000000400000000000000050000000000000002000000000000000100000000000000000000000000000001000000000000000600000000000000050000000000000004000000000000000500000000000000",
      torch_tensor_4_4_torch.int64: "0x080000000000000000000000010000000000000002000000000000000300000000000000010000000000000000000000000000000300000000000000020000000000000002000000000000000300000000000000000000000000000001000000000000000300000000000000020000000000000001000000000000000000000000000000",
      torch_tensor_1_4_torch.int64: "0x080000000000000000000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

