// models-v1/mobilenetv1-025: MobileNetV1 x0.25: depthwise-separable convs
// transformers MobileNetV1Config -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 81 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x1x3x3xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x1x3x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16x1x1xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x1x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32x1x1xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x1x3x3xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<64x32x1x1xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x1x3x3xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x64x1x1xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x1x3x3xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<128x64x1x1xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128x1x3x3xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128x128x1x1xf32>, %arg44: tensor<128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<128x1x3x3xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128x128x1x1xf32>, %arg50: tensor<128xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128x1x3x3xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<128x128x1x1xf32>, %arg56: tensor<128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<128x1x3x3xf32>, %arg59: tensor<128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<128x128x1x1xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128x1x3x3xf32>, %arg65: tensor<128xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128x128x1x1xf32>, %arg68: tensor<128xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128x1x3x3xf32>, %arg71: tensor<128xf32>, %arg72: tensor<128xf32>, %arg73: tensor<256x128x1x1xf32>, %arg74: tensor<256xf32>, %arg75: tensor<256xf32>, %arg76: tensor<256x1x3x3xf32>, %arg77: tensor<256xf32>, %arg78: tensor<256xf32>, %arg79: tensor<256x256x1x1xf32>, %arg80: tensor<256xf32>, %arg81: tensor<256xf32>) -> tensor<1x256x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_128_torch.float32_23> : tensor<128xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_128_torch.float32_22> : tensor<128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_128_torch.float32_21> : tensor<128xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_128_torch.float32_20> : tensor<128xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_128_torch.float32_19> : tensor<128xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_128_torch.float32_18> : tensor<128xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_128_torch.float32_16> : tensor<128xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_128_torch.float32_15> : tensor<128xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_128_torch.float32_14> : tensor<128xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_128_torch.float32_12> : tensor<128xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_55 = arith.constant 1.000000e-03 : f64
    %cst_56 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x65x65xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x65x65xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_56 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_58 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_58 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_59 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_59 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_60 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_60 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_2 : tensor<1x8x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %11 : tensor<f32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_61 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_61, %collapsed : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_53 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<8xf32>
    %expanded_62 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_63 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_62 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_63 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_64 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_64 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_65 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_65 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x8x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_2 : tensor<1x8x32x32xf32>, tensor<f32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %21 : tensor<f32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x8x32x32xf32>
    %23 = tensor.empty() : tensor<1x16x32x32xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg7 : tensor<1x8x32x32xf32>, tensor<16x8x1x1xf32>) outs(%24 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %26 = tensor.empty() : tensor<16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_51 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<16xf32>
    %expanded_66 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_67 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_66 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_67 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_68 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_68 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_69 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_69 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %cst_2 : tensor<1x16x32x32xf32>, tensor<f32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %34 : tensor<f32>, tensor<1x16x32x32xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_70 = tensor.pad %35 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x33x33xf32>
    %36 = tensor.empty() : tensor<1x16x16x16xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %arg10 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %38 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_70, %collapsed_71 : tensor<1x16x33x33xf32>, tensor<16x3x3xf32>) outs(%37 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<16xf32>
    %expanded_72 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_73 = tensor.expand_shape %41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_72 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_73 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_74 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_74 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_75 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_75 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x16x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_2 : tensor<1x16x16x16xf32>, tensor<f32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %46 : tensor<f32>, tensor<1x16x16x16xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x16x16x16xf32>
    %48 = tensor.empty() : tensor<1x32x16x16xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%47, %arg13 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%49 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %51 = tensor.empty() : tensor<32xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_47 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<32xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %expanded_76 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_77 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_76 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_77 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_78 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_78 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_79 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_79 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_2 : tensor<1x32x16x16xf32>, tensor<f32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %59 : tensor<f32>, tensor<1x32x16x16xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_80 = tensor.pad %60 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %collapsed_81 = tensor.collapse_shape %arg16 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %61 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_80, %collapsed_81 : tensor<1x32x18x18xf32>, tensor<32x3x3xf32>) outs(%49 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%62 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<32xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %expanded_82 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_83 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_82 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_83 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_84 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_84 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_85 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_85 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %cst_2 : tensor<1x32x16x16xf32>, tensor<f32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %69 : tensor<f32>, tensor<1x32x16x16xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%70, %arg19 : tensor<1x32x16x16xf32>, tensor<32x32x1x1xf32>) outs(%49 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_43 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%72 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<32xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%73 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %expanded_86 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_87 = tensor.expand_shape %74 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_86 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_87 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_88 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_88 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_89 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_89 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x16x16xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_2 : tensor<1x32x16x16xf32>, tensor<f32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %79 : tensor<f32>, tensor<1x32x16x16xf32>) outs(%48 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_90 = tensor.pad %80 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x17x17xf32>
    %81 = tensor.empty() : tensor<1x32x8x8xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %arg22 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %83 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_90, %collapsed_91 : tensor<1x32x17x17xf32>, tensor<32x3x3xf32>) outs(%82 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%84 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<32xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%85 : tensor<32xf32>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %expanded_92 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_93 = tensor.expand_shape %86 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_92 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_93 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_94 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_94 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_95 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_95 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x32x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %cst_2 : tensor<1x32x8x8xf32>, tensor<f32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %91 : tensor<f32>, tensor<1x32x8x8xf32>) outs(%81 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x32x8x8xf32>
    %93 = tensor.empty() : tensor<1x64x8x8xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %arg25 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%94 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %96 = tensor.empty() : tensor<64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%97 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%98 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %expanded_96 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_97 = tensor.expand_shape %99 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_96 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_97 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_98 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_98 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_99 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_99 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %cst_2 : tensor<1x64x8x8xf32>, tensor<f32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %104 : tensor<f32>, tensor<1x64x8x8xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_100 = tensor.pad %105 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %collapsed_101 = tensor.collapse_shape %arg28 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %106 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_100, %collapsed_101 : tensor<1x64x10x10xf32>, tensor<64x3x3xf32>) outs(%94 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %expanded_102 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_103 = tensor.expand_shape %109 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_102 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_103 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_104 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_104 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_105 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_105 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %cst_2 : tensor<1x64x8x8xf32>, tensor<f32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %114 : tensor<f32>, tensor<1x64x8x8xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%115, %arg31 : tensor<1x64x8x8xf32>, tensor<64x64x1x1xf32>) outs(%94 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<64xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%118 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %expanded_106 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_107 = tensor.expand_shape %119 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_106 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_107 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_108 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_108 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_109 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_109 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %cst_2 : tensor<1x64x8x8xf32>, tensor<f32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %124 : tensor<f32>, tensor<1x64x8x8xf32>) outs(%93 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_110 = tensor.pad %125 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x9x9xf32>
    %126 = tensor.empty() : tensor<1x64x4x4xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed_111 = tensor.collapse_shape %arg34 [[0, 1], [2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32>
    %128 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_110, %collapsed_111 : tensor<1x64x9x9xf32>, tensor<64x3x3xf32>) outs(%127 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%129 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%130 : tensor<64xf32>) outs(%96 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<64xf32>
    %expanded_112 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_113 = tensor.expand_shape %131 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_112 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_113 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_114 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_114 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_115 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_115 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x64x4x4xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %cst_2 : tensor<1x64x4x4xf32>, tensor<f32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x4x4xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %136 : tensor<f32>, tensor<1x64x4x4xf32>) outs(%126 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x64x4x4xf32>
    %138 = tensor.empty() : tensor<1x128x4x4xf32>
    %139 = linalg.fill ins(%cst : f32) outs(%138 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %140 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%137, %arg37 : tensor<1x64x4x4xf32>, tensor<128x64x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %141 = tensor.empty() : tensor<128xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%142 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%143 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_116 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_117 = tensor.expand_shape %144 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_116 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_117 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_118 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_118 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_119 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_119 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %149 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_120 = tensor.pad %150 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %collapsed_121 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %151 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_120, %collapsed_121 : tensor<1x128x6x6xf32>, tensor<128x3x3xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%152 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%153 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_122 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_123 = tensor.expand_shape %154 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_122 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_123 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_124 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_124 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_125 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_125 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %159 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%160, %arg43 : tensor<1x128x4x4xf32>, tensor<128x128x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%162 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%163 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_126 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_127 = tensor.expand_shape %164 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_126 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_127 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_128 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_128 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_129 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_129 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %169 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_130 = tensor.pad %170 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %collapsed_131 = tensor.collapse_shape %arg46 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %171 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %collapsed_131 : tensor<1x128x6x6xf32>, tensor<128x3x3xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%172 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%173 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_132 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_133 = tensor.expand_shape %174 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_132 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_133 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_134 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_134 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_135 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_135 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %179 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%180, %arg49 : tensor<1x128x4x4xf32>, tensor<128x128x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%182 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%183 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_136 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_137 = tensor.expand_shape %184 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_136 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_137 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_138 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_138 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_139 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_139 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %189 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_140 = tensor.pad %190 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %collapsed_141 = tensor.collapse_shape %arg52 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %191 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_140, %collapsed_141 : tensor<1x128x6x6xf32>, tensor<128x3x3xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%192 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%193 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_142 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_143 = tensor.expand_shape %194 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_142 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_143 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_144 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_144 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_145 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_145 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %199 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%200, %arg55 : tensor<1x128x4x4xf32>, tensor<128x128x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%202 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%203 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_146 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_147 = tensor.expand_shape %204 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_146 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_147 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_148 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_148 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_149 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_149 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %209 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_150 = tensor.pad %210 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %collapsed_151 = tensor.collapse_shape %arg58 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %211 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_150, %collapsed_151 : tensor<1x128x6x6xf32>, tensor<128x3x3xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_17 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%212 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%213 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_152 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_153 = tensor.expand_shape %214 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_152 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_153 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_154 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_154 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_155 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_155 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %219 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %221 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%220, %arg61 : tensor<1x128x4x4xf32>, tensor<128x128x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%222 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%223 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_156 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_157 = tensor.expand_shape %224 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_156 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_157 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_158 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_158 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_159 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %expanded_159 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %229 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_160 = tensor.pad %230 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %collapsed_161 = tensor.collapse_shape %arg64 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %231 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_160, %collapsed_161 : tensor<1x128x6x6xf32>, tensor<128x3x3xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%232 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%233 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_162 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_163 = tensor.expand_shape %234 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_162 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_163 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_164 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_164 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_165 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_165 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %239 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %241 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%240, %arg67 : tensor<1x128x4x4xf32>, tensor<128x128x1x1xf32>) outs(%139 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%242 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%243 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_166 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_167 = tensor.expand_shape %244 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_166 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_167 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_168 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_168 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_169 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_169 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x4x4xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %cst_2 : tensor<1x128x4x4xf32>, tensor<f32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %249 : tensor<f32>, tensor<1x128x4x4xf32>) outs(%138 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_170 = tensor.pad %250 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x5x5xf32>
    %251 = tensor.empty() : tensor<1x128x2x2xf32>
    %252 = linalg.fill ins(%cst : f32) outs(%251 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %collapsed_171 = tensor.collapse_shape %arg70 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %253 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_170, %collapsed_171 : tensor<1x128x5x5xf32>, tensor<128x3x3xf32>) outs(%252 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%254 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<128xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%255 : tensor<128xf32>) outs(%141 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<128xf32>
    %expanded_172 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_173 = tensor.expand_shape %256 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_172 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x2x2xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_173 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_174 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_174 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_175 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_175 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x128x2x2xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %cst_2 : tensor<1x128x2x2xf32>, tensor<f32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x2x2xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %261 : tensor<f32>, tensor<1x128x2x2xf32>) outs(%251 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x128x2x2xf32>
    %263 = tensor.empty() : tensor<1x256x2x2xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %265 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%262, %arg73 : tensor<1x128x2x2xf32>, tensor<256x128x1x1xf32>) outs(%264 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %266 = tensor.empty() : tensor<256xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%267 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<256xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%268 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %expanded_176 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_177 = tensor.expand_shape %269 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_176 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_177 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_178 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_178 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_179 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_179 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %cst_2 : tensor<1x256x2x2xf32>, tensor<f32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %274 : tensor<f32>, tensor<1x256x2x2xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    %padded_180 = tensor.pad %275 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg82: index, %arg83: index, %arg84: index, %arg85: index):
      tensor.yield %cst : f32
    } : tensor<1x256x2x2xf32> to tensor<1x256x4x4xf32>
    %collapsed_181 = tensor.collapse_shape %arg76 [[0, 1], [2], [3]] : tensor<256x1x3x3xf32> into tensor<256x3x3xf32>
    %276 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %collapsed_181 : tensor<1x256x4x4xf32>, tensor<256x3x3xf32>) outs(%264 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%277 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<256xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%278 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %expanded_182 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_183 = tensor.expand_shape %279 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_182 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_183 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_184 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_184 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_185 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_185 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %cst_2 : tensor<1x256x2x2xf32>, tensor<f32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %284 : tensor<f32>, tensor<1x256x2x2xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    %286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%285, %arg79 : tensor<1x256x2x2xf32>, tensor<256x256x1x1xf32>) outs(%264 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_55 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%287 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.sqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<256xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%288 : tensor<256xf32>) outs(%266 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.cmpf one, %in, %cst : f32
      cf.assert %296, "unimplemented: tensor with zero element"
      %297 = arith.divf %cst_0, %in : f32
      linalg.yield %297 : f32
    } -> tensor<256xf32>
    %expanded_186 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_187 = tensor.expand_shape %289 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_186 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.subf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_187 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_188 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_188 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.mulf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_189 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %expanded_189 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.addf %in, %in_190 : f32
      linalg.yield %296 : f32
    } -> tensor<1x256x2x2xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %cst_2 : tensor<1x256x2x2xf32>, tensor<f32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf ogt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %294 : tensor<f32>, tensor<1x256x2x2xf32>) outs(%263 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %296 = arith.cmpf olt, %in, %in_190 : f32
      %297 = arith.select %296, %in, %in_190 : f32
      linalg.yield %297 : f32
    } -> tensor<1x256x2x2xf32>
    return %295 : tensor<1x256x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_23: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_22: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_21: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_20: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_19: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_18: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_17: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_16: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_15: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_14: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

