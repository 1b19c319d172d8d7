// models-v1/resnet-bottleneck-tiny: ResNet with bottleneck blocks (ResNet-50 style), one per stage
// transformers ResNetConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 51 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x7x7xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x16x1x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<8x16x1x1xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8x8x3x3xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<32x8x1x1xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<64x32x1x1xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<16x32x1x1xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16x3x3xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64x16x1x1xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<128x64x1x1xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<32x64x1x1xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32x3x3xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<128x32x1x1xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<256x128x1x1xf32>, %arg41: tensor<256xf32>, %arg42: tensor<256xf32>, %arg43: tensor<64x128x1x1xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64x64x3x3xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<256x64x1x1xf32>, %arg50: tensor<256xf32>, %arg51: tensor<256xf32>) -> tensor<1x256x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_34 = arith.constant 1.000000e-05 : f64
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x70x70xf32>, tensor<16x3x7x7xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_37 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_37 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_38 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_38 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_39 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_39 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_40 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %12 = tensor.empty() : tensor<1x16x16x16xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %14 = tensor.empty() : tensor<3x3xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_40, %14 : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%13 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %16 = tensor.empty() : tensor<1x8x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %arg7 : tensor<1x16x16x16xf32>, tensor<8x16x1x1xf32>) outs(%17 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %19 = tensor.empty() : tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_32 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %expanded_41 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_42 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_41 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_42 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_43 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_43 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_44 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_44 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x8x16x16xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x16x16xf32>
    %padded_45 = tensor.pad %27 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_45, %arg10 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%17 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%30 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %expanded_46 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_47 = tensor.expand_shape %31 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_46 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_47 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_48 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_48 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_49 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_49 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x8x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x16x16xf32>) outs(%16 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x8x16x16xf32>
    %37 = tensor.empty() : tensor<1x32x16x16xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%36, %arg13 : tensor<1x8x16x16xf32>, tensor<32x8x1x1xf32>) outs(%38 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %40 = tensor.empty() : tensor<32xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_28 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<32xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%42 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %expanded_50 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_51 = tensor.expand_shape %43 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_50 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_51 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_52 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_52 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_53 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_53 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %arg4 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%38 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_26 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %expanded_54 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_55 = tensor.expand_shape %51 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_54 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_55 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_56 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_56 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_57 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_57 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %55 : tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x32x16x16xf32>) outs(%37 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x32x16x16xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %59 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%57, %arg19 : tensor<1x32x16x16xf32>, tensor<16x32x1x1xf32>) outs(%58 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_24 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%61 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %expanded_58 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_59 = tensor.expand_shape %62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_58 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_59 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_60 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_60 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_61 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_61 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x16x16x16xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_62 = tensor.pad %67 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %68 = tensor.empty() : tensor<1x16x8x8xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_62, %arg22 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%69 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_22 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<16xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%72 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<16xf32>
    %expanded_63 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_64 = tensor.expand_shape %73 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_63 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%68 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_64 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%68 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_65 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_65 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%68 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_66 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_66 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%68 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x8x8xf32>) outs(%68 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x16x8x8xf32>
    %79 = tensor.empty() : tensor<1x64x8x8xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %81 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%78, %arg25 : tensor<1x16x8x8xf32>, tensor<64x16x1x1xf32>) outs(%80 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %82 = tensor.empty() : tensor<64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%83 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%84 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %expanded_67 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_68 = tensor.expand_shape %85 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_67 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_68 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_69 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_69 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_70 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_70 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %90 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%57, %arg16 : tensor<1x32x16x16xf32>, tensor<64x32x1x1xf32>) outs(%80 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_18 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%91 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%92 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %expanded_71 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_72 = tensor.expand_shape %93 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_71 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_72 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_73 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_73 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %expanded_74 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_74 : tensor<1x64x8x8xf32>, tensor<64x1x1xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %97 : tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x64x8x8xf32>) outs(%79 : tensor<1x64x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x64x8x8xf32>
    %100 = tensor.empty() : tensor<1x32x8x8xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%99, %arg31 : tensor<1x64x8x8xf32>, tensor<32x64x1x1xf32>) outs(%101 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%103 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<32xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %expanded_75 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_76 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_75 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_76 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_77 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_77 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_78 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_78 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%100 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x32x8x8xf32>) outs(%100 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_79 = tensor.pad %110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %111 = tensor.empty() : tensor<1x32x4x4xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_79, %arg34 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%112 : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%114 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<32xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<32xf32>) outs(%40 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<32xf32>
    %expanded_80 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_81 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_80 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%111 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x4x4xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_81 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%111 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_82 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_82 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%111 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_83 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_83 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%111 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x32x4x4xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x32x4x4xf32>) outs(%111 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x32x4x4xf32>
    %122 = tensor.empty() : tensor<1x128x4x4xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%121, %arg37 : tensor<1x32x4x4xf32>, tensor<128x32x1x1xf32>) outs(%123 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %125 = tensor.empty() : tensor<128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_12 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<128xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%127 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<128xf32>
    %expanded_84 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_85 = tensor.expand_shape %128 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_84 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_85 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_86 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_86 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_87 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_87 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %133 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%99, %arg28 : tensor<1x64x8x8xf32>, tensor<128x64x1x1xf32>) outs(%123 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<128xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<128xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%135 : tensor<128xf32>) outs(%125 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<128xf32>
    %expanded_88 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_89 = tensor.expand_shape %136 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_88 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_89 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_90 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_90 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %expanded_91 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_91 : tensor<1x128x4x4xf32>, tensor<128x1x1xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %140 : tensor<1x128x4x4xf32>, tensor<1x128x4x4xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x128x4x4xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x128x4x4xf32>) outs(%122 : tensor<1x128x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x128x4x4xf32>
    %143 = tensor.empty() : tensor<1x64x4x4xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%143 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %145 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%142, %arg43 : tensor<1x128x4x4xf32>, tensor<64x128x1x1xf32>) outs(%144 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_8 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%146 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<64xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%147 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %expanded_92 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_93 = tensor.expand_shape %148 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_92 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%143 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x4x4xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_93 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%143 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_94 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_94 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%143 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_95 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_95 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%143 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x4x4xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x64x4x4xf32>) outs(%143 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_96 = tensor.pad %153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg52: index, %arg53: index, %arg54: index, %arg55: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %154 = tensor.empty() : tensor<1x64x2x2xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_96, %arg46 : tensor<1x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%155 : tensor<1x64x2x2xf32>) -> tensor<1x64x2x2xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%157 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<64xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<64xf32>) outs(%82 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<64xf32>
    %expanded_97 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_98 = tensor.expand_shape %159 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_97 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%154 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x2x2xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_98 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%154 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_99 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_99 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%154 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x2x2xf32>
    %expanded_100 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_100 : tensor<1x64x2x2xf32>, tensor<64x1x1xf32>) outs(%154 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x64x2x2xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x64x2x2xf32>) outs(%154 : tensor<1x64x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x64x2x2xf32>
    %165 = tensor.empty() : tensor<1x256x2x2xf32>
    %166 = linalg.fill ins(%cst : f32) outs(%165 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %167 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%164, %arg49 : tensor<1x64x2x2xf32>, tensor<256x64x1x1xf32>) outs(%166 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %168 = tensor.empty() : tensor<256xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<256xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%169 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<256xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%170 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<256xf32>
    %expanded_101 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_102 = tensor.expand_shape %171 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_101 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_102 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_103 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_103 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_104 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_104 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %176 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%142, %arg40 : tensor<1x128x4x4xf32>, tensor<256x128x1x1xf32>) outs(%166 : tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_34 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<256xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%177 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.sqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<256xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%178 : tensor<256xf32>) outs(%168 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf one, %in, %cst : f32
      cf.assert %186, "unimplemented: tensor with zero element"
      %187 = arith.divf %cst_0, %in : f32
      linalg.yield %187 : f32
    } -> tensor<256xf32>
    %expanded_105 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_106 = tensor.expand_shape %179 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_105 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.subf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_106 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_107 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_107 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.mulf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %expanded_108 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_108 : tensor<1x256x2x2xf32>, tensor<256x1x1xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %183 : tensor<1x256x2x2xf32>, tensor<1x256x2x2xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %in_109: f32, %out: f32):
      %186 = arith.addf %in, %in_109 : f32
      linalg.yield %186 : f32
    } -> tensor<1x256x2x2xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x256x2x2xf32>) outs(%165 : tensor<1x256x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ugt, %in, %cst : f32
      %187 = arith.select %186, %in, %cst : f32
      linalg.yield %187 : f32
    } -> tensor<1x256x2x2xf32>
    return %185 : tensor<1x256x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_256_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_256_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

