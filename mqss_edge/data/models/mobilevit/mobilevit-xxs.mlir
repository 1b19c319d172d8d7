// models-v1/mobilevit-xxs: MobileViT: MobileNetV2 blocks + unfold/transformer/fold blocks
// transformers MobileViTConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 249 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<32x8x1x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x1x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32x1x1xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x16x1x1xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x1x3x3xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<24x64x1x1xf32>, %arg20: tensor<24xf32>, %arg21: tensor<24xf32>, %arg22: tensor<96x24x1x1xf32>, %arg23: tensor<96xf32>, %arg24: tensor<96xf32>, %arg25: tensor<96x1x3x3xf32>, %arg26: tensor<96xf32>, %arg27: tensor<96xf32>, %arg28: tensor<24x96x1x1xf32>, %arg29: tensor<24xf32>, %arg30: tensor<24xf32>, %arg31: tensor<96x24x1x1xf32>, %arg32: tensor<96xf32>, %arg33: tensor<96xf32>, %arg34: tensor<96x1x3x3xf32>, %arg35: tensor<96xf32>, %arg36: tensor<96xf32>, %arg37: tensor<24x96x1x1xf32>, %arg38: tensor<24xf32>, %arg39: tensor<24xf32>, %arg40: tensor<96x24x1x1xf32>, %arg41: tensor<96xf32>, %arg42: tensor<96xf32>, %arg43: tensor<96x1x3x3xf32>, %arg44: tensor<96xf32>, %arg45: tensor<96xf32>, %arg46: tensor<32x96x1x1xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32x3x3xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32x1x1xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<64x32xf32>, %arg62: tensor<64xf32>, %arg63: tensor<32x64xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32x32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32x32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<64x32xf32>, %arg78: tensor<64xf32>, %arg79: tensor<32x64xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32x32x1x1xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32x64x3x3xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<128x32x1x1xf32>, %arg94: tensor<128xf32>, %arg95: tensor<128xf32>, %arg96: tensor<128x1x3x3xf32>, %arg97: tensor<128xf32>, %arg98: tensor<128xf32>, %arg99: tensor<48x128x1x1xf32>, %arg100: tensor<48xf32>, %arg101: tensor<48xf32>, %arg102: tensor<48x48x3x3xf32>, %arg103: tensor<48xf32>, %arg104: tensor<48xf32>, %arg105: tensor<48x48x1x1xf32>, %arg106: tensor<48x48xf32>, %arg107: tensor<48xf32>, %arg108: tensor<48x48xf32>, %arg109: tensor<48xf32>, %arg110: tensor<48x48xf32>, %arg111: tensor<48xf32>, %arg112: tensor<48x48xf32>, %arg113: tensor<48xf32>, %arg114: tensor<96x48xf32>, %arg115: tensor<96xf32>, %arg116: tensor<48x96xf32>, %arg117: tensor<48xf32>, %arg118: tensor<48xf32>, %arg119: tensor<48xf32>, %arg120: tensor<48xf32>, %arg121: tensor<48xf32>, %arg122: tensor<48x48xf32>, %arg123: tensor<48xf32>, %arg124: tensor<48x48xf32>, %arg125: tensor<48xf32>, %arg126: tensor<48x48xf32>, %arg127: tensor<48xf32>, %arg128: tensor<48x48xf32>, %arg129: tensor<48xf32>, %arg130: tensor<96x48xf32>, %arg131: tensor<96xf32>, %arg132: tensor<48x96xf32>, %arg133: tensor<48xf32>, %arg134: tensor<48xf32>, %arg135: tensor<48xf32>, %arg136: tensor<48xf32>, %arg137: tensor<48xf32>, %arg138: tensor<48x48xf32>, %arg139: tensor<48xf32>, %arg140: tensor<48x48xf32>, %arg141: tensor<48xf32>, %arg142: tensor<48x48xf32>, %arg143: tensor<48xf32>, %arg144: tensor<48x48xf32>, %arg145: tensor<48xf32>, %arg146: tensor<96x48xf32>, %arg147: tensor<96xf32>, %arg148: tensor<48x96xf32>, %arg149: tensor<48xf32>, %arg150: tensor<48xf32>, %arg151: tensor<48xf32>, %arg152: tensor<48xf32>, %arg153: tensor<48xf32>, %arg154: tensor<48x48xf32>, %arg155: tensor<48xf32>, %arg156: tensor<48x48xf32>, %arg157: tensor<48xf32>, %arg158: tensor<48x48xf32>, %arg159: tensor<48xf32>, %arg160: tensor<48x48xf32>, %arg161: tensor<48xf32>, %arg162: tensor<96x48xf32>, %arg163: tensor<96xf32>, %arg164: tensor<48x96xf32>, %arg165: tensor<48xf32>, %arg166: tensor<48xf32>, %arg167: tensor<48xf32>, %arg168: tensor<48xf32>, %arg169: tensor<48xf32>, %arg170: tensor<48xf32>, %arg171: tensor<48xf32>, %arg172: tensor<48x48x1x1xf32>, %arg173: tensor<48xf32>, %arg174: tensor<48xf32>, %arg175: tensor<48x96x3x3xf32>, %arg176: tensor<48xf32>, %arg177: tensor<48xf32>, %arg178: tensor<192x48x1x1xf32>, %arg179: tensor<192xf32>, %arg180: tensor<192xf32>, %arg181: tensor<192x1x3x3xf32>, %arg182: tensor<192xf32>, %arg183: tensor<192xf32>, %arg184: tensor<64x192x1x1xf32>, %arg185: tensor<64xf32>, %arg186: tensor<64xf32>, %arg187: tensor<64x64x3x3xf32>, %arg188: tensor<64xf32>, %arg189: tensor<64xf32>, %arg190: tensor<64x64x1x1xf32>, %arg191: tensor<64x64xf32>, %arg192: tensor<64xf32>, %arg193: tensor<64x64xf32>, %arg194: tensor<64xf32>, %arg195: tensor<64x64xf32>, %arg196: tensor<64xf32>, %arg197: tensor<64x64xf32>, %arg198: tensor<64xf32>, %arg199: tensor<128x64xf32>, %arg200: tensor<128xf32>, %arg201: tensor<64x128xf32>, %arg202: tensor<64xf32>, %arg203: tensor<64xf32>, %arg204: tensor<64xf32>, %arg205: tensor<64xf32>, %arg206: tensor<64xf32>, %arg207: tensor<64x64xf32>, %arg208: tensor<64xf32>, %arg209: tensor<64x64xf32>, %arg210: tensor<64xf32>, %arg211: tensor<64x64xf32>, %arg212: tensor<64xf32>, %arg213: tensor<64x64xf32>, %arg214: tensor<64xf32>, %arg215: tensor<128x64xf32>, %arg216: tensor<128xf32>, %arg217: tensor<64x128xf32>, %arg218: tensor<64xf32>, %arg219: tensor<64xf32>, %arg220: tensor<64xf32>, %arg221: tensor<64xf32>, %arg222: tensor<64xf32>, %arg223: tensor<64x64xf32>, %arg224: tensor<64xf32>, %arg225: tensor<64x64xf32>, %arg226: tensor<64xf32>, %arg227: tensor<64x64xf32>, %arg228: tensor<64xf32>, %arg229: tensor<64x64xf32>, %arg230: tensor<64xf32>, %arg231: tensor<128x64xf32>, %arg232: tensor<128xf32>, %arg233: tensor<64x128xf32>, %arg234: tensor<64xf32>, %arg235: tensor<64xf32>, %arg236: tensor<64xf32>, %arg237: tensor<64xf32>, %arg238: tensor<64xf32>, %arg239: tensor<64xf32>, %arg240: tensor<64xf32>, %arg241: tensor<64x64x1x1xf32>, %arg242: tensor<64xf32>, %arg243: tensor<64xf32>, %arg244: tensor<64x128x3x3xf32>, %arg245: tensor<64xf32>, %arg246: tensor<64xf32>, %arg247: tensor<160x64x1x1xf32>, %arg248: tensor<160xf32>, %arg249: tensor<160xf32>) -> tensor<1x160x2x2xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_160_torch.float32_1> : tensor<160xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_160_torch.float32> : tensor<160xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_9 = arith.constant 5.6568542494923806 : f64
    %cst_10 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_22 = arith.constant 4.8989794855663558 : f64
    %cst_23 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_67 = arith.constant 1.000000e-05 : f64
    %cst_68 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_70 = arith.constant 3.200000e+01 : f64
    %cst_71 = arith.constant 3.200000e+01 : f32
    %cst_72 = arith.constant 4.000000e+00 : f32
    %cst_73 = arith.constant 4.800000e+01 : f64
    %cst_74 = arith.constant 4.800000e+01 : f32
    %cst_75 = arith.constant 6.400000e+01 : f64
    %cst_76 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_68 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_69 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_77 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x8x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_77 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_78 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_78 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_79 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_79 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %11 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x8x32x32xf32>
    %13 = tensor.empty() : tensor<1x32x32x32xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%12, %arg4 : tensor<1x8x32x32xf32>, tensor<32x8x1x1xf32>) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %16 = tensor.empty() : tensor<32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_65 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_80 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_81 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_80 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_81 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_82 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_82 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_83 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_83 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x32x32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %24 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_84 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %collapsed = tensor.collapse_shape %arg7 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %26 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %collapsed : tensor<1x32x34x34xf32>, tensor<32x3x3xf32>) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_63 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_85 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_86 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_85 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_86 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_87 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_87 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_88 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_88 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x32x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %34 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x32x32xf32>
    %36 = tensor.empty() : tensor<1x16x32x32xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%35, %arg10 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%37 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %39 = tensor.empty() : tensor<16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_61 : tensor<16xf32>) outs(%39 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<16xf32>) outs(%39 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<16xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<16xf32>) outs(%39 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<16xf32>
    %expanded_89 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_90 = tensor.expand_shape %42 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_89 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x16x32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_90 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_91 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_91 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_92 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_92 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x16x32x32xf32>
    %47 = tensor.empty() : tensor<1x64x32x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%46, %arg13 : tensor<1x16x32x32xf32>, tensor<64x16x1x1xf32>) outs(%48 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %50 = tensor.empty() : tensor<64xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_59 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%51 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_93 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_94 = tensor.expand_shape %53 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_93 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x32x32xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_94 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_95 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_95 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_96 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_96 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x32x32xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x64x32x32xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x64x32x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x64x32x32xf32>, tensor<1x64x32x32xf32>) outs(%47 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x32x32xf32>
    %padded_97 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %60 = tensor.empty() : tensor<1x64x16x16xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %collapsed_98 = tensor.collapse_shape %arg16 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %62 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_97, %collapsed_98 : tensor<1x64x34x34xf32>, tensor<64x3x3xf32>) outs(%61 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_57 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_99 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_100 = tensor.expand_shape %65 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_99 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_100 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_101 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_101 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_102 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_102 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x64x16x16xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x64x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %70 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x16x16xf32>
    %72 = tensor.empty() : tensor<1x24x16x16xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%71, %arg19 : tensor<1x64x16x16xf32>, tensor<24x64x1x1xf32>) outs(%73 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %75 = tensor.empty() : tensor<24xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%76 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<24xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%77 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %expanded_103 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_104 = tensor.expand_shape %78 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_103 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_104 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_105 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_105 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_106 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_106 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %83 = tensor.empty() : tensor<1x96x16x16xf32>
    %84 = linalg.fill ins(%cst : f32) outs(%83 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%82, %arg22 : tensor<1x24x16x16xf32>, tensor<96x24x1x1xf32>) outs(%84 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %86 = tensor.empty() : tensor<96xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_53 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_107 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_108 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_107 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_108 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_109 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_109 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_110 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_110 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %94 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %padded_111 = tensor.pad %95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x18x18xf32>
    %collapsed_112 = tensor.collapse_shape %arg25 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %96 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %collapsed_112 : tensor<1x96x18x18xf32>, tensor<96x3x3xf32>) outs(%84 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_51 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%97 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%98 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_113 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_114 = tensor.expand_shape %99 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_113 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_114 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_115 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_115 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_116 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_116 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %104 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%105, %arg28 : tensor<1x96x16x16xf32>, tensor<24x96x1x1xf32>) outs(%73 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<24xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %expanded_117 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_118 = tensor.expand_shape %109 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_117 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_118 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_119 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_119 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_120 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_120 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %113 : tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %115 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%114, %arg31 : tensor<1x24x16x16xf32>, tensor<96x24x1x1xf32>) outs(%84 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_47 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%116 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_121 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_122 = tensor.expand_shape %118 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_121 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_122 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_123 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_123 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_124 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_124 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %padded_125 = tensor.pad %124 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x18x18xf32>
    %collapsed_126 = tensor.collapse_shape %arg34 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %125 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_125, %collapsed_126 : tensor<1x96x18x18xf32>, tensor<96x3x3xf32>) outs(%84 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%127 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_127 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_128 = tensor.expand_shape %128 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_127 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_128 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_129 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_129 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_130 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_130 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%134, %arg37 : tensor<1x96x16x16xf32>, tensor<24x96x1x1xf32>) outs(%73 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_43 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%136 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<24xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%137 : tensor<24xf32>) outs(%75 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<24xf32>
    %expanded_131 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_132 = tensor.expand_shape %138 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_131 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_132 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_133 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_133 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_134 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_134 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %142 : tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) outs(%72 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x24x16x16xf32>
    %144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%143, %arg40 : tensor<1x24x16x16xf32>, tensor<96x24x1x1xf32>) outs(%84 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%146 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_135 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_136 = tensor.expand_shape %147 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_135 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_136 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_137 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_137 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_138 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_138 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x16x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %152 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%83 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x16x16xf32>
    %padded_139 = tensor.pad %153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x18x18xf32>
    %154 = tensor.empty() : tensor<1x96x8x8xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %collapsed_140 = tensor.collapse_shape %arg43 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %156 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_139, %collapsed_140 : tensor<1x96x18x18xf32>, tensor<96x3x3xf32>) outs(%155 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%157 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<96xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<96xf32>) outs(%86 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<96xf32>
    %expanded_141 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_142 = tensor.expand_shape %159 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_141 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_142 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_143 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_143 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_144 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_144 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x8x8xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x96x8x8xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x96x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%154 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x96x8x8xf32>
    %166 = tensor.empty() : tensor<1x32x8x8xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %168 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%165, %arg46 : tensor<1x96x8x8xf32>, tensor<32x96x1x1xf32>) outs(%167 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%169 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%170 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_145 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_146 = tensor.expand_shape %171 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_145 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_146 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_147 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_147 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_148 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_148 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_149 = tensor.pad %175 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %176 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_149, %arg49 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%167 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%177 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%178 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_150 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_151 = tensor.expand_shape %179 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_150 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_151 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_152 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_152 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_153 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_153 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x32x8x8xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %184 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %arg52 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%167 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %collapsed_154 = tensor.collapse_shape %186 [[0, 1, 2], [3]] : tensor<1x32x8x8xf32> into tensor<256x8xf32>
    %expanded_155 = tensor.expand_shape %collapsed_154 [[0, 1], [2, 3]] output_shape [128, 2, 4, 2] : tensor<256x8xf32> into tensor<128x2x4x2xf32>
    %187 = tensor.empty() : tensor<128x4x2x2xf32>
    %transposed = linalg.transpose ins(%expanded_155 : tensor<128x2x4x2xf32>) outs(%187 : tensor<128x4x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_156 = tensor.collapse_shape %transposed [[0, 1], [2, 3]] : tensor<128x4x2x2xf32> into tensor<512x4xf32>
    %expanded_157 = tensor.expand_shape %collapsed_156 [[0, 1, 2], [3]] output_shape [1, 32, 16, 4] : tensor<512x4xf32> into tensor<1x32x16x4xf32>
    %188 = tensor.empty() : tensor<1x4x16x32xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<1x32x16x4xf32>) outs(%188 : tensor<1x4x16x32xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0, 1], [2], [3]] : tensor<1x4x16x32xf32> into tensor<4x16x32xf32>
    %189 = tensor.empty() : tensor<4x16x32xf64>
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_159 : tensor<4x16x32xf32>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %191 = tensor.empty() : tensor<4x16x1xf64>
    %192 = linalg.fill ins(%cst_1 : f64) outs(%191 : tensor<4x16x1xf64>) -> tensor<4x16x1xf64>
    %193 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %194 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %195 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %194 : tensor<4x16x32xf64>, tensor<4x16x1xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %196 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %195 : tensor<4x16x32xf64>, tensor<4x16x32xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %197 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %199 = tensor.empty() : tensor<4x16x1xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<4x16x1xf64>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %201 = linalg.fill ins(%cst : f32) outs(%199 : tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_159 : tensor<4x16x32xf32>) outs(%201 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_71 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x16x1xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %206 = tensor.empty() : tensor<4x16x32xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_159, %203 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %205 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %arg65 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %arg66 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %collapsed_160 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %211 = tensor.empty() : tensor<32x32xf32>
    %transposed_161 = linalg.transpose ins(%arg53 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %212 = tensor.empty() : tensor<64x32xf32>
    %213 = linalg.fill ins(%cst : f32) outs(%212 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %214 = linalg.matmul ins(%collapsed_160, %transposed_161 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %215 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%214, %arg54 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_162 = tensor.expand_shape %215 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %216 = tensor.empty() : tensor<4x2x16x16xf32>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_164 = linalg.transpose ins(%arg55 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %217 = linalg.matmul ins(%collapsed_160, %transposed_164 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %218 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%217, %arg56 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_165 = tensor.expand_shape %218 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %transposed_166 = linalg.transpose ins(%arg57 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %219 = linalg.matmul ins(%collapsed_160, %transposed_166 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%219, %arg58 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_167 = tensor.expand_shape %220 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_169 = linalg.transpose ins(%expanded_165 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_170 = tensor.collapse_shape %transposed_163 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_171 = tensor.collapse_shape %transposed_169 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %221 = tensor.empty() : tensor<8x16x16xf32>
    %222 = linalg.fill ins(%cst : f32) outs(%221 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %223 = linalg.batch_matmul ins(%collapsed_170, %collapsed_171 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%222 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_172 = tensor.expand_shape %223 [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<4x2x16x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_72 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %225 = tensor.empty() : tensor<4x2x16xi64>
    %226 = linalg.fill ins(%c0_i64 : i64) outs(%225 : tensor<4x2x16xi64>) -> tensor<4x2x16xi64>
    %227 = tensor.empty() : tensor<4x2x16xf32>
    %228 = linalg.fill ins(%cst_2 : f32) outs(%227 : tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %229:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<4x2x16x16xf32>) outs(%228, %226 : tensor<4x2x16xf32>, tensor<4x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x16xf32>, tensor<4x2x16xi64>)
    %expanded_173 = tensor.expand_shape %229#0 [[0], [1], [2, 3]] output_shape [4, 2, 16, 1] : tensor<4x2x16xf32> into tensor<4x2x16x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_173 : tensor<4x2x16x16xf32>, tensor<4x2x16x1xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<4x2x16x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %232 = tensor.empty() : tensor<4x2x16x1xf32>
    %233 = linalg.fill ins(%cst : f32) outs(%232 : tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<4x2x16x16xf32>) outs(%233 : tensor<4x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %234 : tensor<4x2x16x16xf32>, tensor<4x2x16x1xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %collapsed_174 = tensor.collapse_shape %235 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_175 = tensor.collapse_shape %transposed_168 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %236 = linalg.batch_matmul ins(%collapsed_174, %collapsed_175 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%222 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_176 = tensor.expand_shape %236 [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
    %237 = tensor.empty() : tensor<4x16x2x16xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<4x2x16x16xf32>) outs(%237 : tensor<4x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_178 = tensor.collapse_shape %transposed_177 [[0, 1], [2, 3]] : tensor<4x16x2x16xf32> into tensor<64x32xf32>
    %transposed_179 = linalg.transpose ins(%arg59 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %238 = linalg.matmul ins(%collapsed_178, %transposed_179 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %239 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%238, %arg60 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_180 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_180, %collapsed_159 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<4x16x32xf32>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %242 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %244 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<4x16x32xf64>, tensor<4x16x1xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %245 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<4x16x32xf64>, tensor<4x16x32xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %246 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %248 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<4x16x1xf64>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<4x16x32xf32>) outs(%201 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_71 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x16x1xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %250 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %arg67 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %arg68 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %collapsed_181 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %257 = tensor.empty() : tensor<32x64xf32>
    %transposed_182 = linalg.transpose ins(%arg61 : tensor<64x32xf32>) outs(%257 : tensor<32x64xf32>) permutation = [1, 0] 
    %258 = tensor.empty() : tensor<64x64xf32>
    %259 = linalg.fill ins(%cst : f32) outs(%258 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %260 = linalg.matmul ins(%collapsed_181, %transposed_182 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%259 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %261 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%260, %arg62 : tensor<64x64xf32>, tensor<64xf32>) outs(%258 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x64xf32>
    %expanded_183 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32>
    %262 = tensor.empty() : tensor<4x16x64xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<4x16x64xf32>) outs(%262 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x16x64xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_183, %263 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%262 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x64xf32>
    %collapsed_184 = tensor.collapse_shape %264 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32>
    %transposed_185 = linalg.transpose ins(%arg63 : tensor<32x64xf32>) outs(%212 : tensor<64x32xf32>) permutation = [1, 0] 
    %265 = linalg.matmul ins(%collapsed_184, %transposed_185 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %266 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%265, %arg64 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_186 = tensor.expand_shape %266 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186, %240 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<4x16x32xf32>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %269 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %270 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %271 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %270 : tensor<4x16x32xf64>, tensor<4x16x1xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271, %271 : tensor<4x16x32xf64>, tensor<4x16x32xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %273 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<4x16x1xf64>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<4x16x32xf32>) outs(%201 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_71 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x16x1xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %277 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %279 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %arg81 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %arg82 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %collapsed_187 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %transposed_188 = linalg.transpose ins(%arg69 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %284 = linalg.matmul ins(%collapsed_187, %transposed_188 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %285 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%284, %arg70 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_189 = tensor.expand_shape %285 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %transposed_190 = linalg.transpose ins(%expanded_189 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_191 = linalg.transpose ins(%arg71 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %286 = linalg.matmul ins(%collapsed_187, %transposed_191 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %287 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%286, %arg72 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_192 = tensor.expand_shape %287 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %transposed_193 = linalg.transpose ins(%arg73 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %288 = linalg.matmul ins(%collapsed_187, %transposed_193 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %289 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%288, %arg74 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_194 = tensor.expand_shape %289 [[0, 1], [2, 3]] output_shape [4, 16, 2, 16] : tensor<64x32xf32> into tensor<4x16x2x16xf32>
    %transposed_195 = linalg.transpose ins(%expanded_194 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_196 = linalg.transpose ins(%expanded_192 : tensor<4x16x2x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_197 = tensor.collapse_shape %transposed_190 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_198 = tensor.collapse_shape %transposed_196 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %290 = linalg.batch_matmul ins(%collapsed_197, %collapsed_198 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%222 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_199 = tensor.expand_shape %290 [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_199 : tensor<4x2x16x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_72 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %292:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%291 : tensor<4x2x16x16xf32>) outs(%228, %226 : tensor<4x2x16xf32>, tensor<4x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x16xf32>, tensor<4x2x16xi64>)
    %expanded_200 = tensor.expand_shape %292#0 [[0], [1], [2, 3]] output_shape [4, 2, 16, 1] : tensor<4x2x16xf32> into tensor<4x2x16x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_200 : tensor<4x2x16x16xf32>, tensor<4x2x16x1xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<4x2x16x16xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<4x2x16x16xf32>) outs(%233 : tensor<4x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<4x2x16x16xf32>, tensor<4x2x16x1xf32>) outs(%216 : tensor<4x2x16x16xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x16x16xf32>
    %collapsed_201 = tensor.collapse_shape %296 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_202 = tensor.collapse_shape %transposed_195 [[0, 1], [2], [3]] : tensor<4x2x16x16xf32> into tensor<8x16x16xf32>
    %297 = linalg.batch_matmul ins(%collapsed_201, %collapsed_202 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%222 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_203 = tensor.expand_shape %297 [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
    %transposed_204 = linalg.transpose ins(%expanded_203 : tensor<4x2x16x16xf32>) outs(%237 : tensor<4x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_205 = tensor.collapse_shape %transposed_204 [[0, 1], [2, 3]] : tensor<4x16x2x16xf32> into tensor<64x32xf32>
    %transposed_206 = linalg.transpose ins(%arg75 : tensor<32x32xf32>) outs(%211 : tensor<32x32xf32>) permutation = [1, 0] 
    %298 = linalg.matmul ins(%collapsed_205, %transposed_206 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %299 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%298, %arg76 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_207 = tensor.expand_shape %299 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_207, %267 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<4x16x32xf32>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %302 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %304 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %303 : tensor<4x16x32xf64>, tensor<4x16x1xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %305 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %304 : tensor<4x16x32xf64>, tensor<4x16x32xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %306 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%305 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %307 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<4x16x1xf64>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%300 : tensor<4x16x32xf32>) outs(%201 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_71 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x16x1xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300, %310 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %312 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %arg83 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %arg84 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %collapsed_208 = tensor.collapse_shape %316 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %transposed_209 = linalg.transpose ins(%arg77 : tensor<64x32xf32>) outs(%257 : tensor<32x64xf32>) permutation = [1, 0] 
    %317 = linalg.matmul ins(%collapsed_208, %transposed_209 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%259 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %318 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%317, %arg78 : tensor<64x64xf32>, tensor<64xf32>) outs(%258 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x64xf32>
    %expanded_210 = tensor.expand_shape %318 [[0, 1], [2]] output_shape [4, 16, 64] : tensor<64x64xf32> into tensor<4x16x64xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<4x16x64xf32>) outs(%262 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x16x64xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %319 : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%262 : tensor<4x16x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x64xf32>
    %collapsed_211 = tensor.collapse_shape %320 [[0, 1], [2]] : tensor<4x16x64xf32> into tensor<64x64xf32>
    %transposed_212 = linalg.transpose ins(%arg79 : tensor<32x64xf32>) outs(%212 : tensor<64x32xf32>) permutation = [1, 0] 
    %321 = linalg.matmul ins(%collapsed_211, %transposed_212 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%213 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %322 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%321, %arg80 : tensor<64x32xf32>, tensor<32xf32>) outs(%212 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<64x32xf32>
    %expanded_213 = tensor.expand_shape %322 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_213, %300 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x16x32xf32>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %325 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%324 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %326 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %327 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %326 : tensor<4x16x32xf64>, tensor<4x16x1xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %328 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %327 : tensor<4x16x32xf64>, tensor<4x16x32xf64>) outs(%189 : tensor<4x16x32xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x32xf64>
    %329 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<4x16x32xf64>) outs(%192 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<4x16x1xf64>) outs(%191 : tensor<4x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_70 : f64
      linalg.yield %992 : f64
    } -> tensor<4x16x1xf64>
    %331 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x16x1xf64>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%323 : tensor<4x16x32xf32>) outs(%201 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_71 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x16x1xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<4x16x1xf32>) outs(%199 : tensor<4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x1xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %333 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %335 : tensor<4x16x32xf32>, tensor<4x16x1xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %arg85 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %arg86 : tensor<4x16x32xf32>, tensor<32xf32>) outs(%206 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x16x32xf32>
    %expanded_214 = tensor.expand_shape %339 [[0, 1], [2], [3]] output_shape [1, 4, 16, 32] : tensor<4x16x32xf32> into tensor<1x4x16x32xf32>
    %340 = tensor.empty() : tensor<1x32x16x4xf32>
    %transposed_215 = linalg.transpose ins(%expanded_214 : tensor<1x4x16x32xf32>) outs(%340 : tensor<1x32x16x4xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_216 = tensor.collapse_shape %transposed_215 [[0, 1, 2], [3]] : tensor<1x32x16x4xf32> into tensor<512x4xf32>
    %expanded_217 = tensor.expand_shape %collapsed_216 [[0, 1], [2, 3]] output_shape [128, 4, 2, 2] : tensor<512x4xf32> into tensor<128x4x2x2xf32>
    %341 = tensor.empty() : tensor<128x2x4x2xf32>
    %transposed_218 = linalg.transpose ins(%expanded_217 : tensor<128x4x2x2xf32>) outs(%341 : tensor<128x2x4x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_219 = tensor.collapse_shape %transposed_218 [[0, 1], [2, 3]] : tensor<128x2x4x2xf32> into tensor<256x8xf32>
    %expanded_220 = tensor.expand_shape %collapsed_219 [[0, 1, 2], [3]] output_shape [1, 32, 8, 8] : tensor<256x8xf32> into tensor<1x32x8x8xf32>
    %342 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_220, %arg87 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%167 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%343 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%344 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_221 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_222 = tensor.expand_shape %345 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_221 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_222 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_223 = tensor.expand_shape %arg88 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_223 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_224 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_224 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x32x8x8xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %350 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %concat = tensor.concat dim(1) %175, %351 : (tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) -> tensor<1x64x8x8xf32>
    %padded_225 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %352 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_225, %arg90 : tensor<1x64x10x10xf32>, tensor<32x64x3x3xf32>) outs(%167 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%353 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<32xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%354 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<32xf32>
    %expanded_226 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_227 = tensor.expand_shape %355 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %expanded_226 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %expanded_227 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_228 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %expanded_228 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_229 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_229 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359 : tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x32x8x8xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %360 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%166 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x32x8x8xf32>
    %362 = tensor.empty() : tensor<1x128x8x8xf32>
    %363 = linalg.fill ins(%cst : f32) outs(%362 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %364 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%361, %arg93 : tensor<1x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%363 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %365 = tensor.empty() : tensor<128xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<128xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%366 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<128xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%367 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<128xf32>
    %expanded_230 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_231 = tensor.expand_shape %368 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_230 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x8x8xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_231 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_232 = tensor.expand_shape %arg94 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %expanded_232 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_233 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_233 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x8x8xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<1x128x8x8xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x128x8x8xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %373 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%362 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_234 = tensor.pad %374 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %375 = tensor.empty() : tensor<1x128x4x4xf32>
    %376 = linalg.fill ins(%cst : f32) outs(%375 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %collapsed_235 = tensor.collapse_shape %arg96 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %377 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_234, %collapsed_235 : tensor<1x128x10x10xf32>, tensor<128x3x3xf32>) outs(%376 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<128xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%378 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<128xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%379 : tensor<128xf32>) outs(%365 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<128xf32>
    %expanded_236 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_237 = tensor.expand_shape %380 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_236 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x4x4xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %expanded_237 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_238 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_238 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_239 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_239 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<1x128x4x4xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x128x4x4xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %385 : tensor<1x128x4x4xf32>, tensor<1x128x4x4xf32>) outs(%375 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x128x4x4xf32>
    %387 = tensor.empty() : tensor<1x48x4x4xf32>
    %388 = linalg.fill ins(%cst : f32) outs(%387 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %389 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%386, %arg99 : tensor<1x128x4x4xf32>, tensor<48x128x1x1xf32>) outs(%388 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %390 = tensor.empty() : tensor<48xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%391 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<48xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%392 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %expanded_240 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_241 = tensor.expand_shape %393 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %expanded_240 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_241 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_242 = tensor.expand_shape %arg100 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_242 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_243 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_243 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %padded_244 = tensor.pad %397 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x48x4x4xf32> to tensor<1x48x6x6xf32>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_244, %arg102 : tensor<1x48x6x6xf32>, tensor<48x48x3x3xf32>) outs(%388 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%399 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<48xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%400 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %expanded_245 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_246 = tensor.expand_shape %401 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_245 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_246 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_247 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_247 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_248 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_248 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x48x4x4xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %406 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %408 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%407, %arg105 : tensor<1x48x4x4xf32>, tensor<48x48x1x1xf32>) outs(%388 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %collapsed_249 = tensor.collapse_shape %408 [[0, 1, 2], [3]] : tensor<1x48x4x4xf32> into tensor<192x4xf32>
    %expanded_250 = tensor.expand_shape %collapsed_249 [[0, 1], [2, 3]] output_shape [96, 2, 2, 2] : tensor<192x4xf32> into tensor<96x2x2x2xf32>
    %409 = tensor.empty() : tensor<96x2x2x2xf32>
    %transposed_251 = linalg.transpose ins(%expanded_250 : tensor<96x2x2x2xf32>) outs(%409 : tensor<96x2x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_252 = tensor.collapse_shape %transposed_251 [[0, 1], [2, 3]] : tensor<96x2x2x2xf32> into tensor<192x4xf32>
    %expanded_253 = tensor.expand_shape %collapsed_252 [[0, 1, 2], [3]] output_shape [1, 48, 4, 4] : tensor<192x4xf32> into tensor<1x48x4x4xf32>
    %410 = tensor.empty() : tensor<1x4x4x48xf32>
    %transposed_254 = linalg.transpose ins(%expanded_253 : tensor<1x48x4x4xf32>) outs(%410 : tensor<1x4x4x48xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_255 = tensor.collapse_shape %transposed_254 [[0, 1], [2], [3]] : tensor<1x4x4x48xf32> into tensor<4x4x48xf32>
    %411 = tensor.empty() : tensor<4x4x48xf64>
    %412 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_255 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %413 = tensor.empty() : tensor<4x4x1xf64>
    %414 = linalg.fill ins(%cst_1 : f64) outs(%413 : tensor<4x4x1xf64>) -> tensor<4x4x1xf64>
    %415 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%412 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %417 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %416 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %418 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %417 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %419 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%418 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %420 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %421 = tensor.empty() : tensor<4x4x1xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %423 = linalg.fill ins(%cst : f32) outs(%421 : tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_255 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %425 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %428 = tensor.empty() : tensor<4x4x48xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_255, %425 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %427 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430, %arg118 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %arg119 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_256 = tensor.collapse_shape %432 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %433 = tensor.empty() : tensor<48x48xf32>
    %transposed_257 = linalg.transpose ins(%arg106 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %434 = tensor.empty() : tensor<16x48xf32>
    %435 = linalg.fill ins(%cst : f32) outs(%434 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %436 = linalg.matmul ins(%collapsed_256, %transposed_257 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %437 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%436, %arg107 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_258 = tensor.expand_shape %437 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %438 = tensor.empty() : tensor<4x2x4x24xf32>
    %transposed_259 = linalg.transpose ins(%expanded_258 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_260 = linalg.transpose ins(%arg108 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %439 = linalg.matmul ins(%collapsed_256, %transposed_260 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%439, %arg109 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_261 = tensor.expand_shape %440 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_262 = linalg.transpose ins(%arg110 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %441 = linalg.matmul ins(%collapsed_256, %transposed_262 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %442 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%441, %arg111 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_263 = tensor.expand_shape %442 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_264 = linalg.transpose ins(%expanded_263 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %443 = tensor.empty() : tensor<4x2x24x4xf32>
    %transposed_265 = linalg.transpose ins(%expanded_261 : tensor<4x4x2x24xf32>) outs(%443 : tensor<4x2x24x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_266 = tensor.collapse_shape %transposed_259 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %collapsed_267 = tensor.collapse_shape %transposed_265 [[0, 1], [2], [3]] : tensor<4x2x24x4xf32> into tensor<8x24x4xf32>
    %444 = tensor.empty() : tensor<8x4x4xf32>
    %445 = linalg.fill ins(%cst : f32) outs(%444 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %446 = linalg.batch_matmul ins(%collapsed_266, %collapsed_267 : tensor<8x4x24xf32>, tensor<8x24x4xf32>) outs(%445 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_268 = tensor.expand_shape %446 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %447 = tensor.empty() : tensor<4x2x4x4xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_268 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_22 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x4x4xf32>
    %449 = tensor.empty() : tensor<4x2x4xi64>
    %450 = linalg.fill ins(%c0_i64 : i64) outs(%449 : tensor<4x2x4xi64>) -> tensor<4x2x4xi64>
    %451 = tensor.empty() : tensor<4x2x4xf32>
    %452 = linalg.fill ins(%cst_2 : f32) outs(%451 : tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %453:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%448 : tensor<4x2x4x4xf32>) outs(%452, %450 : tensor<4x2x4xf32>, tensor<4x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x4xf32>, tensor<4x2x4xi64>)
    %expanded_269 = tensor.expand_shape %453#0 [[0], [1], [2, 3]] output_shape [4, 2, 4, 1] : tensor<4x2x4xf32> into tensor<4x2x4x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_269 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %456 = tensor.empty() : tensor<4x2x4x1xf32>
    %457 = linalg.fill ins(%cst : f32) outs(%456 : tensor<4x2x4x1xf32>) -> tensor<4x2x4x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%455 : tensor<4x2x4x4xf32>) outs(%457 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %458 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_270 = tensor.collapse_shape %459 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_271 = tensor.collapse_shape %transposed_264 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %460 = tensor.empty() : tensor<8x4x24xf32>
    %461 = linalg.fill ins(%cst : f32) outs(%460 : tensor<8x4x24xf32>) -> tensor<8x4x24xf32>
    %462 = linalg.batch_matmul ins(%collapsed_270, %collapsed_271 : tensor<8x4x4xf32>, tensor<8x4x24xf32>) outs(%461 : tensor<8x4x24xf32>) -> tensor<8x4x24xf32>
    %expanded_272 = tensor.expand_shape %462 [[0, 1], [2], [3]] output_shape [4, 2, 4, 24] : tensor<8x4x24xf32> into tensor<4x2x4x24xf32>
    %463 = tensor.empty() : tensor<4x4x2x24xf32>
    %transposed_273 = linalg.transpose ins(%expanded_272 : tensor<4x2x4x24xf32>) outs(%463 : tensor<4x4x2x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_274 = tensor.collapse_shape %transposed_273 [[0, 1], [2, 3]] : tensor<4x4x2x24xf32> into tensor<16x48xf32>
    %transposed_275 = linalg.transpose ins(%arg112 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %464 = linalg.matmul ins(%collapsed_274, %transposed_275 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %465 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%464, %arg113 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_276 = tensor.expand_shape %465 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_276, %collapsed_255 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %468 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%467 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %469 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %470 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %469 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %471 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %470 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %472 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%471 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %473 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %474 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %476 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %477 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %476 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %478 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %481 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %arg120 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %arg121 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_277 = tensor.collapse_shape %482 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %483 = tensor.empty() : tensor<48x96xf32>
    %transposed_278 = linalg.transpose ins(%arg114 : tensor<96x48xf32>) outs(%483 : tensor<48x96xf32>) permutation = [1, 0] 
    %484 = tensor.empty() : tensor<16x96xf32>
    %485 = linalg.fill ins(%cst : f32) outs(%484 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %486 = linalg.matmul ins(%collapsed_277, %transposed_278 : tensor<16x48xf32>, tensor<48x96xf32>) outs(%485 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %487 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%486, %arg115 : tensor<16x96xf32>, tensor<96xf32>) outs(%484 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x96xf32>
    %expanded_279 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [4, 4, 96] : tensor<16x96xf32> into tensor<4x4x96xf32>
    %488 = tensor.empty() : tensor<4x4x96xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_279 : tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x4x96xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_279, %489 : tensor<4x4x96xf32>, tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x96xf32>
    %collapsed_280 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<4x4x96xf32> into tensor<16x96xf32>
    %491 = tensor.empty() : tensor<96x48xf32>
    %transposed_281 = linalg.transpose ins(%arg116 : tensor<48x96xf32>) outs(%491 : tensor<96x48xf32>) permutation = [1, 0] 
    %492 = linalg.matmul ins(%collapsed_280, %transposed_281 : tensor<16x96xf32>, tensor<96x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %493 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%492, %arg117 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_282 = tensor.expand_shape %493 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_282, %466 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %496 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%495 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %498 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %497 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %499 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %498 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %500 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%499 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %502 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%494 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %504 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %508 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %506 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %arg134 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %arg135 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_283 = tensor.collapse_shape %510 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_284 = linalg.transpose ins(%arg122 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %511 = linalg.matmul ins(%collapsed_283, %transposed_284 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %512 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%511, %arg123 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_285 = tensor.expand_shape %512 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_286 = linalg.transpose ins(%expanded_285 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_287 = linalg.transpose ins(%arg124 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %513 = linalg.matmul ins(%collapsed_283, %transposed_287 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %514 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%513, %arg125 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_288 = tensor.expand_shape %514 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_289 = linalg.transpose ins(%arg126 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %515 = linalg.matmul ins(%collapsed_283, %transposed_289 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %516 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%515, %arg127 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_290 = tensor.expand_shape %516 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_291 = linalg.transpose ins(%expanded_290 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_292 = linalg.transpose ins(%expanded_288 : tensor<4x4x2x24xf32>) outs(%443 : tensor<4x2x24x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_293 = tensor.collapse_shape %transposed_286 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %collapsed_294 = tensor.collapse_shape %transposed_292 [[0, 1], [2], [3]] : tensor<4x2x24x4xf32> into tensor<8x24x4xf32>
    %517 = linalg.batch_matmul ins(%collapsed_293, %collapsed_294 : tensor<8x4x24xf32>, tensor<8x24x4xf32>) outs(%445 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_295 = tensor.expand_shape %517 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_22 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x4x4xf32>
    %519:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%518 : tensor<4x2x4x4xf32>) outs(%452, %450 : tensor<4x2x4xf32>, tensor<4x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x4xf32>, tensor<4x2x4xi64>)
    %expanded_296 = tensor.expand_shape %519#0 [[0], [1], [2, 3]] output_shape [4, 2, 4, 1] : tensor<4x2x4xf32> into tensor<4x2x4x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %expanded_296 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%521 : tensor<4x2x4x4xf32>) outs(%457 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %522 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_297 = tensor.collapse_shape %523 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_298 = tensor.collapse_shape %transposed_291 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %524 = linalg.batch_matmul ins(%collapsed_297, %collapsed_298 : tensor<8x4x4xf32>, tensor<8x4x24xf32>) outs(%461 : tensor<8x4x24xf32>) -> tensor<8x4x24xf32>
    %expanded_299 = tensor.expand_shape %524 [[0, 1], [2], [3]] output_shape [4, 2, 4, 24] : tensor<8x4x24xf32> into tensor<4x2x4x24xf32>
    %transposed_300 = linalg.transpose ins(%expanded_299 : tensor<4x2x4x24xf32>) outs(%463 : tensor<4x4x2x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_301 = tensor.collapse_shape %transposed_300 [[0, 1], [2, 3]] : tensor<4x4x2x24xf32> into tensor<16x48xf32>
    %transposed_302 = linalg.transpose ins(%arg128 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %525 = linalg.matmul ins(%collapsed_301, %transposed_302 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %526 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%525, %arg129 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_303 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_303, %494 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %529 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %531 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %530 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %532 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %531 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %533 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%532 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %534 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %535 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%527 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %537 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %538 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %539 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %540 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %537 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %541 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %539 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %542 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541, %arg136 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %arg137 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_304 = tensor.collapse_shape %543 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_305 = linalg.transpose ins(%arg130 : tensor<96x48xf32>) outs(%483 : tensor<48x96xf32>) permutation = [1, 0] 
    %544 = linalg.matmul ins(%collapsed_304, %transposed_305 : tensor<16x48xf32>, tensor<48x96xf32>) outs(%485 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %545 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%544, %arg131 : tensor<16x96xf32>, tensor<96xf32>) outs(%484 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x96xf32>
    %expanded_306 = tensor.expand_shape %545 [[0, 1], [2]] output_shape [4, 4, 96] : tensor<16x96xf32> into tensor<4x4x96xf32>
    %546 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_306 : tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x4x96xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_306, %546 : tensor<4x4x96xf32>, tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x96xf32>
    %collapsed_307 = tensor.collapse_shape %547 [[0, 1], [2]] : tensor<4x4x96xf32> into tensor<16x96xf32>
    %transposed_308 = linalg.transpose ins(%arg132 : tensor<48x96xf32>) outs(%491 : tensor<96x48xf32>) permutation = [1, 0] 
    %548 = linalg.matmul ins(%collapsed_307, %transposed_308 : tensor<16x96xf32>, tensor<96x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%548, %arg133 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_309 = tensor.expand_shape %549 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_309, %527 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %552 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%551 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %553 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %554 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %553 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %555 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554, %554 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %556 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%555 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %557 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %558 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %559 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %560 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %561 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %562 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %563 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %560 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %564 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %562 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %565 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %arg150 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %566 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565, %arg151 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_310 = tensor.collapse_shape %566 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_311 = linalg.transpose ins(%arg138 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %567 = linalg.matmul ins(%collapsed_310, %transposed_311 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %568 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%567, %arg139 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_312 = tensor.expand_shape %568 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_313 = linalg.transpose ins(%expanded_312 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_314 = linalg.transpose ins(%arg140 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %569 = linalg.matmul ins(%collapsed_310, %transposed_314 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %570 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%569, %arg141 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_315 = tensor.expand_shape %570 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_316 = linalg.transpose ins(%arg142 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %571 = linalg.matmul ins(%collapsed_310, %transposed_316 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %572 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%571, %arg143 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_317 = tensor.expand_shape %572 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_318 = linalg.transpose ins(%expanded_317 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_319 = linalg.transpose ins(%expanded_315 : tensor<4x4x2x24xf32>) outs(%443 : tensor<4x2x24x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_320 = tensor.collapse_shape %transposed_313 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %collapsed_321 = tensor.collapse_shape %transposed_319 [[0, 1], [2], [3]] : tensor<4x2x24x4xf32> into tensor<8x24x4xf32>
    %573 = linalg.batch_matmul ins(%collapsed_320, %collapsed_321 : tensor<8x4x24xf32>, tensor<8x24x4xf32>) outs(%445 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_322 = tensor.expand_shape %573 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_322 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_22 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x4x4xf32>
    %575:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%574 : tensor<4x2x4x4xf32>) outs(%452, %450 : tensor<4x2x4xf32>, tensor<4x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x4xf32>, tensor<4x2x4xi64>)
    %expanded_323 = tensor.expand_shape %575#0 [[0], [1], [2, 3]] output_shape [4, 2, 4, 1] : tensor<4x2x4xf32> into tensor<4x2x4x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %expanded_323 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%577 : tensor<4x2x4x4xf32>) outs(%457 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x1xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %578 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_324 = tensor.collapse_shape %579 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_325 = tensor.collapse_shape %transposed_318 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %580 = linalg.batch_matmul ins(%collapsed_324, %collapsed_325 : tensor<8x4x4xf32>, tensor<8x4x24xf32>) outs(%461 : tensor<8x4x24xf32>) -> tensor<8x4x24xf32>
    %expanded_326 = tensor.expand_shape %580 [[0, 1], [2], [3]] output_shape [4, 2, 4, 24] : tensor<8x4x24xf32> into tensor<4x2x4x24xf32>
    %transposed_327 = linalg.transpose ins(%expanded_326 : tensor<4x2x4x24xf32>) outs(%463 : tensor<4x4x2x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_328 = tensor.collapse_shape %transposed_327 [[0, 1], [2, 3]] : tensor<4x4x2x24xf32> into tensor<16x48xf32>
    %transposed_329 = linalg.transpose ins(%arg144 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %581 = linalg.matmul ins(%collapsed_328, %transposed_329 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %582 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%581, %arg145 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_330 = tensor.expand_shape %582 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %583 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_330, %550 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %584 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %585 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%584 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %587 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %586 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %588 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %587 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %589 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%588 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %590 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %591 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %592 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%583 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %594 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %593 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %595 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %598 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %arg152 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %arg153 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_331 = tensor.collapse_shape %599 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_332 = linalg.transpose ins(%arg146 : tensor<96x48xf32>) outs(%483 : tensor<48x96xf32>) permutation = [1, 0] 
    %600 = linalg.matmul ins(%collapsed_331, %transposed_332 : tensor<16x48xf32>, tensor<48x96xf32>) outs(%485 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %601 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%600, %arg147 : tensor<16x96xf32>, tensor<96xf32>) outs(%484 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x96xf32>
    %expanded_333 = tensor.expand_shape %601 [[0, 1], [2]] output_shape [4, 4, 96] : tensor<16x96xf32> into tensor<4x4x96xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_333 : tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x4x96xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_333, %602 : tensor<4x4x96xf32>, tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x96xf32>
    %collapsed_334 = tensor.collapse_shape %603 [[0, 1], [2]] : tensor<4x4x96xf32> into tensor<16x96xf32>
    %transposed_335 = linalg.transpose ins(%arg148 : tensor<48x96xf32>) outs(%491 : tensor<96x48xf32>) permutation = [1, 0] 
    %604 = linalg.matmul ins(%collapsed_334, %transposed_335 : tensor<16x96xf32>, tensor<96x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %605 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%604, %arg149 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_336 = tensor.expand_shape %605 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %606 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_336, %583 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %608 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%607 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %609 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %610 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %609 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %611 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610, %610 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %612 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%611 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %613 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %614 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %615 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%606 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %616 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %617 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %618 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %619 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %616 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %620 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619, %618 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %621 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620, %arg166 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %622 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621, %arg167 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_337 = tensor.collapse_shape %622 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_338 = linalg.transpose ins(%arg154 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %623 = linalg.matmul ins(%collapsed_337, %transposed_338 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %624 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%623, %arg155 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_339 = tensor.expand_shape %624 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%arg156 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %625 = linalg.matmul ins(%collapsed_337, %transposed_341 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %626 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%625, %arg157 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_342 = tensor.expand_shape %626 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_343 = linalg.transpose ins(%arg158 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %627 = linalg.matmul ins(%collapsed_337, %transposed_343 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %628 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%627, %arg159 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_344 = tensor.expand_shape %628 [[0, 1], [2, 3]] output_shape [4, 4, 2, 24] : tensor<16x48xf32> into tensor<4x4x2x24xf32>
    %transposed_345 = linalg.transpose ins(%expanded_344 : tensor<4x4x2x24xf32>) outs(%438 : tensor<4x2x4x24xf32>) permutation = [0, 2, 1, 3] 
    %transposed_346 = linalg.transpose ins(%expanded_342 : tensor<4x4x2x24xf32>) outs(%443 : tensor<4x2x24x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_347 = tensor.collapse_shape %transposed_340 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %collapsed_348 = tensor.collapse_shape %transposed_346 [[0, 1], [2], [3]] : tensor<4x2x24x4xf32> into tensor<8x24x4xf32>
    %629 = linalg.batch_matmul ins(%collapsed_347, %collapsed_348 : tensor<8x4x24xf32>, tensor<8x24x4xf32>) outs(%445 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %expanded_349 = tensor.expand_shape %629 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xf32> into tensor<4x2x4x4xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_349 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_22 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x4x4xf32>
    %631:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%630 : tensor<4x2x4x4xf32>) outs(%452, %450 : tensor<4x2x4xf32>, tensor<4x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = linalg.index 3 : index
      %993 = arith.index_cast %992 : index to i64
      %994 = arith.maximumf %in, %out : f32
      %995 = arith.cmpf ogt, %in, %out : f32
      %996 = arith.select %995, %993, %out_509 : i64
      linalg.yield %994, %996 : f32, i64
    } -> (tensor<4x2x4xf32>, tensor<4x2x4xi64>)
    %expanded_350 = tensor.expand_shape %631#0 [[0], [1], [2, 3]] output_shape [4, 2, 4, 1] : tensor<4x2x4xf32> into tensor<4x2x4x1xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %expanded_350 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632 : tensor<4x2x4x4xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%633 : tensor<4x2x4x4xf32>) outs(%457 : tensor<4x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x1xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %634 : tensor<4x2x4x4xf32>, tensor<4x2x4x1xf32>) outs(%447 : tensor<4x2x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x4x4xf32>
    %collapsed_351 = tensor.collapse_shape %635 [[0, 1], [2], [3]] : tensor<4x2x4x4xf32> into tensor<8x4x4xf32>
    %collapsed_352 = tensor.collapse_shape %transposed_345 [[0, 1], [2], [3]] : tensor<4x2x4x24xf32> into tensor<8x4x24xf32>
    %636 = linalg.batch_matmul ins(%collapsed_351, %collapsed_352 : tensor<8x4x4xf32>, tensor<8x4x24xf32>) outs(%461 : tensor<8x4x24xf32>) -> tensor<8x4x24xf32>
    %expanded_353 = tensor.expand_shape %636 [[0, 1], [2], [3]] output_shape [4, 2, 4, 24] : tensor<8x4x24xf32> into tensor<4x2x4x24xf32>
    %transposed_354 = linalg.transpose ins(%expanded_353 : tensor<4x2x4x24xf32>) outs(%463 : tensor<4x4x2x24xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_355 = tensor.collapse_shape %transposed_354 [[0, 1], [2, 3]] : tensor<4x4x2x24xf32> into tensor<16x48xf32>
    %transposed_356 = linalg.transpose ins(%arg160 : tensor<48x48xf32>) outs(%433 : tensor<48x48xf32>) permutation = [1, 0] 
    %637 = linalg.matmul ins(%collapsed_355, %transposed_356 : tensor<16x48xf32>, tensor<48x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %638 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%637, %arg161 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_357 = tensor.expand_shape %638 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %639 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_357, %606 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %641 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%640 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %642 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %643 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %642 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %644 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %643 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %645 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%644 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %646 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %647 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%639 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %649 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %650 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %652 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %649 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %653 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %651 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %654 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %arg168 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %655 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654, %arg169 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %collapsed_358 = tensor.collapse_shape %655 [[0, 1], [2]] : tensor<4x4x48xf32> into tensor<16x48xf32>
    %transposed_359 = linalg.transpose ins(%arg162 : tensor<96x48xf32>) outs(%483 : tensor<48x96xf32>) permutation = [1, 0] 
    %656 = linalg.matmul ins(%collapsed_358, %transposed_359 : tensor<16x48xf32>, tensor<48x96xf32>) outs(%485 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %657 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%656, %arg163 : tensor<16x96xf32>, tensor<96xf32>) outs(%484 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x96xf32>
    %expanded_360 = tensor.expand_shape %657 [[0, 1], [2]] output_shape [4, 4, 96] : tensor<16x96xf32> into tensor<4x4x96xf32>
    %658 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_360 : tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x4x96xf32>
    %659 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_360, %658 : tensor<4x4x96xf32>, tensor<4x4x96xf32>) outs(%488 : tensor<4x4x96xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x96xf32>
    %collapsed_361 = tensor.collapse_shape %659 [[0, 1], [2]] : tensor<4x4x96xf32> into tensor<16x96xf32>
    %transposed_362 = linalg.transpose ins(%arg164 : tensor<48x96xf32>) outs(%491 : tensor<96x48xf32>) permutation = [1, 0] 
    %660 = linalg.matmul ins(%collapsed_361, %transposed_362 : tensor<16x96xf32>, tensor<96x48xf32>) outs(%435 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %661 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%660, %arg165 : tensor<16x48xf32>, tensor<48xf32>) outs(%434 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<16x48xf32>
    %expanded_363 = tensor.expand_shape %661 [[0, 1], [2]] output_shape [4, 4, 48] : tensor<16x48xf32> into tensor<4x4x48xf32>
    %662 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_363, %639 : tensor<4x4x48xf32>, tensor<4x4x48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %663 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662 : tensor<4x4x48xf32>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %664 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%663 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %665 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %666 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663, %665 : tensor<4x4x48xf64>, tensor<4x4x1xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %667 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666, %666 : tensor<4x4x48xf64>, tensor<4x4x48xf64>) outs(%411 : tensor<4x4x48xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x48xf64>
    %668 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%667 : tensor<4x4x48xf64>) outs(%414 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %669 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<4x4x1xf64>) outs(%413 : tensor<4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_73 : f64
      linalg.yield %992 : f64
    } -> tensor<4x4x1xf64>
    %670 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<4x4x1xf64>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %671 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%662 : tensor<4x4x48xf32>) outs(%423 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %672 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_74 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x4x1xf32>
    %674 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673 : tensor<4x4x1xf32>) outs(%421 : tensor<4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x1xf32>
    %675 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662, %672 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %676 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675, %674 : tensor<4x4x48xf32>, tensor<4x4x1xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %677 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %arg170 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %678 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %arg171 : tensor<4x4x48xf32>, tensor<48xf32>) outs(%428 : tensor<4x4x48xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x4x48xf32>
    %expanded_364 = tensor.expand_shape %678 [[0, 1], [2], [3]] output_shape [1, 4, 4, 48] : tensor<4x4x48xf32> into tensor<1x4x4x48xf32>
    %transposed_365 = linalg.transpose ins(%expanded_364 : tensor<1x4x4x48xf32>) outs(%387 : tensor<1x48x4x4xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_366 = tensor.collapse_shape %transposed_365 [[0, 1, 2], [3]] : tensor<1x48x4x4xf32> into tensor<192x4xf32>
    %expanded_367 = tensor.expand_shape %collapsed_366 [[0, 1], [2, 3]] output_shape [96, 2, 2, 2] : tensor<192x4xf32> into tensor<96x2x2x2xf32>
    %transposed_368 = linalg.transpose ins(%expanded_367 : tensor<96x2x2x2xf32>) outs(%409 : tensor<96x2x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_369 = tensor.collapse_shape %transposed_368 [[0, 1], [2, 3]] : tensor<96x2x2x2xf32> into tensor<192x4xf32>
    %expanded_370 = tensor.expand_shape %collapsed_369 [[0, 1, 2], [3]] output_shape [1, 48, 4, 4] : tensor<192x4xf32> into tensor<1x48x4x4xf32>
    %679 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_370, %arg172 : tensor<1x48x4x4xf32>, tensor<48x48x1x1xf32>) outs(%388 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%680 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<48xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%681 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %expanded_371 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_372 = tensor.expand_shape %682 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%679, %expanded_371 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%683, %expanded_372 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_373 = tensor.expand_shape %arg173 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %expanded_373 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_374 = tensor.expand_shape %arg174 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %expanded_374 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686 : tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x48x4x4xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686, %687 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %concat_375 = tensor.concat dim(1) %397, %688 : (tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) -> tensor<1x96x4x4xf32>
    %padded_376 = tensor.pad %concat_375 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x96x4x4xf32> to tensor<1x96x6x6xf32>
    %689 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_376, %arg175 : tensor<1x96x6x6xf32>, tensor<48x96x3x3xf32>) outs(%388 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_18 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%690 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<48xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%691 : tensor<48xf32>) outs(%390 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<48xf32>
    %expanded_377 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_378 = tensor.expand_shape %692 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %expanded_377 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %expanded_378 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_379 = tensor.expand_shape %arg176 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_379 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_380 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695, %expanded_380 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696 : tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x48x4x4xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696, %697 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%387 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x48x4x4xf32>
    %699 = tensor.empty() : tensor<1x192x4x4xf32>
    %700 = linalg.fill ins(%cst : f32) outs(%699 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %701 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%698, %arg178 : tensor<1x48x4x4xf32>, tensor<192x48x1x1xf32>) outs(%700 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %702 = tensor.empty() : tensor<192xf32>
    %703 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<192xf32>
    %704 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%703 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<192xf32>
    %705 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%704 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<192xf32>
    %expanded_381 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_382 = tensor.expand_shape %705 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %expanded_381 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x4x4xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %expanded_382 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_383 = tensor.expand_shape %arg179 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %expanded_383 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_384 = tensor.expand_shape %arg180 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%708, %expanded_384 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x4x4xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709 : tensor<1x192x4x4xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x192x4x4xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %710 : tensor<1x192x4x4xf32>, tensor<1x192x4x4xf32>) outs(%699 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_385 = tensor.pad %711 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %712 = tensor.empty() : tensor<1x192x2x2xf32>
    %713 = linalg.fill ins(%cst : f32) outs(%712 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %collapsed_386 = tensor.collapse_shape %arg181 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %714 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_385, %collapsed_386 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%713 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<192xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%715 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<192xf32>
    %717 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%716 : tensor<192xf32>) outs(%702 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<192xf32>
    %expanded_387 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_388 = tensor.expand_shape %717 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %718 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %expanded_387 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x2x2xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %expanded_388 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_389 = tensor.expand_shape %arg182 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %720 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719, %expanded_389 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_390 = tensor.expand_shape %arg183 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %721 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %expanded_390 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x2x2xf32>
    %722 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721 : tensor<1x192x2x2xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x192x2x2xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721, %722 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%712 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x192x2x2xf32>
    %724 = tensor.empty() : tensor<1x64x2x2xf32>
    %725 = linalg.fill ins(%cst : f32) outs(%724 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %726 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%723, %arg184 : tensor<1x192x2x2xf32>, tensor<64x192x1x1xf32>) outs(%725 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %727 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_12 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%727 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %729 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%728 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_391 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_392 = tensor.expand_shape %729 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %730 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726, %expanded_391 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %expanded_392 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_393 = tensor.expand_shape %arg185 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731, %expanded_393 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_394 = tensor.expand_shape %arg186 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%732, %expanded_394 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %padded_395 = tensor.pad %733 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x64x2x2xf32> to tensor<1x64x4x4xf32>
    %734 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_395, %arg187 : tensor<1x64x4x4xf32>, tensor<64x64x3x3xf32>) outs(%725 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %735 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %736 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%735 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %737 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%736 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_396 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_397 = tensor.expand_shape %737 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %expanded_396 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%738, %expanded_397 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_398 = tensor.expand_shape %arg188 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %740 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%739, %expanded_398 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_399 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%740, %expanded_399 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741 : tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x64x2x2xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%741, %742 : tensor<1x64x2x2xf32>, tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %744 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%743, %arg190 : tensor<1x64x2x2xf32>, tensor<64x64x1x1xf32>) outs(%725 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %collapsed_400 = tensor.collapse_shape %744 [[0, 1], [2], [3]] : tensor<1x64x2x2xf32> into tensor<64x2x2xf32>
    %expanded_401 = tensor.expand_shape %collapsed_400 [[0], [1], [2, 3]] output_shape [64, 2, 1, 2] : tensor<64x2x2xf32> into tensor<64x2x1x2xf32>
    %745 = tensor.empty() : tensor<64x1x2x2xf32>
    %transposed_402 = linalg.transpose ins(%expanded_401 : tensor<64x2x1x2xf32>) outs(%745 : tensor<64x1x2x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_403 = tensor.collapse_shape %transposed_402 [[0], [1], [2, 3]] : tensor<64x1x2x2xf32> into tensor<64x1x4xf32>
    %expanded_404 = tensor.expand_shape %collapsed_403 [[0, 1], [2], [3]] output_shape [1, 64, 1, 4] : tensor<64x1x4xf32> into tensor<1x64x1x4xf32>
    %746 = tensor.empty() : tensor<1x4x1x64xf32>
    %transposed_405 = linalg.transpose ins(%expanded_404 : tensor<1x64x1x4xf32>) outs(%746 : tensor<1x4x1x64xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_406 = tensor.collapse_shape %transposed_405 [[0, 1], [2], [3]] : tensor<1x4x1x64xf32> into tensor<4x1x64xf32>
    %747 = tensor.empty() : tensor<4x1x64xf64>
    %748 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_406 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %749 = tensor.empty() : tensor<4x1x1xf64>
    %750 = linalg.fill ins(%cst_1 : f64) outs(%749 : tensor<4x1x1xf64>) -> tensor<4x1x1xf64>
    %751 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%748 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %752 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %753 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %752 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %754 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %753 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %755 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%754 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %756 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %757 = tensor.empty() : tensor<4x1x1xf32>
    %758 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %759 = linalg.fill ins(%cst : f32) outs(%757 : tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %760 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_406 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %761 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %762 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %763 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %764 = tensor.empty() : tensor<4x1x64xf32>
    %765 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_406, %761 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %766 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765, %763 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %767 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766, %arg203 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %768 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %arg204 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_407 = tensor.collapse_shape %768 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %transposed_408 = linalg.transpose ins(%arg191 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %769 = tensor.empty() : tensor<4x64xf32>
    %770 = linalg.fill ins(%cst : f32) outs(%769 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %771 = linalg.matmul ins(%collapsed_407, %transposed_408 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %772 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%771, %arg192 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_409 = tensor.expand_shape %772 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %773 = tensor.empty() : tensor<4x2x1x32xf32>
    %transposed_410 = linalg.transpose ins(%expanded_409 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_411 = linalg.transpose ins(%arg193 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %774 = linalg.matmul ins(%collapsed_407, %transposed_411 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %775 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%774, %arg194 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_412 = tensor.expand_shape %775 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_413 = linalg.transpose ins(%arg195 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %776 = linalg.matmul ins(%collapsed_407, %transposed_413 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %777 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%776, %arg196 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_414 = tensor.expand_shape %777 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_415 = linalg.transpose ins(%expanded_414 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %778 = tensor.empty() : tensor<4x2x32x1xf32>
    %transposed_416 = linalg.transpose ins(%expanded_412 : tensor<4x1x2x32xf32>) outs(%778 : tensor<4x2x32x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_417 = tensor.collapse_shape %transposed_410 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %collapsed_418 = tensor.collapse_shape %transposed_416 [[0, 1], [2], [3]] : tensor<4x2x32x1xf32> into tensor<8x32x1xf32>
    %779 = tensor.empty() : tensor<8x1x1xf32>
    %780 = linalg.fill ins(%cst : f32) outs(%779 : tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %781 = linalg.batch_matmul ins(%collapsed_417, %collapsed_418 : tensor<8x1x32xf32>, tensor<8x32x1xf32>) outs(%780 : tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %expanded_419 = tensor.expand_shape %781 [[0, 1], [2], [3]] output_shape [4, 2, 1, 1] : tensor<8x1x1xf32> into tensor<4x2x1x1xf32>
    %782 = tensor.empty() : tensor<4x2x1x1xf32>
    %783 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_419 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_9 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x1x1xf32>
    %784 = tensor.empty() : tensor<4x2x1xi64>
    %785 = linalg.fill ins(%c0_i64 : i64) outs(%784 : tensor<4x2x1xi64>) -> tensor<4x2x1xi64>
    %786 = tensor.empty() : tensor<4x2x1xf32>
    %787 = linalg.fill ins(%cst_2 : f32) outs(%786 : tensor<4x2x1xf32>) -> tensor<4x2x1xf32>
    %788:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%783 : tensor<4x2x1x1xf32>) outs(%787, %785 : tensor<4x2x1xf32>, tensor<4x2x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = arith.maximumf %in, %out : f32
      %993 = arith.cmpf ogt, %in, %out : f32
      %994 = arith.select %993, %c0_i64, %out_509 : i64
      linalg.yield %992, %994 : f32, i64
    } -> (tensor<4x2x1xf32>, tensor<4x2x1xi64>)
    %expanded_420 = tensor.expand_shape %788#0 [[0], [1], [2, 3]] output_shape [4, 2, 1, 1] : tensor<4x2x1xf32> into tensor<4x2x1x1xf32>
    %789 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%783, %expanded_420 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %790 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %791 = linalg.fill ins(%cst : f32) outs(%782 : tensor<4x2x1x1xf32>) -> tensor<4x2x1x1xf32>
    %792 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%790 : tensor<4x2x1x1xf32>) outs(%791 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %793 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790, %792 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %collapsed_421 = tensor.collapse_shape %793 [[0, 1], [2], [3]] : tensor<4x2x1x1xf32> into tensor<8x1x1xf32>
    %collapsed_422 = tensor.collapse_shape %transposed_415 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %794 = tensor.empty() : tensor<8x1x32xf32>
    %795 = linalg.fill ins(%cst : f32) outs(%794 : tensor<8x1x32xf32>) -> tensor<8x1x32xf32>
    %796 = linalg.batch_matmul ins(%collapsed_421, %collapsed_422 : tensor<8x1x1xf32>, tensor<8x1x32xf32>) outs(%795 : tensor<8x1x32xf32>) -> tensor<8x1x32xf32>
    %expanded_423 = tensor.expand_shape %796 [[0, 1], [2], [3]] output_shape [4, 2, 1, 32] : tensor<8x1x32xf32> into tensor<4x2x1x32xf32>
    %797 = tensor.empty() : tensor<4x1x2x32xf32>
    %transposed_424 = linalg.transpose ins(%expanded_423 : tensor<4x2x1x32xf32>) outs(%797 : tensor<4x1x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_425 = tensor.collapse_shape %transposed_424 [[0], [1, 2, 3]] : tensor<4x1x2x32xf32> into tensor<4x64xf32>
    %transposed_426 = linalg.transpose ins(%arg197 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %798 = linalg.matmul ins(%collapsed_425, %transposed_426 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %799 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%798, %arg198 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_427 = tensor.expand_shape %799 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %800 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_427, %collapsed_406 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %801 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %802 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%801 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %803 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %804 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %803 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %805 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%804, %804 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %806 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%805 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %807 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%806 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %808 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %809 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%800 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %811 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %812 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %813 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800, %810 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %814 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%813, %812 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %815 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814, %arg205 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %816 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815, %arg206 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_428 = tensor.collapse_shape %816 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %817 = tensor.empty() : tensor<64x128xf32>
    %transposed_429 = linalg.transpose ins(%arg199 : tensor<128x64xf32>) outs(%817 : tensor<64x128xf32>) permutation = [1, 0] 
    %818 = tensor.empty() : tensor<4x128xf32>
    %819 = linalg.fill ins(%cst : f32) outs(%818 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %820 = linalg.matmul ins(%collapsed_428, %transposed_429 : tensor<4x64xf32>, tensor<64x128xf32>) outs(%819 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %821 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%820, %arg200 : tensor<4x128xf32>, tensor<128xf32>) outs(%818 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x128xf32>
    %expanded_430 = tensor.expand_shape %821 [[0], [1, 2]] output_shape [4, 1, 128] : tensor<4x128xf32> into tensor<4x1x128xf32>
    %822 = tensor.empty() : tensor<4x1x128xf32>
    %823 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_430 : tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x1x128xf32>
    %824 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_430, %823 : tensor<4x1x128xf32>, tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x128xf32>
    %collapsed_431 = tensor.collapse_shape %824 [[0], [1, 2]] : tensor<4x1x128xf32> into tensor<4x128xf32>
    %825 = tensor.empty() : tensor<128x64xf32>
    %transposed_432 = linalg.transpose ins(%arg201 : tensor<64x128xf32>) outs(%825 : tensor<128x64xf32>) permutation = [1, 0] 
    %826 = linalg.matmul ins(%collapsed_431, %transposed_432 : tensor<4x128xf32>, tensor<128x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %827 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%826, %arg202 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_433 = tensor.expand_shape %827 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %828 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_433, %800 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %829 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %830 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%829 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %831 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %832 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829, %831 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %833 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832, %832 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %834 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%833 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %835 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %836 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %837 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%828 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %840 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %841 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828, %838 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %842 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %840 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %843 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842, %arg219 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %844 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %arg220 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_434 = tensor.collapse_shape %844 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %transposed_435 = linalg.transpose ins(%arg207 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %845 = linalg.matmul ins(%collapsed_434, %transposed_435 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %846 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%845, %arg208 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_436 = tensor.expand_shape %846 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_437 = linalg.transpose ins(%expanded_436 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_438 = linalg.transpose ins(%arg209 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %847 = linalg.matmul ins(%collapsed_434, %transposed_438 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %848 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%847, %arg210 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_439 = tensor.expand_shape %848 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_440 = linalg.transpose ins(%arg211 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %849 = linalg.matmul ins(%collapsed_434, %transposed_440 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %850 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%849, %arg212 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_441 = tensor.expand_shape %850 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_442 = linalg.transpose ins(%expanded_441 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_443 = linalg.transpose ins(%expanded_439 : tensor<4x1x2x32xf32>) outs(%778 : tensor<4x2x32x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_444 = tensor.collapse_shape %transposed_437 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %collapsed_445 = tensor.collapse_shape %transposed_443 [[0, 1], [2], [3]] : tensor<4x2x32x1xf32> into tensor<8x32x1xf32>
    %851 = linalg.batch_matmul ins(%collapsed_444, %collapsed_445 : tensor<8x1x32xf32>, tensor<8x32x1xf32>) outs(%780 : tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %expanded_446 = tensor.expand_shape %851 [[0, 1], [2], [3]] output_shape [4, 2, 1, 1] : tensor<8x1x1xf32> into tensor<4x2x1x1xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_446 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_9 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x1x1xf32>
    %853:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%852 : tensor<4x2x1x1xf32>) outs(%787, %785 : tensor<4x2x1xf32>, tensor<4x2x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = arith.maximumf %in, %out : f32
      %993 = arith.cmpf ogt, %in, %out : f32
      %994 = arith.select %993, %c0_i64, %out_509 : i64
      linalg.yield %992, %994 : f32, i64
    } -> (tensor<4x2x1xf32>, tensor<4x2x1xi64>)
    %expanded_447 = tensor.expand_shape %853#0 [[0], [1], [2, 3]] output_shape [4, 2, 1, 1] : tensor<4x2x1xf32> into tensor<4x2x1x1xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%852, %expanded_447 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%855 : tensor<4x2x1x1xf32>) outs(%791 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %857 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %856 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %collapsed_448 = tensor.collapse_shape %857 [[0, 1], [2], [3]] : tensor<4x2x1x1xf32> into tensor<8x1x1xf32>
    %collapsed_449 = tensor.collapse_shape %transposed_442 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %858 = linalg.batch_matmul ins(%collapsed_448, %collapsed_449 : tensor<8x1x1xf32>, tensor<8x1x32xf32>) outs(%795 : tensor<8x1x32xf32>) -> tensor<8x1x32xf32>
    %expanded_450 = tensor.expand_shape %858 [[0, 1], [2], [3]] output_shape [4, 2, 1, 32] : tensor<8x1x32xf32> into tensor<4x2x1x32xf32>
    %transposed_451 = linalg.transpose ins(%expanded_450 : tensor<4x2x1x32xf32>) outs(%797 : tensor<4x1x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_452 = tensor.collapse_shape %transposed_451 [[0], [1, 2, 3]] : tensor<4x1x2x32xf32> into tensor<4x64xf32>
    %transposed_453 = linalg.transpose ins(%arg213 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %859 = linalg.matmul ins(%collapsed_452, %transposed_453 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %860 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%859, %arg214 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_454 = tensor.expand_shape %860 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %861 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_454, %828 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %862 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %863 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%862 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %864 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%863 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %865 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%862, %864 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %866 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865, %865 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %867 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%866 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %868 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%867 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %869 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %870 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%861 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %871 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %872 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %873 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %874 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861, %871 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %875 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874, %873 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %876 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%875, %arg221 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %877 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%876, %arg222 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_455 = tensor.collapse_shape %877 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %transposed_456 = linalg.transpose ins(%arg215 : tensor<128x64xf32>) outs(%817 : tensor<64x128xf32>) permutation = [1, 0] 
    %878 = linalg.matmul ins(%collapsed_455, %transposed_456 : tensor<4x64xf32>, tensor<64x128xf32>) outs(%819 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %879 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%878, %arg216 : tensor<4x128xf32>, tensor<128xf32>) outs(%818 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x128xf32>
    %expanded_457 = tensor.expand_shape %879 [[0], [1, 2]] output_shape [4, 1, 128] : tensor<4x128xf32> into tensor<4x1x128xf32>
    %880 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_457 : tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x1x128xf32>
    %881 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_457, %880 : tensor<4x1x128xf32>, tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x128xf32>
    %collapsed_458 = tensor.collapse_shape %881 [[0], [1, 2]] : tensor<4x1x128xf32> into tensor<4x128xf32>
    %transposed_459 = linalg.transpose ins(%arg217 : tensor<64x128xf32>) outs(%825 : tensor<128x64xf32>) permutation = [1, 0] 
    %882 = linalg.matmul ins(%collapsed_458, %transposed_459 : tensor<4x128xf32>, tensor<128x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %883 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%882, %arg218 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_460 = tensor.expand_shape %883 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %884 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_460, %861 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %885 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %886 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%885 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %887 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %888 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%885, %887 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %889 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %888 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %890 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%889 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %891 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %892 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %893 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%884 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %894 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %895 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %896 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %897 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %894 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %898 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%897, %896 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %899 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %arg235 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %900 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %arg236 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_461 = tensor.collapse_shape %900 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %transposed_462 = linalg.transpose ins(%arg223 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %901 = linalg.matmul ins(%collapsed_461, %transposed_462 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %902 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%901, %arg224 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_463 = tensor.expand_shape %902 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_464 = linalg.transpose ins(%expanded_463 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_465 = linalg.transpose ins(%arg225 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %903 = linalg.matmul ins(%collapsed_461, %transposed_465 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %904 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%903, %arg226 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_466 = tensor.expand_shape %904 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_467 = linalg.transpose ins(%arg227 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %905 = linalg.matmul ins(%collapsed_461, %transposed_467 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %906 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%905, %arg228 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_468 = tensor.expand_shape %906 [[0], [1, 2, 3]] output_shape [4, 1, 2, 32] : tensor<4x64xf32> into tensor<4x1x2x32xf32>
    %transposed_469 = linalg.transpose ins(%expanded_468 : tensor<4x1x2x32xf32>) outs(%773 : tensor<4x2x1x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_470 = linalg.transpose ins(%expanded_466 : tensor<4x1x2x32xf32>) outs(%778 : tensor<4x2x32x1xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_471 = tensor.collapse_shape %transposed_464 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %collapsed_472 = tensor.collapse_shape %transposed_470 [[0, 1], [2], [3]] : tensor<4x2x32x1xf32> into tensor<8x32x1xf32>
    %907 = linalg.batch_matmul ins(%collapsed_471, %collapsed_472 : tensor<8x1x32xf32>, tensor<8x32x1xf32>) outs(%780 : tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %expanded_473 = tensor.expand_shape %907 [[0, 1], [2], [3]] output_shape [4, 2, 1, 1] : tensor<8x1x1xf32> into tensor<4x2x1x1xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_473 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_9 : f64 to f32
      %993 = arith.divf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x2x1x1xf32>
    %909:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%908 : tensor<4x2x1x1xf32>) outs(%787, %785 : tensor<4x2x1xf32>, tensor<4x2x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_509: i64):
      %992 = arith.maximumf %in, %out : f32
      %993 = arith.cmpf ogt, %in, %out : f32
      %994 = arith.select %993, %c0_i64, %out_509 : i64
      linalg.yield %992, %994 : f32, i64
    } -> (tensor<4x2x1xf32>, tensor<4x2x1xi64>)
    %expanded_474 = tensor.expand_shape %909#0 [[0], [1], [2, 3]] output_shape [4, 2, 1, 1] : tensor<4x2x1xf32> into tensor<4x2x1x1xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908, %expanded_474 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910 : tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.exp %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%911 : tensor<4x2x1x1xf32>) outs(%791 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %912 : tensor<4x2x1x1xf32>, tensor<4x2x1x1xf32>) outs(%782 : tensor<4x2x1x1xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.divf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x2x1x1xf32>
    %collapsed_475 = tensor.collapse_shape %913 [[0, 1], [2], [3]] : tensor<4x2x1x1xf32> into tensor<8x1x1xf32>
    %collapsed_476 = tensor.collapse_shape %transposed_469 [[0, 1], [2], [3]] : tensor<4x2x1x32xf32> into tensor<8x1x32xf32>
    %914 = linalg.batch_matmul ins(%collapsed_475, %collapsed_476 : tensor<8x1x1xf32>, tensor<8x1x32xf32>) outs(%795 : tensor<8x1x32xf32>) -> tensor<8x1x32xf32>
    %expanded_477 = tensor.expand_shape %914 [[0, 1], [2], [3]] output_shape [4, 2, 1, 32] : tensor<8x1x32xf32> into tensor<4x2x1x32xf32>
    %transposed_478 = linalg.transpose ins(%expanded_477 : tensor<4x2x1x32xf32>) outs(%797 : tensor<4x1x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_479 = tensor.collapse_shape %transposed_478 [[0], [1, 2, 3]] : tensor<4x1x2x32xf32> into tensor<4x64xf32>
    %transposed_480 = linalg.transpose ins(%arg229 : tensor<64x64xf32>) outs(%258 : tensor<64x64xf32>) permutation = [1, 0] 
    %915 = linalg.matmul ins(%collapsed_479, %transposed_480 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %916 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%915, %arg230 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_481 = tensor.expand_shape %916 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %917 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_481, %884 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %918 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %919 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%918 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %920 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%919 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %921 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%918, %920 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %922 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %921 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %923 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%922 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %924 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %925 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %926 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%917 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %927 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%926 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %928 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %929 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %930 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%917, %927 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %931 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%930, %929 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %932 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931, %arg237 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %933 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932, %arg238 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %collapsed_482 = tensor.collapse_shape %933 [[0], [1, 2]] : tensor<4x1x64xf32> into tensor<4x64xf32>
    %transposed_483 = linalg.transpose ins(%arg231 : tensor<128x64xf32>) outs(%817 : tensor<64x128xf32>) permutation = [1, 0] 
    %934 = linalg.matmul ins(%collapsed_482, %transposed_483 : tensor<4x64xf32>, tensor<64x128xf32>) outs(%819 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %935 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%934, %arg232 : tensor<4x128xf32>, tensor<128xf32>) outs(%818 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x128xf32>
    %expanded_484 = tensor.expand_shape %935 [[0], [1, 2]] output_shape [4, 1, 128] : tensor<4x128xf32> into tensor<4x1x128xf32>
    %936 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_484 : tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<4x1x128xf32>
    %937 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_484, %936 : tensor<4x1x128xf32>, tensor<4x1x128xf32>) outs(%822 : tensor<4x1x128xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x128xf32>
    %collapsed_485 = tensor.collapse_shape %937 [[0], [1, 2]] : tensor<4x1x128xf32> into tensor<4x128xf32>
    %transposed_486 = linalg.transpose ins(%arg233 : tensor<64x128xf32>) outs(%825 : tensor<128x64xf32>) permutation = [1, 0] 
    %938 = linalg.matmul ins(%collapsed_485, %transposed_486 : tensor<4x128xf32>, tensor<128x64xf32>) outs(%770 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %939 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%938, %arg234 : tensor<4x64xf32>, tensor<64xf32>) outs(%769 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x64xf32>
    %expanded_487 = tensor.expand_shape %939 [[0], [1, 2]] output_shape [4, 1, 64] : tensor<4x64xf32> into tensor<4x1x64xf32>
    %940 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_487, %917 : tensor<4x1x64xf32>, tensor<4x1x64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %941 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%940 : tensor<4x1x64xf32>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %992 = arith.extf %in : f32 to f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %942 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%941 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %943 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%942 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %944 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941, %943 : tensor<4x1x64xf64>, tensor<4x1x1xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.subf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %945 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944, %944 : tensor<4x1x64xf64>, tensor<4x1x64xf64>) outs(%747 : tensor<4x1x64xf64>) {
    ^bb0(%in: f64, %in_509: f64, %out: f64):
      %992 = arith.mulf %in, %in_509 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x64xf64>
    %946 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%945 : tensor<4x1x64xf64>) outs(%750 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.addf %in, %out : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %947 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946 : tensor<4x1x1xf64>) outs(%749 : tensor<4x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %992 = arith.divf %in, %cst_75 : f64
      linalg.yield %992 : f64
    } -> tensor<4x1x1xf64>
    %948 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947 : tensor<4x1x1xf64>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %992 = arith.truncf %in : f64 to f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %949 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%940 : tensor<4x1x64xf32>) outs(%759 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.addf %in, %out : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %950 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%949 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.divf %in, %cst_76 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %951 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%948 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<4x1x1xf32>
    %952 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951 : tensor<4x1x1xf32>) outs(%757 : tensor<4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.rsqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x1xf32>
    %953 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%940, %950 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %954 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953, %952 : tensor<4x1x64xf32>, tensor<4x1x1xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %955 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %arg239 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %956 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %arg240 : tensor<4x1x64xf32>, tensor<64xf32>) outs(%764 : tensor<4x1x64xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<4x1x64xf32>
    %expanded_488 = tensor.expand_shape %956 [[0, 1], [2], [3]] output_shape [1, 4, 1, 64] : tensor<4x1x64xf32> into tensor<1x4x1x64xf32>
    %957 = tensor.empty() : tensor<1x64x1x4xf32>
    %transposed_489 = linalg.transpose ins(%expanded_488 : tensor<1x4x1x64xf32>) outs(%957 : tensor<1x64x1x4xf32>) permutation = [0, 3, 2, 1] 
    %collapsed_490 = tensor.collapse_shape %transposed_489 [[0, 1], [2], [3]] : tensor<1x64x1x4xf32> into tensor<64x1x4xf32>
    %expanded_491 = tensor.expand_shape %collapsed_490 [[0], [1], [2, 3]] output_shape [64, 1, 2, 2] : tensor<64x1x4xf32> into tensor<64x1x2x2xf32>
    %958 = tensor.empty() : tensor<64x2x1x2xf32>
    %transposed_492 = linalg.transpose ins(%expanded_491 : tensor<64x1x2x2xf32>) outs(%958 : tensor<64x2x1x2xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_493 = tensor.collapse_shape %transposed_492 [[0], [1], [2, 3]] : tensor<64x2x1x2xf32> into tensor<64x2x2xf32>
    %expanded_494 = tensor.expand_shape %collapsed_493 [[0, 1], [2], [3]] output_shape [1, 64, 2, 2] : tensor<64x2x2xf32> into tensor<1x64x2x2xf32>
    %959 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_494, %arg241 : tensor<1x64x2x2xf32>, tensor<64x64x1x1xf32>) outs(%725 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %960 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %961 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%960 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %962 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%961 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_495 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_496 = tensor.expand_shape %962 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%959, %expanded_495 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %964 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963, %expanded_496 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_497 = tensor.expand_shape %arg242 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %965 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %expanded_497 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_498 = tensor.expand_shape %arg243 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %966 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%965, %expanded_498 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %967 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966 : tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x64x2x2xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%966, %967 : tensor<1x64x2x2xf32>, tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %concat_499 = tensor.concat dim(1) %733, %968 : (tensor<1x64x2x2xf32>, tensor<1x64x2x2xf32>) -> tensor<1x128x2x2xf32>
    %padded_500 = tensor.pad %concat_499 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg250: index, %arg251: index, %arg252: index, %arg253: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x4x4xf32>
    %969 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_500, %arg244 : tensor<1x128x4x4xf32>, tensor<64x128x3x3xf32>) outs(%725 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %970 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %971 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%970 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<64xf32>
    %972 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%971 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<64xf32>
    %expanded_501 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_502 = tensor.expand_shape %972 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %973 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969, %expanded_501 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %expanded_502 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_503 = tensor.expand_shape %arg245 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %975 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%974, %expanded_503 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_504 = tensor.expand_shape %arg246 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %976 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%975, %expanded_504 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %977 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976 : tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x64x2x2xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976, %977 : tensor<1x64x2x2xf32>, tensor<1x64x2x2xf32>) outs(%724 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x64x2x2xf32>
    %979 = tensor.empty() : tensor<1x160x2x2xf32>
    %980 = linalg.fill ins(%cst : f32) outs(%979 : tensor<1x160x2x2xf32>) -> tensor<1x160x2x2xf32>
    %981 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%978, %arg247 : tensor<1x64x2x2xf32>, tensor<160x64x1x1xf32>) outs(%980 : tensor<1x160x2x2xf32>) -> tensor<1x160x2x2xf32>
    %982 = tensor.empty() : tensor<160xf32>
    %983 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<160xf32>) outs(%982 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.truncf %cst_67 : f64 to f32
      %993 = arith.addf %in, %992 : f32
      linalg.yield %993 : f32
    } -> tensor<160xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%983 : tensor<160xf32>) outs(%982 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = math.sqrt %in : f32
      linalg.yield %992 : f32
    } -> tensor<160xf32>
    %985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%984 : tensor<160xf32>) outs(%982 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.cmpf one, %in, %cst : f32
      cf.assert %992, "unimplemented: tensor with zero element"
      %993 = arith.divf %cst_0, %in : f32
      linalg.yield %993 : f32
    } -> tensor<160xf32>
    %expanded_505 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_506 = tensor.expand_shape %985 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %986 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981, %expanded_505 : tensor<1x160x2x2xf32>, tensor<160x1x1xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.subf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x160x2x2xf32>
    %987 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %expanded_506 : tensor<1x160x2x2xf32>, tensor<160x1x1xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x160x2x2xf32>
    %expanded_507 = tensor.expand_shape %arg248 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%987, %expanded_507 : tensor<1x160x2x2xf32>, tensor<160x1x1xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x160x2x2xf32>
    %expanded_508 = tensor.expand_shape %arg249 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988, %expanded_508 : tensor<1x160x2x2xf32>, tensor<160x1x1xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.addf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x160x2x2xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989 : tensor<1x160x2x2xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %992 = arith.negf %in : f32
      %993 = math.exp %992 : f32
      %994 = arith.addf %993, %cst_0 : f32
      %995 = arith.divf %cst_0, %994 : f32
      linalg.yield %995 : f32
    } -> tensor<1x160x2x2xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %990 : tensor<1x160x2x2xf32>, tensor<1x160x2x2xf32>) outs(%979 : tensor<1x160x2x2xf32>) {
    ^bb0(%in: f32, %in_509: f32, %out: f32):
      %992 = arith.mulf %in, %in_509 : f32
      linalg.yield %992 : f32
    } -> tensor<1x160x2x2xf32>
    return %991 : tensor<1x160x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_160_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_160_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_10: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_10: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

