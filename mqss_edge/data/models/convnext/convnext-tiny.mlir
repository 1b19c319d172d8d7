// models-v1/convnext-tiny: ConvNeXt: 7x7 depthwise, LayerNorm, inverted MLP, layer scale
// transformers ConvNextConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 63 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x4x4xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x1x7x7xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<64x16xf32>, %arg11: tensor<64xf32>, %arg12: tensor<16x64xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<32x16x2x2xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x1x7x7xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<64x32x2x2xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x1x7x7xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<256x64xf32>, %arg37: tensor<256xf32>, %arg38: tensor<64x256xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64x1x7x7xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<256x64xf32>, %arg46: tensor<256xf32>, %arg47: tensor<64x256xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<128x64x2x2xf32>, %arg52: tensor<128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128x1x7x7xf32>, %arg55: tensor<128xf32>, %arg56: tensor<128xf32>, %arg57: tensor<128xf32>, %arg58: tensor<512x128xf32>, %arg59: tensor<512xf32>, %arg60: tensor<128x512xf32>, %arg61: tensor<128xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 1.600000e+01 : f64
    %cst_5 = arith.constant 1.600000e+01 : f32
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 3.200000e+01 : f64
    %cst_8 = arith.constant 3.200000e+01 : f32
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %cst_11 = arith.constant 1.280000e+02 : f64
    %cst_12 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x3x64x64xf32>, tensor<16x3x4x4xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %2 = tensor.empty() : tensor<1x16x16x16xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %4 = tensor.empty() : tensor<1x16x16x1xf64>
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<1x16x16x1xf64>) -> tensor<1x16x16x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %12 = tensor.empty() : tensor<1x16x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x16x16x1xf32>) -> tensor<1x16x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_5 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %16 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %arg4 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_13 = linalg.transpose ins(%22 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %padded = tensor.pad %transposed_13 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x22x22xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg7 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %arg6 [[0, 1], [2], [3]] : tensor<16x1x7x7xf32> into tensor<16x7x7xf32>
    %23 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x16x22x22xf32>, tensor<16x7x7xf32>) outs(%broadcasted_14 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %transposed_15 = linalg.transpose ins(%23 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_15 : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_5 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %33 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %35 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %arg8 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %arg9 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_16 = tensor.collapse_shape %39 [[0, 1, 2], [3]] : tensor<1x16x16x16xf32> into tensor<256x16xf32>
    %40 = tensor.empty() : tensor<16x64xf32>
    %transposed_17 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%40 : tensor<16x64xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<256x64xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %43 = linalg.matmul ins(%collapsed_16, %transposed_17 : tensor<256x16xf32>, tensor<16x64xf32>) outs(%42 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %arg11 : tensor<256x64xf32>, tensor<64xf32>) outs(%41 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<256x64xf32>
    %expanded = tensor.expand_shape %44 [[0, 1, 2], [3]] output_shape [1, 16, 16, 64] : tensor<256x64xf32> into tensor<1x16x16x64xf32>
    %45 = tensor.empty() : tensor<1x16x16x64xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x16x16x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_6 : f32
      %242 = math.erf %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = arith.mulf %in, %244 : f32
      linalg.yield %245 : f32
    } -> tensor<1x16x16x64xf32>
    %collapsed_18 = tensor.collapse_shape %46 [[0, 1, 2], [3]] : tensor<1x16x16x64xf32> into tensor<256x64xf32>
    %47 = tensor.empty() : tensor<64x16xf32>
    %transposed_19 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%47 : tensor<64x16xf32>) permutation = [1, 0] 
    %48 = tensor.empty() : tensor<256x16xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %50 = linalg.matmul ins(%collapsed_18, %transposed_19 : tensor<256x64xf32>, tensor<64x16xf32>) outs(%49 : tensor<256x16xf32>) -> tensor<256x16xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %arg13 : tensor<256x16xf32>, tensor<16xf32>) outs(%48 : tensor<256x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<256x16xf32>
    %expanded_20 = tensor.expand_shape %51 [[0, 1, 2], [3]] output_shape [1, 16, 16, 16] : tensor<256x16xf32> into tensor<1x16x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %expanded_20 : tensor<16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_21 = linalg.transpose ins(%52 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %transposed_21 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_22 = linalg.transpose ins(%53 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22 : tensor<1x16x16x16xf32>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<1x16x16x16xf64>, tensor<1x16x16x1xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<1x16x16x16xf64>, tensor<1x16x16x16xf64>) outs(%2 : tensor<1x16x16x16xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x16xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x16x16x16xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x16x1xf64>) outs(%4 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_4 : f64
      linalg.yield %241 : f64
    } -> tensor<1x16x16x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x16x1xf64>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_22 : tensor<1x16x16x16xf32>) outs(%14 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_5 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x16x16x1xf32>) outs(%12 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %63 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %65 : tensor<1x16x16x16xf32>, tensor<1x16x16x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %arg14 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %arg15 : tensor<1x16x16x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x16x16x16xf32>
    %transposed_23 = linalg.transpose ins(%69 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %70 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_24 = linalg.broadcast ins(%arg17 : tensor<32xf32>) outs(%70 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_23, %arg16 : tensor<1x16x16x16xf32>, tensor<32x16x2x2xf32>) outs(%broadcasted_24 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %padded_25 = tensor.pad %71 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x14x14xf32>
    %broadcasted_26 = linalg.broadcast ins(%arg20 : tensor<32xf32>) outs(%70 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_27 = tensor.collapse_shape %arg19 [[0, 1], [2], [3]] : tensor<32x1x7x7xf32> into tensor<32x7x7xf32>
    %72 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_25, %collapsed_27 : tensor<1x32x14x14xf32>, tensor<32x7x7xf32>) outs(%broadcasted_26 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %73 = tensor.empty() : tensor<1x8x8x32xf32>
    %transposed_28 = linalg.transpose ins(%72 : tensor<1x32x8x8xf32>) outs(%73 : tensor<1x8x8x32xf32>) permutation = [0, 2, 3, 1] 
    %74 = tensor.empty() : tensor<1x8x8x32xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<1x8x8x32xf32>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %76 = tensor.empty() : tensor<1x8x8x1xf64>
    %77 = linalg.fill ins(%cst_0 : f64) outs(%76 : tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x8x8x32xf64>) outs(%77 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x8x1xf64>) outs(%76 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_7 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %79 : tensor<1x8x8x32xf64>, tensor<1x8x8x1xf64>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %80 : tensor<1x8x8x32xf64>, tensor<1x8x8x32xf64>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %82 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<1x8x8x32xf64>) outs(%77 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x8x1xf64>) outs(%76 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_7 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %84 = tensor.empty() : tensor<1x8x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x8x1xf64>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%84 : tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_28 : tensor<1x8x8x32xf32>) outs(%86 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_8 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28, %88 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %90 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %arg21 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %arg22 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %collapsed_29 = tensor.collapse_shape %94 [[0, 1, 2], [3]] : tensor<1x8x8x32xf32> into tensor<64x32xf32>
    %95 = tensor.empty() : tensor<32x128xf32>
    %transposed_30 = linalg.transpose ins(%arg23 : tensor<128x32xf32>) outs(%95 : tensor<32x128xf32>) permutation = [1, 0] 
    %96 = tensor.empty() : tensor<64x128xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %98 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<64x32xf32>, tensor<32x128xf32>) outs(%97 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%98, %arg24 : tensor<64x128xf32>, tensor<128xf32>) outs(%96 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<64x128xf32>
    %expanded_31 = tensor.expand_shape %99 [[0, 1, 2], [3]] output_shape [1, 8, 8, 128] : tensor<64x128xf32> into tensor<1x8x8x128xf32>
    %100 = tensor.empty() : tensor<1x8x8x128xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x8x8x128xf32>) outs(%100 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_6 : f32
      %242 = math.erf %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = arith.mulf %in, %244 : f32
      linalg.yield %245 : f32
    } -> tensor<1x8x8x128xf32>
    %collapsed_32 = tensor.collapse_shape %101 [[0, 1, 2], [3]] : tensor<1x8x8x128xf32> into tensor<64x128xf32>
    %102 = tensor.empty() : tensor<128x32xf32>
    %transposed_33 = linalg.transpose ins(%arg25 : tensor<32x128xf32>) outs(%102 : tensor<128x32xf32>) permutation = [1, 0] 
    %103 = tensor.empty() : tensor<64x32xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %105 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<64x128xf32>, tensor<128x32xf32>) outs(%104 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %106 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%105, %arg26 : tensor<64x32xf32>, tensor<32xf32>) outs(%103 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<64x32xf32>
    %expanded_34 = tensor.expand_shape %106 [[0, 1, 2], [3]] output_shape [1, 8, 8, 32] : tensor<64x32xf32> into tensor<1x8x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg18, %expanded_34 : tensor<32xf32>, tensor<1x8x8x32xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %transposed_35 = linalg.transpose ins(%107 : tensor<1x8x8x32xf32>) outs(%70 : tensor<1x32x8x8xf32>) permutation = [0, 3, 1, 2] 
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %transposed_35 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%70 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x32x8x8xf32>
    %transposed_36 = linalg.transpose ins(%108 : tensor<1x32x8x8xf32>) outs(%73 : tensor<1x8x8x32xf32>) permutation = [0, 2, 3, 1] 
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<1x8x8x32xf32>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x8x8x32xf64>) outs(%77 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x8x1xf64>) outs(%76 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_7 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<1x8x8x32xf64>, tensor<1x8x8x1xf64>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<1x8x8x32xf64>, tensor<1x8x8x32xf64>) outs(%74 : tensor<1x8x8x32xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x32xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x8x8x32xf64>) outs(%77 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x8x8x1xf64>) outs(%76 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_7 : f64
      linalg.yield %241 : f64
    } -> tensor<1x8x8x1xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x8x8x1xf64>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_36 : tensor<1x8x8x32xf32>) outs(%86 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_8 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x8x8x1xf32>) outs(%84 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36, %118 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %120 : tensor<1x8x8x32xf32>, tensor<1x8x8x1xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %arg27 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %arg28 : tensor<1x8x8x32xf32>, tensor<32xf32>) outs(%73 : tensor<1x8x8x32xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x8x8x32xf32>
    %transposed_37 = linalg.transpose ins(%124 : tensor<1x8x8x32xf32>) outs(%70 : tensor<1x32x8x8xf32>) permutation = [0, 3, 1, 2] 
    %125 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted_38 = linalg.broadcast ins(%arg30 : tensor<64xf32>) outs(%125 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_37, %arg29 : tensor<1x32x8x8xf32>, tensor<64x32x2x2xf32>) outs(%broadcasted_38 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %padded_39 = tensor.pad %126 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x10x10xf32>
    %broadcasted_40 = linalg.broadcast ins(%arg33 : tensor<64xf32>) outs(%125 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_41 = tensor.collapse_shape %arg32 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %127 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %collapsed_41 : tensor<1x64x10x10xf32>, tensor<64x7x7xf32>) outs(%broadcasted_40 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %128 = tensor.empty() : tensor<1x4x4x64xf32>
    %transposed_42 = linalg.transpose ins(%127 : tensor<1x64x4x4xf32>) outs(%128 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %129 = tensor.empty() : tensor<1x4x4x64xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42 : tensor<1x4x4x64xf32>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %131 = tensor.empty() : tensor<1x4x4x1xf64>
    %132 = linalg.fill ins(%cst_0 : f64) outs(%131 : tensor<1x4x4x1xf64>) -> tensor<1x4x4x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %134 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %135 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %139 = tensor.empty() : tensor<1x4x4x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x4x4x1xf64>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%139 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_42 : tensor<1x4x4x64xf32>) outs(%141 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_10 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x4x4x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42, %143 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %arg34 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %arg35 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %collapsed_43 = tensor.collapse_shape %149 [[0, 1, 2], [3]] : tensor<1x4x4x64xf32> into tensor<16x64xf32>
    %150 = tensor.empty() : tensor<64x256xf32>
    %transposed_44 = linalg.transpose ins(%arg36 : tensor<256x64xf32>) outs(%150 : tensor<64x256xf32>) permutation = [1, 0] 
    %151 = tensor.empty() : tensor<16x256xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %153 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%152 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%153, %arg37 : tensor<16x256xf32>, tensor<256xf32>) outs(%151 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<16x256xf32>
    %expanded_45 = tensor.expand_shape %154 [[0, 1, 2], [3]] output_shape [1, 4, 4, 256] : tensor<16x256xf32> into tensor<1x4x4x256xf32>
    %155 = tensor.empty() : tensor<1x4x4x256xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x4x4x256xf32>) outs(%155 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_6 : f32
      %242 = math.erf %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = arith.mulf %in, %244 : f32
      linalg.yield %245 : f32
    } -> tensor<1x4x4x256xf32>
    %collapsed_46 = tensor.collapse_shape %156 [[0, 1, 2], [3]] : tensor<1x4x4x256xf32> into tensor<16x256xf32>
    %transposed_47 = linalg.transpose ins(%arg38 : tensor<64x256xf32>) outs(%41 : tensor<256x64xf32>) permutation = [1, 0] 
    %157 = linalg.fill ins(%cst : f32) outs(%40 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %158 = linalg.matmul ins(%collapsed_46, %transposed_47 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%157 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %arg39 : tensor<16x64xf32>, tensor<64xf32>) outs(%40 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %159 [[0, 1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<16x64xf32> into tensor<1x4x4x64xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %expanded_48 : tensor<64xf32>, tensor<1x4x4x64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %transposed_49 = linalg.transpose ins(%160 : tensor<1x4x4x64xf32>) outs(%125 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %transposed_49 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%125 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_50 = tensor.pad %161 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x10x10xf32>
    %broadcasted_51 = linalg.broadcast ins(%arg42 : tensor<64xf32>) outs(%125 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_52 = tensor.collapse_shape %arg41 [[0, 1], [2], [3]] : tensor<64x1x7x7xf32> into tensor<64x7x7xf32>
    %162 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_50, %collapsed_52 : tensor<1x64x10x10xf32>, tensor<64x7x7xf32>) outs(%broadcasted_51 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %transposed_53 = linalg.transpose ins(%162 : tensor<1x64x4x4xf32>) outs(%128 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<1x4x4x64xf32>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %164 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %166 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x4x4x1xf64>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_53 : tensor<1x4x4x64xf32>) outs(%141 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_10 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x4x4x1xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %172 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %174 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %arg43 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %arg44 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %collapsed_54 = tensor.collapse_shape %178 [[0, 1, 2], [3]] : tensor<1x4x4x64xf32> into tensor<16x64xf32>
    %transposed_55 = linalg.transpose ins(%arg45 : tensor<256x64xf32>) outs(%150 : tensor<64x256xf32>) permutation = [1, 0] 
    %179 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%152 : tensor<16x256xf32>) -> tensor<16x256xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %arg46 : tensor<16x256xf32>, tensor<256xf32>) outs(%151 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<16x256xf32>
    %expanded_56 = tensor.expand_shape %180 [[0, 1, 2], [3]] output_shape [1, 4, 4, 256] : tensor<16x256xf32> into tensor<1x4x4x256xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x4x4x256xf32>) outs(%155 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_6 : f32
      %242 = math.erf %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = arith.mulf %in, %244 : f32
      linalg.yield %245 : f32
    } -> tensor<1x4x4x256xf32>
    %collapsed_57 = tensor.collapse_shape %181 [[0, 1, 2], [3]] : tensor<1x4x4x256xf32> into tensor<16x256xf32>
    %transposed_58 = linalg.transpose ins(%arg47 : tensor<64x256xf32>) outs(%41 : tensor<256x64xf32>) permutation = [1, 0] 
    %182 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%157 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%182, %arg48 : tensor<16x64xf32>, tensor<64xf32>) outs(%40 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<16x64xf32>
    %expanded_59 = tensor.expand_shape %183 [[0, 1, 2], [3]] output_shape [1, 4, 4, 64] : tensor<16x64xf32> into tensor<1x4x4x64xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg40, %expanded_59 : tensor<64xf32>, tensor<1x4x4x64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %transposed_60 = linalg.transpose ins(%184 : tensor<1x4x4x64xf32>) outs(%125 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %transposed_60 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%125 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x64x4x4xf32>
    %transposed_61 = linalg.transpose ins(%185 : tensor<1x64x4x4xf32>) outs(%128 : tensor<1x4x4x64xf32>) permutation = [0, 2, 3, 1] 
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61 : tensor<1x4x4x64xf32>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%186 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %188 : tensor<1x4x4x64xf64>, tensor<1x4x4x1xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %189 : tensor<1x4x4x64xf64>, tensor<1x4x4x64xf64>) outs(%129 : tensor<1x4x4x64xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x64xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<1x4x4x64xf64>) outs(%132 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x4x4x1xf64>) outs(%131 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_9 : f64
      linalg.yield %241 : f64
    } -> tensor<1x4x4x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x4x4x1xf64>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_61 : tensor<1x4x4x64xf32>) outs(%141 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_10 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x4x4x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x4x4x1xf32>) outs(%139 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_61, %195 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<1x4x4x64xf32>, tensor<1x4x4x1xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %arg49 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %arg50 : tensor<1x4x4x64xf32>, tensor<64xf32>) outs(%128 : tensor<1x4x4x64xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x4x4x64xf32>
    %transposed_62 = linalg.transpose ins(%201 : tensor<1x4x4x64xf32>) outs(%125 : tensor<1x64x4x4xf32>) permutation = [0, 3, 1, 2] 
    %202 = tensor.empty() : tensor<1x128x2x2xf32>
    %broadcasted_63 = linalg.broadcast ins(%arg52 : tensor<128xf32>) outs(%202 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_62, %arg51 : tensor<1x64x4x4xf32>, tensor<128x64x2x2xf32>) outs(%broadcasted_63 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %padded_64 = tensor.pad %203 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg64: index, %arg65: index, %arg66: index, %arg67: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x8x8xf32>
    %broadcasted_65 = linalg.broadcast ins(%arg55 : tensor<128xf32>) outs(%202 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_66 = tensor.collapse_shape %arg54 [[0, 1], [2], [3]] : tensor<128x1x7x7xf32> into tensor<128x7x7xf32>
    %204 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %collapsed_66 : tensor<1x128x8x8xf32>, tensor<128x7x7xf32>) outs(%broadcasted_65 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %205 = tensor.empty() : tensor<1x2x2x128xf32>
    %transposed_67 = linalg.transpose ins(%204 : tensor<1x128x2x2xf32>) outs(%205 : tensor<1x2x2x128xf32>) permutation = [0, 2, 3, 1] 
    %206 = tensor.empty() : tensor<1x2x2x128xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<1x2x2x128xf32>) outs(%206 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %241 = arith.extf %in : f32 to f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x128xf64>
    %208 = tensor.empty() : tensor<1x2x2x1xf64>
    %209 = linalg.fill ins(%cst_0 : f64) outs(%208 : tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<1x2x2x128xf64>) outs(%209 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<1x2x2x1xf64>) outs(%208 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_11 : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %211 : tensor<1x2x2x128xf64>, tensor<1x2x2x1xf64>) outs(%206 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.subf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x128xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %212 : tensor<1x2x2x128xf64>, tensor<1x2x2x128xf64>) outs(%206 : tensor<1x2x2x128xf64>) {
    ^bb0(%in: f64, %in_75: f64, %out: f64):
      %241 = arith.mulf %in, %in_75 : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x128xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%213 : tensor<1x2x2x128xf64>) outs(%209 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.addf %in, %out : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x1xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x2x2x1xf64>) outs(%208 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %241 = arith.divf %in, %cst_11 : f64
      linalg.yield %241 : f64
    } -> tensor<1x2x2x1xf64>
    %216 = tensor.empty() : tensor<1x2x2x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x2x2x1xf64>) outs(%216 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %241 = arith.truncf %in : f64 to f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x1xf32>
    %218 = linalg.fill ins(%cst : f32) outs(%216 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_67 : tensor<1x2x2x128xf32>) outs(%218 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.addf %in, %out : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x2x2x1xf32>) outs(%216 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_12 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x1xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x2x2x1xf32>) outs(%216 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.truncf %cst_3 : f64 to f32
      %242 = arith.addf %in, %241 : f32
      linalg.yield %242 : f32
    } -> tensor<1x2x2x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x2x2x1xf32>) outs(%216 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = math.rsqrt %in : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x1xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67, %220 : tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) outs(%205 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.subf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x128xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %222 : tensor<1x2x2x128xf32>, tensor<1x2x2x1xf32>) outs(%205 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x128xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %arg56 : tensor<1x2x2x128xf32>, tensor<128xf32>) outs(%205 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x128xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %arg57 : tensor<1x2x2x128xf32>, tensor<128xf32>) outs(%205 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x128xf32>
    %collapsed_68 = tensor.collapse_shape %226 [[0, 1, 2], [3]] : tensor<1x2x2x128xf32> into tensor<4x128xf32>
    %227 = tensor.empty() : tensor<128x512xf32>
    %transposed_69 = linalg.transpose ins(%arg58 : tensor<512x128xf32>) outs(%227 : tensor<128x512xf32>) permutation = [1, 0] 
    %228 = tensor.empty() : tensor<4x512xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %230 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<4x128xf32>, tensor<128x512xf32>) outs(%229 : tensor<4x512xf32>) -> tensor<4x512xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%230, %arg59 : tensor<4x512xf32>, tensor<512xf32>) outs(%228 : tensor<4x512xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<4x512xf32>
    %expanded_70 = tensor.expand_shape %231 [[0, 1, 2], [3]] output_shape [1, 2, 2, 512] : tensor<4x512xf32> into tensor<1x2x2x512xf32>
    %232 = tensor.empty() : tensor<1x2x2x512xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<1x2x2x512xf32>) outs(%232 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %241 = arith.divf %in, %cst_6 : f32
      %242 = math.erf %241 : f32
      %243 = arith.addf %242, %cst_1 : f32
      %244 = arith.mulf %243, %cst_2 : f32
      %245 = arith.mulf %in, %244 : f32
      linalg.yield %245 : f32
    } -> tensor<1x2x2x512xf32>
    %collapsed_71 = tensor.collapse_shape %233 [[0, 1, 2], [3]] : tensor<1x2x2x512xf32> into tensor<4x512xf32>
    %234 = tensor.empty() : tensor<512x128xf32>
    %transposed_72 = linalg.transpose ins(%arg60 : tensor<128x512xf32>) outs(%234 : tensor<512x128xf32>) permutation = [1, 0] 
    %235 = tensor.empty() : tensor<4x128xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%235 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %237 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<4x512xf32>, tensor<512x128xf32>) outs(%236 : tensor<4x128xf32>) -> tensor<4x128xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%237, %arg61 : tensor<4x128xf32>, tensor<128xf32>) outs(%235 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<4x128xf32>
    %expanded_73 = tensor.expand_shape %238 [[0, 1, 2], [3]] output_shape [1, 2, 2, 128] : tensor<4x128xf32> into tensor<1x2x2x128xf32>
    %239 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg53, %expanded_73 : tensor<128xf32>, tensor<1x2x2x128xf32>) outs(%205 : tensor<1x2x2x128xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.mulf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x2x2x128xf32>
    %transposed_74 = linalg.transpose ins(%239 : tensor<1x2x2x128xf32>) outs(%202 : tensor<1x128x2x2xf32>) permutation = [0, 3, 1, 2] 
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %transposed_74 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%202 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_75: f32, %out: f32):
      %241 = arith.addf %in, %in_75 : f32
      linalg.yield %241 : f32
    } -> tensor<1x128x2x2xf32>
    return %240 : tensor<1x128x2x2xf32>
  }
}

