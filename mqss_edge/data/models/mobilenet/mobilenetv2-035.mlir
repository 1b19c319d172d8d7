// models-v1/mobilenetv2-035: MobileNetV2 x0.35: inverted residuals, ReLU6
// transformers MobileNetV2Config -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 156 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x1x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<8x16x1x1xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<48x8x1x1xf32>, %arg11: tensor<48xf32>, %arg12: tensor<48xf32>, %arg13: tensor<48x1x3x3xf32>, %arg14: tensor<48xf32>, %arg15: tensor<48xf32>, %arg16: tensor<8x48x1x1xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<48x8x1x1xf32>, %arg20: tensor<48xf32>, %arg21: tensor<48xf32>, %arg22: tensor<48x1x3x3xf32>, %arg23: tensor<48xf32>, %arg24: tensor<48xf32>, %arg25: tensor<8x48x1x1xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<48x8x1x1xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48xf32>, %arg31: tensor<48x1x3x3xf32>, %arg32: tensor<48xf32>, %arg33: tensor<48xf32>, %arg34: tensor<16x48x1x1xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<96x16x1x1xf32>, %arg38: tensor<96xf32>, %arg39: tensor<96xf32>, %arg40: tensor<96x1x3x3xf32>, %arg41: tensor<96xf32>, %arg42: tensor<96xf32>, %arg43: tensor<16x96x1x1xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<96x16x1x1xf32>, %arg47: tensor<96xf32>, %arg48: tensor<96xf32>, %arg49: tensor<96x1x3x3xf32>, %arg50: tensor<96xf32>, %arg51: tensor<96xf32>, %arg52: tensor<16x96x1x1xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<96x16x1x1xf32>, %arg56: tensor<96xf32>, %arg57: tensor<96xf32>, %arg58: tensor<96x1x3x3xf32>, %arg59: tensor<96xf32>, %arg60: tensor<96xf32>, %arg61: tensor<24x96x1x1xf32>, %arg62: tensor<24xf32>, %arg63: tensor<24xf32>, %arg64: tensor<144x24x1x1xf32>, %arg65: tensor<144xf32>, %arg66: tensor<144xf32>, %arg67: tensor<144x1x3x3xf32>, %arg68: tensor<144xf32>, %arg69: tensor<144xf32>, %arg70: tensor<24x144x1x1xf32>, %arg71: tensor<24xf32>, %arg72: tensor<24xf32>, %arg73: tensor<144x24x1x1xf32>, %arg74: tensor<144xf32>, %arg75: tensor<144xf32>, %arg76: tensor<144x1x3x3xf32>, %arg77: tensor<144xf32>, %arg78: tensor<144xf32>, %arg79: tensor<24x144x1x1xf32>, %arg80: tensor<24xf32>, %arg81: tensor<24xf32>, %arg82: tensor<144x24x1x1xf32>, %arg83: tensor<144xf32>, %arg84: tensor<144xf32>, %arg85: tensor<144x1x3x3xf32>, %arg86: tensor<144xf32>, %arg87: tensor<144xf32>, %arg88: tensor<24x144x1x1xf32>, %arg89: tensor<24xf32>, %arg90: tensor<24xf32>, %arg91: tensor<144x24x1x1xf32>, %arg92: tensor<144xf32>, %arg93: tensor<144xf32>, %arg94: tensor<144x1x3x3xf32>, %arg95: tensor<144xf32>, %arg96: tensor<144xf32>, %arg97: tensor<32x144x1x1xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<192x32x1x1xf32>, %arg101: tensor<192xf32>, %arg102: tensor<192xf32>, %arg103: tensor<192x1x3x3xf32>, %arg104: tensor<192xf32>, %arg105: tensor<192xf32>, %arg106: tensor<32x192x1x1xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<192x32x1x1xf32>, %arg110: tensor<192xf32>, %arg111: tensor<192xf32>, %arg112: tensor<192x1x3x3xf32>, %arg113: tensor<192xf32>, %arg114: tensor<192xf32>, %arg115: tensor<32x192x1x1xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<192x32x1x1xf32>, %arg119: tensor<192xf32>, %arg120: tensor<192xf32>, %arg121: tensor<192x1x3x3xf32>, %arg122: tensor<192xf32>, %arg123: tensor<192xf32>, %arg124: tensor<56x192x1x1xf32>, %arg125: tensor<56xf32>, %arg126: tensor<56xf32>, %arg127: tensor<336x56x1x1xf32>, %arg128: tensor<336xf32>, %arg129: tensor<336xf32>, %arg130: tensor<336x1x3x3xf32>, %arg131: tensor<336xf32>, %arg132: tensor<336xf32>, %arg133: tensor<56x336x1x1xf32>, %arg134: tensor<56xf32>, %arg135: tensor<56xf32>, %arg136: tensor<336x56x1x1xf32>, %arg137: tensor<336xf32>, %arg138: tensor<336xf32>, %arg139: tensor<336x1x3x3xf32>, %arg140: tensor<336xf32>, %arg141: tensor<336xf32>, %arg142: tensor<56x336x1x1xf32>, %arg143: tensor<56xf32>, %arg144: tensor<56xf32>, %arg145: tensor<336x56x1x1xf32>, %arg146: tensor<336xf32>, %arg147: tensor<336xf32>, %arg148: tensor<336x1x3x3xf32>, %arg149: tensor<336xf32>, %arg150: tensor<336xf32>, %arg151: tensor<112x336x1x1xf32>, %arg152: tensor<112xf32>, %arg153: tensor<112xf32>, %arg154: tensor<1280x112x1x1xf32>, %arg155: tensor<1280xf32>, %arg156: tensor<1280xf32>) -> tensor<1x1280x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1280_torch.float32_1> : tensor<1280xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_1280_torch.float32> : tensor<1280xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_112_torch.float32_1> : tensor<112xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_112_torch.float32> : tensor<112xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_336_torch.float32_11> : tensor<336xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_336_torch.float32_10> : tensor<336xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_336_torch.float32_9> : tensor<336xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_336_torch.float32_8> : tensor<336xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_56_torch.float32_5> : tensor<56xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_56_torch.float32_4> : tensor<56xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_336_torch.float32_7> : tensor<336xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_336_torch.float32_6> : tensor<336xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_336_torch.float32_5> : tensor<336xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_336_torch.float32_4> : tensor<336xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_56_torch.float32_3> : tensor<56xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_56_torch.float32_2> : tensor<56xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_336_torch.float32_3> : tensor<336xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_336_torch.float32_2> : tensor<336xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_336_torch.float32_1> : tensor<336xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_336_torch.float32> : tensor<336xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_56_torch.float32_1> : tensor<56xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_56_torch.float32> : tensor<56xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_192_torch.float32_11> : tensor<192xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_192_torch.float32_10> : tensor<192xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_192_torch.float32_9> : tensor<192xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_192_torch.float32_8> : tensor<192xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_192_torch.float32_7> : tensor<192xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_192_torch.float32_6> : tensor<192xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_192_torch.float32_5> : tensor<192xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_192_torch.float32_4> : tensor<192xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_144_torch.float32_15> : tensor<144xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_144_torch.float32_14> : tensor<144xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_144_torch.float32_13> : tensor<144xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_144_torch.float32_12> : tensor<144xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_144_torch.float32_11> : tensor<144xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_48_torch.float32_11> : tensor<48xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_48_torch.float32_10> : tensor<48xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_48_torch.float32_9> : tensor<48xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_48_torch.float32_8> : tensor<48xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_105 = arith.constant 1.000000e-03 : f64
    %cst_106 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x65x65xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x65x65xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_106 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_107 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_108 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_108 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_109 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_109 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_110 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_110 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_2 : tensor<1x16x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %11 : tensor<f32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_111 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_103 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %expanded_112 = tensor.expand_shape %cst_104 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_113 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_112 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_113 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_114 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_114 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_115 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_115 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_2 : tensor<1x16x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %21 : tensor<f32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %23 = tensor.empty() : tensor<1x8x32x32xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg7 : tensor<1x16x32x32xf32>, tensor<8x16x1x1xf32>) outs(%24 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %26 = tensor.empty() : tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_101 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %expanded_116 = tensor.expand_shape %cst_102 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_117 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_116 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_117 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_118 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_118 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_119 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_119 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %34 = tensor.empty() : tensor<1x48x32x32xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %arg10 : tensor<1x8x32x32xf32>, tensor<48x8x1x1xf32>) outs(%35 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %37 = tensor.empty() : tensor<48xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_99 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_120 = tensor.expand_shape %cst_100 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_121 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_120 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_121 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_122 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_122 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_123 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_123 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_2 : tensor<1x48x32x32xf32>, tensor<f32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %45 : tensor<f32>, tensor<1x48x32x32xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x32x32xf32>
    %padded_124 = tensor.pad %46 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x48x32x32xf32> to tensor<1x48x33x33xf32>
    %47 = tensor.empty() : tensor<1x48x16x16xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %collapsed_125 = tensor.collapse_shape %arg13 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %49 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_124, %collapsed_125 : tensor<1x48x33x33xf32>, tensor<48x3x3xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_97 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%51 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_126 = tensor.expand_shape %cst_98 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_127 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_126 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_127 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_128 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_128 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_129 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_129 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %57 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %59 = tensor.empty() : tensor<1x8x16x16xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%58, %arg16 : tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%60 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_95 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%62 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<8xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %expanded_130 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_131 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_130 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_131 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_132 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_132 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_133 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_133 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %69 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %arg19 : tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_93 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_134 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_135 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_134 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_135 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_136 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_136 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_137 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_137 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %77 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_138 = tensor.pad %78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %collapsed_139 = tensor.collapse_shape %arg22 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %79 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %collapsed_139 : tensor<1x48x18x18xf32>, tensor<48x3x3xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_91 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%81 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_140 = tensor.expand_shape %cst_92 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_141 = tensor.expand_shape %82 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_140 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_141 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_142 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_142 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_143 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_143 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %87 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %89 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%88, %arg25 : tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%60 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_89 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%90 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<8xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%91 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<8xf32>
    %expanded_144 = tensor.expand_shape %cst_90 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_145 = tensor.expand_shape %92 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_144 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_145 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_146 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_146 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_147 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_147 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %96 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%97, %arg28 : tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_87 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%99 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%100 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_148 = tensor.expand_shape %cst_88 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_149 = tensor.expand_shape %101 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_148 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_149 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_150 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_150 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_151 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_151 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %106 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_152 = tensor.pad %107 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x17x17xf32>
    %108 = tensor.empty() : tensor<1x48x8x8xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %collapsed_153 = tensor.collapse_shape %arg31 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %110 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_152, %collapsed_153 : tensor<1x48x17x17xf32>, tensor<48x3x3xf32>) outs(%109 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_85 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%111 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<48xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%112 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<48xf32>
    %expanded_154 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_155 = tensor.expand_shape %113 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_154 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_155 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_156 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_156 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_157 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_157 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %cst_2 : tensor<1x48x8x8xf32>, tensor<f32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %118 : tensor<f32>, tensor<1x48x8x8xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x8x8xf32>
    %120 = tensor.empty() : tensor<1x16x8x8xf32>
    %121 = linalg.fill ins(%cst : f32) outs(%120 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%119, %arg34 : tensor<1x48x8x8xf32>, tensor<16x48x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_83 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%123 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<16xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%124 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %expanded_158 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_159 = tensor.expand_shape %125 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_158 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_159 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_160 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_160 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_161 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_161 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %130 = tensor.empty() : tensor<1x96x8x8xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%129, %arg37 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %133 = tensor.empty() : tensor<96xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_81 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%135 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_162 = tensor.expand_shape %cst_82 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_163 = tensor.expand_shape %136 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_162 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_163 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_164 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_164 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_165 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_165 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %141 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_166 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x10x10xf32>
    %collapsed_167 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %143 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_166, %collapsed_167 : tensor<1x96x10x10xf32>, tensor<96x3x3xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_79 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%144 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_168 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_169 = tensor.expand_shape %146 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_168 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_169 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_170 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_170 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_171 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_171 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %151 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%152, %arg43 : tensor<1x96x8x8xf32>, tensor<16x96x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_77 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%154 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<16xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%155 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %expanded_172 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_173 = tensor.expand_shape %156 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_172 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_173 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_174 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_174 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_175 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_175 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %160 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%161, %arg46 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_75 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%163 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%164 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_176 = tensor.expand_shape %cst_76 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_177 = tensor.expand_shape %165 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_176 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_177 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_178 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_178 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_179 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_179 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %170 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_180 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x10x10xf32>
    %collapsed_181 = tensor.collapse_shape %arg49 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %172 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %collapsed_181 : tensor<1x96x10x10xf32>, tensor<96x3x3xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_73 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%173 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_182 = tensor.expand_shape %cst_74 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_183 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_182 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_183 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_184 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_184 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_185 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_185 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %180 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%181, %arg52 : tensor<1x96x8x8xf32>, tensor<16x96x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_71 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%183 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<16xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%184 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<16xf32>
    %expanded_186 = tensor.expand_shape %cst_72 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_187 = tensor.expand_shape %185 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_186 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_187 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_188 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_188 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_189 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_189 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %189 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%190, %arg55 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_69 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%192 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%193 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_190 = tensor.expand_shape %cst_70 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_191 = tensor.expand_shape %194 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_190 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_191 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_192 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_192 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_193 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_193 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %199 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_194 = tensor.pad %200 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x9x9xf32>
    %201 = tensor.empty() : tensor<1x96x4x4xf32>
    %202 = linalg.fill ins(%cst : f32) outs(%201 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_195 = tensor.collapse_shape %arg58 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %203 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_194, %collapsed_195 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%202 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_67 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<96xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%205 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<96xf32>
    %expanded_196 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_197 = tensor.expand_shape %206 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_196 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_197 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_198 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_198 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_199 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_199 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_2 : tensor<1x96x4x4xf32>, tensor<f32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %211 : tensor<f32>, tensor<1x96x4x4xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x4x4xf32>
    %213 = tensor.empty() : tensor<1x24x4x4xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %215 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%212, %arg61 : tensor<1x96x4x4xf32>, tensor<24x96x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %216 = tensor.empty() : tensor<24xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_65 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%217 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<24xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%218 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %expanded_200 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_201 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_200 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_201 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_202 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_202 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_203 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_203 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %224 = tensor.empty() : tensor<1x144x4x4xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%223, %arg64 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %227 = tensor.empty() : tensor<144xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_63 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%228 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%229 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_204 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_205 = tensor.expand_shape %230 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_204 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_205 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_206 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_206 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_207 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_207 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %235 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_208 = tensor.pad %236 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_209 = tensor.collapse_shape %arg67 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %237 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_208, %collapsed_209 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_61 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%238 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%239 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_210 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_211 = tensor.expand_shape %240 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_210 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_211 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_212 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_212 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_213 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_213 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %245 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%246, %arg70 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_59 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%248 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<24xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%249 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %expanded_214 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_215 = tensor.expand_shape %250 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_214 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_215 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_216 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_216 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_217 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_217 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %254 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %256 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%255, %arg73 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_57 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%257 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%258 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_218 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_219 = tensor.expand_shape %259 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_218 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_219 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_220 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_220 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_221 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_221 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %264 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_222 = tensor.pad %265 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_223 = tensor.collapse_shape %arg76 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %266 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_222, %collapsed_223 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%267 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%268 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_224 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_225 = tensor.expand_shape %269 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_224 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_225 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_226 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_226 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_227 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_227 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %274 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %276 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%275, %arg79 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_53 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%277 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<24xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%278 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %expanded_228 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_229 = tensor.expand_shape %279 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_228 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_229 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_230 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_230 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_231 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_231 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %283 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%284, %arg82 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_51 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%286 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%287 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_232 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_233 = tensor.expand_shape %288 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_232 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_233 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_234 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_234 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_235 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_235 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %293 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_236 = tensor.pad %294 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_237 = tensor.collapse_shape %arg85 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %295 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_236, %collapsed_237 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%296 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%297 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_238 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_239 = tensor.expand_shape %298 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_238 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_239 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_240 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_240 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_241 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_241 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %303 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %arg88 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_47 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%306 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<24xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%307 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<24xf32>
    %expanded_242 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_243 = tensor.expand_shape %308 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_242 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_243 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_244 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_244 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_245 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_245 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %312 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %314 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%313, %arg91 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%315 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%316 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_246 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_247 = tensor.expand_shape %317 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_246 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_247 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_248 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_248 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_249 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %expanded_249 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %322 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_250 = tensor.pad %323 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_251 = tensor.collapse_shape %arg94 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %324 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_250, %collapsed_251 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_43 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%325 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<144xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%326 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<144xf32>
    %expanded_252 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_253 = tensor.expand_shape %327 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_252 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_253 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_254 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_254 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_255 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_255 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %332 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %334 = tensor.empty() : tensor<1x32x4x4xf32>
    %335 = linalg.fill ins(%cst : f32) outs(%334 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%333, %arg97 : tensor<1x144x4x4xf32>, tensor<32x144x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %337 = tensor.empty() : tensor<32xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%338 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<32xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%339 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %expanded_256 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_257 = tensor.expand_shape %340 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_256 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_257 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_258 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_258 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_259 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_259 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %345 = tensor.empty() : tensor<1x192x4x4xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%344, %arg100 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %348 = tensor.empty() : tensor<192xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%349 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%350 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_260 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_261 = tensor.expand_shape %351 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_260 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %expanded_261 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_262 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_262 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_263 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_263 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %356 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_264 = tensor.pad %357 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %collapsed_265 = tensor.collapse_shape %arg103 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %358 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_264, %collapsed_265 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%359 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%360 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_266 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_267 = tensor.expand_shape %361 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_266 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %expanded_267 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_268 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_268 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_269 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_269 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %366 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %368 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%367, %arg106 : tensor<1x192x4x4xf32>, tensor<32x192x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%369 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<32xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%370 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %expanded_270 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_271 = tensor.expand_shape %371 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_270 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_271 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_272 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %expanded_272 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_273 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_273 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %375 : tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%376, %arg109 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%378 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%379 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_274 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_275 = tensor.expand_shape %380 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_274 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %expanded_275 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_276 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_276 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_277 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_277 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %385 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_278 = tensor.pad %386 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %collapsed_279 = tensor.collapse_shape %arg112 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %387 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_278, %collapsed_279 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%388 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%389 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_280 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_281 = tensor.expand_shape %390 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_280 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_281 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_282 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_282 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_283 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_283 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %395 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%396, %arg115 : tensor<1x192x4x4xf32>, tensor<32x192x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%398 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<32xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%399 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<32xf32>
    %expanded_284 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_285 = tensor.expand_shape %400 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %expanded_284 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_285 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_286 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_286 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_287 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_287 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %404 : tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%405, %arg118 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%407 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%408 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_288 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_289 = tensor.expand_shape %409 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_288 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_289 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_290 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_290 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_291 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_291 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %414 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_292 = tensor.pad %415 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x5x5xf32>
    %416 = tensor.empty() : tensor<1x192x2x2xf32>
    %417 = linalg.fill ins(%cst : f32) outs(%416 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %collapsed_293 = tensor.collapse_shape %arg121 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %418 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_292, %collapsed_293 : tensor<1x192x5x5xf32>, tensor<192x3x3xf32>) outs(%417 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%419 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<192xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%420 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<192xf32>
    %expanded_294 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_295 = tensor.expand_shape %421 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_294 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_295 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_296 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_296 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_297 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %expanded_297 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %cst_2 : tensor<1x192x2x2xf32>, tensor<f32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x2x2xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %426 : tensor<f32>, tensor<1x192x2x2xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x2x2xf32>
    %428 = tensor.empty() : tensor<1x56x2x2xf32>
    %429 = linalg.fill ins(%cst : f32) outs(%428 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%427, %arg124 : tensor<1x192x2x2xf32>, tensor<56x192x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %431 = tensor.empty() : tensor<56xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%432 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<56xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%433 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %expanded_298 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_299 = tensor.expand_shape %434 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_298 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %expanded_299 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_300 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_300 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_301 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_301 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %439 = tensor.empty() : tensor<1x336x2x2xf32>
    %440 = linalg.fill ins(%cst : f32) outs(%439 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %441 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%438, %arg127 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %442 = tensor.empty() : tensor<336xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%443 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%444 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_302 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_303 = tensor.expand_shape %445 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_302 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_303 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_304 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_304 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_305 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_305 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %450 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_306 = tensor.pad %451 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_307 = tensor.collapse_shape %arg130 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %452 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_306, %collapsed_307 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%453 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%454 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_308 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_309 = tensor.expand_shape %455 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_308 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_309 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_310 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_310 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_311 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_311 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %460 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %462 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%461, %arg133 : tensor<1x336x2x2xf32>, tensor<56x336x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_17 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%463 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<56xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%464 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %expanded_312 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_313 = tensor.expand_shape %465 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_312 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_313 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_314 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %expanded_314 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_315 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %expanded_315 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %469 : tensor<1x56x2x2xf32>, tensor<1x56x2x2xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %471 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%470, %arg136 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%472 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%473 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_316 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_317 = tensor.expand_shape %474 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_316 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_317 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_318 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_318 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_319 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_319 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %479 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_320 = tensor.pad %480 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_321 = tensor.collapse_shape %arg139 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %481 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_320, %collapsed_321 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%482 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%483 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_322 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_323 = tensor.expand_shape %484 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_322 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %expanded_323 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_324 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_324 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_325 = tensor.expand_shape %arg141 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_325 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %489 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %491 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%490, %arg142 : tensor<1x336x2x2xf32>, tensor<56x336x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%492 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<56xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%493 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<56xf32>
    %expanded_326 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_327 = tensor.expand_shape %494 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %expanded_326 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %expanded_327 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_328 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_328 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_329 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_329 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %498 : tensor<1x56x2x2xf32>, tensor<1x56x2x2xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %500 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%499, %arg145 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%501 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%502 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_330 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_331 = tensor.expand_shape %503 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_330 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %expanded_331 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_332 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_332 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_333 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_333 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %508 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_334 = tensor.pad %509 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg157: index, %arg158: index, %arg159: index, %arg160: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_335 = tensor.collapse_shape %arg148 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %510 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_334, %collapsed_335 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%511 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<336xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%512 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<336xf32>
    %expanded_336 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_337 = tensor.expand_shape %513 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_336 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %expanded_337 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_338 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_338 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_339 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_339 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %518 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %520 = tensor.empty() : tensor<1x112x2x2xf32>
    %521 = linalg.fill ins(%cst : f32) outs(%520 : tensor<1x112x2x2xf32>) -> tensor<1x112x2x2xf32>
    %522 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%519, %arg151 : tensor<1x336x2x2xf32>, tensor<112x336x1x1xf32>) outs(%521 : tensor<1x112x2x2xf32>) -> tensor<1x112x2x2xf32>
    %523 = tensor.empty() : tensor<112xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<112xf32>) outs(%523 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<112xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%524 : tensor<112xf32>) outs(%523 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<112xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%525 : tensor<112xf32>) outs(%523 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<112xf32>
    %expanded_340 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %expanded_341 = tensor.expand_shape %526 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_340 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %expanded_341 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %expanded_342 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %expanded_342 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %expanded_343 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %expanded_343 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %531 = tensor.empty() : tensor<1x1280x2x2xf32>
    %532 = linalg.fill ins(%cst : f32) outs(%531 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %533 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%530, %arg154 : tensor<1x112x2x2xf32>, tensor<1280x112x1x1xf32>) outs(%532 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %534 = tensor.empty() : tensor<1280xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<1280xf32>) outs(%534 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_105 : f64 to f32
      %545 = arith.addf %in, %544 : f32
      linalg.yield %545 : f32
    } -> tensor<1280xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%535 : tensor<1280xf32>) outs(%534 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = math.sqrt %in : f32
      linalg.yield %544 : f32
    } -> tensor<1280xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%536 : tensor<1280xf32>) outs(%534 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.cmpf one, %in, %cst : f32
      cf.assert %544, "unimplemented: tensor with zero element"
      %545 = arith.divf %cst_0, %in : f32
      linalg.yield %545 : f32
    } -> tensor<1280xf32>
    %expanded_344 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %expanded_345 = tensor.expand_shape %537 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %expanded_344 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.subf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %expanded_345 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_346 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %expanded_346 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.mulf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_347 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %expanded_347 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.addf %in, %in_348 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %cst_2 : tensor<1x1280x2x2xf32>, tensor<f32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1280x2x2xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %542 : tensor<f32>, tensor<1x1280x2x2xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_348: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_348 : f32
      %545 = arith.select %544, %in, %in_348 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1280x2x2xf32>
    return %543 : tensor<1x1280x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1280_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_1280_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_112_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_112_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_56_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_56_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_56_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_56_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_336_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_336_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_56_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_56_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_15: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_14: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_12: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

