// models-v1/resnet-basic-tiny: ResNet with basic blocks, one per stage, widths 16-128
// transformers ResNetConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 36 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x7x7xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16x3x3xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<32x16x1x1xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x16x3x3xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<64x32x1x1xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x32x3x3xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64x3x3xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<128x64x1x1xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128x64x3x3xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128x128x3x3xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_24 = arith.constant 1.000000e-05 : f64
    %cst_25 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x70x70xf32>, tensor<16x3x7x7xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_27 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_27 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_28 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_28 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_29 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_29 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_30 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %12 = tensor.empty() : tensor<1x16x16x16xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %14 = tensor.empty() : tensor<3x3xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_30, %14 : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%13 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %padded_31 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_31, %arg4 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_22 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %expanded_32 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_33 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_32 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_33 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_34 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_34 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_35 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_35 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x16x16xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_36 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg7 : tensor<1x16x18x18xf32>, tensor<16x16x3x3xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<16xf32>
    %expanded_37 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_38 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_37 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_38 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_39 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_39 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_40 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_40 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %15 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x16x16xf32>) outs(%12 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_41 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %36 = tensor.empty() : tensor<1x32x8x8xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_41, %arg13 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%37 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %39 = tensor.empty() : tensor<32xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_18 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<32xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %expanded_42 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_43 = tensor.expand_shape %42 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_42 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_43 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_44 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_44 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_45 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_45 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x32x8x8xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_46 = tensor.pad %47 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_46, %arg16 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%37 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<32xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %expanded_47 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_48 = tensor.expand_shape %51 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_47 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_48 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_49 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_49 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_50 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_50 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%35, %arg10 : tensor<1x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%37 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<32xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%58 : tensor<32xf32>) outs(%39 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<32xf32>
    %expanded_51 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_52 = tensor.expand_shape %59 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_51 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_52 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_53 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_53 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_54 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_54 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %63 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x32x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x32x8x8xf32>) outs(%36 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_55 = tensor.pad %65 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %66 = tensor.empty() : tensor<1x64x4x4xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_55, %arg22 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%67 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %69 = tensor.empty() : tensor<64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_12 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %expanded_56 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_57 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_56 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_57 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_58 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_58 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_59 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_59 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x64x4x4xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_60 = tensor.pad %77 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %arg25 : tensor<1x64x6x6xf32>, tensor<64x64x3x3xf32>) outs(%67 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %expanded_61 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_62 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_61 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_62 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_63 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_63 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_64 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_64 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %86 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%65, %arg19 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%67 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_8 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<64xf32>
    %expanded_65 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_66 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_65 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_66 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_67 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_67 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_68 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_68 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %93 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x64x4x4xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x64x4x4xf32>) outs(%66 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_69 = tensor.pad %95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %96 = tensor.empty() : tensor<1x128x2x2xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_69, %arg31 : tensor<1x64x6x6xf32>, tensor<128x64x3x3xf32>) outs(%97 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %99 = tensor.empty() : tensor<128xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%100 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<128xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%101 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %expanded_70 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_71 = tensor.expand_shape %102 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_70 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_71 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_72 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_72 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_73 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_73 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x128x2x2xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x128x2x2xf32>
    %padded_74 = tensor.pad %107 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg37: index, %arg38: index, %arg39: index, %arg40: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x4x4xf32>
    %108 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %arg34 : tensor<1x128x4x4xf32>, tensor<128x128x3x3xf32>) outs(%97 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_4 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%109 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<128xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%110 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %expanded_75 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_76 = tensor.expand_shape %111 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_75 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_76 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_77 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_77 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_78 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_78 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%95, %arg28 : tensor<1x64x4x4xf32>, tensor<128x64x1x1xf32>) outs(%97 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_24 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.sqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<128xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%118 : tensor<128xf32>) outs(%99 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf one, %in, %cst : f32
      cf.assert %126, "unimplemented: tensor with zero element"
      %127 = arith.divf %cst_0, %in : f32
      linalg.yield %127 : f32
    } -> tensor<128xf32>
    %expanded_79 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_80 = tensor.expand_shape %119 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_79 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.subf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_80 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_81 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_81 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.mulf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_82 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_82 : tensor<1x128x2x2xf32>, tensor<128x1x1xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %123 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %126 = arith.addf %in, %in_83 : f32
      linalg.yield %126 : f32
    } -> tensor<1x128x2x2xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x128x2x2xf32>) outs(%96 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x128x2x2xf32>
    return %125 : tensor<1x128x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

