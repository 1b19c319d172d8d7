// models-v1/mobilevitv2-tiny: MobileViT V2: separable linear self-attention
// transformers MobileViTV2Config -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 120 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (0, 0, 0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, 0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, 0, 0, 0)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x16x1x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x1x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32x1x1xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16x1x1xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x1x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32x1x1xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32x1x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x1x3x3xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<32x64x1x1xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<64x32x1x1xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x1x3x3xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64x64x1x1xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64x1x3x3xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<32x64x1x1xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<65x32x1x1xf32>, %arg47: tensor<65xf32>, %arg48: tensor<32x32x1x1xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<64x32x1x1xf32>, %arg53: tensor<64xf32>, %arg54: tensor<32x64x1x1xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<64x32x1x1xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<128x64x1x1xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128x1x3x3xf32>, %arg65: tensor<128xf32>, %arg66: tensor<128xf32>, %arg67: tensor<96x128x1x1xf32>, %arg68: tensor<96xf32>, %arg69: tensor<96xf32>, %arg70: tensor<96x1x3x3xf32>, %arg71: tensor<96xf32>, %arg72: tensor<96xf32>, %arg73: tensor<48x96x1x1xf32>, %arg74: tensor<48xf32>, %arg75: tensor<48xf32>, %arg76: tensor<97x48x1x1xf32>, %arg77: tensor<97xf32>, %arg78: tensor<48x48x1x1xf32>, %arg79: tensor<48xf32>, %arg80: tensor<48xf32>, %arg81: tensor<48xf32>, %arg82: tensor<96x48x1x1xf32>, %arg83: tensor<96xf32>, %arg84: tensor<48x96x1x1xf32>, %arg85: tensor<48xf32>, %arg86: tensor<48xf32>, %arg87: tensor<48xf32>, %arg88: tensor<96x48x1x1xf32>, %arg89: tensor<96xf32>, %arg90: tensor<96xf32>, %arg91: tensor<192x96x1x1xf32>, %arg92: tensor<192xf32>, %arg93: tensor<192xf32>, %arg94: tensor<192x1x3x3xf32>, %arg95: tensor<192xf32>, %arg96: tensor<192xf32>, %arg97: tensor<128x192x1x1xf32>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<128x1x3x3xf32>, %arg101: tensor<128xf32>, %arg102: tensor<128xf32>, %arg103: tensor<64x128x1x1xf32>, %arg104: tensor<64xf32>, %arg105: tensor<64xf32>, %arg106: tensor<129x64x1x1xf32>, %arg107: tensor<129xf32>, %arg108: tensor<64x64x1x1xf32>, %arg109: tensor<64xf32>, %arg110: tensor<64xf32>, %arg111: tensor<64xf32>, %arg112: tensor<128x64x1x1xf32>, %arg113: tensor<128xf32>, %arg114: tensor<64x128x1x1xf32>, %arg115: tensor<64xf32>, %arg116: tensor<64xf32>, %arg117: tensor<64xf32>, %arg118: tensor<128x64x1x1xf32>, %arg119: tensor<128xf32>, %arg120: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_51 = arith.constant 1.000000e-05 : f64
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_54 = arith.constant 2.048000e+03 : f64
    %cst_55 = arith.constant 2.048000e+03 : f32
    %cst_56 = arith.constant 7.680000e+02 : f64
    %cst_57 = arith.constant 7.680000e+02 : f32
    %cst_58 = arith.constant 2.560000e+02 : f64
    %cst_59 = arith.constant 2.560000e+02 : f32
    %c48_i64 = arith.constant 48 : i64
    %cst_60 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %cst_61 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_62 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_2> : tensor<1x32xi64>
    %cst_63 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_3> : tensor<1x32xi64>
    %cst_64 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_4> : tensor<1x32xi64>
    %cst_65 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_5> : tensor<1x32xi64>
    %cst_66 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_6> : tensor<1x32xi64>
    %cst_67 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_7> : tensor<1x32xi64>
    %cst_68 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_8> : tensor<1x32xi64>
    %cst_69 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_9> : tensor<1x32xi64>
    %cst_70 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_10> : tensor<1x32xi64>
    %cst_71 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_11> : tensor<1x32xi64>
    %cst_72 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_12> : tensor<1x32xi64>
    %cst_73 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_13> : tensor<1x32xi64>
    %cst_74 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_14> : tensor<1x32xi64>
    %cst_75 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_15> : tensor<1x32xi64>
    %cst_76 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_16> : tensor<1x32xi64>
    %cst_77 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_17> : tensor<1x32xi64>
    %cst_78 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_18> : tensor<1x32xi64>
    %cst_79 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_19> : tensor<1x32xi64>
    %cst_80 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_20> : tensor<1x32xi64>
    %cst_81 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_21> : tensor<1x32xi64>
    %cst_82 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_22> : tensor<1x32xi64>
    %cst_83 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_23> : tensor<1x32xi64>
    %cst_84 = arith.constant dense_resource<torch_tensor_1_48_torch.int64> : tensor<1x48xi64>
    %cst_85 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_1> : tensor<1x48xi64>
    %cst_86 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_2> : tensor<1x48xi64>
    %cst_87 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_3> : tensor<1x48xi64>
    %cst_88 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_4> : tensor<1x48xi64>
    %cst_89 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_5> : tensor<1x48xi64>
    %cst_90 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_6> : tensor<1x48xi64>
    %cst_91 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_7> : tensor<1x48xi64>
    %cst_92 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_8> : tensor<1x48xi64>
    %cst_93 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_9> : tensor<1x48xi64>
    %cst_94 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_10> : tensor<1x48xi64>
    %cst_95 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_11> : tensor<1x48xi64>
    %cst_96 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_12> : tensor<1x48xi64>
    %cst_97 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_13> : tensor<1x48xi64>
    %cst_98 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_14> : tensor<1x48xi64>
    %cst_99 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_15> : tensor<1x48xi64>
    %cst_100 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_16> : tensor<1x48xi64>
    %cst_101 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_17> : tensor<1x48xi64>
    %cst_102 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_18> : tensor<1x48xi64>
    %cst_103 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_19> : tensor<1x48xi64>
    %cst_104 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_20> : tensor<1x48xi64>
    %cst_105 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_21> : tensor<1x48xi64>
    %cst_106 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_22> : tensor<1x48xi64>
    %cst_107 = arith.constant dense_resource<torch_tensor_1_48_torch.int64_23> : tensor<1x48xi64>
    %cst_108 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %cst_109 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_110 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_2> : tensor<1x64xi64>
    %cst_111 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_3> : tensor<1x64xi64>
    %cst_112 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_4> : tensor<1x64xi64>
    %cst_113 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_5> : tensor<1x64xi64>
    %cst_114 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_6> : tensor<1x64xi64>
    %cst_115 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_7> : tensor<1x64xi64>
    %cst_116 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_8> : tensor<1x64xi64>
    %cst_117 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_9> : tensor<1x64xi64>
    %cst_118 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_10> : tensor<1x64xi64>
    %cst_119 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_11> : tensor<1x64xi64>
    %cst_120 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_12> : tensor<1x64xi64>
    %cst_121 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_13> : tensor<1x64xi64>
    %cst_122 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_14> : tensor<1x64xi64>
    %cst_123 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_15> : tensor<1x64xi64>
    %cst_124 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_16> : tensor<1x64xi64>
    %cst_125 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_17> : tensor<1x64xi64>
    %cst_126 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_18> : tensor<1x64xi64>
    %cst_127 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_19> : tensor<1x64xi64>
    %cst_128 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_20> : tensor<1x64xi64>
    %cst_129 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_21> : tensor<1x64xi64>
    %cst_130 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_22> : tensor<1x64xi64>
    %cst_131 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_23> : tensor<1x64xi64>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_52 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_132 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_132 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_133 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_133 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_134 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_134 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %11 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %13 = tensor.empty() : tensor<1x32x32x32xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%12, %arg4 : tensor<1x16x32x32xf32>, tensor<32x16x1x1xf32>) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %16 = tensor.empty() : tensor<32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_135 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_136 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_135 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_136 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_137 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_137 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_138 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_138 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x32x32x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %24 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_139 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %collapsed = tensor.collapse_shape %arg7 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %26 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_139, %collapsed : tensor<1x32x34x34xf32>, tensor<32x3x3xf32>) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_47 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_140 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_141 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_140 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_141 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_142 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_142 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_143 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_143 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x32x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %34 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%35, %arg10 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<16xf32>
    %expanded_144 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_145 = tensor.expand_shape %39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_144 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_145 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_146 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_146 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_147 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_147 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %43 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x16x32x32xf32>
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%44, %arg13 : tensor<1x16x32x32xf32>, tensor<32x16x1x1xf32>) outs(%14 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_43 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%47 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_148 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_149 = tensor.expand_shape %48 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_148 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_149 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_150 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_150 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_151 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_151 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x32x32x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%13 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_152 = tensor.pad %54 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %55 = tensor.empty() : tensor<1x32x16x16xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %collapsed_153 = tensor.collapse_shape %arg16 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %57 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_152, %collapsed_153 : tensor<1x32x34x34xf32>, tensor<32x3x3xf32>) outs(%56 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_154 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_155 = tensor.expand_shape %60 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_154 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_155 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_156 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_156 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_157 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_157 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x32x16x16xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x32x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%66, %arg19 : tensor<1x32x16x16xf32>, tensor<32x32x1x1xf32>) outs(%56 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_158 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_159 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_158 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_159 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_160 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_160 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_161 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_161 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %75 = tensor.empty() : tensor<1x64x16x16xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%74, %arg22 : tensor<1x32x16x16xf32>, tensor<64x32x1x1xf32>) outs(%76 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %78 = tensor.empty() : tensor<64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_162 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_163 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_162 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_163 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_164 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_164 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_165 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_165 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %86 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_166 = tensor.pad %87 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %collapsed_167 = tensor.collapse_shape %arg25 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %88 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_166, %collapsed_167 : tensor<1x64x18x18xf32>, tensor<64x3x3xf32>) outs(%76 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%89 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%90 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_168 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_169 = tensor.expand_shape %91 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_168 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_169 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_170 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_170 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_171 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_171 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %96 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%97, %arg28 : tensor<1x64x16x16xf32>, tensor<32x64x1x1xf32>) outs(%56 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%99 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<32xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%100 : tensor<32xf32>) outs(%16 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<32xf32>
    %expanded_172 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_173 = tensor.expand_shape %101 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_172 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_173 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_174 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_174 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_175 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_175 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %105 : tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x16x16xf32>
    %107 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%106, %arg31 : tensor<1x32x16x16xf32>, tensor<64x32x1x1xf32>) outs(%76 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%109 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_176 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_177 = tensor.expand_shape %110 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_176 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_177 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_178 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_178 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_179 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_179 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %115 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_180 = tensor.pad %116 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %117 = tensor.empty() : tensor<1x64x8x8xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %collapsed_181 = tensor.collapse_shape %arg34 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %119 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_180, %collapsed_181 : tensor<1x64x18x18xf32>, tensor<64x3x3xf32>) outs(%118 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%120 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_182 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_183 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_182 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_183 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_184 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_184 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_185 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_185 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x64x8x8xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x8x8xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %129 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%128, %arg37 : tensor<1x64x8x8xf32>, tensor<64x64x1x1xf32>) outs(%118 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%130 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%131 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_186 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_187 = tensor.expand_shape %132 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_186 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_187 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_188 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_188 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_189 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_189 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_190 = tensor.pad %136 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %collapsed_191 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %137 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_190, %collapsed_191 : tensor<1x64x10x10xf32>, tensor<64x3x3xf32>) outs(%118 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%139 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_192 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_193 = tensor.expand_shape %140 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_192 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_193 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_194 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_194 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_195 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_195 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x64x8x8xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %145 : tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %147 = tensor.empty() : tensor<1x32x8x8xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%146, %arg43 : tensor<1x64x8x8xf32>, tensor<32x64x1x1xf32>) outs(%148 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %150 = tensor.empty() : tensor<4xi64>
    %151 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%150 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      %568 = arith.muli %567, %c2_i64 : i64
      linalg.yield %568 : i64
    } -> tensor<4xi64>
    %expanded_196 = tensor.expand_shape %151 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %152 = tensor.empty() : tensor<2xi64>
    %153 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%152 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      linalg.yield %567 : i64
    } -> tensor<2xi64>
    %expanded_197 = tensor.expand_shape %153 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %154 = tensor.empty() : tensor<2x4xi64>
    %155 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_196, %expanded_197 : tensor<1x4xi64>, tensor<2x1xi64>) outs(%154 : tensor<2x4xi64>) {
    ^bb0(%in: i64, %in_351: i64, %out: i64):
      %566 = arith.addi %in, %in_351 : i64
      linalg.yield %566 : i64
    } -> tensor<2x4xi64>
    %expanded_198 = tensor.expand_shape %155 [[0], [1, 2, 3]] output_shape [2, 4, 1, 1] : tensor<2x4xi64> into tensor<2x4x1x1xi64>
    %156 = tensor.empty() : tensor<32xi64>
    %157 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%156 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      linalg.yield %567 : i64
    } -> tensor<32xi64>
    %expanded_199 = tensor.expand_shape %157 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xi64> into tensor<32x1x1x1x1xi64>
    %158 = tensor.empty() : tensor<1xi64>
    %159 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%158 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_200 = tensor.expand_shape %159 [[0, 1, 2, 3, 4, 5]] output_shape [1, 1, 1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1x1x1xi64>
    %160 = tensor.empty() : tensor<1x32x2x4x2x4xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map7, #map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_200, %expanded_199, %expanded_198, %155 : tensor<1x1x1x1x1x1xi64>, tensor<32x1x1x1x1xi64>, tensor<2x4x1x1xi64>, tensor<2x4xi64>) outs(%160 : tensor<1x32x2x4x2x4xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c32_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c8_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c8_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %149[%569, %573, %577, %581] : tensor<1x32x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x2x4x2x4xf32>
    %162 = tensor.empty() : tensor<1x32x2x2x4x4xf32>
    %transposed = linalg.transpose ins(%161 : tensor<1x32x2x4x2x4xf32>) outs(%162 : tensor<1x32x2x2x4x4xf32>) permutation = [0, 1, 2, 4, 3, 5] 
    %collapsed_201 = tensor.collapse_shape %transposed [[0], [1], [2, 3], [4, 5]] : tensor<1x32x2x2x4x4xf32> into tensor<1x32x4x16xf32>
    %collapsed_202 = tensor.collapse_shape %transposed [[0], [1], [2, 3, 4, 5]] : tensor<1x32x2x2x4x4xf32> into tensor<1x32x64xf32>
    %expanded_203 = tensor.expand_shape %collapsed_202 [[0], [1, 2], [3]] output_shape [1, 1, 32, 64] : tensor<1x32x64xf32> into tensor<1x1x32x64xf32>
    %163 = tensor.empty() : tensor<1x1x32x64xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_203 : tensor<1x1x32x64xf32>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %165 = tensor.empty() : tensor<1x1x1x1xf64>
    %166 = linalg.fill ins(%cst_1 : f64) outs(%165 : tensor<1x1x1x1xf64>) -> tensor<1x1x1x1xf64>
    %167 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%164 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %169 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %168 : tensor<1x1x32x64xf64>, tensor<1x1x1x1xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<1x1x32x64xf64>, tensor<1x1x32x64xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %171 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%170 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %173 = tensor.empty() : tensor<1x1x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %175 = linalg.fill ins(%cst : f32) outs(%173 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_203 : tensor<1x1x32x64xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_55 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_204 = tensor.expand_shape %arg44 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %180 = tensor.empty() : tensor<1x1x32x1xf32>
    %181 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_204 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %181 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %expanded_205 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_205 : tensor<1x1x32x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %185 = tensor.empty() : tensor<1x32xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_60, %cst_61, %cst_62, %cst_63 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %181[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_64, %cst_65, %cst_66, %cst_67 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %184[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_206 = tensor.expand_shape %186 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %expanded_207 = tensor.expand_shape %187 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %188 = tensor.empty() : tensor<1x32x4x16xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_201, %expanded_206 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_207 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %191 = tensor.empty() : tensor<1x65x4x16xf32>
    %broadcasted = linalg.broadcast ins(%arg47 : tensor<65xf32>) outs(%191 : tensor<1x65x4x16xf32>) dimensions = [0, 2, 3] 
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%190, %arg46 : tensor<1x32x4x16xf32>, tensor<65x32x1x1xf32>) outs(%broadcasted : tensor<1x65x4x16xf32>) -> tensor<1x65x4x16xf32>
    %extracted_slice = tensor.extract_slice %192[0, 0, 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : tensor<1x65x4x16xf32> to tensor<1x1x4x16xf32>
    %extracted_slice_208 = tensor.extract_slice %192[0, 1, 0, 0] [1, 32, 4, 16] [1, 1, 1, 1] : tensor<1x65x4x16xf32> to tensor<1x32x4x16xf32>
    %extracted_slice_209 = tensor.extract_slice %192[0, 33, 0, 0] [1, 32, 4, 16] [1, 1, 1, 1] : tensor<1x65x4x16xf32> to tensor<1x32x4x16xf32>
    %193 = tensor.empty() : tensor<1x1x4xi64>
    %194 = linalg.fill ins(%c0_i64 : i64) outs(%193 : tensor<1x1x4xi64>) -> tensor<1x1x4xi64>
    %195 = tensor.empty() : tensor<1x1x4xf32>
    %196 = linalg.fill ins(%cst_2 : f32) outs(%195 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %197:2 = linalg.generic {indexing_maps = [#map1, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%extracted_slice : tensor<1x1x4x16xf32>) outs(%196, %194 : tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_351: i64):
      %566 = linalg.index 3 : index
      %567 = arith.index_cast %566 : index to i64
      %568 = arith.maximumf %in, %out : f32
      %569 = arith.cmpf ogt, %in, %out : f32
      %570 = arith.select %569, %567, %out_351 : i64
      linalg.yield %568, %570 : f32, i64
    } -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>)
    %expanded_210 = tensor.expand_shape %197#0 [[0], [1], [2, 3]] output_shape [1, 1, 4, 1] : tensor<1x1x4xf32> into tensor<1x1x4x1xf32>
    %198 = tensor.empty() : tensor<1x1x4x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_210 : tensor<1x1x4x16xf32>, tensor<1x1x4x1xf32>) outs(%198 : tensor<1x1x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x16xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x1x4x16xf32>) outs(%198 : tensor<1x1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.exp %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x16xf32>
    %201 = tensor.empty() : tensor<1x1x4x1xf32>
    %202 = linalg.fill ins(%cst : f32) outs(%201 : tensor<1x1x4x1xf32>) -> tensor<1x1x4x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%200 : tensor<1x1x4x16xf32>) outs(%202 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %203 : tensor<1x1x4x16xf32>, tensor<1x1x4x1xf32>) outs(%198 : tensor<1x1x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.divf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x16xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_208, %204 : tensor<1x32x4x16xf32>, tensor<1x1x4x16xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %206 = tensor.empty() : tensor<1x32x4x1xf32>
    %207 = linalg.fill ins(%cst : f32) outs(%206 : tensor<1x32x4x1xf32>) -> tensor<1x32x4x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%205 : tensor<1x32x4x16xf32>) outs(%207 : tensor<1x32x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_209 : tensor<1x32x4x16xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf ugt, %in, %cst : f32
      %567 = arith.select %566, %in, %cst : f32
      linalg.yield %567 : f32
    } -> tensor<1x32x4x16xf32>
    %collapsed_211 = tensor.collapse_shape %208 [[0], [1], [2, 3]] : tensor<1x32x4x1xf32> into tensor<1x32x4xf32>
    %210 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_211 : tensor<1x32x4xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x4x16xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %210 : tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %broadcasted_212 = linalg.broadcast ins(%arg49 : tensor<32xf32>) outs(%188 : tensor<1x32x4x16xf32>) dimensions = [0, 2, 3] 
    %212 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%211, %arg48 : tensor<1x32x4x16xf32>, tensor<32x32x1x1xf32>) outs(%broadcasted_212 : tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %collapsed_201 : tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %collapsed_213 = tensor.collapse_shape %213 [[0], [1], [2, 3]] : tensor<1x32x4x16xf32> into tensor<1x32x64xf32>
    %expanded_214 = tensor.expand_shape %collapsed_213 [[0], [1, 2], [3]] output_shape [1, 1, 32, 64] : tensor<1x32x64xf32> into tensor<1x1x32x64xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_214 : tensor<1x1x32x64xf32>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %215 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%214 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %217 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<1x1x32x64xf64>, tensor<1x1x1x1xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %217 : tensor<1x1x32x64xf64>, tensor<1x1x32x64xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %219 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%218 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_214 : tensor<1x1x32x64xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_55 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_215 = tensor.expand_shape %arg50 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %226 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_215 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %226 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %expanded_216 = tensor.expand_shape %arg51 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_216 : tensor<1x1x32x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_68, %cst_69, %cst_70, %cst_71 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %226[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_72, %cst_73, %cst_74, %cst_75 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %229[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_217 = tensor.expand_shape %230 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %expanded_218 = tensor.expand_shape %231 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_217 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_218 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %234 = tensor.empty() : tensor<1x64x4x16xf32>
    %broadcasted_219 = linalg.broadcast ins(%arg53 : tensor<64xf32>) outs(%234 : tensor<1x64x4x16xf32>) dimensions = [0, 2, 3] 
    %235 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%233, %arg52 : tensor<1x32x4x16xf32>, tensor<64x32x1x1xf32>) outs(%broadcasted_219 : tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<1x64x4x16xf32>) outs(%234 : tensor<1x64x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x64x4x16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %236 : tensor<1x64x4x16xf32>, tensor<1x64x4x16xf32>) outs(%234 : tensor<1x64x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x16xf32>
    %broadcasted_220 = linalg.broadcast ins(%arg55 : tensor<32xf32>) outs(%188 : tensor<1x32x4x16xf32>) dimensions = [0, 2, 3] 
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%237, %arg54 : tensor<1x64x4x16xf32>, tensor<32x64x1x1xf32>) outs(%broadcasted_220 : tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %213 : tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %collapsed_221 = tensor.collapse_shape %239 [[0], [1], [2, 3]] : tensor<1x32x4x16xf32> into tensor<1x32x64xf32>
    %expanded_222 = tensor.expand_shape %collapsed_221 [[0], [1, 2], [3]] output_shape [1, 1, 32, 64] : tensor<1x32x64xf32> into tensor<1x1x32x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<1x1x32x64xf32>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%240 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %243 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %242 : tensor<1x1x32x64xf64>, tensor<1x1x1x1xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %243 : tensor<1x1x32x64xf64>, tensor<1x1x32x64xf64>) outs(%163 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x32x64xf64>
    %245 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%244 : tensor<1x1x32x64xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_54 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_222 : tensor<1x1x32x64xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_55 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_223 = tensor.expand_shape %arg56 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %252 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_223 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %expanded_224 = tensor.expand_shape %arg57 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_224 : tensor<1x1x32x1xf32>, tensor<1x1x32x1xf32>) outs(%180 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x32x1xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_76, %cst_77, %cst_78, %cst_79 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %252[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_80, %cst_81, %cst_82, %cst_83 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%185 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c32_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %255[%569, %573, %577, %581] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_225 = tensor.expand_shape %256 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %expanded_226 = tensor.expand_shape %257 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_225 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_226 : tensor<1x32x4x16xf32>, tensor<1x32x1x1xf32>) outs(%188 : tensor<1x32x4x16xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x32x4x16xf32>
    %expanded_227 = tensor.expand_shape %259 [[0], [1], [2, 3], [4, 5]] output_shape [1, 32, 2, 2, 4, 4] : tensor<1x32x4x16xf32> into tensor<1x32x2x2x4x4xf32>
    %260 = tensor.empty() : tensor<1x32x4x2x4x2xf32>
    %transposed_228 = linalg.transpose ins(%expanded_227 : tensor<1x32x2x2x4x4xf32>) outs(%260 : tensor<1x32x4x2x4x2xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %collapsed_229 = tensor.collapse_shape %transposed_228 [[0], [1], [2, 3], [4, 5]] : tensor<1x32x4x2x4x2xf32> into tensor<1x32x8x8xf32>
    %261 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_229, %arg58 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%118 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%262 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<64xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%263 : tensor<64xf32>) outs(%78 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<64xf32>
    %expanded_230 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_231 = tensor.expand_shape %264 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_230 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_231 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_232 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_232 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_233 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_233 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%117 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x8x8xf32>
    %269 = tensor.empty() : tensor<1x128x8x8xf32>
    %270 = linalg.fill ins(%cst : f32) outs(%269 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%268, %arg61 : tensor<1x64x8x8xf32>, tensor<128x64x1x1xf32>) outs(%270 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %272 = tensor.empty() : tensor<128xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%273 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<128xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%274 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %expanded_234 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_235 = tensor.expand_shape %275 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_234 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x8x8xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_235 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_236 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_236 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_237 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %expanded_237 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x8x8xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x128x8x8xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x128x8x8xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %280 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%269 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_238 = tensor.pad %281 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %282 = tensor.empty() : tensor<1x128x4x4xf32>
    %283 = linalg.fill ins(%cst : f32) outs(%282 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %collapsed_239 = tensor.collapse_shape %arg64 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %284 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_238, %collapsed_239 : tensor<1x128x10x10xf32>, tensor<128x3x3xf32>) outs(%283 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%285 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<128xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%286 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %expanded_240 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_241 = tensor.expand_shape %287 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_240 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %expanded_241 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_242 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_242 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_243 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_243 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x4xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<1x128x4x4xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x128x4x4xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %292 : tensor<1x128x4x4xf32>, tensor<1x128x4x4xf32>) outs(%282 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x4xf32>
    %294 = tensor.empty() : tensor<1x96x4x4xf32>
    %295 = linalg.fill ins(%cst : f32) outs(%294 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%293, %arg67 : tensor<1x128x4x4xf32>, tensor<96x128x1x1xf32>) outs(%295 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %297 = tensor.empty() : tensor<96xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_17 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%298 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<96xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%299 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %expanded_244 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_245 = tensor.expand_shape %300 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_244 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_245 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_246 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_246 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_247 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_247 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %padded_248 = tensor.pad %304 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x96x4x4xf32> to tensor<1x96x6x6xf32>
    %collapsed_249 = tensor.collapse_shape %arg70 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %305 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_248, %collapsed_249 : tensor<1x96x6x6xf32>, tensor<96x3x3xf32>) outs(%295 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%306 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<96xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%307 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %expanded_250 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_251 = tensor.expand_shape %308 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_250 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_251 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_252 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_252 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_253 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_253 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x96x4x4xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x96x4x4xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %313 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %315 = tensor.empty() : tensor<1x48x4x4xf32>
    %316 = linalg.fill ins(%cst : f32) outs(%315 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %317 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%314, %arg73 : tensor<1x96x4x4xf32>, tensor<48x96x1x1xf32>) outs(%316 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %318 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%152 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      %568 = arith.muli %567, %c2_i64 : i64
      linalg.yield %568 : i64
    } -> tensor<2xi64>
    %expanded_254 = tensor.expand_shape %318 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %319 = tensor.empty() : tensor<2x2xi64>
    %320 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_254, %expanded_197 : tensor<1x2xi64>, tensor<2x1xi64>) outs(%319 : tensor<2x2xi64>) {
    ^bb0(%in: i64, %in_351: i64, %out: i64):
      %566 = arith.addi %in, %in_351 : i64
      linalg.yield %566 : i64
    } -> tensor<2x2xi64>
    %expanded_255 = tensor.expand_shape %320 [[0], [1, 2, 3]] output_shape [2, 2, 1, 1] : tensor<2x2xi64> into tensor<2x2x1x1xi64>
    %321 = tensor.empty() : tensor<48xi64>
    %322 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%321 : tensor<48xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      linalg.yield %567 : i64
    } -> tensor<48xi64>
    %expanded_256 = tensor.expand_shape %322 [[0, 1, 2, 3, 4]] output_shape [48, 1, 1, 1, 1] : tensor<48xi64> into tensor<48x1x1x1x1xi64>
    %323 = tensor.empty() : tensor<1x48x2x2x2x2xf32>
    %324 = linalg.generic {indexing_maps = [#map6, #map7, #map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_200, %expanded_256, %expanded_255, %320 : tensor<1x1x1x1x1x1xi64>, tensor<48x1x1x1x1xi64>, tensor<2x2x1x1xi64>, tensor<2x2xi64>) outs(%323 : tensor<1x48x2x2x2x2xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c48_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c4_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c4_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %317[%569, %573, %577, %581] : tensor<1x48x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48x2x2x2x2xf32>
    %transposed_257 = linalg.transpose ins(%324 : tensor<1x48x2x2x2x2xf32>) outs(%323 : tensor<1x48x2x2x2x2xf32>) permutation = [0, 1, 2, 4, 3, 5] 
    %collapsed_258 = tensor.collapse_shape %transposed_257 [[0], [1], [2, 3], [4, 5]] : tensor<1x48x2x2x2x2xf32> into tensor<1x48x4x4xf32>
    %collapsed_259 = tensor.collapse_shape %transposed_257 [[0], [1], [2, 3, 4, 5]] : tensor<1x48x2x2x2x2xf32> into tensor<1x48x16xf32>
    %expanded_260 = tensor.expand_shape %collapsed_259 [[0], [1, 2], [3]] output_shape [1, 1, 48, 16] : tensor<1x48x16xf32> into tensor<1x1x48x16xf32>
    %325 = tensor.empty() : tensor<1x1x48x16xf64>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_260 : tensor<1x1x48x16xf32>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%326 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %328 : tensor<1x1x48x16xf64>, tensor<1x1x1x1xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %329 : tensor<1x1x48x16xf64>, tensor<1x1x48x16xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %331 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%330 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_260 : tensor<1x1x48x16xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_57 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_261 = tensor.expand_shape %arg74 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %338 = tensor.empty() : tensor<1x1x48x1xf32>
    %339 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_261 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %expanded_262 = tensor.expand_shape %arg75 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_262 : tensor<1x1x48x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %343 = tensor.empty() : tensor<1x48xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_84, %cst_85, %cst_86, %cst_87 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %339[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_88, %cst_89, %cst_90, %cst_91 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %342[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %expanded_263 = tensor.expand_shape %344 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %expanded_264 = tensor.expand_shape %345 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_258, %expanded_263 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_264 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %348 = tensor.empty() : tensor<1x97x4x4xf32>
    %broadcasted_265 = linalg.broadcast ins(%arg77 : tensor<97xf32>) outs(%348 : tensor<1x97x4x4xf32>) dimensions = [0, 2, 3] 
    %349 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%347, %arg76 : tensor<1x48x4x4xf32>, tensor<97x48x1x1xf32>) outs(%broadcasted_265 : tensor<1x97x4x4xf32>) -> tensor<1x97x4x4xf32>
    %extracted_slice_266 = tensor.extract_slice %349[0, 0, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x97x4x4xf32> to tensor<1x1x4x4xf32>
    %extracted_slice_267 = tensor.extract_slice %349[0, 1, 0, 0] [1, 48, 4, 4] [1, 1, 1, 1] : tensor<1x97x4x4xf32> to tensor<1x48x4x4xf32>
    %extracted_slice_268 = tensor.extract_slice %349[0, 49, 0, 0] [1, 48, 4, 4] [1, 1, 1, 1] : tensor<1x97x4x4xf32> to tensor<1x48x4x4xf32>
    %350:2 = linalg.generic {indexing_maps = [#map1, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%extracted_slice_266 : tensor<1x1x4x4xf32>) outs(%196, %194 : tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_351: i64):
      %566 = linalg.index 3 : index
      %567 = arith.index_cast %566 : index to i64
      %568 = arith.maximumf %in, %out : f32
      %569 = arith.cmpf ogt, %in, %out : f32
      %570 = arith.select %569, %567, %out_351 : i64
      linalg.yield %568, %570 : f32, i64
    } -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>)
    %expanded_269 = tensor.expand_shape %350#0 [[0], [1], [2, 3]] output_shape [1, 1, 4, 1] : tensor<1x1x4xf32> into tensor<1x1x4x1xf32>
    %351 = tensor.empty() : tensor<1x1x4x4xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_266, %expanded_269 : tensor<1x1x4x4xf32>, tensor<1x1x4x1xf32>) outs(%351 : tensor<1x1x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x1x4x4xf32>) outs(%351 : tensor<1x1x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.exp %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x4xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%353 : tensor<1x1x4x4xf32>) outs(%202 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %354 : tensor<1x1x4x4xf32>, tensor<1x1x4x1xf32>) outs(%351 : tensor<1x1x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.divf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_267, %355 : tensor<1x48x4x4xf32>, tensor<1x1x4x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %357 = tensor.empty() : tensor<1x48x4x1xf32>
    %358 = linalg.fill ins(%cst : f32) outs(%357 : tensor<1x48x4x1xf32>) -> tensor<1x48x4x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%356 : tensor<1x48x4x4xf32>) outs(%358 : tensor<1x48x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_268 : tensor<1x48x4x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf ugt, %in, %cst : f32
      %567 = arith.select %566, %in, %cst : f32
      linalg.yield %567 : f32
    } -> tensor<1x48x4x4xf32>
    %collapsed_270 = tensor.collapse_shape %359 [[0], [1], [2, 3]] : tensor<1x48x4x1xf32> into tensor<1x48x4xf32>
    %361 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_270 : tensor<1x48x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x48x4x4xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %361 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %broadcasted_271 = linalg.broadcast ins(%arg79 : tensor<48xf32>) outs(%315 : tensor<1x48x4x4xf32>) dimensions = [0, 2, 3] 
    %363 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%362, %arg78 : tensor<1x48x4x4xf32>, tensor<48x48x1x1xf32>) outs(%broadcasted_271 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %collapsed_258 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %collapsed_272 = tensor.collapse_shape %364 [[0], [1], [2, 3]] : tensor<1x48x4x4xf32> into tensor<1x48x16xf32>
    %expanded_273 = tensor.expand_shape %collapsed_272 [[0], [1, 2], [3]] output_shape [1, 1, 48, 16] : tensor<1x48x16xf32> into tensor<1x1x48x16xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_273 : tensor<1x1x48x16xf32>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %366 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%365 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %368 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %367 : tensor<1x1x48x16xf64>, tensor<1x1x1x1xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %368 : tensor<1x1x48x16xf64>, tensor<1x1x48x16xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %370 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%369 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_273 : tensor<1x1x48x16xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_57 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_274 = tensor.expand_shape %arg80 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %377 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_274 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %379 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %377 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %expanded_275 = tensor.expand_shape %arg81 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %expanded_275 : tensor<1x1x48x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_92, %cst_93, %cst_94, %cst_95 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %377[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_96, %cst_97, %cst_98, %cst_99 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %380[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %expanded_276 = tensor.expand_shape %381 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %expanded_277 = tensor.expand_shape %382 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_276 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_277 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %broadcasted_278 = linalg.broadcast ins(%arg83 : tensor<96xf32>) outs(%294 : tensor<1x96x4x4xf32>) dimensions = [0, 2, 3] 
    %385 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%384, %arg82 : tensor<1x48x4x4xf32>, tensor<96x48x1x1xf32>) outs(%broadcasted_278 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x96x4x4xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x96x4x4xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %386 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %broadcasted_279 = linalg.broadcast ins(%arg85 : tensor<48xf32>) outs(%315 : tensor<1x48x4x4xf32>) dimensions = [0, 2, 3] 
    %388 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%387, %arg84 : tensor<1x96x4x4xf32>, tensor<48x96x1x1xf32>) outs(%broadcasted_279 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %364 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %collapsed_280 = tensor.collapse_shape %389 [[0], [1], [2, 3]] : tensor<1x48x4x4xf32> into tensor<1x48x16xf32>
    %expanded_281 = tensor.expand_shape %collapsed_280 [[0], [1, 2], [3]] output_shape [1, 1, 48, 16] : tensor<1x48x16xf32> into tensor<1x1x48x16xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_281 : tensor<1x1x48x16xf32>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %391 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%390 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %393 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %392 : tensor<1x1x48x16xf64>, tensor<1x1x1x1xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %393 : tensor<1x1x48x16xf64>, tensor<1x1x48x16xf64>) outs(%325 : tensor<1x1x48x16xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x48x16xf64>
    %395 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%394 : tensor<1x1x48x16xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_56 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_281 : tensor<1x1x48x16xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_57 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_282 = tensor.expand_shape %arg86 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %402 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_282 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %402 : tensor<1x1x1x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %expanded_283 = tensor.expand_shape %arg87 [[0, 1, 2, 3]] output_shape [1, 1, 48, 1] : tensor<48xf32> into tensor<1x1x48x1xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_283 : tensor<1x1x48x1xf32>, tensor<1x1x48x1xf32>) outs(%338 : tensor<1x1x48x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x48x1xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_100, %cst_101, %cst_102, %cst_103 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %402[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_104, %cst_105, %cst_106, %cst_107 : tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>, tensor<1x48xi64>) outs(%343 : tensor<1x48xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c48_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %405[%569, %573, %577, %581] : tensor<1x1x48x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x48xf32>
    %expanded_284 = tensor.expand_shape %406 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %expanded_285 = tensor.expand_shape %407 [[0], [1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<1x48xf32> into tensor<1x48x1x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %expanded_284 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_285 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%315 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_286 = tensor.expand_shape %409 [[0], [1], [2, 3], [4, 5]] output_shape [1, 48, 2, 2, 2, 2] : tensor<1x48x4x4xf32> into tensor<1x48x2x2x2x2xf32>
    %transposed_287 = linalg.transpose ins(%expanded_286 : tensor<1x48x2x2x2x2xf32>) outs(%323 : tensor<1x48x2x2x2x2xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %collapsed_288 = tensor.collapse_shape %transposed_287 [[0], [1], [2, 3], [4, 5]] : tensor<1x48x2x2x2x2xf32> into tensor<1x48x4x4xf32>
    %410 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_288, %arg88 : tensor<1x48x4x4xf32>, tensor<96x48x1x1xf32>) outs(%295 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%411 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<96xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%412 : tensor<96xf32>) outs(%297 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<96xf32>
    %expanded_289 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_290 = tensor.expand_shape %413 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_289 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_290 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_291 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_291 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_292 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %expanded_292 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%294 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x96x4x4xf32>
    %418 = tensor.empty() : tensor<1x192x4x4xf32>
    %419 = linalg.fill ins(%cst : f32) outs(%418 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %420 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%417, %arg91 : tensor<1x96x4x4xf32>, tensor<192x96x1x1xf32>) outs(%419 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %421 = tensor.empty() : tensor<192xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<192xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%422 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<192xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%423 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<192xf32>
    %expanded_293 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_294 = tensor.expand_shape %424 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %expanded_293 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x4x4xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_294 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_295 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %expanded_295 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_296 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %expanded_296 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x4x4xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<1x192x4x4xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x192x4x4xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %429 : tensor<1x192x4x4xf32>, tensor<1x192x4x4xf32>) outs(%418 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_297 = tensor.pad %430 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %431 = tensor.empty() : tensor<1x192x2x2xf32>
    %432 = linalg.fill ins(%cst : f32) outs(%431 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %collapsed_298 = tensor.collapse_shape %arg94 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %433 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_297, %collapsed_298 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%432 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<192xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%434 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<192xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%435 : tensor<192xf32>) outs(%421 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<192xf32>
    %expanded_299 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_300 = tensor.expand_shape %436 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_299 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x2x2xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_300 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_301 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_301 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_302 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_302 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x2x2xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<1x192x2x2xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x192x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %441 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%431 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x192x2x2xf32>
    %443 = tensor.empty() : tensor<1x128x2x2xf32>
    %444 = linalg.fill ins(%cst : f32) outs(%443 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %445 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%442, %arg97 : tensor<1x192x2x2xf32>, tensor<128x192x1x1xf32>) outs(%444 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%446 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<128xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%447 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %expanded_303 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_304 = tensor.expand_shape %448 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %expanded_303 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %expanded_304 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_305 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %expanded_305 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_306 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_306 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %padded_307 = tensor.pad %452 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg121: index, %arg122: index, %arg123: index, %arg124: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x4x4xf32>
    %collapsed_308 = tensor.collapse_shape %arg100 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %453 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_307, %collapsed_308 : tensor<1x128x4x4xf32>, tensor<128x3x3xf32>) outs(%444 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%454 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<128xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%455 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %expanded_309 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_310 = tensor.expand_shape %456 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %expanded_309 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_310 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_311 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_311 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_312 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_312 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<1x128x2x2xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x128x2x2xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %461 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %463 = tensor.empty() : tensor<1x64x2x2xf32>
    %464 = linalg.fill ins(%cst : f32) outs(%463 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %465 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%462, %arg103 : tensor<1x128x2x2xf32>, tensor<64x128x1x1xf32>) outs(%464 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %expanded_313 = tensor.expand_shape %159 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %466 = tensor.empty() : tensor<2x1xi64>
    %467 = linalg.generic {indexing_maps = [#map3, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_313, %expanded_197 : tensor<1x1xi64>, tensor<2x1xi64>) outs(%466 : tensor<2x1xi64>) {
    ^bb0(%in: i64, %in_351: i64, %out: i64):
      %566 = arith.addi %in, %in_351 : i64
      linalg.yield %566 : i64
    } -> tensor<2x1xi64>
    %expanded_314 = tensor.expand_shape %467 [[0], [1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2x1xi64> into tensor<2x1x1x1xi64>
    %468 = tensor.empty() : tensor<64xi64>
    %469 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%468 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %566 = linalg.index 0 : index
      %567 = arith.index_cast %566 : index to i64
      linalg.yield %567 : i64
    } -> tensor<64xi64>
    %expanded_315 = tensor.expand_shape %469 [[0, 1, 2, 3, 4]] output_shape [64, 1, 1, 1, 1] : tensor<64xi64> into tensor<64x1x1x1x1xi64>
    %470 = tensor.empty() : tensor<1x64x2x1x2x1xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map7, #map16, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_200, %expanded_315, %expanded_314, %467 : tensor<1x1x1x1x1x1xi64>, tensor<64x1x1x1x1xi64>, tensor<2x1x1x1xi64>, tensor<2x1xi64>) outs(%470 : tensor<1x64x2x1x2x1xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c64_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c2_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c2_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %465[%569, %573, %577, %581] : tensor<1x64x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x2x1x2x1xf32>
    %472 = tensor.empty() : tensor<1x64x2x2x1x1xf32>
    %transposed_316 = linalg.transpose ins(%471 : tensor<1x64x2x1x2x1xf32>) outs(%472 : tensor<1x64x2x2x1x1xf32>) permutation = [0, 1, 2, 4, 3, 5] 
    %collapsed_317 = tensor.collapse_shape %transposed_316 [[0], [1], [2, 3], [4, 5]] : tensor<1x64x2x2x1x1xf32> into tensor<1x64x4x1xf32>
    %collapsed_318 = tensor.collapse_shape %transposed_316 [[0], [1], [2, 3, 4, 5]] : tensor<1x64x2x2x1x1xf32> into tensor<1x64x4xf32>
    %expanded_319 = tensor.expand_shape %collapsed_318 [[0], [1, 2], [3]] output_shape [1, 1, 64, 4] : tensor<1x64x4xf32> into tensor<1x1x64x4xf32>
    %473 = tensor.empty() : tensor<1x1x64x4xf64>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_319 : tensor<1x1x64x4xf32>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %475 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%474 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %477 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %476 : tensor<1x1x64x4xf64>, tensor<1x1x1x1xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %478 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %477 : tensor<1x1x64x4xf64>, tensor<1x1x64x4xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %479 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%478 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_319 : tensor<1x1x64x4xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_59 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_320 = tensor.expand_shape %arg104 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %486 = tensor.empty() : tensor<1x1x64x1xf32>
    %487 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %expanded_320 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %487 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %expanded_321 = tensor.expand_shape %arg105 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_321 : tensor<1x1x64x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %491 = tensor.empty() : tensor<1x64xf32>
    %492 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_108, %cst_109, %cst_110, %cst_111 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %487[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %493 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_112, %cst_113, %cst_114, %cst_115 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %490[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %expanded_322 = tensor.expand_shape %492 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %expanded_323 = tensor.expand_shape %493 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %494 = tensor.empty() : tensor<1x64x4x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_317, %expanded_322 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %expanded_323 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %497 = tensor.empty() : tensor<1x129x4x1xf32>
    %broadcasted_324 = linalg.broadcast ins(%arg107 : tensor<129xf32>) outs(%497 : tensor<1x129x4x1xf32>) dimensions = [0, 2, 3] 
    %498 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%496, %arg106 : tensor<1x64x4x1xf32>, tensor<129x64x1x1xf32>) outs(%broadcasted_324 : tensor<1x129x4x1xf32>) -> tensor<1x129x4x1xf32>
    %extracted_slice_325 = tensor.extract_slice %498[0, 0, 0, 0] [1, 1, 4, 1] [1, 1, 1, 1] : tensor<1x129x4x1xf32> to tensor<1x1x4x1xf32>
    %extracted_slice_326 = tensor.extract_slice %498[0, 1, 0, 0] [1, 64, 4, 1] [1, 1, 1, 1] : tensor<1x129x4x1xf32> to tensor<1x64x4x1xf32>
    %extracted_slice_327 = tensor.extract_slice %498[0, 65, 0, 0] [1, 64, 4, 1] [1, 1, 1, 1] : tensor<1x129x4x1xf32> to tensor<1x64x4x1xf32>
    %499:2 = linalg.generic {indexing_maps = [#map1, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%extracted_slice_325 : tensor<1x1x4x1xf32>) outs(%196, %194 : tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_351: i64):
      %566 = arith.maximumf %in, %out : f32
      %567 = arith.cmpf ogt, %in, %out : f32
      %568 = arith.select %567, %c0_i64, %out_351 : i64
      linalg.yield %566, %568 : f32, i64
    } -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>)
    %expanded_328 = tensor.expand_shape %499#0 [[0], [1], [2, 3]] output_shape [1, 1, 4, 1] : tensor<1x1x4xf32> into tensor<1x1x4x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_325, %expanded_328 : tensor<1x1x4x1xf32>, tensor<1x1x4x1xf32>) outs(%201 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500 : tensor<1x1x4x1xf32>) outs(%201 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.exp %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%501 : tensor<1x1x4x1xf32>) outs(%202 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %502 : tensor<1x1x4x1xf32>, tensor<1x1x4x1xf32>) outs(%201 : tensor<1x1x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.divf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x4x1xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_326, %503 : tensor<1x64x4x1xf32>, tensor<1x1x4x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %505 = linalg.fill ins(%cst : f32) outs(%494 : tensor<1x64x4x1xf32>) -> tensor<1x64x4x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%504 : tensor<1x64x4x1xf32>) outs(%505 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_327 : tensor<1x64x4x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf ugt, %in, %cst : f32
      %567 = arith.select %566, %in, %cst : f32
      linalg.yield %567 : f32
    } -> tensor<1x64x4x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %506 : tensor<1x64x4x1xf32>, tensor<1x64x4x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %broadcasted_329 = linalg.broadcast ins(%arg109 : tensor<64xf32>) outs(%494 : tensor<1x64x4x1xf32>) dimensions = [0, 2, 3] 
    %509 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%508, %arg108 : tensor<1x64x4x1xf32>, tensor<64x64x1x1xf32>) outs(%broadcasted_329 : tensor<1x64x4x1xf32>) -> tensor<1x64x4x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %collapsed_317 : tensor<1x64x4x1xf32>, tensor<1x64x4x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %collapsed_330 = tensor.collapse_shape %510 [[0], [1], [2, 3]] : tensor<1x64x4x1xf32> into tensor<1x64x4xf32>
    %expanded_331 = tensor.expand_shape %collapsed_330 [[0], [1, 2], [3]] output_shape [1, 1, 64, 4] : tensor<1x64x4xf32> into tensor<1x1x64x4xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<1x1x64x4xf32>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %512 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%511 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %514 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %513 : tensor<1x1x64x4xf64>, tensor<1x1x1x1xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %514 : tensor<1x1x64x4xf64>, tensor<1x1x64x4xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %516 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%515 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_331 : tensor<1x1x64x4xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_59 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_332 = tensor.expand_shape %arg110 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %523 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_332 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %525 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %523 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %expanded_333 = tensor.expand_shape %arg111 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %expanded_333 : tensor<1x1x64x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_116, %cst_117, %cst_118, %cst_119 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %523[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_120, %cst_121, %cst_122, %cst_123 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %526[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %expanded_334 = tensor.expand_shape %527 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %expanded_335 = tensor.expand_shape %528 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_334 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %expanded_335 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %531 = tensor.empty() : tensor<1x128x4x1xf32>
    %broadcasted_336 = linalg.broadcast ins(%arg113 : tensor<128xf32>) outs(%531 : tensor<1x128x4x1xf32>) dimensions = [0, 2, 3] 
    %532 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%530, %arg112 : tensor<1x64x4x1xf32>, tensor<128x64x1x1xf32>) outs(%broadcasted_336 : tensor<1x128x4x1xf32>) -> tensor<1x128x4x1xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532 : tensor<1x128x4x1xf32>) outs(%531 : tensor<1x128x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      %567 = math.exp %566 : f32
      %568 = arith.addf %567, %cst_0 : f32
      %569 = arith.divf %cst_0, %568 : f32
      linalg.yield %569 : f32
    } -> tensor<1x128x4x1xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %533 : tensor<1x128x4x1xf32>, tensor<1x128x4x1xf32>) outs(%531 : tensor<1x128x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x4x1xf32>
    %broadcasted_337 = linalg.broadcast ins(%arg115 : tensor<64xf32>) outs(%494 : tensor<1x64x4x1xf32>) dimensions = [0, 2, 3] 
    %535 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%534, %arg114 : tensor<1x128x4x1xf32>, tensor<64x128x1x1xf32>) outs(%broadcasted_337 : tensor<1x64x4x1xf32>) -> tensor<1x64x4x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %510 : tensor<1x64x4x1xf32>, tensor<1x64x4x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %collapsed_338 = tensor.collapse_shape %536 [[0], [1], [2, 3]] : tensor<1x64x4x1xf32> into tensor<1x64x4xf32>
    %expanded_339 = tensor.expand_shape %collapsed_338 [[0], [1, 2], [3]] output_shape [1, 1, 64, 4] : tensor<1x64x4xf32> into tensor<1x1x64x4xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_339 : tensor<1x1x64x4xf32>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %566 = arith.extf %in : f32 to f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %538 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%537 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %540 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %539 : tensor<1x1x64x4xf64>, tensor<1x1x1x1xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.subf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %540 : tensor<1x1x64x4xf64>, tensor<1x1x64x4xf64>) outs(%473 : tensor<1x1x64x4xf64>) {
    ^bb0(%in: f64, %in_351: f64, %out: f64):
      %566 = arith.mulf %in, %in_351 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x64x4xf64>
    %542 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%541 : tensor<1x1x64x4xf64>) outs(%166 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.addf %in, %out : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542 : tensor<1x1x1x1xf64>) outs(%165 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %566 = arith.divf %in, %cst_58 : f64
      linalg.yield %566 : f64
    } -> tensor<1x1x1x1xf64>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<1x1x1x1xf64>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %566 = arith.truncf %in : f64 to f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_339 : tensor<1x1x64x4xf32>) outs(%175 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.addf %in, %out : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.divf %in, %cst_59 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<1x1x1x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.rsqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_340 = tensor.expand_shape %arg116 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %549 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548, %expanded_340 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546 : tensor<1x1x1x1xf32>) outs(%173 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.negf %in : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x1x1xf32>
    %551 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %549 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %expanded_341 = tensor.expand_shape %arg117 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551, %expanded_341 : tensor<1x1x64x1xf32>, tensor<1x1x64x1xf32>) outs(%486 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x1x64x1xf32>
    %553 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_124, %cst_125, %cst_126, %cst_127 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %549[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %554 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_128, %cst_129, %cst_130, %cst_131 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%491 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_351: i64, %in_352: i64, %in_353: i64, %out: f32):
      %566 = arith.cmpi slt, %in, %c0_i64 : i64
      %567 = arith.addi %in, %c1_i64 : i64
      %568 = arith.select %566, %567, %in : i64
      %569 = arith.index_cast %568 : i64 to index
      %570 = arith.cmpi slt, %in_351, %c0_i64 : i64
      %571 = arith.addi %in_351, %c1_i64 : i64
      %572 = arith.select %570, %571, %in_351 : i64
      %573 = arith.index_cast %572 : i64 to index
      %574 = arith.cmpi slt, %in_352, %c0_i64 : i64
      %575 = arith.addi %in_352, %c64_i64 : i64
      %576 = arith.select %574, %575, %in_352 : i64
      %577 = arith.index_cast %576 : i64 to index
      %578 = arith.cmpi slt, %in_353, %c0_i64 : i64
      %579 = arith.addi %in_353, %c1_i64 : i64
      %580 = arith.select %578, %579, %in_353 : i64
      %581 = arith.index_cast %580 : i64 to index
      %extracted = tensor.extract %552[%569, %573, %577, %581] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %expanded_342 = tensor.expand_shape %553 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %expanded_343 = tensor.expand_shape %554 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_342 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %expanded_343 : tensor<1x64x4x1xf32>, tensor<1x64x1x1xf32>) outs(%494 : tensor<1x64x4x1xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x64x4x1xf32>
    %expanded_344 = tensor.expand_shape %556 [[0], [1], [2, 3], [4, 5]] output_shape [1, 64, 2, 2, 1, 1] : tensor<1x64x4x1xf32> into tensor<1x64x2x2x1x1xf32>
    %557 = tensor.empty() : tensor<1x64x1x2x1x2xf32>
    %transposed_345 = linalg.transpose ins(%expanded_344 : tensor<1x64x2x2x1x1xf32>) outs(%557 : tensor<1x64x1x2x1x2xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %collapsed_346 = tensor.collapse_shape %transposed_345 [[0], [1], [2, 3], [4, 5]] : tensor<1x64x1x2x1x2xf32> into tensor<1x64x2x2xf32>
    %558 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_346, %arg118 : tensor<1x64x2x2xf32>, tensor<128x64x1x1xf32>) outs(%444 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.truncf %cst_51 : f64 to f32
      %567 = arith.addf %in, %566 : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%559 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = math.sqrt %in : f32
      linalg.yield %566 : f32
    } -> tensor<128xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%560 : tensor<128xf32>) outs(%272 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %566 = arith.cmpf one, %in, %cst : f32
      cf.assert %566, "unimplemented: tensor with zero element"
      %567 = arith.divf %cst_0, %in : f32
      linalg.yield %567 : f32
    } -> tensor<128xf32>
    %expanded_347 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_348 = tensor.expand_shape %561 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %expanded_347 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.subf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %expanded_348 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_349 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_349 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.mulf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_350 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_350 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%443 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_351: f32, %out: f32):
      %566 = arith.addf %in, %in_351 : f32
      linalg.yield %566 : f32
    } -> tensor<1x128x2x2xf32>
    return %565 : tensor<1x128x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_12: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_10: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_8: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_9: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_11: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_12: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_13: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_15: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_16: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_17: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_18: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_19: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_20: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_21: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_22: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_23: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_1: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_3: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_4: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_5: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_7: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_8: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_9: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_11: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_12: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_13: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_15: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_16: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_17: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_18: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_19: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_20: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_21: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_48_torch.int64_22: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000",
      torch_tensor_1_48_torch.int64_23: "0x08000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_3: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_4: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_5: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_7: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_8: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_9: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_11: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_12: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_13: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_15: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_16: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_17: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_18: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_19: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_20: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_21: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_22: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_23: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

