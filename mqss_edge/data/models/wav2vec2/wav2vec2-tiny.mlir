// models-v1/wav2vec2-tiny: Wav2Vec2: feature encoder, positional conv, one transformer layer
// transformers Wav2Vec2Config -> AutoModel, inputs 1x1600xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 32 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x1600xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x1x10xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32x3xf32>, %arg6: tensor<32x32x3xf32>, %arg7: tensor<32x32x2xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<1x1x16xf32>, %arg14: tensor<32x8x16xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<64xf32>, %arg29: tensor<32x64xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>) -> tensor<1x39x32xf32> {
    %c32_i64 = arith.constant 32 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 3.190000e+02 : f64
    %cst_8 = arith.constant 3.190000e+02 : f32
    %cst_9 = arith.constant 1.41421354 : f32
    %cst_10 = arith.constant 3.200000e+01 : f64
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant 2.500000e-01 : f32
    %cst_13 = arith.constant 2.000000e+00 : f32
    %cst_14 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_16 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_2> : tensor<1x32xi64>
    %cst_17 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_3> : tensor<1x32xi64>
    %cst_18 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_4> : tensor<1x32xi64>
    %cst_19 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_5> : tensor<1x32xi64>
    %cst_20 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_6> : tensor<1x32xi64>
    %cst_21 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_7> : tensor<1x32xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [1, 1, 1600] : tensor<1x1600xf32> into tensor<1x1x1600xf32>
    %0 = tensor.empty() : tensor<1x32x319xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %arg2 : tensor<1x1x1600xf32>, tensor<32x1x10xf32>) outs(%1 : tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %expanded_22 = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [1, 32, 1, 319] : tensor<1x32x319xf32> into tensor<1x32x1x319xf32>
    %3 = tensor.empty() : tensor<1x32x1x319xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x32x1x319xf32>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f32, %out: f64):
      %179 = arith.extf %in : f32 to f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x319xf64>
    %5 = tensor.empty() : tensor<1x32x1x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%4 : tensor<1x32x1x319xf64>) outs(%6 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x32x1x1xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_7 : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x32x1x319xf64>, tensor<1x32x1x1xf64>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.subf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x319xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x32x1x319xf64>, tensor<1x32x1x319xf64>) outs(%3 : tensor<1x32x1x319xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.mulf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x319xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%10 : tensor<1x32x1x319xf64>) outs(%6 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x32x1x1xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_7 : f64
      linalg.yield %179 : f64
    } -> tensor<1x32x1x1xf64>
    %13 = tensor.empty() : tensor<1x32x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x32x1x1xf64>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %179 = arith.truncf %in : f64 to f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_22 : tensor<1x32x1x319xf32>) outs(%15 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_8 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.truncf %cst_6 : f64 to f32
      %180 = arith.addf %in, %179 : f32
      linalg.yield %180 : f32
    } -> tensor<1x32x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.rsqrt %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %expanded_23 = tensor.expand_shape %arg3 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_23 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.negf %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %expanded_24 = tensor.expand_shape %arg4 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_24 : tensor<1x32x1x1xf32>, tensor<1x32x1x1xf32>) outs(%13 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x1x1xf32>
    %24 = tensor.empty() : tensor<1x32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_14, %cst_15, %cst_16, %cst_17 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%24 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_65: i64, %in_66: i64, %in_67: i64, %out: f32):
      %179 = arith.cmpi slt, %in, %c0_i64 : i64
      %180 = arith.addi %in, %c1_i64 : i64
      %181 = arith.select %179, %180, %in : i64
      %182 = arith.index_cast %181 : i64 to index
      %183 = arith.cmpi slt, %in_65, %c0_i64 : i64
      %184 = arith.addi %in_65, %c32_i64 : i64
      %185 = arith.select %183, %184, %in_65 : i64
      %186 = arith.index_cast %185 : i64 to index
      %187 = arith.cmpi slt, %in_66, %c0_i64 : i64
      %188 = arith.addi %in_66, %c1_i64 : i64
      %189 = arith.select %187, %188, %in_66 : i64
      %190 = arith.index_cast %189 : i64 to index
      %191 = arith.cmpi slt, %in_67, %c0_i64 : i64
      %192 = arith.addi %in_67, %c1_i64 : i64
      %193 = arith.select %191, %192, %in_67 : i64
      %194 = arith.index_cast %193 : i64 to index
      %extracted = tensor.extract %20[%182, %186, %190, %194] : tensor<1x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %cst_19, %cst_20, %cst_21 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%24 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_65: i64, %in_66: i64, %in_67: i64, %out: f32):
      %179 = arith.cmpi slt, %in, %c0_i64 : i64
      %180 = arith.addi %in, %c1_i64 : i64
      %181 = arith.select %179, %180, %in : i64
      %182 = arith.index_cast %181 : i64 to index
      %183 = arith.cmpi slt, %in_65, %c0_i64 : i64
      %184 = arith.addi %in_65, %c32_i64 : i64
      %185 = arith.select %183, %184, %in_65 : i64
      %186 = arith.index_cast %185 : i64 to index
      %187 = arith.cmpi slt, %in_66, %c0_i64 : i64
      %188 = arith.addi %in_66, %c1_i64 : i64
      %189 = arith.select %187, %188, %in_66 : i64
      %190 = arith.index_cast %189 : i64 to index
      %191 = arith.cmpi slt, %in_67, %c0_i64 : i64
      %192 = arith.addi %in_67, %c1_i64 : i64
      %193 = arith.select %191, %192, %in_67 : i64
      %194 = arith.index_cast %193 : i64 to index
      %extracted = tensor.extract %23[%182, %186, %190, %194] : tensor<1x32x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_25 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32>
    %expanded_26 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [1, 32, 1] : tensor<1x32xf32> into tensor<1x32x1xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_25 : tensor<1x32x319xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x319xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %expanded_26 : tensor<1x32x319xf32>, tensor<1x32x1xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x32x319xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x32x319xf32>) outs(%0 : tensor<1x32x319xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x32x319xf32>
    %30 = tensor.empty() : tensor<1x32x159xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %32 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%29, %arg5 : tensor<1x32x319xf32>, tensor<32x32x3xf32>) outs(%31 : tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x32x159xf32>) outs(%30 : tensor<1x32x159xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x32x159xf32>
    %34 = tensor.empty() : tensor<1x32x79xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %36 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%33, %arg6 : tensor<1x32x159xf32>, tensor<32x32x3xf32>) outs(%35 : tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x32x79xf32>) outs(%34 : tensor<1x32x79xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x32x79xf32>
    %38 = tensor.empty() : tensor<1x32x39xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %40 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%37, %arg7 : tensor<1x32x79xf32>, tensor<32x32x2xf32>) outs(%39 : tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x32x39xf32>) outs(%38 : tensor<1x32x39xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x32x39xf32>
    %42 = tensor.empty() : tensor<1x39x32xf32>
    %transposed = linalg.transpose ins(%41 : tensor<1x32x39xf32>) outs(%42 : tensor<1x39x32xf32>) permutation = [0, 2, 1] 
    %43 = tensor.empty() : tensor<1x39x32xf64>
    %44 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x39x32xf32>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %179 = arith.extf %in : f32 to f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %45 = tensor.empty() : tensor<1x39x1xf64>
    %46 = linalg.fill ins(%cst_0 : f64) outs(%45 : tensor<1x39x1xf64>) -> tensor<1x39x1xf64>
    %47 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %49 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %48 : tensor<1x39x32xf64>, tensor<1x39x1xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.subf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %50 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %49 : tensor<1x39x32xf64>, tensor<1x39x32xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.mulf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %51 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%50 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %53 = tensor.empty() : tensor<1x39x1xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x39x1xf64>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %179 = arith.truncf %in : f64 to f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x39x1xf32>) -> tensor<1x39x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x39x32xf32>) outs(%55 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_11 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.truncf %cst_6 : f64 to f32
      %180 = arith.addf %in, %179 : f32
      linalg.yield %180 : f32
    } -> tensor<1x39x1xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.rsqrt %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %57 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.subf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %59 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %arg8 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %arg9 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %collapsed = tensor.collapse_shape %63 [[0, 1], [2]] : tensor<1x39x32xf32> into tensor<39x32xf32>
    %64 = tensor.empty() : tensor<32x32xf32>
    %transposed_27 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<39x32xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %67 = linalg.matmul ins(%collapsed, %transposed_27 : tensor<39x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %arg11 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_28 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [1, 39, 32] : tensor<39x32xf32> into tensor<1x39x32xf32>
    %69 = tensor.empty() : tensor<39xi64>
    %70 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%69 : tensor<39xi64>) {
    ^bb0(%out: i64):
      %179 = linalg.index 0 : index
      %180 = arith.index_cast %179 : index to i64
      linalg.yield %180 : i64
    } -> tensor<39xi64>
    %expanded_29 = tensor.expand_shape %70 [[0, 1, 2, 3]] output_shape [1, 1, 39, 1] : tensor<39xi64> into tensor<1x1x39x1xi64>
    %71 = tensor.empty() : tensor<1x1x39x1xi1>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x1x39x1xi64>) outs(%71 : tensor<1x1x39x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %179 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %179 : i1
    } -> tensor<1x1x39x1xi1>
    %73 = tensor.empty() : tensor<1x1x39x39xi1>
    %collapsed_30 = tensor.collapse_shape %72 [[0], [1], [2, 3]] : tensor<1x1x39x1xi1> into tensor<1x1x39xi1>
    %74 = linalg.generic {indexing_maps = [#map10, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_30 : tensor<1x1x39xi1>) outs(%73 : tensor<1x1x39x39xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x39x39xi1>
    %75 = tensor.empty() : tensor<1x1x39x39xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map11, #map11, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %cst_5, %cst_4 : tensor<1x1x39x39xi1>, tensor<f32>, tensor<f32>) outs(%75 : tensor<1x1x39x39xf32>) {
    ^bb0(%in: i1, %in_65: f32, %in_66: f32, %out: f32):
      %179 = arith.select %in, %in_65, %in_66 : f32
      linalg.yield %179 : f32
    } -> tensor<1x1x39x39xf32>
    %transposed_31 = linalg.transpose ins(%expanded_28 : tensor<1x39x32xf32>) outs(%38 : tensor<1x32x39xf32>) permutation = [0, 2, 1] 
    %77 = tensor.empty() : tensor<1x1x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map12], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg14 : tensor<32x8x16xf32>) outs(%78 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.absf %in : f32
      %180 = math.powf %179, %cst_13 : f32
      %181 = arith.addf %180, %out : f32
      linalg.yield %181 : f32
    } -> tensor<1x1x16xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x1x16xf32>) outs(%77 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.powf %in, %cst_2 : f32
      linalg.yield %179 : f32
    } -> tensor<1x1x16xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %80 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%77 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.divf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x1x16xf32>
    %82 = tensor.empty() : tensor<32x8x16xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map12, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %81 : tensor<32x8x16xf32>, tensor<1x1x16xf32>) outs(%82 : tensor<32x8x16xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<32x8x16xf32>
    %expanded_32 = tensor.expand_shape %transposed_31 [[0], [1], [2, 3]] output_shape [1, 32, 39, 1] : tensor<1x32x39xf32> into tensor<1x32x39x1xf32>
    %padded = tensor.pad %expanded_32 low[0, 0, 8, 0] high[0, 0, 8, 0] {
    ^bb0(%arg33: index, %arg34: index, %arg35: index, %arg36: index):
      tensor.yield %cst : f32
    } : tensor<1x32x39x1xf32> to tensor<1x32x55x1xf32>
    %84 = tensor.empty() : tensor<1x32x40x1xf32>
    %broadcasted = linalg.broadcast ins(%arg12 : tensor<32xf32>) outs(%84 : tensor<1x32x40x1xf32>) dimensions = [0, 2, 3] 
    %expanded_33 = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 55, 1] : tensor<1x32x55x1xf32> into tensor<1x4x8x55x1xf32>
    %expanded_34 = tensor.expand_shape %83 [[0, 1], [2], [3, 4]] output_shape [4, 8, 8, 16, 1] : tensor<32x8x16xf32> into tensor<4x8x8x16x1xf32>
    %expanded_35 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [1, 4, 8, 40, 1] : tensor<1x32x40x1xf32> into tensor<1x4x8x40x1xf32>
    %85 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_33, %expanded_34 : tensor<1x4x8x55x1xf32>, tensor<4x8x8x16x1xf32>) outs(%expanded_35 : tensor<1x4x8x40x1xf32>) -> tensor<1x4x8x40x1xf32>
    %collapsed_36 = tensor.collapse_shape %85 [[0], [1, 2], [3, 4]] : tensor<1x4x8x40x1xf32> into tensor<1x32x40xf32>
    %extracted_slice = tensor.extract_slice %collapsed_36[0, 0, 0] [1, 32, 39] [1, 1, 1] : tensor<1x32x40xf32> to tensor<1x32x39xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x32x39xf32>) outs(%38 : tensor<1x32x39xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x32x39xf32>
    %transposed_37 = linalg.transpose ins(%86 : tensor<1x32x39xf32>) outs(%42 : tensor<1x39x32xf32>) permutation = [0, 2, 1] 
    %87 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %transposed_37 : tensor<1x39x32xf32>, tensor<1x39x32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x39x32xf32>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %179 = arith.extf %in : f32 to f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %89 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %90 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<1x39x32xf64>, tensor<1x39x1xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.subf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %92 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %91 : tensor<1x39x32xf64>, tensor<1x39x32xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.mulf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %93 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %94 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %95 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x39x1xf64>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %179 = arith.truncf %in : f64 to f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x39x32xf32>) outs(%55 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %97 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_11 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %98 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.truncf %cst_6 : f64 to f32
      %180 = arith.addf %in, %179 : f32
      linalg.yield %180 : f32
    } -> tensor<1x39x1xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.rsqrt %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %97 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.subf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %102 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %arg15 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg16 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %collapsed_38 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x39x32xf32> into tensor<39x32xf32>
    %transposed_39 = linalg.transpose ins(%arg21 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<39x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%104, %arg22 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_40 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [1, 39, 2, 16] : tensor<39x32xf32> into tensor<1x39x2x16xf32>
    %106 = tensor.empty() : tensor<1x2x39x16xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x39x2x16xf32>) outs(%106 : tensor<1x2x39x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%arg17 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_38, %transposed_42 : tensor<39x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %arg18 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_43 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [1, 39, 2, 16] : tensor<39x32xf32> into tensor<1x39x2x16xf32>
    %transposed_44 = linalg.transpose ins(%arg19 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_38, %transposed_44 : tensor<39x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%109, %arg20 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_45 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [1, 39, 2, 16] : tensor<39x32xf32> into tensor<1x39x2x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x39x2x16xf32>) outs(%106 : tensor<1x2x39x16xf32>) permutation = [0, 2, 1, 3] 
    %111 = tensor.empty() : tensor<1x2x16x39xf32>
    %transposed_47 = linalg.transpose ins(%expanded_43 : tensor<1x39x2x16xf32>) outs(%111 : tensor<1x2x16x39xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_48 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<1x2x39x16xf32> into tensor<2x39x16xf32>
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x2x16x39xf32> into tensor<2x16x39xf32>
    %112 = tensor.empty() : tensor<2x39x39xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<2x39x39xf32>) -> tensor<2x39x39xf32>
    %114 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<2x39x16xf32>, tensor<2x16x39xf32>) outs(%113 : tensor<2x39x39xf32>) -> tensor<2x39x39xf32>
    %expanded_50 = tensor.expand_shape %114 [[0, 1], [2], [3]] output_shape [1, 2, 39, 39] : tensor<2x39x39xf32> into tensor<1x2x39x39xf32>
    %115 = tensor.empty() : tensor<1x2x39x39xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x2x39x39xf32>) outs(%115 : tensor<1x2x39x39xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.mulf %in, %cst_12 : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x39xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map13, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %76 : tensor<1x2x39x39xf32>, tensor<1x1x39x39xf32>) outs(%115 : tensor<1x2x39x39xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x39xf32>
    %118 = tensor.empty() : tensor<1x2x39xi64>
    %119 = linalg.fill ins(%c0_i64 : i64) outs(%118 : tensor<1x2x39xi64>) -> tensor<1x2x39xi64>
    %120 = tensor.empty() : tensor<1x2x39xf32>
    %121 = linalg.fill ins(%cst_3 : f32) outs(%120 : tensor<1x2x39xf32>) -> tensor<1x2x39xf32>
    %122:2 = linalg.generic {indexing_maps = [#map, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<1x2x39x39xf32>) outs(%121, %119 : tensor<1x2x39xf32>, tensor<1x2x39xi64>) {
    ^bb0(%in: f32, %out: f32, %out_65: i64):
      %179 = linalg.index 3 : index
      %180 = arith.index_cast %179 : index to i64
      %181 = arith.maximumf %in, %out : f32
      %182 = arith.cmpf ogt, %in, %out : f32
      %183 = arith.select %182, %180, %out_65 : i64
      linalg.yield %181, %183 : f32, i64
    } -> (tensor<1x2x39xf32>, tensor<1x2x39xi64>)
    %expanded_51 = tensor.expand_shape %122#0 [[0], [1], [2, 3]] output_shape [1, 2, 39, 1] : tensor<1x2x39xf32> into tensor<1x2x39x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_51 : tensor<1x2x39x39xf32>, tensor<1x2x39x1xf32>) outs(%115 : tensor<1x2x39x39xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.subf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x39xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x2x39x39xf32>) outs(%115 : tensor<1x2x39x39xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.exp %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x39xf32>
    %125 = tensor.empty() : tensor<1x2x39x1xf32>
    %126 = linalg.fill ins(%cst : f32) outs(%125 : tensor<1x2x39x1xf32>) -> tensor<1x2x39x1xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x2x39x39xf32>) outs(%126 : tensor<1x2x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %127 : tensor<1x2x39x39xf32>, tensor<1x2x39x1xf32>) outs(%115 : tensor<1x2x39x39xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.divf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x2x39x39xf32>
    %collapsed_52 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<1x2x39x39xf32> into tensor<2x39x39xf32>
    %collapsed_53 = tensor.collapse_shape %transposed_46 [[0, 1], [2], [3]] : tensor<1x2x39x16xf32> into tensor<2x39x16xf32>
    %129 = tensor.empty() : tensor<2x39x16xf32>
    %130 = linalg.fill ins(%cst : f32) outs(%129 : tensor<2x39x16xf32>) -> tensor<2x39x16xf32>
    %131 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<2x39x39xf32>, tensor<2x39x16xf32>) outs(%130 : tensor<2x39x16xf32>) -> tensor<2x39x16xf32>
    %expanded_54 = tensor.expand_shape %131 [[0, 1], [2], [3]] output_shape [1, 2, 39, 16] : tensor<2x39x16xf32> into tensor<1x2x39x16xf32>
    %132 = tensor.empty() : tensor<1x39x2x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x2x39x16xf32>) outs(%132 : tensor<1x39x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<1x39x2x16xf32> into tensor<39x32xf32>
    %transposed_57 = linalg.transpose ins(%arg23 : tensor<32x32xf32>) outs(%64 : tensor<32x32xf32>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<39x32xf32>, tensor<32x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%133, %arg24 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_58 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [1, 39, 32] : tensor<39x32xf32> into tensor<1x39x32xf32>
    %135 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_58 : tensor<1x39x32xf32>, tensor<1x39x32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %136 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x39x32xf32>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %179 = arith.extf %in : f32 to f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %137 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %138 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %139 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<1x39x32xf64>, tensor<1x39x1xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.subf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %140 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %139 : tensor<1x39x32xf64>, tensor<1x39x32xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.mulf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %141 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %142 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %143 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x39x1xf64>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %179 = arith.truncf %in : f64 to f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<1x39x32xf32>) outs(%55 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_11 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %146 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.truncf %cst_6 : f64 to f32
      %180 = arith.addf %in, %179 : f32
      linalg.yield %180 : f32
    } -> tensor<1x39x1xf32>
    %147 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.rsqrt %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %145 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.subf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %147 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %arg25 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %arg26 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %collapsed_59 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<1x39x32xf32> into tensor<39x32xf32>
    %152 = tensor.empty() : tensor<32x64xf32>
    %transposed_60 = linalg.transpose ins(%arg27 : tensor<64x32xf32>) outs(%152 : tensor<32x64xf32>) permutation = [1, 0] 
    %153 = tensor.empty() : tensor<39x64xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<39x64xf32>) -> tensor<39x64xf32>
    %155 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<39x32xf32>, tensor<32x64xf32>) outs(%154 : tensor<39x64xf32>) -> tensor<39x64xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%155, %arg28 : tensor<39x64xf32>, tensor<64xf32>) outs(%153 : tensor<39x64xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x64xf32>
    %expanded_61 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, 39, 64] : tensor<39x64xf32> into tensor<1x39x64xf32>
    %157 = tensor.empty() : tensor<1x39x64xf32>
    %158 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x39x64xf32>) outs(%157 : tensor<1x39x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_9 : f32
      %180 = math.erf %179 : f32
      %181 = arith.addf %180, %cst_1 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x39x64xf32>
    %collapsed_62 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<1x39x64xf32> into tensor<39x64xf32>
    %159 = tensor.empty() : tensor<64x32xf32>
    %transposed_63 = linalg.transpose ins(%arg29 : tensor<32x64xf32>) outs(%159 : tensor<64x32xf32>) permutation = [1, 0] 
    %160 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<39x64xf32>, tensor<64x32xf32>) outs(%66 : tensor<39x32xf32>) -> tensor<39x32xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%160, %arg30 : tensor<39x32xf32>, tensor<32xf32>) outs(%65 : tensor<39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<39x32xf32>
    %expanded_64 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [1, 39, 32] : tensor<39x32xf32> into tensor<1x39x32xf32>
    %162 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_64 : tensor<1x39x32xf32>, tensor<1x39x32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x39x32xf32>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %179 = arith.extf %in : f32 to f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %164 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %165 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %166 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<1x39x32xf64>, tensor<1x39x1xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.subf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %167 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %166 : tensor<1x39x32xf64>, tensor<1x39x32xf64>) outs(%43 : tensor<1x39x32xf64>) {
    ^bb0(%in: f64, %in_65: f64, %out: f64):
      %179 = arith.mulf %in, %in_65 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x32xf64>
    %168 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<1x39x32xf64>) outs(%46 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.addf %in, %out : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %169 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x39x1xf64>) outs(%45 : tensor<1x39x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %179 = arith.divf %in, %cst_10 : f64
      linalg.yield %179 : f64
    } -> tensor<1x39x1xf64>
    %170 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x39x1xf64>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %179 = arith.truncf %in : f64 to f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %171 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<1x39x32xf32>) outs(%55 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.addf %in, %out : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.divf %in, %cst_11 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %173 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = arith.truncf %cst_6 : f64 to f32
      %180 = arith.addf %in, %179 : f32
      linalg.yield %180 : f32
    } -> tensor<1x39x1xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x39x1xf32>) outs(%53 : tensor<1x39x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %179 = math.rsqrt %in : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x1xf32>
    %175 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %172 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.subf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %174 : tensor<1x39x32xf32>, tensor<1x39x1xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %arg31 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.mulf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %arg32 : tensor<1x39x32xf32>, tensor<32xf32>) outs(%42 : tensor<1x39x32xf32>) {
    ^bb0(%in: f32, %in_65: f32, %out: f32):
      %179 = arith.addf %in, %in_65 : f32
      linalg.yield %179 : f32
    } -> tensor<1x39x32xf32>
    return %178 : tensor<1x39x32xf32>
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

