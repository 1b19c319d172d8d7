// models-v1/efficientnet-tiny: EfficientNet x0.25: MBConv with squeeze-excitation, swish
// transformers EfficientNetConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 94 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x1x3x3xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<2x8x1x1xf32>, %arg8: tensor<2xf32>, %arg9: tensor<8x2x1x1xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8x8x1x1xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<48x8x1x1xf32>, %arg15: tensor<48xf32>, %arg16: tensor<48xf32>, %arg17: tensor<48x1x3x3xf32>, %arg18: tensor<48xf32>, %arg19: tensor<48xf32>, %arg20: tensor<2x48x1x1xf32>, %arg21: tensor<2xf32>, %arg22: tensor<48x2x1x1xf32>, %arg23: tensor<48xf32>, %arg24: tensor<8x48x1x1xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<48x8x1x1xf32>, %arg28: tensor<48xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48x1x5x5xf32>, %arg31: tensor<48xf32>, %arg32: tensor<48xf32>, %arg33: tensor<2x48x1x1xf32>, %arg34: tensor<2xf32>, %arg35: tensor<48x2x1x1xf32>, %arg36: tensor<48xf32>, %arg37: tensor<16x48x1x1xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<96x16x1x1xf32>, %arg41: tensor<96xf32>, %arg42: tensor<96xf32>, %arg43: tensor<96x1x3x3xf32>, %arg44: tensor<96xf32>, %arg45: tensor<96xf32>, %arg46: tensor<4x96x1x1xf32>, %arg47: tensor<4xf32>, %arg48: tensor<96x4x1x1xf32>, %arg49: tensor<96xf32>, %arg50: tensor<24x96x1x1xf32>, %arg51: tensor<24xf32>, %arg52: tensor<24xf32>, %arg53: tensor<144x24x1x1xf32>, %arg54: tensor<144xf32>, %arg55: tensor<144xf32>, %arg56: tensor<144x1x5x5xf32>, %arg57: tensor<144xf32>, %arg58: tensor<144xf32>, %arg59: tensor<6x144x1x1xf32>, %arg60: tensor<6xf32>, %arg61: tensor<144x6x1x1xf32>, %arg62: tensor<144xf32>, %arg63: tensor<32x144x1x1xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<192x32x1x1xf32>, %arg67: tensor<192xf32>, %arg68: tensor<192xf32>, %arg69: tensor<192x1x5x5xf32>, %arg70: tensor<192xf32>, %arg71: tensor<192xf32>, %arg72: tensor<8x192x1x1xf32>, %arg73: tensor<8xf32>, %arg74: tensor<192x8x1x1xf32>, %arg75: tensor<192xf32>, %arg76: tensor<48x192x1x1xf32>, %arg77: tensor<48xf32>, %arg78: tensor<48xf32>, %arg79: tensor<288x48x1x1xf32>, %arg80: tensor<288xf32>, %arg81: tensor<288xf32>, %arg82: tensor<288x1x3x3xf32>, %arg83: tensor<288xf32>, %arg84: tensor<288xf32>, %arg85: tensor<12x288x1x1xf32>, %arg86: tensor<12xf32>, %arg87: tensor<288x12x1x1xf32>, %arg88: tensor<288xf32>, %arg89: tensor<80x288x1x1xf32>, %arg90: tensor<80xf32>, %arg91: tensor<80xf32>, %arg92: tensor<320x80x1x1xf32>, %arg93: tensor<320xf32>, %arg94: tensor<320xf32>) -> tensor<1x320x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_320_torch.float32_1> : tensor<320xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_320_torch.float32> : tensor<320xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_80_torch.float32_1> : tensor<80xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_80_torch.float32> : tensor<80xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<288xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<288xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_288_torch.float32> : tensor<288xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_48_torch.float32_9> : tensor<48xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_48_torch.float32_8> : tensor<48xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_8_torch.float32_7> : tensor<8xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_8_torch.float32_6> : tensor<8xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_43 = arith.constant 1.000000e-03 : f64
    %cst_44 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_46 = arith.constant 1.024000e+03 : f32
    %cst_47 = arith.constant 2.560000e+02 : f32
    %cst_48 = arith.constant 6.400000e+01 : f32
    %cst_49 = arith.constant 1.600000e+01 : f32
    %cst_50 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x65x65xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x65x65xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_51 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_51 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_52 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_52 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_53 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_53 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %11 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_54 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_54, %collapsed : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %expanded_55 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_56 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_55 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_56 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_57 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_57 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_58 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_58 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x8x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %21 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %23 = tensor.empty() : tensor<1x8x1x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%22 : tensor<1x8x32x32xf32>) outs(%24 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x1x1xf32>) outs(%23 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_46 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x1x1xf32>
    %27 = tensor.empty() : tensor<1x2x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg8 : tensor<2xf32>) outs(%27 : tensor<1x2x1x1xf32>) dimensions = [0, 2, 3] 
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%26, %arg7 : tensor<1x8x1x1xf32>, tensor<2x8x1x1xf32>) outs(%broadcasted : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %29 : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x2x1x1xf32>
    %broadcasted_59 = linalg.broadcast ins(%arg10 : tensor<8xf32>) outs(%23 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%30, %arg9 : tensor<1x2x1x1xf32>, tensor<8x2x1x1xf32>) outs(%broadcasted_59 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x1x1xf32>) outs(%23 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x8x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %32 : tensor<1x8x32x32xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %arg11 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%35 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %expanded_60 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_61 = tensor.expand_shape %37 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_60 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_61 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_62 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_62 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_63 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_63 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x32x32xf32>
    %42 = tensor.empty() : tensor<1x48x32x32xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %arg14 : tensor<1x8x32x32xf32>, tensor<48x8x1x1xf32>) outs(%43 : tensor<1x48x32x32xf32>) -> tensor<1x48x32x32xf32>
    %45 = tensor.empty() : tensor<48xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<48xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%47 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %expanded_64 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_65 = tensor.expand_shape %48 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_64 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x32x32xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_65 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_66 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_66 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x32x32xf32>
    %expanded_67 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_67 : tensor<1x48x32x32xf32>, tensor<48x1x1xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x32x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x48x32x32xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x32x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<1x48x32x32xf32>, tensor<1x48x32x32xf32>) outs(%42 : tensor<1x48x32x32xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x32x32xf32>
    %padded_68 = tensor.pad %54 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x48x32x32xf32> to tensor<1x48x33x33xf32>
    %55 = tensor.empty() : tensor<1x48x16x16xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %collapsed_69 = tensor.collapse_shape %arg17 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %57 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_68, %collapsed_69 : tensor<1x48x33x33xf32>, tensor<48x3x3xf32>) outs(%56 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<48xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %expanded_70 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_71 = tensor.expand_shape %60 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_70 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_71 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_72 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_72 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_73 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_73 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x48x16x16xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %67 = tensor.empty() : tensor<1x48x1x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%66 : tensor<1x48x16x16xf32>) outs(%68 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x48x1x1xf32>) outs(%67 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_47 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_74 = linalg.broadcast ins(%arg21 : tensor<2xf32>) outs(%27 : tensor<1x2x1x1xf32>) dimensions = [0, 2, 3] 
    %71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%70, %arg20 : tensor<1x48x1x1xf32>, tensor<2x48x1x1xf32>) outs(%broadcasted_74 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %72 : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x2x1x1xf32>
    %broadcasted_75 = linalg.broadcast ins(%arg23 : tensor<48xf32>) outs(%67 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%73, %arg22 : tensor<1x2x1x1xf32>, tensor<48x2x1x1xf32>) outs(%broadcasted_75 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x48x1x1xf32>) outs(%67 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %75 : tensor<1x48x16x16xf32>, tensor<1x48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %77 = tensor.empty() : tensor<1x8x16x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%76, %arg24 : tensor<1x48x16x16xf32>, tensor<8x48x1x1xf32>) outs(%78 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<8xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%81 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<8xf32>
    %expanded_76 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_77 = tensor.expand_shape %82 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_76 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%77 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_77 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%77 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_78 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_78 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%77 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_79 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_79 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%77 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x16x16xf32>
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%86, %arg27 : tensor<1x8x16x16xf32>, tensor<48x8x1x1xf32>) outs(%56 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<48xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%89 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %expanded_80 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_81 = tensor.expand_shape %90 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_80 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_81 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_82 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_82 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_83 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_83 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x48x16x16xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %95 : tensor<1x48x16x16xf32>, tensor<1x48x16x16xf32>) outs(%55 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_84 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x19x19xf32>
    %97 = tensor.empty() : tensor<1x48x8x8xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %collapsed_85 = tensor.collapse_shape %arg30 [[0, 1], [2], [3]] : tensor<48x1x5x5xf32> into tensor<48x5x5xf32>
    %99 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_84, %collapsed_85 : tensor<1x48x19x19xf32>, tensor<48x5x5xf32>) outs(%98 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%100 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<48xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%101 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %expanded_86 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_87 = tensor.expand_shape %102 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_86 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_87 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_88 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_88 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_89 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_89 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x48x8x8xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %107 : tensor<1x48x8x8xf32>, tensor<1x48x8x8xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%108 : tensor<1x48x8x8xf32>) outs(%68 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x48x1x1xf32>) outs(%67 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_48 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_90 = linalg.broadcast ins(%arg34 : tensor<2xf32>) outs(%27 : tensor<1x2x1x1xf32>) dimensions = [0, 2, 3] 
    %111 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%110, %arg33 : tensor<1x48x1x1xf32>, tensor<2x48x1x1xf32>) outs(%broadcasted_90 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) outs(%27 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x2x1x1xf32>
    %broadcasted_91 = linalg.broadcast ins(%arg36 : tensor<48xf32>) outs(%67 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%113, %arg35 : tensor<1x2x1x1xf32>, tensor<48x2x1x1xf32>) outs(%broadcasted_91 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x48x1x1xf32>) outs(%67 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x48x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %115 : tensor<1x48x8x8xf32>, tensor<1x48x1x1xf32>) outs(%97 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x8x8xf32>
    %117 = tensor.empty() : tensor<1x16x8x8xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %119 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%116, %arg37 : tensor<1x48x8x8xf32>, tensor<16x48x1x1xf32>) outs(%118 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %120 = tensor.empty() : tensor<16xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<16xf32>) outs(%120 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<16xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<16xf32>) outs(%120 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<16xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%122 : tensor<16xf32>) outs(%120 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<16xf32>
    %expanded_92 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_93 = tensor.expand_shape %123 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_92 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%117 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x16x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_93 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%117 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_94 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_94 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%117 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_95 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_95 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%117 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x16x8x8xf32>
    %128 = tensor.empty() : tensor<1x96x8x8xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%127, %arg40 : tensor<1x16x8x8xf32>, tensor<96x16x1x1xf32>) outs(%129 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %131 = tensor.empty() : tensor<96xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<96xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%132 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<96xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%133 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<96xf32>
    %expanded_96 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_97 = tensor.expand_shape %134 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_96 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_97 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_98 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_98 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_99 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_99 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x96x8x8xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x96x8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%128 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_100 = tensor.pad %140 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x9x9xf32>
    %141 = tensor.empty() : tensor<1x96x4x4xf32>
    %142 = linalg.fill ins(%cst : f32) outs(%141 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_101 = tensor.collapse_shape %arg43 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %143 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_100, %collapsed_101 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%142 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<96xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%144 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<96xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<96xf32>) outs(%131 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<96xf32>
    %expanded_102 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_103 = tensor.expand_shape %146 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_102 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_103 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_104 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_104 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_105 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_105 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x96x4x4xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x96x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %151 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %153 = tensor.empty() : tensor<1x96x1x1xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%152 : tensor<1x96x4x4xf32>) outs(%154 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x96x1x1xf32>) outs(%153 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_49 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x1x1xf32>
    %157 = tensor.empty() : tensor<1x4x1x1xf32>
    %broadcasted_106 = linalg.broadcast ins(%arg47 : tensor<4xf32>) outs(%157 : tensor<1x4x1x1xf32>) dimensions = [0, 2, 3] 
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%156, %arg46 : tensor<1x96x1x1xf32>, tensor<4x96x1x1xf32>) outs(%broadcasted_106 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x4x1x1xf32>) outs(%157 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x4x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %159 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%157 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x4x1x1xf32>
    %broadcasted_107 = linalg.broadcast ins(%arg49 : tensor<96xf32>) outs(%153 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3] 
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%160, %arg48 : tensor<1x4x1x1xf32>, tensor<96x4x1x1xf32>) outs(%broadcasted_107 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x96x1x1xf32>) outs(%153 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x96x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %162 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%141 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x96x4x4xf32>
    %164 = tensor.empty() : tensor<1x24x4x4xf32>
    %165 = linalg.fill ins(%cst : f32) outs(%164 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %arg50 : tensor<1x96x4x4xf32>, tensor<24x96x1x1xf32>) outs(%165 : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
    %167 = tensor.empty() : tensor<24xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<24xf32>) outs(%167 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<24xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%168 : tensor<24xf32>) outs(%167 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<24xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%169 : tensor<24xf32>) outs(%167 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<24xf32>
    %expanded_108 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_109 = tensor.expand_shape %170 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_108 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%164 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x24x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_109 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%164 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_110 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_110 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%164 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_111 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_111 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%164 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x24x4x4xf32>
    %175 = tensor.empty() : tensor<1x144x4x4xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %177 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%174, %arg53 : tensor<1x24x4x4xf32>, tensor<144x24x1x1xf32>) outs(%176 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %178 = tensor.empty() : tensor<144xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<144xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%179 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<144xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%180 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<144xf32>
    %expanded_112 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_113 = tensor.expand_shape %181 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_112 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_113 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_114 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_114 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_115 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_115 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x144x4x4xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x144x4x4xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_116 = tensor.pad %187 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x8x8xf32>
    %collapsed_117 = tensor.collapse_shape %arg56 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %188 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_116, %collapsed_117 : tensor<1x144x8x8xf32>, tensor<144x5x5xf32>) outs(%176 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_17 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<144xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%189 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<144xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%190 : tensor<144xf32>) outs(%178 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<144xf32>
    %expanded_118 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_119 = tensor.expand_shape %191 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_118 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_119 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_120 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_120 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_121 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_121 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x144x4x4xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x144x4x4xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %196 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %198 = tensor.empty() : tensor<1x144x1x1xf32>
    %199 = linalg.fill ins(%cst : f32) outs(%198 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%197 : tensor<1x144x4x4xf32>) outs(%199 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x144x1x1xf32>) outs(%198 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_49 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x1x1xf32>
    %202 = tensor.empty() : tensor<1x6x1x1xf32>
    %broadcasted_122 = linalg.broadcast ins(%arg60 : tensor<6xf32>) outs(%202 : tensor<1x6x1x1xf32>) dimensions = [0, 2, 3] 
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%201, %arg59 : tensor<1x144x1x1xf32>, tensor<6x144x1x1xf32>) outs(%broadcasted_122 : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x6x1x1xf32>) outs(%202 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x6x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %204 : tensor<1x6x1x1xf32>, tensor<1x6x1x1xf32>) outs(%202 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x6x1x1xf32>
    %broadcasted_123 = linalg.broadcast ins(%arg62 : tensor<144xf32>) outs(%198 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %206 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%205, %arg61 : tensor<1x6x1x1xf32>, tensor<144x6x1x1xf32>) outs(%broadcasted_123 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x144x1x1xf32>) outs(%198 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x144x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %207 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%175 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x144x4x4xf32>
    %209 = tensor.empty() : tensor<1x32x4x4xf32>
    %210 = linalg.fill ins(%cst : f32) outs(%209 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %211 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%208, %arg63 : tensor<1x144x4x4xf32>, tensor<32x144x1x1xf32>) outs(%210 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %212 = tensor.empty() : tensor<32xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<32xf32>) outs(%212 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<32xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%213 : tensor<32xf32>) outs(%212 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<32xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%214 : tensor<32xf32>) outs(%212 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<32xf32>
    %expanded_124 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_125 = tensor.expand_shape %215 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_124 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%209 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x32x4x4xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_125 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%209 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_126 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_126 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%209 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_127 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_127 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%209 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x32x4x4xf32>
    %220 = tensor.empty() : tensor<1x192x4x4xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%220 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %222 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%219, %arg66 : tensor<1x32x4x4xf32>, tensor<192x32x1x1xf32>) outs(%221 : tensor<1x192x4x4xf32>) -> tensor<1x192x4x4xf32>
    %223 = tensor.empty() : tensor<192xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<192xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%224 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<192xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%225 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<192xf32>
    %expanded_128 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_129 = tensor.expand_shape %226 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_128 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x4x4xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_129 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_130 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %expanded_130 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x4x4xf32>
    %expanded_131 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_131 : tensor<1x192x4x4xf32>, tensor<192x1x1xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x4x4xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<1x192x4x4xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x192x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %231 : tensor<1x192x4x4xf32>, tensor<1x192x4x4xf32>) outs(%220 : tensor<1x192x4x4xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x4x4xf32>
    %padded_132 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x192x4x4xf32> to tensor<1x192x7x7xf32>
    %233 = tensor.empty() : tensor<1x192x2x2xf32>
    %234 = linalg.fill ins(%cst : f32) outs(%233 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %collapsed_133 = tensor.collapse_shape %arg69 [[0, 1], [2], [3]] : tensor<192x1x5x5xf32> into tensor<192x5x5xf32>
    %235 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_132, %collapsed_133 : tensor<1x192x7x7xf32>, tensor<192x5x5xf32>) outs(%234 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<192xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%236 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<192xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%237 : tensor<192xf32>) outs(%223 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<192xf32>
    %expanded_134 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_135 = tensor.expand_shape %238 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_134 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_135 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_136 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_136 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_137 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_137 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<1x192x2x2xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x192x2x2xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %243 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %245 = tensor.empty() : tensor<1x192x1x1xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<1x192x1x1xf32>) -> tensor<1x192x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%244 : tensor<1x192x2x2xf32>) outs(%246 : tensor<1x192x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<1x192x1x1xf32>) outs(%245 : tensor<1x192x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_50 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x1x1xf32>
    %broadcasted_138 = linalg.broadcast ins(%arg73 : tensor<8xf32>) outs(%23 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%248, %arg72 : tensor<1x192x1x1xf32>, tensor<8x192x1x1xf32>) outs(%broadcasted_138 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x8x1x1xf32>) outs(%23 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x8x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %250 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%23 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_139 = linalg.broadcast ins(%arg75 : tensor<192xf32>) outs(%245 : tensor<1x192x1x1xf32>) dimensions = [0, 2, 3] 
    %252 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%251, %arg74 : tensor<1x8x1x1xf32>, tensor<192x8x1x1xf32>) outs(%broadcasted_139 : tensor<1x192x1x1xf32>) -> tensor<1x192x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<1x192x1x1xf32>) outs(%245 : tensor<1x192x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x192x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %253 : tensor<1x192x2x2xf32>, tensor<1x192x1x1xf32>) outs(%233 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x192x2x2xf32>
    %255 = tensor.empty() : tensor<1x48x2x2xf32>
    %256 = linalg.fill ins(%cst : f32) outs(%255 : tensor<1x48x2x2xf32>) -> tensor<1x48x2x2xf32>
    %257 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%254, %arg76 : tensor<1x192x2x2xf32>, tensor<48x192x1x1xf32>) outs(%256 : tensor<1x48x2x2xf32>) -> tensor<1x48x2x2xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%258 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<48xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%259 : tensor<48xf32>) outs(%45 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<48xf32>
    %expanded_140 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_141 = tensor.expand_shape %260 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_140 : tensor<1x48x2x2xf32>, tensor<48x1x1xf32>) outs(%255 : tensor<1x48x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x2x2xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %expanded_141 : tensor<1x48x2x2xf32>, tensor<48x1x1xf32>) outs(%255 : tensor<1x48x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x2x2xf32>
    %expanded_142 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %expanded_142 : tensor<1x48x2x2xf32>, tensor<48x1x1xf32>) outs(%255 : tensor<1x48x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x2x2xf32>
    %expanded_143 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_143 : tensor<1x48x2x2xf32>, tensor<48x1x1xf32>) outs(%255 : tensor<1x48x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x48x2x2xf32>
    %265 = tensor.empty() : tensor<1x288x2x2xf32>
    %266 = linalg.fill ins(%cst : f32) outs(%265 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%264, %arg79 : tensor<1x48x2x2xf32>, tensor<288x48x1x1xf32>) outs(%266 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %268 = tensor.empty() : tensor<288xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<288xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%269 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<288xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%270 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<288xf32>
    %expanded_144 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_145 = tensor.expand_shape %271 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_144 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_145 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_146 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_146 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_147 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_147 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x288x2x2xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x288x2x2xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %padded_148 = tensor.pad %277 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg95: index, %arg96: index, %arg97: index, %arg98: index):
      tensor.yield %cst : f32
    } : tensor<1x288x2x2xf32> to tensor<1x288x4x4xf32>
    %collapsed_149 = tensor.collapse_shape %arg82 [[0, 1], [2], [3]] : tensor<288x1x3x3xf32> into tensor<288x3x3xf32>
    %278 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_148, %collapsed_149 : tensor<1x288x4x4xf32>, tensor<288x3x3xf32>) outs(%266 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<288xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%279 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<288xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%280 : tensor<288xf32>) outs(%268 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<288xf32>
    %expanded_150 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_151 = tensor.expand_shape %281 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %expanded_150 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_151 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_152 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_152 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_153 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_153 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<1x288x2x2xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x288x2x2xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %286 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %288 = tensor.empty() : tensor<1x288x1x1xf32>
    %289 = linalg.fill ins(%cst : f32) outs(%288 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%287 : tensor<1x288x2x2xf32>) outs(%289 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.addf %in, %out : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x288x1x1xf32>) outs(%288 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.divf %in, %cst_50 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x1x1xf32>
    %292 = tensor.empty() : tensor<1x12x1x1xf32>
    %broadcasted_154 = linalg.broadcast ins(%arg86 : tensor<12xf32>) outs(%292 : tensor<1x12x1x1xf32>) dimensions = [0, 2, 3] 
    %293 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%291, %arg85 : tensor<1x288x1x1xf32>, tensor<12x288x1x1xf32>) outs(%broadcasted_154 : tensor<1x12x1x1xf32>) -> tensor<1x12x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<1x12x1x1xf32>) outs(%292 : tensor<1x12x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x12x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<1x12x1x1xf32>, tensor<1x12x1x1xf32>) outs(%292 : tensor<1x12x1x1xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x12x1x1xf32>
    %broadcasted_155 = linalg.broadcast ins(%arg88 : tensor<288xf32>) outs(%288 : tensor<1x288x1x1xf32>) dimensions = [0, 2, 3] 
    %296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%295, %arg87 : tensor<1x12x1x1xf32>, tensor<288x12x1x1xf32>) outs(%broadcasted_155 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296 : tensor<1x288x1x1xf32>) outs(%288 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x288x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %297 : tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) outs(%265 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x288x2x2xf32>
    %299 = tensor.empty() : tensor<1x80x2x2xf32>
    %300 = linalg.fill ins(%cst : f32) outs(%299 : tensor<1x80x2x2xf32>) -> tensor<1x80x2x2xf32>
    %301 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%298, %arg89 : tensor<1x288x2x2xf32>, tensor<80x288x1x1xf32>) outs(%300 : tensor<1x80x2x2xf32>) -> tensor<1x80x2x2xf32>
    %302 = tensor.empty() : tensor<80xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<80xf32>) outs(%302 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<80xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%303 : tensor<80xf32>) outs(%302 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<80xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%304 : tensor<80xf32>) outs(%302 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<80xf32>
    %expanded_156 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %expanded_157 = tensor.expand_shape %305 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_156 : tensor<1x80x2x2xf32>, tensor<80x1x1xf32>) outs(%299 : tensor<1x80x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x80x2x2xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_157 : tensor<1x80x2x2xf32>, tensor<80x1x1xf32>) outs(%299 : tensor<1x80x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x80x2x2xf32>
    %expanded_158 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_158 : tensor<1x80x2x2xf32>, tensor<80x1x1xf32>) outs(%299 : tensor<1x80x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x80x2x2xf32>
    %expanded_159 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_159 : tensor<1x80x2x2xf32>, tensor<80x1x1xf32>) outs(%299 : tensor<1x80x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x80x2x2xf32>
    %310 = tensor.empty() : tensor<1x320x2x2xf32>
    %311 = linalg.fill ins(%cst : f32) outs(%310 : tensor<1x320x2x2xf32>) -> tensor<1x320x2x2xf32>
    %312 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%309, %arg92 : tensor<1x80x2x2xf32>, tensor<320x80x1x1xf32>) outs(%311 : tensor<1x320x2x2xf32>) -> tensor<1x320x2x2xf32>
    %313 = tensor.empty() : tensor<320xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<320xf32>) outs(%313 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.truncf %cst_43 : f64 to f32
      %324 = arith.addf %in, %323 : f32
      linalg.yield %324 : f32
    } -> tensor<320xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%314 : tensor<320xf32>) outs(%313 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = math.sqrt %in : f32
      linalg.yield %323 : f32
    } -> tensor<320xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%315 : tensor<320xf32>) outs(%313 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.cmpf one, %in, %cst : f32
      cf.assert %323, "unimplemented: tensor with zero element"
      %324 = arith.divf %cst_0, %in : f32
      linalg.yield %324 : f32
    } -> tensor<320xf32>
    %expanded_160 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %expanded_161 = tensor.expand_shape %316 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %expanded_160 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.subf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x320x2x2xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_161 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x320x2x2xf32>
    %expanded_162 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_162 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x320x2x2xf32>
    %expanded_163 = tensor.expand_shape %arg94 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_163 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.addf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x320x2x2xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<1x320x2x2xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %323 = arith.negf %in : f32
      %324 = math.exp %323 : f32
      %325 = arith.addf %324, %cst_0 : f32
      %326 = arith.divf %cst_0, %325 : f32
      linalg.yield %326 : f32
    } -> tensor<1x320x2x2xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %321 : tensor<1x320x2x2xf32>, tensor<1x320x2x2xf32>) outs(%310 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %323 = arith.mulf %in, %in_164 : f32
      linalg.yield %323 : f32
    } -> tensor<1x320x2x2xf32>
    return %322 : tensor<1x320x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_320_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_320_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_80_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_80_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_288_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_288_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_288_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_288_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_8: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_192_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_192_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_144_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_144_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_96_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_6: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_4: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_2: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

