// models-v1/regnet-tiny: RegNet-X style: grouped 3x3 bottlenecks, group width 8
// transformers RegNetConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 80 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16x1x1xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x8x3x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<4x16x1x1xf32>, %arg14: tensor<4xf32>, %arg15: tensor<16x4x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x1x1xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<32x16x1x1xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x16x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x8x3x3xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<4x32x1x1xf32>, %arg30: tensor<4xf32>, %arg31: tensor<32x4x1x1xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32x1x1xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<64x32x1x1xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x32x1x1xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64x8x3x3xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<8x64x1x1xf32>, %arg46: tensor<8xf32>, %arg47: tensor<64x8x1x1xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x64x1x1xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64x64x1x1xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64x8x3x3xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<16x64x1x1xf32>, %arg59: tensor<16xf32>, %arg60: tensor<64x16x1x1xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64x64x1x1xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<128x64x1x1xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128x64x1x1xf32>, %arg69: tensor<128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128x8x3x3xf32>, %arg72: tensor<128xf32>, %arg73: tensor<128xf32>, %arg74: tensor<16x128x1x1xf32>, %arg75: tensor<16xf32>, %arg76: tensor<128x16x1x1xf32>, %arg77: tensor<128xf32>, %arg78: tensor<128x128x1x1xf32>, %arg79: tensor<128xf32>, %arg80: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_39 = arith.constant 1.000000e-05 : f64
    %cst_40 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_42 = arith.constant 2.560000e+02 : f32
    %cst_43 = arith.constant 6.400000e+01 : f32
    %cst_44 = arith.constant 1.600000e+01 : f32
    %cst_45 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_46 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_46 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_47 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_47 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_48 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_48 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%11, %arg7 : tensor<1x16x32x32xf32>, tensor<16x16x1x1xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_37 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_49 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_50 = tensor.expand_shape %15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_49 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_50 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_51 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_51 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_52 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_52 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x32x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_53 = tensor.pad %20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %21 = tensor.empty() : tensor<1x16x16x16xf32>
    %expanded_54 = tensor.expand_shape %padded_53 [[0], [1, 2], [3], [4]] output_shape [1, 2, 8, 34, 34] : tensor<1x16x34x34xf32> into tensor<1x2x8x34x34xf32>
    %expanded_55 = tensor.expand_shape %arg10 [[0, 1], [2], [3], [4]] output_shape [2, 8, 8, 3, 3] : tensor<16x8x3x3xf32> into tensor<2x8x8x3x3xf32>
    %expanded_56 = tensor.expand_shape %21 [[0], [1, 2], [3], [4]] output_shape [1, 2, 8, 16, 16] : tensor<1x16x16x16xf32> into tensor<1x2x8x16x16xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%expanded_56 : tensor<1x2x8x16x16xf32>) -> tensor<1x2x8x16x16xf32>
    %23 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_54, %expanded_55 : tensor<1x2x8x34x34xf32>, tensor<2x8x8x3x3xf32>) outs(%22 : tensor<1x2x8x16x16xf32>) -> tensor<1x2x8x16x16xf32>
    %collapsed = tensor.collapse_shape %23 [[0], [1, 2], [3], [4]] : tensor<1x2x8x16x16xf32> into tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_57 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_58 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_57 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_58 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_59 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_59 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_60 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_60 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
      %250 = arith.divf %in, %cst_42 : f32
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
    %broadcasted_61 = linalg.broadcast ins(%arg16 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %arg15 : tensor<1x4x1x1xf32>, tensor<16x4x1x1xf32>) outs(%broadcasted_61 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %40 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %arg17 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%42 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_33 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_62 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_63 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_62 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_63 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_64 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_64 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_65 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_65 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%11, %arg4 : tensor<1x16x32x32xf32>, tensor<16x16x1x1xf32>) outs(%42 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_66 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_67 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_66 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_67 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_68 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_68 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_69 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_69 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %58 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%21 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_70 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_71 = tensor.expand_shape %67 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_70 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_71 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_72 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_72 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_73 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_73 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x32x16x16xf32>) outs(%61 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x32x16x16xf32>
    %padded_74 = tensor.pad %72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %73 = tensor.empty() : tensor<1x32x8x8xf32>
    %expanded_75 = tensor.expand_shape %padded_74 [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 18, 18] : tensor<1x32x18x18xf32> into tensor<1x4x8x18x18xf32>
    %expanded_76 = tensor.expand_shape %arg26 [[0, 1], [2], [3], [4]] output_shape [4, 8, 8, 3, 3] : tensor<32x8x3x3xf32> into tensor<4x8x8x3x3xf32>
    %expanded_77 = tensor.expand_shape %73 [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 8, 8] : tensor<1x32x8x8xf32> into tensor<1x4x8x8x8xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%expanded_77 : tensor<1x4x8x8x8xf32>) -> tensor<1x4x8x8x8xf32>
    %75 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_75, %expanded_76 : tensor<1x4x8x18x18xf32>, tensor<4x8x8x3x3xf32>) outs(%74 : tensor<1x4x8x8x8xf32>) -> tensor<1x4x8x8x8xf32>
    %collapsed_78 = tensor.collapse_shape %75 [[0], [1, 2], [3], [4]] : tensor<1x4x8x8x8xf32> into tensor<1x32x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_27 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_79 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_80 = tensor.expand_shape %78 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_78, %expanded_79 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_80 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_81 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_81 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_82 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_82 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
      %250 = arith.divf %in, %cst_43 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_83 = linalg.broadcast ins(%arg30 : tensor<4xf32>) outs(%36 : tensor<1x4x1x1xf32>) dimensions = [0, 2, 3] 
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%87, %arg29 : tensor<1x32x1x1xf32>, tensor<4x32x1x1xf32>) outs(%broadcasted_83 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x4x1x1xf32>) outs(%36 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x4x1x1xf32>
    %broadcasted_84 = linalg.broadcast ins(%arg32 : tensor<32xf32>) outs(%84 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %90 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%89, %arg31 : tensor<1x4x1x1xf32>, tensor<32x4x1x1xf32>) outs(%broadcasted_84 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x32x1x1xf32>) outs(%84 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x32x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %91 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %arg33 : tensor<1x32x8x8xf32>, tensor<32x32x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_85 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_86 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_85 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_86 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_87 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_87 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_88 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_88 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%60, %arg20 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_23 : tensor<32xf32>) outs(%64 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_89 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_90 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_89 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_90 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_91 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_91 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_92 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_92 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %109 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%73 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_93 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_94 = tensor.expand_shape %118 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_93 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_94 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_95 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_95 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_96 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_96 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x64x8x8xf32>) outs(%112 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x8x8xf32>
    %padded_97 = tensor.pad %123 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %124 = tensor.empty() : tensor<1x64x4x4xf32>
    %expanded_98 = tensor.expand_shape %padded_97 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 10, 10] : tensor<1x64x10x10xf32> into tensor<1x8x8x10x10xf32>
    %expanded_99 = tensor.expand_shape %arg42 [[0, 1], [2], [3], [4]] output_shape [8, 8, 8, 3, 3] : tensor<64x8x3x3xf32> into tensor<8x8x8x3x3xf32>
    %expanded_100 = tensor.expand_shape %124 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 4, 4] : tensor<1x64x4x4xf32> into tensor<1x8x8x4x4xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%expanded_100 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %126 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_98, %expanded_99 : tensor<1x8x8x10x10xf32>, tensor<8x8x8x3x3xf32>) outs(%125 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %collapsed_101 = tensor.collapse_shape %126 [[0], [1, 2], [3], [4]] : tensor<1x8x8x4x4xf32> into tensor<1x64x4x4xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_102 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_103 = tensor.expand_shape %129 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_101, %expanded_102 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_103 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_104 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_104 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_105 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_105 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
      %250 = arith.divf %in, %cst_44 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %139 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted_106 = linalg.broadcast ins(%arg46 : tensor<8xf32>) outs(%139 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %140 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%138, %arg45 : tensor<1x64x1x1xf32>, tensor<8x64x1x1xf32>) outs(%broadcasted_106 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x1x1xf32>) outs(%139 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_107 = linalg.broadcast ins(%arg48 : tensor<64xf32>) outs(%135 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %142 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%141, %arg47 : tensor<1x8x1x1xf32>, tensor<64x8x1x1xf32>) outs(%broadcasted_107 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x64x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %143 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%124 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%144, %arg49 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_17 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_108 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_109 = tensor.expand_shape %149 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_108 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_109 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_110 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_110 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_111 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_111 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %154 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%111, %arg36 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_112 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_113 = tensor.expand_shape %157 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_112 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_113 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_114 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_114 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_115 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_115 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %161 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %arg52 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_116 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_117 = tensor.expand_shape %167 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_116 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_117 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_118 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_118 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_119 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_119 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_120 = tensor.pad %172 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %expanded_121 = tensor.expand_shape %padded_120 [[0], [1, 2], [3], [4]] output_shape [1, 8, 8, 6, 6] : tensor<1x64x6x6xf32> into tensor<1x8x8x6x6xf32>
    %expanded_122 = tensor.expand_shape %arg55 [[0, 1], [2], [3], [4]] output_shape [8, 8, 8, 3, 3] : tensor<64x8x3x3xf32> into tensor<8x8x8x3x3xf32>
    %173 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_121, %expanded_122 : tensor<1x8x8x6x6xf32>, tensor<8x8x8x3x3xf32>) outs(%125 : tensor<1x8x8x4x4xf32>) -> tensor<1x8x8x4x4xf32>
    %collapsed_123 = tensor.collapse_shape %173 [[0], [1, 2], [3], [4]] : tensor<1x8x8x4x4xf32> into tensor<1x64x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_124 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_125 = tensor.expand_shape %176 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_123, %expanded_124 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_125 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_126 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_126 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_127 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_127 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
      %250 = arith.divf %in, %cst_44 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_128 = linalg.broadcast ins(%arg59 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%183, %arg58 : tensor<1x64x1x1xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_128 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x1x1xf32>
    %broadcasted_129 = linalg.broadcast ins(%arg61 : tensor<64xf32>) outs(%135 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %arg60 : tensor<1x16x1x1xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_129 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x64x1x1xf32>) outs(%135 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x64x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %187 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %arg62 : tensor<1x64x4x4xf32>, tensor<64x64x1x1xf32>) outs(%145 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<64xf32>) outs(%115 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_130 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_131 = tensor.expand_shape %192 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_130 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_131 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_132 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_132 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_133 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_133 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x4x4xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %163 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%124 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_134 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_135 = tensor.expand_shape %205 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_134 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_135 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_136 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_136 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_137 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_137 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x128x4x4xf32>) outs(%199 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x128x4x4xf32>
    %padded_138 = tensor.pad %210 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg81: index, %arg82: index, %arg83: index, %arg84: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %211 = tensor.empty() : tensor<1x128x2x2xf32>
    %expanded_139 = tensor.expand_shape %padded_138 [[0], [1, 2], [3], [4]] output_shape [1, 16, 8, 6, 6] : tensor<1x128x6x6xf32> into tensor<1x16x8x6x6xf32>
    %expanded_140 = tensor.expand_shape %arg71 [[0, 1], [2], [3], [4]] output_shape [16, 8, 8, 3, 3] : tensor<128x8x3x3xf32> into tensor<16x8x8x3x3xf32>
    %expanded_141 = tensor.expand_shape %211 [[0], [1, 2], [3], [4]] output_shape [1, 16, 8, 2, 2] : tensor<1x128x2x2xf32> into tensor<1x16x8x2x2xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%expanded_141 : tensor<1x16x8x2x2xf32>) -> tensor<1x16x8x2x2xf32>
    %213 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_139, %expanded_140 : tensor<1x16x8x6x6xf32>, tensor<16x8x8x3x3xf32>) outs(%212 : tensor<1x16x8x2x2xf32>) -> tensor<1x16x8x2x2xf32>
    %collapsed_142 = tensor.collapse_shape %213 [[0], [1, 2], [3], [4]] : tensor<1x16x8x2x2xf32> into tensor<1x128x2x2xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_143 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_144 = tensor.expand_shape %216 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_142, %expanded_143 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_144 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_145 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_145 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_146 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_146 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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
      %250 = arith.divf %in, %cst_45 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x1x1xf32>
    %broadcasted_147 = linalg.broadcast ins(%arg75 : tensor<16xf32>) outs(%32 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %arg74 : tensor<1x128x1x1xf32>, tensor<16x128x1x1xf32>) outs(%broadcasted_147 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x16x1x1xf32>) outs(%32 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.cmpf ugt, %in, %cst : f32
      %251 = arith.select %250, %in, %cst : f32
      linalg.yield %251 : f32
    } -> tensor<1x16x1x1xf32>
    %broadcasted_148 = linalg.broadcast ins(%arg77 : tensor<128xf32>) outs(%222 : tensor<1x128x1x1xf32>) dimensions = [0, 2, 3] 
    %228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%227, %arg76 : tensor<1x16x1x1xf32>, tensor<128x16x1x1xf32>) outs(%broadcasted_148 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x128x1x1xf32>) outs(%222 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_0 : f32
      %253 = arith.divf %cst_0, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<1x128x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %229 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%211 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%230, %arg78 : tensor<1x128x2x2xf32>, tensor<128x128x1x1xf32>) outs(%231 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_149 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_150 = tensor.expand_shape %235 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_149 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_150 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_151 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_151 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_152 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_152 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %240 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%198, %arg65 : tensor<1x64x4x4xf32>, tensor<128x64x1x1xf32>) outs(%231 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<128xf32>) outs(%202 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_39 : f64 to f32
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
    %expanded_153 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_154 = tensor.expand_shape %243 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_153 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.subf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_154 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_155 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_155 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.mulf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_156 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_156 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x2x2xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %247 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%211 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %250 = arith.addf %in, %in_157 : f32
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

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
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
      torch_tensor_16_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

