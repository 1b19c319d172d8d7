// models-v1/resnet-bottleneck-stage2: second stage of a ResNet-50-style network (two bottlenecks, stride 2)
// transformers ResNetConfig -> ResNetModel.encoder.stages.1, inputs 1x64x16x16xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 21 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x64x16x16xf32>, %arg1: tensor<128x64x1x1xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<32x64x1x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<128x32x1x1xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<32x128x1x1xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32x3x3xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<128x32x1x1xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128xf32>) -> tensor<1x128x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_13 = arith.constant 1.000000e-05 : f64
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %0 = tensor.empty() : tensor<1x32x16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg4 : tensor<1x64x16x16xf32>, tensor<32x64x1x1xf32>) outs(%1 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %3 = tensor.empty() : tensor<32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_16 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x16x16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_16 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_17 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_18 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32x16x16xf32>) outs(%0 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x32x16x16xf32>
    %padded = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %12 = tensor.empty() : tensor<1x32x8x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg7 : tensor<1x32x18x18xf32>, tensor<32x32x3x3xf32>) outs(%13 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %expanded_19 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_20 = tensor.expand_shape %17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_19 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_20 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_21 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_21 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_22 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_22 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x32x8x8xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x32x8x8xf32>
    %23 = tensor.empty() : tensor<1x128x8x8xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg10 : tensor<1x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%24 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %26 = tensor.empty() : tensor<128xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_9 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %expanded_23 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_24 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_23 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_24 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_25 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_25 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_26 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_26 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x64x16x16xf32>, tensor<128x64x1x1xf32>) outs(%24 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%35 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<128xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %expanded_27 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_28 = tensor.expand_shape %37 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_27 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_28 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_29 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_29 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_30 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_30 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %41 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x128x8x8xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x128x8x8xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%43, %arg13 : tensor<1x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%13 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %expanded_31 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_32 = tensor.expand_shape %47 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_31 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_32 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_33 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_33 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_34 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_34 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x32x8x8xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_35 = tensor.pad %52 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_35, %arg16 : tensor<1x32x10x10xf32>, tensor<32x32x3x3xf32>) outs(%13 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%54 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<32xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<32xf32>
    %expanded_36 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_37 = tensor.expand_shape %56 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_36 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_37 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_38 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_38 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_39 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_39 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x32x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x32x8x8xf32>) outs(%12 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x32x8x8xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%61, %arg19 : tensor<1x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%24 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_13 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<128xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<128xf32>) outs(%26 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf one, %in, %cst : f32
      cf.assert %72, "unimplemented: tensor with zero element"
      %73 = arith.divf %cst_0, %in : f32
      linalg.yield %73 : f32
    } -> tensor<128xf32>
    %expanded_40 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_41 = tensor.expand_shape %65 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_40 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.subf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_41 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_42 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_42 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.mulf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_43 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_43 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %43 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %72 = arith.addf %in, %in_44 : f32
      linalg.yield %72 : f32
    } -> tensor<1x128x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x128x8x8xf32>) outs(%23 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.cmpf ugt, %in, %cst : f32
      %73 = arith.select %72, %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<1x128x8x8xf32>
    return %71 : tensor<1x128x8x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_128_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

