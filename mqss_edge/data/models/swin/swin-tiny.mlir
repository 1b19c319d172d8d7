// models-v1/swin-tiny: Swin: shifted-window attention, patch merging, three stages
// transformers SwinConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 83 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x2x2xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<49x1xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<64x16xf32>, %arg19: tensor<64xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<16xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<49x2xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<128x32xf32>, %arg39: tensor<128xf32>, %arg40: tensor<32x128xf32>, %arg41: tensor<32xf32>, %arg42: tensor<64x128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<64x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64x64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64x64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<49x4xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<256x64xf32>, %arg59: tensor<256xf32>, %arg60: tensor<64x256xf32>, %arg61: tensor<64xf32>, %arg62: tensor<128x256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256xf32>, %arg65: tensor<128x128xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128x128xf32>, %arg68: tensor<128xf32>, %arg69: tensor<128x128xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128x128xf32>, %arg72: tensor<128xf32>, %arg73: tensor<49x8xf32>, %arg74: tensor<128xf32>, %arg75: tensor<128xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<512x128xf32>, %arg79: tensor<512xf32>, %arg80: tensor<128x512xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>) -> tensor<1x16x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c49_i64 = arith.constant 49 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 1.600000e+01 : f64
    %cst_6 = arith.constant 1.600000e+01 : f32
    %c0 = arith.constant 0 : index
    %cst_7 = arith.constant 2.500000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 3.200000e+01 : f64
    %cst_12 = arith.constant 3.200000e+01 : f32
    %cst_13 = arith.constant 1.280000e+02 : f64
    %cst_14 = arith.constant 1.280000e+02 : f32
    %cst_15 = arith.constant 2.560000e+02 : f64
    %cst_16 = arith.constant 2.560000e+02 : f32
    %cst_17 = arith.constant dense_resource<torch_tensor_256_torch.int64> : tensor<256xi64>
    %cst_18 = arith.constant dense_resource<torch_tensor_256_torch.int64_1> : tensor<256xi64>
    %cst_19 = arith.constant dense_resource<torch_tensor_256_torch.int64_2> : tensor<256xi64>
    %cst_20 = arith.constant dense_resource<torch_tensor_256_torch.int64_3> : tensor<256xi64>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x32x32xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x3x64x64xf32>, tensor<16x3x2x2xf32>) outs(%broadcasted : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x16x32x32xf32> into tensor<1x16x1024xf32>
    %2 = tensor.empty() : tensor<1x1024x16xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x16x1024xf32>) outs(%2 : tensor<1x1024x16xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<1x1024x16xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x1024x16xf32>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %5 = tensor.empty() : tensor<1x1024x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x1024x1xf64>) -> tensor<1x1024x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %13 = tensor.empty() : tensor<1x1024x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x1024x1xf64>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x1024x1xf32>) -> tensor<1x1024x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x1024x16xf32>) outs(%15 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_6 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x1024x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg3 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg4 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x1024x16xf32>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x1024x1xf64>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<1x1024x16xf32>) outs(%15 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_6 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x1024x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %33 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %35 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %arg14 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %arg15 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %expanded = tensor.expand_shape %39 [[0], [1, 2, 3, 4], [5]] output_shape [1, 8, 4, 8, 4, 16] : tensor<1x1024x16xf32> into tensor<1x8x4x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x8x8x4x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded : tensor<1x8x4x8x4x16xf32>) outs(%40 : tensor<1x8x8x4x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_22 = tensor.collapse_shape %transposed_21 [[0, 1, 2, 3, 4], [5]] : tensor<1x8x8x4x4x16xf32> into tensor<1024x16xf32>
    %41 = tensor.empty() : tensor<16x16xf32>
    %transposed_23 = linalg.transpose ins(%arg5 : tensor<16x16xf32>) outs(%41 : tensor<16x16xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<1024x16xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %44 = linalg.matmul ins(%collapsed_22, %transposed_23 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%43 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%44, %arg6 : tensor<1024x16xf32>, tensor<16xf32>) outs(%42 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x16xf32>
    %expanded_24 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %46 = tensor.empty() : tensor<64x1x16x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<64x16x1x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg7 : tensor<16x16xf32>) outs(%41 : tensor<16x16xf32>) permutation = [1, 0] 
    %47 = linalg.matmul ins(%collapsed_22, %transposed_26 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%43 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%47, %arg8 : tensor<1024x16xf32>, tensor<16xf32>) outs(%42 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x16xf32>
    %expanded_27 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_28 = linalg.transpose ins(%arg9 : tensor<16x16xf32>) outs(%41 : tensor<16x16xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%collapsed_22, %transposed_28 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%43 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%49, %arg10 : tensor<1024x16xf32>, tensor<16xf32>) outs(%42 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x16xf32>
    %expanded_29 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [64, 16, 1, 16] : tensor<1024x16xf32> into tensor<64x16x1x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<64x16x1x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) permutation = [0, 2, 1, 3] 
    %51 = tensor.empty() : tensor<256x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<256xi64>) outs(%51 : tensor<256x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %429 = arith.cmpi slt, %in, %c0_i64 : i64
      %430 = arith.addi %in, %c49_i64 : i64
      %431 = arith.select %429, %430, %in : i64
      %432 = arith.index_cast %431 : i64 to index
      %extracted = tensor.extract %arg13[%432, %c0] : tensor<49x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x1xf32>
    %expanded_31 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [16, 16, 1] : tensor<256x1xf32> into tensor<16x16x1xf32>
    %53 = tensor.empty() : tensor<1x16x16xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<16x16x1xf32>) outs(%53 : tensor<1x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_33 = tensor.expand_shape %transposed_32 [[0, 1], [2], [3]] output_shape [1, 1, 16, 16] : tensor<1x16x16xf32> into tensor<1x1x16x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_27 : tensor<64x16x1x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_35 = tensor.collapse_shape %transposed_25 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %54 = tensor.empty() : tensor<64x16x16xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%55 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_37 = tensor.expand_shape %56 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<64x1x16x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.mulf %in, %cst_7 : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_33 : tensor<64x1x16x16xf32>, tensor<1x1x16x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x16xf32>
    %59 = tensor.empty() : tensor<64x1x16xi64>
    %60 = linalg.fill ins(%c0_i64 : i64) outs(%59 : tensor<64x1x16xi64>) -> tensor<64x1x16xi64>
    %61 = tensor.empty() : tensor<64x1x16xf32>
    %62 = linalg.fill ins(%cst_1 : f32) outs(%61 : tensor<64x1x16xf32>) -> tensor<64x1x16xf32>
    %63:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<64x1x16x16xf32>) outs(%62, %60 : tensor<64x1x16xf32>, tensor<64x1x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_190: i64):
      %429 = linalg.index 3 : index
      %430 = arith.index_cast %429 : index to i64
      %431 = arith.maximumf %in, %out : f32
      %432 = arith.cmpf ogt, %in, %out : f32
      %433 = arith.select %432, %430, %out_190 : i64
      linalg.yield %431, %433 : f32, i64
    } -> (tensor<64x1x16xf32>, tensor<64x1x16xi64>)
    %expanded_38 = tensor.expand_shape %63#0 [[0], [1], [2, 3]] output_shape [64, 1, 16, 1] : tensor<64x1x16xf32> into tensor<64x1x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_38 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%46 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x16xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<64x1x16x16xf32>) outs(%46 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.exp %in : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x16xf32>
    %66 = tensor.empty() : tensor<64x1x16x1xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<64x1x16x1xf32>) -> tensor<64x1x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<64x1x16x16xf32>) outs(%67 : tensor<64x1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<64x1x16x16xf32>, tensor<64x1x16x1xf32>) outs(%46 : tensor<64x1x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.divf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x1x16x16xf32>
    %collapsed_39 = tensor.collapse_shape %69 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_30 [[0], [1, 2], [3]] : tensor<64x1x16x16xf32> into tensor<64x16x16xf32>
    %70 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<64x16x16xf32>, tensor<64x16x16xf32>) outs(%55 : tensor<64x16x16xf32>) -> tensor<64x16x16xf32>
    %expanded_41 = tensor.expand_shape %70 [[0], [1, 2], [3]] output_shape [64, 1, 16, 16] : tensor<64x16x16xf32> into tensor<64x1x16x16xf32>
    %71 = tensor.empty() : tensor<64x16x1x16xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<64x1x16x16xf32>) outs(%71 : tensor<64x16x1x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<64x16x1x16xf32> into tensor<1024x16xf32>
    %transposed_44 = linalg.transpose ins(%arg11 : tensor<16x16xf32>) outs(%41 : tensor<16x16xf32>) permutation = [1, 0] 
    %72 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<1024x16xf32>, tensor<16x16xf32>) outs(%43 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%72, %arg12 : tensor<1024x16xf32>, tensor<16xf32>) outs(%42 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x16xf32>
    %expanded_45 = tensor.expand_shape %73 [[0, 1, 2, 3, 4], [5]] output_shape [1, 8, 8, 4, 4, 16] : tensor<1024x16xf32> into tensor<1x8x8x4x4x16xf32>
    %74 = tensor.empty() : tensor<1x8x4x8x4x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x8x8x4x4x16xf32>) outs(%74 : tensor<1x8x4x8x4x16xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0], [1, 2, 3, 4], [5]] : tensor<1x8x4x8x4x16xf32> into tensor<1x1024x16xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %collapsed_47 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x1024x16xf32>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x1024x16xf64>, tensor<1x1024x1xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %79 : tensor<1x1024x16xf64>, tensor<1x1024x16xf64>) outs(%3 : tensor<1x1024x16xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x16xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x1024x16xf64>) outs(%6 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x1024x1xf64>) outs(%5 : tensor<1x1024x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_5 : f64
      linalg.yield %429 : f64
    } -> tensor<1x1024x1xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x1024x1xf64>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x1024x16xf32>) outs(%15 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_6 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x1024x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x1024x1xf32>) outs(%13 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %85 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %87 : tensor<1x1024x16xf32>, tensor<1x1024x1xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg16 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg17 : tensor<1x1024x16xf32>, tensor<16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %collapsed_48 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x1024x16xf32> into tensor<1024x16xf32>
    %92 = tensor.empty() : tensor<16x64xf32>
    %transposed_49 = linalg.transpose ins(%arg18 : tensor<64x16xf32>) outs(%92 : tensor<16x64xf32>) permutation = [1, 0] 
    %93 = tensor.empty() : tensor<1024x64xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %95 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<1024x16xf32>, tensor<16x64xf32>) outs(%94 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%95, %arg19 : tensor<1024x64xf32>, tensor<64xf32>) outs(%93 : tensor<1024x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x64xf32>
    %expanded_50 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %97 = tensor.empty() : tensor<1x1024x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x1024x64xf32>) outs(%97 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_8 : f32
      %430 = math.erf %429 : f32
      %431 = arith.addf %430, %cst_2 : f32
      %432 = arith.mulf %431, %cst_3 : f32
      %433 = arith.mulf %in, %432 : f32
      linalg.yield %433 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed_51 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %99 = tensor.empty() : tensor<64x16xf32>
    %transposed_52 = linalg.transpose ins(%arg20 : tensor<16x64xf32>) outs(%99 : tensor<64x16xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<1024x64xf32>, tensor<64x16xf32>) outs(%43 : tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%100, %arg21 : tensor<1024x16xf32>, tensor<16xf32>) outs(%42 : tensor<1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1024x16xf32>
    %expanded_53 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, 1024, 16] : tensor<1024x16xf32> into tensor<1x1024x16xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %75 : tensor<1x1024x16xf32>, tensor<1x1024x16xf32>) outs(%2 : tensor<1x1024x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x1024x16xf32>
    %expanded_54 = tensor.expand_shape %102 [[0], [1, 2], [3]] output_shape [1, 32, 32, 16] : tensor<1x1024x16xf32> into tensor<1x32x32x16xf32>
    %extracted_slice = tensor.extract_slice %expanded_54[0, 0, 0, 0] [1, 16, 32, 16] [1, 2, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x16x32x16xf32>
    %extracted_slice_55 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_54[0, 1, 0, 0] [1, 16, 32, 16] [1, 2, 1, 1] : tensor<1x32x32x16xf32> to tensor<1x16x32x16xf32>
    %extracted_slice_57 = tensor.extract_slice %extracted_slice_56[0, 0, 0, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_58 = tensor.extract_slice %extracted_slice[0, 0, 1, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %extracted_slice_59 = tensor.extract_slice %extracted_slice_56[0, 0, 1, 0] [1, 16, 16, 16] [1, 1, 2, 1] : tensor<1x16x32x16xf32> to tensor<1x16x16x16xf32>
    %concat = tensor.concat dim(3) %extracted_slice_55, %extracted_slice_57, %extracted_slice_58, %extracted_slice_59 : (tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) -> tensor<1x16x16x64xf32>
    %collapsed_60 = tensor.collapse_shape %concat [[0], [1, 2], [3]] : tensor<1x16x16x64xf32> into tensor<1x256x64xf32>
    %103 = tensor.empty() : tensor<1x256x64xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_60 : tensor<1x256x64xf32>) outs(%103 : tensor<1x256x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x256x64xf64>
    %105 = tensor.empty() : tensor<1x256x1xf64>
    %106 = linalg.fill ins(%cst_0 : f64) outs(%105 : tensor<1x256x1xf64>) -> tensor<1x256x1xf64>
    %107 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<1x256x64xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %109 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %108 : tensor<1x256x64xf64>, tensor<1x256x1xf64>) outs(%103 : tensor<1x256x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x64xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %109 : tensor<1x256x64xf64>, tensor<1x256x64xf64>) outs(%103 : tensor<1x256x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x64xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<1x256x64xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %113 = tensor.empty() : tensor<1x256x1xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x256x1xf64>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %115 = linalg.fill ins(%cst : f32) outs(%113 : tensor<1x256x1xf32>) -> tensor<1x256x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_60 : tensor<1x256x64xf32>) outs(%115 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_10 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x256x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %120 = tensor.empty() : tensor<1x256x64xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_60, %117 : tensor<1x256x64xf32>, tensor<1x256x1xf32>) outs(%120 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %119 : tensor<1x256x64xf32>, tensor<1x256x1xf32>) outs(%120 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x64xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg23 : tensor<1x256x64xf32>, tensor<64xf32>) outs(%120 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %arg24 : tensor<1x256x64xf32>, tensor<64xf32>) outs(%120 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x64xf32>
    %125 = tensor.empty() : tensor<64x32xf32>
    %transposed_61 = linalg.transpose ins(%arg22 : tensor<32x64xf32>) outs(%125 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<1x256x64xf32> into tensor<256x64xf32>
    %126 = tensor.empty() : tensor<256x32xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %128 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<256x64xf32>, tensor<64x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %expanded_63 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 256, 32] : tensor<256x32xf32> into tensor<1x256x32xf32>
    %129 = tensor.empty() : tensor<1x256x32xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x256x32xf32>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x256x32xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_11 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<1x256x32xf64>, tensor<1x256x1xf64>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<1x256x32xf64>, tensor<1x256x32xf64>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x256x32xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_11 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x256x1xf64>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_63 : tensor<1x256x32xf32>) outs(%115 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_12 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x256x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %142 = tensor.empty() : tensor<1x256x32xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %139 : tensor<1x256x32xf32>, tensor<1x256x1xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %141 : tensor<1x256x32xf32>, tensor<1x256x1xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg34 : tensor<1x256x32xf32>, tensor<32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg35 : tensor<1x256x32xf32>, tensor<32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %expanded_64 = tensor.expand_shape %146 [[0], [1, 2, 3, 4], [5]] output_shape [1, 4, 4, 4, 4, 32] : tensor<1x256x32xf32> into tensor<1x4x4x4x4x32xf32>
    %147 = tensor.empty() : tensor<1x4x4x4x4x32xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<1x4x4x4x4x32xf32>) outs(%147 : tensor<1x4x4x4x4x32xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_66 = tensor.collapse_shape %transposed_65 [[0, 1, 2, 3, 4], [5]] : tensor<1x4x4x4x4x32xf32> into tensor<256x32xf32>
    %148 = tensor.empty() : tensor<32x32xf32>
    %transposed_67 = linalg.transpose ins(%arg25 : tensor<32x32xf32>) outs(%148 : tensor<32x32xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%149, %arg26 : tensor<256x32xf32>, tensor<32xf32>) outs(%126 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x32xf32>
    %expanded_68 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [16, 16, 2, 16] : tensor<256x32xf32> into tensor<16x16x2x16xf32>
    %151 = tensor.empty() : tensor<16x2x16x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<16x16x2x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg27 : tensor<32x32xf32>) outs(%148 : tensor<32x32xf32>) permutation = [1, 0] 
    %152 = linalg.matmul ins(%collapsed_66, %transposed_70 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%152, %arg28 : tensor<256x32xf32>, tensor<32xf32>) outs(%126 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x32xf32>
    %expanded_71 = tensor.expand_shape %153 [[0, 1], [2, 3]] output_shape [16, 16, 2, 16] : tensor<256x32xf32> into tensor<16x16x2x16xf32>
    %transposed_72 = linalg.transpose ins(%arg29 : tensor<32x32xf32>) outs(%148 : tensor<32x32xf32>) permutation = [1, 0] 
    %154 = linalg.matmul ins(%collapsed_66, %transposed_72 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%154, %arg30 : tensor<256x32xf32>, tensor<32xf32>) outs(%126 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x32xf32>
    %expanded_73 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [16, 16, 2, 16] : tensor<256x32xf32> into tensor<16x16x2x16xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<16x16x2x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %156 = tensor.empty() : tensor<256x2xf32>
    %157 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<256xi64>) outs(%156 : tensor<256x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %429 = arith.cmpi slt, %in, %c0_i64 : i64
      %430 = arith.addi %in, %c49_i64 : i64
      %431 = arith.select %429, %430, %in : i64
      %432 = arith.index_cast %431 : i64 to index
      %433 = linalg.index 1 : index
      %extracted = tensor.extract %arg33[%432, %433] : tensor<49x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x2xf32>
    %expanded_75 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [16, 16, 2] : tensor<256x2xf32> into tensor<16x16x2xf32>
    %158 = tensor.empty() : tensor<2x16x16xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<16x16x2xf32>) outs(%158 : tensor<2x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_77 = tensor.expand_shape %transposed_76 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %transposed_78 = linalg.transpose ins(%expanded_71 : tensor<16x16x2x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_79 = tensor.collapse_shape %transposed_69 [[0, 1], [2], [3]] : tensor<16x2x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<16x2x16x16xf32> into tensor<32x16x16xf32>
    %159 = tensor.empty() : tensor<32x16x16xf32>
    %160 = linalg.fill ins(%cst : f32) outs(%159 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %161 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%160 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_81 = tensor.expand_shape %161 [[0, 1], [2], [3]] output_shape [16, 2, 16, 16] : tensor<32x16x16xf32> into tensor<16x2x16x16xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<16x2x16x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.mulf %in, %cst_7 : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x16xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_77 : tensor<16x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x16xf32>
    %164 = tensor.empty() : tensor<16x2x16xi64>
    %165 = linalg.fill ins(%c0_i64 : i64) outs(%164 : tensor<16x2x16xi64>) -> tensor<16x2x16xi64>
    %166 = tensor.empty() : tensor<16x2x16xf32>
    %167 = linalg.fill ins(%cst_1 : f32) outs(%166 : tensor<16x2x16xf32>) -> tensor<16x2x16xf32>
    %168:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<16x2x16x16xf32>) outs(%167, %165 : tensor<16x2x16xf32>, tensor<16x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_190: i64):
      %429 = linalg.index 3 : index
      %430 = arith.index_cast %429 : index to i64
      %431 = arith.maximumf %in, %out : f32
      %432 = arith.cmpf ogt, %in, %out : f32
      %433 = arith.select %432, %430, %out_190 : i64
      linalg.yield %431, %433 : f32, i64
    } -> (tensor<16x2x16xf32>, tensor<16x2x16xi64>)
    %expanded_82 = tensor.expand_shape %168#0 [[0], [1], [2, 3]] output_shape [16, 2, 16, 1] : tensor<16x2x16xf32> into tensor<16x2x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_82 : tensor<16x2x16x16xf32>, tensor<16x2x16x1xf32>) outs(%151 : tensor<16x2x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x16xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<16x2x16x16xf32>) outs(%151 : tensor<16x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.exp %in : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x16xf32>
    %171 = tensor.empty() : tensor<16x2x16x1xf32>
    %172 = linalg.fill ins(%cst : f32) outs(%171 : tensor<16x2x16x1xf32>) -> tensor<16x2x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<16x2x16x16xf32>) outs(%172 : tensor<16x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %173 : tensor<16x2x16x16xf32>, tensor<16x2x16x1xf32>) outs(%151 : tensor<16x2x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.divf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x2x16x16xf32>
    %collapsed_83 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<16x2x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<16x2x16x16xf32> into tensor<32x16x16xf32>
    %175 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%160 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_85 = tensor.expand_shape %175 [[0, 1], [2], [3]] output_shape [16, 2, 16, 16] : tensor<32x16x16xf32> into tensor<16x2x16x16xf32>
    %176 = tensor.empty() : tensor<16x16x2x16xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<16x2x16x16xf32>) outs(%176 : tensor<16x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] : tensor<16x16x2x16xf32> into tensor<256x32xf32>
    %transposed_88 = linalg.transpose ins(%arg31 : tensor<32x32xf32>) outs(%148 : tensor<32x32xf32>) permutation = [1, 0] 
    %177 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<256x32xf32>, tensor<32x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%177, %arg32 : tensor<256x32xf32>, tensor<32xf32>) outs(%126 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x32xf32>
    %expanded_89 = tensor.expand_shape %178 [[0, 1, 2, 3, 4], [5]] output_shape [1, 4, 4, 4, 4, 32] : tensor<256x32xf32> into tensor<1x4x4x4x4x32xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<1x4x4x4x4x32xf32>) outs(%147 : tensor<1x4x4x4x4x32xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1, 2, 3, 4], [5]] : tensor<1x4x4x4x4x32xf32> into tensor<1x256x32xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %collapsed_91 : tensor<1x256x32xf32>, tensor<1x256x32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x256x32xf32>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<1x256x32xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_11 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %182 : tensor<1x256x32xf64>, tensor<1x256x1xf64>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %183 : tensor<1x256x32xf64>, tensor<1x256x32xf64>) outs(%129 : tensor<1x256x32xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x32xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<1x256x32xf64>) outs(%106 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x256x1xf64>) outs(%105 : tensor<1x256x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_11 : f64
      linalg.yield %429 : f64
    } -> tensor<1x256x1xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x256x1xf64>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<1x256x32xf32>) outs(%115 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_12 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x256x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x256x1xf32>) outs(%113 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %189 : tensor<1x256x32xf32>, tensor<1x256x1xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %191 : tensor<1x256x32xf32>, tensor<1x256x1xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %arg36 : tensor<1x256x32xf32>, tensor<32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %arg37 : tensor<1x256x32xf32>, tensor<32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %collapsed_92 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<1x256x32xf32> into tensor<256x32xf32>
    %196 = tensor.empty() : tensor<32x128xf32>
    %transposed_93 = linalg.transpose ins(%arg38 : tensor<128x32xf32>) outs(%196 : tensor<32x128xf32>) permutation = [1, 0] 
    %197 = tensor.empty() : tensor<256x128xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%197 : tensor<256x128xf32>) -> tensor<256x128xf32>
    %199 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<256x32xf32>, tensor<32x128xf32>) outs(%198 : tensor<256x128xf32>) -> tensor<256x128xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %arg39 : tensor<256x128xf32>, tensor<128xf32>) outs(%197 : tensor<256x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x128xf32>
    %expanded_94 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, 256, 128] : tensor<256x128xf32> into tensor<1x256x128xf32>
    %201 = tensor.empty() : tensor<1x256x128xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x256x128xf32>) outs(%201 : tensor<1x256x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_8 : f32
      %430 = math.erf %429 : f32
      %431 = arith.addf %430, %cst_2 : f32
      %432 = arith.mulf %431, %cst_3 : f32
      %433 = arith.mulf %in, %432 : f32
      linalg.yield %433 : f32
    } -> tensor<1x256x128xf32>
    %collapsed_95 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<1x256x128xf32> into tensor<256x128xf32>
    %203 = tensor.empty() : tensor<128x32xf32>
    %transposed_96 = linalg.transpose ins(%arg40 : tensor<32x128xf32>) outs(%203 : tensor<128x32xf32>) permutation = [1, 0] 
    %204 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<256x128xf32>, tensor<128x32xf32>) outs(%127 : tensor<256x32xf32>) -> tensor<256x32xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%204, %arg41 : tensor<256x32xf32>, tensor<32xf32>) outs(%126 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<256x32xf32>
    %expanded_97 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [1, 256, 32] : tensor<256x32xf32> into tensor<1x256x32xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %179 : tensor<1x256x32xf32>, tensor<1x256x32xf32>) outs(%142 : tensor<1x256x32xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x256x32xf32>
    %expanded_98 = tensor.expand_shape %206 [[0], [1, 2], [3]] output_shape [1, 16, 16, 32] : tensor<1x256x32xf32> into tensor<1x16x16x32xf32>
    %extracted_slice_99 = tensor.extract_slice %expanded_98[0, 0, 0, 0] [1, 8, 16, 32] [1, 2, 1, 1] : tensor<1x16x16x32xf32> to tensor<1x8x16x32xf32>
    %extracted_slice_100 = tensor.extract_slice %extracted_slice_99[0, 0, 0, 0] [1, 8, 8, 32] [1, 1, 2, 1] : tensor<1x8x16x32xf32> to tensor<1x8x8x32xf32>
    %extracted_slice_101 = tensor.extract_slice %expanded_98[0, 1, 0, 0] [1, 8, 16, 32] [1, 2, 1, 1] : tensor<1x16x16x32xf32> to tensor<1x8x16x32xf32>
    %extracted_slice_102 = tensor.extract_slice %extracted_slice_101[0, 0, 0, 0] [1, 8, 8, 32] [1, 1, 2, 1] : tensor<1x8x16x32xf32> to tensor<1x8x8x32xf32>
    %extracted_slice_103 = tensor.extract_slice %extracted_slice_99[0, 0, 1, 0] [1, 8, 8, 32] [1, 1, 2, 1] : tensor<1x8x16x32xf32> to tensor<1x8x8x32xf32>
    %extracted_slice_104 = tensor.extract_slice %extracted_slice_101[0, 0, 1, 0] [1, 8, 8, 32] [1, 1, 2, 1] : tensor<1x8x16x32xf32> to tensor<1x8x8x32xf32>
    %concat_105 = tensor.concat dim(3) %extracted_slice_100, %extracted_slice_102, %extracted_slice_103, %extracted_slice_104 : (tensor<1x8x8x32xf32>, tensor<1x8x8x32xf32>, tensor<1x8x8x32xf32>, tensor<1x8x8x32xf32>) -> tensor<1x8x8x128xf32>
    %collapsed_106 = tensor.collapse_shape %concat_105 [[0], [1, 2], [3]] : tensor<1x8x8x128xf32> into tensor<1x64x128xf32>
    %207 = tensor.empty() : tensor<1x64x128xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106 : tensor<1x64x128xf32>) outs(%207 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x64x128xf64>
    %209 = tensor.empty() : tensor<1x64x1xf64>
    %210 = linalg.fill ins(%cst_0 : f64) outs(%209 : tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%208 : tensor<1x64x128xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %212 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%207 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x128xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %213 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%207 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x128xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<1x64x128xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %217 = tensor.empty() : tensor<1x64x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x64x1xf64>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %219 = linalg.fill ins(%cst : f32) outs(%217 : tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_106 : tensor<1x64x128xf32>) outs(%219 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_14 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x64x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %224 = tensor.empty() : tensor<1x64x128xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_106, %221 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%224 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x128xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %223 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%224 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x128xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %arg43 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%224 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x128xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %arg44 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%224 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x128xf32>
    %229 = tensor.empty() : tensor<128x64xf32>
    %transposed_107 = linalg.transpose ins(%arg42 : tensor<64x128xf32>) outs(%229 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_108 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %230 = tensor.empty() : tensor<64x64xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%230 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %232 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_109 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %233 = tensor.empty() : tensor<1x64x64xf64>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<1x64x64xf32>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<1x64x64xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %236 : tensor<1x64x64xf64>, tensor<1x64x1xf64>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %237 : tensor<1x64x64xf64>, tensor<1x64x64xf64>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<1x64x64xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x64x1xf64>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_109 : tensor<1x64x64xf32>) outs(%219 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_10 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x64x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %246 = tensor.empty() : tensor<1x64x64xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %243 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %245 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %arg54 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %arg55 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %expanded_110 = tensor.expand_shape %250 [[0], [1, 2, 3, 4], [5]] output_shape [1, 2, 4, 2, 4, 64] : tensor<1x64x64xf32> into tensor<1x2x4x2x4x64xf32>
    %251 = tensor.empty() : tensor<1x2x2x4x4x64xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<1x2x4x2x4x64xf32>) outs(%251 : tensor<1x2x2x4x4x64xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0, 1, 2, 3, 4], [5]] : tensor<1x2x2x4x4x64xf32> into tensor<64x64xf32>
    %transposed_113 = linalg.transpose ins(%arg45 : tensor<64x64xf32>) outs(%230 : tensor<64x64xf32>) permutation = [1, 0] 
    %252 = linalg.matmul ins(%collapsed_112, %transposed_113 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%252, %arg46 : tensor<64x64xf32>, tensor<64xf32>) outs(%230 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x64xf32>
    %expanded_114 = tensor.expand_shape %253 [[0, 1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<64x64xf32> into tensor<4x16x4x16xf32>
    %254 = tensor.empty() : tensor<4x4x16x16xf32>
    %transposed_115 = linalg.transpose ins(%expanded_114 : tensor<4x16x4x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%arg47 : tensor<64x64xf32>) outs(%230 : tensor<64x64xf32>) permutation = [1, 0] 
    %255 = linalg.matmul ins(%collapsed_112, %transposed_116 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%255, %arg48 : tensor<64x64xf32>, tensor<64xf32>) outs(%230 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x64xf32>
    %expanded_117 = tensor.expand_shape %256 [[0, 1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<64x64xf32> into tensor<4x16x4x16xf32>
    %transposed_118 = linalg.transpose ins(%arg49 : tensor<64x64xf32>) outs(%230 : tensor<64x64xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%collapsed_112, %transposed_118 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%257, %arg50 : tensor<64x64xf32>, tensor<64xf32>) outs(%230 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x64xf32>
    %expanded_119 = tensor.expand_shape %258 [[0, 1], [2, 3]] output_shape [4, 16, 4, 16] : tensor<64x64xf32> into tensor<4x16x4x16xf32>
    %transposed_120 = linalg.transpose ins(%expanded_119 : tensor<4x16x4x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %259 = tensor.empty() : tensor<256x4xf32>
    %260 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_19 : tensor<256xi64>) outs(%259 : tensor<256x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %429 = arith.cmpi slt, %in, %c0_i64 : i64
      %430 = arith.addi %in, %c49_i64 : i64
      %431 = arith.select %429, %430, %in : i64
      %432 = arith.index_cast %431 : i64 to index
      %433 = linalg.index 1 : index
      %extracted = tensor.extract %arg53[%432, %433] : tensor<49x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x4xf32>
    %expanded_121 = tensor.expand_shape %260 [[0, 1], [2]] output_shape [16, 16, 4] : tensor<256x4xf32> into tensor<16x16x4xf32>
    %261 = tensor.empty() : tensor<4x16x16xf32>
    %transposed_122 = linalg.transpose ins(%expanded_121 : tensor<16x16x4xf32>) outs(%261 : tensor<4x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_123 = tensor.expand_shape %transposed_122 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %transposed_124 = linalg.transpose ins(%expanded_117 : tensor<4x16x4x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_125 = tensor.collapse_shape %transposed_115 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_126 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %262 = tensor.empty() : tensor<16x16x16xf32>
    %263 = linalg.fill ins(%cst : f32) outs(%262 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %264 = linalg.batch_matmul ins(%collapsed_125, %collapsed_126 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%263 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_127 = tensor.expand_shape %264 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32>
    %265 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_127 : tensor<4x4x16x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.mulf %in, %cst_7 : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x16xf32>
    %266 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_123 : tensor<4x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x16xf32>
    %267 = tensor.empty() : tensor<4x4x16xi64>
    %268 = linalg.fill ins(%c0_i64 : i64) outs(%267 : tensor<4x4x16xi64>) -> tensor<4x4x16xi64>
    %269 = tensor.empty() : tensor<4x4x16xf32>
    %270 = linalg.fill ins(%cst_1 : f32) outs(%269 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %271:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<4x4x16x16xf32>) outs(%270, %268 : tensor<4x4x16xf32>, tensor<4x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_190: i64):
      %429 = linalg.index 3 : index
      %430 = arith.index_cast %429 : index to i64
      %431 = arith.maximumf %in, %out : f32
      %432 = arith.cmpf ogt, %in, %out : f32
      %433 = arith.select %432, %430, %out_190 : i64
      linalg.yield %431, %433 : f32, i64
    } -> (tensor<4x4x16xf32>, tensor<4x4x16xi64>)
    %expanded_128 = tensor.expand_shape %271#0 [[0], [1], [2, 3]] output_shape [4, 4, 16, 1] : tensor<4x4x16xf32> into tensor<4x4x16x1xf32>
    %272 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_128 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%254 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x16xf32>
    %273 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<4x4x16x16xf32>) outs(%254 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.exp %in : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x16xf32>
    %274 = tensor.empty() : tensor<4x4x16x1xf32>
    %275 = linalg.fill ins(%cst : f32) outs(%274 : tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<4x4x16x16xf32>) outs(%275 : tensor<4x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %276 : tensor<4x4x16x16xf32>, tensor<4x4x16x1xf32>) outs(%254 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.divf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<4x4x16x16xf32>
    %collapsed_129 = tensor.collapse_shape %277 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_130 = tensor.collapse_shape %transposed_120 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %278 = linalg.batch_matmul ins(%collapsed_129, %collapsed_130 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%263 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_131 = tensor.expand_shape %278 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32>
    %279 = tensor.empty() : tensor<4x16x4x16xf32>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<4x4x16x16xf32>) outs(%279 : tensor<4x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_133 = tensor.collapse_shape %transposed_132 [[0, 1], [2, 3]] : tensor<4x16x4x16xf32> into tensor<64x64xf32>
    %transposed_134 = linalg.transpose ins(%arg51 : tensor<64x64xf32>) outs(%230 : tensor<64x64xf32>) permutation = [1, 0] 
    %280 = linalg.matmul ins(%collapsed_133, %transposed_134 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %arg52 : tensor<64x64xf32>, tensor<64xf32>) outs(%230 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x64xf32>
    %expanded_135 = tensor.expand_shape %281 [[0, 1, 2, 3, 4], [5]] output_shape [1, 2, 2, 4, 4, 64] : tensor<64x64xf32> into tensor<1x2x2x4x4x64xf32>
    %282 = tensor.empty() : tensor<1x2x4x2x4x64xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<1x2x2x4x4x64xf32>) outs(%282 : tensor<1x2x4x2x4x64xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0], [1, 2, 3, 4], [5]] : tensor<1x2x4x2x4x64xf32> into tensor<1x64x64xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %collapsed_137 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x64x64xf32>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<1x64x64xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %286 : tensor<1x64x64xf64>, tensor<1x64x1xf64>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %287 : tensor<1x64x64xf64>, tensor<1x64x64xf64>) outs(%233 : tensor<1x64x64xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x64xf64>
    %289 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<1x64x64xf64>) outs(%210 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x64x1xf64>) outs(%209 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_9 : f64
      linalg.yield %429 : f64
    } -> tensor<1x64x1xf64>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x64x1xf64>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<1x64x64xf32>) outs(%219 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_10 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x64x1xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x1xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %293 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %295 : tensor<1x64x64xf32>, tensor<1x64x1xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg56 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %arg57 : tensor<1x64x64xf32>, tensor<64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %collapsed_138 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %300 = tensor.empty() : tensor<64x256xf32>
    %transposed_139 = linalg.transpose ins(%arg58 : tensor<256x64xf32>) outs(%300 : tensor<64x256xf32>) permutation = [1, 0] 
    %301 = linalg.fill ins(%cst : f32) outs(%300 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %302 = linalg.matmul ins(%collapsed_138, %transposed_139 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%301 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%302, %arg59 : tensor<64x256xf32>, tensor<256xf32>) outs(%300 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x256xf32>
    %expanded_140 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %304 = tensor.empty() : tensor<1x64x256xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<1x64x256xf32>) outs(%304 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_8 : f32
      %430 = math.erf %429 : f32
      %431 = arith.addf %430, %cst_2 : f32
      %432 = arith.mulf %431, %cst_3 : f32
      %433 = arith.mulf %in, %432 : f32
      linalg.yield %433 : f32
    } -> tensor<1x64x256xf32>
    %collapsed_141 = tensor.collapse_shape %305 [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %306 = tensor.empty() : tensor<256x64xf32>
    %transposed_142 = linalg.transpose ins(%arg60 : tensor<64x256xf32>) outs(%306 : tensor<256x64xf32>) permutation = [1, 0] 
    %307 = linalg.matmul ins(%collapsed_141, %transposed_142 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%231 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%307, %arg61 : tensor<64x64xf32>, tensor<64xf32>) outs(%230 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<64x64xf32>
    %expanded_143 = tensor.expand_shape %308 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %283 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%246 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x64x64xf32>
    %expanded_144 = tensor.expand_shape %309 [[0], [1, 2], [3]] output_shape [1, 8, 8, 64] : tensor<1x64x64xf32> into tensor<1x8x8x64xf32>
    %extracted_slice_145 = tensor.extract_slice %expanded_144[0, 0, 0, 0] [1, 4, 8, 64] [1, 2, 1, 1] : tensor<1x8x8x64xf32> to tensor<1x4x8x64xf32>
    %extracted_slice_146 = tensor.extract_slice %extracted_slice_145[0, 0, 0, 0] [1, 4, 4, 64] [1, 1, 2, 1] : tensor<1x4x8x64xf32> to tensor<1x4x4x64xf32>
    %extracted_slice_147 = tensor.extract_slice %expanded_144[0, 1, 0, 0] [1, 4, 8, 64] [1, 2, 1, 1] : tensor<1x8x8x64xf32> to tensor<1x4x8x64xf32>
    %extracted_slice_148 = tensor.extract_slice %extracted_slice_147[0, 0, 0, 0] [1, 4, 4, 64] [1, 1, 2, 1] : tensor<1x4x8x64xf32> to tensor<1x4x4x64xf32>
    %extracted_slice_149 = tensor.extract_slice %extracted_slice_145[0, 0, 1, 0] [1, 4, 4, 64] [1, 1, 2, 1] : tensor<1x4x8x64xf32> to tensor<1x4x4x64xf32>
    %extracted_slice_150 = tensor.extract_slice %extracted_slice_147[0, 0, 1, 0] [1, 4, 4, 64] [1, 1, 2, 1] : tensor<1x4x8x64xf32> to tensor<1x4x4x64xf32>
    %concat_151 = tensor.concat dim(3) %extracted_slice_146, %extracted_slice_148, %extracted_slice_149, %extracted_slice_150 : (tensor<1x4x4x64xf32>, tensor<1x4x4x64xf32>, tensor<1x4x4x64xf32>, tensor<1x4x4x64xf32>) -> tensor<1x4x4x256xf32>
    %collapsed_152 = tensor.collapse_shape %concat_151 [[0], [1, 2], [3]] : tensor<1x4x4x256xf32> into tensor<1x16x256xf32>
    %310 = tensor.empty() : tensor<1x16x256xf64>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_152 : tensor<1x16x256xf32>) outs(%310 : tensor<1x16x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x16x256xf64>
    %312 = tensor.empty() : tensor<1x16x1xf64>
    %313 = linalg.fill ins(%cst_0 : f64) outs(%312 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %314 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<1x16x256xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_15 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %315 : tensor<1x16x256xf64>, tensor<1x16x1xf64>) outs(%310 : tensor<1x16x256xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x256xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %316 : tensor<1x16x256xf64>, tensor<1x16x256xf64>) outs(%310 : tensor<1x16x256xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x256xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%317 : tensor<1x16x256xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_15 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %320 = tensor.empty() : tensor<1x16x1xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x16x1xf64>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %322 = linalg.fill ins(%cst : f32) outs(%320 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%collapsed_152 : tensor<1x16x256xf32>) outs(%322 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_16 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x16x1xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %327 = tensor.empty() : tensor<1x16x256xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_152, %324 : tensor<1x16x256xf32>, tensor<1x16x1xf32>) outs(%327 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x256xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %326 : tensor<1x16x256xf32>, tensor<1x16x1xf32>) outs(%327 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x256xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %arg63 : tensor<1x16x256xf32>, tensor<256xf32>) outs(%327 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x256xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %arg64 : tensor<1x16x256xf32>, tensor<256xf32>) outs(%327 : tensor<1x16x256xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x256xf32>
    %transposed_153 = linalg.transpose ins(%arg62 : tensor<128x256xf32>) outs(%197 : tensor<256x128xf32>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %331 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %332 = tensor.empty() : tensor<16x128xf32>
    %333 = linalg.fill ins(%cst : f32) outs(%332 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %334 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<16x256xf32>, tensor<256x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_155 = tensor.expand_shape %334 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %335 = tensor.empty() : tensor<1x16x128xf64>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<1x16x128xf32>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %337 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%336 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %339 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %338 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %340 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %339 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %341 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<1x16x1xf64>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_155 : tensor<1x16x128xf32>) outs(%322 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_14 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x16x1xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %348 = tensor.empty() : tensor<1x16x128xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %345 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %347 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %arg74 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %arg75 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %expanded_156 = tensor.expand_shape %352 [[0], [1, 2, 3, 4], [5]] output_shape [1, 1, 4, 1, 4, 128] : tensor<1x16x128xf32> into tensor<1x1x4x1x4x128xf32>
    %353 = tensor.empty() : tensor<1x1x1x4x4x128xf32>
    %transposed_157 = linalg.transpose ins(%expanded_156 : tensor<1x1x4x1x4x128xf32>) outs(%353 : tensor<1x1x1x4x4x128xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_158 = tensor.collapse_shape %transposed_157 [[0, 1, 2, 3, 4], [5]] : tensor<1x1x1x4x4x128xf32> into tensor<16x128xf32>
    %354 = tensor.empty() : tensor<128x128xf32>
    %transposed_159 = linalg.transpose ins(%arg65 : tensor<128x128xf32>) outs(%354 : tensor<128x128xf32>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %arg66 : tensor<16x128xf32>, tensor<128xf32>) outs(%332 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x128xf32>
    %expanded_160 = tensor.expand_shape %356 [[0, 1], [2, 3]] output_shape [1, 16, 8, 16] : tensor<16x128xf32> into tensor<1x16x8x16xf32>
    %357 = tensor.empty() : tensor<1x8x16x16xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<1x16x8x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_162 = linalg.transpose ins(%arg67 : tensor<128x128xf32>) outs(%354 : tensor<128x128xf32>) permutation = [1, 0] 
    %358 = linalg.matmul ins(%collapsed_158, %transposed_162 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %359 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%358, %arg68 : tensor<16x128xf32>, tensor<128xf32>) outs(%332 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x128xf32>
    %expanded_163 = tensor.expand_shape %359 [[0, 1], [2, 3]] output_shape [1, 16, 8, 16] : tensor<16x128xf32> into tensor<1x16x8x16xf32>
    %transposed_164 = linalg.transpose ins(%arg69 : tensor<128x128xf32>) outs(%354 : tensor<128x128xf32>) permutation = [1, 0] 
    %360 = linalg.matmul ins(%collapsed_158, %transposed_164 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%360, %arg70 : tensor<16x128xf32>, tensor<128xf32>) outs(%332 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x128xf32>
    %expanded_165 = tensor.expand_shape %361 [[0, 1], [2, 3]] output_shape [1, 16, 8, 16] : tensor<16x128xf32> into tensor<1x16x8x16xf32>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<1x16x8x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) permutation = [0, 2, 1, 3] 
    %362 = tensor.empty() : tensor<256x8xf32>
    %363 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<256xi64>) outs(%362 : tensor<256x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %429 = arith.cmpi slt, %in, %c0_i64 : i64
      %430 = arith.addi %in, %c49_i64 : i64
      %431 = arith.select %429, %430, %in : i64
      %432 = arith.index_cast %431 : i64 to index
      %433 = linalg.index 1 : index
      %extracted = tensor.extract %arg73[%432, %433] : tensor<49x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<256x8xf32>
    %expanded_167 = tensor.expand_shape %363 [[0, 1], [2]] output_shape [16, 16, 8] : tensor<256x8xf32> into tensor<16x16x8xf32>
    %364 = tensor.empty() : tensor<8x16x16xf32>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<16x16x8xf32>) outs(%364 : tensor<8x16x16xf32>) permutation = [2, 0, 1] 
    %expanded_169 = tensor.expand_shape %transposed_168 [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
    %transposed_170 = linalg.transpose ins(%expanded_163 : tensor<1x16x8x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_171 = tensor.collapse_shape %transposed_161 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_172 = tensor.collapse_shape %transposed_170 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %365 = linalg.fill ins(%cst : f32) outs(%364 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %366 = linalg.batch_matmul ins(%collapsed_171, %collapsed_172 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%365 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_173 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
    %367 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_173 : tensor<1x8x16x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.mulf %in, %cst_7 : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x16xf32>
    %368 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_169 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x16xf32>
    %369 = tensor.empty() : tensor<1x8x16xi64>
    %370 = linalg.fill ins(%c0_i64 : i64) outs(%369 : tensor<1x8x16xi64>) -> tensor<1x8x16xi64>
    %371 = tensor.empty() : tensor<1x8x16xf32>
    %372 = linalg.fill ins(%cst_1 : f32) outs(%371 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %373:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%368 : tensor<1x8x16x16xf32>) outs(%372, %370 : tensor<1x8x16xf32>, tensor<1x8x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_190: i64):
      %429 = linalg.index 3 : index
      %430 = arith.index_cast %429 : index to i64
      %431 = arith.maximumf %in, %out : f32
      %432 = arith.cmpf ogt, %in, %out : f32
      %433 = arith.select %432, %430, %out_190 : i64
      linalg.yield %431, %433 : f32, i64
    } -> (tensor<1x8x16xf32>, tensor<1x8x16xi64>)
    %expanded_174 = tensor.expand_shape %373#0 [[0], [1], [2, 3]] output_shape [1, 8, 16, 1] : tensor<1x8x16xf32> into tensor<1x8x16x1xf32>
    %374 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_174 : tensor<1x8x16x16xf32>, tensor<1x8x16x1xf32>) outs(%357 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x16xf32>
    %375 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x8x16x16xf32>) outs(%357 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.exp %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x16xf32>
    %376 = tensor.empty() : tensor<1x8x16x1xf32>
    %377 = linalg.fill ins(%cst : f32) outs(%376 : tensor<1x8x16x1xf32>) -> tensor<1x8x16x1xf32>
    %378 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%375 : tensor<1x8x16x16xf32>) outs(%377 : tensor<1x8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x1xf32>
    %379 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %378 : tensor<1x8x16x16xf32>, tensor<1x8x16x1xf32>) outs(%357 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.divf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x8x16x16xf32>
    %collapsed_175 = tensor.collapse_shape %379 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_176 = tensor.collapse_shape %transposed_166 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %380 = linalg.batch_matmul ins(%collapsed_175, %collapsed_176 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%365 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_177 = tensor.expand_shape %380 [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
    %381 = tensor.empty() : tensor<1x16x8x16xf32>
    %transposed_178 = linalg.transpose ins(%expanded_177 : tensor<1x8x16x16xf32>) outs(%381 : tensor<1x16x8x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_179 = tensor.collapse_shape %transposed_178 [[0, 1], [2, 3]] : tensor<1x16x8x16xf32> into tensor<16x128xf32>
    %transposed_180 = linalg.transpose ins(%arg71 : tensor<128x128xf32>) outs(%354 : tensor<128x128xf32>) permutation = [1, 0] 
    %382 = linalg.matmul ins(%collapsed_179, %transposed_180 : tensor<16x128xf32>, tensor<128x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%382, %arg72 : tensor<16x128xf32>, tensor<128xf32>) outs(%332 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x128xf32>
    %expanded_181 = tensor.expand_shape %383 [[0, 1, 2, 3, 4], [5]] output_shape [1, 1, 1, 4, 4, 128] : tensor<16x128xf32> into tensor<1x1x1x4x4x128xf32>
    %384 = tensor.empty() : tensor<1x1x4x1x4x128xf32>
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<1x1x1x4x4x128xf32>) outs(%384 : tensor<1x1x4x1x4x128xf32>) permutation = [0, 1, 3, 2, 4, 5] 
    %collapsed_183 = tensor.collapse_shape %transposed_182 [[0], [1, 2, 3, 4], [5]] : tensor<1x1x4x1x4x128xf32> into tensor<1x16x128xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %collapsed_183 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<1x16x128xf32>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %387 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%386 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %389 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %388 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %390 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %389 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %391 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%390 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x16x1xf64>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%385 : tensor<1x16x128xf32>) outs(%322 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_14 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x16x1xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %395 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %397 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %arg76 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %arg77 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_184 = tensor.collapse_shape %401 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %402 = tensor.empty() : tensor<128x512xf32>
    %transposed_185 = linalg.transpose ins(%arg78 : tensor<512x128xf32>) outs(%402 : tensor<128x512xf32>) permutation = [1, 0] 
    %403 = tensor.empty() : tensor<16x512xf32>
    %404 = linalg.fill ins(%cst : f32) outs(%403 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %405 = linalg.matmul ins(%collapsed_184, %transposed_185 : tensor<16x128xf32>, tensor<128x512xf32>) outs(%404 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%405, %arg79 : tensor<16x512xf32>, tensor<512xf32>) outs(%403 : tensor<16x512xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x512xf32>
    %expanded_186 = tensor.expand_shape %406 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %407 = tensor.empty() : tensor<1x16x512xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186 : tensor<1x16x512xf32>) outs(%407 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_8 : f32
      %430 = math.erf %429 : f32
      %431 = arith.addf %430, %cst_2 : f32
      %432 = arith.mulf %431, %cst_3 : f32
      %433 = arith.mulf %in, %432 : f32
      linalg.yield %433 : f32
    } -> tensor<1x16x512xf32>
    %collapsed_187 = tensor.collapse_shape %408 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %409 = tensor.empty() : tensor<512x128xf32>
    %transposed_188 = linalg.transpose ins(%arg80 : tensor<128x512xf32>) outs(%409 : tensor<512x128xf32>) permutation = [1, 0] 
    %410 = linalg.matmul ins(%collapsed_187, %transposed_188 : tensor<16x512xf32>, tensor<512x128xf32>) outs(%333 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%410, %arg81 : tensor<16x128xf32>, tensor<128xf32>) outs(%332 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<16x128xf32>
    %expanded_189 = tensor.expand_shape %411 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_189, %385 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412 : tensor<1x16x128xf32>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %429 = arith.extf %in : f32 to f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %414 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %416 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %415 : tensor<1x16x128xf64>, tensor<1x16x1xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.subf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %417 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %416 : tensor<1x16x128xf64>, tensor<1x16x128xf64>) outs(%335 : tensor<1x16x128xf64>) {
    ^bb0(%in: f64, %in_190: f64, %out: f64):
      %429 = arith.mulf %in, %in_190 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x128xf64>
    %418 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%417 : tensor<1x16x128xf64>) outs(%313 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.addf %in, %out : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<1x16x1xf64>) outs(%312 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %429 = arith.divf %in, %cst_13 : f64
      linalg.yield %429 : f64
    } -> tensor<1x16x1xf64>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<1x16x1xf64>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %429 = arith.truncf %in : f64 to f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%412 : tensor<1x16x128xf32>) outs(%322 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.addf %in, %out : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.divf %in, %cst_14 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = arith.truncf %cst_4 : f64 to f32
      %430 = arith.addf %in, %429 : f32
      linalg.yield %430 : f32
    } -> tensor<1x16x1xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<1x16x1xf32>) outs(%320 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %429 = math.rsqrt %in : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x1xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %422 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.subf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %424 : tensor<1x16x128xf32>, tensor<1x16x1xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %arg82 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.mulf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %arg83 : tensor<1x16x128xf32>, tensor<128xf32>) outs(%348 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_190: f32, %out: f32):
      %429 = arith.addf %in, %in_190 : f32
      linalg.yield %429 : f32
    } -> tensor<1x16x128xf32>
    return %428 : tensor<1x16x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.int64: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64_1: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64_2: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000",
      torch_tensor_256_torch.int64_3: "0x080000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A00000000000000090000000000000008000000000000000700000000000000030000000000000002000000000000000100000000000000000000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A000000000000000900000000000000080000000000000004000000000000000300000000000000020000000000000001000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A00000000000000090000000000000005000000000000000400000000000000030000000000000002000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000006000000000000000500000000000000040000000000000003000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E000000000000000A0000000000000009000000000000000800000000000000070000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000000B000000000000000A0000000000000009000000000000000800000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000013000000000000001200000000000000110000000000000010000000000000000C000000000000000B000000000000000A0000000000000009000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000000D000000000000000C000000000000000B000000000000000A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C000000000000001800000000000000170000000000000016000000000000001500000000000000110000000000000010000000000000000F000000000000000E00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000001200000000000000110000000000000010000000000000000F000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A00000000000000190000000000000018000000000000001700000000000000130000000000000012000000000000001100000000000000100000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A000000000000001900000000000000180000000000000014000000000000001300000000000000120000000000000011000000000000002D000000000000002C000000000000002B000000000000002A0000000000000026000000000000002500000000000000240000000000000023000000000000001F000000000000001E000000000000001D000000000000001C0000000000000018000000000000001700000000000000160000000000000015000000000000002E000000000000002D000000000000002C000000000000002B00000000000000270000000000000026000000000000002500000000000000240000000000000020000000000000001F000000000000001E000000000000001D0000000000000019000000000000001800000000000000170000000000000016000000000000002F000000000000002E000000000000002D000000000000002C000000000000002800000000000000270000000000000026000000000000002500000000000000210000000000000020000000000000001F000000000000001E000000000000001A0000000000000019000000000000001800000000000000170000000000000030000000000000002F000000000000002E000000000000002D0000000000000029000000000000002800000000000000270000000000000026000000000000002200000000000000210000000000000020000000000000001F000000000000001B000000000000001A0000000000000019000000000000001800000000000000"
    }
  }
#-}

