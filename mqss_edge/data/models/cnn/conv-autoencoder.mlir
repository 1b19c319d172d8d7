// models-v1/conv-autoencoder: strided conv/BN encoder + transposed-conv/BN decoder, sigmoid
// torch.nn, inputs 1x1x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 14 function arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x1x32x32xf32>, %arg1: tensor<16x1x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16x3x3xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x16x2x2xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x1x2x2xf32>, %arg14: tensor<1xf32>) -> tensor<1x1x32x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x1x32x32xf32> to tensor<1x1x34x34xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x1x34x34xf32>, tensor<16x1x3x3xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.truncf %cst_5 : f64 to f32
      %45 = arith.addf %in, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.sqrt %in : f32
      linalg.yield %44 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf one, %in, %cst : f32
      cf.assert %44, "unimplemented: tensor with zero element"
      %45 = arith.divf %cst_0, %in : f32
      linalg.yield %45 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_8 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.subf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_8 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_9 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_9 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_10 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_10 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.addf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf ugt, %in, %cst : f32
      %45 = arith.select %44, %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_11 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg15: index, %arg16: index, %arg17: index, %arg18: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %11 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%11 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_11, %arg5 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_12 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %13 = tensor.empty() : tensor<32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<32xf32>) outs(%13 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.truncf %cst_5 : f64 to f32
      %45 = arith.addf %in, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<32xf32>) outs(%13 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.sqrt %in : f32
      linalg.yield %44 : f32
    } -> tensor<32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<32xf32>) outs(%13 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf one, %in, %cst : f32
      cf.assert %44, "unimplemented: tensor with zero element"
      %45 = arith.divf %cst_0, %in : f32
      linalg.yield %45 : f32
    } -> tensor<32xf32>
    %expanded_13 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_14 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_13 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.subf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x32x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_14 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_15 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_15 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_16 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_16 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%11 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.addf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x32x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x32x8x8xf32>) outs(%11 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf ugt, %in, %cst : f32
      %45 = arith.select %44, %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<1x32x8x8xf32>
    %22 = tensor.empty() : tensor<16x32x2x2xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<16x32x2x2xf32>) -> tensor<16x32x2x2xf32>
    %24 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%23 : tensor<16x32x2x2xf32>) {
    ^bb0(%out: f32):
      %44 = linalg.index 0 : index
      %45 = linalg.index 1 : index
      %46 = linalg.index 2 : index
      %47 = linalg.index 3 : index
      %48 = arith.subi %c1, %46 : index
      %49 = arith.subi %c1, %47 : index
      %extracted = tensor.extract %arg9[%45, %44, %48, %49] : tensor<32x16x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x2x2xf32>
    %25 = tensor.empty() : tensor<1x32x17x17xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x32x17x17xf32>) -> tensor<1x32x17x17xf32>
    %inserted_slice = tensor.insert_slice %21 into %26[0, 0, 1, 1] [1, 32, 8, 8] [1, 1, 2, 2] : tensor<1x32x8x8xf32> into tensor<1x32x17x17xf32>
    %broadcasted_17 = linalg.broadcast ins(%arg10 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %24 : tensor<1x32x17x17xf32>, tensor<16x32x2x2xf32>) outs(%broadcasted_17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_1 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.truncf %cst_5 : f64 to f32
      %45 = arith.addf %in, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.sqrt %in : f32
      linalg.yield %44 : f32
    } -> tensor<16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf one, %in, %cst : f32
      cf.assert %44, "unimplemented: tensor with zero element"
      %45 = arith.divf %cst_0, %in : f32
      linalg.yield %45 : f32
    } -> tensor<16xf32>
    %expanded_18 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_19 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.subf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_19 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_20 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_20 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.mulf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_21 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %44 = arith.addf %in, %in_24 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.cmpf ugt, %in, %cst : f32
      %45 = arith.select %44, %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<1x16x16x16xf32>
    %36 = tensor.empty() : tensor<1x16x2x2xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %38 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%37 : tensor<1x16x2x2xf32>) {
    ^bb0(%out: f32):
      %44 = linalg.index 1 : index
      %45 = linalg.index 2 : index
      %46 = linalg.index 3 : index
      %47 = arith.subi %c1, %45 : index
      %48 = arith.subi %c1, %46 : index
      %extracted = tensor.extract %arg13[%44, %c0, %47, %48] : tensor<16x1x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x2x2xf32>
    %39 = tensor.empty() : tensor<1x16x33x33xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<1x16x33x33xf32>) -> tensor<1x16x33x33xf32>
    %inserted_slice_22 = tensor.insert_slice %35 into %40[0, 0, 1, 1] [1, 16, 16, 16] [1, 1, 2, 2] : tensor<1x16x16x16xf32> into tensor<1x16x33x33xf32>
    %41 = tensor.empty() : tensor<1x1x32x32xf32>
    %broadcasted_23 = linalg.broadcast ins(%arg14 : tensor<1xf32>) outs(%41 : tensor<1x1x32x32xf32>) dimensions = [0, 2, 3] 
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_22, %38 : tensor<1x16x33x33xf32>, tensor<1x16x2x2xf32>) outs(%broadcasted_23 : tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x1x32x32xf32>) outs(%41 : tensor<1x1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.negf %in : f32
      %45 = math.exp %44 : f32
      %46 = arith.addf %45, %cst_0 : f32
      %47 = arith.divf %cst_0, %46 : f32
      linalg.yield %47 : f32
    } -> tensor<1x1x32x32xf32>
    return %43 : tensor<1x1x32x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

