// models-v1/mobilenetv2-035: MobileNetV2 x0.35: inverted residuals, ReLU6
// transformers MobileNetV2Config -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 260 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x1x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<8x16x1x1xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<48x8x1x1xf32>, %arg11: tensor<48xf32>, %arg12: tensor<48xf32>, %arg13: tensor<48x1x3x3xf32>, %arg14: tensor<48xf32>, %arg15: tensor<48xf32>, %arg16: tensor<8x48x1x1xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<48x8x1x1xf32>, %arg20: tensor<48xf32>, %arg21: tensor<48xf32>, %arg22: tensor<48x1x3x3xf32>, %arg23: tensor<48xf32>, %arg24: tensor<48xf32>, %arg25: tensor<8x48x1x1xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<48x8x1x1xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48xf32>, %arg31: tensor<48x1x3x3xf32>, %arg32: tensor<48xf32>, %arg33: tensor<48xf32>, %arg34: tensor<16x48x1x1xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<96x16x1x1xf32>, %arg38: tensor<96xf32>, %arg39: tensor<96xf32>, %arg40: tensor<96x1x3x3xf32>, %arg41: tensor<96xf32>, %arg42: tensor<96xf32>, %arg43: tensor<16x96x1x1xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<96x16x1x1xf32>, %arg47: tensor<96xf32>, %arg48: tensor<96xf32>, %arg49: tensor<96x1x3x3xf32>, %arg50: tensor<96xf32>, %arg51: tensor<96xf32>, %arg52: tensor<16x96x1x1xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<96x16x1x1xf32>, %arg56: tensor<96xf32>, %arg57: tensor<96xf32>, %arg58: tensor<96x1x3x3xf32>, %arg59: tensor<96xf32>, %arg60: tensor<96xf32>, %arg61: tensor<24x96x1x1xf32>, %arg62: tensor<24xf32>, %arg63: tensor<24xf32>, %arg64: tensor<144x24x1x1xf32>, %arg65: tensor<144xf32>, %arg66: tensor<144xf32>, %arg67: tensor<144x1x3x3xf32>, %arg68: tensor<144xf32>, %arg69: tensor<144xf32>, %arg70: tensor<24x144x1x1xf32>, %arg71: tensor<24xf32>, %arg72: tensor<24xf32>, %arg73: tensor<144x24x1x1xf32>, %arg74: tensor<144xf32>, %arg75: tensor<144xf32>, %arg76: tensor<144x1x3x3xf32>, %arg77: tensor<144xf32>, %arg78: tensor<144xf32>, %arg79: tensor<24x144x1x1xf32>, %arg80: tensor<24xf32>, %arg81: tensor<24xf32>, %arg82: tensor<144x24x1x1xf32>, %arg83: tensor<144xf32>, %arg84: tensor<144xf32>, %arg85: tensor<144x1x3x3xf32>, %arg86: tensor<144xf32>, %arg87: tensor<144xf32>, %arg88: tensor<24x144x1x1xf32>, %arg89: tensor<24xf32>, %arg90: tensor<24xf32>, %arg91: tensor<144x24x1x1xf32>, %arg92: tensor<144xf32>, %arg93: tensor<144xf32>, %arg94: tensor<144x1x3x3xf32>, %arg95: tensor<144xf32>, %arg96: tensor<144xf32>, %arg97: tensor<32x144x1x1xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<192x32x1x1xf32>, %arg101: tensor<192xf32>, %arg102: tensor<192xf32>, %arg103: tensor<192x1x3x3xf32>, %arg104: tensor<192xf32>, %arg105: tensor<192xf32>, %arg106: tensor<32x192x1x1xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<192x32x1x1xf32>, %arg110: tensor<192xf32>, %arg111: tensor<192xf32>, %arg112: tensor<192x1x3x3xf32>, %arg113: tensor<192xf32>, %arg114: tensor<192xf32>, %arg115: tensor<32x192x1x1xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<192x32x1x1xf32>, %arg119: tensor<192xf32>, %arg120: tensor<192xf32>, %arg121: tensor<192x1x3x3xf32>, %arg122: tensor<192xf32>, %arg123: tensor<192xf32>, %arg124: tensor<56x192x1x1xf32>, %arg125: tensor<56xf32>, %arg126: tensor<56xf32>, %arg127: tensor<336x56x1x1xf32>, %arg128: tensor<336xf32>, %arg129: tensor<336xf32>, %arg130: tensor<336x1x3x3xf32>, %arg131: tensor<336xf32>, %arg132: tensor<336xf32>, %arg133: tensor<56x336x1x1xf32>, %arg134: tensor<56xf32>, %arg135: tensor<56xf32>, %arg136: tensor<336x56x1x1xf32>, %arg137: tensor<336xf32>, %arg138: tensor<336xf32>, %arg139: tensor<336x1x3x3xf32>, %arg140: tensor<336xf32>, %arg141: tensor<336xf32>, %arg142: tensor<56x336x1x1xf32>, %arg143: tensor<56xf32>, %arg144: tensor<56xf32>, %arg145: tensor<336x56x1x1xf32>, %arg146: tensor<336xf32>, %arg147: tensor<336xf32>, %arg148: tensor<336x1x3x3xf32>, %arg149: tensor<336xf32>, %arg150: tensor<336xf32>, %arg151: tensor<112x336x1x1xf32>, %arg152: tensor<112xf32>, %arg153: tensor<112xf32>, %arg154: tensor<1280x112x1x1xf32>, %arg155: tensor<1280xf32>, %arg156: tensor<1280xf32>, %arg157: tensor<16xf32>, %arg158: tensor<16xf32>, %arg159: tensor<16xf32>, %arg160: tensor<16xf32>, %arg161: tensor<8xf32>, %arg162: tensor<8xf32>, %arg163: tensor<48xf32>, %arg164: tensor<48xf32>, %arg165: tensor<48xf32>, %arg166: tensor<48xf32>, %arg167: tensor<8xf32>, %arg168: tensor<8xf32>, %arg169: tensor<48xf32>, %arg170: tensor<48xf32>, %arg171: tensor<48xf32>, %arg172: tensor<48xf32>, %arg173: tensor<8xf32>, %arg174: tensor<8xf32>, %arg175: tensor<48xf32>, %arg176: tensor<48xf32>, %arg177: tensor<48xf32>, %arg178: tensor<48xf32>, %arg179: tensor<16xf32>, %arg180: tensor<16xf32>, %arg181: tensor<96xf32>, %arg182: tensor<96xf32>, %arg183: tensor<96xf32>, %arg184: tensor<96xf32>, %arg185: tensor<16xf32>, %arg186: tensor<16xf32>, %arg187: tensor<96xf32>, %arg188: tensor<96xf32>, %arg189: tensor<96xf32>, %arg190: tensor<96xf32>, %arg191: tensor<16xf32>, %arg192: tensor<16xf32>, %arg193: tensor<96xf32>, %arg194: tensor<96xf32>, %arg195: tensor<96xf32>, %arg196: tensor<96xf32>, %arg197: tensor<24xf32>, %arg198: tensor<24xf32>, %arg199: tensor<144xf32>, %arg200: tensor<144xf32>, %arg201: tensor<144xf32>, %arg202: tensor<144xf32>, %arg203: tensor<24xf32>, %arg204: tensor<24xf32>, %arg205: tensor<144xf32>, %arg206: tensor<144xf32>, %arg207: tensor<144xf32>, %arg208: tensor<144xf32>, %arg209: tensor<24xf32>, %arg210: tensor<24xf32>, %arg211: tensor<144xf32>, %arg212: tensor<144xf32>, %arg213: tensor<144xf32>, %arg214: tensor<144xf32>, %arg215: tensor<24xf32>, %arg216: tensor<24xf32>, %arg217: tensor<144xf32>, %arg218: tensor<144xf32>, %arg219: tensor<144xf32>, %arg220: tensor<144xf32>, %arg221: tensor<32xf32>, %arg222: tensor<32xf32>, %arg223: tensor<192xf32>, %arg224: tensor<192xf32>, %arg225: tensor<192xf32>, %arg226: tensor<192xf32>, %arg227: tensor<32xf32>, %arg228: tensor<32xf32>, %arg229: tensor<192xf32>, %arg230: tensor<192xf32>, %arg231: tensor<192xf32>, %arg232: tensor<192xf32>, %arg233: tensor<32xf32>, %arg234: tensor<32xf32>, %arg235: tensor<192xf32>, %arg236: tensor<192xf32>, %arg237: tensor<192xf32>, %arg238: tensor<192xf32>, %arg239: tensor<56xf32>, %arg240: tensor<56xf32>, %arg241: tensor<336xf32>, %arg242: tensor<336xf32>, %arg243: tensor<336xf32>, %arg244: tensor<336xf32>, %arg245: tensor<56xf32>, %arg246: tensor<56xf32>, %arg247: tensor<336xf32>, %arg248: tensor<336xf32>, %arg249: tensor<336xf32>, %arg250: tensor<336xf32>, %arg251: tensor<56xf32>, %arg252: tensor<56xf32>, %arg253: tensor<336xf32>, %arg254: tensor<336xf32>, %arg255: tensor<336xf32>, %arg256: tensor<336xf32>, %arg257: tensor<112xf32>, %arg258: tensor<112xf32>, %arg259: tensor<1280xf32>, %arg260: tensor<1280xf32>) -> tensor<1x1280x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-03 : f64
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x65x65xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x65x65xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg158 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded = tensor.expand_shape %arg157 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_4 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_6 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_6 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_2 : tensor<1x16x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %11 : tensor<f32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_7 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg160 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_8 = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_9 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_8 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_9 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_10 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_10 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_11 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_11 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_2 : tensor<1x16x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %21 : tensor<f32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x16x32x32xf32>
    %23 = tensor.empty() : tensor<1x8x32x32xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg7 : tensor<1x16x32x32xf32>, tensor<8x16x1x1xf32>) outs(%24 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %26 = tensor.empty() : tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg162 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_12 = tensor.expand_shape %arg161 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_13 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_12 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_13 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_14 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_14 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_15 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_15 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x32x32xf32>
    %34 = tensor.empty() : tensor<1x48x32x32xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %arg10 : tensor<1x8x32x32xf32>, tensor<48x8x1x1xf32>) outs(%35 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %37 = tensor.empty() : tensor<48xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg164 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_16 = tensor.expand_shape %arg163 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_17 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_16 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_17 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_18 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_18 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_19 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_19 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_2 : tensor<1x48x32x32xf32>, tensor<f32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x32x32xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %45 : tensor<f32>, tensor<1x48x32x32xf32>) outs(%34 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x32x32xf32>
    %padded_20 = tensor.pad %46 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x48x32x32xf32> to tensor<1x48x33x33xf32>
    %47 = tensor.empty() : tensor<1x48x16x16xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %collapsed_21 = tensor.collapse_shape %arg13 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %49 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_20, %collapsed_21 : tensor<1x48x33x33xf32>, tensor<48x3x3xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg166 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_22 = tensor.expand_shape %arg165 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_23 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_22 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_23 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_24 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_24 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_25 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_25 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %57 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %59 = tensor.empty() : tensor<1x8x16x16xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%58, %arg16 : tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%60 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg168 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_26 = tensor.expand_shape %arg167 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_27 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_26 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_27 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_28 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_28 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_29 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_29 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %69 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %arg19 : tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg170 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_30 = tensor.expand_shape %arg169 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_31 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_30 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_31 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_32 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_32 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_33 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_33 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %77 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_34 = tensor.pad %78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %collapsed_35 = tensor.collapse_shape %arg22 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %79 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %collapsed_35 : tensor<1x48x18x18xf32>, tensor<48x3x3xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg172 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_36 = tensor.expand_shape %arg171 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_37 = tensor.expand_shape %82 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_36 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_37 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_38 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_38 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_39 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_39 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %87 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %89 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%88, %arg25 : tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%60 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg174 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_40 = tensor.expand_shape %arg173 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_41 = tensor.expand_shape %92 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_40 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_41 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_42 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_42 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_43 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_43 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %96 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%59 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x8x16x16xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%97, %arg28 : tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%48 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg176 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_44 = tensor.expand_shape %arg175 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_45 = tensor.expand_shape %101 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_44 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_45 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_46 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_46 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_47 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_47 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %cst_2 : tensor<1x48x16x16xf32>, tensor<f32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %106 : tensor<f32>, tensor<1x48x16x16xf32>) outs(%47 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_48 = tensor.pad %107 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x17x17xf32>
    %108 = tensor.empty() : tensor<1x48x8x8xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %arg31 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %110 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_48, %collapsed_49 : tensor<1x48x17x17xf32>, tensor<48x3x3xf32>) outs(%109 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg178 : tensor<48xf32>) outs(%37 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_50 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_51 = tensor.expand_shape %113 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_50 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_51 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_52 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_52 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_53 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_53 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x48x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %cst_2 : tensor<1x48x8x8xf32>, tensor<f32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %118 : tensor<f32>, tensor<1x48x8x8xf32>) outs(%108 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x48x8x8xf32>
    %120 = tensor.empty() : tensor<1x16x8x8xf32>
    %121 = linalg.fill ins(%cst : f32) outs(%120 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%119, %arg34 : tensor<1x48x8x8xf32>, tensor<16x48x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg180 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_54 = tensor.expand_shape %arg179 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_55 = tensor.expand_shape %125 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_54 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_55 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_56 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_56 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_57 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_57 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %130 = tensor.empty() : tensor<1x96x8x8xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%129, %arg37 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %133 = tensor.empty() : tensor<96xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg182 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_58 = tensor.expand_shape %arg181 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_59 = tensor.expand_shape %136 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_58 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_59 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_60 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_60 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_61 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_61 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %141 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_62 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x10x10xf32>
    %collapsed_63 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %143 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_62, %collapsed_63 : tensor<1x96x10x10xf32>, tensor<96x3x3xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg184 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_64 = tensor.expand_shape %arg183 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_65 = tensor.expand_shape %146 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_64 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_65 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_66 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_66 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_67 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_67 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %151 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%152, %arg43 : tensor<1x96x8x8xf32>, tensor<16x96x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg186 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_68 = tensor.expand_shape %arg185 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_69 = tensor.expand_shape %156 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_68 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_69 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_70 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_70 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_71 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_71 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %160 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%161, %arg46 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg188 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_72 = tensor.expand_shape %arg187 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_73 = tensor.expand_shape %165 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_72 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_73 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_74 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_74 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_75 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_75 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %170 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_76 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x10x10xf32>
    %collapsed_77 = tensor.collapse_shape %arg49 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %172 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_76, %collapsed_77 : tensor<1x96x10x10xf32>, tensor<96x3x3xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg190 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_78 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_79 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_78 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_79 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_80 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_80 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_81 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_81 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %180 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%181, %arg52 : tensor<1x96x8x8xf32>, tensor<16x96x1x1xf32>) outs(%121 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg192 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_82 = tensor.expand_shape %arg191 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_83 = tensor.expand_shape %185 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_82 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_83 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_84 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_84 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_85 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_85 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %189 : tensor<1x16x8x8xf32>, tensor<1x16x8x8xf32>) outs(%120 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x16x8x8xf32>
    %191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%190, %arg55 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%131 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg194 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_86 = tensor.expand_shape %arg193 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_87 = tensor.expand_shape %194 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_86 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_87 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_88 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_88 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_89 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_89 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %cst_2 : tensor<1x96x8x8xf32>, tensor<f32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %199 : tensor<f32>, tensor<1x96x8x8xf32>) outs(%130 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_90 = tensor.pad %200 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x9x9xf32>
    %201 = tensor.empty() : tensor<1x96x4x4xf32>
    %202 = linalg.fill ins(%cst : f32) outs(%201 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_91 = tensor.collapse_shape %arg58 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %203 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_90, %collapsed_91 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%202 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg196 : tensor<96xf32>) outs(%133 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_92 = tensor.expand_shape %arg195 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_93 = tensor.expand_shape %206 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_92 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_93 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_94 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_94 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_95 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_95 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x96x4x4xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_2 : tensor<1x96x4x4xf32>, tensor<f32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %211 : tensor<f32>, tensor<1x96x4x4xf32>) outs(%201 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x96x4x4xf32>
    %213 = tensor.empty() : tensor<1x24x4x4xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %215 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%212, %arg61 : tensor<1x96x4x4xf32>, tensor<24x96x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %216 = tensor.empty() : tensor<24xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg198 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_96 = tensor.expand_shape %arg197 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_97 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_96 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_97 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_98 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_98 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_99 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_99 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %224 = tensor.empty() : tensor<1x144x4x4xf32>
    %225 = linalg.fill ins(%cst : f32) outs(%224 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%223, %arg64 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %227 = tensor.empty() : tensor<144xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg200 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_100 = tensor.expand_shape %arg199 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_101 = tensor.expand_shape %230 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_100 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_101 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_102 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_102 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_103 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_103 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %235 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_104 = tensor.pad %236 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_105 = tensor.collapse_shape %arg67 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %237 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_104, %collapsed_105 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg202 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_106 = tensor.expand_shape %arg201 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_107 = tensor.expand_shape %240 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_106 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_107 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_108 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_108 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_109 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_109 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %245 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%246, %arg70 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg204 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_110 = tensor.expand_shape %arg203 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_111 = tensor.expand_shape %250 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_110 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_111 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_112 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_112 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_113 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_113 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %254 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %256 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%255, %arg73 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg206 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_114 = tensor.expand_shape %arg205 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_115 = tensor.expand_shape %259 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_114 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_115 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_116 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_116 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_117 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_117 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %264 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_118 = tensor.pad %265 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_119 = tensor.collapse_shape %arg76 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %266 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_118, %collapsed_119 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_120 = tensor.expand_shape %arg207 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_121 = tensor.expand_shape %269 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_120 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_121 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_122 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_122 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_123 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_123 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %274 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %276 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%275, %arg79 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg210 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_124 = tensor.expand_shape %arg209 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_125 = tensor.expand_shape %279 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_124 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_125 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_126 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_126 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_127 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_127 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %283 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%284, %arg82 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg212 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_128 = tensor.expand_shape %arg211 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_129 = tensor.expand_shape %288 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_128 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_129 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_130 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_130 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_131 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_131 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %293 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_132 = tensor.pad %294 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_133 = tensor.collapse_shape %arg85 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %295 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %collapsed_133 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg214 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_134 = tensor.expand_shape %arg213 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_135 = tensor.expand_shape %298 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_134 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_135 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_136 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_136 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_137 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_137 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %303 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %arg88 : tensor<1x144x4x4xf32>, tensor<24x144x1x1xf32>) outs(%214 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg216 : tensor<24xf32>) outs(%216 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_138 = tensor.expand_shape %arg215 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_139 = tensor.expand_shape %308 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_138 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_139 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_140 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_140 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_141 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_141 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %312 : tensor<1x24x4x4xf32>, tensor<1x24x4x4xf32>) outs(%213 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x24x4x4xf32>
    %314 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%313, %arg91 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg218 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_142 = tensor.expand_shape %arg217 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_143 = tensor.expand_shape %317 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_142 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_143 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_144 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_144 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_145 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %expanded_145 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %322 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_146 = tensor.pad %323 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x6x6xf32>
    %collapsed_147 = tensor.collapse_shape %arg94 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %324 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %collapsed_147 : tensor<1x144x6x6xf32>, tensor<144x3x3xf32>) outs(%225 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg220 : tensor<144xf32>) outs(%227 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_148 = tensor.expand_shape %arg219 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_149 = tensor.expand_shape %327 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_148 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_149 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_150 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_150 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_151 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_151 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x144x4x4xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %cst_2 : tensor<1x144x4x4xf32>, tensor<f32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %332 : tensor<f32>, tensor<1x144x4x4xf32>) outs(%224 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x144x4x4xf32>
    %334 = tensor.empty() : tensor<1x32x4x4xf32>
    %335 = linalg.fill ins(%cst : f32) outs(%334 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%333, %arg97 : tensor<1x144x4x4xf32>, tensor<32x144x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %337 = tensor.empty() : tensor<32xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg222 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_152 = tensor.expand_shape %arg221 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_153 = tensor.expand_shape %340 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_152 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_153 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_154 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_154 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_155 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_155 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %345 = tensor.empty() : tensor<1x192x4x4xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%344, %arg100 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %348 = tensor.empty() : tensor<192xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg224 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_156 = tensor.expand_shape %arg223 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_157 = tensor.expand_shape %351 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %expanded_156 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %expanded_157 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_158 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %expanded_158 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_159 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_159 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %356 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_160 = tensor.pad %357 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %collapsed_161 = tensor.collapse_shape %arg103 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %358 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_160, %collapsed_161 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg226 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_162 = tensor.expand_shape %arg225 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_163 = tensor.expand_shape %361 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_162 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %expanded_163 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_164 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_164 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_165 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_165 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %366 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %368 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%367, %arg106 : tensor<1x192x4x4xf32>, tensor<32x192x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg228 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_166 = tensor.expand_shape %arg227 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_167 = tensor.expand_shape %371 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_166 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %expanded_167 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_168 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %expanded_168 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_169 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_169 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %375 : tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%376, %arg109 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg230 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_170 = tensor.expand_shape %arg229 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_171 = tensor.expand_shape %380 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_170 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %expanded_171 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_172 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %expanded_172 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_173 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_173 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %385 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_174 = tensor.pad %386 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x6x6xf32>
    %collapsed_175 = tensor.collapse_shape %arg112 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %387 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_174, %collapsed_175 : tensor<1x192x6x6xf32>, tensor<192x3x3xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg232 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_176 = tensor.expand_shape %arg231 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_177 = tensor.expand_shape %390 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_176 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_177 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_178 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_178 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_179 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_179 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %395 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%396, %arg115 : tensor<1x192x4x4xf32>, tensor<32x192x1x1xf32>) outs(%335 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg234 : tensor<32xf32>) outs(%337 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_180 = tensor.expand_shape %arg233 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_181 = tensor.expand_shape %400 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %expanded_180 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_181 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_182 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_182 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_183 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_183 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %404 : tensor<1x32x4x4xf32>, tensor<1x32x4x4xf32>) outs(%334 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x32x4x4xf32>
    %406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%405, %arg118 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%346 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg236 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_184 = tensor.expand_shape %arg235 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_185 = tensor.expand_shape %409 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_184 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_185 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_186 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_186 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_187 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_187 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x4x4xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %cst_2 : tensor<1x192x4x4xf32>, tensor<f32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %414 : tensor<f32>, tensor<1x192x4x4xf32>) outs(%345 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_188 = tensor.pad %415 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x5x5xf32>
    %416 = tensor.empty() : tensor<1x192x2x2xf32>
    %417 = linalg.fill ins(%cst : f32) outs(%416 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %collapsed_189 = tensor.collapse_shape %arg121 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %418 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_188, %collapsed_189 : tensor<1x192x5x5xf32>, tensor<192x3x3xf32>) outs(%417 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg238 : tensor<192xf32>) outs(%348 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_190 = tensor.expand_shape %arg237 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_191 = tensor.expand_shape %421 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_190 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_191 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_192 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_192 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_193 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %expanded_193 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x192x2x2xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %cst_2 : tensor<1x192x2x2xf32>, tensor<f32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x2x2xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %426 : tensor<f32>, tensor<1x192x2x2xf32>) outs(%416 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x192x2x2xf32>
    %428 = tensor.empty() : tensor<1x56x2x2xf32>
    %429 = linalg.fill ins(%cst : f32) outs(%428 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%427, %arg124 : tensor<1x192x2x2xf32>, tensor<56x192x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %431 = tensor.empty() : tensor<56xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg240 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_194 = tensor.expand_shape %arg239 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_195 = tensor.expand_shape %434 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_194 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %expanded_195 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_196 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_196 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_197 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_197 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %439 = tensor.empty() : tensor<1x336x2x2xf32>
    %440 = linalg.fill ins(%cst : f32) outs(%439 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %441 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%438, %arg127 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %442 = tensor.empty() : tensor<336xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg242 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_198 = tensor.expand_shape %arg241 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_199 = tensor.expand_shape %445 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_198 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_199 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_200 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_200 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_201 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_201 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %450 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_202 = tensor.pad %451 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_203 = tensor.collapse_shape %arg130 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %452 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_202, %collapsed_203 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg244 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_204 = tensor.expand_shape %arg243 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_205 = tensor.expand_shape %455 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_204 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_205 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_206 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_206 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_207 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_207 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %460 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %462 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%461, %arg133 : tensor<1x336x2x2xf32>, tensor<56x336x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg246 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_208 = tensor.expand_shape %arg245 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_209 = tensor.expand_shape %465 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_208 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_209 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_210 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %expanded_210 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_211 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %expanded_211 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %469 : tensor<1x56x2x2xf32>, tensor<1x56x2x2xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %471 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%470, %arg136 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg248 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_212 = tensor.expand_shape %arg247 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_213 = tensor.expand_shape %474 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_212 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_213 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_214 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_214 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_215 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_215 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %479 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_216 = tensor.pad %480 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_217 = tensor.collapse_shape %arg139 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %481 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_216, %collapsed_217 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg250 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_218 = tensor.expand_shape %arg249 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_219 = tensor.expand_shape %484 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_218 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%485, %expanded_219 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_220 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_220 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_221 = tensor.expand_shape %arg141 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_221 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %489 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %491 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%490, %arg142 : tensor<1x336x2x2xf32>, tensor<56x336x1x1xf32>) outs(%429 : tensor<1x56x2x2xf32>) -> tensor<1x56x2x2xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg252 : tensor<56xf32>) outs(%431 : tensor<56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_222 = tensor.expand_shape %arg251 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %expanded_223 = tensor.expand_shape %494 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %expanded_222 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %expanded_223 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_224 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_224 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %expanded_225 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [56, 1, 1] : tensor<56xf32> into tensor<56x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_225 : tensor<1x56x2x2xf32>, tensor<56x1x1xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %498 : tensor<1x56x2x2xf32>, tensor<1x56x2x2xf32>) outs(%428 : tensor<1x56x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x56x2x2xf32>
    %500 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%499, %arg145 : tensor<1x56x2x2xf32>, tensor<336x56x1x1xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg254 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_226 = tensor.expand_shape %arg253 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_227 = tensor.expand_shape %503 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_226 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %expanded_227 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_228 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %expanded_228 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_229 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_229 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %508 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %padded_230 = tensor.pad %509 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg261: index, %arg262: index, %arg263: index, %arg264: index):
      tensor.yield %cst : f32
    } : tensor<1x336x2x2xf32> to tensor<1x336x4x4xf32>
    %collapsed_231 = tensor.collapse_shape %arg148 [[0, 1], [2], [3]] : tensor<336x1x3x3xf32> into tensor<336x3x3xf32>
    %510 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_230, %collapsed_231 : tensor<1x336x4x4xf32>, tensor<336x3x3xf32>) outs(%440 : tensor<1x336x2x2xf32>) -> tensor<1x336x2x2xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg256 : tensor<336xf32>) outs(%442 : tensor<336xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_232 = tensor.expand_shape %arg255 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %expanded_233 = tensor.expand_shape %513 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %expanded_232 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %expanded_233 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_234 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_234 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %expanded_235 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [336, 1, 1] : tensor<336xf32> into tensor<336x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_235 : tensor<1x336x2x2xf32>, tensor<336x1x1xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x336x2x2xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %cst_2 : tensor<1x336x2x2xf32>, tensor<f32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %518 : tensor<f32>, tensor<1x336x2x2xf32>) outs(%439 : tensor<1x336x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x336x2x2xf32>
    %520 = tensor.empty() : tensor<1x112x2x2xf32>
    %521 = linalg.fill ins(%cst : f32) outs(%520 : tensor<1x112x2x2xf32>) -> tensor<1x112x2x2xf32>
    %522 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%519, %arg151 : tensor<1x336x2x2xf32>, tensor<112x336x1x1xf32>) outs(%521 : tensor<1x112x2x2xf32>) -> tensor<1x112x2x2xf32>
    %523 = tensor.empty() : tensor<112xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg258 : tensor<112xf32>) outs(%523 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_236 = tensor.expand_shape %arg257 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %expanded_237 = tensor.expand_shape %526 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_236 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %expanded_237 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %expanded_238 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %expanded_238 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %expanded_239 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %expanded_239 : tensor<1x112x2x2xf32>, tensor<112x1x1xf32>) outs(%520 : tensor<1x112x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x112x2x2xf32>
    %531 = tensor.empty() : tensor<1x1280x2x2xf32>
    %532 = linalg.fill ins(%cst : f32) outs(%531 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %533 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%530, %arg154 : tensor<1x112x2x2xf32>, tensor<1280x112x1x1xf32>) outs(%532 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %534 = tensor.empty() : tensor<1280xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg260 : tensor<1280xf32>) outs(%534 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %544 = arith.truncf %cst_3 : f64 to f32
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
    %expanded_240 = tensor.expand_shape %arg259 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %expanded_241 = tensor.expand_shape %537 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %expanded_240 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.subf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %expanded_241 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_242 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %expanded_242 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.mulf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_243 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540, %expanded_243 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.addf %in, %in_244 : f32
      linalg.yield %544 : f32
    } -> tensor<1x1280x2x2xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %cst_2 : tensor<1x1280x2x2xf32>, tensor<f32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf ogt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1280x2x2xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %542 : tensor<f32>, tensor<1x1280x2x2xf32>) outs(%531 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_244: f32, %out: f32):
      %544 = arith.cmpf olt, %in, %in_244 : f32
      %545 = arith.select %544, %in, %in_244 : f32
      linalg.yield %545 : f32
    } -> tensor<1x1280x2x2xf32>
    return %543 : tensor<1x1280x2x2xf32>
  }
}

