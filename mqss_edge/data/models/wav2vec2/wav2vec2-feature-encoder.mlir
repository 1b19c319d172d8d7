// models-v1/wav2vec2-feature-encoder: Wav2Vec2 feature encoder: strided conv1d stack over 0.1 s of 16 kHz audio
// transformers Wav2Vec2Config -> Wav2Vec2Model.feature_extractor, inputs 1x1600xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 6 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @main(%arg0: tensor<1x1600xf32>, %arg1: tensor<32x1x10xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32x3xf32>, %arg5: tensor<32x32x3xf32>, %arg6: tensor<32x32x2xf32>) -> tensor<1x32x39xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 3.190000e+02 : f64
    %cst_5 = arith.constant 3.190000e+02 : f32
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %cst_8 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_2> : tensor<1x32xi64>
    %cst_10 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_3> : tensor<1x32xi64>
    %cst_11 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_4> : tensor<1x32xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_5> : tensor<1x32xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_6> : tensor<1x32xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_7> : tensor<1x32xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [1, 1, 1600] : tensor<1x1600xf32> into tensor<1x1x1600xf32>
    %0 = tensor.empty() : tensor<1x32x319xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %arg1 : tensor<1x1x1600xf32>, tensor<32x1x10xf32>) outs(%1 : tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %expanded_15 = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [1, 32, 1, 319] : tensor<1x32x319xf32> into tensor<1x32x1x319xf32>
    %3 = tensor.empty() : tensor<1x32x1x319xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x32x1x319xf32>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f32, %out: f64):
      %42 = arith.extf %in : f32 to f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x319xf64>
    %5 = tensor.empty() : tensor<1x32x1x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%4 : tensor<1x32x1x319xf64>) outs(%6 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %42 = arith.addf %in, %out : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x32x1x1xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %42 = arith.divf %in, %cst_4 : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x32x1x319xf64>, tensor<1x32x1x1xf64>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %42 = arith.subf %in, %in_20 : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x319xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x32x1x319xf64>, tensor<1x32x1x319xf64>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f64, %in_20: f64, %out: f64):
      %42 = arith.mulf %in, %in_20 : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x319xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%10 : tensor<1x32x1x319xf64>) outs(%6 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %42 = arith.addf %in, %out : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x32x1x1xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %42 = arith.divf %in, %cst_4 : f64
      linalg.yield %42 : f64
    } -> tensor<1x32x1x1xf64>
    %13 = tensor.empty() : tensor<1x32x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x32x1x1xf64>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %42 = arith.truncf %in : f64 to f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_15 : tensor<1x32x1x319xf32>) outs(%15 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.addf %in, %out : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_5 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.truncf %cst_3 : f64 to f32
      %43 = arith.addf %in, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<1x32x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.rsqrt %in : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %expanded_16 = tensor.expand_shape %arg2 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_16 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %42 = arith.mulf %in, %in_20 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.negf %in : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %42 = arith.mulf %in, %in_20 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %expanded_17 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_17 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %42 = arith.addf %in, %in_20 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x1x1xf32>
    %24 = tensor.empty() : tensor<1x32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %cst_8, %cst_9, %cst_10 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%24 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_20: i64, %in_21: i64, %in_22: i64, %out: f32):
      %42 = arith.cmpi slt, %in, %c0_i64 : i64
      %43 = arith.addi %in, %c1_i64 : i64
      %44 = arith.select %42, %43, %in : i64
      %45 = arith.index_cast %44 : i64 to index
      %46 = arith.cmpi slt, %in_20, %c0_i64 : i64
      %47 = arith.addi %in_20, %c32_i64 : i64
      %48 = arith.select %46, %47, %in_20 : i64
      %49 = arith.index_cast %48 : i64 to index
      %50 = arith.cmpi slt, %in_21, %c0_i64 : i64
      %51 = arith.addi %in_21, %c1_i64 : i64
      %52 = arith.select %50, %51, %in_21 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi slt, %in_22, %c0_i64 : i64
      %55 = arith.addi %in_22, %c1_i64 : i64
      %56 = arith.select %54, %55, %in_22 : i64
      %57 = arith.index_cast %56 : i64 to index
      %extracted = tensor.extract %20[%45, %49, %53, %57] : tensor<1x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_11, %cst_12, %cst_13, %cst_14 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%24 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_20: i64, %in_21: i64, %in_22: i64, %out: f32):
      %42 = arith.cmpi slt, %in, %c0_i64 : i64
      %43 = arith.addi %in, %c1_i64 : i64
      %44 = arith.select %42, %43, %in : i64
      %45 = arith.index_cast %44 : i64 to index
      %46 = arith.cmpi slt, %in_20, %c0_i64 : i64
      %47 = arith.addi %in_20, %c32_i64 : i64
      %48 = arith.select %46, %47, %in_20 : i64
      %49 = arith.index_cast %48 : i64 to index
      %50 = arith.cmpi slt, %in_21, %c0_i64 : i64
      %51 = arith.addi %in_21, %c1_i64 : i64
      %52 = arith.select %50, %51, %in_21 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi slt, %in_22, %c0_i64 : i64
      %55 = arith.addi %in_22, %c1_i64 : i64
      %56 = arith.select %54, %55, %in_22 : i64
      %57 = arith.index_cast %56 : i64 to index
      %extracted = tensor.extract %23[%45, %49, %53, %57] : tensor<1x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_18 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32>
    %expanded_19 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_18 : tensor<1x32x319xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %42 = arith.mulf %in, %in_20 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x319xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %expanded_19 : tensor<1x32x319xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %42 = arith.addf %in, %in_20 : f32
      linalg.yield %42 : f32
    } -> tensor<1x32x319xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x32x319xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_6 : f32
      %43 = math.erf %42 : f32
      %44 = arith.addf %43, %cst_1 : f32
      %45 = arith.mulf %44, %cst_2 : f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x319xf32>
    %30 = tensor.empty() : tensor<1x32x159xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %32 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%29, %arg4 : tensor<1x32x319xf32>, tensor<32x32x3xf32>) outs(%31 : tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x32x159xf32>) outs(%30 : tensor<1x32x159xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_6 : f32
      %43 = math.erf %42 : f32
      %44 = arith.addf %43, %cst_1 : f32
      %45 = arith.mulf %44, %cst_2 : f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x159xf32>
    %34 = tensor.empty() : tensor<1x32x79xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %36 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%33, %arg5 : tensor<1x32x159xf32>, tensor<32x32x3xf32>) outs(%35 : tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x32x79xf32>) outs(%34 : tensor<1x32x79xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_6 : f32
      %43 = math.erf %42 : f32
      %44 = arith.addf %43, %cst_1 : f32
      %45 = arith.mulf %44, %cst_2 : f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x79xf32>
    %38 = tensor.empty() : tensor<1x32x39xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %40 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%37, %arg6 : tensor<1x32x79xf32>, tensor<32x32x2xf32>) outs(%39 : tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x32x39xf32>) outs(%38 : tensor<1x32x39xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.divf %in, %cst_6 : f32
      %43 = math.erf %42 : f32
      %44 = arith.addf %43, %cst_1 : f32
      %45 = arith.mulf %44, %cst_2 : f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x39xf32>
    return %41 : tensor<1x32x39xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_1: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_2: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_5: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_6: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

